// POST /api/dashboard/payouts/{reference}/reject: reject a payout waiting in auth_needed: it fails and its money returns to the balance.
// The service of POST /v2/payouts/{reference}/reject; owners and admins; audited with the user.
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { decidePayoutApproval } from "@/lib/payouts/decide-payout-approval";
import { serializePayout } from "@/lib/payouts/serialize-payout";
import { rejectPayoutSchema } from "@/lib/schemas/payouts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "payouts.approve",
    body: rejectPayoutSchema,
    // The service runs its own steps: the processor is told between two transactions.
    transaction: "service",
    handler: async ({ db, ctx, params, body }) => {
      const payout = await decidePayoutApproval(db, { ...scopeOf(ctx), reference: params.reference, approve: false, reason: body.reason, actor: ctx.actor });
      return { message: "Payout rejected", data: serializePayout(payout) };
    },
  }),
});
