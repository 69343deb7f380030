// The core path: a payout is created (money held), the worker sends it through the
// simulator to its outcome, and verify reports it; OTP and approval move the waiting ones.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, type createTestMerchant } from "@/tests/factories/merchants";
import { createFundedMerchant } from "@/tests/factories/funds";
import { runPayoutToRest } from "@/tests/factories/payouts";
import { POST as createRoute } from "@/app/v2/payouts/route";
import { GET as verifyRoute } from "@/app/v2/payouts/[reference]/verify/route";
import { POST as otpRoute } from "@/app/v2/payouts/[reference]/otp/route";
import { POST as approveRoute } from "@/app/v2/payouts/[reference]/approve/route";
import { db } from "@/lib/db";

setupTestDatabase();
checkLedgerAfterEach();

let m: Awaited<ReturnType<typeof createTestMerchant>>;
let key: string;
beforeAll(async () => {
  m = await createFundedMerchant({ ETB: 1000 });
  key = m.keys.test.secret;
});

const params = (reference: string) => ({ params: Promise.resolve({ reference }) });
const account = (number: string) => ({ account_name: "Abebe Kebede", account_number: number, bank_slug: "cbe" });

async function create(body: Record<string, unknown>) {
  const res = await createRoute(apiRequest("/v2/payouts", { key, body }), { params: Promise.resolve({}) });
  return { res, json: await res.json() };
}
async function verify(reference: string) {
  const res = await verifyRoute(apiRequest(`/v2/payouts/${reference}/verify`, { key }), params(reference));
  return (await res.json()).data;
}

describe("payouts: the core path", () => {
  it("creates a pending payout holding amount + fee, and the worker brings it to success", async () => {
    const before = await balanceOf("merchant_available", m.merchant.id, "ETB");
    const { res, json } = await create({ amount: 100, currency: "ETB", account: account("1000123450000"), merchant_reference: "po-core-1" });
    expect(res.status).toBe(201);
    expect(json).toMatchObject({
      status: "success",
      data: { gateway_reference: expect.stringMatching(/^po_/), status: "pending", amount: 100, currency: "ETB", service_fee: 10, merchant_reference: "po-core-1" },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await balanceOf("merchant_available", m.merchant.id, "ETB")).toBe(before - 11_000n);
    await runPayoutToRest(json.data.gateway_reference);
    const v = await verify("po-core-1");
    expect(v).toMatchObject({ status: "success", amount: 100, service_fee: 10, processed_at: expect.any(String) });
    expect(await balanceOf("merchant_available", m.merchant.id, "ETB")).toBe(before - 11_000n);
    const events = await db().event.findMany({ where: { objectId: json.data.gateway_reference }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => e.type)).toEqual(["payout.pending", "payout.processing", "payout.success"]);
  });

  it("a failed payout returns amount and fee", async () => {
    const before = await balanceOf("merchant_available", m.merchant.id, "ETB");
    const { json } = await create({ amount: 50, currency: "ETB", account: account("1000123451111") });
    await runPayoutToRest(json.data.gateway_reference);
    expect((await verify(json.data.gateway_reference)).status).toBe("failed");
    expect(await balanceOf("merchant_available", m.merchant.id, "ETB")).toBe(before);
  });

  it("an OTP payout continues with the right code", async () => {
    const { json } = await create({ amount: 20, currency: "ETB", account: account("1000123453333") });
    const ref = json.data.gateway_reference;
    await runPayoutToRest(ref);
    expect((await verify(ref)).status).toBe("otp_needed");
    const wrong = await otpRoute(apiRequest(`/v2/payouts/${ref}/otp`, { key, body: { otp: "000000" } }), params(ref));
    expect(wrong.status).toBe(400);
    const right = await otpRoute(apiRequest(`/v2/payouts/${ref}/otp`, { key, body: { otp: "123456" } }), params(ref));
    expect(right.status).toBe(200);
    await runPayoutToRest(ref);
    expect((await verify(ref)).status).toBe("success");
  });

  it("a payout needing approval goes on when approved", async () => {
    const { json } = await create({ amount: 20, currency: "ETB", account: account("1000123455555") });
    const ref = json.data.gateway_reference;
    await runPayoutToRest(ref);
    expect((await verify(ref)).status).toBe("auth_needed");
    const res = await approveRoute(apiRequest(`/v2/payouts/${ref}/approve`, { key, body: {} }), params(ref));
    expect(res.status).toBe(200);
    await runPayoutToRest(ref);
    expect((await verify(ref)).status).toBe("success");
  });
});
