// ARCHITECTURE.md convention 3: every /v2 route that takes a reference, called with another
// merchant's reference (NOT_FOUND, no existence leak) and with the same merchant's other-mode
// key (UNAUTHORIZED naming the mode). Nothing may be written by either.
// Dashboard sessions first: Next's request scope must be set up before Next loads.
import { callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { POST as refund } from "@/app/v2/payments/[reference]/refunds/route";
import { GET as getRefund } from "@/app/v2/refunds/[reference]/route";
import { GET as getSub, PATCH as patchSub } from "@/app/v2/subaccounts/[reference]/route";
import { POST as deactivate } from "@/app/v2/subaccounts/[reference]/deactivate/route";
import { POST as createHosted } from "@/app/v2/payments/hosted/route";
import { GET as listPayments } from "@/app/v2/payments/route";
import { POST as preview } from "@/app/v2/splits/preview/route";
import { GET as listPayouts, POST as createPayout } from "@/app/v2/payouts/route";
import { GET as verifyPayout } from "@/app/v2/payouts/[reference]/verify/route";
import { POST as payoutOtp } from "@/app/v2/payouts/[reference]/otp/route";
import { POST as approvePayout } from "@/app/v2/payouts/[reference]/approve/route";
import { POST as rejectPayout } from "@/app/v2/payouts/[reference]/reject/route";
import { POST as testFunds } from "@/app/v2/balances/test-funds/route";
import { POST as createBulk } from "@/app/v2/payouts/bulk/route";
import { GET as getBatch } from "@/app/v2/payouts/bulk/[batch_reference]/route";
import { POST as settleSubaccount } from "@/app/v2/subaccounts/[reference]/settle/route";
import { GET as getEvent } from "@/app/v2/events/[id]/route";
import { GET as listEvents } from "@/app/v2/events/route";
import { GET as listEndpoints, POST as createEndpoint } from "@/app/v2/webhook-endpoints/route";
import { DELETE as deleteEndpoint, GET as getEndpoint, PATCH as patchEndpoint } from "@/app/v2/webhook-endpoints/[id]/route";
import { POST as rotateEndpointSecret } from "@/app/v2/webhook-endpoints/[id]/rotate-secret/route";
import { POST as testEndpoint } from "@/app/v2/webhook-endpoints/[id]/test/route";
import { GET as listDeliveries } from "@/app/v2/webhook-endpoints/[id]/deliveries/route";
import { POST as replayDeliveries } from "@/app/v2/webhook-endpoints/[id]/replay/route";
import { GET as getDelivery } from "@/app/v2/webhook-deliveries/[id]/route";
import { POST as resendDelivery } from "@/app/v2/webhook-deliveries/[id]/resend/route";
import { GET as listCustomers } from "@/app/v2/customers/route";
import { GET as getCustomer } from "@/app/v2/customers/[id]/route";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";
import { GET as listVirtualAccounts, POST as createVirtualAccount } from "@/app/v2/virtual-accounts/route";
import { GET as getVirtualAccount } from "@/app/v2/virtual-accounts/[virtual_account_id]/route";
import { POST as creditVirtualAccount } from "@/app/v2/virtual-accounts/[virtual_account_id]/test-credits/route";
import { GET as listVirtualAccountDebits, POST as debitVirtualAccount } from "@/app/v2/virtual-accounts/[virtual_account_id]/debits/route";
import { GET as v1Verify } from "@/app/v1/transaction/verify/[tx_ref]/route";
import { POST as v1Initialize } from "@/app/v1/transaction/initialize/route";
import { POST as v1Refund } from "@/app/v1/refund/[reference]/route";
import { GET as v1VerifyRefund } from "@/app/v1/refund/[reference]/verify/route";
import { GET as v1VerifyTransfer } from "@/app/v1/transfers/verify/[reference]/route";
import { runDueJobs } from "@/lib/jobs/worker";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/checkout/submit-payment-attempt";
import type { RouteHandler } from "@/lib/http/with-api";

setupTestDatabase();

type Owner = Awaited<ReturnType<typeof createTestMerchant>>;
let owner: Owner;
let stranger: Owner;
const refs = { payment: "", refund: "", subaccount: "", payoutOtp: "", payoutApprove: "", payoutReject: "", batch: "", event: "", webhookEndpoint: "", webhookDelivery: "", customer: "" };

beforeAll(async () => {
  owner = await createTestMerchant();
  stranger = await createTestMerchant();
  const key = owner.keys.test.secret;
  const p = await createHostedPaymentFor(key, { amount: 50 });
  await submitPaymentAttempt(p.token, { method: "card", card: { number: "4242424242424242", expMonth: 1, expYear: 2040, cvc: "123", name: "A", brand: "visa", last4: "4242" } });
  refs.payment = p.reference;
  const r = await refund(apiRequest(`/v2/payments/${p.reference}/refunds`, { key, body: { amount: 1 } }), { params: Promise.resolve({ reference: p.reference }) });
  refs.refund = (await r.json()).data.refund_reference;
  refs.subaccount = await createSubaccountFor(key);
  // Payouts (issue 10) waiting for an OTP and for approval: the routes that act on them.
  await testFunds(apiRequest("/v2/balances/test-funds", { key, body: { amount: 1000, currency: "ETB" } }), { params: Promise.resolve({}) });
  const payout = async (number: string, merchantReference: string) => {
    const body = { amount: 10, currency: "ETB", account: { account_name: "A", account_number: number, bank_slug: "cbe" }, merchant_reference: merchantReference };
    const res = await createPayout(apiRequest("/v2/payouts", { key, body }), { params: Promise.resolve({}) });
    return (await res.json()).data.gateway_reference as string;
  };
  refs.payoutOtp = await payout("1000123453333", "ct-payout-otp");
  refs.payoutApprove = await payout("1000123455555", "ct-payout-approve");
  refs.payoutReject = await payout("1000123455555", "ct-payout-reject");
  const batch = await createBulk(
    apiRequest("/v2/payouts/bulk", {
      key,
      body: { title: "Cross-tenant batch", currency: "ETB", payouts: [{ amount: 10, account: { account_name: "A", account_number: "1000123450000", bank_slug: "cbe" } }] },
    }),
    { params: Promise.resolve({}) },
  );
  refs.batch = (await batch.json()).data.batch_reference;
  expect(refs.batch).toMatch(/^pob_/);
  while ((await runDueJobs(db())) > 0);
  refs.event = (await db().event.findFirstOrThrow({ where: { merchantId: owner.merchant.id, objectId: refs.payment } })).id;
  // A webhook endpoint (issue 11) and its test delivery, left pending (no worker runs after this).
  const endpoint = await createEndpoint(apiRequest("/v2/webhook-endpoints", { key, body: { url: "http://127.0.0.1:9/hooks" } }), { params: Promise.resolve({}) });
  refs.webhookEndpoint = (await endpoint.json()).data.id;
  const params = { params: Promise.resolve({ id: refs.webhookEndpoint }) };
  const test = await testEndpoint(apiRequest(`/v2/webhook-endpoints/${refs.webhookEndpoint}/test`, { key, body: {} }), params);
  refs.webhookDelivery = (await test.json()).data.id;
  expect(refs.webhookDelivery).toMatch(/^whd_/);
  // A customer profile (issue 12): profiles on, one payment with a customer.
  await updateMerchantSettings(db(), { merchantId: owner.merchant.id, actor: { type: "dashboard", userId: owner.user.id }, input: { customer_profiles_enabled: true } });
  refs.customer = (await db().payment.findUniqueOrThrow({ where: { id: (await createHostedPaymentFor(key, { amount: 5 })).reference } })).customerId!;
  expect(refs.customer).toMatch(/^cus_/);
});

// A virtual account (issue 12) with a credit and a debit in its history.
const vaRefs = { virtualAccount: "" };
beforeAll(async () => {
  const key = owner.keys.test.secret;
  const created = await createVirtualAccount(apiRequest("/v2/virtual-accounts", { key, body: { currency: "ETB", account_name: "A", merchant_reference: "ct-va" } }), { params: Promise.resolve({}) });
  vaRefs.virtualAccount = (await created.json()).data.virtual_account_id;
  const params = { params: Promise.resolve({ virtual_account_id: vaRefs.virtualAccount }) };
  expect((await creditVirtualAccount(apiRequest(`/v2/virtual-accounts/${vaRefs.virtualAccount}/test-credits`, { key, body: { amount: 100 } }), params)).status).toBe(201);
  expect((await debitVirtualAccount(apiRequest(`/v2/virtual-accounts/${vaRefs.virtualAccount}/debits`, { key, body: { amount: 1, merchant_reference: "ct-debit" } }), params)).status).toBe(201);
});

type Case = { name: string; handler: RouteHandler; method: string; path: (ref: string) => string; ref: () => string; body?: unknown; param?: string };
const cases: Case[] = [
  { name: "GET /v2/payments/{ref}/verify", handler: verify, method: "GET", path: (r) => `/v2/payments/${r}/verify`, ref: () => refs.payment },
  { name: "POST /v2/payments/{ref}/refunds", handler: refund, method: "POST", path: (r) => `/v2/payments/${r}/refunds`, ref: () => refs.payment, body: { amount: 1 } },
  { name: "GET /v2/refunds/{ref}", handler: getRefund, method: "GET", path: (r) => `/v2/refunds/${r}`, ref: () => refs.refund },
  { name: "GET /v2/subaccounts/{ref}", handler: getSub, method: "GET", path: (r) => `/v2/subaccounts/${r}`, ref: () => refs.subaccount },
  { name: "PATCH /v2/subaccounts/{ref}", handler: patchSub, method: "PATCH", path: (r) => `/v2/subaccounts/${r}`, ref: () => refs.subaccount, body: { subaccount_name: "Hijacked" } },
  { name: "POST /v2/subaccounts/{ref}/deactivate", handler: deactivate, method: "POST", path: (r) => `/v2/subaccounts/${r}/deactivate`, ref: () => refs.subaccount },
  { name: "POST /v2/subaccounts/{ref}/settle", handler: settleSubaccount, method: "POST", path: (r) => `/v2/subaccounts/${r}/settle`, ref: () => refs.subaccount },
  { name: "GET /v2/events/{id}", handler: getEvent, method: "GET", path: (r) => `/v2/events/${r}`, ref: () => refs.event, param: "id" },
  // Webhook endpoints and deliveries (issue 11).
  ...(
    [
      ["GET /v2/webhook-endpoints/{id}", getEndpoint, "GET", "", undefined],
      ["PATCH /v2/webhook-endpoints/{id}", patchEndpoint, "PATCH", "", { description: "Hijacked", enabled: false }],
      ["DELETE /v2/webhook-endpoints/{id}", deleteEndpoint, "DELETE", "", undefined],
      ["POST /v2/webhook-endpoints/{id}/rotate-secret", rotateEndpointSecret, "POST", "/rotate-secret", { expires_in_hours: 0 }],
      ["POST /v2/webhook-endpoints/{id}/test", testEndpoint, "POST", "/test", {}],
      ["GET /v2/webhook-endpoints/{id}/deliveries", listDeliveries, "GET", "/deliveries", undefined],
      ["POST /v2/webhook-endpoints/{id}/replay", replayDeliveries, "POST", "/replay", { since: "2020-01-01T00:00:00Z" }],
    ] as const
  ).map(([name, handler, method, tail, body]): Case => ({ name, handler, method, path: (r) => `/v2/webhook-endpoints/${r}${tail}`, ref: () => refs.webhookEndpoint, body, param: "id" })),
  { name: "GET /v2/webhook-deliveries/{id}", handler: getDelivery, method: "GET", path: (r) => `/v2/webhook-deliveries/${r}`, ref: () => refs.webhookDelivery, param: "id" },
  { name: "POST /v2/webhook-deliveries/{id}/resend", handler: resendDelivery, method: "POST", path: (r) => `/v2/webhook-deliveries/${r}/resend`, ref: () => refs.webhookDelivery, body: {}, param: "id" },
  { name: "GET /v2/customers/{id}", handler: getCustomer, method: "GET", path: (r) => `/v2/customers/${r}`, ref: () => refs.customer, param: "id" },
  { name: "GET /v2/payouts/bulk/{batch_reference}", handler: getBatch, method: "GET", path: (r) => `/v2/payouts/bulk/${r}`, ref: () => refs.batch, param: "batch_reference" },
  // Payouts, by gateway reference and by the merchant's own reference.
  ...[
    ["gateway", (r: string) => r],
    ["merchant", (r: string) => `ct-payout-${r === refs.payoutOtp ? "otp" : r === refs.payoutApprove ? "approve" : "reject"}`],
  ].flatMap(([kind, as]) => {
    const ref = as as (r: string) => string;
    return [
      { name: `GET /v2/payouts/{${kind} ref}/verify`, handler: verifyPayout, method: "GET", path: (r: string) => `/v2/payouts/${r}/verify`, ref: () => ref(refs.payoutOtp) },
      { name: `POST /v2/payouts/{${kind} ref}/otp`, handler: payoutOtp, method: "POST", path: (r: string) => `/v2/payouts/${r}/otp`, ref: () => ref(refs.payoutOtp), body: { otp: "123456" } },
      { name: `POST /v2/payouts/{${kind} ref}/approve`, handler: approvePayout, method: "POST", path: (r: string) => `/v2/payouts/${r}/approve`, ref: () => ref(refs.payoutApprove), body: {} },
      { name: `POST /v2/payouts/{${kind} ref}/reject`, handler: rejectPayout, method: "POST", path: (r: string) => `/v2/payouts/${r}/reject`, ref: () => ref(refs.payoutReject), body: {} },
    ] satisfies Case[];
  }),
  // Virtual accounts (issue 12).
  ...(
    [
      ["GET /v2/virtual-accounts/{id}", getVirtualAccount, "GET", "", undefined],
      ["POST /v2/virtual-accounts/{id}/test-credits", creditVirtualAccount, "POST", "/test-credits", { amount: 1 }],
      ["GET /v2/virtual-accounts/{id}/debits", listVirtualAccountDebits, "GET", "/debits", undefined],
      ["POST /v2/virtual-accounts/{id}/debits", debitVirtualAccount, "POST", "/debits", { amount: 1, merchant_reference: "ct-steal" }],
    ] as const
  ).map(([name, handler, method, tail, body]): Case => ({ name, handler, method, path: (r) => `/v2/virtual-accounts/${r}${tail}`, ref: () => vaRefs.virtualAccount, body, param: "virtual_account_id" })),
];

async function snapshot() {
  const [refunds, subs, payment, payouts, ledger, events, audits, jobs, simulator, webhookEndpoints, webhookDeliveries] = await Promise.all([
    db().refund.count(),
    db().subaccount.findUniqueOrThrow({ where: { id: refs.subaccount } }),
    db().payment.findUniqueOrThrow({ where: { id: refs.payment } }),
    db().payout.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, otpTriesLeft: true, updatedAt: true } }),
    db().ledgerTransaction.count(),
    db().event.count(),
    db().auditLog.count(),
    db().job.count(),
    db().simulatorPayout.findMany({ orderBy: { payoutId: "asc" }, select: { payoutId: true, outcome: true, decidedAt: true } }),
    db().webhookEndpoint.findMany({ orderBy: { id: "asc" } }),
    db().webhookDelivery.findMany({ orderBy: { id: "asc" } }),
  ]);
  const customers = await db().customer.findMany({ orderBy: { id: "asc" } });
  return JSON.stringify({ refunds, name: subs.name, active: subs.active, refunded: String(payment.amountRefunded), payouts, ledger, events, audits, jobs, simulator, webhookEndpoints, webhookDeliveries, customers });
}

