// GET /v2/events/{id} (extension): one event, with the object as it was then.
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { findEvent } from "@/lib/events/find-event";
import { serializeEvent } from "@/lib/events/serialize-event";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => {
    const event = await findEvent(db, { merchantId, mode, otherMode, id: params.id });
    return { message: "Event retrieved", data: serializeEvent(event) };
  }),
});
