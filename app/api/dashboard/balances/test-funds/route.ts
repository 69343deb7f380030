// POST /api/dashboard/balances/test-funds: "Add test funds" (issue 4). Test mode only (the
// service answers INVALID_STATE in live mode); owners and developers; audited.
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { CAN_MOVE_MONEY } from "@/lib/dashboard/types";
import { getBalances } from "@/lib/ledger/get-balances";
import { addTestFundsFromDashboard } from "@/lib/ledger/add-test-funds-from-dashboard";
import { testFundsSchema } from "@/lib/schemas/subaccounts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = dashboardRoutes({
  POST: withDashboard({
    roles: CAN_MOVE_MONEY,
    body: testFundsSchema,
    handler: async ({ db, ctx, body }) => {
      await addTestFundsFromDashboard(db, { merchantId: ctx.merchantId, mode: ctx.mode, input: body, actor: { type: "dashboard", userId: ctx.userId } });
      return { status: 201, message: "Test funds added", data: { balances: await getBalances(db, { merchantId: ctx.merchantId, mode: ctx.mode }) } };
    },
  }),
});
