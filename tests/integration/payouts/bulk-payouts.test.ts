// Bulk payouts: POST /v2/payouts/bulk checks every item and the total before writing
// anything, reports each bad item once ({index, field, code, message}), and otherwise creates
// the batch and all its payouts in one transaction; GET /v2/payouts/bulk/{ref} counts them by
// status; the dashboard's preview runs the same checks and writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach } from "@/tests/support/ledger";
import { addMember, callAsUser } from "@/tests/support/dashboard-session";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createFundedMerchant } from "@/tests/factories/funds";
import { runPayoutToRest } from "@/tests/factories/payouts";
import { POST as bulkRoute } from "@/app/v2/payouts/bulk/route";
import { GET as batchRoute } from "@/app/v2/payouts/bulk/[batch_reference]/route";
import { POST as createRoute, GET as listRoute } from "@/app/v2/payouts/route";
import { POST as dashboardBulkRoute } from "@/app/api/dashboard/payouts/bulk/route";
import { POST as dashboardPreviewRoute } from "@/app/api/dashboard/payouts/bulk/preview/route";
import { GET as dashboardBatchRoute } from "@/app/api/dashboard/payouts/bulk/[batch_reference]/route";
import { db } from "@/lib/db";
import { MAX_BULK_PAYOUTS } from "@/lib/schemas/payouts";

setupTestDatabase();
checkLedgerAfterEach();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let m: Merchant;
let other: Merchant;
let key: string;

const noParams = { params: Promise.resolve({}) };
const account = (number: string, bank_slug = "cbe") => ({ account_name: "Abebe Kebede", account_number: number, bank_slug });
/** A valid 13-digit CBE account whose last four digits pick the simulator's outcome. */
const cbe = (ending = "0000") => account(`100012345${ending}`);
let refSeq = 0;
const ref = () => `bulk-${Date.now()}-${++refSeq}`;

async function bulk(body: unknown, opts: { key?: string; idempotencyKey?: string } = {}) {
  const headers: Record<string, string> = opts.idempotencyKey ? { "idempotency-key": opts.idempotencyKey } : {};
  const res = await bulkRoute(apiRequest("/v2/payouts/bulk", { key: opts.key ?? key, body, headers }), noParams);
  return { status: res.status, json: await res.json() };
}

async function getBatch(reference: string, k = key) {
  const res = await batchRoute(apiRequest(`/v2/payouts/bulk/${reference}`, { key: k }), { params: Promise.resolve({ batch_reference: reference }) });
  return { status: res.status, json: await res.json() };
}

/** Everything a bulk request could write, and the balance it could move. */
async function snapshot(merchant = m) {
  const d = db();
  const [payouts, batches, audit, events, jobs, ledgerTransactions, idempotency] = await Promise.all([
    d.payout.count(),
    d.payoutBatch.count(),
    d.auditLog.count(),
    d.event.count(),
    d.job.count(),
    d.ledgerTransaction.count(),
    d.idempotencyKey.count(),
  ]);
  const available = await balanceOf("merchant_available", merchant.merchant.id, "ETB");
  return { payouts, batches, audit, events, jobs, ledgerTransactions, idempotency, available };
}

beforeAll(async () => {
  m = await createFundedMerchant({ ETB: 100_000 });
  other = await createTestMerchant();
  key = m.keys.test.secret;
});

