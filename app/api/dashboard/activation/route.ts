// GET /api/dashboard/activation: where the merchant stands on the go-live checklist.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { getActivation } from "@/lib/merchants/activation/get-activation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ db, ctx }) => ({ message: "Activation retrieved", data: await getActivation(db, ctx.merchantId) }),
  }),
});
