// POST /api/dashboard/payouts/bulk/preview: the CSV upload's checks before anything is
// submitted: every row's error, every fee, the total against the available
// balance. Read only: no transaction, nothing written.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { bulkPayoutRequestSchema } from "@/lib/schemas/bulk-payouts";
import { previewBulkPayouts } from "@/lib/payouts/create-bulk-payouts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "money.move",
    body: bulkPayoutRequestSchema,
    transaction: "service",
    handler: async ({ db, ctx, body }) => {
      const preview = await previewBulkPayouts(db, { merchantId: ctx.merchantId, mode: ctx.mode, input: body });
      return { message: preview.ok ? "Ready to submit" : "Fix the problems before submitting", data: preview };
    },
  }),
});
