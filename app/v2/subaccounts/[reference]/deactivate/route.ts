// POST /v2/subaccounts/{reference}/deactivate: no new splits may use it (existing ones settle).
import { apiRoutes, withApi } from "@/lib/api/with-api";
import { deactivateSubaccount } from "@/lib/subaccounts/update-subaccount";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    handler: async ({ db, merchantId, mode, actor, otherMode, params }) => {
      const subaccount = await deactivateSubaccount(db, { merchantId, mode, otherMode, reference: params.reference, actor });
      return { message: "Subaccount deactivated", data: serializeSubaccount(subaccount) };
    },
  }),
});
