// Banks and wallets that can receive settlements and payouts, per currency.
// Each has a slug (the API's bank_slug), a display name, a type and an account-number rule.
//
// One definition per entry: the rule (digit count for a bank, country and operator
// prefixes for a wallet) yields the check, the stored form and the example shown by
// GET /v2/banks, so the registry cannot show an example it would then refuse
// (tests/unit/banks-registry.test.ts checks every example against its own check).
//
// Stored forms: a bank account number as digits only; a wallet number in E.164
// (+256776467224), so the local and international forms of one wallet are one account.
// Client-safe: pure functions only (the dashboard's forms use the same rules).
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import type { Currency } from "@/lib/money";
import { callingCodeOf, normalizePhone } from "@/lib/phone";

export type Bank = {
  /**
   * The v1 API's integer bank id (GET /v1/banks `id`, POST /v1/transfers `bank_code`). Written
   * here beside each entry, never derived from its position, so adding or reordering entries
   * cannot change an id an integration has stored (tests/unit/banks-registry.test.ts checks
   * they are unique). A removed entry's id is never reused.
   */
  id: number;
  slug: string;
  name: string;
  type: "bank" | "wallet";
  currency: Currency;
  /** The stored form of an account number, or null when it is not valid for this bank. */
  parseAccountNumber: (text: string) => string | null;
  /** A valid account number, derived from the rule (GET /v2/banks account_number_example). */
  accountExample: string;
  accountHint: string;
  /** ISO 3166 country of the bank or wallet operator. */
  country: CountryCode;
  /** The bank's SWIFT/BIC where it has one we know; null for wallets. */
  swift: string | null;
  /** The longest account number, as the customer writes it (a wallet's local form with its 0). */
  accountLength: number;
};

/** A bank account: digits only; spaces and dashes are tolerated in input. */
const bank = (id: number, slug: string, name: string, currency: Currency, digits: [number, number], country: CountryCode, swift: string | null): Bank => {
  const pattern = new RegExp(`^\\d{${digits[0]},${digits[1]}}$`);
  return {
    id,
    country,
    swift,
    accountLength: digits[1],
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
 * A mobile-money wallet: a valid mobile number of `country` whose national number starts with
 * one of the operator's `prefixes`. Read by the one phone rule (lib/phone.ts) with the
 * wallet's country as default, so every common writing is accepted: E.164 (+256776467224), the
 * country code without + (256776467224), the local form with or without its 0 (0776467224,
 * 776467224), with spaces and dashes. A leading 0 is also taken as a local prefix where the
 * numbering plan has none (Djibouti: 077148735 is 77148735), because the registry accepted that
 * form before.
 */
export function parseWalletNumber(text: string, country: CountryCode, prefixes: readonly string[]): string | null {
  const result = normalizePhone(text, country);
  if (!("phone" in result) || result.country !== country) return null;
  const national = result.phone.slice(callingCodeOf(country).length);
  return prefixes.some((p) => national.startsWith(p)) ? result.phone : null;
}

const wallet = (id: number, slug: string, name: string, currency: Currency, country: CountryCode, prefixes: string[], nationalLength: number): Bank => {
  // The operator's first prefix, filled to the national length: e.g. +256761234567.
  const national = (prefixes[0] + "1234567890").slice(0, nationalLength);
  const example = parsePhoneNumberFromString(national, country);
  const accountExample = example?.number ?? national;
  const local = example?.formatNational().replace(/\D/g, "") ?? national;
  return {
    id,
    country,
    swift: null,
    accountLength: local.length,
    slug,
    name,
    type: "wallet",
    currency,
    parseAccountNumber: (text) => parseWalletNumber(text, country, prefixes),
    accountExample,
    accountHint: `mobile number, e.g. ${accountExample} or ${local}`,
  };
};

// The first argument is the entry's v1 id (see Bank.id): append new entries with the next
// unused number.
export const BANKS: readonly Bank[] = [
  bank(1, "cbe", "Commercial Bank of Ethiopia", "ETB", [13, 13], "ET", "CBETETAA"),
  bank(2, "awash", "Awash Bank", "ETB", [13, 14], "ET", "AWINETAA"),
  bank(3, "dashen", "Dashen Bank", "ETB", [13, 13], "ET", "DASHETAA"),
  bank(4, "boa", "Bank of Abyssinia", "ETB", [8, 10], "ET", "ABYSETAA"),
  wallet(5, "telebirr", "telebirr", "ETB", "ET", ["9", "7"], 9),
  wallet(6, "cbebirr", "CBE Birr", "ETB", "ET", ["9", "7"], 9),
  wallet(7, "mpesa_et", "M-Pesa Ethiopia", "ETB", "ET", ["7"], 9),
  bank(8, "stanbic_ug", "Stanbic Bank Uganda", "UGX", [13, 13], "UG", "SBICUGKX"),
  bank(9, "centenary", "Centenary Bank", "UGX", [10, 13], "UG", "CERBUGKA"),
  wallet(10, "mtn_momo_ug", "MTN Mobile Money Uganda", "UGX", "UG", ["76", "77", "78"], 9),
  wallet(11, "airtel_ug", "Airtel Money Uganda", "UGX", "UG", ["70", "75"], 9),
  bank(12, "bcimr", "BCIMR", "DJF", [10, 14], "DJ", null),
  bank(13, "cac", "CAC International Bank", "DJF", [10, 14], "DJ", null),
  wallet(14, "waafi", "WAAFI", "DJF", "DJ", ["77"], 8),
  wallet(15, "d_money", "D-Money", "DJF", "DJ", ["77"], 8),
  bank(16, "cbe_usd", "Commercial Bank of Ethiopia (USD account)", "USD", [13, 13], "ET", "CBETETAA"),
  bank(17, "stanbic_ug_usd", "Stanbic Bank Uganda (USD account)", "USD", [13, 13], "UG", "SBICUGKX"),
  bank(18, "bcimr_usd", "BCIMR (USD account)", "USD", [10, 14], "DJ", null),
];

const bySlug = new Map(BANKS.map((b) => [b.slug, b]));
const byId = new Map(BANKS.map((b) => [b.id, b]));

export function findBank(slug: string): Bank | undefined {
  return bySlug.get(slug);
}

/** By the v1 integer id (POST /v1/transfers bank_code). */
export function findBankById(id: number): Bank | undefined {
  return byId.get(id);
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
