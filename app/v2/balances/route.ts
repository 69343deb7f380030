// GET /v2/balances (extension): the caller's balances per currency in its mode.
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { getBalances } from "@/lib/ledger/get-balances";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode }) => ({ message: "Balances retrieved", data: await getBalances(db, { merchantId, mode }) })),
});
