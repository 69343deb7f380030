// Every allowed and every forbidden move of the payout state machine, the
// `completed` alias of the list filter, the money each status moves and the fee table.
import { describe, expect, it } from "vitest";
import { canTransitionPayout, PAYOUT_MONEY_EFFECT, PAYOUT_STATUSES, parsePayoutStatusFilter, payoutEventType } from "@/lib/catalog/payout-transitions";
import { PAYOUT_PRICING, payoutFee } from "@/lib/payouts/payout-fees";

// The expected machine, written out by hand from the text (an expected set built from
// PAYOUT_TRANSITIONS itself could never fail):
//   pending -> processing; processing -> success | failed | blocked | auth_needed | otp_needed;
//   auth_needed -> processing | failed; otp_needed -> processing | failed; success -> reversed.
// Auth_needed -> pending when the second approver approves a payout
// that was created waiting for them (it then takes the normal way to the processor).
// Rows: from; columns: to; "x" = allowed.
const STATUSES = ["pending", "processing", "success", "failed", "blocked", "auth_needed", "otp_needed", "reversed"] as const;
type S = (typeof STATUSES)[number];
// prettier-ignore
const EXPECTED: Record<S, string> = {
  //             pend proc succ fail bloc auth otp  rev
  pending:     ".    x    .    .    .    .    .    .",
  processing:  ".    .    x    x    x    x    x    .",
  success:     ".    .    .    .    .    .    .    x",
  failed:      ".    .    .    .    .    .    .    .",
  blocked:     ".    .    .    .    .    .    .    .",
  auth_needed: "x    x    .    x    .    .    .    .",
  otp_needed:  ".    x    .    x    .    .    .    .",
  reversed:    ".    .    .    .    .    .    .    .",
};
const expectedAllowed = (from: S, to: S) => EXPECTED[from].split(/\s+/)[STATUSES.indexOf(to)] === "x";

describe("payout transitions", () => {
  it("knows exactly the spec's eight statuses", () => {
    expect([...PAYOUT_STATUSES].sort()).toEqual([...STATUSES].sort());
  });

  const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to, expectedAllowed(from, to)] as const));
  it("walks all 64 pairs, 12 of them allowed", () => {
    expect(pairs).toHaveLength(64);
    expect(pairs.filter(([, , allowed]) => allowed)).toHaveLength(12);
  });
  it.each(pairs)("%s -> %s allowed: %s", (from, to, allowed) => {
    expect(canTransitionPayout(from, to)).toBe(allowed);
  });

  it("has no way back from a final status and never succeeds without processing", () => {
    for (const final of ["failed", "blocked", "reversed"] as const) {
      for (const to of STATUSES) expect(canTransitionPayout(final, to)).toBe(false);
    }
    for (const from of ["pending", "auth_needed", "otp_needed"] as const) expect(canTransitionPayout(from, "success")).toBe(false);
    expect(canTransitionPayout("success", "failed")).toBe(false);
    expect(canTransitionPayout("reversed", "success")).toBe(false);
  });

  it("moves money on success (deliver), failed and blocked (return) and reversed (reverse) only", () => {
    expect(PAYOUT_MONEY_EFFECT).toEqual({ success: "deliver", failed: "return", blocked: "return", reversed: "reverse" });
  });

  it("names each status's event payout.<status>, the spec's six among them", () => {
    expect(["success", "failed", "reversed", "blocked", "auth_needed", "otp_needed"].map((s) => payoutEventType(s as S))).toEqual([
      "payout.success",
      "payout.failed",
      "payout.reversed",
      "payout.blocked",
      "payout.auth_needed",
      "payout.otp_needed",
    ]);
  });
});

describe("parsePayoutStatusFilter", () => {
  it("takes `completed` as the spec's other name for success", () => {
    expect(parsePayoutStatusFilter("completed")).toBe("success");
    expect(parsePayoutStatusFilter("success")).toBe("success");
  });
  it.each(STATUSES)("takes %s as itself", (s) => {
    expect(parsePayoutStatusFilter(s)).toBe(s);
  });
  it.each(["", "Completed", "SUCCESS", "complete", " success", "cancelled", "__proto__", "constructor", "toString"])("refuses %j", (s) => {
    expect(parsePayoutStatusFilter(s)).toBeNull();
  });
});

describe("payout fees (docs/pricing.md)", () => {
  // Minor units, written out: bank USD 1.00, ETB 10.00, UGX 2,000, DJF 100; wallet half of each.
  const TABLE = {
    bank: { USD: 100n, ETB: 1_000n, UGX: 2_000n, DJF: 100n },
    wallet: { USD: 50n, ETB: 500n, UGX: 1_000n, DJF: 50n },
  } as const;
  it("is exactly the documented table", () => {
    expect(PAYOUT_PRICING).toEqual(TABLE);
  });
  it.each([
    ["bank", "USD", 100n],
    ["bank", "ETB", 1_000n],
    ["bank", "UGX", 2_000n],
    ["bank", "DJF", 100n],
    ["wallet", "USD", 50n],
    ["wallet", "ETB", 500n],
    ["wallet", "UGX", 1_000n],
    ["wallet", "DJF", 50n],
  ] as const)("%s in %s costs %s minor units, 0 when waived", (type, currency, fee) => {
    expect(payoutFee({ type }, currency, { waived: false })).toBe(fee);
    expect(payoutFee({ type }, currency, { waived: true })).toBe(0n);
  });
});
