// GET /api/dashboard/payment-links/{id}: one link with its ticket types, payment count and total
// collected, as GET /v2/payment-links/{id} answers it.
// PATCH: the body of PATCH /v2/payment-links/{id} (owners and admins), audited;
// data = { link: PaymentLink, changed: [names of the changed columns] }.
import { dashboardRead, dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { updatePaymentLinkSchema } from "@/lib/schemas/payment-links";
import { getPaymentLink } from "@/lib/payment-links/get-payment-link";
import { updatePaymentLink } from "@/lib/payment-links/update-payment-link";
import { serializePaymentLink } from "@/lib/payment-links/serialize-payment-link";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => {
    const view = await getPaymentLink(db, { ...scopeOf(ctx), id: params.id });
    return { message: "Payment link retrieved", data: serializePaymentLink(view) };
  }),
  PATCH: withDashboard({
    action: "payments.manage",
    body: updatePaymentLinkSchema,
    handler: async ({ db, ctx, params, body }) => {
      const { view, changed } = await updatePaymentLink(db, { ...scopeOf(ctx), id: params.id, input: body, actor: ctx.actor });
      return { message: changed.length ? "Payment link updated" : "Nothing changed", data: { link: serializePaymentLink(view), changed } };
    },
  }),
});
