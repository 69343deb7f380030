// Subaccount settlement: "Settle now" (API and dashboard) pays a subaccount's balance
// minus the payout fee to its bank account by one settlement payout held from the subaccount's
// ledger account; the scheduled settlement does the same once per period per subaccount.
// Balances come from real split payments. ETB: bank payout fee 10.00, minimum 50.00.
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach } from "@/tests/support/ledger";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { runPayoutToRest } from "@/tests/factories/payouts";
import { POST as settleApi } from "@/app/v2/subaccounts/[reference]/settle/route";
import { POST as deactivateApi } from "@/app/v2/subaccounts/[reference]/deactivate/route";
import { POST as settleDashboard } from "@/app/api/dashboard/subaccounts/[reference]/settle/route";
import { GET as settlementsDashboard } from "@/app/api/dashboard/subaccounts/[reference]/settlements/route";
import { db } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { claimForPeriod, runScheduledSettlements, settleSubaccount, settlementPeriodStart } from "@/lib/payouts/settle-subaccount";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";
import { isApiError } from "@/lib/http/errors";

setupTestDatabase();
checkLedgerAfterEach();

type TestMerchant = Awaited<ReturnType<typeof createTestMerchant>>;
let m: TestMerchant;
let key: string;
let owner: SessionUser;
beforeAll(async () => {
  m = await createTestMerchant();
  key = m.keys.test.secret;
  owner = { userId: m.user.id, merchantId: m.merchant.id, role: "owner" };
});

const params = (reference: string) => ({ params: Promise.resolve({ reference }) });
const account = (number: string) => ({ account_name: "Partner PLC", account_number: number, bank_slug: "cbe", bank_name: "Commercial Bank of Ethiopia" });
/** A fresh 13-digit CBE account number ending in `last4` (the simulator's outcome). */
const accountEnding = (last4: string) => `${100_000_000 + Math.floor(Math.random() * 899_999_999)}${last4}`;

/** Pays a split payment of `amount` ETB with 10 % to `sub`: the subaccount earns amount / 10. */
async function earn(merchantKey: string, sub: string, amount: number) {
  const p = await createHostedPaymentFor(merchantKey, { amount, currency: "ETB", subaccounts: [{ subaccount_reference: sub }] });
  const paid = await submitPaymentAttempt(p.token, { method: "telebirr", account: "+251911110001", kind: "wallet" });
  expect(paid.status).toBe("success");
}

async function subWithBalance(merchantKey: string, paymentAmount: number, overrides: Record<string, unknown> = {}) {
  const sub = await createSubaccountFor(merchantKey, { split_value: 10, ...overrides });
  await earn(merchantKey, sub, paymentAmount);
  return sub;
}

async function inFlight(sub: string, mode: "test" | "live" = "test") {
  const a = await db().ledgerAccount.findUnique({ where: { type_ownerId_mode_currency: { type: "payouts_in_flight", ownerId: sub, mode, currency: "ETB" } } });
  return a?.balance ?? 0n;
}

const settlementsOf = (sub: string) => db().payout.findMany({ where: { subaccountId: sub }, orderBy: { createdAt: "asc" } });
const settledAudits = (sub: string) => db().auditLog.findMany({ where: { action: "subaccount.settled", targetId: sub } });

async function apiSettle(merchantKey: string, sub: string) {
  const res = await settleApi(apiRequest(`/v2/subaccounts/${sub}/settle`, { key: merchantKey, method: "POST" }), params(sub));
  return { status: res.status, json: await res.json() };
}

