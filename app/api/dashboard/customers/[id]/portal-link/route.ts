// POST /api/dashboard/customers/{id}/portal-link: a signed link to the customer's portal, as POST
// /v2/customers/{id}/portal-link (billing.manage: owners, admins); audited, the link itself never stored.
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { createPortalLinkSchema } from "@/lib/schemas/portal";
import { createPortalLink } from "@/lib/billing/portal-links";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "billing.manage",
    body: createPortalLinkSchema,
    handler: async ({ db, ctx, params, body }) => {
      const link = await createPortalLink(db, { ...scopeOf(ctx), customerId: params.id, actor: ctx.actor, expiresInHours: body.expires_in_hours });
      return { status: 201, message: "Portal link created", data: link };
    },
  }),
});
