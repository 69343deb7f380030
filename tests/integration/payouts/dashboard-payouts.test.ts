// Dashboard side: the payout routes under /api/dashboard/payouts, called with a real
// signed-in session (tests/support/dashboard-session.ts). They run the API's own services:
// a payout made from the dashboard writes the same rows as one made with POST /v2/payouts
// (payout, hold, event, audit record, job), only its origin and its actor differ. Viewers
// read but are refused every write with 403 and nothing written; the other mode's payout is
// NOT_FOUND; OTP, approval and rejection move payouts through the same steps as the API.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach } from "@/tests/support/ledger";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createFundedMerchant } from "@/tests/factories/funds";
import { runPayoutToRest } from "@/tests/factories/payouts";
import { db } from "@/lib/db";
import { validateCreatePayout, EMPTY_PAYOUT, balanceProblem, toCreatePayoutInput } from "@/lib/payouts/payout-form";
import { GET as listRoute, POST as createRoute } from "@/app/api/dashboard/payouts/route";
import { GET as detailRoute } from "@/app/api/dashboard/payouts/[reference]/route";
import { POST as otpRoute } from "@/app/api/dashboard/payouts/[reference]/otp/route";
import { POST as approveRoute } from "@/app/api/dashboard/payouts/[reference]/approve/route";
import { POST as rejectRoute } from "@/app/api/dashboard/payouts/[reference]/reject/route";
import { GET as quoteRoute } from "@/app/api/dashboard/payouts/quote/route";
import { POST as apiCreateRoute } from "@/app/v2/payouts/route";

setupTestDatabase();
checkLedgerAfterEach();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
type Mode = "test" | "live";
let shop: Merchant;
let other: Merchant;
let owner: SessionUser;
let admin: SessionUser;
let viewer: SessionUser;
let stranger: SessionUser;

const account = (number: string, bank_slug = "cbe") => ({ account_name: "Abebe Kebede", account_number: number, bank_slug });
const body = (number: string, extra: Record<string, unknown> = {}) => ({ amount: 100, currency: "ETB", account: account(number), ...extra });

beforeAll(async () => {
  shop = await createFundedMerchant({ ETB: 100_000 }, { name: "Payout Shop" });
  other = await createFundedMerchant({ ETB: 1_000 }, { name: "Someone Else" });
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
  admin = await addMember(shop.merchant.id, "admin");
  viewer = await addMember(shop.merchant.id, "viewer");
  stranger = { userId: other.user.id, merchantId: other.merchant.id, role: "owner" };
});

const create = (user: SessionUser, payload: unknown, mode: Mode = "test") => callAsUser(createRoute, user, { path: "/api/dashboard/payouts", body: payload, mode });
const list = (user: SessionUser, query = "", mode: Mode = "test") => callAsUser(listRoute, user, { path: `/api/dashboard/payouts${query}`, mode });
const detail = (user: SessionUser, reference: string, mode: Mode = "test") =>
  callAsUser(detailRoute, user, { path: `/api/dashboard/payouts/${reference}`, params: { reference }, mode });
const otp = (user: SessionUser, reference: string, code: string, mode: Mode = "test") =>
  callAsUser(otpRoute, user, { path: `/api/dashboard/payouts/${reference}/otp`, body: { otp: code }, params: { reference }, mode });
const approve = (user: SessionUser, reference: string, mode: Mode = "test") =>
  callAsUser(approveRoute, user, { path: `/api/dashboard/payouts/${reference}/approve`, body: {}, params: { reference }, mode });
const reject = (user: SessionUser, reference: string, payload: unknown = {}, mode: Mode = "test") =>
  callAsUser(rejectRoute, user, { path: `/api/dashboard/payouts/${reference}/reject`, body: payload, params: { reference }, mode });
const quote = (user: SessionUser, query: string, mode: Mode = "test") => callAsUser(quoteRoute, user, { path: `/api/dashboard/payouts/quote${query}`, mode });

async function createdAndRested(user: SessionUser, number: string, extra: Record<string, unknown> = {}) {
  const res = await create(user, body(number, extra));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  await runPayoutToRest(res.json.data.gateway_reference, 20);
  return res.json.data.gateway_reference as string;
}

const status = async (id: string) => (await db().payout.findUniqueOrThrow({ where: { id } })).status;

