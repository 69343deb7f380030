// GET /api/dashboard/payouts/bulk/{batch_reference}: a batch with its counts per status and its
// payouts (account numbers masked), polled by the batch page while payouts are on their way.
// The other mode's batch is NOT_FOUND here (ctx.otherMode).
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { findPayoutBatch, serializePayoutBatch } from "@/lib/payouts/find-payout-batch";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ db, ctx, params }) => {
      const { batch, payouts } = await findPayoutBatch(db, { ...scopeOf(ctx), reference: params.batch_reference });
      return { message: "Payout batch retrieved", data: serializePayoutBatch(batch, payouts, { masked: true }) };
    },
  }),
});
