// Virtual account numbers are 13 digits with a Luhn check digit, so a mistyped digit
// or a swap of two different neighbours is caught before a transfer is sent.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateAccountNumber, isValidAccountNumber, luhnCheckDigit } from "@/lib/virtual-accounts/account-number";

describe("virtual account numbers", () => {
  it("the Luhn check digit of known numbers", () => {
    // 7992739871 -> 3 is the textbook example; 79927398713 is valid.
    expect(luhnCheckDigit("7992739871")).toBe("3");
    expect(luhnCheckDigit("0")).toBe("0");
    expect(luhnCheckDigit("18")).toBe("2"); // 1,8 -> 1 + (8*2-9) = 8 -> check 2
  });

  it("generated numbers have 13 digits, no leading zero, and a valid check digit", () => {
    for (let i = 0; i < 1000; i++) {
      const n = generateAccountNumber();
      expect(n).toMatch(/^[1-9]\d{12}$/);
      expect(isValidAccountNumber(n)).toBe(true);
    }
  });

  it("any single changed digit is refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 9 }), (at, shift) => {
        const n = generateAccountNumber();
        const changed = n.slice(0, at) + String((Number(n[at]) + shift) % 10) + n.slice(at + 1);
        expect(isValidAccountNumber(changed)).toBe(false);
      }),
    );
  });

  it("a swap of two different neighbours is refused, except 0 and 9 (Luhn's known blind spot)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 11 }), (at) => {
        const n = generateAccountNumber();
        const [a, b] = [n[at], n[at + 1]];
        if (a === b || (a === "0" && b === "9") || (a === "9" && b === "0")) return;
        const swapped = n.slice(0, at) + b + a + n.slice(at + 2);
        expect(isValidAccountNumber(swapped)).toBe(false);
      }),
    );
  });

  it("refuses wrong lengths, letters and a leading zero", () => {
    for (const bad of ["", "123", "12345678901234", "12345678901a3", "0123456789012"]) expect(isValidAccountNumber(bad)).toBe(false);
  });
});
