// POST /v2/charges and POST /v2/charges/{reference}/authorize against the
// simulator's wallet numbers (docs/testing.md): every outcome, the OTP step and its tries, a push
// confirmed later by status sync, every refusal with nothing written, splits, the Idempotency-Key
// (a repeat answers the same body and charges once, two at once too) and isolation by merchant and mode.
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { createChargeFor, etWallet, postAuthorize, postCharge, validChargeBody } from "@/tests/factories/charges";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { db } from "@/lib/db";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { PUSH_MESSAGE } from "@/lib/charges/serialize-direct-charge";

setupTestDatabase();
checkLedgerAfterEach();

let m: Awaited<ReturnType<typeof createTestMerchant>>;
let key: string;
beforeAll(async () => {
  m = await createTestMerchant({ name: "Addis Shop" });
  key = m.keys.test.secret;
});

const counts = async (merchantId = m.merchant.id) => ({
  payments: await db().payment.count({ where: { merchantId } }),
  attempts: await db().paymentAttempt.count({ where: { merchantId } }),
  audits: await db().auditLog.count({ where: { merchantId } }),
  keys: await db().idempotencyKey.count({ where: { merchantId } }),
});
const testKeyId = async () => (await db().apiKey.findFirstOrThrow({ where: { merchantId: m.merchant.id, mode: "test", kind: "secret" } })).id;
const events = (id: string) => db().event.findMany({ where: { objectId: id }, orderBy: { createdAt: "asc" } });

async function verifyData(reference: string, k = key) {
  const res = await verify(apiRequest(`/v2/payments/${reference}/verify`, { key: k }), { params: Promise.resolve({ reference }) });
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

describe("POST /v2/charges: outcomes by wallet number", () => {
  it("0001 succeeds at once: 201, the payment as verify shows it, next_action null, one payment.success event", async () => {
    const { res, body } = await postCharge(key, {
      ...validChargeBody,
      phone_number: "0911 11 0001", // the checkout's rule: a local Ethiopian number, stored in E.164
      merchant_reference: "order-dc-1",
      customer: { first_name: "Abebe", email: "abebe@example.test" },
      meta: { order_id: "dc-1" },
    });
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ status: "success", message: "Direct charge created" });
    const data = body.data;
    expect(data).toMatchObject({
      status: "success",
      payment_type: "Direct charge",
      payment_method: "telebirr",
      amount: 100,
      currency: "ETB",
      merchant_reference: "order-dc-1",
      customer: { first_name: "Abebe", email: "abebe@example.test", phone_number: "+251911110001" },
      meta: { order_id: "dc-1" },
      attempts: 1,
      next_action: null,
      failure_reason: null,
      mode: "test",
    });
    expect(data.gateway_reference).toMatch(/^pay_/);
    expect(data.paid_at).not.toBeNull();
    // The same payment as verify answers it, plus next_action and failure_reason.
    const { next_action, failure_reason, ...payment } = data;
    expect(next_action).toBeNull();
    expect(failure_reason).toBeNull();
    expect(await verifyData(data.gateway_reference)).toEqual(payment);
    const [event] = await events(data.gateway_reference);
    expect(event.type).toBe("payment.success");
    expect((event.payload as { payment_type: string }).payment_type).toBe("Direct charge");
    // Audited with the key, as every payment creation.
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: m.merchant.id, targetId: data.gateway_reference } });
    expect(audit).toMatchObject({ action: "payment.created", actorType: "api", apiKeyId: await testKeyId() });
  });

  it("0002 is declined: still 201 (the charge exists), status failed with the wallet's reason, a payment.failed event", async () => {
    const data = await createChargeFor(key, { phone_number: etWallet("0002") });
    expect(data).toMatchObject({ status: "failed", next_action: null, payment_type: "Direct charge" });
    expect(data.failure_reason).toEqual(expect.any(String));
    expect(data.failure_reason.length).toBeGreaterThan(5);
    expect((await events(data.gateway_reference)).map((e) => e.type)).toEqual(["payment.failed"]);
    expect((await verifyData(data.gateway_reference)).status).toBe("failed");
  });

  it("0004 is blocked: final, with its reason", async () => {
    const data = await createChargeFor(key, { phone_number: etWallet("0004"), method: "mpesa" });
    expect(data).toMatchObject({ status: "blocked", next_action: null, payment_method: "mpesa" });
    expect(data.failure_reason).toEqual(expect.any(String));
  });

  it("0005 waits on the phone (next_action push); status sync confirms it 30 s later: payment.success", async () => {
    const data = await createChargeFor(key, { phone_number: etWallet("0005") });
    expect(data).toMatchObject({ status: "pending", next_action: { type: "push", message: PUSH_MESSAGE }, failure_reason: null });
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: data.gateway_reference } });
    expect(attempt.outcome).toBe("pending");
    await db().paymentAttempt.update({ where: { id: attempt.id }, data: { createdAt: new Date(Date.now() - 31_000) } });
    await db().job.updateMany({ where: { doneAt: null, type: "payment.confirm_pending_attempt", objectId: attempt.id }, data: { runAt: new Date(Date.now() - 1000) } });
    expect(await runDueJobs(db())).toBeGreaterThanOrEqual(1);
    expect((await verifyData(data.gateway_reference)).status).toBe("success");
    expect((await events(data.gateway_reference)).map((e) => e.type)).toEqual(["payment.success"]);
  });

  it("takes each currency's wallets: MTN MoMo in UGX (a local number), WAAFI in DJF", async () => {
    const ug = await createChargeFor(key, { amount: 5000, currency: "UGX", method: "mtn_momo", phone_number: "0772 12 0001" });
    expect(ug).toMatchObject({ status: "success", amount: 5000, currency: "UGX", customer: { phone_number: "+256772120001" } });
    const dj = await createChargeFor(key, { amount: 500, currency: "DJF", method: "waafi", phone_number: "+253 77 12 0001" });
    expect(dj).toMatchObject({ status: "success", payment_method: "waafi" });
  });
});

