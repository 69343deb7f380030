// Banks by the registry's names, the bulk CSV's bank column by name or
// slug, row problems in the merchant's words, and "an ETB bank".
import { describe, expect, it } from "vitest";
import { bankDisplayName, findBankByNameOrSlug, suggestBank } from "@/lib/catalog/bank-names";
import { BANKS } from "@/lib/catalog/banks";
import { CURRENCY_CODES } from "@/lib/money";
import { withArticle } from "@/lib/money/currency-article";
import { readPayoutCsv, rowProblemMessage } from "@/lib/payouts/payout-csv";

describe("withArticle", () => {
  it("reads each currency code letter by letter", () => {
    expect(Object.fromEntries(CURRENCY_CODES.map((c) => [c, withArticle(c)]))).toEqual({ USD: "a USD", ETB: "an ETB", UGX: "a UGX", DJF: "a DJF" });
    expect(withArticle("EUR")).toBe("an EUR");
    expect(withArticle("KES")).toBe("a KES");
  });
});

describe("bank names", () => {
  it("shows the registry's name for a slug, the stored name for one it no longer has", () => {
    expect(bankDisplayName("cbe", "cbe")).toBe("Commercial Bank of Ethiopia");
    expect(bankDisplayName("mtn_momo_ug")).toBe("MTN Mobile Money Uganda");
    expect(bankDisplayName("gone_bank", "Old Bank")).toBe("Old Bank");
  });

  it("finds every bank by its slug and by its name, case, spacing and punctuation ignored", () => {
    for (const bank of BANKS) {
      expect(findBankByNameOrSlug(bank.slug)).toBe(bank);
      expect(findBankByNameOrSlug(`  ${bank.name.toUpperCase().replace(/ /g, "  ")} `)).toBe(bank);
    }
    expect(findBankByNameOrSlug("commercial bank of ethiopia")?.slug).toBe("cbe");
    expect(findBankByNameOrSlug("M-PESA ETHIOPIA")?.slug).toBe("mpesa_et");
    expect(findBankByNameOrSlug("commercial bank")).toBeUndefined();
  });

  it("suggests the bank a near name meant, within the currency", () => {
    expect(suggestBank("commercial bank", "ETB")?.name).toBe("Commercial Bank of Ethiopia");
    expect(suggestBank("Dashn Bank", "ETB")?.name).toBe("Dashen Bank");
    expect(suggestBank("stanbic", "UGX")?.slug).toBe("stanbic_ug");
    expect(suggestBank("zzzz qqq", "ETB")).toBeUndefined();
  });
});

describe("the bulk CSV", () => {
  const csv = (rows: string) => readPayoutCsv(`amount,account_name,account_number,bank\n${rows}`);

  it("takes a bank's name in the bank column and sends its slug; thousands separators are dropped", () => {
    const [row] = csv('"1,500.50",Abebe Kebede,1000123450000,Commercial Bank of Ethiopia');
    expect(row.payout).toEqual({ amount: 1500.5, account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe" } });
    expect(row.values.bank_slug).toBe("Commercial Bank of Ethiopia");
  });

  it("tells each problem in the merchant's words", () => {
    const [neg, word, bank, other, acct, empty] = csv(
      [
        "-5,A,1000123450000,cbe",
        "five,A,1000123450000,cbe",
        "10,A,1000123450000,commercial bank",
        "10,A,1000123450000,Stanbic Bank Uganda",
        "10,A,12,cbe",
        ",,,",
      ].join("\n").replace(/\n,,,$/, "\n0,,1,"),
    );
    const say = (field: string, code: string, message: string, row: typeof neg) => rowProblemMessage({ field, code, message }, row.values, "ETB");
    expect(say("payouts.0.amount", "INVALID_VALUE", "payouts.0.amount amount must be greater than zero", neg)).toBe("Amount must be more than 0");
    expect(say("payouts.1.amount", "VALIDATION_ERROR", "must be a number", word)).toBe("Amount must be a number, like 1500 or 1500.50 ('five' is not)");
    expect(say("payouts.2.account.bank_slug", "INVALID_FORMAT", 'Unknown bank_slug "commercial bank"; see GET /v2/banks', bank)).toBe(
      "No bank called 'commercial bank': did you mean Commercial Bank of Ethiopia?",
    );
    expect(say("payouts.3.account.bank_slug", "INVALID_VALUE", "Stanbic Bank Uganda accounts are in UGX, not ETB", other)).toBe(
      "Stanbic Bank Uganda pays out in UGX, not ETB: choose an ETB bank, or make this a UGX batch",
    );
    expect(say("payouts.4.account.account_number", "INVALID_FORMAT", "Invalid account number for Commercial Bank of Ethiopia: expected 13 digits", acct)).toBe(
      "Account number must be 13 digits for Commercial Bank of Ethiopia ('12' is not)",
    );
    expect(say("payouts.5.account.account_name", "VALIDATION_ERROR", "must not be empty", empty)).toBe("Account holder name is missing");
    expect(say("payouts.5.account.bank_slug", "VALIDATION_ERROR", "must not be empty", empty)).toMatch(/^Bank is missing/);
  });
});
