// GET /api/dashboard/customers/{id}/payment-methods: the customer's saved payment methods, newest first (as
// GET /v2/customers/{id}/payment-methods), each with the subscriptions that charge it, so the page can say
// before a detach which of them fall back to the pay link (docs/payment-methods.md, Reading and detaching).
import { dashboardRoutes, scopeOf, withDashboard } from "@/lib/dashboard/with-dashboard";
import { listPaymentMethodsQuerySchema } from "@/lib/schemas/saved-payment-methods";
import { listPaymentMethods, serializeSavedPaymentMethod } from "@/lib/billing/saved-payment-methods";
import { subscriptionsCharging } from "@/lib/billing/billing-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: listPaymentMethodsQuerySchema,
    handler: async ({ db, ctx, params, query }) => {
      // The methods first: another merchant's or the other mode's customer is NOT_FOUND before anything else is read.
      const { rows, pagination } = await listPaymentMethods(db, { ...scopeOf(ctx), customerId: params.id, query });
      const charging = await subscriptionsCharging(db, scopeOf(ctx), rows.map((pm) => pm.id));
      const items = rows.map((pm) => ({ ...serializeSavedPaymentMethod(pm), subscriptions: charging.get(pm.id) ?? [] }));
      return { message: "Payment methods retrieved", data: { items, pagination } };
    },
  }),
});
