// GET /api/dashboard/payouts/quote?currency=&bank_slug=: what "New payout" shows before it is
// submitted: the available balance in the currency and the chosen bank's or wallet's payout
// fee for this merchant (lib/payouts/payout-fees.ts, 0 when the operator waived fees).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { quotePayout } from "@/lib/payouts/quote-payout";
import { payoutQuoteQuerySchema } from "@/lib/schemas/dashboard-payouts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: payoutQuoteQuerySchema,
    handler: async ({ db, ctx, query }) => ({
      message: "Payout quote",
      data: await quotePayout(db, { merchantId: ctx.merchantId, mode: ctx.mode, currency: query.currency, bankSlug: query.bank_slug }),
    }),
  }),
});