describe("POST /v2/payouts/bulk: success", () => {
  it("creates every payout under one batch_reference, holding amounts plus fees, with one batch audit record", async () => {
    const before = await snapshot();
    const refs = [ref(), ref(), ref()];
    const { status, json } = await bulk({
      title: "November salaries",
      currency: "etb",
      payouts: [
        { amount: 100, account: cbe(), merchant_reference: refs[0], reason: "salary" },
        { amount: 250.5, currency: "ETB", account: cbe(), merchant_reference: refs[1] },
        // A wallet number as written in Addis, stored in E.164 (checked below).
        { amount: 30, account: account("091 111 0000", "telebirr"), merchant_reference: refs[2], meta: { employee: 7 } },
      ],
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      status: "success",
      data: {
        batch_reference: expect.stringMatching(/^pob_/),
        title: "November salaries",
        currency: "ETB",
        count: 3,
        total_amount: 380.5,
        total_fee: 25, // two bank payouts at ETB 10, one wallet payout at ETB 5
        payouts: [
          { gateway_reference: expect.stringMatching(/^po_/), merchant_reference: refs[0], status: "pending", amount: 100, service_fee: 10 },
          { gateway_reference: expect.stringMatching(/^po_/), merchant_reference: refs[1], status: "pending", amount: 250.5, service_fee: 10 },
          { gateway_reference: expect.stringMatching(/^po_/), merchant_reference: refs[2], status: "pending", amount: 30, service_fee: 5 },
        ],
      },
      created_at: expect.any(String),
    });
    const batchRef = json.data.batch_reference as string;
    const rows = await db().payout.findMany({ where: { batchId: batchRef }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.merchantReference, r.origin, r.amount, r.fee])).toEqual([
      [refs[0], "bulk", 10_000n, 1_000n],
      [refs[1], "bulk", 25_050n, 1_000n],
      [refs[2], "bulk", 3_000n, 500n],
    ]);
    expect(rows[2].accountNumber).toBe("+251911110000");
    const batch = await db().payoutBatch.findUniqueOrThrow({ where: { id: batchRef } });
    expect(batch).toMatchObject({ merchantId: m.merchant.id, mode: "test", title: "November salaries", currency: "ETB", totalAmount: 38_050n, totalFee: 2_500n });

    const after = await snapshot();
    expect(after.available).toBe(before.available - 40_550n);
    expect(after.payouts - before.payouts).toBe(3);
    expect(after.batches - before.batches).toBe(1);
    expect(after.jobs - before.jobs).toBe(3);
    const audits = await db().auditLog.findMany({ where: { merchantId: m.merchant.id, OR: [{ action: "payout_batch.created" }, { targetId: { in: rows.map((r) => r.id) } }] } });
    expect(audits.filter((a) => a.action === "payout_batch.created").map((a) => [a.targetId, a.actorType])).toEqual([[batchRef, "api"]]);
    expect(audits.filter((a) => a.action === "payout.created")).toHaveLength(3);

    // The list filter finds the same payouts.
    const list = await listRoute(apiRequest(`/v2/payouts?batch_reference=${batchRef}`, { key }), noParams);
    expect((await list.json()).data.items.map((p: { gateway_reference: string }) => p.gateway_reference).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it(`accepts ${MAX_BULK_PAYOUTS} payouts and refuses ${MAX_BULK_PAYOUTS + 1} with nothing written`, { timeout: 90_000 }, async () => {
    const items = (n: number) => Array.from({ length: n }, () => ({ amount: 1, account: cbe() }));
    const before = await snapshot();
    const refused = await bulk({ title: "Too many", currency: "ETB", payouts: items(MAX_BULK_PAYOUTS + 1) });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "payouts", message: `at most ${MAX_BULK_PAYOUTS} payouts per batch` }] });
    expect(await snapshot()).toEqual(before);

    const { status, json } = await bulk({ title: "Exactly the maximum", currency: "ETB", payouts: items(MAX_BULK_PAYOUTS) });
    expect(status).toBe(201);
    expect(json.data).toMatchObject({ count: MAX_BULK_PAYOUTS, total_amount: 100, total_fee: 1_000 });
    expect(await db().payout.count({ where: { batchId: json.data.batch_reference } })).toBe(MAX_BULK_PAYOUTS);
    expect((await snapshot()).available).toBe(before.available - 110_000n);
  });

  it("an idempotent retry answers the same batch and creates nothing more", async () => {
    const body = { title: "Retry me", currency: "ETB", payouts: [{ amount: 5, account: cbe(), merchant_reference: ref() }] };
    const first = await bulk(body, { idempotencyKey: "bulk-retry-1" });
    expect(first.status).toBe(201);
    const before = await snapshot();
    const again = await bulk(body, { idempotencyKey: "bulk-retry-1" });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await snapshot()).toEqual(before);
    expect(await db().payoutBatch.count({ where: { title: "Retry me" } })).toBe(1);
  });
});

