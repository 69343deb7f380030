// GET /api/dashboard/customers: the Customers page's list in the dashboard's mode,
// with the API's filters (email, phone, q) and cursor, by the API's own service.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { listCustomersQuerySchema } from "@/lib/schemas/customers";
import { listCustomers } from "@/lib/customers/list-customers";
import { serializeCustomer } from "@/lib/customers/serialize-customer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: listCustomersQuerySchema,
    handler: async ({ db, ctx, query }) => {
      const { rows, pagination } = await listCustomers(db, { merchantId: ctx.merchantId, mode: ctx.mode, query });
      return { message: "Customers retrieved", data: { items: rows.map(serializeCustomer), pagination } };
    },
  }),
});
