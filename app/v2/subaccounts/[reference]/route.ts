// GET /v2/subaccounts/{reference} (with its balance); PATCH to change name and default split.
import { apiRead, apiRoutes, withApi } from "@/lib/api/with-api";
import { updateSubaccountSchema } from "@/lib/schemas/subaccounts";
import { getSubaccountOrThrow, subaccountBalances } from "@/lib/subaccounts/get-subaccount";
import { updateSubaccount } from "@/lib/subaccounts/update-subaccount";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => {
    const subaccount = await getSubaccountOrThrow(db, { merchantId, mode, otherMode, reference: params.reference });
    const balance = (await subaccountBalances(db, [subaccount.id])).get(subaccount.id) ?? 0n;
    return { message: "Subaccount retrieved", data: serializeSubaccount(subaccount, balance) };
  }),
  PATCH: withApi({
    auth: "secret",
    body: updateSubaccountSchema,
    handler: async ({ db, merchantId, mode, actor, otherMode, params, body }) => {
      const { subaccount } = await updateSubaccount(db, { merchantId, mode, otherMode, reference: params.reference, input: body, actor });
      return { message: "Subaccount updated", data: serializeSubaccount(subaccount) };
    },
  }),
});
