// dispute.due_soon: sent once per deadline, 48 hours before it, however many sweeps run; and past
// the deadline the gateway changes nothing (the processor, or the mobile operator, rules).
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createPaidPayment } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { recordReversalClaim } from "@/lib/disputes/reversal-claims";
import { sendDisputesDueSoon } from "@/lib/disputes/send-due-soon";
import { runSweeps } from "@/lib/worker/sweeps";

setupTestDatabase();
checkLedgerAfterEach();

const HOUR = 3_600_000;
let m: Awaited<ReturnType<typeof createTestMerchant>>;
beforeAll(async () => {
  m = await createTestMerchant();
});

const claim = async (operator_reference: string) => {
  const p = await createPaidPayment(m.keys.test.secret, { amount: 10, currency: "ETB" });
  return recordReversalClaim(db(), { merchantId: m.merchant.id, mode: "test", reference: p.reference, otherMode: "not_found", input: { operator_reference, reason: "unrecognized" }, actor: { type: "cli" } });
};
/** A chargeback as a card processor's report leaves it (its money is not the point here). */
const chargeback = async (dueBy: Date) => {
  const p = await createPaidPayment(m.keys.test.secret, { amount: 10, currency: "ETB" });
  return db().dispute.create({
    data: { id: newId("dp"), merchantId: m.merchant.id, mode: "test", paymentId: p.reference, kind: "chargeback", processorRef: `du_${Date.now()}`, stage: "dispute", status: "needs_response", reason: "fraudulent", amount: 1000n, currency: "ETB", fee: 0n, evidenceChannel: "processor", dueBy },
  });
};
const dueSoonEvents = (id: string) => db().event.findMany({ where: { objectId: id, type: "dispute.due_soon" } });

describe("dispute.due_soon", () => {
  it("a reversal claim due within 48 hours: exactly one event however many sweeps run, with the deadline in it", async () => {
    const c = await claim("MTN-DUE-1");
    const dueBy = new Date(Date.now() + 47 * HOUR);
    await db().dispute.update({ where: { id: c.id }, data: { dueBy } });
    const now = new Date();
    await Promise.all([sendDisputesDueSoon(db(), now), sendDisputesDueSoon(db(), now)]);
    for (let i = 0; i < 3; i++) await runSweeps(db(), new Date());
    const events = await dueSoonEvents(c.id);
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({ dispute_reference: c.id, kind: "reversal", evidence_details: { due_by: dueBy.toISOString(), due_soon: true, past_due: false } });
  });

  it("a chargeback: not before the window, once inside it, and again for a new, later deadline", async () => {
    const d = await chargeback(new Date(Date.now() + 72 * HOUR));
    expect(await sendDisputesDueSoon(db(), new Date())).toBe(0);
    expect(await dueSoonEvents(d.id)).toHaveLength(0);
    const inWindow = new Date(Date.now() + 30 * HOUR);
    await sendDisputesDueSoon(db(), inWindow);
    await sendDisputesDueSoon(db(), new Date(inWindow.getTime() + HOUR));
    expect(await dueSoonEvents(d.id)).toHaveLength(1);
    // Pre-arbitration: the processor sets a later deadline; its own reminder comes in its own window.
    const later = new Date(Date.now() + 30 * 24 * HOUR);
    await db().dispute.update({ where: { id: d.id }, data: { dueBy: later, stage: "pre_arbitration" } });
    await sendDisputesDueSoon(db(), new Date(inWindow.getTime() + 2 * HOUR));
    expect(await dueSoonEvents(d.id)).toHaveLength(1);
    await sendDisputesDueSoon(db(), new Date(later.getTime() - 10 * HOUR));
    expect(await dueSoonEvents(d.id)).toHaveLength(2);
  });

  it("no reminder once evidence is submitted or the dispute is closed", async () => {
    const submitted = await chargeback(new Date(Date.now() + 10 * HOUR));
    await db().dispute.update({ where: { id: submitted.id }, data: { submissionCount: 1, evidenceSubmittedAt: new Date(), status: "under_review" } });
    const closed = await chargeback(new Date(Date.now() + 10 * HOUR));
    await db().dispute.update({ where: { id: closed.id }, data: { status: "won", outcome: "won", closedAt: new Date() } });
    await sendDisputesDueSoon(db(), new Date());
    expect(await dueSoonEvents(submitted.id)).toHaveLength(0);
    expect(await dueSoonEvents(closed.id)).toHaveLength(0);
  });

  it("past the deadline with no evidence, nothing changes: a chargeback waits for its processor, a reversal claim for the operator", async () => {
    const past = new Date(Date.now() - HOUR);
    const cb = await chargeback(past);
    const rc = await claim("MTN-LATE-1");
    await db().dispute.update({ where: { id: rc.id }, data: { dueBy: past } });
    for (let i = 0; i < 2; i++) await runSweeps(db(), new Date());
    for (const before of [cb, { ...rc, dueBy: past }]) {
      const after = await db().dispute.findUniqueOrThrow({ where: { id: before.id } });
      expect(after).toMatchObject({ status: before.status, outcome: null, closedAt: null });
      expect(await dueSoonEvents(before.id)).toHaveLength(0);
    }
  });
});
