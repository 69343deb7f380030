// GET /v1/banks (v1 compatibility): the v2 registry's banks and wallets with their v1 integer ids.
import { withV1Api, v1Routes } from "@/lib/v1/with-v1-api";
import { banksFor } from "@/lib/catalog/banks";
import { parseCurrency } from "@/lib/money/parse-amount";
import { v1BanksQuerySchema } from "@/lib/v1/schemas";
import { serializeV1Bank } from "@/lib/v1/serialize-v1";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = v1Routes({
  GET: withV1Api({
    auth: "secret",
    query: v1BanksQuerySchema,
    handler: async ({ query }) => ({
      message: "Banks retrieved",
      withoutStatus: true,
      data: banksFor(query.currency === undefined ? undefined : parseCurrency(query.currency)).map(serializeV1Bank),
    }),
  }),
});
