// GET /api/dashboard/events: the Events page's list in the dashboard's mode, with the API's
// filters (type or family, created range) and cursor, by the API's own service.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { listEventsQuerySchema } from "@/lib/schemas/events";
import { listEvents } from "@/lib/events/list-events";
import { serializeEvent } from "@/lib/events/serialize-event";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: listEventsQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const { rows, pagination } = await listEvents(db, { merchantId: ctx.merchantId, mode: ctx.mode, query });
      return { message: "Events retrieved", data: { items: rows.map(serializeEvent), pagination } };
    },
  }),
});
