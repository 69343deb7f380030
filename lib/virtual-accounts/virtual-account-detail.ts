import "server-only";
// One virtual account as its dashboard page shows it: the account with its balance, the bank that
// holds its number (a customer pays into a number at its bank, so the two go together) and its
// latest incoming transfers beside the debit history.
import type { Db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Mode } from "@/lib/generated/prisma/client";
import { getVirtualAccountWithBalance } from "@/lib/virtual-accounts/list-virtual-accounts";
import { serializeCredit, type serializeVirtualAccount } from "@/lib/virtual-accounts/serialize-virtual-account";

/** Test mode's accounts are at no real bank: transfers into them are simulated. */
export const TEST_MODE_BANK = "Gateway Test Bank (simulated transfers)";

/** How many incoming transfers the page lists, newest first. */
export const RECENT_CREDITS = 20;

/** The bank of the mode's account numbers, or null when the installation has not named it (VIRTUAL_ACCOUNT_BANK). */
export function receivingBank(mode: Mode): string | null {
  return mode === "test" ? TEST_MODE_BANK : (env().VIRTUAL_ACCOUNT_BANK ?? null);
}

export async function getVirtualAccountDetail(db: Db, account: Parameters<typeof serializeVirtualAccount>[0]) {
  const [item, credits, creditCount] = await Promise.all([
    getVirtualAccountWithBalance(db, account),
    db.virtualAccountCredit.findMany({ where: { virtualAccountId: account.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: RECENT_CREDITS }),
    db.virtualAccountCredit.count({ where: { virtualAccountId: account.id } }),
  ]);
  return { ...item, bank: receivingBank(account.mode), recent_credits: credits.map(serializeCredit), credit_count: creditCount };
}