describe("the OTP step: POST /v2/charges/{reference}/authorize", () => {
  it("0003 answers next_action otp; a wrong code is 400 with the tries left and changes nothing; 123456 succeeds", async () => {
    const data = await createChargeFor(key, { phone_number: etWallet("0003") });
    expect(data.status).toBe("auth_needed");
    expect(data.next_action).toEqual({
      type: "otp",
      message: expect.any(String),
      authorize_url: expect.stringMatching(new RegExp(`/v2/charges/${data.gateway_reference}/authorize$`)),
      tries_left: 3,
    });
    const wrong = await postAuthorize(key, data.gateway_reference, { otp: "000000" });
    expect(wrong.res.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: "INVALID_VALUE", details: [{ field: "otp", message: "wrong code; 2 tries left" }] });
    expect(wrong.body.message).toBe("wrong OTP: 2 tries left");
    expect((await verifyData(data.gateway_reference)).status).toBe("auth_needed");
    const eventTypes = async () => (await events(data.gateway_reference)).map((e) => e.type);
    expect(await eventTypes()).toEqual(["payment.auth_needed"]);

    const right = await postAuthorize(key, data.gateway_reference, { otp: "123456" });
    expect(right.res.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.data).toMatchObject({ gateway_reference: data.gateway_reference, status: "success", next_action: null, payment_type: "Direct charge" });
    expect(await eventTypes()).toEqual(["payment.auth_needed", "payment.success"]);
    // Each code sent is audited with the key.
    const tries = await db().auditLog.findMany({ where: { merchantId: m.merchant.id, targetId: data.gateway_reference, action: "payment.otp_submitted" } });
    expect(tries.map((t) => t.apiKeyId)).toEqual([await testKeyId(), await testKeyId()]);

    // Paid: no code is waited for any more.
    const again = await postAuthorize(key, data.gateway_reference, { otp: "123456" });
    expect(again.res.status).toBe(409);
    expect(again.body.error.code).toBe("INVALID_STATE");
  });

  it("the third wrong code fails the charge and answers it (200, status failed)", async () => {
    const data = await createChargeFor(key, { phone_number: etWallet("0003") });
    expect((await postAuthorize(key, data.gateway_reference, { otp: "111111" })).body.error.details[0].message).toBe("wrong code; 2 tries left");
    expect((await postAuthorize(key, data.gateway_reference, { otp: "222222" })).body.error.details[0].message).toBe("wrong code; 1 try left");
    const last = await postAuthorize(key, data.gateway_reference, { otp: "333333" });
    expect(last.res.status).toBe(200);
    expect(last.body.data).toMatchObject({ status: "failed", next_action: null, failure_reason: "The verification code was wrong 3 times" });
  });

  it("refuses a malformed code, an unknown field, and references that are not this merchant's direct charge in this mode", async () => {
    const data = await createChargeFor(key, { phone_number: etWallet("0003") });
    const bad = await postAuthorize(key, data.gateway_reference, { otp: "12ab" });
    expect(bad.res.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_ERROR");
    expect((await postAuthorize(key, data.gateway_reference, { otp: "123456", status: "success" })).body.error.code).toBe("VALIDATION_ERROR");

    const other = await createTestMerchant();
    const foreign = await postAuthorize(other.keys.test.secret, data.gateway_reference, { otp: "123456" });
    expect(foreign.res.status).toBe(404);
    expect(foreign.body.error.code).toBe("NOT_FOUND");
    const otherMode = await postAuthorize(m.keys.live.secret, data.gateway_reference, { otp: "123456" });
    expect(otherMode.res.status).toBe(401);
    // A hosted payment is not a direct charge, even in auth_needed.
    const hosted = await createHostedPaymentFor(key, { amount: 100, currency: "ETB" });
    const notCharge = await postAuthorize(key, hosted.reference, { otp: "123456" });
    expect(notCharge.res.status).toBe(404);
    expect((await postAuthorize(key, "pay_0000000000000000000000", { otp: "123456" })).res.status).toBe(404);
    // None of them used a try or changed the charge.
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: data.gateway_reference } });
    expect(attempt).toMatchObject({ outcome: "auth_needed", otpTriesLeft: 3 });
    expect((await verifyData(data.gateway_reference)).status).toBe("auth_needed");
  });
});

