// GET /v2/subaccounts/{reference} (with its balance); PATCH to change name and default split.
import { apiRoutes, withApi } from "@/lib/http/with-api";
import { updateSubaccountSchema } from "@/lib/schemas/subaccounts";
import { getSubaccountOrThrow, subaccountBalances } from "@/lib/subaccounts/get-subaccount";
import { updateSubaccount } from "@/lib/subaccounts/update-subaccount";
import { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";
import type { Prisma } from "@/lib/generated/prisma/client";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withApi({
    auth: "secret",
    handler: async ({ db, merchantId, mode, params }) => {
      const subaccount = await getSubaccountOrThrow(db, { merchantId, mode, reference: params.reference });
      const balance = (await subaccountBalances(db, [subaccount.id])).get(subaccount.id) ?? 0n;
      return { message: "Subaccount retrieved", data: serializeSubaccount(subaccount, balance) };
    },
  }),
  PATCH: withApi({
    auth: "secret",
    body: updateSubaccountSchema,
    handler: async ({ db, merchantId, mode, params, body }) => {
      const subaccount = await updateSubaccount(db as Prisma.TransactionClient, { merchantId, mode, reference: params.reference, input: body });
      return { message: "Subaccount updated", data: serializeSubaccount(subaccount) };
    },
  }),
});
