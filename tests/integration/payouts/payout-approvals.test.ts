// An owner sets, per currency, the amount above which a payout
// waits in auth_needed for a second team member. Real routes, real sessions, a real database:
//  - the threshold is per currency and only owners set it (audited, from -> to);
//  - above it, a payout from the API, the dashboard or a bulk batch is created in auth_needed with
//    a reason, its money held, no job to send it, payout.auth_needed written;
//  - its creator cannot approve it (403, own_payout), nor can an API key (403,
//    team_member_required); another member approves it once: pending, then the worker sends it;
//  - rejection fails it and returns amount and fee; a second decision is 409 INVALID_STATE;
//  - on PostgreSQL, two approvers at once: one approval, one job, one delivery.
// After every test the ledger check is clean (checkLedgerAfterEach).
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach } from "@/tests/support/ledger";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { apiRequest } from "@/tests/factories/merchants";
import { createFundedMerchant } from "@/tests/factories/funds";
import { cbeAccount, runPayoutToRest } from "@/tests/factories/payouts";
import { db } from "@/lib/db";
import { GET as listRoute, POST as createRoute } from "@/app/api/dashboard/payouts/route";
import { POST as approveRoute } from "@/app/api/dashboard/payouts/[reference]/approve/route";
import { POST as rejectRoute } from "@/app/api/dashboard/payouts/[reference]/reject/route";
import { GET as getThresholds, PUT as putThreshold } from "@/app/api/dashboard/payouts/approval-thresholds/route";
import { POST as apiCreateRoute } from "@/app/v2/payouts/route";
import { POST as apiBulkRoute } from "@/app/v2/payouts/bulk/route";
import { POST as apiApproveRoute } from "@/app/v2/payouts/[reference]/approve/route";
import { POST as apiRejectRoute } from "@/app/v2/payouts/[reference]/reject/route";

setupTestDatabase();
checkLedgerAfterEach();

type Shop = Awaited<ReturnType<typeof createFundedMerchant>>;
let shop: Shop;
let owner: SessionUser;
let makerA: SessionUser;
let checkerB: SessionUser;
let support: SessionUser;

const noParams = { params: Promise.resolve({}) };
const refParams = (reference: string) => ({ params: Promise.resolve({ reference }) });

beforeAll(async () => {
  shop = await createFundedMerchant({ ETB: 100_000, USD: 1_000 });
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
  makerA = await addMember(shop.merchant.id, "admin");
  checkerB = await addMember(shop.merchant.id, "admin");
  support = await addMember(shop.merchant.id, "support");
  const set = await callAsUser(putThreshold, owner, { path: "/api/dashboard/payouts/approval-thresholds", method: "PUT", body: { currency: "ETB", amount: 5000 } });
  expect(set.status).toBe(200);
});

const dashboardCreate = (user: SessionUser, amount: number, ending = "0000") =>
  callAsUser(createRoute, user, { path: "/api/dashboard/payouts", body: { amount, currency: "ETB", account: cbeAccount(ending) } });
const approve = (user: SessionUser, reference: string) =>
  callAsUser(approveRoute, user, { path: `/api/dashboard/payouts/${reference}/approve`, body: {}, params: { reference } });
const reject = (user: SessionUser, reference: string, body: unknown = {}) =>
  callAsUser(rejectRoute, user, { path: `/api/dashboard/payouts/${reference}/reject`, body, params: { reference } });

async function apiCreate(body: Record<string, unknown>) {
  const res = await apiCreateRoute(apiRequest("/v2/payouts", { key: shop.keys.test.secret, body }), noParams);
  return { status: res.status, json: await res.json() };
}

