// POST /v2/payment-links/{id}/tickets/{reference}/check-in: mark a paid ticket used, once.
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { checkInTicket } from "@/lib/payment-links/check-in-ticket";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    idempotent: true,
    handler: async ({ db, merchantId, mode, actor, otherMode, params }) => {
      const ticket = await checkInTicket(db, { merchantId, mode, otherMode, id: params.id, reference: params.reference, actor });
      return { message: "Ticket checked in", data: ticket };
    },
  }),
});
