// The reconciliation pages name the clearing account's movements in words, never by the
// ledger's identifiers ("payment_settlement"), including kinds the list does not know yet.
import { describe, expect, it } from "vitest";
import { movementLabel } from "@/components/dashboard/reconciliation/kind-labels";

describe("movementLabel", () => {
  it("names the ledger's movements", () => {
    expect(movementLabel("payment_settlement")).toBe("Payment settlement");
    expect(movementLabel("refund_returned")).toBe("Refund returned");
    expect(movementLabel("dispute_loss")).toBe("Dispute lost");
  });

  it("a kind it does not know still reads as words", () => {
    expect(movementLabel("payout_reversal")).toBe("Payout reversal");
  });
});
