// A merchant's caps set from the console (docs/risk.md "Caps"): saved in minor units, shown in major
// ones, audited in both logs with the reason, applied to the next attempt (blocked before any rule,
// no processor asked); an empty cap lifts it; bad values refused with nothing written.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { POST as setCaps } from "@/app/api/operator/merchants/[merchantId]/caps/route";
import { GET as merchantPage } from "@/app/api/operator/merchants/[merchantId]/route";
import { callOperatorRoute, createSignedInOperator, type TestOperator } from "@/tests/integration/operator/operator-helpers";

setupTestDatabase();

let risk: TestOperator;
let shop: Awaited<ReturnType<typeof createTestMerchant>>;

beforeAll(async () => {
  risk = await createSignedInOperator("risk_analyst");
  shop = await createTestMerchant();
});

const caps = (body: unknown) => callOperatorRoute(setCaps, { path: `/api/operator/merchants/${shop.merchant.id}/caps`, cookie: risk.cookie, params: { merchantId: shop.merchant.id }, body });

async function payEtb(amount: number) {
  const p = await createHostedPaymentFor(shop.keys.test.secret, { currency: "ETB", amount });
  const payment = await submitPaymentAttempt(p.token, { method: "telebirr", account: "+251911110001", kind: "wallet" });
  const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference }, orderBy: { number: "desc" } });
  return { payment, attempt };
}

describe("caps from the console", () => {
  it("a one-payment cap blocks the next attempt over it, with both audit records; lifted, it lets the payment through", async () => {
    const res = await caps({ currency: "ETB", payment_cap: 500, day_cap: 2000, reason: "New merchant, first month" });
    expect(res.status).toBe(200);
    expect(res.json.data.caps).toEqual({ ETB: { payment: 500, day: 2000 } });
    expect((await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } })).riskCaps).toEqual({ ETB: { payment: "50000", day: "200000" } });
    expect(await db().operatorAuditLog.findFirstOrThrow({ where: { action: "merchant.risk_caps_set", merchantId: shop.merchant.id } })).toMatchObject({ operatorId: risk.id, reason: "New merchant, first month" });
    expect(await db().auditLog.findFirstOrThrow({ where: { action: "merchant.risk_caps_set", merchantId: shop.merchant.id } })).toMatchObject({ actorType: "operator" });
    const page = await callOperatorRoute(merchantPage, { path: `/api/operator/merchants/${shop.merchant.id}`, cookie: risk.cookie, params: { merchantId: shop.merchant.id } });
    expect(page.json.data.risk_caps).toEqual({ ETB: { payment: 500, day: 2000 } });

    const over = await payEtb(600);
    expect(over.payment.status).toBe("blocked");
    expect(over.attempt).toMatchObject({ outcome: "blocked", riskDecision: "block", riskRuleId: "cap" });
    expect((await payEtb(400)).payment.status).toBe("success");

    expect((await caps({ currency: "ETB", payment_cap: null, day_cap: null, reason: "Caps lifted after review" })).json.data.caps).toEqual({});
    expect((await payEtb(600)).payment.status).toBe("success");
  });

  it("refuses bad values and a missing reason, writing nothing", async () => {
    for (const [body, code] of [
      [{ currency: "ETB", payment_cap: 10.001, day_cap: null, reason: "too precise" }, "INVALID_VALUE"],
      [{ currency: "UGX", payment_cap: 10.5, day_cap: null, reason: "no decimals in UGX" }, "INVALID_VALUE"],
      [{ currency: "ETB", payment_cap: 900, day_cap: 100, reason: "payment above day" }, "INVALID_VALUE"],
      [{ currency: "ETB", payment_cap: -5, day_cap: null, reason: "negative" }, "VALIDATION_ERROR"],
      [{ currency: "EUR", payment_cap: 5, day_cap: null, reason: "unknown currency" }, "VALIDATION_ERROR"],
      [{ currency: "ETB", payment_cap: 5, day_cap: null, reason: " " }, "VALIDATION_ERROR"],
      [{ currency: "ETB", payment_cap: 5, reason: "day_cap missing" }, "VALIDATION_ERROR"],
      [{ currency: "ETB", payment_cap: 5, day_cap: null, reason: "extra", per_week: 9 }, "VALIDATION_ERROR"],
    ] as const) {
      const before = JSON.stringify([await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } }), await db().operatorAuditLog.count(), await db().auditLog.count()]);
      const res = await caps(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error?.code, JSON.stringify(body)).toBe(code);
      expect(JSON.stringify([await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } }), await db().operatorAuditLog.count(), await db().auditLog.count()])).toBe(before);
    }
  });
});
