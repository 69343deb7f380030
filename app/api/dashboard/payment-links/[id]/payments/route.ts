// GET /api/dashboard/payment-links/{id}/payments?cursor=&per_page=: the payments made through one
// link, newest first; data = { items, pagination } with the items of GET
// /api/dashboard/payments (serializePayment) and its cursor pagination.
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { dashboardLinkPaymentsQuerySchema } from "@/lib/schemas/payment-links";
import { listLinkPayments } from "@/lib/payment-links/list-link-payments";
import { serializePayment } from "@/lib/payments/serialize-payment";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: dashboardLinkPaymentsQuerySchema,
    handler: async ({ db, ctx, params, query }) => {
      const { rows, pagination } = await listLinkPayments(db, { ...scopeOf(ctx), id: params.id, cursor: query.cursor, perPage: query.per_page });
      return { message: "Payments retrieved", data: { items: rows.map((p) => serializePayment(p)), pagination } };
    },
  }),
});
