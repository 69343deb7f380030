// GET /v2/customers: list customer profiles (extension).
import { apiList, apiRoutes } from "@/lib/api/with-api";
import { listCustomersQuerySchema } from "@/lib/schemas/customers";
import { listCustomers } from "@/lib/customers/list-customers";
import { serializeCustomer } from "@/lib/customers/serialize-customer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiList(listCustomersQuerySchema, async ({ db, merchantId, mode, query }) => {
    const { rows, pagination } = await listCustomers(db, { merchantId, mode, query });
    return { message: "Customers retrieved", data: { items: rows.map(serializeCustomer), pagination } };
  }),
});
