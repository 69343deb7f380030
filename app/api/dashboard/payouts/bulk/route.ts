// POST /api/dashboard/payouts/bulk: create a batch from the CSV upload. Owners and
// developers; the same service as POST /v2/payouts/bulk, audited in the same transaction.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { bulkPayoutRequestSchema } from "@/lib/schemas/bulk-payouts";
import { createBulkPayouts } from "@/lib/payouts/create-bulk-payouts";
import { serializePayoutBatch } from "@/lib/payouts/find-payout-batch";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "money.move",
    body: bulkPayoutRequestSchema,
    handler: async ({ db, ctx, body }) => {
      const { batch, payouts } = await createBulkPayouts(db, {
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        input: body,
        actor: ctx.actor,
        origin: "dashboard",
      });
      return { status: 201, message: "Payout batch created", data: serializePayoutBatch(batch, payouts, { masked: true }) };
    },
  }),
});
