// POST /api/dashboard/payouts/{reference}/approve: approve a payout waiting in auth_needed: it goes on to the processor.
// The service of POST /v2/payouts/{reference}/approve; "payouts.approve" (owners, admins), never the
// payout's own creator when it waits for a second approver; audited with the user.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { decidePayoutApproval } from "@/lib/payouts/decide-payout-approval";
import { serializePayout } from "@/lib/payouts/serialize-payout";
import { approvePayoutSchema } from "@/lib/schemas/payouts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "payouts.approve",
    body: approvePayoutSchema,
    // The service runs its own steps: the processor is told between two transactions.
    transaction: "service",
    handler: async ({ db, ctx, params }) => {
      const payout = await decidePayoutApproval(db, {
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        otherMode: ctx.otherMode,
        reference: params.reference,
        approve: true,
        actor: ctx.actor,
      });
      return { message: "Payout approved", data: serializePayout(payout) };
    },
  }),
});
