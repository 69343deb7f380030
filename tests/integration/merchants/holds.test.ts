// The operator's holds, enforced where money would start to move. A suspended merchant takes no
// new payment through any door (hosted, direct charge, a checkout attempt of a payment made before,
// a payment link, its page) and pays out nothing (single, bulk, subaccount settlement), each refused
// with MERCHANT_SUSPENDED and the reason, writing nothing; refunds and reads still work. A
// restriction stops what it names and nothing else. Lifting the hold restores everything.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest } from "@/tests/factories/merchants";
import { createFundedMerchant } from "@/tests/factories/funds";
import { cardAttempt, createHostedPaymentFor, createPaidPayment, postHostedPayment } from "@/tests/factories/payments";
import { postCharge } from "@/tests/factories/charges";
import { cbeAccount, payoutBody } from "@/tests/factories/payouts";
import { createLinkFor, donationLinkBody } from "@/tests/factories/payment-links-api";
import { db } from "@/lib/db";
import { forgetPaymentSettings } from "@/lib/merchants/payment-settings";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { isApiError } from "@/lib/http/errors";
import { linkClosedReason, findLinkBySlug } from "@/lib/payment-links/start-link-payment";
import { getActivationSummary } from "@/lib/merchants/activation/get-activation";
import { POST as createPayout } from "@/app/v2/payouts/route";
import { POST as createBulk } from "@/app/v2/payouts/bulk/route";
import { POST as createLink } from "@/app/v2/payment-links/route";
import { POST as refund } from "@/app/v2/payments/[reference]/refunds/route";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { POST as settle } from "@/app/v2/subaccounts/[reference]/settle/route";
import { createSubaccountFor } from "@/tests/factories/subaccounts";

setupTestDatabase();

type Shop = Awaited<ReturnType<typeof createFundedMerchant>>;
let shop: Shop;
const key = () => shop.keys.test.secret;

async function hold(data: { suspendedAt?: Date | null; suspensionReason?: string | null; restrictedAt?: Date | null; restrictionReason?: string | null; restrictions?: string[] }) {
  await db().merchant.update({ where: { id: shop.merchant.id }, data });
  // Another process sees a change within the settings cache's time; this one at once.
  forgetPaymentSettings(shop.merchant.id);
}
const suspend = () => hold({ suspendedAt: new Date(), suspensionReason: "documents under review" });
const lift = () => hold({ suspendedAt: null, suspensionReason: null, restrictedAt: null, restrictionReason: null, restrictions: [] });

/** What a refused call could have written. */
async function writes() {
  const id = shop.merchant.id;
  const [payments, attempts, payouts, links, entries] = await Promise.all([
    db().payment.count({ where: { merchantId: id } }),
    db().paymentAttempt.count({ where: { merchantId: id } }),
    db().payout.count({ where: { merchantId: id } }),
    db().paymentLink.count({ where: { merchantId: id } }),
    db().ledgerEntry.count({ where: { merchantId: id } }),
  ]);
  return { payments, attempts, payouts, links, entries };
}

async function expectRefused(res: Response, code: string) {
  expect(res.status).toBe(403);
  const body = await res.json();
  expect(body.error.code).toBe(code);
  return body.message as string;
}

beforeAll(async () => {
  shop = await createFundedMerchant({ ETB: 5000 });
});
afterEach(lift);

