// POST /api/dashboard/subaccounts/{reference}/deactivate: no new split may use it; payments
// already created keep their split (owners and developers), audited.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { CAN_MOVE_MONEY } from "@/lib/dashboard/types";
import { emptyBodySchema } from "@/lib/schemas/dashboard";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";
import { deactivateSubaccountFromDashboard } from "@/lib/subaccounts/update-subaccount-from-dashboard";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    roles: CAN_MOVE_MONEY,
    body: emptyBodySchema,
    handler: async ({ db, ctx, params }) => {
      const subaccount = await deactivateSubaccountFromDashboard(db, {
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        reference: params.reference,
        actor: { type: "dashboard", userId: ctx.userId },
      });
      return { message: "Subaccount deactivated", data: serializeSubaccount(subaccount) };
    },
  }),
});
