// POST /v2/virtual-accounts/{virtual_account_id}/test-credits: simulate an incoming bank
// transfer (test mode only, a live account answers 409 INVALID_STATE).
import { apiCreate, apiRoutes } from "@/lib/api/with-api";
import { testCreditSchema } from "@/lib/schemas/virtual-accounts";
import { addTestCredit } from "@/lib/virtual-accounts/credit-virtual-account";
import { findVirtualAccount } from "@/lib/virtual-accounts/find-virtual-account";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(testCreditSchema, async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
    const account = await findVirtualAccount(db, { merchantId, mode, id: params.virtual_account_id, otherMode });
    const { credit, virtualAccount } = await addTestCredit(db, { account, input: body, actor });
    return { status: 201, message: "Test credit received", data: { ...credit, virtual_account: virtualAccount } };
  }),
});
