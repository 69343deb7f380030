// The v1 compatibility layer: GET /v1/banks, POST /v1/transfers,
// GET /v1/transfers/verify/{reference}, POST /v1/refund/{tx_ref} and
// GET /v1/refund/{ref_id}/verify, over the v2 registry, payout and refund services. Every
// answer is pinned whole, for JSON and form bodies, success and each error; refusals write nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { callV1, v1Failed, type V1Body } from "@/tests/support/v1";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { addTestFundsFor } from "@/tests/factories/funds";
import { GET as banks } from "@/app/v1/banks/route";
import { POST as transfer } from "@/app/v1/transfers/route";
import { GET as verifyTransfer } from "@/app/v1/transfers/verify/[reference]/route";
import { POST as refund } from "@/app/v1/refund/[reference]/route";
import { GET as verifyRefund } from "@/app/v1/refund/[reference]/verify/route";
import { POST as initialize } from "@/app/v1/transaction/initialize/route";
import { GET as verifyPayment } from "@/app/v1/transaction/verify/[tx_ref]/route";
import { GET as verifyPayoutV2 } from "@/app/v2/payouts/[reference]/verify/route";
import { GET as getRefundV2 } from "@/app/v2/refunds/[reference]/route";
import { db } from "@/lib/db";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { BANKS } from "@/lib/catalog/banks";
import type { Payout, Refund } from "@/lib/generated/prisma/client";

setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let m: Merchant;
let other: Merchant;
let key: string;
beforeAll(async () => {
  m = await createTestMerchant();
  other = await createTestMerchant();
  key = m.keys.test.secret;
});

async function effects() {
  const counts = await Promise.all([
    db().payout.count(),
    db().refund.count(),
    db().ledgerTransaction.count(),
    db().auditLog.count(),
    db().event.count(),
    db().job.count(),
    db().idempotencyKey.count(),
  ]);
  const payments = await db().payment.findMany({ select: { id: true, status: true, amountRefunded: true }, orderBy: { id: "asc" } });
  return JSON.stringify({ counts, payments: payments.map((p) => [p.id, p.status, String(p.amountRefunded)]) });
}

const send = (body: V1Body, k: string | null = key) => callV1(transfer, "/v1/transfers", { key: k ?? undefined, body });
const verifyT = (reference: string, k = key) => callV1(verifyTransfer, `/v1/transfers/verify/${reference}`, { key: k, params: { reference } });
const refundOf = (txRef: string, body?: V1Body, k = key) => callV1(refund, `/v1/refund/${txRef}`, { key: k, method: "POST", body, params: { reference: txRef } });
const verifyR = (refId: string, k = key) => callV1(verifyRefund, `/v1/refund/${refId}/verify`, { key: k, params: { reference: refId } });