describe.each(cases)("$name", (c) => {
  const call = (key: string) =>
    c.handler(apiRequest(c.path(c.ref()), { key, method: c.method, body: c.body }), {
      params: Promise.resolve({ [c.param ?? "reference"]: c.ref() }),
    });

  it("another merchant's reference is NOT_FOUND and changes nothing", async () => {
    const before = await snapshot();
    const res = await call(stranger.keys.test.secret);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
    expect(await snapshot()).toBe(before);
  });

  it("the other mode's key is UNAUTHORIZED naming the mode and changes nothing", async () => {
    const before = await snapshot();
    const res = await call(owner.keys.live.secret);
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.error.code).toBe("UNAUTHORIZED");
    expect(body.message).toMatch(/belongs to test mode/);
    expect(await snapshot()).toBe(before);
  });
});

// The v1 compatibility layer (issue 13): the same rules, answered in v1's envelope.
type V1Case = { name: string; handler: RouteHandler; method: string; path: (ref: string) => string; ref: () => string; body?: unknown; param: string; notFound: string };
const v1Cases: V1Case[] = [
  { name: "GET /v1/transaction/verify/{gateway ref}", handler: v1Verify, method: "GET", path: (r) => `/v1/transaction/verify/${r}`, ref: () => refs.payment, param: "tx_ref", notFound: "Invalid transaction or Transaction not found" },
  { name: "POST /v1/refund/{gateway ref}", handler: v1Refund, method: "POST", path: (r) => `/v1/refund/${r}`, ref: () => refs.payment, body: { amount: 1 }, param: "reference", notFound: "Invalid transaction or Transaction not found" },
  { name: "GET /v1/refund/{ref_id}/verify", handler: v1VerifyRefund, method: "GET", path: (r) => `/v1/refund/${r}/verify`, ref: () => refs.refund, param: "reference", notFound: "Invalid refund or Refund not found" },
  { name: "GET /v1/transfers/verify/{gateway ref}", handler: v1VerifyTransfer, method: "GET", path: (r) => `/v1/transfers/verify/${r}`, ref: () => refs.payoutOtp, param: "reference", notFound: "Invalid transfer or Transfer not found" },
  { name: "GET /v1/transfers/verify/{merchant ref}", handler: v1VerifyTransfer, method: "GET", path: (r) => `/v1/transfers/verify/${r}`, ref: () => "ct-payout-otp", param: "reference", notFound: "Invalid transfer or Transfer not found" },
];

