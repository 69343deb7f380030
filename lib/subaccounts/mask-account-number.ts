// Account numbers in dashboard lists: all but the last 4 characters hidden, as banks
// print them, so a screen share or a shoulder does not carry off a partner's account. The
// API keeps the full number: its caller is the merchant's own backend, which reconciles
// payouts against it (docs/decisions.md). Client-safe.
const VISIBLE = 4;

export function maskAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/\s+/g, "");
  if (compact.length <= VISIBLE) return "••••";
  return `••••${compact.slice(-VISIBLE)}`;
}

/** A serialized subaccount with its account number masked, for the dashboard's lists. */
export function withMaskedAccount<T extends { account: { account_number: string } }>(item: T): T {
  return { ...item, account: { ...item.account, account_number: maskAccountNumber(item.account.account_number) } };
}