describe("settle now", () => {
  it("creates exactly one payout of balance − fee, holds the whole balance, and the worker pays it", async () => {
    const sub = await subWithBalance(key, 1000, { account: account(accountEnding("0000")) });
    expect(await balanceOf("subaccount", sub, "ETB")).toBe(10_000n);
    const merchantBefore = await balanceOf("merchant_available", m.merchant.id, "ETB");

    const { status, json } = await apiSettle(key, sub);
    expect(status, JSON.stringify(json)).toBe(201);
    expect(json).toMatchObject({
      status: "success",
      data: { gateway_reference: expect.stringMatching(/^po_/), status: "pending", amount: 90, service_fee: 10, currency: "ETB", subaccount_reference: sub },
      created_at: expect.any(String),
    });

    const payouts = await settlementsOf(sub);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ origin: "settlement", subaccountId: sub, amount: 9_000n, fee: 1_000n, currency: "ETB", status: "pending", merchantId: m.merchant.id });
    expect(payouts[0].accountNumber.endsWith("0000")).toBe(true);
    // The whole balance is held; the merchant's own balance is not touched.
    expect(await balanceOf("subaccount", sub, "ETB")).toBe(0n);
    expect(await inFlight(sub)).toBe(10_000n);
    expect(await balanceOf("merchant_available", m.merchant.id, "ETB")).toBe(merchantBefore);
    const audits = await settledAudits(sub);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: "api", mode: "test", details: { payout_reference: payouts[0].id, amount: 90, fee: 10, currency: "ETB", origin: "on_demand" } });

    await runPayoutToRest(payouts[0].id);
    const done = await db().payout.findUniqueOrThrow({ where: { id: payouts[0].id } });
    expect(done.status).toBe("success");
    expect(await inFlight(sub)).toBe(0n);
    expect(await balanceOf("subaccount", sub, "ETB")).toBe(0n);
    expect(await balanceOf("merchant_available", m.merchant.id, "ETB")).toBe(merchantBefore);
  });

  it("returns the money to the subaccount when the settlement fails (account ending 1111)", async () => {
    const sub = await subWithBalance(key, 1000, { account: account(accountEnding("1111")) });
    const { status } = await apiSettle(key, sub);
    expect(status).toBe(201);
    const [payout] = await settlementsOf(sub);
    expect(await balanceOf("subaccount", sub, "ETB")).toBe(0n);
    await runPayoutToRest(payout.id);
    expect((await db().payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe("failed");
    expect(await balanceOf("subaccount", sub, "ETB")).toBe(10_000n);
    expect(await inFlight(sub)).toBe(0n);
  });

  it("refuses a balance below the minimum after the fee, and writes nothing", async () => {
    // 500 ETB at 10 %: 50.00, minus the 10.00 fee is 40.00 < 50.00.
    const sub = await subWithBalance(key, 500);
    const events = await db().event.count({ where: { merchantId: m.merchant.id } });
    const { status, json } = await apiSettle(key, sub);
    expect(status).toBe(409);
    expect(json.error.code).toBe("INVALID_STATE");
    expect(json.message).toMatch(/below the minimum settlement of ETB 50\.00/);
    expect(await settlementsOf(sub)).toEqual([]);
    expect(await settledAudits(sub)).toEqual([]);
    expect(await balanceOf("subaccount", sub, "ETB")).toBe(5_000n);
    expect(await db().event.count({ where: { merchantId: m.merchant.id } })).toBe(events);
    // Exactly at the minimum: 600 ETB at 10 % = 60.00, minus 10.00 = 50.00, settles.
    await earn(key, sub, 100); // +10.00: 60.00
    expect((await apiSettle(key, sub)).status).toBe(201);
    expect((await settlementsOf(sub)).map((p) => p.amount)).toEqual([5_000n]);
  });

  it("settles a deactivated subaccount's remaining balance", async () => {
    const sub = await subWithBalance(key, 1000);
    const res = await deactivateApi(apiRequest(`/v2/subaccounts/${sub}/deactivate`, { key, method: "POST" }), params(sub));
    expect(res.status).toBe(200);
    expect((await apiSettle(key, sub)).status).toBe(201);
    expect(await balanceOf("subaccount", sub, "ETB")).toBe(0n);
  });

  it("two settlements at once pay once: the second finds nothing to settle", async () => {
    const sub = await subWithBalance(key, 1000);
    const attempt = () =>
      db()
        .$transaction((tx) => settleSubaccount(tx, { merchantId: m.merchant.id, mode: "test", reference: sub, otherMode: "unauthorized", actor: { type: "cli" } }))
        .then(
          () => "settled",
          (e: unknown) => (isApiError(e) ? e.code : String(e)),
        );
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.sort()).toEqual(["INVALID_STATE", "INVALID_STATE", "settled"]);
    expect(await settlementsOf(sub)).toHaveLength(1);
    expect(await balanceOf("subaccount", sub, "ETB")).toBe(0n);
    expect(await inFlight(sub)).toBe(10_000n);
  });

  it("answers another merchant's subaccount with NOT_FOUND and the other mode's with 401", async () => {
    const other = await createTestMerchant();
    const theirs = await subWithBalance(other.keys.test.secret, 1000);
    const { status, json } = await apiSettle(key, theirs);
    expect(status).toBe(404);
    expect(json.error.code).toBe("NOT_FOUND");
    const live = await apiSettle(m.keys.live.secret, await createSubaccountFor(key));
    expect(live.status).toBe(401);
    expect(await settlementsOf(theirs)).toEqual([]);
    expect(await balanceOf("subaccount", theirs, "ETB")).toBe(10_000n);
  });
});

