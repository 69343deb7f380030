// GET /api/dashboard/customers/{id}: a customer's detail page, by the API's service;
// another mode's profile is NOT_FOUND here (lib/auth/other-mode.ts).
import { dashboardRead, dashboardRoutes, scopeOf } from "@/lib/dashboard/with-dashboard";
import { getCustomerDetail } from "@/lib/customers/find-customer";
import { serializeCustomerDetail } from "@/lib/customers/serialize-customer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: dashboardRead(async ({ db, ctx, params }) => {
    const detail = await getCustomerDetail(db, { ...scopeOf(ctx), id: params.id });
    return { message: "Customer retrieved", data: serializeCustomerDetail(detail) };
  }),
});
