// GET /api/dashboard/payment-links/{id}/tickets?status=&cursor=&per_page=: an event link's tickets,
// newest first; data = { items: Ticket[], pagination } as GET /v2/payment-links/{id}/tickets.
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { dashboardTicketsQuerySchema } from "@/lib/schemas/payment-links";
import { listLinkTickets } from "@/lib/payment-links/list-link-tickets";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: dashboardTicketsQuerySchema,
    handler: async ({ db, ctx, params, query }) => {
      const data = await listLinkTickets(db, { ...scopeOf(ctx), id: params.id, status: query.status, cursor: query.cursor, perPage: query.per_page });
      return { message: "Tickets retrieved", data };
    },
  }),
});
