// Every allowed and every forbidden transition of the payment state machine.
import { describe, expect, it } from "vitest";
import { canTransition, EVENT_FOR_STATUS, PAYMENT_STATUSES, TERMINAL_STATUSES } from "@/lib/catalog/payment-transitions";

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

describe("payment transitions", () => {
  it("knows exactly these statuses", () => {
    expect([...PAYMENT_STATUSES].sort()).toEqual([...STATUSES].sort());
  });

  const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to, expectedAllowed(from, to)] as const));
  it.each(pairs)("%s -> %s allowed: %s", (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
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

  it("treats cancelled, incomplete, blocked and fully_refunded as terminal", () => {
    expect([...TERMINAL_STATUSES].sort()).toEqual(["blocked", "cancelled", "fully_refunded", "incomplete"]);
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
