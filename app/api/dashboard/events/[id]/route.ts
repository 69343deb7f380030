// GET /api/dashboard/events/{id}: one event with its payload and its webhook deliveries;
// another mode's event is NOT_FOUND here (lib/auth/other-mode.ts).
import { dashboardRead, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { findEvent } from "@/lib/events/find-event";
import { serializeEvent } from "@/lib/events/serialize-event";
import { eventDeliveries } from "@/lib/events/event-deliveries";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => {
    const event = await findEvent(db, { ...scopeOf(ctx), id: params.id });
    const deliveries = await eventDeliveries(db, { merchantId: ctx.merchantId, eventId: event.id });
    return { message: "Event retrieved", data: { ...serializeEvent(event), deliveries } };
  }),
});
