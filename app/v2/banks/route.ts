// GET /v2/banks?currency= (extension): banks and wallets that can receive money.
import { apiList, apiRoutes } from "@/lib/api/with-api";
import { banksFor } from "@/lib/catalog/banks";
import { serializeBank } from "@/lib/banks/serialize-bank";
import { parseCurrency } from "@/lib/money/parse-amount";
import { listBanksQuerySchema } from "@/lib/schemas/banks";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiList(listBanksQuerySchema, async ({ query }) => ({
    message: "Banks retrieved",
    data: banksFor(query.currency === undefined ? undefined : parseCurrency(query.currency)).map(serializeBank),
  })),
});
