// Fee_bearer on POST /v2/payments/hosted and POST /v2/splits/preview. With
// "subaccounts" the service fee comes out of the subaccounts' shares in proportion, so a 100 %
// split works; the default "merchant" keeps today's rule. Settlement's ledger check passes
// after every test; bad values are VALIDATION_ERROR and write nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach, entriesOf } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor, postHostedPayment } from "@/tests/factories/payments";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { POST as preview } from "@/app/v2/splits/preview/route";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { POST as refundRoute } from "@/app/v2/payments/[reference]/refunds/route";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { getPaymentDetail } from "@/lib/payments/get-payment-detail";
import { serializePaymentDetail } from "@/lib/payments/serialize-payment-detail";

setupTestDatabase();
checkLedgerAfterEach();

let m: Awaited<ReturnType<typeof createTestMerchant>>;
let key: string;
beforeAll(async () => {
  m = await createTestMerchant();
  key = m.keys.test.secret;
});

const params = (reference: string) => ({ params: Promise.resolve({ reference }) });
const verifyData = async (reference: string) => (await (await verify(apiRequest(`/v2/payments/${reference}/verify`, { key }), params(reference))).json()).data;
const counts = async () => ({ payments: await db().payment.count(), splits: await db().paymentSplit.count(), events: await db().event.count() });
const byType = (a: { type: string; ownerId: string }, b: { type: string; ownerId: string }) => (a.type + a.ownerId < b.type + b.ownerId ? -1 : 1);
const payWithTelebirr = (token: string) => submitPaymentAttempt(token, { method: "telebirr", account: "+251911110001", kind: "wallet" });