/** Everything a refused payout action could have written, to compare before and after. */
async function writes(merchantId: string) {
  const [payouts, events, audit, ledger, jobs, balances, statuses] = await Promise.all([
    db().payout.count({ where: { merchantId } }),
    db().event.count({ where: { merchantId } }),
    db().auditLog.count({ where: { merchantId } }),
    db().ledgerTransaction.count({ where: { merchantId } }),
    db().job.count(),
    db().ledgerAccount.findMany({ where: { merchantId }, select: { id: true, balance: true }, orderBy: { id: "asc" } }),
    db().payout.findMany({ where: { merchantId }, select: { id: true, status: true, otpTriesLeft: true }, orderBy: { id: "asc" } }),
  ]);
  return { payouts, events, audit, ledger, jobs, balances, statuses };
}

/** The rows a payout's creation wrote, without ids and times, to compare two payouts. */
async function rowsOf(id: string) {
  const p = await db().payout.findUniqueOrThrow({ where: { id } });
  const events = await db().event.findMany({ where: { objectId: id }, orderBy: { createdAt: "asc" } });
  const ledger = await db().ledgerTransaction.findMany({ where: { referenceId: id }, include: { entries: { include: { account: true } } } });
  const audit = await db().auditLog.findMany({ where: { targetId: id } });
  const jobs = (await db().job.findMany({ where: { type: "payout.process" } })).filter((j) => (j.payload as { payout_id?: string }).payout_id === id);
  return {
    payout: {
      amount: p.amount,
      fee: p.fee,
      currency: p.currency,
      status: p.status,
      accountName: p.accountName,
      accountNumber: p.accountNumber,
      bankSlug: p.bankSlug,
      bankName: p.bankName,
      reason: p.reason,
      mode: p.mode,
      statusReason: p.statusReason,
    },
    events: events.map((e) => ({ type: e.type, objectType: e.objectType, status: (e.payload as { status: string }).status })),
    ledger: ledger.map((t) => ({ kind: t.kind, entries: t.entries.map((e) => ({ type: e.account.type, amount: e.amount })).sort((a, b) => (a.type < b.type ? -1 : 1)) })),
    audit: audit.map((a) => ({ action: a.action, mode: a.mode, details: { ...(a.details as Record<string, unknown>), origin: "*" } })),
    jobs: jobs.length,
  };
}

