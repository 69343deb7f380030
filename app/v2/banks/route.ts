// GET /v2/banks?currency= (extension): banks and wallets that can receive money.
import { apiRoutes, withApi } from "@/lib/http/with-api";
import { banksFor, serializeBank } from "@/lib/banks/registry";
import { parseCurrency } from "@/lib/payments/parse-amount";
import { listBanksQuerySchema } from "@/lib/schemas/banks";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withApi({
    auth: "secret",
    query: listBanksQuerySchema,
    handler: async ({ query }) => ({
      message: "Banks retrieved",
      data: banksFor(query.currency === undefined ? undefined : parseCurrency(query.currency)).map(serializeBank),
    }),
  }),
});
