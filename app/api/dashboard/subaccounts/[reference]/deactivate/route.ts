// POST /api/dashboard/subaccounts/{reference}/deactivate: no new split may use it; payments
// already created keep their split (owners and admins), audited.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { emptyBodySchema } from "@/lib/schemas/dashboard";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";
import { deactivateSubaccount } from "@/lib/subaccounts/update-subaccount";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "money.move",
    body: emptyBodySchema,
    handler: async ({ db, ctx, params }) => {
      const subaccount = await deactivateSubaccount(db, {
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        otherMode: ctx.otherMode,
        reference: params.reference,
        actor: ctx.actor,
      });
      return { message: "Subaccount deactivated", data: serializeSubaccount(subaccount) };
    },
  }),
});
