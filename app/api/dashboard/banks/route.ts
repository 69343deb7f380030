// GET /api/dashboard/banks?currency=: banks and wallets from the registry that can receive
// money in a currency, for the subaccount form's bank picker (issue 4).
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { banksFor, serializeBank } from "@/lib/banks/registry";
import { parseOrThrow } from "@/lib/http/validation";
import { parseCurrency } from "@/lib/payments/parse-amount";
import { banksQuerySchema } from "@/lib/schemas/dashboard";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ req }) => {
      const query = parseOrThrow(banksQuerySchema, Object.fromEntries(new URL(req.url).searchParams), "query");
      return { message: "Banks retrieved", data: banksFor(parseCurrency(query.currency)).map(serializeBank) };
    },
  }),
});
