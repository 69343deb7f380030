// PATCH /api/dashboard/subaccounts/{reference}: change a subaccount's name, default split or
// bounds (owners and developers), audited. Payments already created keep their split.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { CAN_MOVE_MONEY } from "@/lib/dashboard/types";
import { updateSubaccountSchema } from "@/lib/schemas/subaccounts";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";
import { updateSubaccountFromDashboard } from "@/lib/subaccounts/update-subaccount-from-dashboard";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  PATCH: withDashboard({
    roles: CAN_MOVE_MONEY,
    body: updateSubaccountSchema,
    handler: async ({ db, ctx, params, body }) => {
      const { subaccount, changed } = await updateSubaccountFromDashboard(db, {
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        reference: params.reference,
        input: body,
        actor: { type: "dashboard", userId: ctx.userId },
      });
      return { message: changed.length ? "Subaccount updated" : "Nothing changed", data: { subaccount: serializeSubaccount(subaccount), changed } };
    },
  }),
});