describe("POST /api/dashboard/payouts", () => {
  it("creates a pending payout with the same rows as POST /v2/payouts; only its origin and actor differ", async () => {
    const before = await balanceOf("merchant_available", shop.merchant.id, "ETB");
    const res = await create(owner, body("1000123450000", { merchant_reference: "dash-same-1", reason: "Invoice 7" }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: "success",
      message: "Payout created",
      data: { gateway_reference: expect.stringMatching(/^po_/), status: "pending", amount: 100, service_fee: 10, currency: "ETB", origin: "dashboard", merchant_reference: "dash-same-1" },
    });
    const fromDashboard = res.json.data.gateway_reference;
    expect(await balanceOf("merchant_available", shop.merchant.id, "ETB")).toBe(before - 11_000n);

    const api = await apiCreateRoute(
      apiRequest("/v2/payouts", { key: shop.keys.test.secret, body: body("1000123450000", { merchant_reference: "api-same-1", reason: "Invoice 7" }) }),
      { params: Promise.resolve({}) },
    );
    expect(api.status).toBe(201);
    const fromApi = (await api.json()).data.gateway_reference;

    const [d, a] = await Promise.all([rowsOf(fromDashboard), rowsOf(fromApi)]);
    expect(d).toEqual(a);
    expect(d.events).toEqual([{ type: "payout.pending", objectType: "payout", status: "pending" }]);
    expect(d.ledger).toEqual([
      {
        kind: "payout_hold",
        entries: [
          { type: "merchant_available", amount: -11_000n },
          { type: "payouts_in_flight", amount: 11_000n },
        ],
      },
    ]);
    expect(d.jobs).toBe(1);
    const [dashAudit] = await db().auditLog.findMany({ where: { targetId: fromDashboard } });
    expect(dashAudit).toMatchObject({ action: "payout.created", actorType: "dashboard", userId: owner.userId, details: expect.objectContaining({ origin: "dashboard", account_number_last4: "0000" }) });
    const [apiAudit] = await db().auditLog.findMany({ where: { targetId: fromApi } });
    expect(apiAudit).toMatchObject({ actorType: "api", details: expect.objectContaining({ origin: "api" }) });
  });

  it("admins may create; a viewer is refused with 403 and nothing is written", async () => {
    expect((await create(admin, body("1000123450000"))).status).toBe(201);
    const before = await writes(shop.merchant.id);
    const res = await create(viewer, body("1000123450000"));
    expect(res.status).toBe(403);
    expect(res.json.error?.code).toBe("UNAUTHORIZED");
    expect(await writes(shop.merchant.id)).toEqual(before);
  });

  it("refuses bad values with the API's codes and per-field details, writing nothing", async () => {
    const before = await writes(shop.merchant.id);
    const cases: [unknown, number, string, string | null][] = [
      [body("12345"), 400, "INVALID_FORMAT", "account.account_number"],
      [{ ...body("1000123450000"), account: account("1000123450000", "nope") }, 400, "INVALID_FORMAT", "account.bank_slug"],
      [{ ...body("1000123450000"), account: account("1000123450000", "stanbic_ug") }, 400, "INVALID_VALUE", "account.bank_slug"],
      [body("1000123450000", { amount: 1.234 }), 400, "INVALID_VALUE", "amount"],
      [body("1000123450000", { amount: 10_000_000 }), 400, "INSUFFICIENT_BALANCE", null],
      [body("1000123450000", { merchant_reference: "dash-same-1" }), 409, "RESOURCE_CONFLICT", "merchant_reference"],
      [body("1000123450000", { surprise: true }), 400, "VALIDATION_ERROR", null],
    ];
    for (const [payload, code, errorCode, field] of cases) {
      const res = await create(owner, payload);
      expect([res.status, res.json.error?.code], JSON.stringify(payload)).toEqual([code, errorCode]);
      if (field) expect((res.json.error?.details as { field: string }[]).map((d) => d.field)).toContain(field);
    }
    expect(await writes(shop.merchant.id)).toEqual(before);
  });

  it("the browser-side checks name the same fields as the server", () => {
    const v = { ...EMPTY_PAYOUT, amount: "100", bank_slug: "cbe", account_name: "Abebe", account_number: "12345" };
    expect(validateCreatePayout(v)).toEqual({ "account.account_number": "Expected 13 digits for Commercial Bank of Ethiopia" });
    expect(Object.keys(validateCreatePayout({ ...v, account_number: "1000123450000", bank_slug: "stanbic_ug" }))).toEqual(["account.bank_slug"]);
    expect(Object.keys(validateCreatePayout({ ...v, account_number: "1000123450000", amount: "1.234" }))).toEqual(["amount"]);
    expect(validateCreatePayout({ ...v, account_number: "1000123450000" })).toEqual({});
    // Amounts as people type them: thousands grouped, or a sentence saying how to write it.
    expect(validateCreatePayout({ ...v, account_number: "1000123450000", amount: "1,000" })).toEqual({});
    expect(toCreatePayoutInput({ ...v, amount: "1 000.50" }).amount).toBe(1000.5);
    expect(validateCreatePayout({ ...v, account_number: "1000123450000", amount: "1,00" }).amount).toBe("Use a comma only between groups of three digits, and a dot for decimals: 1,000.50, or 1.00");
    expect(validateCreatePayout({ ...v, account_number: "1000123450000", amount: "" }).amount).toBe("Enter an amount");
    // Amount + fee above the quoted balance: ETB 95 + 10 > 100.
    const quoted = { currency: "ETB", available: 100, fee: 10 };
    expect(balanceProblem({ ...v, amount: "95" }, quoted)).toBe("Amount plus fee (ETB 105.00) is more than your available balance (ETB 100.00)");
    expect(balanceProblem({ ...v, amount: "90" }, quoted)).toBeNull();
  });
});

