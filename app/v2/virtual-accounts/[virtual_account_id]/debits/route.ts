// GET /v2/virtual-accounts/{virtual_account_id}/debits: the debit history (spec; Content-Type
// optional). POST: debit the account into the merchant's available balance.
import { apiRead, apiRoutes, withApi } from "@/lib/api/with-api";
import { readQuery } from "@/lib/http/routes";
import { createDebitSchema } from "@/lib/schemas/virtual-accounts";
import { debitVirtualAccount } from "@/lib/virtual-accounts/debit-virtual-account";
import { findVirtualAccount } from "@/lib/virtual-accounts/find-virtual-account";
import { listVirtualAccountDebits } from "@/lib/virtual-accounts/list-debits";
import { serializeDebit } from "@/lib/virtual-accounts/serialize-virtual-account";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes({
  GET: apiRead(async ({ db, req, merchantId, mode, otherMode, params }) => {
    const account = await findVirtualAccount(db, { merchantId, mode, id: params.virtual_account_id, otherMode });
    const { rows, pagination } = await listVirtualAccountDebits(db, { account, rawQuery: readQuery(new URL(req.url)) });
    return { message: "Debits retrieved", data: { items: rows.map(serializeDebit), pagination } };
  }),
  POST: withApi({
    auth: "secret",
    body: createDebitSchema,
    idempotent: true,
    // The debit, its ledger posting, event and audit record are one statement
    // (lib/virtual-accounts/debit-virtual-account.ts): no transaction unless the request has an Idempotency-Key.
    transaction: "service",
    handler: async ({ db, merchantId, mode, otherMode, actor, params, body }) => {
      const account = await findVirtualAccount(db, { merchantId, mode, id: params.virtual_account_id, otherMode });
      const debit = await debitVirtualAccount(db, { account, input: body, actor });
      return { status: 201, message: "Virtual account debited", data: serializeDebit(debit) };
    },
  }),
});
