// POST /api/dashboard/subaccounts/{reference}/settle: "Settle now": one payout of the
// subaccount's balance minus the payout fee to its bank account (owners and admins), audited.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { emptyBodySchema } from "@/lib/schemas/dashboard";
import { serializePayout } from "@/lib/payouts/serialize-payout";
import { settleSubaccount } from "@/lib/payouts/settle-subaccount";
import { withMaskedAccount } from "@/lib/subaccounts/mask-account-number";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "money.move",
    body: emptyBodySchema,
    handler: async ({ db, ctx, params }) => {
      const { payout } = await settleSubaccount(db, {
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        otherMode: ctx.otherMode,
        reference: params.reference,
        actor: ctx.actor,
      });
      return { status: 201, message: "Settlement payout created", data: withMaskedAccount(serializePayout(payout)) };
    },
  }),
});