describe("GET /api/dashboard/payouts/quote", () => {
  it("answers the available balance and the fee of the chosen bank or wallet, 0 when fees are waived", async () => {
    const available = Number(await balanceOf("merchant_available", shop.merchant.id, "ETB")) / 100;
    const bank = await quote(viewer, "?currency=ETB&bank_slug=cbe");
    expect(bank.status).toBe(200);
    expect(bank.json.data).toMatchObject({ currency: "ETB", available, fee: 10 });
    expect((await quote(viewer, "?currency=etb&bank_slug=telebirr")).json.data).toMatchObject({ currency: "ETB", fee: 5 });
    expect((await quote(viewer, "?currency=ETB")).json.data).toMatchObject({ currency: "ETB", available, fee: null });
    expect((await quote(viewer, "?currency=UGX")).json.data).toMatchObject({ currency: "UGX", available: 0 });
    expect((await quote(viewer, "?currency=ETB&bank_slug=stanbic_ug")).json.error?.code).toBe("INVALID_VALUE");
    expect((await quote(viewer, "?currency=XXX")).status).toBe(400);

    const waived = await createTestMerchant();
    await db().merchant.update({ where: { id: waived.merchant.id }, data: { payoutFeesWaived: true } });
    const w = { userId: waived.user.id, merchantId: waived.merchant.id, role: "owner" as const };
    expect((await quote(w, "?currency=ETB&bank_slug=cbe")).json.data).toMatchObject({ fee: 0, available: 0 });
  });
});

describe("GET /api/dashboard/payouts and /{reference}", () => {
  it("lists the mode's payouts newest first with masked accounts, filters (completed = success) and pages; the detail shows the full account and the timeline", async () => {
    const m = await createFundedMerchant({ ETB: 1_000 });
    const user = { userId: m.user.id, merchantId: m.merchant.id, role: "owner" as const };
    const ok = await createdAndRested(user, "1000123450000", { merchant_reference: "ok-1" });
    const failed = await createdAndRested(user, "1000123451111");
    const res = await list(user);
    expect(res.status).toBe(200);
    expect(res.json.data.items.map((p: { gateway_reference: string }) => p.gateway_reference)).toEqual([failed, ok]);
    expect(res.json.data.items[1].account.account_number).toBe("••••0000");
    expect(res.json.data.pagination).toMatchObject({ page: 1, per_page: 20, total: 2, has_more: false });

    expect((await list(user, "?status=completed")).json.data.items.map((p: { status: string }) => p.status)).toEqual(["success"]);
    expect((await list(user, "?status=failed")).json.data.items.map((p: { gateway_reference: string }) => p.gateway_reference)).toEqual([failed]);
    expect((await list(user, "?merchant_reference=ok-1")).json.data.items).toHaveLength(1);
    expect((await list(user, "?currency=USD")).json.data.items).toHaveLength(0);
    const paged = await list(user, "?per_page=1&page=2");
    expect(paged.json.data.items.map((p: { gateway_reference: string }) => p.gateway_reference)).toEqual([ok]);
    expect((await list(user, "?status=done")).json.error?.code).toBe("INVALID_VALUE");
    expect((await list(user, "", "live")).json.data.items).toEqual([]);

    const d = await detail(user, ok);
    expect(d.status).toBe(200);
    expect(d.json.data).toMatchObject({ gateway_reference: ok, status: "success", account: { account_number: "1000123450000" }, otp_tries_left: 3 });
    expect(d.json.data.timeline.map((s: { type: string; status: string }) => [s.type, s.status])).toEqual([
      ["payout.pending", "pending"],
      ["payout.processing", "processing"],
      ["payout.success", "success"],
    ]);
    const f = (await detail(user, failed)).json.data;
    expect(f.status_reason).toBe("The receiving bank reports the account closed");
    expect(f.timeline.at(-1)).toMatchObject({ status: "failed", status_reason: "The receiving bank reports the account closed" });
    // By the merchant's own reference too; viewers read.
    expect((await detail(viewer, "dash-same-1")).json.data.merchant_reference).toBe("dash-same-1");
  });

  it("another merchant's and the other mode's payouts are NOT_FOUND, for reads and for every action", async () => {
    const mine = await createdAndRested(owner, "1000123453333");
    const theirs = await createdAndRested(stranger, "1000123455555");
    const before = await writes(shop.merchant.id);
    const answers = [
      await detail(owner, mine, "live"),
      await detail(owner, theirs),
      await otp(owner, mine, "123456", "live"),
      await approve(owner, theirs),
      await reject(owner, theirs),
      await approve(owner, mine, "live"),
    ];
    for (const a of answers) expect([a.status, a.json.error?.code]).toEqual([404, "NOT_FOUND"]);
    expect(await writes(shop.merchant.id)).toEqual(before);
    expect(await status(mine)).toBe("otp_needed");
    expect(await status(theirs)).toBe("auth_needed");
  });
});