describe("fee_bearer subaccounts", () => {
  it("a 100 % split pays, settles with the fee taken from the subaccount, and the merchant gets nothing", async () => {
    const sub = await createSubaccountFor(key, { split_value: 100 });
    const p = await createHostedPaymentFor(key, { amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: sub }], fee_bearer: "subaccounts" });
    expect(await db().payment.findUniqueOrThrow({ where: { id: p.reference }, select: { feeBearer: true } })).toEqual({ feeBearer: "subaccounts" });
    const before = await verifyData(p.reference);
    expect(before.fee_bearer).toBe("subaccounts");
    expect(before.split).toEqual([{ subaccount_reference: sub, split_type: "percentage", split_value: 100, amount: 1000, fee: null }]);

    const merchantBefore = await balanceOf("merchant_available", m.merchant.id, "ETB");
    await payWithTelebirr(p.token);
    // telebirr: 1.5 % of 1000.00 = 15.00, all of it from the only subaccount
    expect(await entriesOf("payment_settlement", p.reference)).toEqual(
      [
        { type: "customer_clearing", ownerId: m.merchant.id, amount: -100000n },
        { type: "fee_revenue", ownerId: m.merchant.id, amount: 1500n },
        { type: "subaccount", ownerId: sub, amount: 98500n },
      ].sort(byType),
    );
    expect(await balanceOf("subaccount", sub, "ETB")).toBe(98500n);
    expect(await balanceOf("merchant_available", m.merchant.id, "ETB")).toBe(merchantBefore);
    const after = await verifyData(p.reference);
    expect(after).toMatchObject({ status: "success", service_fee: 15, fee_bearer: "subaccounts" });
    expect(after.split).toEqual([{ subaccount_reference: sub, split_type: "percentage", split_value: 100, amount: 1000, fee: 15 }]);
    // the dashboard's detail: the merchant's net is 0, not amount − fee − shares = −15
    const detail = serializePaymentDetail(await getPaymentDetail(db(), { merchantId: m.merchant.id, mode: "test", reference: p.reference }));
    expect(detail).toMatchObject({ fee_bearer: "subaccounts", merchant_net: 0, service_fee: 15 });
  });

  it("takes the fee from several shares in proportion (largest remainder) and leaves the merchant's remainder whole", async () => {
    const a = await createSubaccountFor(key, { split_value: 50 });
    const b = await createSubaccountFor(key, { split_type: "flat", split_value: 200 });
    const c = await createSubaccountFor(key, { split_value: 10 });
    // 1000.01 ETB: shares 500.01 (50 % rounds up to the larger remainder), 200.00, 100.00; merchant 200.00
    const p = await createHostedPaymentFor(key, {
      amount: 1000.01,
      currency: "ETB",
      subaccounts: [{ subaccount_reference: a }, { subaccount_reference: b }, { subaccount_reference: c }],
      fee_bearer: "subaccounts",
    });
    const split = (await verifyData(p.reference)).split.map((s: { amount: number }) => s.amount);
    expect(split).toEqual([500.01, 200, 100]);
    await payWithTelebirr(p.token);
    // fee 1.5 % of 100001 = 1500.015 → 1500; over 50001 : 20000 : 10000 (total 80001):
    // 937.49… → 937, 374.99… → 374, 187.49… → 187 (sum 1498); the two units go to the largest remainders, b (.995) then a (.507), not c (.497)
    const entries = await entriesOf("payment_settlement", p.reference);
    expect(entries).toEqual(
      [
        { type: "customer_clearing", ownerId: m.merchant.id, amount: -100001n },
        { type: "fee_revenue", ownerId: m.merchant.id, amount: 1500n },
        { type: "merchant_available", ownerId: m.merchant.id, amount: 20000n },
        { type: "subaccount", ownerId: a, amount: 50001n - 938n },
        { type: "subaccount", ownerId: b, amount: 20000n - 375n },
        { type: "subaccount", ownerId: c, amount: 10000n - 187n },
      ].sort(byType),
    );
    expect((await verifyData(p.reference)).split.map((s: { fee: number }) => s.fee)).toEqual([9.38, 3.75, 1.87]);
  });

  it("with the default (merchant) a 100 % split is still refused, and nothing is written", async () => {
    const sub = await createSubaccountFor(key, { split_value: 100 });
    const before = await counts();
    for (const body of [{}, { fee_bearer: "merchant" }]) {
      const { res, body: json } = await postHostedPayment(key, { amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: sub }], ...body });
      expect(res.status).toBe(400);
      expect(json.error.code).toBe("INVALID_VALUE");
      expect(json.message).toMatch(/merchant's share is not enough to cover the fee/);
    }
    expect(await counts()).toEqual(before);
  });

  it("a payment without fee_bearer stores and answers merchant", async () => {
    const sub = await createSubaccountFor(key, { split_value: 10 });
    const p = await createHostedPaymentFor(key, { amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: sub }] });
    const v = await verifyData(p.reference);
    expect(v.fee_bearer).toBe("merchant");
    expect(v.split[0]).toMatchObject({ amount: 100, fee: null });
    await payWithTelebirr(p.token);
    expect((await verifyData(p.reference)).split[0]).toMatchObject({ amount: 100, fee: 0 });
  });

  it("shares that cannot cover the highest possible fee: INVALID_VALUE on fee_bearer, nothing written", async () => {
    const sub = await createSubaccountFor(key, { split_type: "flat", split_value: 1 });
    const before = await counts();
    // card fee on 100.00 ETB is 5.00; the subaccount's share is 1.00
    const { res, body } = await postHostedPayment(key, { amount: 100, currency: "ETB", subaccounts: [{ subaccount_reference: sub }], fee_bearer: "subaccounts" });
    expect(res.status).toBe(400);
    expect(body.error).toEqual({ code: "INVALID_VALUE", details: [{ field: "fee_bearer", message: "the service fee exceeds the subaccounts' total share" }] });
    expect(await counts()).toEqual(before);
  });

  it("shares above the amount are still refused with subaccounts bearing the fee, nothing written", async () => {
    const sub = await createSubaccountFor(key, { split_type: "flat", split_value: 150 });
    const before = await counts();
    const { res, body } = await postHostedPayment(key, { amount: 100, currency: "ETB", subaccounts: [{ subaccount_reference: sub }], fee_bearer: "subaccounts" });
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ message: "the subaccounts' shares exceed the amount", error: { code: "INVALID_VALUE", details: [{ field: "subaccounts" }] } });
    expect(await counts()).toEqual(before);
  });

  it("fee_bearer subaccounts without subaccounts: INVALID_VALUE, nothing written", async () => {
    const before = await counts();
    const { res, body } = await postHostedPayment(key, { amount: 100, currency: "ETB", fee_bearer: "subaccounts" });
    expect(res.status).toBe(400);
    expect(body.error).toEqual({ code: "INVALID_VALUE", details: [{ field: "fee_bearer", message: "no subaccounts to bear the fee" }] });
    expect(await counts()).toEqual(before);
  });

  it.each([["platform"], ["Merchant"], ["SUBACCOUNTS"], [""], [null], [1], [true], [["subaccounts"]], [{ bearer: "merchant" }]])(
    "fee_bearer %j is VALIDATION_ERROR naming the field, on initialization and preview, and writes nothing",
    async (value) => {
      const sub = await createSubaccountFor(key, { split_value: 10 });
      const before = await counts();
      const init = await postHostedPayment(key, { amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: sub }], fee_bearer: value });
      expect(init.res.status).toBe(400);
      expect(init.body.error.code).toBe("VALIDATION_ERROR");
      expect(init.body.error.details.map((d: { field: string }) => d.field)).toEqual(["fee_bearer"]);
      const prev = await preview(apiRequest("/v2/splits/preview", { key, body: { amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: sub }], fee_bearer: value } }));
      expect(prev.status).toBe(400);
      expect((await prev.json()).error.code).toBe("VALIDATION_ERROR");
      expect(await counts()).toEqual(before);
    },
  );

  it("refunds keep today's rule: they come out of the merchant's available balance", async () => {
    const fresh = await createTestMerchant();
    const k = fresh.keys.test.secret;
    const sub = await createSubaccountFor(k, { split_value: 100 });
    const p = await createHostedPaymentFor(k, { amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: sub }], fee_bearer: "subaccounts" });
    await payWithTelebirr(p.token);
    const before = await db().refund.count();
    const res = await refundRoute(apiRequest(`/v2/payments/${p.reference}/refunds`, { key: k, body: { amount: 10 } }), params(p.reference));
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("INSUFFICIENT_BALANCE");
    expect(await db().refund.count()).toBe(before);
    expect(await balanceOf("subaccount", sub, "ETB")).toBe(98500n);
  });
});

