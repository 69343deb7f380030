// GET /api/dashboard/subaccounts/{reference}/payments?page=&per_page=: the payments that fed a
// subaccount (its splits), newest first, with its share of each.
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { pagination } from "@/lib/http/pagination";
import { subaccountPaymentsQuerySchema } from "@/lib/schemas/subaccounts";
import { listSubaccountPayments } from "@/lib/subaccounts/get-subaccount";
import { serializeSubaccountPayment } from "@/lib/subaccounts/serialize-subaccount";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: subaccountPaymentsQuerySchema,
    handler: async ({ db, ctx, params, query }) => {
      const { rows, total } = await listSubaccountPayments(db, { ...scopeOf(ctx), reference: params.reference, page: query.page, perPage: query.per_page });
      return { message: "Subaccount payments retrieved", data: { items: rows.map(serializeSubaccountPayment), pagination: pagination(query.page, query.per_page, rows.length, total) } };
    },
  }),
});