async function snapshot(id: string) {
  const [payout, events, jobs, audits] = await Promise.all([
    db().payout.findUniqueOrThrow({ where: { id } }),
    db().event.findMany({ where: { objectId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { type: true } }),
    db().job.count({ where: { type: "payout.process", objectId: id } }),
    db().auditLog.findMany({ where: { targetId: id }, orderBy: { createdAt: "asc" }, select: { action: true, userId: true, details: true } }),
  ]);
  return { payout, events: events.map((e) => e.type), jobs, audits };
}

describe("thresholds", () => {
  it("are per currency, shown to every role, set only by owners and audited from -> to", async () => {
    const read = await callAsUser(getThresholds, support, { path: "/api/dashboard/payouts/approval-thresholds" });
    expect(read.json.data).toEqual({ thresholds: { ETB: 5000 } });
    expect((await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } })).payoutApprovalThresholds).toEqual({ ETB: "500000" });

    const before = await db().auditLog.count();
    const refused = await callAsUser(putThreshold, makerA, { path: "/api/dashboard/payouts/approval-thresholds", method: "PUT", body: { currency: "USD", amount: 1 } });
    expect(refused.status).toBe(403);
    expect(await db().auditLog.count()).toBe(before);

    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "payout.approval_threshold_changed" } });
    expect(audit).toMatchObject({ userId: owner.userId, details: { currency: "ETB", before: null, after: 5000 } });

    const bad = await callAsUser(putThreshold, owner, { path: "/api/dashboard/payouts/approval-thresholds", method: "PUT", body: { currency: "ETB", amount: -5, extra: 1 } });
    expect(bad.status).toBe(400);
    expect(read.json.data.thresholds.ETB).toBe(5000);
  });

  it("hold only payouts above the threshold in its own currency", async () => {
    const at = await apiCreate({ amount: 5000, currency: "ETB", account: cbeAccount() });
    expect(at.json.data.status).toBe("pending");
    const usd = await apiCreate({ amount: 900, currency: "USD", account: cbeAccount("0000", "cbe_usd") });
    expect(usd.json.data.status).toBe("pending");
    const above = await apiCreate({ amount: 5000.01, currency: "ETB", account: cbeAccount() });
    expect(above.status).toBe(201);
    expect(above.json.data.status).toBe("auth_needed");
    expect(above.json.data.status_reason).toContain("second team member");
    expect(above.json.data.status_reason).toContain("5,000.00");
  });
});

