// GET /api/dashboard/webhooks/{id}: one endpoint in the dashboard's mode; another
// merchant's or the other mode's is NOT_FOUND. PATCH edits it (URL, description, events,
// version, on/off: turning it on again clears the gateway's reason for turning it off); DELETE
// removes it with its delivery log. Both open their own transaction (the URL check resolves
// DNS first). Owners and developers change endpoints; everyone reads.
import { dashboardRead, dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { deleteWebhookEndpoint, findWebhookEndpoint, serializeWebhookEndpoint, updateWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { updateWebhookEndpointBodySchema } from "@/lib/schemas/dashboard-webhooks";
import { endpointInput } from "@/lib/schemas/webhooks";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => {
    const endpoint = await findWebhookEndpoint(db, { ...scopeOf(ctx), id: params.id });
    return { message: "Webhook endpoint retrieved", data: serializeWebhookEndpoint(endpoint) };
  }),
  PATCH: withDashboard({
    action: "webhooks.manage",
    body: updateWebhookEndpointBodySchema,
    transaction: "service",
    handler: async ({ db, ctx, params, body }) => {
      const endpoint = await updateWebhookEndpoint(db, { ...scopeOf(ctx), id: params.id }, endpointInput(body), ctx.actor);
      return { message: "Webhook endpoint updated", data: serializeWebhookEndpoint(endpoint) };
    },
  }),
  DELETE: withDashboard({
    action: "webhooks.manage",
    transaction: "service",
    handler: async ({ db, ctx, params }) => {
      const endpoint = await deleteWebhookEndpoint(db, { ...scopeOf(ctx), id: params.id }, ctx.actor);
      return { message: "Webhook endpoint deleted", data: { id: endpoint.id, deleted: true } };
    },
  }),
});
