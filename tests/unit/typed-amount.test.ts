import { describe, expect, it } from "vitest";
import { parseTypedAmount, readTypedAmount, splitTypedAmounts, typedAmountText } from "@/lib/money/typed-amount";
import { amountErrors, amountFromText, requiredAmountError } from "@/lib/forms/form-errors";

const value = (text: string, currency = "ETB") => {
  const r = parseTypedAmount(text, currency);
  return r.ok ? r.value : r.problem;
};

describe("amounts as people type them", () => {
  it("reads thousands grouped by commas or spaces, and a dot for decimals", () => {
    expect(value("1,000")).toBe(1000);
    expect(value("1 000")).toBe(1000);
    expect(value("1\u00a0000")).toBe(1000);
    expect(value("1\u202f000.50")).toBe(1000.5);
    expect(value("1000.50")).toBe(1000.5);
    expect(value("1,000.50")).toBe(1000.5);
    expect(value("  12,345,678.09 ")).toBe(12345678.09);
    expect(value("0.03")).toBe(0.03);
    expect(value("5,000", "UGX")).toBe(5000);
  });

  it("refuses a comma that is not a thousands separator, with a message that says how to write it", () => {
    for (const text of ["1,00", "1,0", "10,00", "1,000,00", "1.000,50", "1,0000", ",100", "100,"]) {
      const r = parseTypedAmount(text, "ETB");
      expect(r.ok, text).toBe(false);
      if (!r.ok) {
        expect(r.problem, text).toBe("ambiguous_comma");
        expect(r.message).toBe("Use a comma only between groups of three digits, and a dot for decimals: 1,000.50, or 1.00");
      }
    }
  });

  it("refuses what is not an amount, mixed separators, zero and negatives", () => {
    for (const text of ["abc", "1e3", "-5", "1.2.3", "$100", "1 000,000", "1000.", ".5x", "0x10", "Infinity"]) {
      const r = parseTypedAmount(text, "ETB");
      expect(r.ok, text).toBe(false);
    }
    expect(parseTypedAmount("-5", "ETB")).toMatchObject({ ok: false, problem: "format", message: "Enter the amount in digits, like 1,000 or 1,000.50" });
    expect(parseTypedAmount("0", "ETB")).toMatchObject({ ok: false, problem: "not_positive", message: "Enter an amount greater than zero" });
    expect(parseTypedAmount("0.00", "ETB")).toMatchObject({ ok: false, problem: "not_positive" });
    expect(parseTypedAmount("", "ETB")).toMatchObject({ ok: false, problem: "empty", message: "Enter an amount" });
  });

  it("respects the currency's decimals and maximum", () => {
    expect(parseTypedAmount("1,000.505", "ETB")).toMatchObject({ ok: false, problem: "too_many_decimals", message: "ETB amounts have at most 2 decimal places" });
    expect(parseTypedAmount("1,000.5", "UGX")).toMatchObject({ ok: false, problem: "too_many_decimals", message: "UGX amounts are whole numbers, with no decimals" });
    expect(value("1,000.00", "UGX")).toBe(1000);
    expect(parseTypedAmount("1,000,000.01", "USD")).toMatchObject({ ok: false, problem: "too_large", message: "Enter at most USD 1,000,000.00" });
    expect(value("1,000,000", "USD")).toBe(1000000);
    expect(parseTypedAmount("123456789012345678901234", "ETB")).toMatchObject({ ok: false, problem: "too_large" });
  });

  it("reads an unknown currency with two decimals", () => {
    expect(value("1,000.50", "")).toBe(1000.5);
    expect(parseTypedAmount("1.505", "")).toMatchObject({ ok: false, problem: "too_many_decimals", message: "Amounts have at most 2 decimal places" });
  });

  it("leaves blank optional fields out", () => {
    expect(readTypedAmount("  ", "ETB")).toEqual({ value: undefined });
    expect(readTypedAmount("2,000", "ETB")).toEqual({ value: 2000 });
    expect(readTypedAmount("1,00", "ETB").message).toMatch(/groups of three digits/);
  });

  it("splits a list of suggestions without splitting thousands", () => {
    expect(splitTypedAmounts("5,000, 10,000, 20,000")).toEqual(["5,000", "10,000", "20,000"]);
    expect(splitTypedAmounts("100; 250;500")).toEqual(["100", "250", "500"]);
    expect(splitTypedAmounts("100, 250, 500")).toEqual(["100", "250", "500"]);
    expect(splitTypedAmounts("100 250 500")).toEqual(["100", "250", "500"]);
    expect(splitTypedAmounts("1 000; 2 500")).toEqual(["1 000", "2 500"]);
    expect(splitTypedAmounts("100,250")).toEqual(["100,250"]);
    // Once the list is separated by commas, spaces inside an item are a list's only when they are no thousands' grouping.
    expect(splitTypedAmounts("10, 25 50")).toEqual(["10", "25", "50"]);
    expect(splitTypedAmounts("10, 25 000")).toEqual(["10", "25 000"]);
  });

  it("gives an input field the plain text of a well-written amount, whatever its currency", () => {
    expect(typedAmountText(" 1,000.50 ")).toBe("1000.50");
    expect(typedAmountText("12 500")).toBe("12500");
    expect(typedAmountText("1,00")).toBeNull();
    expect(typedAmountText("abc")).toBeNull();
  });

  it("gives forms the number and the message by field", () => {
    expect(amountFromText("1,000", "ETB")).toBe(1000);
    expect(amountFromText("1,00", "ETB")).toBeNaN();
    expect(amountErrors({ amount: { text: "1,00", currency: "ETB" }, fee: { text: "" }, other: { text: "2,000" } })).toEqual({
      amount: "Use a comma only between groups of three digits, and a dot for decimals: 1,000.50, or 1.00",
    });
    // A required field says so for blank too, in the same style.
    expect(requiredAmountError("", "ETB")).toBe("Enter an amount");
    expect(requiredAmountError("2,000", "ETB")).toBeUndefined();
    expect(requiredAmountError("0", "ETB")).toBe("Enter an amount greater than zero");
  });
});
