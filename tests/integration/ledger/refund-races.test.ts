// A refund is one read and one statement whose payment update is guarded by the row as
// read (lib/refunds/create-refund.ts). These tests make the race happen for certain: another
// refund holds the payment's row lock in an open transaction while the API's refund reads the
// committed row and then waits in its statement; once the other commits, the API's statement finds
// the row changed, writes nothing, and the refund starts again under the row lock. PostgreSQL only:
// PGlite runs one statement at a time, so nothing can wait on a row lock there.
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createPaidPayment } from "@/tests/factories/payments";
import { POST as refundRoute } from "@/app/v2/payments/[reference]/refunds/route";
import { db } from "@/lib/db";
import { addTestFunds } from "@/lib/ledger/add-test-funds";
import { createRefund } from "@/lib/refunds/create-refund";
import { serializePayment } from "@/lib/payments/serialize-payment";

setupTestDatabase();
checkLedgerAfterEach();

let m: Awaited<ReturnType<typeof createTestMerchant>>;
let key: string;
beforeAll(async () => {
  m = await createTestMerchant();
  key = m.keys.test.secret;
  await db().$transaction((tx) => addTestFunds(tx, { merchantId: m.merchant.id, mode: "test", currency: "USD", amount: 5000, actor: { type: "cli" } }));
});

const params = (reference: string) => ({ params: Promise.resolve({ reference }) });

/** Statements of this database waiting for a lock while running the refund's one statement. */
async function refundStatementsWaiting(): Promise<number> {
  const [row] = await db().$queryRawUnsafe<{ n: bigint }[]>(
    `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'WITH payment_%'`,
  );
  return Number(row.n);
}

/**
 * Another refund of `amount` (undefined: all) holds the payment's row lock, uncommitted, while an
 * API refund of `apiAmount` reads the payment and reaches its statement; then the other commits.
 * Answers the API's status and body.
 */
async function raceAgainstOpenRefund(reference: string, amount: number | undefined, apiAmount: number) {
  let api: Promise<Response> | undefined;
  await db().$transaction(
    async (tx) => {
      await createRefund(tx, { merchantId: m.merchant.id, mode: "test", otherMode: "not_found", reference, input: amount === undefined ? {} : { amount }, actor: { type: "cli" } });
      api = refundRoute(apiRequest(`/v2/payments/${reference}/refunds`, { key, body: { amount: apiAmount } }), params(reference));
      const deadline = Date.now() + 30_000;
      while ((await refundStatementsWaiting()) === 0) {
        if (Date.now() > deadline) throw new Error("the API's refund never waited for the payment's row lock");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
  const res = await api!;
  return { status: res.status, body: await res.json() };
}

const refundsOf = (paymentId: string) => db().refund.findMany({ where: { paymentId }, orderBy: { createdAt: "asc" } });
const eventsOf = (paymentId: string) => db().event.findMany({ where: { objectId: paymentId }, orderBy: { createdAt: "asc" } });

describe.skipIf(!onPostgres)("a refund racing another change of its payment (PostgreSQL)", () => {
  it("loses to a full refund: INVALID_STATE, and it wrote nothing (no refund, event, audit or money)", async () => {
    const p = await createPaidPayment(key, { amount: 20 });
    const balance = await balanceOf("merchant_available", m.merchant.id, "USD");
    const audits = await db().auditLog.count({ where: { merchantId: m.merchant.id, action: "refund.created" } });

    const api = await raceAgainstOpenRefund(p.reference, undefined, 5);
    expect(api.status).toBe(409);
    expect(api.body.error.code).toBe("INVALID_STATE");
    expect(api.body.message).toMatch(/fully_refunded/);

    const refunds = await refundsOf(p.reference);
    expect(refunds.map((r) => r.amount)).toEqual([2000n]);
    expect((await eventsOf(p.reference)).map((e) => e.type)).toEqual(["payment.success", "payment.fully_refunded"]);
    expect(await db().auditLog.count({ where: { merchantId: m.merchant.id, action: "refund.created" } })).toBe(audits + 1);
    expect(await balanceOf("merchant_available", m.merchant.id, "USD")).toBe(balance - 2000n);
    expect(await db().ledgerTransaction.count({ where: { kind: "refund", referenceId: { in: refunds.map((r) => r.id) } } })).toBe(1);
  });

  it("after a partial refund that leaves too little: INVALID_VALUE naming what remains now", async () => {
    const p = await createPaidPayment(key, { amount: 100 });
    const api = await raceAgainstOpenRefund(p.reference, 60, 50);
    expect(api.status).toBe(400);
    expect(api.body.error.code).toBe("INVALID_VALUE");
    expect(api.body.message).toMatch(/USD 40\.00/);
    expect((await refundsOf(p.reference)).map((r) => r.amount)).toEqual([6000n]);
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).amountRefunded).toBe(6000n);
  });

  it("after a partial refund that leaves enough: refunds with the new figures, its event's payload the committed row's", async () => {
    const p = await createPaidPayment(key, { amount: 100 });
    const api = await raceAgainstOpenRefund(p.reference, 30, 50);
    expect(api.status).toBe(201);
    expect(api.body.data).toMatchObject({ amount: 50, status: "succeeded", payment: { status: "partially_refunded", amount_refunded: 80 } });

    const row = await db().payment.findUniqueOrThrow({ where: { id: p.reference } });
    expect(row.amountRefunded).toBe(8000n);
    // What transitionPayment writes: the payment's public shape as committed, with the refund's details.
    const events = await eventsOf(p.reference);
    expect(events.map((e) => e.type)).toEqual(["payment.success", "payment.partially_refunded", "payment.partially_refunded"]);
    expect(events[2].payload).toEqual({ ...serializePayment(row), refund_reference: api.body.data.refund_reference, refund_amount: 50 });
    expect(api.body.data.payment).toEqual(serializePayment(row));
    expect((await refundsOf(p.reference)).map((r) => r.amount)).toEqual([3000n, 5000n]);
  });
});

describe("a refund's event, answer and rows", () => {
  it("the event's payload is the committed payment's public shape with the refund's details, as transitionPayment writes it", async () => {
    const p = await createPaidPayment(key, { amount: 12.5 });
    const res = await refundRoute(apiRequest(`/v2/payments/${p.reference}/refunds`, { key, body: { amount: 2.5, reason: "one item" } }), params(p.reference));
    const body = await res.json();
    expect(res.status).toBe(201);
    const row = await db().payment.findUniqueOrThrow({ where: { id: p.reference } });
    const [event] = await db().event.findMany({ where: { objectId: p.reference, type: "payment.partially_refunded" } });
    expect(event.payload).toEqual({ ...serializePayment(row), refund_reference: body.data.refund_reference, refund_amount: 2.5 });
    expect(body.data.payment).toEqual(serializePayment(row));
    const refund = await db().refund.findUniqueOrThrow({ where: { id: body.data.refund_reference } });
    expect(refund).toMatchObject({ amount: 250n, status: "succeeded", reason: "one item", connectionId: null, meta: null, merchantReference: null });
    expect(await db().auditLog.findFirst({ where: { targetId: refund.id } })).toMatchObject({
      action: "refund.created",
      actorType: "api",
      details: { payment_reference: p.reference, amount: 2.5, currency: "USD", reason: "one item", payment_status: "partially_refunded" },
    });
  });
});
