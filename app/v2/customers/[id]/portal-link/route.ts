// POST /v2/customers/{id}/portal-link: a signed link to the customer's portal (their subscriptions and invoices).
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { createPortalLinkSchema } from "@/lib/schemas/portal";
import { createPortalLink } from "@/lib/billing/portal-links";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    body: createPortalLinkSchema,
    handler: async ({ db, merchantId, mode, actor, otherMode, params, body }) => {
      const link = await createPortalLink(db, { merchantId, mode, otherMode, customerId: params.id, actor, expiresInHours: body.expires_in_hours });
      return { status: 201, message: "Portal link created", data: link };
    },
  }),
});
