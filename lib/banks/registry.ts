// Banks and wallets that can receive settlements and payouts, per currency (issue 4).
// Each has a slug (the API's bank_slug), a display name, a type and an account-number rule.
import type { Currency } from "@/lib/money";

export type Bank = {
  slug: string;
  name: string;
  type: "bank" | "wallet";
  currency: Currency;
  /** What a valid account number looks like, checked on the digits-only form. */
  accountPattern: RegExp;
  accountHint: string;
};

const bank = (slug: string, name: string, currency: Currency, digits: [number, number]): Bank => ({
  slug,
  name,
  type: "bank",
  currency,
  accountPattern: new RegExp(`^\\d{${digits[0]},${digits[1]}}$`),
  accountHint: digits[0] === digits[1] ? `${digits[0]} digits` : `${digits[0]} to ${digits[1]} digits`,
});

const wallet = (slug: string, name: string, currency: Currency, countryCode: string, pattern: string, example: string): Bank => ({
  slug,
  name,
  type: "wallet",
  currency,
  accountPattern: new RegExp(`^(${countryCode}|0)${pattern}$`),
  accountHint: `mobile number, e.g. ${example}`,
});

export const BANKS: readonly Bank[] = [
  bank("cbe", "Commercial Bank of Ethiopia", "ETB", [13, 13]),
  bank("awash", "Awash Bank", "ETB", [13, 14]),
  bank("dashen", "Dashen Bank", "ETB", [13, 13]),
  bank("boa", "Bank of Abyssinia", "ETB", [8, 10]),
  wallet("telebirr", "telebirr", "ETB", "251", "[79]\\d{8}", "0911234567"),
  wallet("cbebirr", "CBE Birr", "ETB", "251", "[79]\\d{8}", "0911234567"),
  wallet("mpesa_et", "M-Pesa Ethiopia", "ETB", "251", "7\\d{8}", "0711234567"),
  bank("stanbic_ug", "Stanbic Bank Uganda", "UGX", [13, 13]),
  bank("centenary", "Centenary Bank", "UGX", [10, 13]),
  wallet("mtn_momo_ug", "MTN Mobile Money Uganda", "UGX", "256", "7[678]\\d{7}", "0772123456"),
  wallet("airtel_ug", "Airtel Money Uganda", "UGX", "256", "7[05]\\d{7}", "0752123456"),
  bank("bcimr", "BCIMR", "DJF", [10, 14]),
  bank("cac", "CAC International Bank", "DJF", [10, 14]),
  wallet("waafi", "WAAFI", "DJF", "253", "77\\d{6}", "77831234"),
  wallet("d_money", "D-Money", "DJF", "253", "77\\d{6}", "77831234"),
  bank("cbe_usd", "Commercial Bank of Ethiopia (USD account)", "USD", [13, 13]),
  bank("stanbic_ug_usd", "Stanbic Bank Uganda (USD account)", "USD", [13, 13]),
  bank("bcimr_usd", "BCIMR (USD account)", "USD", [10, 14]),
];

const bySlug = new Map(BANKS.map((b) => [b.slug, b]));

export function findBank(slug: string): Bank | undefined {
  return bySlug.get(slug);
}

export function banksFor(currency?: Currency): Bank[] {
  return BANKS.filter((b) => !currency || b.currency === currency);
}

/** Digits only: spaces, dashes and a leading + are tolerated in input. */
export function normalizeAccountNumber(text: string): string {
  return text.replace(/[\s-]/g, "").replace(/^\+/, "");
}

export function accountNumberValid(bankEntry: Bank, accountNumber: string): boolean {
  return bankEntry.accountPattern.test(normalizeAccountNumber(accountNumber));
}

export function serializeBank(b: Bank) {
  return { slug: b.slug, name: b.name, type: b.type, currency: b.currency, account_number_format: b.accountHint };
}
