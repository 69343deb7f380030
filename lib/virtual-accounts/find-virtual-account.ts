import "server-only";
// The one virtual-account lookup, scoped to the caller's merchant and mode. Unknown
// or another merchant's account is NOT_FOUND (no existence leak); the caller's own account in
// the other mode is answered as the caller asks (lib/auth/other-mode.ts).
import type { Db } from "@/lib/db";
import type { Mode, VirtualAccount } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { hotQuery } from "@/lib/db/hot-query";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";

const VIRTUAL_ACCOUNT_ID = /^va_[0-9A-Za-z]{22}$/;

export type VirtualAccountLookup = { merchantId: string; mode: Mode; id: string; otherMode: OtherModeAnswer };

export async function findVirtualAccount(db: Db, lookup: VirtualAccountLookup): Promise<VirtualAccount> {
  if (!VIRTUAL_ACCOUNT_ID.test(lookup.id)) throw notFound();
  // A prepared statement rather than the client's findUnique: the debit is this read and
  // one statement, and the client's per-query work was a large part of what the read cost.
  const [account] = await hotQuery<VirtualAccount>(
    db,
    "gw_find_virtual_account",
    `SELECT id, "merchantId", mode::text AS mode, currency, "accountName", "accountNumber", "merchantReference", meta, status, "createdAt", "updatedAt"
     FROM "VirtualAccount" WHERE id = $1 AND "merchantId" = $2`,
    [lookup.id, lookup.merchantId],
  );
  if (!account || account.merchantId !== lookup.merchantId) throw notFound();
  if (account.mode !== lookup.mode) throw otherModeError("virtual account", account.mode, lookup.otherMode);
  return account;
}

function notFound() {
  return new ApiError("NOT_FOUND", "virtual account not found");
}
