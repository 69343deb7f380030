// Refunds (partial, full, over-refund, wrong state, insufficient balance), the
// ledger's own guarantees (append-only, zero-sum, no negative spendable balance, the
// reconciliation check), test funds, and on PostgreSQL: 100 concurrent refunds of one
// payment never refund more than it.
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach, entriesOf } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor, createPaidPayment } from "@/tests/factories/payments";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { POST as refundRoute } from "@/app/v2/payments/[reference]/refunds/route";
import { GET as getRefund } from "@/app/v2/refunds/[reference]/route";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { checkLedger } from "@/lib/ledger/check-ledger";
import { addTestFunds } from "@/lib/ledger/add-test-funds";

setupTestDatabase();
checkLedgerAfterEach();

let m: Awaited<ReturnType<typeof createTestMerchant>>;
let key: string;
beforeAll(async () => {
  m = await createTestMerchant();
  key = m.keys.test.secret;
});

const params = (reference: string) => ({ params: Promise.resolve({ reference }) });
async function refund(reference: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}, k = key) {
  const res = await refundRoute(apiRequest(`/v2/payments/${reference}/refunds`, { key: k, body, headers }), params(reference));
  return { res, body: await res.json() };
}

const refundCount = (paymentId: string) => db().refund.count({ where: { paymentId } });

