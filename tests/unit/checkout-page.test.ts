// Pure helpers of the hosted checkout page: brand colours stay readable, error codes
// map to our own sentences, origins are recognised strictly, form POSTs are told apart.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { brandTheme, contrast } from "@/lib/checkout/brand-theme";
import { ERROR_SLUGS, FORM_ERRORS, formErrorMessage, formErrorSlug } from "@/lib/checkout/checkout-messages";
import { errorMessages } from "@/lib/forms/form-errors";
import { CHECKOUT_FIELD_MESSAGES } from "@/lib/payments/attempts/checkout-fields";
import { isOwnFormPost, normalizeOrigin } from "@/lib/checkout/origins";
import { checkoutPagePath, fieldErrorCodes } from "@/lib/checkout/checkout-page-url";

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe("brandTheme", () => {
  it("keeps button text and accent text readable for any brand colour", () => {
    for (const color of ["#86a500", "#777777", "#ffff00", "#000000", "#ffffff"]) {
      const t = brandTheme(color);
      expect(contrast(rgb(t.onAccent), rgb(t.accent))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(rgb(t.accentText), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    }
    let keptOwnColour = 0; // the conditional check below must actually run
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const color = `#${n.toString(16).padStart(6, "0")}`;
        const t = brandTheme(color);
        expect(contrast(rgb(t.accentText), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
        expect(contrast(rgb(t.onAccent), rgb(t.accent))).toBeGreaterThanOrEqual(4.5);
        // The merchant's own colour is kept whenever white or ink text reaches AA on it.
        const best = Math.max(contrast(rgb(color), [255, 255, 255]), contrast(rgb(color), rgb("#0f172a")));
        if (best >= 4.5) {
          expect(t.accent).toBe(color);
          keptOwnColour++;
        }
      }),
      { numRuns: 2000 },
    );
    expect(keptOwnColour).toBeGreaterThan(100);
  });

  it("falls back to the default indigo for anything that is not a hex colour", () => {
    expect(brandTheme("red; background: url(x)").accent).toBe("#4f46e5");
    expect(brandTheme(null).accent).toBe("#4f46e5");
    expect(brandTheme("#ABC").accent).toBe("#aabbcc");
  });
});

describe("formErrorMessage", () => {
  it("uses our sentences, never text from the query", () => {
    // Written out by hand: comparing with the message tables themselves would pass if an entry were missing.
    expect(formErrorMessage("in_progress")).toBe("A payment attempt is already in progress. Wait a moment for its result.");
    expect(formErrorMessage("Call +1 555 to pay")).toBe("Something went wrong. Please try again.");
    expect(formErrorMessage("toString")).toBe("Something went wrong. Please try again.");
    expect(formErrorMessage(undefined)).toBeNull();
    // Field errors: our sentences for known codes; anything else is dropped, never echoed.
    const codes = fieldErrorCodes(["card_number:invalid", "cvc:format", "cvc:required", "name:<b>x</b>", "toString:x", "expiry:toString", "a:b:c"]);
    expect(errorMessages(codes, CHECKOUT_FIELD_MESSAGES)).toEqual({
      card_number: "This card number is not valid. Check it for typos.",
      cvc: "Enter the 3 or 4 digit security code.",
    });
  });
});

describe("origins", () => {
  it("normalizeOrigin accepts plain http(s) origins only", () => {
    expect(normalizeOrigin("https://Shop.Example:443/")).toBe("https://shop.example");
    expect(normalizeOrigin("http://127.0.0.1:3100")).toBe("http://127.0.0.1:3100");
    for (const bad of ["https://shop.example/path", "https://u:p@shop.example", "javascript:alert(1)", "https://a.example 'unsafe-inline'", "null", "", 42]) {
      expect(normalizeOrigin(bad)).toBeNull();
    }
  });

  it("isOwnFormPost", () => {
    const h = (o: Record<string, string>) => new Headers(o);
    const base = { publicBaseUrl: "https://pay.example" };
    expect(isOwnFormPost(h({}), base)).toBe(true);
    expect(isOwnFormPost(h({ origin: base.publicBaseUrl }), base)).toBe(true);
    expect(isOwnFormPost(h({ origin: "https://evil.example" }), base)).toBe(false);
    expect(isOwnFormPost(h({ origin: base.publicBaseUrl, "sec-fetch-site": "cross-site" }), base)).toBe(false);
    expect(isOwnFormPost(h({ origin: "null", "sec-fetch-site": "same-origin" }), base)).toBe(true);
    expect(isOwnFormPost(h({ origin: "null", "sec-fetch-site": "cross-site" }), base)).toBe(false);
    expect(isOwnFormPost(h({ origin: "https://alt.example", host: "alt.example" }), base)).toBe(true);
    expect(isOwnFormPost(h({ origin: "https://alt.example", host: "pay.example" }), base)).toBe(false);
  });

  it("checkoutPagePath keeps only what it knows", () => {
    const fieldErrors = [
      { field: "card_number", code: "invalid" },
      { field: "cvc", code: "format" },
      { field: "x y", code: "bad" },
    ];
    expect(checkoutPagePath("cs_test_x", { embedOrigin: "https://shop.example/", fieldErrors, method: "card" })).toBe(
      "/checkout/cs_test_x?field_error=card_number%3Ainvalid&field_error=cvc%3Aformat&method=card&embed_origin=https%3A%2F%2Fshop.example",
    );
    expect(checkoutPagePath("cs_test_x", { error: { code: "in_progress" } })).toBe("/checkout/cs_test_x?error=payment-in-progress");
    expect(checkoutPagePath("cs_test_x", { embedOrigin: "javascript:x", method: "a&b" })).toBe("/checkout/cs_test_x");
  });

  it("the address says each problem in words, never its code, and the page reads the words back", () => {
    const slugs = Object.values(ERROR_SLUGS);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const [code, message] of Object.entries(FORM_ERRORS)) {
      const slug = formErrorSlug(code);
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(new URL(checkoutPagePath("cs_test_x", { error: { code } }), "http://x").searchParams.get("error")).toBe(slug);
      expect(formErrorMessage(slug)).toBe(message);
      // A tab opened on an older address still reads its code.
      expect(formErrorMessage(code)).toBe(message);
    }
    expect(checkoutPagePath("cs_test_x", { error: { code: "wrong_otp" } })).toBe("/checkout/cs_test_x?error=code-not-correct");
    expect(checkoutPagePath("cs_test_x", { error: { code: "already_paid" } })).toBe("/checkout/cs_test_x?error=already-paid");
    expect(formErrorSlug("no_such_code")).toBe("something-went-wrong");
  });
});