describe("refusals write nothing", () => {
  const cases: [string, Record<string, unknown>, number, string, string?][] = [
    ["an unknown field", { ...validChargeBody, status: "success" }, 400, "VALIDATION_ERROR"],
    ["no method", { amount: 100, currency: "ETB", phone_number: etWallet("0001") }, 400, "VALIDATION_ERROR", "method"],
    ["no phone_number", { amount: 100, currency: "ETB", method: "telebirr" }, 400, "VALIDATION_ERROR", "phone_number"],
    ["an amount as text", { ...validChargeBody, amount: "100" }, 400, "VALIDATION_ERROR", "amount"],
    ["a card", { ...validChargeBody, method: "card" }, 400, "INVALID_VALUE", "method"],
    ["a bank transfer", { ...validChargeBody, method: "bank_transfer" }, 400, "INVALID_VALUE", "method"],
    ["an unknown method", { ...validChargeBody, method: "paypal" }, 400, "INVALID_VALUE", "method"],
    ["a wallet of another currency", { ...validChargeBody, method: "mtn_momo" }, 400, "INVALID_VALUE", "method"],
    ["a number of another country", { ...validChargeBody, phone_number: "+256772120001" }, 400, "INVALID_VALUE", "phone_number"],
    ["a number that is not one", { ...validChargeBody, phone_number: "12345" }, 400, "INVALID_VALUE", "phone_number"],
    ["an unsupported currency", { ...validChargeBody, currency: "EUR" }, 400, "INVALID_VALUE", "currency"],
    ["too many decimals", { ...validChargeBody, amount: 10.005 }, 400, "INVALID_VALUE", "amount"],
    ["a zero amount", { ...validChargeBody, amount: 0 }, 400, "INVALID_VALUE", "amount"],
    ["fee_bearer subaccounts without split rules", { ...validChargeBody, fee_bearer: "subaccounts" }, 400, "INVALID_VALUE", "fee_bearer"],
    ["an unknown subaccount", { ...validChargeBody, subaccounts: [{ subaccount_reference: "sub_0000000000000000000000" }] }, 404, "NOT_FOUND"],
    ["a malformed customer e-mail", { ...validChargeBody, customer: { email: "not-mail" } }, 400, "VALIDATION_ERROR", "customer.email"],
  ];
  for (const [name, body, status, code, field] of cases) {
    it(`${name}: ${status} ${code}`, async () => {
      const before = await counts();
      const { res, body: json } = await postCharge(key, body, { "Idempotency-Key": `refused-${name}` });
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(json).toMatchObject({ status: "error", error: { code } });
      if (field) expect((json.error.details ?? []).map((d: { field: string }) => d.field), JSON.stringify(json)).toContain(field);
      const after = await counts();
      // A refused charge writes nothing: no payment, attempt or audit record; only a business
      // refusal (NOT_FOUND) is kept under its Idempotency-Key for replay, as for every route.
      expect({ ...after, keys: 0 }).toEqual({ ...before, keys: 0 });
      expect(after.keys - before.keys).toBe(code === "NOT_FOUND" ? 1 : 0);
    });
  }

  it("a merchant_reference already used is 409 RESOURCE_CONFLICT and charges nothing", async () => {
    await createChargeFor(key, { merchant_reference: "dc-dup" });
    const before = await counts();
    const { res, body } = await postCharge(key, { ...validChargeBody, merchant_reference: "dc-dup" });
    expect(res.status).toBe(409);
    expect(body.error.code).toBe("RESOURCE_CONFLICT");
    expect(await counts()).toEqual(before);
  });

  it("live mode without a connection serving the wallet: 409 INVALID_STATE, nothing written", async () => {
    const before = await counts();
    const { res, body } = await postCharge(m.keys.live.secret, validChargeBody);
    expect(res.status, JSON.stringify(body)).toBe(409);
    expect(body.error).toMatchObject({ code: "INVALID_STATE", details: [{ field: "method" }] });
    expect(body.message).toMatch(/not available for live payments/);
    expect(await counts()).toEqual(before);
  });
});

