// POST /api/dashboard/processors/{id}/check: one harmless authenticated call to the processor
// through this connection, recorded as its last check. Any connection serving the
// merchant in the dashboard's mode (its own or the gateway's); not in a transaction, since it waits
// for the processor. A failed check answers 200 with ok: false and the reason.
import { dashboardAction, dashboardRoutes } from "@/lib/dashboard/with-dashboard";
import { checkVisibleProcessor } from "@/lib/dashboard/processors";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "processors.check", transaction: "service" }, async ({ db, ctx, params }) => {
    const result = await checkVisibleProcessor(db, { merchantId: ctx.merchantId, mode: ctx.mode, actor: ctx.actor, id: params.id });
    return { message: result.ok ? "The processor answered" : "The check failed", data: { id: params.id, ...result } };
  }),
});
