// The public shape of an event (GET /v2/events): what happened, to which object, and
// the object as it was then (the payload written in the transaction of the change).
import type { Event } from "@/lib/generated/prisma/client";

export function serializeEvent(e: Event) {
  return {
    id: e.id,
    type: e.type,
    object_type: e.objectType,
    object_id: e.objectId,
    mode: e.mode,
    created_at: e.createdAt.toISOString(),
    data: e.payload,
  };
}