describe.each(v1Cases)("$name", (c) => {
  const call = (key: string) => c.handler(apiRequest(c.path(c.ref()), { key, method: c.method, body: c.body }), { params: Promise.resolve({ [c.param]: c.ref() }) });

  it("another merchant's reference is 404 in the v1 envelope and changes nothing", async () => {
    const before = await snapshot();
    const res = await call(stranger.keys.test.secret);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: c.notFound, status: "failed", data: null });
    expect(await snapshot()).toBe(before);
  });

  it("the other mode's key is 401 saying keys cannot be mixed, naming the mode, and changes nothing", async () => {
    const before = await snapshot();
    const res = await call(owner.keys.live.secret);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Live and test keys cannot be mixed: this reference belongs to test mode; use your test secret key", status: "failed", data: null });
    expect(await snapshot()).toBe(before);
  });
});

describe("the events feed", () => {
  it("shows a merchant's own events in the key's mode only", async () => {
    const feed = async (key: string) => {
      const res = await listEvents(apiRequest("/v2/events?per_page=100", { key }), { params: Promise.resolve({}) });
      expect(res.status).toBe(200);
      return ((await res.json()).data.items as { id: string }[]).map((e) => e.id).sort();
    };
    const own = await db().event.findMany({ where: { merchantId: owner.merchant.id, mode: "test" }, select: { id: true }, take: 100, orderBy: { createdAt: "desc" } });
    expect(await feed(owner.keys.test.secret)).toEqual(own.map((e) => e.id).sort());
    expect(await feed(stranger.keys.test.secret)).toEqual([]);
    expect(await feed(owner.keys.live.secret)).toEqual([]);
  });
});