describe("a payout above the threshold", () => {
  it("from the API waits: money held, payout.auth_needed written, no job; an API key cannot approve it", async () => {
    const available = await balanceOf("merchant_available", shop.merchant.id, "ETB");
    const created = await apiCreate({ amount: 6000, currency: "ETB", account: cbeAccount() });
    const id = created.json.data.gateway_reference;
    const s = await snapshot(id);
    expect(s.payout).toMatchObject({ status: "auth_needed", approvalRequired: true, createdByUserId: null, approvalDecidedAt: null });
    expect(s.events).toEqual(["payout.auth_needed"]);
    expect(s.jobs).toBe(0);
    expect(await balanceOf("merchant_available", shop.merchant.id, "ETB")).toBe(available - 600_000n - s.payout.fee);

    // The worker leaves it alone.
    await runPayoutToRest(id);
    expect((await db().payout.findUniqueOrThrow({ where: { id } })).status).toBe("auth_needed");

    const res = await apiApproveRoute(apiRequest(`/v2/payouts/${id}/approve`, { key: shop.keys.test.secret, body: {} }), refParams(id));
    expect(res.status).toBe(403);
    const json = await res.json();
    expect(json.error).toEqual({ code: "UNAUTHORIZED", details: { reason: "team_member_required" } });
    expect((await snapshot(id)).events).toEqual(["payout.auth_needed"]);

    // A team member approves it: the normal way to success.
    const approved = await approve(checkerB, id);
    expect(approved.status).toBe(200);
    expect(approved.json.data.status).toBe("pending");
    await runPayoutToRest(id);
    const after = await snapshot(id);
    expect(after.payout).toMatchObject({ status: "success", approvalDecidedByUserId: checkerB.userId });
    expect(after.events).toEqual(["payout.auth_needed", "payout.pending", "payout.processing", "payout.success"]);
    expect(after.jobs).toBe(1);
  });

  it("from the dashboard: its maker cannot approve it, the checker can, once; all audited", async () => {
    const created = await dashboardCreate(makerA, 7000);
    expect(created.status).toBe(201);
    const id = created.json.data.gateway_reference;
    expect(created.json.data.status).toBe("auth_needed");

    const before = await snapshot(id);
    const own = await approve(makerA, id);
    expect(own.status).toBe(403);
    expect(own.json.error).toEqual({ code: "UNAUTHORIZED", details: { reason: "own_payout" } });
    expect(own.json.message).toMatch(/You created this payout/);
    expect(await snapshot(id)).toEqual(before);

    // A support member lacks the permission.
    expect((await approve(support, id)).status).toBe(403);

    const ok = await approve(checkerB, id);
    expect(ok.status).toBe(200);
    const again = await approve(owner, id);
    expect(again.status).toBe(409);
    expect(again.json.error?.code).toBe("INVALID_STATE");

    const s = await snapshot(id);
    expect(s.payout).toMatchObject({ status: "pending", createdByUserId: makerA.userId, approvalDecidedByUserId: checkerB.userId, statusReason: null });
    expect(s.jobs).toBe(1);
    expect(s.audits.map((a) => [a.action, a.userId])).toEqual([
      ["payout.created", makerA.userId],
      ["payout.approved", checkerB.userId],
    ]);
    // The dashboard list shows it as the API does.
    const listed = await callAsUser(listRoute, owner, { path: `/api/dashboard/payouts?status=pending&per_page=100` });
    expect(listed.json.data.items.map((p: { gateway_reference: string }) => p.gateway_reference)).toContain(id);
    await runPayoutToRest(id);
  });

  it("rejected (by its own maker too): failed, amount and fee back, nothing sent", async () => {
    const available = await balanceOf("merchant_available", shop.merchant.id, "ETB");
    const created = await dashboardCreate(makerA, 8000);
    const id = created.json.data.gateway_reference;
    expect(await balanceOf("merchant_available", shop.merchant.id, "ETB")).toBeLessThan(available);
    const rejected = await reject(makerA, id, { reason: "wrong invoice" });
    expect(rejected.status).toBe(200);
    expect(rejected.json.data).toMatchObject({ status: "failed", status_reason: "Rejected by the second approver: wrong invoice" });
    expect(await balanceOf("merchant_available", shop.merchant.id, "ETB")).toBe(available);
    const s = await snapshot(id);
    expect(s.events).toEqual(["payout.auth_needed", "payout.failed"]);
    expect(s.jobs).toBe(0);
    expect(await db().ledgerTransaction.count({ where: { referenceId: id } })).toBe(2); // hold, return
    expect((await approve(checkerB, id)).status).toBe(409);
  });

  it("an API key may reject one", async () => {
    const created = await apiCreate({ amount: 5500, currency: "ETB", account: cbeAccount() });
    const id = created.json.data.gateway_reference;
    const res = await apiRejectRoute(apiRequest(`/v2/payouts/${id}/reject`, { key: shop.keys.test.secret, body: {} }), refParams(id));
    expect(res.status).toBe(200);
    expect((await res.json()).data.status).toBe("failed");
  });

  it("in a bulk batch: only the items above it wait", async () => {
    const body = {
      title: "Mixed",
      currency: "ETB",
      payouts: [
        { amount: 100, account: cbeAccount() },
        { amount: 9000, account: cbeAccount() },
      ],
    };
    const res = await apiBulkRoute(apiRequest("/v2/payouts/bulk", { key: shop.keys.test.secret, body }), noParams);
    expect(res.status).toBe(201);
    const batch = (await res.json()).data;
    const payouts = await db().payout.findMany({ where: { batchId: batch.batch_reference }, orderBy: { amount: "asc" } });
    expect(payouts.map((p) => [p.amount, p.status])).toEqual([
      [10_000n, "pending"],
      [900_000n, "auth_needed"],
    ]);
    expect(await db().job.count({ where: { objectId: payouts[1].id } })).toBe(0);
    const rejected = await reject(checkerB, payouts[1].id);
    expect(rejected.status).toBe(200);
    await runPayoutToRest(payouts[0].id);
  });
});

describe.skipIf(!onPostgres)("two approvers at once (PostgreSQL)", () => {
  it("one approval wins: one pending event, one job, one delivery", { timeout: 30_000 }, async () => {
    const created = await dashboardCreate(makerA, 6500);
    const id = created.json.data.gateway_reference;
    const answers = await Promise.all([approve(checkerB, id), approve(owner, id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await runPayoutToRest(id);
    const s = await snapshot(id);
    expect(s.payout.status).toBe("success");
    expect(s.events.filter((e) => e === "payout.pending")).toHaveLength(1);
    expect(s.jobs).toBe(1);
    expect(await db().ledgerTransaction.count({ where: { referenceId: id, kind: "payout_deliver" } })).toBe(1);
    expect(s.audits.filter((a) => a.action === "payout.approved")).toHaveLength(1);
  });
});
