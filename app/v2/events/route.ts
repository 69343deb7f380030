// GET /v2/events (extension): the merchant's events in the key's mode, newest first.
import { apiList, apiRoutes } from "@/lib/api/with-api";
import { listEventsQuerySchema } from "@/lib/schemas/events";
import { listEvents } from "@/lib/events/list-events";
import { serializeEvent } from "@/lib/events/serialize-event";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiList(listEventsQuerySchema, async ({ db, merchantId, mode, query }) => {
    const { rows, pagination } = await listEvents(db, { merchantId, mode, query });
    return { message: "Events retrieved", data: { items: rows.map(serializeEvent), pagination } };
  }),
});
