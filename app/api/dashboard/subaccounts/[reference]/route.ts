// GET /api/dashboard/subaccounts/{reference}: one subaccount with its balance, account number
// masked, for its page.
// PATCH: change a subaccount's name, default split or bounds (owners and admins), audited.
// Payments already created keep their split.
import { dashboardRead, dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { updateSubaccountSchema } from "@/lib/schemas/subaccounts";
import { getSubaccountDetail } from "@/lib/subaccounts/get-subaccount";
import { withMaskedAccount } from "@/lib/subaccounts/mask-account-number";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";
import { updateSubaccount } from "@/lib/subaccounts/update-subaccount";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => {
    const { subaccount, balance } = await getSubaccountDetail(db, { ...scopeOf(ctx), reference: params.reference });
    return { message: "Subaccount retrieved", data: withMaskedAccount(serializeSubaccount(subaccount, balance)) };
  }),
  PATCH: withDashboard({
    action: "money.move",
    body: updateSubaccountSchema,
    handler: async ({ db, ctx, params, body }) => {
      const { subaccount, changed } = await updateSubaccount(db, { ...scopeOf(ctx), reference: params.reference, input: body, actor: ctx.actor });
      return { message: changed.length ? "Subaccount updated" : "Nothing changed", data: { subaccount: serializeSubaccount(subaccount), changed } };
    },
  }),
});
