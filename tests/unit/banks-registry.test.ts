// The banks registry derives each entry's example, check and stored form from one
// definition. Every example passes its own check; the local and international forms of one
// wallet have one stored form (E.164); bank account numbers are digits only.
import { describe, expect, it } from "vitest";
import { BANKS, accountNumberValid, findBank, findBankById, normalizeAccountNumber } from "@/lib/catalog/banks";
import { serializeBank } from "@/lib/banks/serialize-bank";

const bank = (slug: string) => {
  const b = findBank(slug);
  if (!b) throw new Error(`no bank ${slug}`);
  return b;
};

describe("banks registry", () => {
  it.each(BANKS.map((b) => [b.slug, b] as const))("%s: its example passes its own check and is its own stored form", (_slug, b) => {
    expect(accountNumberValid(b, b.accountExample)).toBe(true);
    expect(normalizeAccountNumber(b, b.accountExample)).toBe(b.accountExample);
    // the hint shows the same example the API answers
    expect(b.accountHint).toContain(b.type === "wallet" ? b.accountExample : "digits");
    expect(serializeBank(b).account_number_example).toBe(b.accountExample);
  });

  it.each(BANKS.filter((b) => b.type === "wallet").map((b) => [b.slug, b] as const))("%s: the local form in its hint is valid and the same wallet", (_slug, b) => {
    const local = b.accountHint.split(" or ")[1];
    expect(local).toMatch(/^\d+$/);
    expect(normalizeAccountNumber(b, local)).toBe(b.accountExample);
  });

  it("the DJF wallets accept the example GET /v2/banks shows (77831234 was refused before)", () => {
    for (const slug of ["waafi", "d_money"]) {
      expect(normalizeAccountNumber(bank(slug), "77831234")).toBe("+25377831234");
      expect(bank(slug).accountExample).toMatch(/^\+25377\d{6}$/);
    }
  });

  it.each([
    ["mtn_momo_ug", ["0776467224", "+256776467224", "256776467224", "+256 776 467 224", "0776-467-224"], "+256776467224"],
    ["waafi", ["077148735", "+25377148735", "25377148735", "77148735", "77 14 87 35"], "+25377148735"],
    ["telebirr", ["0911234567", "+251911234567", "251911234567", "+251 911 234 567"], "+251911234567"],
    ["mpesa_et", ["0711234567", "+251711234567"], "+251711234567"],
    ["airtel_ug", ["0752123456", "+256752123456"], "+256752123456"],
  ])("%s: every form of one wallet has one stored form", (slug, forms, stored) => {
    for (const form of forms) expect(normalizeAccountNumber(bank(slug), form), form).toBe(stored);
  });

  it.each([
    ["mtn_momo_ug", "0752123456"], // an Airtel number is not an MTN wallet
    ["mtn_momo_ug", "+251911234567"], // another country
    ["mtn_momo_ug", "07764672245"], // too long
    ["mtn_momo_ug", "077646722"], // too short
    ["telebirr", "0811234567"],
    ["waafi", "+25321123456"], // a Djibouti fixed line
    ["waafi", "7714873"],
    ["waafi", "abc"],
    ["mtn_momo_ug", "+256+776467224"],
    ["mtn_momo_ug", ""],
  ])("%s refuses %s", (slug, number) => {
    expect(normalizeAccountNumber(bank(slug), number)).toBeNull();
  });

  it("bank account numbers are stored as digits only, within the bank's length", () => {
    expect(normalizeAccountNumber(bank("cbe"), "1000 1234-56789")).toBe("1000123456789");
    expect(normalizeAccountNumber(bank("cbe"), "100012345678")).toBeNull();
    expect(normalizeAccountNumber(bank("cbe"), "+1000123456789")).toBeNull();
    expect(normalizeAccountNumber(bank("awash"), "10001234567890")).toBe("10001234567890");
  });
});

describe("v1 bank ids", () => {
  it("each entry keeps the integer id written beside it: a v1 integration's stored bank_code never changes meaning", () => {
    expect(Object.fromEntries(BANKS.map((b) => [b.slug, b.id]))).toEqual({
      cbe: 1, awash: 2, dashen: 3, boa: 4, telebirr: 5, cbebirr: 6, mpesa_et: 7, stanbic_ug: 8, centenary: 9,
      mtn_momo_ug: 10, airtel_ug: 11, bcimr: 12, cac: 13, waafi: 14, d_money: 15, cbe_usd: 16, stanbic_ug_usd: 17, bcimr_usd: 18,
    });
    expect(new Set(BANKS.map((b) => b.id)).size).toBe(BANKS.length);
    for (const b of BANKS) expect(findBankById(b.id)).toBe(b);
    expect(findBankById(0)).toBeUndefined();
  });

  it("acct_length is the longest number a customer writes: digits for a bank, the local form for a wallet", () => {
    for (const b of BANKS) {
      if (b.type === "wallet") expect(b.accountLength).toBe(b.accountHint.split(" or ")[1].length);
      else expect(b.accountHint).toMatch(new RegExp(`(^| to )${b.accountLength} digits$`));
    }
  });
});
