// POST /api/dashboard/subaccounts/{reference}/settle: "Settle now": one payout of the
// subaccount's balance minus the payout fee to its bank account (owners and admins), audited.
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { serializePayout } from "@/lib/payouts/serialize-payout";
import { settleSubaccount } from "@/lib/payouts/settle-subaccount";
import { withMaskedAccount } from "@/lib/subaccounts/mask-account-number";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "money.move" }, async ({ db, ctx, params }) => {
    const { payout } = await settleSubaccount(db, { ...scopeOf(ctx), reference: params.reference, actor: ctx.actor });
    return { status: 201, message: "Settlement payout created", data: withMaskedAccount(serializePayout(payout)) };
  }),
});
