// POST /api/dashboard/api-keys/{id}/reveal: a test secret key's text again. Live secret keys are
// shown once and cannot be revealed (INVALID_STATE). A POST, not a GET: each reveal is audited,
// and the key's text stays out of caches and history.
import { dashboardAction, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { revealTestSecretKey } from "@/lib/auth/reveal-test-key";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "keys.manage" }, async ({ db, ctx, params }) => {
    const key = await revealTestSecretKey(db, { merchantId: ctx.merchantId, keyId: params.id, actor: ctx.actor });
    return { message: "Test secret key revealed", data: { key } };
  }),
});
