// A dispute's money through the ledger, on test-mode payments (the simulator): a reversal claim holds
// the amount, a reversal takes it, a rejection releases it; a hold larger than the balance leaves a
// debt that the next settlement pays off, and a payout nets it before it spends anything.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach, entriesOf } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createPaidPayment } from "@/tests/factories/payments";
import { POST as payoutsRoute } from "@/app/v2/payouts/route";
import { db } from "@/lib/db";
import { addTestFunds } from "@/lib/ledger/add-test-funds";
import { recordReversalClaim, updateReversalClaim } from "@/lib/disputes/reversal-claims";

setupTestDatabase();
checkLedgerAfterEach();

let m: Awaited<ReturnType<typeof createTestMerchant>>;
let key: string;
beforeAll(async () => {
  m = await createTestMerchant();
  key = m.keys.test.secret;
});

const balance = async (type: "merchant_available" | "dispute_hold" | "merchant_debt", currency = "ETB") =>
  (await db().ledgerAccount.findUnique({ where: { type_ownerId_mode_currency: { type, ownerId: m.merchant.id, mode: "test", currency } } }))?.balance ?? 0n;
const lookup = (reference: string) => ({ merchantId: m.merchant.id, mode: "test" as const, reference, otherMode: "not_found" as const });
const claim = (reference: string, operator_reference: string, amount?: number) =>
  recordReversalClaim(db(), { ...lookup(reference), input: { operator_reference, reason: "unrecognized", ...(amount === undefined ? {} : { amount }) }, actor: { type: "cli" } });
const move = (disputeId: string, status: "funds_frozen" | "reversed" | "rejected") => updateReversalClaim(db(), { merchantId: m.merchant.id, mode: "test", otherMode: "not_found", id: disputeId, status, actor: { type: "cli" } });
const eventsOf = async (id: string) => (await db().event.findMany({ where: { objectId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map((e) => e.type);

describe("reversal claims move the ledger", () => {
  it("holds on opening, takes on reversal, releases on rejection, and writes the events", async () => {
    await db().$transaction((tx) => addTestFunds(tx, { merchantId: m.merchant.id, mode: "test", currency: "ETB", amount: 1000, actor: { type: "cli" } }));
    const p = await createPaidPayment(key, { amount: 200, currency: "ETB" });
    const before = await balance("merchant_available");

    const opened = await claim(p.reference, "MTN-REV-1");
    expect(opened).toMatchObject({ kind: "reversal", status: "open", amount: 20000n, heldFromAvailable: 20000n, heldAsDebt: 0n });
    expect(await balance("merchant_available")).toBe(before - 20000n);
    expect(await balance("dispute_hold")).toBe(20000n);
    expect(await eventsOf(opened.id)).toEqual(["dispute.created", "dispute.funds_withdrawn"]);

    const frozen = await move(opened.id, "funds_frozen");
    expect(frozen.status).toBe("funds_frozen");
    const reversed = await move(opened.id, "reversed");
    expect(reversed).toMatchObject({ status: "reversed", outcome: "lost" });
    expect(await balance("dispute_hold")).toBe(0n);
    expect(await balance("merchant_available")).toBe(before - 20000n);
    expect(await entriesOf("dispute_loss", opened.id)).toEqual([
      { type: "customer_clearing", ownerId: m.merchant.id, amount: 20000n },
      { type: "dispute_hold", ownerId: m.merchant.id, amount: -20000n },
    ]);
    expect(await eventsOf(opened.id)).toEqual(["dispute.created", "dispute.funds_withdrawn", "dispute.updated", "dispute.updated", "dispute.closed"]);
    await expect(move(opened.id, "rejected")).rejects.toMatchObject({ code: "INVALID_STATE" });

    const second = await claim(p.reference, "MTN-REV-2", 50);
    const rejected = await move(second.id, "rejected");
    expect(rejected).toMatchObject({ outcome: "won", status: "rejected" });
    expect(await balance("merchant_available")).toBe(before - 20000n);
    expect(await eventsOf(second.id)).toEqual(["dispute.created", "dispute.funds_withdrawn", "dispute.updated", "dispute.funds_reinstated", "dispute.closed"]);
  });

  it("refuses a repeated operator reference, an amount above the payment, and writes nothing", async () => {
    const p = await createPaidPayment(key, { amount: 10, currency: "ETB" });
    await claim(p.reference, "MTN-DUP");
    const disputes = await db().dispute.count();
    await expect(claim(p.reference, "MTN-DUP")).rejects.toMatchObject({ code: "RESOURCE_CONFLICT" });
    await expect(claim(p.reference, "MTN-BIG", 11)).rejects.toMatchObject({ code: "INVALID_VALUE" });
    expect(await db().dispute.count()).toBe(disputes);
  });

  it("a hold larger than the balance is a debt: the next settlement pays it off, and a payout nets it first", async () => {
    const other = await createTestMerchant();
    m = other;
    key = other.keys.test.secret;
    const p = await createPaidPayment(key, { amount: 100, currency: "ETB" });
    const available = await balance("merchant_available");
    expect(available).toBeGreaterThan(0n);
    const opened = await claim(p.reference, "AIRTEL-REV-1");
    expect(opened.heldFromAvailable).toBe(available);
    expect(opened.heldAsDebt).toBe(10000n - available);
    expect(await balance("merchant_available")).toBe(0n);
    expect(await balance("merchant_debt")).toBe(available - 10000n);

    // The next payment's settlement pays the debt off before the balance grows.
    await createPaidPayment(key, { amount: 100, currency: "ETB" });
    const debtLeft = await balance("merchant_debt");
    expect(debtLeft).toBe(0n);
    expect(await balance("merchant_available")).toBe(2n * available - 10000n);

    // A payout cannot spend what is held: only the available balance, after the debt.
    const res = await payoutsRoute(apiRequest("/v2/payouts", { key, body: { amount: 100, currency: "ETB", account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe" } } }), { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("INSUFFICIENT_BALANCE");

    // Rejected: the hold comes back to the balance.
    await move(opened.id, "rejected");
    expect(await balance("dispute_hold")).toBe(0n);
    expect(await balance("merchant_available")).toBe(2n * available);
  });
});