describe("POST /v2/payouts/bulk: every bad item reported, nothing written", () => {
  it("reports one entry per bad item, in index order, with its field and code", async () => {
    const existing = ref();
    const created = await createRoute(apiRequest("/v2/payouts", { key, body: { amount: 1, currency: "ETB", account: cbe(), merchant_reference: existing } }), noParams);
    expect(created.status).toBe(201);
    const dup = ref();
    const before = await snapshot();
    const { status, json } = await bulk({
      title: "Broken",
      currency: "ETB",
      payouts: [
        { amount: 10, account: cbe(), merchant_reference: dup }, // 0: fine
        { amount: 10 }, // 1: shape: no account
        { amount: -5, account: cbe() }, // 2: amount
        { amount: 10, account: account("1000123450000", "no_such_bank") }, // 3: bank slug
        { amount: 10, account: account("12345") }, // 4: account number
        { amount: 10, currency: "USD", account: cbe() }, // 5: another currency than the batch's
        { amount: 10, account: cbe(), merchant_reference: dup }, // 6: repeats item 0's reference
        { amount: 10, account: cbe(), merchant_reference: existing }, // 7: an existing payout's reference
        { amount: 10, account: account("1000123450000", "stanbic_ug") }, // 8: a UGX bank in an ETB batch
        { amount: 10, account: cbe(), colour: "blue" }, // 9: unknown field
        { amount: 10.001, account: account("12") }, // 10: two problems, reported once (the first)
        "not an object", // 11
      ],
    });
    expect(status).toBe(400);
    expect(json.error.code).toBe("VALIDATION_ERROR");
    expect(json.message).toMatch(/^11 of 12 payouts are invalid; nothing was created/);
    expect(json.error.details.map((d: { index: number; field: string; code: string }) => [d.index, d.field, d.code])).toEqual([
      [1, "payouts.1.account", "VALIDATION_ERROR"],
      [2, "payouts.2.amount", "INVALID_VALUE"],
      [3, "payouts.3.account.bank_slug", "INVALID_FORMAT"],
      [4, "payouts.4.account.account_number", "INVALID_FORMAT"],
      [5, "payouts.5.currency", "INVALID_VALUE"],
      [6, "payouts.6.merchant_reference", "RESOURCE_CONFLICT"],
      [7, "payouts.7.merchant_reference", "RESOURCE_CONFLICT"],
      [8, "payouts.8.account.bank_slug", "INVALID_VALUE"],
      [9, "payouts.9.colour", "VALIDATION_ERROR"],
      [10, "payouts.10.amount", "INVALID_VALUE"],
      [11, "payouts.11", "VALIDATION_ERROR"],
    ]);
    for (const d of json.error.details) expect(d.message).toEqual(expect.any(String));
    expect(json.error.details[4].message).toBe("must be ETB, the batch's currency, or left out");
    expect(json.error.details[5].message).toBe(`"${dup}" is also the merchant_reference of payouts[0]`);
    expect(json.error.details[6].message).toMatch(new RegExp(`^"${existing}" is already used by payout po_`));
    expect(await snapshot()).toEqual(before);
  });

  it("a batch-level problem answers like any other request: title, currency, empty list", async () => {
    const before = await snapshot();
    const noTitle = await bulk({ title: " ", currency: "ETB", payouts: [{ amount: 1, account: cbe() }] });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "title", message: "must not be empty" }] });
    const badCurrency = await bulk({ title: "x", currency: "EUR", payouts: [{ amount: 1, account: cbe() }] });
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.json.error).toMatchObject({ code: "INVALID_VALUE", details: [{ field: "currency" }] });
    const empty = await bulk({ title: "x", currency: "ETB", payouts: [] });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "payouts", message: "give at least one payout" }] });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a total above the available balance with INSUFFICIENT_BALANCE naming both", async () => {
    const poor = await createFundedMerchant({ ETB: 100 });
    const before = await snapshot(poor);
    // 2 x (45 + 10 fee) = 110 > 100, though each payout alone fits.
    const { status, json } = await bulk(
      { title: "Too much", currency: "ETB", payouts: [{ amount: 45, account: cbe() }, { amount: 45, account: cbe() }] },
      { key: poor.keys.test.secret, idempotencyKey: "poor-1" },
    );
    expect(status).toBe(400);
    expect(json.error.code).toBe("INSUFFICIENT_BALANCE");
    expect(json.message).toBe("Insufficient balance: the batch needs ETB 110.00 (amounts ETB 90.00 + fees ETB 20.00), ETB 100.00 is available");
    expect(json.error.details).toEqual([{ index: null, field: "payouts", code: "INSUFFICIENT_BALANCE", message: json.message, total: 110, available: 100 }]);
    const after = await snapshot(poor);
    // The refusal is kept for the Idempotency-Key (as for a single payout); nothing else is written.
    expect({ ...after, idempotency: 0 }).toEqual({ ...before, idempotency: 0 });
    expect(after.available).toBe(10_000n);
    expect(await db().payoutBatch.count({ where: { merchantId: poor.merchant.id } })).toBe(0);

    // Exactly the balance is enough.
    const ok = await bulk({ title: "Just right", currency: "ETB", payouts: [{ amount: 40, account: cbe() }, { amount: 40, account: cbe() }] }, { key: poor.keys.test.secret });
    expect(ok.status).toBe(201);
    expect(await balanceOf("merchant_available", poor.merchant.id, "ETB")).toBe(0n);
  });

  it("two batches racing for one balance: one is created whole, the other refused with nothing written", async () => {
    const racer = await createFundedMerchant({ ETB: 200 });
    const body = (n: number) => ({ title: `race ${n}`, currency: "ETB", payouts: [{ amount: 60, account: cbe() }, { amount: 60, account: cbe() }] });
    const results = await Promise.all([1, 2].map((n) => bulk(body(n), { key: racer.keys.test.secret })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)!.json.error.code).toBe("INSUFFICIENT_BALANCE");
    expect(await db().payout.count({ where: { merchantId: racer.merchant.id } })).toBe(2);
    expect(await db().payoutBatch.count({ where: { merchantId: racer.merchant.id } })).toBe(1);
    expect(await balanceOf("merchant_available", racer.merchant.id, "ETB")).toBe(6_000n);
  });

  it("two batches racing for one merchant_reference: one is created, the other answers the item's RESOURCE_CONFLICT", async () => {
    const shared = ref();
    const body = (n: number) => ({ title: `ref race ${n}`, currency: "ETB", payouts: [{ amount: 1, account: cbe() }, { amount: 1, account: cbe(), merchant_reference: shared }] });
    const results = await Promise.all([1, 2].map((n) => bulk(body(n))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const refused = results.find((r) => r.status === 400)!.json.error;
    expect(refused.code).toBe("VALIDATION_ERROR");
    expect(refused.details).toMatchObject([{ index: 1, field: "payouts.1.merchant_reference", code: "RESOURCE_CONFLICT" }]);
    expect(await db().payout.count({ where: { merchantId: m.merchant.id, merchantReference: shared } })).toBe(1);
  });
});