describe("OTP, approval and rejection from the dashboard", () => {
  it("an OTP payout: a viewer is refused, a wrong code tells the tries left, the right one sends it on to success", async () => {
    const ref = await createdAndRested(owner, "1000123453333");
    expect(await status(ref)).toBe("otp_needed");

    const before = await writes(shop.merchant.id);
    const refused = await otp(viewer, ref, "123456");
    expect(refused.status).toBe(403);
    expect(await writes(shop.merchant.id)).toEqual(before);

    const wrong = await otp(admin, ref, "000000");
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ message: "wrong OTP: 2 tries left", error: { code: "INVALID_VALUE", details: [{ field: "otp" }] } });
    expect((await detail(viewer, ref)).json.data).toMatchObject({ status: "otp_needed", otp_tries_left: 2 });

    const right = await otp(admin, ref, "123456");
    expect(right.status, JSON.stringify(right.json)).toBe(200);
    await runPayoutToRest(ref, 20);
    const d = (await detail(owner, ref)).json.data;
    expect(d.status).toBe("success");
    expect(d.timeline.map((s: { status: string }) => s.status)).toEqual(["pending", "processing", "otp_needed", "processing", "success"]);
    const audit = await db().auditLog.findMany({ where: { targetId: ref, action: { startsWith: "payout.otp" } }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => [a.action, a.userId])).toEqual([
      ["payout.otp_rejected", admin.userId],
      ["payout.otp_confirmed", admin.userId],
    ]);
  });

  it("three wrong codes fail the payout and return amount and fee", async () => {
    const available = await balanceOf("merchant_available", shop.merchant.id, "ETB");
    const ref = await createdAndRested(owner, "1000123453333");
    for (const left of [2, 1]) expect((await otp(owner, ref, "111111")).json.message).toBe(`wrong OTP: ${left} ${left === 1 ? "try" : "tries"} left`);
    const last = await otp(owner, ref, "111111");
    expect(last.json.message).toMatch(/3 wrong codes, the payout failed/);
    expect(await status(ref)).toBe("failed");
    expect(await balanceOf("merchant_available", shop.merchant.id, "ETB")).toBe(available);
    expect((await otp(owner, ref, "123456")).json.error?.code).toBe("INVALID_STATE");
  });

  it("approve sends a held payout on to success; a viewer cannot approve", async () => {
    const ref = await createdAndRested(owner, "1000123455555");
    expect(await status(ref)).toBe("auth_needed");
    const before = await writes(shop.merchant.id);
    expect((await approve(viewer, ref)).status).toBe(403);
    expect((await reject(viewer, ref)).status).toBe(403);
    expect(await writes(shop.merchant.id)).toEqual(before);

    const res = await approve(owner, ref);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe("Payout approved");
    await runPayoutToRest(ref, 20);
    expect(await status(ref)).toBe("success");
    expect(await db().auditLog.count({ where: { targetId: ref, action: "payout.approved", userId: owner.userId } })).toBe(1);
    // Approving twice is refused: it no longer waits.
    expect((await approve(owner, ref)).json.error?.code).toBe("INVALID_STATE");
  });

  it("reject fails a held payout with the reason and returns amount and fee", async () => {
    const available = await balanceOf("merchant_available", shop.merchant.id, "ETB");
    const ref = await createdAndRested(owner, "1000123455555");
    expect(await balanceOf("merchant_available", shop.merchant.id, "ETB")).toBe(available - 11_000n);
    const res = await reject(admin, ref, { reason: "Wrong vendor" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: "failed", status_reason: "Rejected by the merchant: Wrong vendor" });
    expect(await balanceOf("merchant_available", shop.merchant.id, "ETB")).toBe(available);
    expect((await reject(admin, ref, { reason: "x", extra: 1 })).json.error?.code).toBe("VALIDATION_ERROR");
  });
});
