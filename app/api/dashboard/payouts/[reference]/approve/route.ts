// POST /api/dashboard/payouts/{reference}/approve: approve a payout waiting in auth_needed: it goes on to the processor.
// The service of POST /v2/payouts/{reference}/approve; "payouts.approve" (owners, admins), never the
// payout's own creator when it waits for a second approver; audited with the user.
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { decidePayoutApproval } from "@/lib/payouts/decide-payout-approval";
import { serializePayout } from "@/lib/payouts/serialize-payout";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  // The service runs its own steps: the processor is told between two transactions.
  POST: dashboardAction({ action: "payouts.approve", transaction: "service" }, async ({ db, ctx, params }) => {
    const payout = await decidePayoutApproval(db, { ...scopeOf(ctx), reference: params.reference, approve: true, actor: ctx.actor });
    return { message: "Payout approved", data: serializePayout(payout) };
  }),
});
