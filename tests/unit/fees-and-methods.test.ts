import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { highestServiceFee, serviceFee } from "@/lib/catalog/fees";
import { isMethodAvailable, methodsFor, orderCheckoutMethods } from "@/lib/catalog/payment-methods";
import { CURRENCY_CODES } from "@/lib/money";
import { luhnValid, parseExpiry, cardBrand } from "@/lib/payments/attempts/card";
import { offeredMethodOrThrow } from "@/lib/payments/attempts/method-rules";

describe("service fee", () => {
  it("is a percentage with a minimum, rounded half up", () => {
    expect(serviceFee(10_000n, "USD", "card")).toBe(290n); // 2.9 % of 100.00
    expect(serviceFee(500n, "USD", "card")).toBe(30n); // minimum 0.30
    expect(serviceFee(1_017n, "USD", "card")).toBe(30n); // 29.49 -> 29, below minimum
    expect(serviceFee(1_725n, "USD", "card")).toBe(50n); // 50.025 -> 50
    expect(serviceFee(100_000n, "ETB", "telebirr")).toBe(1_500n);
    expect(serviceFee(10n, "USD", "card")).toBe(10n); // never more than the amount
  });

  it("never exceeds the amount and is never negative", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_CODES), fc.bigInt({ min: 1n, max: 10n ** 12n }), (currency, amount) => {
        for (const m of methodsFor(currency)) {
          const fee = serviceFee(amount, currency, m.id);
          expect(fee >= 0n && fee <= amount).toBe(true);
        }
        const highest = highestServiceFee(amount, currency);
        expect(methodsFor(currency).every((m) => serviceFee(amount, currency, m.id) <= highest)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("methods", () => {
  it("offers cards everywhere and wallets per currency", () => {
    expect(methodsFor("ETB").map((m) => m.id)).toEqual(["card", "telebirr", "cbebirr", "mpesa", "ebirr", "awash_birr", "bank_transfer"]);
    expect(methodsFor("UGX").map((m) => m.id)).toEqual(["card", "mtn_momo", "airtel_money", "bank_transfer"]);
    expect(methodsFor("DJF").map((m) => m.id)).toEqual(["card", "waafi", "d_money"]);
    expect(methodsFor("USD").map((m) => m.id)).toEqual(["card", "bank_transfer"]);
    expect(isMethodAvailable("telebirr", "UGX")).toBe(false);
  });

  it("orders the checkout by preference, the rest after, or only those when restricted", () => {
    expect(orderCheckoutMethods("UGX", ["airtel_money", "card"]).map((m) => m.id)).toEqual(["airtel_money", "card", "mtn_momo", "bank_transfer"]);
    expect(orderCheckoutMethods("UGX", ["airtel_money"], true).map((m) => m.id)).toEqual(["airtel_money"]);
    expect(orderCheckoutMethods("UGX", [], true).map((m) => m.id)).toHaveLength(4);
  });
});

describe("an attempt's method against what it sent", () => {
  const payment = { currency: "ETB", preferredMethods: [] };
  const merchant = { restrictToPreferredMethods: false };
  it("takes a card taken on the processor's page, but no other method that way", () => {
    expect(offeredMethodOrThrow(payment, merchant, { method: "card", kind: "redirect" }).id).toBe("card");
    expect(() => offeredMethodOrThrow(payment, merchant, { method: "telebirr", kind: "redirect" })).toThrow(/do not match/);
  });
  it("refuses details of another kind", () => {
    expect(() => offeredMethodOrThrow(payment, merchant, { method: "card", account: "+251911110001", kind: "wallet" })).toThrow(/do not match/);
    expect(offeredMethodOrThrow(payment, merchant, { method: "telebirr", account: "+251911110001", kind: "wallet" }).id).toBe("telebirr");
  });
});

describe("card checks", () => {
  it.each(["4242424242424242", "4000000000009995", "4000000000000002", "4000000000003220", "4100000000000019"])("test card %s passes Luhn", (n) => {
    expect(luhnValid(n)).toBe(true);
  });
  it("rejects a typo", () => expect(luhnValid("4242424242424241")).toBe(false));
  it("parses expiry", () => {
    expect(parseExpiry("12/29")).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry("1 / 2031")).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry("13/29")).toBeNull();
  });
  it("knows brands", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
  });
});
