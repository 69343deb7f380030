// GET /api/dashboard/api-keys?mode=test|live: the merchant's keys in one mode (default: the
//   dashboard's current mode). Secret keys show only their prefix.
// POST /api/dashboard/api-keys: creates a secret key when the mode has no active one; the key text is shown once.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { listApiKeys } from "@/lib/auth/api-keys";
import { createSecretKey } from "@/lib/auth/create-secret-key";
import { apiKeysQuerySchema, createSecretKeyBodySchema } from "@/lib/schemas/dashboard";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: apiKeysQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const mode = query.mode ?? ctx.mode;
      return { message: "API keys retrieved", data: { mode, keys: await listApiKeys(db, ctx.merchantId, mode) } };
    },
  }),
  POST: withDashboard({
    action: "keys.manage",
    body: createSecretKeyBodySchema,
    handler: async ({ db, ctx, body }) => {
      const created = await createSecretKey(db, {
        merchantId: ctx.merchantId,
        mode: body.mode ?? ctx.mode,
        actor: ctx.actor,
      });
      return {
        status: 201,
        message: "Secret key created; copy it now, it will not be shown again",
        data: { key: { id: created.id, kind: created.kind, mode: created.mode, key: created.key } },
      };
    },
  }),
});
