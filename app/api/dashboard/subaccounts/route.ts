// GET /api/dashboard/subaccounts?page=&per_page=&q=: the merchant's subaccounts in the dashboard's
// mode, with balances, searched by q; account numbers masked to their last 4
// (the list never needs them whole).
// POST: create one (owners and admins), audited.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { pagination } from "@/lib/http/pagination";
import { createSubaccountSchema, dashboardSubaccountListSchema } from "@/lib/schemas/subaccounts";
import { createSubaccount } from "@/lib/subaccounts/create-subaccount";
import { listSubaccounts } from "@/lib/subaccounts/get-subaccount";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";
import { withMaskedAccount } from "@/lib/subaccounts/mask-account-number";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: dashboardSubaccountListSchema,
    handler: async ({ db, ctx, query }) => {
      const { rows, total, balances } = await listSubaccounts(db, { merchantId: ctx.merchantId, mode: ctx.mode, page: query.page, perPage: query.per_page, q: query.q });
      return {
        message: "Subaccounts retrieved",
        data: { items: rows.map((s) => withMaskedAccount(serializeSubaccount(s, balances.get(s.id) ?? 0n))), pagination: pagination(query.page, query.per_page, rows.length, total) },
      };
    },
  }),
  POST: withDashboard({
    action: "money.move",
    body: createSubaccountSchema,
    handler: async ({ db, ctx, body }) => {
      const subaccount = await createSubaccount(db, { merchantId: ctx.merchantId, mode: ctx.mode, input: body, actor: ctx.actor });
      return { status: 201, message: "Subaccount created", data: serializeSubaccount(subaccount, 0n) };
    },
  }),
});