describe("GET /v2/payouts/bulk/{batch_reference}", () => {
  it("counts the batch's payouts by status, all eight, as the worker moves them", async () => {
    const endings = ["0000", "1111", "3333", "4444", "5555", "0000", "0000"];
    const { json } = await bulk({ title: "Outcomes", currency: "ETB", payouts: endings.map((e) => ({ amount: 2, account: cbe(e) })) });
    const batchRef = json.data.batch_reference;
    const fresh = await getBatch(batchRef);
    expect(fresh.status).toBe(200);
    expect(fresh.json.data).toMatchObject({
      batch_reference: batchRef,
      title: "Outcomes",
      count: 7,
      total_amount: 14,
      total_fee: 70,
      status_counts: { pending: 7, processing: 0, success: 0, failed: 0, blocked: 0, auth_needed: 0, otp_needed: 0, reversed: 0 },
      in_progress: true,
      payouts_url: `/v2/payouts?batch_reference=${batchRef}`,
      created_at: expect.any(String),
    });
    expect(fresh.json.data.payouts[0].account.account_number).toBe("1000123450000");

    // The worker's step on all but the last two.
    const ids: string[] = json.data.payouts.map((p: { gateway_reference: string }) => p.gateway_reference);
    for (const id of ids.slice(0, 5)) await runPayoutToRest(id);
    const later = await getBatch(batchRef);
    expect(later.json.data.status_counts).toEqual({ pending: 2, processing: 0, success: 1, failed: 1, blocked: 1, auth_needed: 1, otp_needed: 1, reversed: 0 });
    expect(later.json.data.in_progress).toBe(true);
    for (const id of ids.slice(5)) await runPayoutToRest(id);
    const done = await getBatch(batchRef);
    expect(done.json.data.status_counts).toMatchObject({ pending: 0, success: 3 });
    expect(done.json.data.in_progress).toBe(false);
  });

  it("another merchant's batch is NOT_FOUND; the other mode's is 401 naming the mode; unknown references are NOT_FOUND", async () => {
    const { json } = await bulk({ title: "Mine", currency: "ETB", payouts: [{ amount: 1, account: cbe() }] });
    const batchRef = json.data.batch_reference;
    const foreign = await getBatch(batchRef, other.keys.test.secret);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toMatchObject({ message: "payout batch not found", error: { code: "NOT_FOUND" } });
    const live = await getBatch(batchRef, m.keys.live.secret);
    expect(live.status).toBe(401);
    expect(live.json).toMatchObject({ message: "this reference belongs to test mode; use your test secret key", error: { code: "UNAUTHORIZED" } });
    for (const unknown of ["pob_doesnotexist0000000", "po_whatever", "bulk"]) {
      const res = await getBatch(unknown);
      expect(res.status).toBe(404);
    }
  });
});

