// GET /api/dashboard/payments/export: the payment table's current filter as a CSV
// download, streamed as it is read (lib/payments/export-payments-csv.ts), every matching row.
// Contract: the query parameters of GET /api/dashboard/payments (status, currency, method, email,
// reference, q, from, to, sort, order) except cursor, page, per_page and limit. Answer: 200
// text/csv, Content-Disposition attachment; filename="payments-<mode>-<YYYY-MM-DD>.csv"; a header
// line, then one line per payment with the list item's fields flattened: gateway_reference,
// merchant_reference, payment_type, amount, currency, status, payment_method, service_fee,
// customer_first_name, customer_last_name, customer_email, customer_phone_number, created_at,
// updated_at; the two times in the merchant's time zone with its offset, their headers naming the
// zone ("created_at (Africa/Addis_Ababa)"). A bare day in from/to is a day there. Bad filters: 400 INVALID_VALUE (JSON error envelope) before any CSV is sent.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { exportPaymentsCsv } from "@/lib/payments/export-payments-csv";
import { dashboardPaymentExportQuerySchema } from "@/lib/schemas/payment-list";
import { getMerchantTimeZone } from "@/lib/merchants/get-merchant-time-zone";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: dashboardPaymentExportQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const { sort, order, ...filters } = query;
      // Days and times in the merchant's zone.
      const timeZone = await getMerchantTimeZone(db, ctx.merchantId);
      const csv = exportPaymentsCsv(db, { merchantId: ctx.merchantId, mode: ctx.mode, filters, timeZone, sort: { sort, order } });
      const filename = `payments-${ctx.mode}-${new Date().toISOString().slice(0, 10)}.csv`;
      return new Response(csv, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${filename}"`,
          "Cache-Control": "no-store",
        },
      });
    },
  }),
});
