// GET /api/dashboard/balances: the merchant's balances per currency in the dashboard's mode
// (available, pending, held by subaccounts), for the overview.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { getBalances } from "@/lib/ledger/get-balances";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  GET: withDashboard({
    handler: async ({ db, ctx }) => ({
      message: "Balances retrieved",
      data: await getBalances(db, { merchantId: ctx.merchantId, mode: ctx.mode }),
    }),
  }),
});
