// The browser checks the checkout's forms with lib/payments/attempts/checkout-rules.ts (no zod in
// its bundle), the server with the zod schemas built from the same rules: for any values, both
// find the same fields wrong with the same sentences.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { schemaErrors } from "@/lib/forms/form-errors";
import { CHECKOUT_FORM_SCHEMAS } from "@/lib/payments/attempts/checkout-schemas";
import { CHECKOUT_FORM_FIELDS, checkoutFormValues, type CheckoutFormKind } from "@/lib/payments/attempts/checkout-fields";
import { checkoutFormErrors } from "@/lib/payments/attempts/checkout-rules";

const SAMPLES: Record<string, string[]> = {
  card_number: ["", "4242 4242 4242 4242", "4242 4242 4242 4241", "4242", "4000-0000-0000-0002", "abcd"],
  expiry: ["", "12/34", "01/20", "1234", "13/30", "12 / 2099", "x"],
  cvc: ["", "123", "12", "12345", " 999 "],
  name: ["", "  ", "Abebe Kebede", "x".repeat(101)],
  phone_number: ["", "+251 91 123 4567", "0911234567", "911234567", "251911234567", "+251 1", "+1 202 555 0143", "+999 123456", "0772120001"],
  account_number: ["", "123456", "12-34-56-78", "12345", "1".repeat(21)],
  otp: ["", "123456", "12", "abcd", " 4321 "],
};

const kinds: CheckoutFormKind[] = ["card", "wallet", "bank_transfer", "otp"];
// A wallet's number is read with its country, so the rules run for a wallet of each.
const WALLETS = ["telebirr", "mtn_momo", "waafi"];

describe("the browser's rules and the server's schemas agree", () => {
  for (const kind of kinds) {
    it(`${kind}: same fields, same messages`, () => {
      const fields = CHECKOUT_FORM_FIELDS[kind] as readonly string[];
      const arbitrary = fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(fc.constantFrom(...SAMPLES[f]), fc.string({ maxLength: 30 }))])));
      fc.assert(
        fc.property(arbitrary, fc.constantFrom(...WALLETS), (typed, wallet) => {
          const values = checkoutFormValues(kind, wallet, (name) => (typed as Record<string, string>)[name] ?? "");
          expect(checkoutFormErrors(kind, values)).toEqual(schemaErrors(CHECKOUT_FORM_SCHEMAS[kind], values));
        }),
        { numRuns: 300 },
      );
    });
  }
});

describe("wallet numbers in their country's local forms", () => {
  it.each([
    ["telebirr", "0911110001", "+251911110001"],
    ["mtn_momo", "0772120001", "+256772120001"],
    ["airtel_money", "256 702 120 001", "+256702120001"],
    ["d_money", "77 11 00 01", "+25377110001"],
  ])("%s takes %s as %s", (method, typed, e164) => {
    const values = checkoutFormValues("wallet", method, () => typed);
    expect(checkoutFormErrors("wallet", values)).toEqual({});
    expect(CHECKOUT_FORM_SCHEMAS.wallet.parse(values)).toEqual({ method, phone_number: e164 });
  });

  it("a number of another country, or a bad one, is refused with the wallet country's example", () => {
    expect(checkoutFormErrors("wallet", checkoutFormValues("wallet", "mtn_momo", () => "0911110001"))).toEqual({
      phone_number: "Enter a Ugandan mobile number, e.g. 0772 123 456 or +256 772 123 456.",
    });
    expect(checkoutFormErrors("wallet", checkoutFormValues("wallet", "telebirr", () => "+256 772 120 001"))).toEqual({
      phone_number: "Enter an Ethiopian mobile number, e.g. 091 123 4567 or +251 91 123 4567.",
    });
  });
});
