// GET /api/dashboard/payment-links?cursor=&kind=&active=&per_page=: the merchant's payment links
// in the dashboard's mode, newest first, as GET /v2/payment-links answers them:
// data = { items: PaymentLink[], pagination: { next_cursor, prev_cursor, limit, has_more, per_page } }.
// POST: create one; the body is POST /v2/payment-links's (owners and admins), audited.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { createPaymentLinkSchema, dashboardPaymentLinksQuerySchema } from "@/lib/schemas/payment-links";
import { createPaymentLink } from "@/lib/payment-links/create-payment-link";
import { listPaymentLinks } from "@/lib/payment-links/list-payment-links";
import { serializePaymentLink } from "@/lib/payment-links/serialize-payment-link";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: dashboardPaymentLinksQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const { rows, pagination } = await listPaymentLinks(db, { merchantId: ctx.merchantId, mode: ctx.mode, kind: query.kind, active: query.active, cursor: query.cursor, perPage: query.per_page });
      return { message: "Payment links retrieved", data: { items: rows.map(serializePaymentLink), pagination } };
    },
  }),
  POST: withDashboard({
    action: "payments.manage",
    body: createPaymentLinkSchema,
    handler: async ({ db, ctx, body }) => {
      const view = await createPaymentLink(db, { merchantId: ctx.merchantId, mode: ctx.mode, input: body, actor: ctx.actor });
      return { status: 201, message: "Payment link created", data: serializePaymentLink(view) };
    },
  }),
});
