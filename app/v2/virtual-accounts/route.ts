// POST /v2/virtual-accounts: create a virtual account; GET: list them (extensions).
import { apiCreate, apiRead, apiRoutes } from "@/lib/api/with-api";
import { readQuery } from "@/lib/http/routes";
import { createVirtualAccountSchema } from "@/lib/schemas/virtual-accounts";
import { createVirtualAccount } from "@/lib/virtual-accounts/create-virtual-account";
import { listVirtualAccounts } from "@/lib/virtual-accounts/list-virtual-accounts";
import { serializeVirtualAccount } from "@/lib/virtual-accounts/serialize-virtual-account";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  POST: apiCreate(createVirtualAccountSchema, async ({ db, merchantId, mode, actor, body }) => {
    const account = await createVirtualAccount(db, { merchantId, mode, input: body, actor });
    return { status: 201, message: "Virtual account created", data: serializeVirtualAccount(account, 0n) };
  }),
  GET: apiRead(async ({ db, req, merchantId, mode }) => {
    const data = await listVirtualAccounts(db, { merchantId, mode, rawQuery: readQuery(new URL(req.url)) });
    return { message: "Virtual accounts retrieved", data };
  }),
});
