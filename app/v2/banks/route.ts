// GET /v2/banks?currency= (extension): banks and wallets that can receive money.
import { z } from "zod";
import { apiRoutes, withApi } from "@/lib/http/with-api";
import { banksFor, serializeBank } from "@/lib/banks/registry";
import { parseCurrency } from "@/lib/payments/parse-amount";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: withApi({
    auth: "secret",
    query: z.object({ currency: z.string().optional() }).strict(),
    handler: async ({ query }) => ({
      message: "Banks retrieved",
      data: banksFor(query.currency === undefined ? undefined : parseCurrency(query.currency)).map(serializeBank),
    }),
  }),
});
