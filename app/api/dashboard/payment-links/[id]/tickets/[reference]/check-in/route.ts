// POST /api/dashboard/payment-links/{id}/tickets/{reference}/check-in: mark a paid ticket used, once
// (owners, admins and support: the door), audited; data = the Ticket. A second check-in
// is 409 INVALID_STATE with error.details.checked_in_at.
import { dashboardAction, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { checkInTicket } from "@/lib/payment-links/check-in-ticket";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: dashboardAction({ action: "tickets.check_in" }, async ({ db, ctx, params }) => {
    const ticket = await checkInTicket(db, { ...scopeOf(ctx), id: params.id, reference: params.reference, actor: ctx.actor });
    return { message: "Ticket checked in", data: ticket };
  }),
});
