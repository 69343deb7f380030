// POST /v1/charges?type= and POST /v1/validate?type=, Chapa's direct charge and its
// authorize step, on the v2 services: the same payment (payment_type "Direct charge"), attempt,
// events and verify; Chapa's type names, local mobile numbers, form bodies, v1's envelopes and
// statuses, refusals with nothing written, the Idempotency-Key, and isolation by merchant and mode.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { callV1, v1Failed } from "@/tests/support/v1";
import { POST as charges } from "@/app/v1/charges/route";
import { POST as validate } from "@/app/v1/validate/route";
import { GET as v1Verify } from "@/app/v1/transaction/verify/[tx_ref]/route";
import { db } from "@/lib/db";

setupTestDatabase();
checkLedgerAfterEach();

let m: Awaited<ReturnType<typeof createTestMerchant>>;
let key: string;
beforeAll(async () => {
  m = await createTestMerchant();
  key = m.keys.test.secret;
});

const counts = async () => ({
  payments: await db().payment.count({ where: { merchantId: m.merchant.id } }),
  attempts: await db().paymentAttempt.count({ where: { merchantId: m.merchant.id } }),
  audits: await db().auditLog.count({ where: { merchantId: m.merchant.id } }),
});

const charge = (type: string, json: Record<string, unknown>, k = key, headers: Record<string, string> = {}) => callV1(charges, `/v1/charges?type=${type}`, { key: k, body: { json }, headers });
const body = (txRef: string, mobile: string, extra: Record<string, unknown> = {}) => ({ amount: "100", currency: "ETB", tx_ref: txRef, mobile, ...extra });

describe("POST /v1/charges?type=", () => {
  it("telebirr with a local mobile number succeeds at once: Chapa's shape, and the payment v1 and v2 verify", async () => {
    const res = await charge("telebirr", body("v1-dc-ok", "0911110001", { first_name: "Abebe", email: "abebe@example.test", meta: { order: "1" } }));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      message: "Charge initiated",
      status: "success",
      data: {
        auth_type: null,
        tx_ref: "v1-dc-ok",
        reference: expect.stringMatching(/^pay_/),
        status: "success",
        meta: { message: "Payment successful", ref_id: res.body.data.reference, verification_type: null, status: "success", payment_status: "success" },
      },
    });
    const payment = await db().payment.findUniqueOrThrow({ where: { id: res.body.data.reference } });
    expect(payment).toMatchObject({ paymentType: "Direct charge", paymentMethod: "telebirr", customerPhone: "+251911110001", customerFirstName: "Abebe", merchantReference: "v1-dc-ok", amount: 10000n });
    const verified = await callV1(v1Verify, "/v1/transaction/verify/v1-dc-ok", { key, params: { tx_ref: "v1-dc-ok" } });
    expect(verified.body.data).toMatchObject({ status: "success", method: "telebirr", tx_ref: "v1-dc-ok", reference: payment.id });
  });

  it("maps Chapa's type names (CBEBirr, Coopay-Ebirr, AwashBirr, mpesa) to the wallets, from a form body", async () => {
    for (const [type, method, n] of [["CBEBirr", "cbebirr", "1"], ["Coopay-Ebirr", "ebirr", "2"], ["AwashBirr", "awash_birr", "3"], ["mpesa", "mpesa", "4"]] as const) {
      const res = await callV1(charges, `/v1/charges?type=${type}`, { key, body: { form: { amount: "10.50", currency: "ETB", tx_ref: `v1-dc-type-${n}`, mobile: "0911110001" } } });
      expect(res.status, res.text).toBe(200);
      expect((await db().payment.findUniqueOrThrow({ where: { id: res.body.data.reference } })).paymentMethod).toBe(method);
    }
  });

  it("a push (0005) is auth_type ussd, pending; a decline (0002) is failed with the wallet's reason", async () => {
    const push = await charge("telebirr", body("v1-dc-push", "0911110005"));
    expect(push.body.data).toMatchObject({ auth_type: "ussd", status: "pending", meta: { verification_type: "ussd", payment_status: "pending" } });
    const declined = await charge("telebirr", body("v1-dc-declined", "0911110002"));
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ auth_type: null, status: "failed", meta: { payment_status: "failed" } });
    expect(declined.body.data.meta.message.length).toBeGreaterThan(5);
  });

  it("refuses unsupported types, bad bodies and a reused tx_ref in v1's envelope, writing nothing", async () => {
    await charge("telebirr", body("v1-dc-dup", "0911110001"));
    const before = await counts();
    const amole = await charge("amole", body("v1-dc-amole", "0911110001"));
    expect(amole).toMatchObject({ status: 400, body: v1Failed('Unsupported type "amole": this gateway charges telebirr, mpesa, cbebirr, ebirr and awashbirr') });
    const noType = await callV1(charges, "/v1/charges", { key, body: { json: body("v1-dc-notype", "0911110001") } });
    expect(noType.status).toBe(400);
    expect(noType.body.message).toEqual({ type: [expect.stringMatching(/required/)] });
    const unknownField = await charge("telebirr", { ...body("v1-dc-unknown", "0911110001"), status: "success" });
    expect(unknownField.status).toBe(400);
    expect(Object.keys(unknownField.body.message)).toEqual(["status"]);
    const ugandan = await charge("telebirr", body("v1-dc-ug", "+256772120001"));
    expect(ugandan.status).toBe(400);
    expect(ugandan.body.message).toMatch(/^mobile: Enter an Ethiopian mobile number/);
    const usd = await charge("telebirr", { ...body("v1-dc-usd", "0911110001"), currency: "USD" });
    expect(usd).toMatchObject({ status: 400, body: v1Failed('payment method "telebirr" is not available for USD') });
    const reused = await charge("telebirr", body("v1-dc-dup", "0911110001"));
    expect(reused).toMatchObject({ status: 400, body: v1Failed("Transaction reference has been used before") });
    expect(await counts()).toEqual(before);
  });

  it("an Idempotency-Key replays the first answer and charges once", async () => {
    const headers = { "Idempotency-Key": "v1-dc-idem" };
    const first = await charge("telebirr", body("v1-dc-idem", "0911110001"), key, headers);
    expect(first.status).toBe(200);
    const before = await counts();
    const again = await charge("telebirr", body("v1-dc-idem", "0911110001"), key, headers);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await counts()).toEqual(before);
  });
});

