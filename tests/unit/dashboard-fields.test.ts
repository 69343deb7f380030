// The dashboard's amount and phone fields read what people type with the gateway's own rules:
// amounts with thousands separators and the currency's decimals (lib/money), phone numbers in
// the local and international forms the hosted checkout accepts (lib/phone.ts).
import { describe, expect, it } from "vitest";
import { amountInputProblem, parseAmountInput, plainAmountText } from "@/components/dashboard/fields/parse-amount-input";
import { parsePhoneInput, phoneFormValue, phoneHint } from "@/components/dashboard/fields/parse-phone-input";

describe("parseAmountInput", () => {
  it("reads thousands separators", () => {
    expect(parseAmountInput("1,250.50", "USD")).toEqual({ ok: true, minor: 125050n, major: 1250.5 });
    expect(parseAmountInput("1,250.50", "ETB")).toEqual({ ok: true, minor: 125050n, major: 1250.5 });
    expect(parseAmountInput("12,000,000", "UGX")).toEqual({ ok: true, minor: 12000000n, major: 12000000 });
    expect(parseAmountInput(" 1250 ", "DJF")).toEqual({ ok: true, minor: 1250n, major: 1250 });
    // Grouped by spaces, as many people write it (plain, no-break or thin space).
    expect(parseAmountInput("1 250", "UGX")).toEqual({ ok: true, minor: 1250n, major: 1250 });
    expect(parseAmountInput("12\u00a0000.50", "ETB")).toEqual({ ok: true, minor: 1200050n, major: 12000.5 });
  });

  it("takes each currency's number of decimals", () => {
    expect(parseAmountInput("10.5", "USD")).toMatchObject({ ok: true, minor: 1050n });
    expect(parseAmountInput("10.50", "ETB")).toMatchObject({ ok: true, minor: 1050n });
    expect(parseAmountInput("10.505", "ETB")).toEqual({ ok: false, problem: "too_many_decimals" });
    expect(parseAmountInput("1,250.5", "UGX")).toEqual({ ok: false, problem: "too_many_decimals" });
    expect(parseAmountInput("250.5", "DJF")).toEqual({ ok: false, problem: "too_many_decimals" });
    // Trailing zeros are no decimals: 250.00 UGX is 250.
    expect(parseAmountInput("250.00", "UGX")).toMatchObject({ ok: true, minor: 250n });
  });

  it("refuses bad input", () => {
    expect(parseAmountInput("", "USD")).toEqual({ ok: false, problem: "required" });
    expect(parseAmountInput("   ", "USD")).toEqual({ ok: false, problem: "required" });
    for (const text of ["abc", "12abc", "1,25.00", "1,2500", ",100", "100,", "1.2.3", "-5", "1e3", "1 25", "."]) {
      expect(parseAmountInput(text, "USD"), text).toEqual({ ok: false, problem: "not_a_number" });
    }
    expect(parseAmountInput("0", "USD")).toEqual({ ok: false, problem: "not_positive" });
    expect(parseAmountInput("1,000,001", "USD")).toEqual({ ok: false, problem: "too_large" });
    expect(parseAmountInput("10", "EUR")).toEqual({ ok: false, problem: "not_a_number" });
  });

  it("gives the form plain decimal text, and leaves text it cannot read as typed", () => {
    expect(plainAmountText("1,250.50")).toBe("1250.50");
    expect(plainAmountText(" 1250 ")).toBe("1250");
    expect(plainAmountText("1 250.50")).toBe("1250.50");
    expect(plainAmountText("1,25.00")).toBe("1,25.00");
  });

  it("says what is wrong in the gateway's words", () => {
    expect(amountInputProblem("too_many_decimals", "UGX")).toBe("UGX amounts are whole numbers (no decimals)");
    expect(amountInputProblem("too_many_decimals", "ETB")).toBe("ETB amounts have at most 2 decimal places");
    // The same sentences as every other amount field of the dashboard (lib/money/typed-amount.ts).
    expect(amountInputProblem("not_a_number", "ETB")).toBe("Enter the amount in digits, like 1,000 or 1,000.50");
    expect(amountInputProblem("required", "ETB")).toBe("Enter an amount");
    expect(amountInputProblem("not_positive", "ETB")).toBe("Enter an amount greater than zero");
  });
});

describe("parsePhoneInput", () => {
  it("accepts the local forms of the country, as the checkout does", () => {
    expect(parsePhoneInput("0772 123 456", "UG")).toEqual({ ok: true, phone: "+256772123456" });
    expect(parsePhoneInput("772123456", "UG")).toEqual({ ok: true, phone: "+256772123456" });
    expect(parsePhoneInput("256772123456", "UG")).toEqual({ ok: true, phone: "+256772123456" });
    expect(parsePhoneInput("091 123 4567", "ET")).toEqual({ ok: true, phone: "+251911234567" });
    expect(parsePhoneInput("77 12 34 56", "DJ")).toEqual({ ok: true, phone: "+25377123456" });
  });

  it("accepts the international forms, of any country", () => {
    expect(parsePhoneInput("+256 772 123 456", "UG")).toEqual({ ok: true, phone: "+256772123456" });
    expect(parsePhoneInput("00256772123456", "UG")).toEqual({ ok: true, phone: "+256772123456" });
    expect(parsePhoneInput("+251 91 123 4567", null)).toEqual({ ok: true, phone: "+251911234567" });
    expect(parsePhoneInput("+251-91-123-4567", "UG")).toEqual({ ok: true, phone: "+251911234567" });
  });

  it("refuses a local form without a country, and numbers that are none", () => {
    expect(parsePhoneInput("0911234567", null)).toEqual({ ok: false, problem: "needs_country_code" });
    expect(parsePhoneInput("", "ET")).toEqual({ ok: false, problem: "required" });
    expect(parsePhoneInput("12345", "ET")).toEqual({ ok: false, problem: "invalid" });
    expect(parsePhoneInput("call me", "ET")).toEqual({ ok: false, problem: "invalid" });
  });

  it("hands the form E.164, or the text as typed when it is no number", () => {
    expect(phoneFormValue(" 0772 123 456 ", "UG")).toBe("+256772123456");
    expect(phoneFormValue(" 0772 ", "UG")).toBe("0772");
  });

  it("hints with the country's example", () => {
    expect(phoneHint("UG")).toBe("For example +256 772 123 456 or 0772 123 456.");
    expect(phoneHint(null)).toBe("For example +251 91 123 4567.");
    // The neighbours a business may register in have their examples too (the activation form).
    expect(phoneHint("KE")).toBe("For example +254 712 123 456 or 0712 123 456.");
    expect(phoneHint("US")).toBe("With the country code (+1…), or as dialled in the country.");
  });
});
