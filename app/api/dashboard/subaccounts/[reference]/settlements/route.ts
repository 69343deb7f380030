// GET /api/dashboard/subaccounts/{reference}/settlements: what "Settle now" would pay
// (balance, fee, amount, minimum) and the subaccount's recent settlement payouts, account
// numbers masked as in every dashboard list.
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { toMajorUnits } from "@/lib/money";
import { serializePayout } from "@/lib/payouts/serialize-payout";
import { getSubaccountSettlements } from "@/lib/payouts/settle-subaccount";
import { withMaskedAccount } from "@/lib/subaccounts/mask-account-number";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ db, ctx, params }) => {
      const { subaccount, quote, payouts, schedule } = await getSubaccountSettlements(db, { ...scopeOf(ctx), reference: params.reference });
      const major = (v: bigint) => toMajorUnits(v, quote.currency);
      return {
        message: "Settlements retrieved",
        data: {
          subaccount_reference: subaccount.id,
          currency: quote.currency,
          schedule,
          balance: major(quote.balance),
          fee: major(quote.fee),
          amount: major(quote.amount > 0n ? quote.amount : 0n),
          minimum: major(quote.minimum),
          can_settle: quote.amount >= quote.minimum,
          items: payouts.map((p) => withMaskedAccount(serializePayout(p))),
        },
      };
    },
  }),
});