describe("POST /v2/payments/{reference}/refunds", () => {
  it("refunds part, then the rest; statuses, events, amount_refunded and ledger entries follow", async () => {
    // The fee is not returned, so refunding all of 100.00 needs more than its net 97.10.
    await db().$transaction((tx) => addTestFunds(tx, { merchantId: m.merchant.id, mode: "test", currency: "USD", amount: 500, actor: { type: "cli" } }));
    const p = await createPaidPayment(key, { amount: 100 });
    const before = await balanceOf("merchant_available", m.merchant.id, "USD");

    const first = await refund(p.reference, { amount: 30, reason: "one item returned", merchant_reference: "rf-1" });
    expect(first.res.status).toBe(201);
    expect(first.body.data).toMatchObject({
      refund_reference: expect.stringMatching(/^rfd_/),
      payment_reference: p.reference,
      merchant_reference: "rf-1",
      amount: 30,
      currency: "USD",
      reason: "one item returned",
      status: "succeeded",
      payment: { status: "partially_refunded", amount_refunded: 30, amount: 100 },
    });
    expect(await entriesOf("refund", first.body.data.refund_reference)).toEqual([
      { type: "customer_clearing", ownerId: m.merchant.id, amount: 3000n },
      { type: "merchant_available", ownerId: m.merchant.id, amount: -3000n },
    ]);
    expect(await balanceOf("merchant_available", m.merchant.id, "USD")).toBe(before - 3000n);

    const rest = await refund(p.reference, {});
    expect(rest.body.data).toMatchObject({ amount: 70, payment: { status: "fully_refunded", amount_refunded: 100 } });
    const v = await (await verify(apiRequest(`/v2/payments/${p.reference}/verify`, { key }), params(p.reference))).json();
    expect(v.data).toMatchObject({ status: "fully_refunded", amount_refunded: 100, amount: 100 });
    const events = await db().event.findMany({ where: { objectId: p.reference }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => e.type)).toEqual(["payment.success", "payment.partially_refunded", "payment.fully_refunded"]);
    expect(events[1].payload).toMatchObject({ amount: 100, amount_refunded: 30, refund_amount: 30 });
    // the fee is not returned: merchant paid 2.90 fee and refunded 100
    expect(await balanceOf("merchant_available", m.merchant.id, "USD")).toBe(before - 10000n);
  });

  it("refuses more than what remains (INVALID_VALUE) and writes nothing", async () => {
    const p = await createPaidPayment(key, { amount: 50 });
    await refund(p.reference, { amount: 20 });
    const over = await refund(p.reference, { amount: 30.01 });
    expect(over.res.status).toBe(400);
    expect(over.body.error.code).toBe("INVALID_VALUE");
    expect(over.body.message).toMatch(/USD 30.00/);
    expect(await refundCount(p.reference)).toBe(1);
  });

  it("refuses payments that are not paid (INVALID_STATE) and fully refunded ones", async () => {
    const pending = await createHostedPaymentFor(key);
    const r = await refund(pending.reference, { amount: 1 });
    expect(r.res.status).toBe(409);
    expect(r.body.error.code).toBe("INVALID_STATE");
    const p = await createPaidPayment(key, { amount: 10 });
    await refund(p.reference);
    expect((await refund(p.reference, { amount: 1 })).body.error.code).toBe("INVALID_STATE");
  });

  it("refuses when the merchant's available balance cannot cover it (INSUFFICIENT_BALANCE)", async () => {
    const poor = await createTestMerchant();
    const sub = await createSubaccountFor(poor.keys.test.secret, { currency: "USD", split_value: 90, account: { account_name: "X", account_number: String(1000000000000 + Math.floor(Math.random() * 1e9)), bank_slug: "cbe_usd" } });
    // 100.00: 90.00 to the subaccount, 2.90 fee, 7.10 to the merchant
    const p = await createPaidPayment(poor.keys.test.secret, { amount: 100, subaccounts: [{ subaccount_reference: sub }] });
    expect(await balanceOf("merchant_available", poor.merchant.id, "USD")).toBe(710n);
    const r = await refund(p.reference, { amount: 50 }, {}, poor.keys.test.secret);
    expect(r.res.status).toBe(400);
    expect(r.body.error.code).toBe("INSUFFICIENT_BALANCE");
    expect(r.body.message).toMatch(/USD 7.10 available/);
    expect(await refundCount(p.reference)).toBe(0);
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status).toBe("success");
    expect(await balanceOf("merchant_available", poor.merchant.id, "USD")).toBe(710n);
    // a refund within the balance works, and the subaccount keeps its share
    expect((await refund(p.reference, { amount: 7.1 }, {}, poor.keys.test.secret)).res.status).toBe(201);
    expect(await balanceOf("subaccount", sub, "USD")).toBe(9000n);
  });

  it("validates the body", async () => {
    const p = await createPaidPayment(key, { amount: 10 });
    expect((await refund(p.reference, { amount: 0 })).body.error.code).toBe("INVALID_VALUE");
    expect((await refund(p.reference, { amount: 1.001 })).body.error.code).toBe("INVALID_VALUE");
    expect((await refund(p.reference, { amount: "5" })).body.error.code).toBe("VALIDATION_ERROR");
    expect((await refund(p.reference, { status: "x" })).body.error.code).toBe("VALIDATION_ERROR");
    expect(await refundCount(p.reference)).toBe(0);
  });

  it("merchant_reference is unique per merchant and mode (409)", async () => {
    const a = await createPaidPayment(key, { amount: 10 });
    const b = await createPaidPayment(key, { amount: 10 });
    expect((await refund(a.reference, { amount: 1, merchant_reference: "rf-dup" })).res.status).toBe(201);
    const dup = await refund(b.reference, { amount: 1, merchant_reference: "rf-dup" });
    expect(dup.res.status).toBe(409);
    expect(dup.body.error.code).toBe("RESOURCE_CONFLICT");
    expect(await refundCount(b.reference)).toBe(0);
  });

  it("another merchant's payment is 404; the other mode's is 401; nothing is refunded", async () => {
    const other = await createTestMerchant();
    const theirs = await createPaidPayment(other.keys.test.secret, { amount: 10 });
    const mine = await createPaidPayment(key, { amount: 10 });
    const ledgerBefore = await db().ledgerTransaction.count();

    const foreign = await refund(theirs.reference, { amount: 1 });
    expect(foreign.res.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: "error", error: { code: "NOT_FOUND", details: null } });
    const foreignLive = await refund(theirs.reference, { amount: 1 }, {}, m.keys.live.secret);
    expect(foreignLive.res.status).toBe(404);
    expect(foreignLive.body.error.code).toBe("NOT_FOUND");
    const otherMode = await refund(mine.reference, { amount: 1 }, {}, m.keys.live.secret);
    expect(otherMode.res.status).toBe(401);
    expect(otherMode.body).toMatchObject({ status: "error", error: { code: "UNAUTHORIZED" }, message: expect.stringMatching(/belongs to test mode/) });

    expect(await refundCount(theirs.reference)).toBe(0);
    expect(await refundCount(mine.reference)).toBe(0);
    expect(await db().ledgerTransaction.count()).toBe(ledgerBefore);
    expect((await db().payment.findUniqueOrThrow({ where: { id: theirs.reference } })).status).toBe("success");
    expect((await db().payment.findUniqueOrThrow({ where: { id: mine.reference } })).status).toBe("success");
  });

  it("honours Idempotency-Key: a retried refund refunds once", async () => {
    const p = await createPaidPayment(key, { amount: 40 });
    const a = await refund(p.reference, { amount: 10 }, { "idempotency-key": "refund-once" });
    const b = await refund(p.reference, { amount: 10 }, { "idempotency-key": "refund-once" });
    expect(b.res.headers.get("idempotent-replayed")).toBe("true");
    expect(b.body).toEqual(a.body);
    expect(await refundCount(p.reference)).toBe(1);
  });

  it("GET /v2/refunds/{reference} shows one refund, scoped like payments", async () => {
    const p = await createPaidPayment(key, { amount: 10 });
    const { body } = await refund(p.reference, { amount: 2, merchant_reference: "rf-get" });
    for (const ref of [body.data.refund_reference, "rf-get"]) {
      const res = await getRefund(apiRequest(`/v2/refunds/${ref}`, { key }), params(ref));
      expect((await res.json()).data).toMatchObject({ refund_reference: body.data.refund_reference, amount: 2 });
    }
    const other = await createTestMerchant();
    const foreign = await getRefund(apiRequest(`/v2/refunds/${body.data.refund_reference}`, { key: other.keys.test.secret }), params(body.data.refund_reference));
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.code).toBe("NOT_FOUND");
    const otherMode = await getRefund(apiRequest(`/v2/refunds/${body.data.refund_reference}`, { key: m.keys.live.secret }), params(body.data.refund_reference));
    expect(otherMode.status).toBe(401);
    expect((await otherMode.json()).error.code).toBe("UNAUTHORIZED");
  });
});

