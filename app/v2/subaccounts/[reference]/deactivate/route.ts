// POST /v2/subaccounts/{reference}/deactivate: no new splits may use it (existing ones settle).
import { apiRoutes, withApi } from "@/lib/http/with-api";
import { deactivateSubaccount } from "@/lib/subaccounts/update-subaccount";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";
import type { Prisma } from "@/lib/generated/prisma/client";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: withApi({
    auth: "secret",
    handler: async ({ db, merchantId, mode, params }) => {
      const subaccount = await deactivateSubaccount(db as Prisma.TransactionClient, { merchantId, mode, reference: params.reference });
      return { message: "Subaccount deactivated", data: serializeSubaccount(subaccount) };
    },
  }),
});
