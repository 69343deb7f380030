// Issue 3: every allowed and every forbidden transition of the payment state machine.
import { describe, expect, it } from "vitest";
import { canTransition, EVENT_FOR_STATUS, PAYMENT_STATUSES, PAYMENT_TRANSITIONS, TERMINAL_STATUSES } from "@/lib/payments/transitions";

const allowed = new Set(Object.entries(PAYMENT_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}->${to}`)));

describe("payment transitions", () => {
  const pairs = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)("%s -> %s follows the table", (from, to) => {
    expect(canTransition(from, to)).toBe(allowed.has(`${from}->${to}`));
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
