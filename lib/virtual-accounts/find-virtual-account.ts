import "server-only";
// The one virtual-account lookup (issue 12), scoped to the caller's merchant and mode. Unknown
// or another merchant's account is NOT_FOUND (no existence leak); the caller's own account in
// the other mode is answered as the caller asks (lib/auth/other-mode.ts).
import type { Db } from "@/lib/db";
import type { Mode, VirtualAccount } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";

const VIRTUAL_ACCOUNT_ID = /^va_[0-9A-Za-z]{22}$/;

export type VirtualAccountLookup = { merchantId: string; mode: Mode; id: string; otherMode: OtherModeAnswer };

export async function findVirtualAccount(db: Db, lookup: VirtualAccountLookup): Promise<VirtualAccount> {
  if (!VIRTUAL_ACCOUNT_ID.test(lookup.id)) throw notFound();
  const account = await db.virtualAccount.findUnique({ where: { id: lookup.id, merchantId: lookup.merchantId } });
  if (!account || account.merchantId !== lookup.merchantId) throw notFound();
  if (account.mode !== lookup.mode) throw otherModeError("virtual account", account.mode, lookup.otherMode);
  return account;
}

function notFound() {
  return new ApiError("NOT_FOUND", "virtual account not found");
}
