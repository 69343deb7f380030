// Section 5: "Cancel payment" and "Create payment" in the dashboard, through the real
// dashboard routes with a real signed-in session (tests/support/dashboard-session.ts): the
// cancel rule shared with the checkout, the payment link made by the service of
// POST /v2/payments/hosted, role refusals, tenancy, and nothing written when refused.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { postSubaccount, subaccountBody } from "@/tests/factories/subaccounts";
import { apiRequest } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { cardAttemptSchema, type AttemptInput } from "@/lib/payments/attempts/checkout-schemas";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { loadCheckout } from "@/lib/checkout/load-checkout";
import { getPaymentDetail } from "@/lib/payments/get-payment-detail";
import { serializePaymentDetail } from "@/lib/payments/serialize-payment-detail";
import { cancelPayment } from "@/lib/payments/cancel-payment";
import { POST as cancelRoute } from "@/app/api/dashboard/payments/[reference]/cancel/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/dashboard/payments/route";
import { GET as dashboardSubaccounts } from "@/app/api/dashboard/subaccounts/route";
import { GET as apiSubaccounts } from "@/app/v2/subaccounts/route";
import { maskAccountNumber } from "@/lib/subaccounts/mask-account-number";
import { serveLivePayments } from "@/tests/factories/connections";

setupTestDatabase();
checkLedgerAfterEach();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Merchant;
let other: Merchant;
let owner: SessionUser;
let admin: SessionUser;
let viewer: SessionUser;

beforeAll(async () => {
  shop = await createTestMerchant({ name: "Link Shop" });
  other = await createTestMerchant({ name: "Someone Else" });
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
  admin = await addMember(shop.merchant.id, "admin");
  viewer = await addMember(shop.merchant.id, "viewer");
  await serveLivePayments(); // the live payments here are about modes, not processors
});

const card = (number: string): AttemptInput => {
  const c = cardAttemptSchema.parse({ method: "card", card_number: number, expiry: "12/39", cvc: "123", name: "Abebe Kebede" });
  return { method: "card", card: { number: c.card_number, expMonth: c.expiry.month, expYear: c.expiry.year, cvc: c.cvc, name: c.name, brand: c.brand, last4: c.last4 } };
};

const cancel = (user: SessionUser, reference: string, body: unknown = {}, mode: "test" | "live" = "test") =>
  callAsUser(cancelRoute, user, { path: `/api/dashboard/payments/${reference}/cancel`, body, params: { reference }, mode });

const create = (user: SessionUser, body: unknown, mode: "test" | "live" = "test") =>
  callAsUser(createRoute, user, { path: "/api/dashboard/payments", body, mode });