describe("the webhook endpoint list", () => {
  it("shows a merchant's own endpoints in the key's mode only", async () => {
    const list = async (key: string) => {
      const res = await listEndpoints(apiRequest("/v2/webhook-endpoints", { key }), { params: Promise.resolve({}) });
      expect(res.status).toBe(200);
      return ((await res.json()).data.items as { id: string }[]).map((e) => e.id);
    };
    expect(await list(owner.keys.test.secret)).toEqual([refs.webhookEndpoint]);
    expect(await list(stranger.keys.test.secret)).toEqual([]);
    expect(await list(owner.keys.live.secret)).toEqual([]);
  });
});

describe("the payout list", () => {
  const list = async (key: string, qs = "") => {
    const res = await listPayouts(apiRequest(`/v2/payouts${qs}`, { key }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    return ((await res.json()).data.items as { gateway_reference: string }[]).map((i) => i.gateway_reference);
  };
  it("shows a merchant's own payouts in the key's mode only", async () => {
    const own = await db().payout.findMany({ where: { merchantId: owner.merchant.id, mode: "test" }, select: { id: true } });
    expect(own).toHaveLength(4); // three single payouts and the batch's one
    expect((await list(owner.keys.test.secret)).sort()).toEqual(own.map((p) => p.id).sort());
    expect(await list(stranger.keys.test.secret)).toEqual([]);
    expect(await list(stranger.keys.test.secret, "?merchant_reference=ct-payout-otp")).toEqual([]);
    expect(await list(owner.keys.live.secret)).toEqual([]);
    expect(await list(owner.keys.live.secret, "?merchant_reference=ct-payout-otp")).toEqual([]);
  });
});

describe("references inside bodies", () => {
  it("another merchant's subaccount in a split rule is 404 subaccount not found, at initialization and in preview", async () => {
    const before = await db().payment.count({ where: { merchantId: stranger.merchant.id } });
    for (const handler of [createHosted, preview]) {
      const path = handler === createHosted ? "/v2/payments/hosted" : "/v2/splits/preview";
      const res = await handler(apiRequest(path, { key: stranger.keys.test.secret, body: { amount: 100, currency: "ETB", subaccounts: [{ subaccount_reference: refs.subaccount }] } }));
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ status: "error", message: "subaccount not found", error: { code: "NOT_FOUND" } });
    }
    expect(await db().payment.count({ where: { merchantId: stranger.merchant.id } })).toBe(before);
  });

  it("another merchant's subaccount in a v1 split rule (subaccounts[].id) is 404 subaccount not found, in the v1 envelope", async () => {
    const before = await db().payment.count({ where: { merchantId: stranger.merchant.id } });
    const res = await v1Initialize(apiRequest("/v1/transaction/initialize", { key: stranger.keys.test.secret, body: { amount: 100, currency: "ETB", tx_ref: "ct-v1-split", subaccounts: [{ id: refs.subaccount }] } }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "subaccount not found", status: "failed", data: null });
    expect(await db().payment.count({ where: { merchantId: stranger.merchant.id } })).toBe(before);
  });
});

