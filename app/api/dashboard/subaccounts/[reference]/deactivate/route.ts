// POST /api/dashboard/subaccounts/{reference}/deactivate: no new split may use it; payments
// already created keep their split (owners and admins), audited.
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";
import { deactivateSubaccount } from "@/lib/subaccounts/update-subaccount";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "money.move" }, async ({ db, ctx, params }) => {
    const subaccount = await deactivateSubaccount(db, { ...scopeOf(ctx), reference: params.reference, actor: ctx.actor });
    return { message: "Subaccount deactivated", data: serializeSubaccount(subaccount) };
  }),
});