const events = (id: string) =>
  db().event.findMany({ where: { objectId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

/** Everything a refused action could have written, to compare before and after. */
async function writes(merchantId: string) {
  const [payments, events, audit, attempts, statuses] = await Promise.all([
    db().payment.count({ where: { merchantId } }),
    db().event.count({ where: { merchantId } }),
    db().auditLog.count({ where: { merchantId } }),
    db().paymentAttempt.findMany({ where: { payment: { merchantId } }, select: { id: true, outcome: true }, orderBy: { id: "asc" } }),
    db().payment.findMany({ where: { merchantId }, select: { id: true, status: true }, orderBy: { id: "asc" } }),
  ]);
  return { payments, events, audit, attempts, statuses };
}

describe("POST /api/dashboard/payments/{reference}/cancel", () => {
  it("cancels a pending payment: status, payment.cancelled event and audit row in one go", async () => {
    const p = await createHostedPaymentFor(shop.keys.test.secret, { amount: 25 });
    const res = await cancel(owner, p.reference);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "success", message: "Payment cancelled", data: { gateway_reference: p.reference, status: "cancelled" } });
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status).toBe("cancelled");
    const written = await events(p.reference);
    expect(written.map((e) => e.type)).toEqual(["payment.cancelled"]);
    expect(written[0].payload).toMatchObject({ gateway_reference: p.reference, status: "cancelled", reason: "Cancelled by the merchant" });
    // The API key's payment.created record comes first; the cancel adds exactly one of its own.
    expect(await db().auditLog.findMany({ where: { targetId: p.reference, action: { not: "payment.created" } } })).toEqual([
      expect.objectContaining({
        merchantId: shop.merchant.id,
        userId: owner.userId,
        actorType: "dashboard",
        action: "payment.cancelled",
        mode: "test",
        details: { previous_status: "pending", reason: "Cancelled by the merchant" },
      }),
    ]);
    // The customer's checkout now shows the cancelled screen, and the link is gone from the page.
    expect((await loadCheckout(p.token))!.view).toMatchObject({ screen: "cancelled" });
    const detail = serializePaymentDetail(await getPaymentDetail(db(), { merchantId: shop.merchant.id, mode: "test", reference: p.reference }));
    expect(detail.checkout_url).toBeNull();
  });

  it("cancels a failed payment and closes an attempt waiting for its OTP, with the merchant's reason", async () => {
    const failed = await createHostedPaymentFor(shop.keys.test.secret);
    expect((await submitPaymentAttempt(failed.token, card("4000000000000002"))).status).toBe("failed");
    expect((await cancel(admin, failed.reference)).json.data.status).toBe("cancelled");

    const waiting = await createHostedPaymentFor(shop.keys.test.secret);
    expect((await submitPaymentAttempt(waiting.token, card("4000000000003220"))).status).toBe("auth_needed");
    const res = await cancel(owner, waiting.reference, { reason: "Customer asked by phone" });
    expect(res.json.data.status).toBe("cancelled");
    const [attempt] = await db().paymentAttempt.findMany({ where: { paymentId: waiting.reference } });
    expect(attempt).toMatchObject({ outcome: "failed", reason: "Customer asked by phone" });
    expect(attempt.completedAt).toBeInstanceOf(Date);
    expect((await events(waiting.reference)).map((e) => [e.type, (e.payload as { reason?: string }).reason ?? null])).toEqual([
      ["payment.auth_needed", null],
      ["payment.cancelled", "Customer asked by phone"],
    ]);
  });

  it("a second cancel changes nothing and writes no second event", async () => {
    const p = await createHostedPaymentFor(shop.keys.test.secret);
    await cancel(owner, p.reference);
    const before = await writes(shop.merchant.id);
    const again = await cancel(owner, p.reference);
    expect(again.status).toBe(200);
    expect(again.json.data.status).toBe("cancelled");
    expect(await writes(shop.merchant.id)).toEqual(before);
  });

  it("refuses a paid payment with INVALID_STATE and writes nothing", async () => {
    const p = await createHostedPaymentFor(shop.keys.test.secret);
    expect((await submitPaymentAttempt(p.token, card("4242424242424242"))).status).toBe("success");
    const before = await writes(shop.merchant.id);
    const res = await cancel(owner, p.reference);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ status: "error", error: { code: "INVALID_STATE" } });
    expect(res.json.message).toMatch(/success and can no longer be cancelled/);
    expect(await writes(shop.merchant.id)).toEqual(before);
  });

  it("refuses while an attempt is in flight (the processor may still charge) and writes nothing", async () => {
    const p = await createHostedPaymentFor(shop.keys.test.secret);
    await db().paymentAttempt.create({
      data: { id: newId("att"), paymentId: p.reference, merchantId: shop.merchant.id, number: 1, method: "card", outcome: "processing", serviceFee: 0n },
    });
    const before = await writes(shop.merchant.id);
    const res = await cancel(owner, p.reference);
    expect(res.status).toBe(409);
    expect(res.json.error?.code).toBe("INVALID_STATE");
    expect(res.json.message).toMatch(/in progress/);
    expect(await writes(shop.merchant.id)).toEqual(before);
  });

  it("answers NOT_FOUND for another merchant's payment, the other mode's and an unknown reference, writing nothing", async () => {
    const theirs = await createHostedPaymentFor(other.keys.test.secret);
    const live = await createHostedPaymentFor(shop.keys.live.secret);
    const mine = await createHostedPaymentFor(shop.keys.test.secret, { merchant_reference: `order-${newId("pay")}` });
    const beforeOther = await writes(other.merchant.id);
    const beforeShop = await writes(shop.merchant.id);
    for (const [reference, mode] of [
      [theirs.reference, "test"],
      [live.reference, "test"],
      [mine.reference, "live"],
      ["pay_0000000000000000000000", "test"],
      ["x".repeat(300), "test"],
    ] as const) {
      const res = await cancel(owner, reference, {}, mode);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ status: "error", error: { code: "NOT_FOUND" }, message: "payment not found" });
    }
    expect(await writes(other.merchant.id)).toEqual(beforeOther);
    expect(await writes(shop.merchant.id)).toEqual(beforeShop);
  });

  it("refuses a viewer (403 UNAUTHORIZED) and writes nothing", async () => {
    const p = await createHostedPaymentFor(shop.keys.test.secret);
    const before = await writes(shop.merchant.id);
    const res = await cancel(viewer, p.reference);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ status: "error", error: { code: "UNAUTHORIZED" } });
    expect(res.json.message).toMatch(/viewer/);
    expect(await writes(shop.merchant.id)).toEqual(before);
    // The viewer still reads the list.
    const list = await callAsUser(listRoute, viewer, { path: "/api/dashboard/payments?limit=50" });
    expect(list.status).toBe(200);
    expect(list.json.data.items.map((i: { gateway_reference: string }) => i.gateway_reference)).toContain(p.reference);
  });

  it.each([
    ["an unknown field", { status: "cancelled" }, "status"],
    ["an empty reason", { reason: "  " }, "reason"],
    ["a reason of the wrong type", { reason: 5 }, "reason"],
  ])("refuses %s with VALIDATION_ERROR and writes nothing", async (_label, body, field) => {
    const p = await createHostedPaymentFor(shop.keys.test.secret);
    const before = await writes(shop.merchant.id);
    const res = await cancel(owner, p.reference, body);
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe("VALIDATION_ERROR");
    expect(res.json.error?.details).toEqual([expect.objectContaining({ field })]);
    expect(await writes(shop.merchant.id)).toEqual(before);
  });

  it("the service is the checkout's rule too: the customer's cancel is not audited and says who cancelled", async () => {
    const p = await createHostedPaymentFor(shop.keys.test.secret);
    const before = await db().auditLog.count({ where: { merchantId: shop.merchant.id } });
    const cancelled = await cancelPayment(db(), { paymentId: p.reference, merchantId: shop.merchant.id, mode: "test", actor: { type: "customer" } });
    expect(cancelled.status).toBe("cancelled");
    expect((await events(p.reference)).map((e) => (e.payload as { reason: string }).reason)).toEqual(["Cancelled by the customer"]);
    expect(await db().auditLog.count({ where: { merchantId: shop.merchant.id } })).toBe(before);
  });
});

