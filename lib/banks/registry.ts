// Banks and wallets that can receive settlements and payouts, per currency (issue 4).
// Each has a slug (the API's bank_slug), a display name, a type and an account-number rule.
//
// One definition per entry (issue 9): the rule (digit count for a bank, country and operator
// prefixes for a wallet) yields the check, the stored form and the example shown by
// GET /v2/banks, so the registry cannot show an example it would then refuse
// (tests/unit/banks-registry.test.ts checks every example against its own check).
//
// Stored forms: a bank account number as digits only; a wallet number in E.164
// (+256776467224), so the local and international forms of one wallet are one account.
// Client-safe: pure functions only (the dashboard's forms use the same rules).
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import type { z } from "zod";
import type { Currency } from "@/lib/money";
import type { bankSchema } from "@/lib/schemas/responses/account";

export type Bank = {
  slug: string;
  name: string;
  type: "bank" | "wallet";
  currency: Currency;
  /** The stored form of an account number, or null when it is not valid for this bank. */
  parseAccountNumber: (text: string) => string | null;
  /** A valid account number, derived from the rule (GET /v2/banks account_number_example). */
  accountExample: string;
  accountHint: string;
};

/** A bank account: digits only; spaces and dashes are tolerated in input. */
const bank = (slug: string, name: string, currency: Currency, digits: [number, number]): Bank => {
  const pattern = new RegExp(`^\\d{${digits[0]},${digits[1]}}$`);
  return {
    slug,
    name,
    type: "bank",
    currency,
    parseAccountNumber: (text) => {
      const n = text.replace(/[\s-]/g, "");
      return pattern.test(n) ? n : null;
    },
    accountExample: "10001234567890123456".slice(0, digits[0]),
    accountHint: digits[0] === digits[1] ? `${digits[0]} digits` : `${digits[0]} to ${digits[1]} digits`,
  };
};

/**
 * A mobile-money wallet: a valid mobile number of `country` (libphonenumber's rules) whose
 * national number starts with one of the operator's `prefixes`. Accepted forms: E.164
 * (+256776467224), the country code without + (256776467224) and the local form
 * (0776467224). A leading 0 is also taken as a local prefix where the numbering plan has
 * none (Djibouti: 077148735 is 77148735), because the registry accepted that form before.
 */
export function parseWalletNumber(text: string, country: CountryCode, prefixes: readonly string[]): string | null {
  const cleaned = text.trim().replace(/[\s().-]/g, "");
  if (!/^\+?\d{4,20}$/.test(cleaned)) return null;
  const candidates = [cleaned];
  if (cleaned.startsWith("0") && !cleaned.startsWith("00")) candidates.push(cleaned.slice(1));
  for (const candidate of candidates) {
    const phone = parsePhoneNumberFromString(candidate, country);
    if (phone && phone.country === country && phone.isValid() && prefixes.some((p) => phone.nationalNumber.startsWith(p))) {
      return phone.number; // E.164
    }
  }
  return null;
}

const wallet = (slug: string, name: string, currency: Currency, country: CountryCode, prefixes: string[], nationalLength: number): Bank => {
  // The operator's first prefix, filled to the national length: e.g. +256761234567.
  const national = (prefixes[0] + "1234567890").slice(0, nationalLength);
  const example = parsePhoneNumberFromString(national, country);
  const accountExample = example?.number ?? national;
  const local = example?.formatNational().replace(/\D/g, "") ?? national;
  return {
    slug,
    name,
    type: "wallet",
    currency,
    parseAccountNumber: (text) => parseWalletNumber(text, country, prefixes),
    accountExample,
    accountHint: `mobile number, e.g. ${accountExample} or ${local}`,
  };
};

export const BANKS: readonly Bank[] = [
  bank("cbe", "Commercial Bank of Ethiopia", "ETB", [13, 13]),
  bank("awash", "Awash Bank", "ETB", [13, 14]),
  bank("dashen", "Dashen Bank", "ETB", [13, 13]),
  bank("boa", "Bank of Abyssinia", "ETB", [8, 10]),
  wallet("telebirr", "telebirr", "ETB", "ET", ["9", "7"], 9),
  wallet("cbebirr", "CBE Birr", "ETB", "ET", ["9", "7"], 9),
  wallet("mpesa_et", "M-Pesa Ethiopia", "ETB", "ET", ["7"], 9),
  bank("stanbic_ug", "Stanbic Bank Uganda", "UGX", [13, 13]),
  bank("centenary", "Centenary Bank", "UGX", [10, 13]),
  wallet("mtn_momo_ug", "MTN Mobile Money Uganda", "UGX", "UG", ["76", "77", "78"], 9),
  wallet("airtel_ug", "Airtel Money Uganda", "UGX", "UG", ["70", "75"], 9),
  bank("bcimr", "BCIMR", "DJF", [10, 14]),
  bank("cac", "CAC International Bank", "DJF", [10, 14]),
  wallet("waafi", "WAAFI", "DJF", "DJ", ["77"], 8),
  wallet("d_money", "D-Money", "DJF", "DJ", ["77"], 8),
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

/** The stored form (bank: digits only; wallet: E.164), or null when the number is not valid. */
export function normalizeAccountNumber(bankEntry: Bank, accountNumber: string): string | null {
  return bankEntry.parseAccountNumber(accountNumber);
}

export function accountNumberValid(bankEntry: Bank, accountNumber: string): boolean {
  return bankEntry.parseAccountNumber(accountNumber) !== null;
}

/** The public shape (GET /v2/banks), typed by the response schema the OpenAPI document shows. */
export function serializeBank(b: Bank): z.input<typeof bankSchema> {
  return {
    slug: b.slug,
    name: b.name,
    type: b.type,
    currency: b.currency,
    account_number_format: b.accountHint,
    account_number_example: b.accountExample,
  };
}