describe("POST /v1/validate?type=", () => {
  it("an OTP charge (0003) is auth_type otp; a wrong code is 400 with the tries left; the right one completes it", async () => {
    const started = await charge("telebirr", body("v1-dc-otp", "0911110003"));
    expect(started.body.data).toMatchObject({ auth_type: "otp", status: "pending", meta: { verification_type: "otp", payment_status: "auth_needed" } });
    const wrong = await callV1(validate, "/v1/validate?type=telebirr", { key, body: { json: { reference: "v1-dc-otp", otp: "000000" } } });
    expect(wrong).toMatchObject({ status: 400, body: v1Failed("wrong OTP: 2 tries left") });
    // Chapa's `client`, when it is the code itself, by the gateway reference, from a form.
    const right = await callV1(validate, "/v1/validate?type=telebirr", { key, body: { form: { reference: started.body.data.reference, client: "123456" } } });
    expect(right.status, right.text).toBe(200);
    expect(right.body).toEqual({
      message: "Payment is successfully completed",
      status: "success",
      data: { trx_ref: "v1-dc-otp", reference: started.body.data.reference, status: "success", payment_status: "success" },
    });
  });

  it("refuses an encrypted client, a missing code, another wallet's type, and references not the caller's", async () => {
    const started = await charge("telebirr", body("v1-dc-otp2", "0911110003"));
    const ref = started.body.data.reference;
    const encrypted = await callV1(validate, "/v1/validate?type=telebirr", { key, body: { json: { reference: ref, client: "0jhd12Dfee+2h/FzHA/X1zPlDmRmH5v" } } });
    expect(encrypted.status).toBe(400);
    expect(encrypted.body.message).toEqual({ client: [expect.stringMatching(/plain text/)] });
    const none = await callV1(validate, "/v1/validate?type=telebirr", { key, body: { json: { reference: ref } } });
    expect(none.body.message).toEqual({ otp: [expect.stringMatching(/required/)] });
    const otherType = await callV1(validate, "/v1/validate?type=mpesa", { key, body: { json: { reference: ref, otp: "123456" } } });
    expect(otherType).toMatchObject({ status: 400, body: v1Failed('type "mpesa" does not match the charge, which was made with telebirr') });
    const stranger = await createTestMerchant();
    const foreign = await callV1(validate, "/v1/validate?type=telebirr", { key: stranger.keys.test.secret, body: { json: { reference: ref, otp: "123456" } } });
    expect(foreign).toMatchObject({ status: 404, body: v1Failed("Invalid transaction or Transaction not found") });
    const live = await callV1(validate, "/v1/validate?type=telebirr", { key: m.keys.live.secret, body: { json: { reference: ref, otp: "123456" } } });
    expect(live.status).toBe(401);
    expect(live.body.message).toMatch(/^Live and test keys cannot be mixed/);
    // Nothing took a try.
    expect(await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: ref } })).toMatchObject({ outcome: "auth_needed", otpTriesLeft: 3 });
  });
});
