// GET /v2/virtual-accounts/{virtual_account_id}: one virtual account with its balance.
import { apiRead, apiRoutes } from "@/lib/api/with-api";
import { findVirtualAccount } from "@/lib/virtual-accounts/find-virtual-account";
import { getVirtualAccountWithBalance } from "@/lib/virtual-accounts/list-virtual-accounts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, merchantId, mode, otherMode, params }) => {
    const account = await findVirtualAccount(db, { merchantId, mode, id: params.virtual_account_id, otherMode });
    return { message: "Virtual account retrieved", data: await getVirtualAccountWithBalance(db, account) };
  }),
});
