// POST /api/dashboard/mode: switches the dashboard between test and live data (cookie gw_mode).
// Every role may switch: it changes what the user sees, not the account.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { setModeBodySchema } from "@/lib/schemas/dashboard";
import { modeCookie } from "@/lib/dashboard/mode-cookie";
import { env } from "@/lib/env";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "mode.switch",
    body: setModeBodySchema,
    handler: async ({ body }) => ({
      message: body.mode === "live" ? "Showing live data" : "Showing test data",
      data: { mode: body.mode },
      headers: { "Set-Cookie": [modeCookie(body.mode, env().publicBaseUrl.startsWith("https://"))] },
    }),
  }),
});
