// POST /v2/balances/test-funds (extension, test mode only): add available balance through the
// ledger, exactly as the dashboard's "Add test funds", so integrators can script payout tests.
import { apiCreate, apiRoutes } from "@/lib/api/with-api";
import { ApiError } from "@/lib/http/errors";
import { addTestFunds } from "@/lib/ledger/add-test-funds";
import { getBalances } from "@/lib/ledger/get-balances";
import { testFundsSchema } from "@/lib/schemas/test-funds";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(testFundsSchema, async ({ db, merchantId, mode, actor, body }) => {
    // An authentication answer, as for the other mode's objects: the key is the wrong one.
    if (mode !== "test") throw new ApiError("UNAUTHORIZED", "POST /v2/balances/test-funds exists only in test mode: use your test secret key (sk_test_…)");
    await addTestFunds(db, { merchantId, mode, currency: body.currency, amount: body.amount, actor });
    return { status: 201, message: "Test funds added", data: { balances: await getBalances(db, { merchantId, mode }) } };
  }),
});