describe("the customer list", () => {
  it("shows a merchant's own profiles in the key's mode only", async () => {
    const list = async (key: string, qs = "") => {
      const res = await listCustomers(apiRequest(`/v2/customers${qs}`, { key }), { params: Promise.resolve({}) });
      expect(res.status).toBe(200);
      return ((await res.json()).data.items as { id: string }[]).map((c) => c.id);
    };
    expect(await list(owner.keys.test.secret)).toEqual([refs.customer]);
    expect(await list(stranger.keys.test.secret)).toEqual([]);
    expect(await list(stranger.keys.test.secret, "?email=abebe@example.test")).toEqual([]);
    expect(await list(owner.keys.live.secret)).toEqual([]);
    expect(await list(owner.keys.live.secret, "?q=abebe")).toEqual([]);
  });
});

describe("the payment list (GET /v2/payments, issue 12)", () => {
  const list = async (key: string, qs = "") => {
    const res = await listPayments(apiRequest(`/v2/payments${qs}`, { key }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    return ((await res.json()).data.items as { gateway_reference: string }[]).map((i) => i.gateway_reference);
  };
  it("shows a merchant's own payments in the key's mode only, whatever the filter names", async () => {
    const own = await db().payment.findMany({ where: { merchantId: owner.merchant.id, mode: "test" }, select: { id: true } });
    expect(own.length).toBeGreaterThan(0);
    expect((await list(owner.keys.test.secret, "?per_page=100")).sort()).toEqual(own.map((p) => p.id).sort());
    expect(await list(owner.keys.test.secret, `?reference=${refs.payment}`)).toEqual([refs.payment]);
    for (const key of [stranger.keys.test.secret, owner.keys.live.secret]) {
      expect(await list(key)).toEqual([]);
      expect(await list(key, `?reference=${refs.payment}`)).toEqual([]);
    }
  });
});

describe("the virtual account list", () => {
  it("shows a merchant's own virtual accounts in the key's mode only", async () => {
    const list = async (key: string, qs = "") => {
      const res = await listVirtualAccounts(apiRequest(`/v2/virtual-accounts${qs}`, { key }), { params: Promise.resolve({}) });
      expect(res.status).toBe(200);
      return ((await res.json()).data.items as { virtual_account_id: string }[]).map((i) => i.virtual_account_id);
    };
    expect(await list(owner.keys.test.secret)).toEqual([vaRefs.virtualAccount]);
    expect(await list(stranger.keys.test.secret)).toEqual([]);
    expect(await list(stranger.keys.test.secret, "?merchant_reference=ct-va")).toEqual([]);
    expect(await list(owner.keys.live.secret)).toEqual([]);
  });
});

describe("the OpenAPI document (GET /v2/openapi.json, issue 13)", () => {
  it("is the same for every caller (either merchant, either mode, no key): it holds no merchant's data", async () => {
    const { GET: getDocument } = await import("@/app/v2/openapi.json/route");
    const answers = await Promise.all(
      [owner.keys.test.secret, owner.keys.live.secret, stranger.keys.test.secret, undefined].map(async (key) => {
        const res = await getDocument(apiRequest("/v2/openapi.json", { key }));
        expect(res.status).toBe(200);
        return res.text();
      }),
    );
    expect(new Set(answers).size).toBe(1);
    for (const m of [owner, stranger]) expect(answers[0]).not.toContain(m.merchant.id);
  });
});

// The team's dashboard JSON routes (issue 14): another merchant's owner, with a valid session,
// names this merchant's invite or member: NOT_FOUND, nothing written; the team list is their own.
describe("the team's dashboard routes", () => {
  const team = { invite: "", member: "" };
  let ownerUser: SessionUser;
  let strangerUser: SessionUser;
  beforeAll(async () => {
    const { POST: postInvite } = await import("@/app/api/dashboard/team/invites/route");
    ownerUser = { userId: owner.user.id, merchantId: owner.merchant.id, role: "owner" };
    strangerUser = { userId: stranger.user.id, merchantId: stranger.merchant.id, role: "owner" };
    const res = await callAsUser(postInvite, ownerUser, { path: "/api/dashboard/team/invites", body: { email: "ct-invitee@example.test", role: "viewer" } });
    team.invite = res.json.data.invite.id;
    team.member = (await db().membership.findFirstOrThrow({ where: { merchantId: owner.merchant.id } })).id;
  });
  const teamSnapshot = async () =>
    JSON.stringify([await db().invite.findMany({ orderBy: { id: "asc" } }), await db().membership.findMany({ orderBy: { id: "asc" } }), await db().auditLog.count()]);

  it.each([
    ["POST /api/dashboard/team/invites/{id}/reissue", "invites/[id]/reissue", "POST", () => team.invite, {}],
    ["POST /api/dashboard/team/invites/{id}/revoke", "invites/[id]/revoke", "POST", () => team.invite, {}],
    ["PATCH /api/dashboard/team/members/{id}", "members/[id]", "PATCH", () => team.member, { role: "viewer" }],
    ["DELETE /api/dashboard/team/members/{id}", "members/[id]", "DELETE", () => team.member, undefined],
    ["POST /api/dashboard/team/transfer-ownership", "transfer-ownership", "POST", () => team.member, "member_id"],
  ] as const)("%s with another merchant's reference is NOT_FOUND and changes nothing", async (_name, route, method, ref, body) => {
    const mod = (await import(`@/app/api/dashboard/team/${route}/route`)) as Record<string, Parameters<typeof callAsUser>[0]>;
    const before = await teamSnapshot();
    const res = await callAsUser(mod[method], strangerUser, {
      path: `/api/dashboard/team/${route.replace("[id]", ref())}`,
      method,
      params: { id: ref() },
      body: body === "member_id" ? { member_id: ref() } : body,
    });
    expect(res.status).toBe(404);
    expect(res.json.error?.code).toBe("NOT_FOUND");
    expect(await teamSnapshot()).toBe(before);
  });

  it("GET /api/dashboard/team and PUT support-refund-limits show and change only the caller's own merchant", async () => {
    const { GET: getTeam } = await import("@/app/api/dashboard/team/route");
    const { PUT: putLimit } = await import("@/app/api/dashboard/team/support-refund-limits/route");
    const theirs = await callAsUser(getTeam, strangerUser, { path: "/api/dashboard/team" });
    expect(theirs.json.data.members.map((m: { user_id: string }) => m.user_id)).toEqual([stranger.user.id]);
    expect(theirs.json.data.invites).toEqual([]);
    await callAsUser(putLimit, strangerUser, { path: "/api/dashboard/team/support-refund-limits", method: "PUT", body: { currency: "ETB", amount: 5 } });
    expect((await db().merchant.findUniqueOrThrow({ where: { id: owner.merchant.id } })).supportRefundLimits).toEqual({});
  });
});