describe("split rules", () => {
  it("splits a direct charge as it splits a hosted payment, fee borne by the subaccounts", async () => {
    const sub = await createSubaccountFor(key, { split_type: "percentage", split_value: 20 });
    const data = await createChargeFor(key, { amount: 1000, subaccounts: [{ subaccount_reference: sub }], fee_bearer: "subaccounts" });
    expect(data).toMatchObject({ status: "success", fee_bearer: "subaccounts", split: [{ subaccount_reference: sub, split_type: "percentage", split_value: 20, amount: 200 }] });
    expect(data.split[0].fee).toBe(data.service_fee);
  });
});

describe("Idempotency-Key", () => {
  it("a repeat answers the same body (Idempotent-Replayed) and charges once; another body under the key is 422", async () => {
    const headers = { "Idempotency-Key": "dc-idem-1" };
    const body = { ...validChargeBody, merchant_reference: "dc-idem-1" };
    const first = await postCharge(key, body, headers);
    expect(first.res.status).toBe(201);
    const before = await counts();
    const repeat = await postCharge(key, body, headers);
    expect(repeat.res.status).toBe(201);
    expect(repeat.res.headers.get("Idempotent-Replayed")).toBe("true");
    expect(repeat.body).toEqual(first.body);
    expect(await counts()).toEqual(before);
    expect(await db().paymentAttempt.count({ where: { paymentId: first.body.data.gateway_reference } })).toBe(1);
    const other = await postCharge(key, { ...body, amount: 200 }, headers);
    expect(other.res.status).toBe(422);
    expect(other.body.error.code).toBe("IDEMPOTENCY_KEY_MISMATCH");
  });

  it("a pending charge's answer is replayed as first given, even after the charge moved on", async () => {
    const headers = { "Idempotency-Key": "dc-idem-otp" };
    const first = await postCharge(key, { ...validChargeBody, phone_number: etWallet("0003") }, headers);
    expect(first.body.data.status).toBe("auth_needed");
    expect((await postAuthorize(key, first.body.data.gateway_reference, { otp: "123456" })).body.data.status).toBe("success");
    const repeat = await postCharge(key, { ...validChargeBody, phone_number: etWallet("0003") }, headers);
    expect(repeat.body).toEqual(first.body);
    expect(await db().payment.count({ where: { merchantId: m.merchant.id, paymentType: "Direct charge", id: first.body.data.gateway_reference } })).toBe(1);
  });

  it("two requests at once with the same key: one charge; the other is the same answer or 409 IDEMPOTENCY_KEY_IN_USE", async () => {
    const merchant = await createTestMerchant();
    const k = merchant.keys.test.secret;
    const headers = { "Idempotency-Key": "dc-idem-race" };
    const body = { ...validChargeBody, merchant_reference: "race-1" };
    const answers = await Promise.all(Array.from({ length: onPostgres ? 6 : 2 }, () => postCharge(k, body, headers)));
    const created = answers.filter((a) => a.res.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) {
      if (a.res.status === 201) expect(a.body).toEqual(created[0].body);
      else expect([a.res.status, a.body.error.code]).toEqual([409, "IDEMPOTENCY_KEY_IN_USE"]);
    }
    expect(await db().payment.count({ where: { merchantId: merchant.merchant.id } })).toBe(1);
    expect(await db().paymentAttempt.count({ where: { merchantId: merchant.merchant.id } })).toBe(1);
    // Once answered, the key replays it.
    const later = await postCharge(k, body, headers);
    expect(later.body).toEqual(created[0].body);
  });
});
