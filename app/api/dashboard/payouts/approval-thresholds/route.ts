// GET /api/dashboard/payouts/approval-thresholds: the per-currency amounts above which a payout
// waits for a second approver (maker-checker); every role reads them.
// PUT: sets (amount, major units) or removes (null) one currency's threshold. Owners only; audited.
import { dashboardRead, dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { payoutApprovalThresholdBodySchema } from "@/lib/schemas/dashboard-payouts";
import { parseCurrency } from "@/lib/money/parse-amount";
import {
  getPayoutApprovalThresholds,
  serializePayoutApprovalThresholds,
  setPayoutApprovalThreshold,
} from "@/lib/payouts/payout-approval-thresholds";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx }) => ({
    message: "Payout approval thresholds",
    data: { thresholds: serializePayoutApprovalThresholds(await getPayoutApprovalThresholds(db, ctx.merchantId)) },
  })),
  PUT: withDashboard({
    action: "payouts.approval_limits",
    body: payoutApprovalThresholdBodySchema,
    handler: async ({ db, ctx, body }) => {
      const thresholds = await setPayoutApprovalThreshold(db, { merchantId: ctx.merchantId, actor: ctx.actor, currency: parseCurrency(body.currency), amount: body.amount });
      return { message: "Payout approval threshold saved", data: { thresholds } };
    },
  }),
});
