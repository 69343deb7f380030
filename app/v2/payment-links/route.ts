// POST /v2/payment-links: create a payment, donation or event link. GET: list them.
import { apiCreate, apiList, apiRoutes } from "@/lib/api/with-api";
import { createPaymentLinkSchema, listPaymentLinksQuerySchema } from "@/lib/schemas/payment-links";
import { createPaymentLink } from "@/lib/payment-links/create-payment-link";
import { listPaymentLinks } from "@/lib/payment-links/list-payment-links";
import { serializePaymentLink } from "@/lib/payment-links/serialize-payment-link";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(createPaymentLinkSchema, async ({ db, merchantId, mode, actor, body }) => {
    const view = await createPaymentLink(db, { merchantId, mode, input: body, actor });
    return { status: 201, message: "Payment link created", data: serializePaymentLink(view) };
  }),
  GET: apiList(listPaymentLinksQuerySchema, async ({ db, merchantId, mode, query }) => {
    const { rows, pagination } = await listPaymentLinks(db, { merchantId, mode, kind: query.kind, active: query.active, cursor: query.cursor, perPage: query.per_page });
    return { message: "Payment links retrieved", data: { items: rows.map(serializePaymentLink), pagination } };
  }),
});
