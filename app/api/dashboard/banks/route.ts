// GET /api/dashboard/banks?currency=: banks and wallets from the registry that can receive
// money in a currency, for the subaccount form's bank picker.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { banksFor } from "@/lib/catalog/banks";
import { serializeBank } from "@/lib/banks/serialize-bank";
import { parseCurrency } from "@/lib/money/parse-amount";
import { banksQuerySchema } from "@/lib/schemas/dashboard";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    query: banksQuerySchema,
    handler: async ({ query }) => ({ message: "Banks retrieved", data: banksFor(parseCurrency(query.currency)).map(serializeBank) }),
  }),
});
