// GET /api/dashboard/payments: the payment table and the overview's recent list, in the
// dashboard's mode, through the service of GET /v2/payments (lib/payments/list-payments.ts).
// Contract (all query parameters optional; an unknown parameter or a malformed page, per_page, limit,
// sort or order is 400 VALIDATION_ERROR naming it, as on every dashboard route):
//   status    any payment status, `completed` = success        currency  USD, UGX, ETB, DJF
//   method    a payment method id (card, telebirr, mtn_momo…)  email     exact, any case
//   reference gateway or merchant reference, exact             q         free text: a gateway
//             reference, merchant reference or e-mail, matched exactly (index lookups, no substring)
//   from, to  a day (2026-11-23; `to` includes it) or an ISO 8601 time, against created_at
//   sort      created_at (default) | amount                   order     desc (default) | asc
//   cursor    next_cursor / prev_cursor of an earlier answer with the same sort and order
//             (signed; an edited one is 400 INVALID_VALUE); takes precedence over page
//   page      1-based page number (an offset; prefer cursors)  per_page  1–100, default 20
//   limit     the overview's older name for per_page
// Answer: data = { items: payments as serializePayment (lib/payments/serialize-payment.ts, the
// dashboard's PaymentListItem type), pagination: { next_cursor, prev_cursor, limit (rows returned),
// has_more, per_page, page (when paging by number) } }; no total. Bad filter values (status, currency,
// method, email, dates, cursor): 400 INVALID_VALUE with error.details [{ field, message }].
// The CSV of the same filter: GET /api/dashboard/payments/export.
// POST: "Create payment": a payment link to share, made by the same service as
// POST /v2/payments/hosted in the dashboard's mode, with payment_type "Payment link".
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { listPayments } from "@/lib/payments/list-payments";
import { checkoutUrl, createHostedPayment } from "@/lib/payments/create-hosted-payment";
import { serializePayment } from "@/lib/payments/serialize-payment";
import { dashboardPaymentListQuerySchema } from "@/lib/schemas/payment-list";
import { getMerchantTimeZone } from "@/lib/merchants/get-merchant-time-zone";
import { createPaymentLinkSchema } from "@/lib/schemas/dashboard-payments";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: dashboardPaymentListQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const { cursor, page, per_page, limit, sort, order, ...filters } = query;
      const { rows, pagination } = await listPayments(db, {
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        filters,
        timeZone: await getMerchantTimeZone(db, ctx.merchantId), // a bare day is the merchant's day
        sort: { sort, order },
        cursor,
        page,
        perPage: limit ?? per_page,
      });
      return { message: "Payments retrieved", data: { items: rows.map((p) => serializePayment(p)), pagination } };
    },
  }),
  POST: withDashboard({
    action: "payments.manage",
    body: createPaymentLinkSchema,
    handler: async ({ db, ctx, body }) => {
      const { description, ...input } = body;
      const payment = await createHostedPayment(db, {
        merchantId: ctx.merchantId,
        mode: ctx.mode,
        input: { ...input, ...(description ? { customization: { description } } : {}) },
        paymentType: "Payment link",
        actor: ctx.actor,
      });
      return {
        status: 201,
        message: "Payment link created",
        data: { ...serializePayment(payment), checkout_url: checkoutUrl(payment.checkoutToken) },
      };
    },
  }),
});
