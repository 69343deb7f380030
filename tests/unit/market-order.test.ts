// The checkout lists each market's usual methods first (wallets in Ethiopia,
// MTN and Airtel in Uganda, WAAFI and D-Money in Djibouti, the card for USD); a merchant's
// preferred_payment_methods still come first, in their order.
import { describe, expect, it } from "vitest";
import { MARKET_ORDER, methodsFor, orderCheckoutMethods } from "@/lib/catalog/payment-methods";
import type { Currency } from "@/lib/money";

const ids = (currency: Currency, preferred: string[] = [], restrict = false) => orderCheckoutMethods(currency, preferred, restrict).map((m) => m.id);

describe("market order", () => {
  it("each currency in its market's order", () => {
    expect(ids("ETB")).toEqual(["telebirr", "cbebirr", "mpesa", "ebirr", "awash_birr", "card", "bank_transfer"]);
    expect(ids("UGX")).toEqual(["mtn_momo", "airtel_money", "card", "bank_transfer"]);
    expect(ids("DJF")).toEqual(["waafi", "d_money", "card"]);
    expect(ids("USD")).toEqual(["card", "bank_transfer"]);
  });

  it("the merchant's preferred methods come first, then the market's order", () => {
    expect(ids("ETB", ["card"])).toEqual(["card", "telebirr", "cbebirr", "mpesa", "ebirr", "awash_birr", "bank_transfer"]);
    expect(ids("UGX", ["bank_transfer", "airtel_money"])).toEqual(["bank_transfer", "airtel_money", "mtn_momo", "card"]);
    expect(ids("ETB", ["card", "cbebirr"], true)).toEqual(["card", "cbebirr"]);
  });

  it("lists every method of its currency exactly once", () => {
    for (const currency of Object.keys(MARKET_ORDER) as Currency[]) {
      expect([...ids(currency)].sort()).toEqual(methodsFor(currency).map((m) => m.id).sort());
    }
  });
});