describe("dashboard", () => {
  it("settles from the dashboard (owners and admins) and lists the subaccount's settlements", async () => {
    const sub = await subWithBalance(key, 1000);
    const before = await callAsUser(settlementsDashboard, owner, { path: `/api/dashboard/subaccounts/${sub}/settlements`, params: { reference: sub } });
    expect(before.status).toBe(200);
    expect(before.json.data).toMatchObject({ balance: 100, fee: 10, amount: 90, minimum: 50, can_settle: true, schedule: "daily", items: [] });

    const admin = await addMember(m.merchant.id, "admin");
    const res = await callAsUser(settleDashboard, admin, { path: `/api/dashboard/subaccounts/${sub}/settle`, body: {}, params: { reference: sub } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ amount: 90, service_fee: 10, status: "pending", origin: "settlement", subaccount_reference: sub });
    expect(res.json.data.account.account_number).toMatch(/^••••\d{4}$/);
    const audits = await settledAudits(sub);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: "dashboard", userId: admin.userId });

    const after = await callAsUser(settlementsDashboard, owner, { path: `/api/dashboard/subaccounts/${sub}/settlements`, params: { reference: sub } });
    expect(after.json.data).toMatchObject({ balance: 0, can_settle: false });
    expect(after.json.data.items).toEqual([expect.objectContaining({ gateway_reference: res.json.data.gateway_reference, amount: 90, service_fee: 10, status: "pending" })]);
  });

  it("refuses a viewer (403) and answers another merchant's subaccount with NOT_FOUND, writing nothing", async () => {
    const sub = await subWithBalance(key, 1000);
    const viewer = await addMember(m.merchant.id, "viewer");
    const refused = await callAsUser(settleDashboard, viewer, { path: `/api/dashboard/subaccounts/${sub}/settle`, body: {}, params: { reference: sub } });
    expect(refused.status).toBe(403);
    expect(refused.json.error?.code).toBe("UNAUTHORIZED");

    const other = await createTestMerchant();
    const theirs = await subWithBalance(other.keys.test.secret, 1000);
    const notFound = await callAsUser(settleDashboard, owner, { path: `/api/dashboard/subaccounts/${theirs}/settle`, body: {}, params: { reference: theirs } });
    expect(notFound.status).toBe(404);
    expect(notFound.json.error?.code).toBe("NOT_FOUND");
    const list = await callAsUser(settlementsDashboard, owner, { path: `/api/dashboard/subaccounts/${theirs}/settlements`, params: { reference: theirs } });
    expect(list.status).toBe(404);

    expect(await settlementsOf(sub)).toEqual([]);
    expect(await settlementsOf(theirs)).toEqual([]);
    expect(await balanceOf("subaccount", sub, "ETB")).toBe(10_000n);
    expect(await balanceOf("subaccount", theirs, "ETB")).toBe(10_000n);
  });
});

