// PUT /api/dashboard/activation/settlement-account: where settlements go, checked by the bank registry. Owners only.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { activationSettlementSchema } from "@/lib/schemas/merchant";
import { updateSettlementAccount } from "@/lib/merchants/activation/update-settlement-account";
import { getActivation } from "@/lib/merchants/activation/get-activation";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  PUT: withDashboard({
    action: "activation.manage",
    body: activationSettlementSchema,
    handler: async ({ db, ctx, body }) => {
      await updateSettlementAccount(db, { merchantId: ctx.merchantId, actor: ctx.actor, account: body });
      return { message: "Settlement account saved", data: await getActivation(db, ctx.merchantId) };
    },
  }),
});