describe("GET /v1/banks", () => {
  const cbe = {
    id: 1,
    slug: "cbe",
    swift: "CBETETAA",
    name: "Commercial Bank of Ethiopia",
    acct_length: 13,
    country_id: 231,
    is_mobilemoney: 0,
    is_active: 1,
    is_rtgs: 1,
    active: 1,
    is_24hrs: 0,
    created_at: "2026-11-25T00:00:00.000Z",
    updated_at: "2026-11-25T00:00:00.000Z",
    currency: "ETB",
  };
  const telebirr = { ...cbe, id: 5, slug: "telebirr", swift: null, name: "telebirr", acct_length: 10, is_mobilemoney: 1, is_rtgs: 0, is_24hrs: 1 };

  it("answers { message, data } with every registry entry under its fixed integer id", async () => {
    const res = await callV1(banks, "/v1/banks", { key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["message", "data"]);
    expect(res.body.message).toBe("Banks retrieved");
    expect(res.body.data).toHaveLength(BANKS.length);
    expect(res.body.data[0]).toEqual(cbe);
    expect(res.body.data.find((b: { slug: string }) => b.slug === "telebirr")).toEqual(telebirr);
    expect(res.body.data.find((b: { slug: string }) => b.slug === "waafi")).toEqual({ ...telebirr, id: 14, slug: "waafi", name: "WAAFI", acct_length: 8, country_id: 262, currency: "DJF" });
    // The ids are the registry's own, one per entry, stable across releases.
    expect(res.body.data.map((b: { id: number; slug: string }) => `${b.id}:${b.slug}`)).toEqual(BANKS.map((b) => `${b.id}:${b.slug}`));
    expect(new Set(BANKS.map((b) => b.id)).size).toBe(BANKS.length);
  });

  it("?currency= keeps one currency's; a bad key is 401, an unknown query field 400", async () => {
    const etb = await callV1(banks, "/v1/banks?currency=etb", { key });
    expect(etb.body.data.map((b: { slug: string }) => b.slug)).toEqual(["cbe", "awash", "dashen", "boa", "telebirr", "cbebirr", "mpesa_et"]);
    expect(await callV1(banks, "/v1/banks", { key: "sk_test_nope" })).toMatchObject({ status: 401, body: v1Failed("Invalid API Key or User doesn't exist") });
    expect(await callV1(banks, "/v1/banks?country=ET", { key })).toMatchObject({ status: 400, body: v1Failed({ country: ["Unknown field"] }) });
  });
});

describe("POST /v1/transfers and GET /v1/transfers/verify/{reference}", () => {
  const expectedTransfer = (p: Payout, fields: Record<string, unknown>) => ({
    message: "Transfer details",
    status: "success",
    data: {
      account_name: p.accountName,
      account_number: p.accountNumber,
      currency: p.currency,
      mode: "test",
      gateway_transfer_id: p.id,
      bank_name: p.bankName,
      tx_ref: p.merchantReference,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
      ...fields,
    },
  });

  it("insufficient balance is 400 in the v1 envelope and writes nothing", async () => {
    const before = await effects();
    const res = await send({ json: { account_name: "Abebe", account_number: "1000123450000", amount: 100, currency: "ETB", reference: "tr-broke", bank_code: 1 } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(v1Failed("Insufficient balance: ETB 0.00 available, ETB 110.00 needed"));
    expect(await effects()).toBe(before);
  });

  it("JSON: Transfer Queued Successfully with the reference; verify shows it pending, then success after the worker", async () => {
    await addTestFundsFor(key, 1000);
    const res = await send({ json: { account_name: "Abebe Kebede", account_number: "1000123450000", amount: "100.25", currency: "ETB", reference: "tr-json-1", bank_code: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Transfer Queued Successfully", status: "success", data: "tr-json-1" });
    let p = await db().payout.findUniqueOrThrow({ where: { merchantId_mode_merchantReference: { merchantId: m.merchant.id, mode: "test", merchantReference: "tr-json-1" } } });
    expect(p).toMatchObject({ amount: 10025n, fee: 1000n, bankSlug: "cbe", origin: "api" });
    const pending = await verifyT("tr-json-1");
    expect(pending.body).toEqual(
      expectedTransfer(p, { mobile: null, amount: 100.25, charge: 10, transfer_method: "bank", narration: null, bank_code: 1, status: "pending" }),
    );
    while ((await runDueJobs(db())) > 0);
    p = await db().payout.findUniqueOrThrow({ where: { id: p.id } });
    expect(p.status).toBe("success");
    for (const reference of ["tr-json-1", p.id]) {
      expect((await verifyT(reference)).body).toEqual(
        expectedTransfer(p, { mobile: null, amount: 100.25, charge: 10, transfer_method: "bank", narration: null, bank_code: 1, status: "success" }),
      );
    }
    // The same payout through v2.
    const v2 = await verifyPayoutV2(apiRequest("/v2/payouts/tr-json-1/verify", { key }), { params: Promise.resolve({ reference: "tr-json-1" }) });
    expect(await v2.json()).toMatchObject({ data: { gateway_reference: p.id, merchant_reference: "tr-json-1", status: "success", amount: 100.25 } });
  });

  it("form: a wallet by its text bank_code, no reference (the answer is the gateway reference); failed outcomes are failed", async () => {
    await addTestFundsFor(key, 100);
    const res = await send({ form: { account_name: "Almaz", account_number: "0911221111", amount: "20", currency: "ETB", bank_code: "5" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Transfer Queued Successfully", status: "success", data: expect.stringMatching(/^po_[0-9A-Za-z]{22}$/) });
    while ((await runDueJobs(db())) > 0);
    const p = await db().payout.findUniqueOrThrow({ where: { id: res.body.data } });
    expect(p.status).toBe("failed"); // …1111: the simulator's closed account
    expect((await verifyT(p.id)).body).toEqual(
      expectedTransfer(p, { account_number: "+251911221111", mobile: "+251911221111", amount: 20, charge: 5, transfer_method: "mobile_money", narration: null, bank_code: 5, status: "failed" }),
    );
  });

  it("refusals: unknown bank_code and fields (per field), a bank of another currency, a reused reference; nothing written", async () => {
    await addTestFundsFor(key, 100);
    expect((await send({ json: { account_name: "A", account_number: "1000123450000", amount: 1, currency: "ETB", reference: "tr-dup", bank_code: 1 } })).status).toBe(200);
    const before = await effects();
    const cases: [V1Body, unknown][] = [
      [{ json: { account_name: "A", account_number: "1000123450000", amount: 1, currency: "ETB", bank_code: 999 } }, { bank_code: ["is not a bank id; see GET /v1/banks"] }],
      [{ form: { account_name: "A", account_number: "1000123450000", amount: "1", currency: "ETB", bank_code: "cbe" } }, { bank_code: ["must be a bank id from GET /v1/banks"] }],
      [{ json: { account_name: "A", account_number: "1", amount: 1, currency: "ETB", bank_code: 1, bank_slug: "cbe" } }, { bank_slug: ["Unknown field"] }],
      [{ json: {} }, { account_name: ["must be a string"], account_number: ["must be a string"], amount: ["must be a number"], currency: ["must be a string"], bank_code: ["must be a bank id from GET /v1/banks"] }],
      [{ json: { account_name: "A", account_number: "1000123450000", amount: 1, currency: "UGX", bank_code: 1 } }, "Commercial Bank of Ethiopia accounts are in ETB, not UGX"],
      [{ json: { account_name: "A", account_number: "12", amount: 1, currency: "ETB", bank_code: 1 } }, "Invalid account number for Commercial Bank of Ethiopia: expected 13 digits"],
      [{ json: { account_name: "A", account_number: "1000123450000", amount: 1, currency: "ETB", reference: "tr-dup", bank_code: 1 } }, "Transfer reference has been used before"],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(v1Failed(message));
    }
    expect(await effects()).toBe(before);
  });

  it("an unknown or another merchant's reference is 404; the other mode's key 401", async () => {
    await addTestFundsFor(key, 100);
    await send({ json: { account_name: "A", account_number: "1000123450000", amount: 1, currency: "ETB", reference: "tr-mine", bank_code: 1 } });
    for (const [r, k] of [["tr-none", key], ["tr-mine", other.keys.test.secret]]) expect(await verifyT(r, k)).toMatchObject({ status: 404, body: v1Failed("Invalid transfer or Transfer not found") });
    expect(await verifyT("tr-mine", m.keys.live.secret)).toMatchObject({
      status: 401,
      body: v1Failed("Live and test keys cannot be mixed: this reference belongs to test mode; use your test secret key"),
    });
  });
});

describe("POST /v1/refund/{tx_ref} and GET /v1/refund/{ref_id}/verify", () => {
  const card = { method: "card" as const, card: { number: "4242424242424242", expMonth: 1, expYear: 2040, cvc: "123", name: "A", brand: "visa" as const, last4: "4242" } };
  async function paidV1Payment(txRef: string, amount = 100) {
    const res = await callV1(initialize, "/v1/transaction/initialize", { key, body: { json: { amount, currency: "ETB", tx_ref: txRef } } });
    await submitPaymentAttempt(String(res.body.data.checkout_url).split("/checkout/")[1], card);
    return db().payment.findUniqueOrThrow({ where: { merchantId_mode_merchantReference: { merchantId: m.merchant.id, mode: "test", merchantReference: txRef } } });
  }
  const expectedRefund = (r: Refund, fields: Record<string, unknown>) => ({ ref_id: r.id, currency: "ETB", status: "success", created_at: r.createdAt.toISOString(), ...fields });

  it("form: a partial refund with reason, reference and meta[…]; then a full refund with no body; verify answers each", async () => {
    const p = await paidV1Payment("rf-pay-1");
    const partial = await refundOf("rf-pay-1", { form: [["reason", "damaged"], ["amount", "30.5"], ["reference", "rf-1"], ["meta[ticket]", "T-9"]] });
    expect(partial.status).toBe(200);
    const r1 = await db().refund.findFirstOrThrow({ where: { paymentId: p.id, merchantReference: "rf-1" } });
    const body1 = expectedRefund(r1, { tx_ref: "rf-pay-1", reference: "rf-1", amount: 30.5, reason: "damaged", meta: { ticket: "T-9" } });
    expect(partial.body).toEqual({ message: "Refund processed successfully", status: "success", data: body1 });
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("partially_refunded");
    // A refunded payment did succeed: v1 keeps calling it success (the refund has its own status).
    expect((await callV1(verifyPayment, "/v1/transaction/verify/rf-pay-1", { key, params: { tx_ref: "rf-pay-1" } })).body.data.status).toBe("success");

    const full = await refundOf("rf-pay-1");
    const r2 = await db().refund.findFirstOrThrow({ where: { paymentId: p.id, merchantReference: null } });
    const body2 = expectedRefund(r2, { tx_ref: "rf-pay-1", reference: null, amount: 69.5, reason: null, meta: null });
    expect(full.body).toEqual({ message: "Refund processed successfully", status: "success", data: body2 });

    for (const [refId, data] of [[r1.id, body1], ["rf-1", body1], [r2.id, body2]] as const) {
      expect(await verifyR(refId)).toMatchObject({ status: 200, body: { message: "Refund details", status: "success", data } });
      expect((await verifyR(refId)).body).toEqual({ message: "Refund details", status: "success", data });
    }
    // The refund is v2's refund too.
    const v2 = await getRefundV2(apiRequest(`/v2/refunds/${r1.id}`, { key }), { params: Promise.resolve({ reference: r1.id }) });
    expect(await v2.json()).toMatchObject({ data: { refund_reference: r1.id, payment_reference: p.id, amount: 30.5, merchant_reference: "rf-1" } });
  });

  it("JSON: a v2 payment refunds through v1 by its merchant reference", async () => {
    const v2 = await createHostedPaymentFor(key, { amount: 40, currency: "ETB", merchant_reference: "rf-v2-made" });
    await submitPaymentAttempt(v2.token, card);
    const res = await refundOf("rf-v2-made", { json: { amount: 10, reason: "goodwill" } });
    const r = await db().refund.findFirstOrThrow({ where: { paymentId: v2.reference } });
    expect(res.body).toEqual({ message: "Refund processed successfully", status: "success", data: expectedRefund(r, { tx_ref: "rf-v2-made", reference: null, amount: 10, reason: "goodwill", meta: null }) });
  });

  it("refusals: more than is left, an unpaid payment, a reused reference, unknown fields, unknown payments; nothing written", async () => {
    await paidV1Payment("rf-pay-2", 50);
    expect((await refundOf("rf-pay-2", { json: { amount: 1, reference: "rf-dup" } })).status).toBe(200);
    await callV1(initialize, "/v1/transaction/initialize", { key, body: { json: { amount: 5, currency: "ETB", tx_ref: "rf-unpaid" } } });
    const before = await effects();
    const cases: [string, V1Body | undefined, number, unknown][] = [
      ["rf-pay-2", { json: { amount: 100 } }, 400, "amount exceeds what can still be refunded (ETB 49.00)"],
      ["rf-unpaid", undefined, 400, "Only successful payments can be refunded; this payment is pending"],
      ["rf-pay-2", { json: { amount: 1, reference: "rf-dup" } }, 400, "Refund reference has been used before"],
      ["rf-pay-2", { form: { amount: "1", merchant_reference: "x" } }, 400, { merchant_reference: ["Unknown field"] }],
      ["rf-pay-2", { json: { amount: "1.005" } }, 400, "ETB amounts have at most 2 decimal places"],
      ["rf-nothing", { json: { amount: 1 } }, 404, "Invalid transaction or Transaction not found"],
    ];
    for (const [txRef, body, status, message] of cases) {
      const res = await refundOf(txRef, body);
      expect([txRef, res.status, res.body]).toEqual([txRef, status, v1Failed(message)]);
    }
    expect(await refundOf("rf-pay-2", { json: { amount: 1 } }, other.keys.test.secret)).toMatchObject({ status: 404, body: v1Failed("Invalid transaction or Transaction not found") });
    expect(await refundOf("rf-pay-2", { json: { amount: 1 } }, m.keys.live.secret)).toMatchObject({
      status: 401,
      body: v1Failed("Live and test keys cannot be mixed: this reference belongs to test mode; use your test secret key"),
    });
    expect(await verifyR("rfd_nothing")).toMatchObject({ status: 404, body: v1Failed("Invalid refund or Refund not found") });
    expect(await effects()).toBe(before);
  });
});
