// ARCHITECTURE.md convention 3: every /v2 route that takes a reference, called with another
// merchant's reference (NOT_FOUND, no existence leak) and with the same merchant's other-mode
// key (UNAUTHORIZED naming the mode). Nothing may be written by either.
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
import { POST as preview } from "@/app/v2/splits/preview/route";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/checkout/submit-payment-attempt";
import type { RouteHandler } from "@/lib/http/with-api";

setupTestDatabase();

type Owner = Awaited<ReturnType<typeof createTestMerchant>>;
let owner: Owner;
let stranger: Owner;
const refs = { payment: "", refund: "", subaccount: "" };

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
});

type Case = { name: string; handler: RouteHandler; method: string; path: (ref: string) => string; ref: () => string; body?: unknown };
const cases: Case[] = [
  { name: "GET /v2/payments/{ref}/verify", handler: verify, method: "GET", path: (r) => `/v2/payments/${r}/verify`, ref: () => refs.payment },
  { name: "POST /v2/payments/{ref}/refunds", handler: refund, method: "POST", path: (r) => `/v2/payments/${r}/refunds`, ref: () => refs.payment, body: { amount: 1 } },
  { name: "GET /v2/refunds/{ref}", handler: getRefund, method: "GET", path: (r) => `/v2/refunds/${r}`, ref: () => refs.refund },
  { name: "GET /v2/subaccounts/{ref}", handler: getSub, method: "GET", path: (r) => `/v2/subaccounts/${r}`, ref: () => refs.subaccount },
  { name: "PATCH /v2/subaccounts/{ref}", handler: patchSub, method: "PATCH", path: (r) => `/v2/subaccounts/${r}`, ref: () => refs.subaccount, body: { subaccount_name: "Hijacked" } },
  { name: "POST /v2/subaccounts/{ref}/deactivate", handler: deactivate, method: "POST", path: (r) => `/v2/subaccounts/${r}/deactivate`, ref: () => refs.subaccount },
];

async function snapshot() {
  const [refunds, subs, payment] = await Promise.all([
    db().refund.count(),
    db().subaccount.findUniqueOrThrow({ where: { id: refs.subaccount } }),
    db().payment.findUniqueOrThrow({ where: { id: refs.payment } }),
  ]);
  return JSON.stringify({ refunds, name: subs.name, active: subs.active, refunded: String(payment.amountRefunded) });
}

describe.each(cases)("$name", (c) => {
  const call = (key: string) =>
    c.handler(apiRequest(c.path(c.ref()), { key, method: c.method, body: c.body }), {
      params: Promise.resolve({ reference: c.ref() }),
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
});