describe("POST /v2/splits/preview with fee_bearer", () => {
  const call = async (body: unknown) => {
    const res = await preview(apiRequest("/v2/splits/preview", { key, body }));
    return { res, body: await res.json() };
  };

  it("answers who bears the fee and each share's part, writing nothing", async () => {
    const sub = await createSubaccountFor(key, { split_value: 100 });
    const before = await counts();
    const highest = await call({ amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: sub }], fee_bearer: "subaccounts" });
    expect(highest.res.status).toBe(200);
    expect(highest.body.data).toEqual({
      amount: 1000,
      currency: "ETB",
      service_fee: 30,
      fee_basis: "highest_fee_of_allowed_methods",
      fee_bearer: "subaccounts",
      shares: [{ subaccount_reference: sub, subaccount_name: expect.any(String), split_type: "percentage", split_value: 100, amount: 1000, fee: 30 }],
      merchant_net: 0,
    });
    const wallet = await call({ amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: sub }], fee_bearer: "subaccounts", payment_method: "telebirr" });
    expect(wallet.body.data).toMatchObject({ service_fee: 15, merchant_net: 0, fee_bearer: "subaccounts", shares: [expect.objectContaining({ amount: 1000, fee: 15 })] });
    const merchantPays = await call({ amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: sub }] });
    expect(merchantPays.body.error.code).toBe("INVALID_VALUE");
    expect(await counts()).toEqual(before);
  });

  it("the default is merchant, with a zero fee part per share", async () => {
    const sub = await createSubaccountFor(key, { split_value: 10 });
    const { body } = await call({ amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: sub }], payment_method: "telebirr" });
    expect(body.data).toMatchObject({ fee_bearer: "merchant", service_fee: 15, merchant_net: 885, shares: [expect.objectContaining({ amount: 100, fee: 0 })] });
  });
});