describe("ledger guarantees", () => {
  it("entries and transactions cannot be updated or deleted", async () => {
    await createPaidPayment(key, { amount: 5 });
    const entry = await db().ledgerEntry.findFirstOrThrow();
    await expect(db().ledgerEntry.update({ where: { id: entry.id }, data: { amount: 1n } })).rejects.toThrow(/append-only/);
    await expect(db().ledgerEntry.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    await expect(db().ledgerTransaction.deleteMany({})).rejects.toThrow(/append-only/);
  });

  it("a transaction whose entries do not sum to zero is refused", async () => {
    const account = await db().ledgerAccount.findFirstOrThrow({ where: { merchantId: m.merchant.id } });
    await expect(
      db().$transaction(async (tx) => {
        const t = await tx.ledgerTransaction.create({ data: { id: newId("ltx"), mode: "test", kind: "manual", referenceId: newId("ltx"), merchantId: m.merchant.id } });
        await tx.ledgerEntry.create({
          data: { id: newId("len"), transactionId: t.id, accountId: account.id, merchantId: account.merchantId, amount: 5n, currency: account.currency },
        });
      }),
    ).rejects.toThrow(/does not balance/);
  });

  it("a spendable balance cannot go below zero, even by a direct update", async () => {
    const account = await db().ledgerAccount.findFirstOrThrow({ where: { merchantId: m.merchant.id, type: "merchant_available" } });
    await expect(db().ledgerAccount.update({ where: { id: account.id }, data: { balance: -1n } })).rejects.toThrow(/LedgerAccount_spendable_not_negative|check constraint/i);
  });

  it("ledger check reports a balance that disagrees with its entries", async () => {
    const account = await db().ledgerAccount.findFirstOrThrow({ where: { merchantId: m.merchant.id, type: "merchant_available" } });
    await db().ledgerAccount.update({ where: { id: account.id }, data: { balance: { increment: 1n } } });
    try {
      const report = await checkLedger(db(), { merchantId: m.merchant.id });
      expect(report.ok).toBe(false);
      expect(report.problems).toContainEqual({ kind: "balance_mismatch", accountId: account.id, stored: String(account.balance + 1n), fromEntries: String(account.balance) });
    } finally {
      await db().ledgerAccount.update({ where: { id: account.id }, data: { balance: { decrement: 1n } } });
    }
  });

  it("test funds reach the available balance in test mode only", async () => {
    const t = await createTestMerchant();
    await db().$transaction((tx) => addTestFunds(tx, { merchantId: t.merchant.id, mode: "test", currency: "UGX", amount: 50000, actor: { type: "cli" } }));
    expect(await balanceOf("merchant_available", t.merchant.id, "UGX")).toBe(50000n);
    await expect(db().$transaction((tx) => addTestFunds(tx, { merchantId: t.merchant.id, mode: "live", currency: "UGX", amount: 1, actor: { type: "cli" } }))).rejects.toMatchObject({ code: "INVALID_STATE" });
    await expect(db().$transaction((tx) => addTestFunds(tx, { merchantId: t.merchant.id, mode: "test", currency: "UGX", amount: 1.5, actor: { type: "cli" } }))).rejects.toMatchObject({ code: "INVALID_VALUE" });
  });
});

describe.skipIf(!onPostgres)("concurrent refunds (PostgreSQL)", () => {
  it("100 concurrent refunds of one payment never refund more than its amount", async () => {
    const rich = await createTestMerchant();
    await db().$transaction((tx) => addTestFunds(tx, { merchantId: rich.merchant.id, mode: "test", currency: "USD", amount: 10000, actor: { type: "cli" } }));
    const p = await createPaidPayment(rich.keys.test.secret, { amount: 50 });
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => refund(p.reference, { amount: i % 2 ? 1 : 0.75 }, {}, rich.keys.test.secret)));
    const created = results.filter((r) => r.res.status === 201);
    const refunded = await db().refund.aggregate({ where: { paymentId: p.reference }, _sum: { amount: true }, _count: true });
    const after = await db().payment.findUniqueOrThrow({ where: { id: p.reference } });
    expect(refunded._sum.amount! <= 5000n).toBe(true);
    expect(after.amountRefunded).toBe(refunded._sum.amount);
    expect(refunded._count).toBe(created.length);
    expect(created.length).toBeGreaterThan(40); // most fit: 50 × 0.875 average = 43.75
    for (const r of results.filter((x) => x.res.status !== 201)) expect(["INVALID_VALUE", "INVALID_STATE"]).toContain(r.body.error.code);
  });

  it("100 concurrent full refunds of one payment refund it exactly once", async () => {
    const rich = await createTestMerchant();
    await db().$transaction((tx) => addTestFunds(tx, { merchantId: rich.merchant.id, mode: "test", currency: "USD", amount: 10000, actor: { type: "cli" } }));
    const p = await createPaidPayment(rich.keys.test.secret, { amount: 20 });
    const results = await Promise.all(Array.from({ length: 100 }, () => refund(p.reference, {}, {}, rich.keys.test.secret)));
    expect(results.filter((r) => r.res.status === 201)).toHaveLength(1);
    expect(await refundCount(p.reference)).toBe(1);
  });
});
