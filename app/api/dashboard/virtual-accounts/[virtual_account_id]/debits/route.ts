// GET /api/dashboard/virtual-accounts/{id}/debits: the debit history with the API's filters
// (from, to, merchant_reference, page, per_page, cursor), by the API's service.
// POST: the detail page's debit form, by the service of the API's debit route. Owners and admins (lib/catalog/permissions.ts).
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { readQuery } from "@/lib/http/routes";
import { createDebitSchema } from "@/lib/schemas/virtual-accounts";
import { debitVirtualAccount } from "@/lib/virtual-accounts/debit-virtual-account";
import { findVirtualAccount } from "@/lib/virtual-accounts/find-virtual-account";
import { listVirtualAccountDebits } from "@/lib/virtual-accounts/list-debits";
import { serializeDebit } from "@/lib/virtual-accounts/serialize-virtual-account";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ db, req, ctx, params }) => {
      const account = await findVirtualAccount(db, { ...scopeOf(ctx), id: params.virtual_account_id });
      const { rows, pagination } = await listVirtualAccountDebits(db, { account, rawQuery: readQuery(new URL(req.url)) });
      return { message: "Debits retrieved", data: { items: rows.map(serializeDebit), pagination } };
    },
  }),
  POST: withDashboard({
    action: "money.move",
    body: createDebitSchema,
    // One statement writes the debit and everything with it (lib/virtual-accounts/debit-virtual-account.ts).
    transaction: "service",
    handler: async ({ db, ctx, params, body }) => {
      const account = await findVirtualAccount(db, { ...scopeOf(ctx), id: params.virtual_account_id });
      const debit = await debitVirtualAccount(db, { account, input: body, actor: ctx.actor });
      return { status: 201, message: "Virtual account debited", data: serializeDebit(debit) };
    },
  }),
});
