// One phone rule for the checkout, payouts and subaccounts (lib/phone.ts). A
// number is accepted in every common writing of the payment's country and stored in E.164; USD
// has no country, so it needs the + and country code; anything else says what to type.
import { describe, expect, it } from "vitest";
import { normalizePhone, phoneCountryOf, isValidPhone } from "@/lib/phone";

describe("normalizePhone", () => {
  const cases = [
    ["UG", "+256772120001", ["0772120001", "772120001", "256772120001", "+256772120001", "+256 772 120 001", "+256-772-120-001", "0772 120 001", "0772-120-001", "(0772) 120 001", "00256772120001", "+2560772120001"]],
    ["ET", "+251911110001", ["0911110001", "911110001", "251911110001", "+251911110001", "+251 91 111 0001", "091-111-0001", "0911 11 00 01", "+2510911110001"]],
    ["DJ", "+25377110001", ["77110001", "077110001", "25377110001", "+25377110001", "+253 77 11 00 01", "77-11-00-01"]],
  ] as const;
  for (const [country, e164, writings] of cases) {
    it.each(writings)(`${country}: %s is ${e164}`, (input) => {
      expect(normalizePhone(input, country)).toEqual({ phone: e164, country });
    });
  }

  it("a number with its own + and country code keeps its country, whatever the default", () => {
    expect(normalizePhone("+251 91 111 0001", "UG")).toEqual({ phone: "+251911110001", country: "ET" });
    expect(normalizePhone("+256 772 120 001", null)).toEqual({ phone: "+256772120001", country: "UG" });
  });

  it("without a default country (USD) a local form asks for the country code", () => {
    expect(normalizePhone("0772120001", null)).toEqual({ problem: "needs_country_code" });
    expect(normalizePhone("772120001", null)).toEqual({ problem: "needs_country_code" });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["0772", "invalid"],
    ["+256 12", "invalid"],
    ["0911110001x", "invalid"],
    ["abc", "invalid"],
    ["+999 123456", "invalid"],
    ["0911110001", "invalid"], // an Ethiopian local form read as Ugandan
    ["07721200011234567890123456789012", "invalid"],
    ["+256 772 120 001\u0000", "invalid"],
  ] as const)("refuses %j (%s)", (input, problem) => {
    expect(normalizePhone(input, "UG")).toEqual({ problem });
  });

  it("maps currencies to the country whose local numbers they take", () => {
    expect([phoneCountryOf("ETB"), phoneCountryOf("UGX"), phoneCountryOf("DJF"), phoneCountryOf("USD")]).toEqual(["ET", "UG", "DJ", null]);
  });

  it("isValidPhone (the API's customer phone_number) still wants the international form", () => {
    expect(isValidPhone("+251 91 123 4567")).toBe(true);
    expect(isValidPhone("0911234567")).toBe(false);
  });
});