describe("scheduled settlement", () => {
  const DAY = 86_400_000;

  it("knows its periods: the UTC day, and the ISO week from Monday", () => {
    expect(settlementPeriodStart("daily", new Date("2026-11-25T23:59:59Z")).toISOString()).toBe("2026-11-25T00:00:00.000Z");
    expect(settlementPeriodStart("weekly", new Date("2026-11-25T10:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(settlementPeriodStart("weekly", new Date("2026-11-29T23:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(settlementPeriodStart("weekly", new Date("2026-11-30T00:00:00Z")).toISOString()).toBe("2026-11-30T00:00:00.000Z");
  });

  it("settles a subaccount first in the period after the one it was created in", async () => {
    const shop = await createTestMerchant();
    const sub = await subWithBalance(shop.keys.test.secret, 1000);
    const now = new Date();
    await runScheduledSettlements(db(), now);
    expect(await settlementsOf(sub)).toEqual([]);
    expect((await db().subaccount.findUniqueOrThrow({ where: { id: sub } })).settlementCheckedAt).toBeNull();
    const tomorrow = new Date(settlementPeriodStart("daily", now).getTime() + DAY + 5_000);
    await runScheduledSettlements(db(), tomorrow);
    expect((await settlementsOf(sub)).map((p) => [p.amount, p.origin])).toEqual([[9_000n, "settlement"]]);
  });

  it("settles due subaccounts once per day, not again when run twice or by two workers at once", async () => {
    const shop = await createTestMerchant();
    const shopKey = shop.keys.test.secret;
    const a = await subWithBalance(shopKey, 1000);
    const b = await subWithBalance(shopKey, 2000);
    const small = await subWithBalance(shopKey, 500); // below the minimum: looked at, not paid
    const t0 = new Date(Date.now() + 10 * DAY); // a day no other test has claimed

    await Promise.all([runScheduledSettlements(db(), t0), runScheduledSettlements(db(), t0)]);
    expect((await settlementsOf(a)).map((p) => p.amount)).toEqual([9_000n]);
    expect((await settlementsOf(b)).map((p) => p.amount)).toEqual([19_000n]);
    expect(await settlementsOf(small)).toEqual([]);
    expect(await balanceOf("subaccount", small, "ETB")).toBe(5_000n);
    const audits = await settledAudits(a);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: "system", userId: null, apiKeyId: null, details: expect.objectContaining({ origin: "schedule" }) });

    // More money the same day: not settled again until the next day.
    await earn(shopKey, a, 1000);
    await runScheduledSettlements(db(), new Date(t0.getTime() + 60_000));
    await runScheduledSettlements(db(), new Date(t0.getTime() + 60_000));
    expect(await settlementsOf(a)).toHaveLength(1);
    expect(await balanceOf("subaccount", a, "ETB")).toBe(10_000n);

    const nextDay = new Date(settlementPeriodStart("daily", t0).getTime() + DAY + 60_000);
    await Promise.all([runScheduledSettlements(db(), nextDay), runScheduledSettlements(db(), nextDay)]);
    expect((await settlementsOf(a)).map((p) => p.amount)).toEqual([9_000n, 9_000n]);
    expect(await settlementsOf(b)).toHaveLength(1); // nothing left to settle
    expect(await balanceOf("subaccount", a, "ETB")).toBe(0n);
    expect((await db().subaccount.findUniqueOrThrow({ where: { id: b } })).settlementCheckedAt).toEqual(nextDay);
  });

  it("settles weekly merchants once a week and never settles on the manual schedule", async () => {
    const weekly = await createTestMerchant();
    const manual = await createTestMerchant();
    await updateMerchantSettings(db(), { merchantId: weekly.merchant.id, actor: { type: "dashboard", userId: weekly.user.id }, input: { settlement_schedule: "weekly" } });
    await updateMerchantSettings(db(), { merchantId: manual.merchant.id, actor: { type: "dashboard", userId: manual.user.id }, input: { settlement_schedule: "manual" } });
    const w = await subWithBalance(weekly.keys.test.secret, 1000);
    const man = await subWithBalance(manual.keys.test.secret, 1000);

    const monday = settlementPeriodStart("weekly", new Date(Date.now() + 21 * DAY));
    await runScheduledSettlements(db(), new Date(monday.getTime() + 2 * DAY)); // Wednesday
    expect(await settlementsOf(w)).toHaveLength(1);
    await earn(weekly.keys.test.secret, w, 1000);
    await runScheduledSettlements(db(), new Date(monday.getTime() + 6 * DAY)); // Sunday, same week
    expect(await settlementsOf(w)).toHaveLength(1);
    await runScheduledSettlements(db(), new Date(monday.getTime() + 7 * DAY + 1000)); // next Monday
    expect(await settlementsOf(w)).toHaveLength(2);

    expect(await settlementsOf(man)).toEqual([]);
    expect(await balanceOf("subaccount", man, "ETB")).toBe(10_000n);
    expect((await db().subaccount.findUniqueOrThrow({ where: { id: man } })).settlementCheckedAt).toBeNull();
    // Settle now still works on the manual schedule.
    expect((await apiSettle(manual.keys.test.secret, man)).status).toBe(201);
  });

  it("marks a subaccount it cannot settle as looked at, and settles the others", async () => {
    const shop = await createTestMerchant();
    const broken = await subWithBalance(shop.keys.test.secret, 1000);
    const fine = await subWithBalance(shop.keys.test.secret, 1000);
    // A bank that has since left the registry (stored rows keep what was valid when saved).
    await db().subaccount.update({ where: { id: broken }, data: { bankSlug: "gone-bank" } });
    const t = new Date(Date.now() + 50 * DAY);
    await runScheduledSettlements(db(), t);
    expect(await settlementsOf(broken)).toEqual([]);
    expect(await balanceOf("subaccount", broken, "ETB")).toBe(10_000n);
    expect((await db().subaccount.findUniqueOrThrow({ where: { id: broken } })).settlementCheckedAt).toEqual(t);
    expect(await settlementsOf(fine)).toHaveLength(1);
  });

  it("claims a subaccount once per period, also when two claim it at once", async () => {
    const sub = await createSubaccountFor(key);
    const day = settlementPeriodStart("daily", new Date(Date.now() + 60 * DAY));
    const claim = (at: Date) =>
      db().$transaction(async (tx) => {
        const won = await claimForPeriod(tx, { subaccountId: sub, periodStart: settlementPeriodStart("daily", at), now: at });
        await new Promise((resolve) => setTimeout(resolve, 50)); // hold the row while the other claims
        return won;
      });
    const first = await Promise.all([claim(new Date(day.getTime() + 1000)), claim(new Date(day.getTime() + 2000))]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await claim(new Date(day.getTime() + 3600_000))).toBe(false); // later the same day
    expect(await claim(new Date(day.getTime() + DAY + 1000))).toBe(true); // the next day
  });

  it.runIf(onPostgres)("settles each due subaccount once with several workers on separate connections", async () => {
    const shop = await createTestMerchant();
    const subs = [];
    for (let i = 0; i < 5; i++) subs.push(await subWithBalance(shop.keys.test.secret, 1000));
    const t = new Date(Date.now() + 40 * DAY);
    await Promise.all(Array.from({ length: 4 }, () => runScheduledSettlements(db(), t)));
    for (const sub of subs) expect(await settlementsOf(sub)).toHaveLength(1);
  });
});
