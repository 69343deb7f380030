// GET /v2/payment-links/{id}/tickets: an event link's tickets, newest first.
import { apiList, apiRoutes } from "@/lib/api/with-api";
import { listTicketsQuerySchema } from "@/lib/schemas/payment-links";
import { listLinkTickets } from "@/lib/payment-links/list-link-tickets";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiList(listTicketsQuerySchema, async ({ db, merchantId, mode, otherMode, params, query }) => {
    const data = await listLinkTickets(db, { merchantId, mode, otherMode, id: params.id, status: query.status, cursor: query.cursor, perPage: query.per_page });
    return { message: "Tickets retrieved", data };
  }),
});
