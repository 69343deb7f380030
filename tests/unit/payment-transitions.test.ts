// Every allowed and every forbidden transition of the payment state machine.
import { describe, expect, it } from "vitest";
import { canReturnRefund, canTransition, EVENT_FOR_STATUS, PAYMENT_STATUSES, TERMINAL_STATUSES } from "@/lib/catalog/payment-transitions";

// The expected state machine, written out by hand (an expected set built from
// PAYMENT_TRANSITIONS itself could never fail). Rows: from; columns: to; "x" = allowed.
const STATUSES = ["pending", "auth_needed", "success", "failed", "cancelled", "incomplete", "blocked", "partially_refunded", "fully_refunded"] as const;
// prettier-ignore
const EXPECTED: Record<(typeof STATUSES)[number], string> = {
  //                   pend auth succ fail canc inco bloc part full
  pending:            "x    x    x    x    x    x    x    .    .",
  auth_needed:        ".    .    x    x    x    x    x    .    .",
  success:            ".    .    .    .    .    .    .    x    x",
  failed:             "x    x    x    x    x    .    x    .    .",
  cancelled:          ".    .    .    .    .    .    .    .    .",
  incomplete:         ".    .    .    .    .    .    .    .    .",
  blocked:            ".    .    .    .    .    .    .    .    .",
  partially_refunded: ".    .    .    .    .    .    .    x    x",
  fully_refunded:     ".    .    .    .    .    .    .    .    .",
};
const expectedAllowed = (from: (typeof STATUSES)[number], to: (typeof STATUSES)[number]) =>
  EXPECTED[from].split(/\s+/)[STATUSES.indexOf(to)] === "x";

// The moves back a refund the processor refused makes, and no other.
// prettier-ignore
const RETURNS: Record<(typeof STATUSES)[number], string> = {
  //                   pend auth succ fail canc inco bloc part full
  pending:            ".    .    .    .    .    .    .    .    .",
  auth_needed:        ".    .    .    .    .    .    .    .    .",
  success:            ".    .    .    .    .    .    .    .    .",
  failed:             ".    .    .    .    .    .    .    .    .",
  cancelled:          ".    .    .    .    .    .    .    .    .",
  incomplete:         ".    .    .    .    .    .    .    .    .",
  blocked:            ".    .    .    .    .    .    .    .    .",
  partially_refunded: ".    .    x    .    .    .    .    x    .",
  fully_refunded:     ".    .    x    .    .    .    .    x    .",
};
const expectedReturn = (from: (typeof STATUSES)[number], to: (typeof STATUSES)[number]) => RETURNS[from].split(/\s+/)[STATUSES.indexOf(to)] === "x";

describe("payment transitions", () => {
  it("knows exactly these statuses", () => {
    expect([...PAYMENT_STATUSES].sort()).toEqual([...STATUSES].sort());
  });

  const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to, expectedAllowed(from, to)] as const));
  it.each(pairs)("%s -> %s allowed: %s", (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  const returnPairs = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to, expectedReturn(from, to)] as const));
  it.each(returnPairs)("a refused refund: %s -> %s allowed: %s", (from, to, allowed) => {
    expect(canReturnRefund(from, to)).toBe(allowed);
  });

  it("keeps the moves back out of the forward table, which the attempt engine asks: a late success on a refunded payment is never a second settlement", () => {
    expect(canTransition("partially_refunded", "success")).toBe(false);
    expect(canTransition("fully_refunded", "success")).toBe(false);
    expect(canTransition("fully_refunded", "partially_refunded")).toBe(false);
  });

  it("has the transitions the product needs, and not the dangerous ones", () => {
    expect(canTransition("pending", "success")).toBe(true);
    expect(canTransition("failed", "success")).toBe(true); // a retry succeeds
    expect(canTransition("auth_needed", "success")).toBe(true);
    expect(canTransition("success", "failed")).toBe(false);
    expect(canTransition("success", "cancelled")).toBe(false);
    expect(canTransition("cancelled", "success")).toBe(false);
    expect(canTransition("incomplete", "success")).toBe(false);
    expect(canTransition("blocked", "pending")).toBe(false);
    expect(canTransition("failed", "incomplete")).toBe(false); // a failed payment stays failed
    expect(canTransition("pending", "partially_refunded")).toBe(false);
  });

  it("treats cancelled, incomplete and blocked as terminal; fully_refunded is not, since a refused refund moves it back", () => {
    expect([...TERMINAL_STATUSES].sort()).toEqual(["blocked", "cancelled", "incomplete"]);
  });

  it("names an event for every status a merchant must hear about", () => {
    expect(Object.values(EVENT_FOR_STATUS).sort()).toEqual([
      "payment.auth_needed",
      "payment.blocked",
      "payment.cancelled",
      "payment.failed",
      "payment.fully_refunded",
      "payment.incomplete",
      "payment.partially_refunded",
      "payment.success",
    ]);
  });
});