describe("dashboard: preview, create, read", () => {
  const owner = () => ({ userId: m.user.id, merchantId: m.merchant.id, role: "owner" as const });

  it("the preview reports every row's problem, fees and the total against the balance, and writes nothing", async () => {
    const before = await snapshot();
    const { status, json } = await callAsUser(dashboardPreviewRoute, owner(), {
      path: "/api/dashboard/payouts/bulk/preview",
      body: { title: "Preview", currency: "ETB", payouts: [{ amount: 10, account: cbe() }, { amount: 0, account: cbe() }, { amount: 3, account: account("+251911110000", "telebirr") }] },
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      currency: "ETB",
      count: 3,
      valid_count: 2,
      items: [
        { index: 0, amount: 10, service_fee: 10, bank_name: "Commercial Bank of Ethiopia" },
        { index: 1, amount: null, service_fee: null },
        { index: 2, amount: 3, service_fee: 5 },
      ],
      errors: [{ index: 1, field: "payouts.1.amount", code: "INVALID_VALUE" }],
      total_amount: 13,
      total_fee: 15,
      total: 28,
      available: Number(before.available) / 100,
      balance_error: null,
      ok: false,
    });
    // A batch above the balance: its rows are fine, the balance is not.
    const tooMuch = await callAsUser(dashboardPreviewRoute, owner(), {
      path: "/api/dashboard/payouts/bulk/preview",
      body: { title: "Preview", currency: "ETB", payouts: [{ amount: 10_000_000, account: cbe() }] },
    });
    expect(tooMuch.json.data).toMatchObject({ errors: [], ok: false, balance_error: { code: "INSUFFICIENT_BALANCE", total: 10_000_010 } });
    expect(await snapshot()).toEqual(before);
  });

  it("creates a batch as the signed-in user and reads it back masked; the other mode's batch is NOT_FOUND; viewers cannot create", async () => {
    const created = await callAsUser(dashboardBulkRoute, owner(), {
      path: "/api/dashboard/payouts/bulk",
      body: { title: "From the dashboard", currency: "ETB", payouts: [{ amount: 7, account: cbe(), merchant_reference: ref() }] },
    });
    expect(created.status).toBe(201);
    const batchRef = created.json.data.batch_reference;
    expect(created.json.data).toMatchObject({ count: 1, total_amount: 7, total_fee: 10, status_counts: { pending: 1 } });
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "payout_batch.created", targetId: batchRef } });
    expect(audit).toMatchObject({ actorType: "dashboard", userId: m.user.id });

    const read = await callAsUser(dashboardBatchRoute, owner(), { path: `/api/dashboard/payouts/bulk/${batchRef}`, params: { batch_reference: batchRef } });
    expect(read.status).toBe(200);
    expect(read.json.data.payouts[0].account.account_number).toBe("••••0000");
    const liveView = await callAsUser(dashboardBatchRoute, owner(), { path: `/api/dashboard/payouts/bulk/${batchRef}`, params: { batch_reference: batchRef }, mode: "live" });
    expect(liveView.status).toBe(404);
    expect(liveView.json.error?.code).toBe("NOT_FOUND");
    const foreign = await callAsUser(dashboardBatchRoute, { userId: other.user.id, merchantId: other.merchant.id, role: "owner" }, { path: `/api/dashboard/payouts/bulk/${batchRef}`, params: { batch_reference: batchRef } });
    expect(foreign.status).toBe(404);

    const viewer = await addMember(m.merchant.id, "viewer");
    const before = await snapshot();
    const refused = await callAsUser(dashboardBulkRoute, viewer, { path: "/api/dashboard/payouts/bulk", body: { title: "No", currency: "ETB", payouts: [{ amount: 1, account: cbe() }] } });
    expect(refused.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
