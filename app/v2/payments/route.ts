// GET /v2/payments (spec "GET /v2/payments"): the merchant's payments in the key's mode,
// filtered and paged by number or by cursor. Every bad parameter, an unknown one included, is
// 400 INVALID_VALUE naming it (spec: invalid list filter values). POST lives at /v2/payments/hosted.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { listPaymentsQuerySchema } from "@/lib/schemas/payment-list";
import { listPayments } from "@/lib/payments/list-payments";
import { serializePaymentListItem } from "@/lib/payments/serialize-payment-list-item";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withApi({
    auth: "secret",
    query: listPaymentsQuerySchema,
    queryErrorCode: "INVALID_VALUE",
    handler: async ({ db, merchantId, mode, query }) => {
      const { cursor, page, per_page, ...filters } = query;
      const { rows, pagination } = await listPayments(db, { merchantId, mode, filters, cursor, page, perPage: per_page });
      return { message: "Payments retrieved", data: { items: rows.map(serializePaymentListItem), pagination } };
    },
  }),
});
