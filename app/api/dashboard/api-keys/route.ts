// GET /api/dashboard/api-keys?mode=test|live: the merchant's keys in one mode (default: the
//   dashboard's current mode). Secret keys show only their prefix.
// POST /api/dashboard/api-keys: creates a secret key when the mode has no active one; the key text is shown once.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { listApiKeys } from "@/lib/auth/api-keys";
import { createSecretKey } from "@/lib/auth/create-secret-key";
import { createSecretKeyBodySchema, modeSchema } from "@/lib/schemas/dashboard";
import { parseOrThrow } from "@/lib/http/validation";
import { CAN_MANAGE_KEYS } from "@/lib/dashboard/types";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ db, ctx, req }) => {
      const requested = new URL(req.url).searchParams.get("mode");
      const mode = requested === null ? ctx.mode : parseOrThrow(modeSchema, requested, "query");
      return { message: "API keys retrieved", data: { mode, keys: await listApiKeys(db, ctx.merchantId, mode) } };
    },
  }),
  POST: withDashboard({
    roles: CAN_MANAGE_KEYS,
    body: createSecretKeyBodySchema,
    handler: async ({ db, ctx, body }) => {
      const created = await createSecretKey(db, {
        merchantId: ctx.merchantId,
        mode: body.mode ?? ctx.mode,
        actor: { type: "dashboard", userId: ctx.userId },
      });
      return {
        status: 201,
        message: "Secret key created; copy it now, it will not be shown again",
        data: { key: { id: created.id, kind: created.kind, mode: created.mode, key: created.key } },
      };
    },
  }),
});