describe("POST /api/dashboard/payments (Create payment)", () => {
  const body = {
    amount: 149.5,
    currency: "ETB",
    merchant_reference: "invoice-1001",
    customer: { first_name: "Abebe", email: "Abebe@Example.test" },
    description: "Invoice 1001: two bags of coffee",
  };

  it("makes a payment link with the hosted-payment service, in the current mode, and the link can be paid", async () => {
    const res = await create(owner, body);
    expect(res.status).toBe(201);
    const data = res.json.data;
    expect(data).toMatchObject({
      status: "pending",
      amount: 149.5,
      currency: "ETB",
      merchant_reference: "invoice-1001",
      payment_type: "Payment link",
      mode: "test",
      customer: { first_name: "Abebe", last_name: null, email: "abebe@example.test", phone_number: null },
    });
    expect(data.checkout_url).toMatch(/\/checkout\/cs_test_[0-9A-Za-z]+$/);
    const row = await db().payment.findUniqueOrThrow({ where: { id: data.gateway_reference } });
    expect(row).toMatchObject({ merchantId: shop.merchant.id, mode: "test", amount: 14950n, paymentType: "Payment link", customization: { description: body.description } });
    expect(await db().auditLog.findMany({ where: { targetId: row.id } })).toEqual([
      expect.objectContaining({ userId: owner.userId, action: "payment.created", mode: "test", details: expect.objectContaining({ payment_type: "Payment link", amount: 149.5, currency: "ETB" }) }),
    ]);

    const token = String(data.checkout_url).split("/checkout/")[1];
    expect((await loadCheckout(token))!.view).toMatchObject({ description: body.description });
    const paid = await submitPaymentAttempt(token, card("4242424242424242"));
    expect(paid).toMatchObject({ id: row.id, status: "success" });
  });

  it("creates in live mode when the dashboard shows live mode, and an admin may create", async () => {
    const res = await create(admin, { amount: 10, currency: "USD" }, "live");
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ mode: "live", payment_type: "Payment link", merchant_reference: null });
    expect(res.json.data.checkout_url).toMatch(/\/checkout\/cs_live_/);
    expect((await db().payment.findUniqueOrThrow({ where: { id: res.json.data.gateway_reference } })).mode).toBe("live");
  });

  it("the API's payments stay \"Hosted\"", async () => {
    const p = await createHostedPaymentFor(shop.keys.test.secret);
    expect(p.data).toBeDefined();
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).paymentType).toBe("Hosted");
  });

  it.each([
    ["an unknown field", { ...body, status: "success" }, "VALIDATION_ERROR", "status"],
    ["an internal field", { ...body, merchant_id: "mch_x" }, "VALIDATION_ERROR", "merchant_id"],
    ["payment_type", { ...body, payment_type: "Hosted" }, "VALIDATION_ERROR", "payment_type"],
    ["an amount as text", { ...body, amount: "10" }, "VALIDATION_ERROR", "amount"],
    ["no currency", { amount: 10 }, "VALIDATION_ERROR", "currency"],
    ["a bad e-mail", { ...body, customer: { email: "nope" } }, "VALIDATION_ERROR", "customer.email"],
    ["an empty description", { ...body, description: " " }, "VALIDATION_ERROR", "description"],
    ["a description too long", { ...body, description: "x".repeat(501) }, "VALIDATION_ERROR", "description"],
    ["an unknown currency", { ...body, currency: "EUR" }, "INVALID_VALUE", "currency"],
    ["too many decimals", { ...body, amount: 1.005 }, "INVALID_VALUE", "amount"],
    ["a negative amount", { ...body, amount: -5 }, "INVALID_VALUE", "amount"],
  ])("refuses %s with %s and writes nothing", async (_label, input, code, field) => {
    const before = await writes(shop.merchant.id);
    const res = await create(owner, input);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ status: "error", error: { code } });
    expect(JSON.stringify(res.json.error?.details ?? res.json.message)).toContain(field);
    expect(await writes(shop.merchant.id)).toEqual(before);
  });

  it("refuses a merchant reference already used, writing nothing", async () => {
    const first = await create(owner, { amount: 5, currency: "USD", merchant_reference: "dup-ref" });
    expect(first.status).toBe(201);
    const before = await writes(shop.merchant.id);
    const res = await create(owner, { amount: 6, currency: "USD", merchant_reference: "dup-ref" });
    expect(res.status).toBe(409);
    expect(res.json.error?.code).toBe("RESOURCE_CONFLICT");
    expect(await writes(shop.merchant.id)).toEqual(before);
  });

  it("refuses a viewer (403 UNAUTHORIZED) and writes nothing", async () => {
    const before = await writes(shop.merchant.id);
    const res = await create(viewer, body);
    expect(res.status).toBe(403);
    expect(res.json.error?.code).toBe("UNAUTHORIZED");
    expect(await writes(shop.merchant.id)).toEqual(before);
  });

  it("refuses invalid JSON with INVALID_FORMAT and writes nothing", async () => {
    const before = await writes(shop.merchant.id);
    const res = await callAsUser(createRoute, owner, { path: "/api/dashboard/payments", rawBody: "{amount: 5" });
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe("INVALID_FORMAT");
    expect(await writes(shop.merchant.id)).toEqual(before);
  });
});