describe("a suspended merchant", () => {
  it("takes no new payment through any door, writing nothing, and says why", async () => {
    const before = await createHostedPaymentFor(key()); // made before the suspension
    const link = await createLinkFor(key(), donationLinkBody);
    await suspend();
    const counts = await writes();

    const hosted = await postHostedPayment(key());
    expect(hosted.res.status).toBe(403);
    expect(hosted.body.error.code).toBe("MERCHANT_SUSPENDED");
    expect(hosted.body.message).toContain("documents under review");

    const charge = await postCharge(key());
    expect(charge.res.status).toBe(403);
    expect(charge.body.error.code).toBe("MERCHANT_SUSPENDED");

    const attempt = await submitPaymentAttempt(before.token, cardAttempt()).catch((e: unknown) => e);
    expect(isApiError(attempt) && attempt.code).toBe("MERCHANT_SUSPENDED");

    expect(await expectRefused(await createLink(apiRequest("/v2/payment-links", { key: key(), body: donationLinkBody })), "MERCHANT_SUSPENDED")).toContain("suspended");
    // The link's page tells the customer it takes no payments now, not the operator's reason.
    const page = await findLinkBySlug(db(), link.url.split("/l/")[1]);
    expect(linkClosedReason(page!)).toEqual({ message: "This link is not taking payments right now", gone: false });

    expect(await writes()).toEqual(counts);
    await lift();
  });

  it("pays out nothing, single or bulk, writing nothing", async () => {
    await suspend();
    const counts = await writes();
    expect(await expectRefused(await createPayout(apiRequest("/v2/payouts", { key: key(), body: payoutBody() })), "MERCHANT_SUSPENDED")).toContain("payouts are held");
    await expectRefused(await createBulk(apiRequest("/v2/payouts/bulk", { key: key(), body: { title: "Weekly suppliers", currency: "ETB", payouts: [payoutBody({ currency: undefined })] } })), "MERCHANT_SUSPENDED");
    expect(await writes()).toEqual(counts);
    await lift();
  });

  it("holds a subaccount's settlement, and settles it once restored", async () => {
    const sub = await createSubaccountFor(key(), { split_value: 10 });
    const p = await createHostedPaymentFor(key(), { amount: 1000, currency: "ETB", subaccounts: [{ subaccount_reference: sub }] });
    expect((await submitPaymentAttempt(p.token, { method: "telebirr", account: "+251911110001", kind: "wallet" })).status).toBe("success");
    await suspend();
    const counts = await writes();
    const call = () => settle(apiRequest(`/v2/subaccounts/${sub}/settle`, { key: key(), method: "POST" }), { params: Promise.resolve({ reference: sub }) });
    await expectRefused(await call(), "MERCHANT_SUSPENDED");
    expect(await writes()).toEqual(counts);
    await lift();
    expect((await call()).status).toBe(201);
  });

  it("still refunds and reads what it took before", async () => {
    const paid = await createPaidPayment(key(), { currency: "ETB", amount: 200 });
    await suspend();
    const res = await refund(apiRequest(`/v2/payments/${paid.reference}/refunds`, { key: key(), body: { amount: 50 } }), { params: Promise.resolve({ reference: paid.reference }) });
    expect(res.status).toBe(201);
    const read = await verify(apiRequest(`/v2/payments/${paid.reference}/verify`, { key: key() }), { params: Promise.resolve({ reference: paid.reference }) });
    expect(read.status).toBe(200);
    await lift();
  });

  it("sees the hold and its reason in the dashboard, and none once lifted", async () => {
    await suspend();
    expect((await getActivationSummary(db(), shop.merchant.id)).hold).toEqual({ kind: "suspended", reason: "documents under review", restrictions: [] });
    await lift();
    expect((await getActivationSummary(db(), shop.merchant.id)).hold).toBeNull();
  });

  it("takes payments again once restored", async () => {
    await suspend();
    await lift();
    const res = await postHostedPayment(key());
    expect(res.res.status).toBe(201);
  });
});

describe("a restricted merchant", () => {
  it("pays out only to its settlement account when so restricted, and takes payments", async () => {
    const settlement = cbeAccount("7777");
    await db().merchant.update({ where: { id: shop.merchant.id }, data: { settlementBankSlug: settlement.bank_slug, settlementAccountNumber: settlement.account_number, settlementAccountName: settlement.account_name } });
    await hold({ restrictedAt: new Date(), restrictionReason: "new account", restrictions: ["payouts_to_settlement_account_only"] });

    const counts = await writes();
    const elsewhere = await createPayout(apiRequest("/v2/payouts", { key: key(), body: payoutBody({ account: cbeAccount("1234") }) }));
    expect(await expectRefused(elsewhere, "MERCHANT_RESTRICTED")).toContain("new account");
    // In a batch, the item paying elsewhere is refused with its field; nothing is written.
    const batch = await createBulk(apiRequest("/v2/payouts/bulk", { key: key(), body: { title: "Weekly suppliers", currency: "ETB", payouts: [payoutBody({ currency: undefined, account: settlement }), payoutBody({ currency: undefined, account: cbeAccount("1234") })] } }));
    expect(batch.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(await batch.json())).toContain("payouts.1.account");
    expect(await writes()).toEqual(counts);

    const toSettlement = await createPayout(apiRequest("/v2/payouts", { key: key(), body: payoutBody({ account: settlement }) }));
    expect(toSettlement.status).toBe(201);
    expect((await postHostedPayment(key())).res.status).toBe(201);
    await lift();
  });

  it("holds payouts under payouts_held and refuses new links under no_new_payment_links, nothing else", async () => {
    await hold({ restrictedAt: new Date(), restrictionReason: "chargebacks", restrictions: ["payouts_held"] });
    await expectRefused(await createPayout(apiRequest("/v2/payouts", { key: key(), body: payoutBody() })), "MERCHANT_RESTRICTED");
    expect((await createLink(apiRequest("/v2/payment-links", { key: key(), body: donationLinkBody }))).status).toBe(201);

    await hold({ restrictions: ["no_new_payment_links"] });
    await expectRefused(await createLink(apiRequest("/v2/payment-links", { key: key(), body: donationLinkBody })), "MERCHANT_RESTRICTED");
    expect((await createPayout(apiRequest("/v2/payouts", { key: key(), body: payoutBody() }))).status).toBe(201);
    expect((await getActivationSummary(db(), shop.merchant.id)).hold).toEqual({ kind: "restricted", reason: "chargebacks", restrictions: ["no_new_payment_links"] });
    await lift();
  });
});
