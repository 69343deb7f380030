// POST /api/dashboard/balances/test-funds: "Add test funds". Test mode only (the
// service answers INVALID_STATE in live mode); owners and admins; audited.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { getBalances } from "@/lib/ledger/get-balances";
import { addTestFunds } from "@/lib/ledger/add-test-funds";
import { testFundsSchema } from "@/lib/schemas/test-funds";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    action: "money.move",
    body: testFundsSchema,
    handler: async ({ db, ctx, body }) => {
      await addTestFunds(db, { merchantId: ctx.merchantId, mode: ctx.mode, currency: body.currency, amount: body.amount, actor: ctx.actor });
      return { status: 201, message: "Test funds added", data: { balances: await getBalances(db, { merchantId: ctx.merchantId, mode: ctx.mode }) } };
    },
  }),
});
