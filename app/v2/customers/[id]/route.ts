// GET /v2/customers/{id}: one customer profile with its newest payments (extension).
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { customerDetailQuerySchema } from "@/lib/schemas/customers";
import { getCustomerDetail } from "@/lib/customers/find-customer";
import { serializeCustomerDetail } from "@/lib/customers/serialize-customer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withApi({
    auth: "secret",
    query: customerDetailQuerySchema,
    handler: async ({ db, merchantId, mode, otherMode, params }) => {
      const detail = await getCustomerDetail(db, { merchantId, mode, otherMode, id: params.id });
      return { message: "Customer retrieved", data: serializeCustomerDetail(detail) };
    },
  }),
});