describe("account numbers in the subaccounts list", () => {
  it("the dashboard's list shows only the last 4; the API (the merchant's own backend) keeps the full number", async () => {
    const m = await createTestMerchant();
    const body = subaccountBody();
    const number = body.account.account_number;
    expect((await postSubaccount(m.keys.test.secret, body)).res.status).toBe(201);

    const user = { userId: m.user.id, merchantId: m.merchant.id, role: "viewer" as const };
    await db().membership.update({ where: { userId_merchantId: { userId: m.user.id, merchantId: m.merchant.id } }, data: { role: "viewer" } });
    const res = await callAsUser(dashboardSubaccounts, user, { path: "/api/dashboard/subaccounts?page=1&per_page=20" });
    expect(res.status).toBe(200);
    expect(res.json.data.items).toHaveLength(1);
    expect(res.json.data.items[0].account).toEqual({ ...body.account, account_number: `••••${number.slice(-4)}` });
    expect(JSON.stringify(res.json)).not.toContain(number);

    const api = await apiSubaccounts(apiRequest("/v2/subaccounts", { key: m.keys.test.secret }));
    expect((await api.json()).data.items[0].account.account_number).toBe(number);
  });

  it("masks wallet numbers in E.164 and short numbers entirely", () => {
    expect(maskAccountNumber("+256776467224")).toBe("••••7224");
    expect(maskAccountNumber("1000 2000 3000")).toBe("••••3000");
    expect(maskAccountNumber("1234")).toBe("••••");
  });
});
