// What operators do to merchants, through the console's routes: each role's permissions (support
// reads and views, cannot hold or decide: 403), a reason on every change (blank: 400 VALIDATION_ERROR
// and nothing written), approving and rejecting an activation with the note the merchant reads,
// suspending, restricting and restoring with both audit logs written in the change's transaction, and
// "view as merchant" audited in both logs, so the merchant's own audit log shows who looked and why.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { callAsUser } from "@/tests/support/dashboard-session";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { POST as suspend } from "@/app/api/operator/merchants/[merchantId]/suspend/route";
import { POST as restrict } from "@/app/api/operator/merchants/[merchantId]/restrict/route";
import { POST as restore } from "@/app/api/operator/merchants/[merchantId]/restore/route";
import { POST as decide } from "@/app/api/operator/merchants/[merchantId]/activation/route";
import { POST as viewAs } from "@/app/api/operator/merchants/[merchantId]/view-as/route";
import { GET as merchantPage } from "@/app/api/operator/merchants/[merchantId]/route";
import { GET as directory } from "@/app/api/operator/merchants/route";
import { GET as operators, POST as createOperatorRoute } from "@/app/api/operator/operators/route";
import { POST as disableOperatorRoute } from "@/app/api/operator/operators/[operatorId]/disable/route";
import { GET as operatorAudit } from "@/app/api/operator/audit/route";
import { GET as merchantAudit } from "@/app/api/dashboard/audit/route";
import { createPaidPayment, postHostedPayment } from "@/tests/factories/payments";
import { apiRequest } from "@/tests/factories/merchants";
import { POST as refundRoute } from "@/app/v2/payments/[reference]/refunds/route";
import { callOperatorRoute, createSignedInOperator, type TestOperator } from "@/tests/integration/operator/operator-helpers";

setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let admin: TestOperator;
let risk: TestOperator;
let support: TestOperator;
let shop: Merchant;

beforeAll(async () => {
  [admin, risk, support] = [await createSignedInOperator("administrator"), await createSignedInOperator("risk_analyst"), await createSignedInOperator("support")];
  shop = await createTestMerchant({ name: "Abebe Trading" });
});

type Route = Parameters<typeof callOperatorRoute>[0];
const act = (route: Route, op: TestOperator, merchantId: string, action: string, body: unknown) =>
  callOperatorRoute(route, { path: `/api/operator/merchants/${merchantId}/${action}`, cookie: op.cookie, params: { merchantId }, body });

async function writes(merchantId: string) {
  const [merchant, audits, operatorAudits] = await Promise.all([
    db().merchant.findUniqueOrThrow({ where: { id: merchantId } }),
    db().auditLog.count({ where: { merchantId } }),
    db().operatorAuditLog.count(),
  ]);
  return JSON.stringify({ merchant, audits, operatorAudits });
}

const lastMerchantAudit = (merchantId: string, action: string) => db().auditLog.findFirst({ where: { merchantId, action }, orderBy: { createdAt: "desc" } });
const lastOperatorAudit = (action: string) => db().operatorAuditLog.findFirst({ where: { action }, orderBy: { createdAt: "desc" } });

describe("permissions", () => {
  it("support cannot suspend, restrict, restore, decide or manage operators (403), and nothing is written", async () => {
    const before = await writes(shop.merchant.id);
    for (const [route, action, body] of [
      [suspend, "suspend", { reason: "looks risky" }],
      [restrict, "restrict", { reason: "looks risky", restrictions: ["payouts_held"] }],
      [restore, "restore", { reason: "fine again" }],
      [decide, "activation", { decision: "approve", reason: "checked", force: true }],
    ] as const) {
      const res = await act(route, support, shop.merchant.id, action, body);
      expect(res.status, action).toBe(403);
      expect(res.json.error?.code).toBe("UNAUTHORIZED");
    }
    expect((await callOperatorRoute(operators, { path: "/api/operator/operators", cookie: support.cookie })).status).toBe(403);
    expect(await writes(shop.merchant.id)).toBe(before);
  });

  it("support reads the directory and the merchant page; a risk analyst cannot decide activations or manage operators", async () => {
    const dir = await callOperatorRoute(directory, { path: "/api/operator/merchants?q=abebe", cookie: support.cookie });
    expect(dir.status).toBe(200);
    expect(dir.json.data.rows.map((r: { id: string }) => r.id)).toEqual([shop.merchant.id]);
    expect(dir.json.data.rows[0]).toMatchObject({ state: "live", email: shop.user.email });
    const byId = await callOperatorRoute(directory, { path: `/api/operator/merchants?q=${shop.merchant.id}`, cookie: support.cookie });
    expect(byId.json.data.rows).toHaveLength(1);
    const page = await callOperatorRoute(merchantPage, { path: `/api/operator/merchants/${shop.merchant.id}`, cookie: support.cookie, params: { merchantId: shop.merchant.id } });
    expect(page.status).toBe(200);
    expect(page.json.data).toMatchObject({ id: shop.merchant.id, state: "live" });
    expect((await act(decide, risk, shop.merchant.id, "activation", { decision: "approve", reason: "checked", force: true })).status).toBe(403);
    expect((await callOperatorRoute(operators, { path: "/api/operator/operators", cookie: risk.cookie })).status).toBe(403);
  });

  it("a change from another origin is refused before anything else", async () => {
    const res = await callOperatorRoute(suspend, { path: `/api/operator/merchants/${shop.merchant.id}/suspend`, cookie: admin.cookie, params: { merchantId: shop.merchant.id }, body: { reason: "cross-site" }, origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect((await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } })).suspendedAt).toBeNull();
  });
});

describe("a reason is required", () => {
  it.each([{ reason: "" }, { reason: "   " }, { reason: "ab" }, {}])("refuses %j with 400 VALIDATION_ERROR and writes nothing", async (body) => {
    const before = await writes(shop.merchant.id);
    const res = await act(suspend, risk, shop.merchant.id, "suspend", body);
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe("VALIDATION_ERROR");
    expect(JSON.stringify(res.json.error?.details)).toContain("reason");
    expect(await writes(shop.merchant.id)).toBe(before);
  });

  it("refuses unknown fields (strict bodies)", async () => {
    const res = await act(suspend, risk, shop.merchant.id, "suspend", { reason: "good reason", suspendedAt: null });
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe("VALIDATION_ERROR");
  });
});

describe("holds", () => {
  it("suspend sets suspendedAt and the reason, and writes both audit logs", async () => {
    const res = await act(suspend, risk, shop.merchant.id, "suspend", { reason: "Chargebacks above 2%" });
    expect(res.status).toBe(200);
    const m = await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } });
    expect(m.suspendedAt).not.toBeNull();
    expect(m.suspensionReason).toBe("Chargebacks above 2%");
    const op = await lastOperatorAudit("merchant.suspended");
    expect(op).toMatchObject({ operatorId: risk.id, actorType: "console", reason: "Chargebacks above 2%", merchantId: shop.merchant.id, userAgent: "vitest" });
    const mine = await lastMerchantAudit(shop.merchant.id, "merchant.suspended");
    expect(mine).toMatchObject({ actorType: "operator", userId: null });
    expect(mine!.details).toMatchObject({ reason: "Chargebacks above 2%" });
    // Suspended twice: refused, nothing more written.
    expect((await act(suspend, risk, shop.merchant.id, "suspend", { reason: "again" })).status).toBe(409);
    const dir = await callOperatorRoute(directory, { path: "/api/operator/merchants?q=abebe", cookie: support.cookie });
    expect(dir.json.data.rows[0].state).toBe("suspended");
  });

  it("the merchant sees the operator's action and reason in its own audit log", async () => {
    const owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" as const };
    const res = await callAsUser(merchantAudit, owner, { path: "/api/dashboard/audit" });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.json.data);
    expect(text).toContain("merchant.suspended");
    expect(text).toContain("Chargebacks above 2%");
  });

  it("restore clears the suspension and the restriction", async () => {
    const res = await act(restore, risk, shop.merchant.id, "restore", { reason: "Chargebacks resolved" });
    expect(res.status).toBe(200);
    expect(res.json.data.state).toBe("live");
    const m = await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } });
    expect([m.suspendedAt, m.suspensionReason, m.restrictedAt, m.restrictionReason]).toEqual([null, null, null, null]);
    expect(await lastOperatorAudit("merchant.restored")).toMatchObject({ reason: "Chargebacks resolved" });
    expect(await lastMerchantAudit(shop.merchant.id, "merchant.restored")).toMatchObject({ actorType: "operator" });
    expect((await act(restore, risk, shop.merchant.id, "restore", { reason: "nothing to lift" })).status).toBe(409);
  });

  it("a suspension from the console refuses the merchant's next payment at once, refunds still work, and restore lets payments in", async () => {
    const seller = await createTestMerchant({ name: "Hold Door Ltd" });
    const key = seller.keys.test.secret;
    const paid = await createPaidPayment(key, { currency: "ETB", amount: 300 }); // also warms the settings cache
    expect((await act(suspend, risk, seller.merchant.id, "suspend", { reason: "Unusual refunds" })).status).toBe(200);
    const payments = await db().payment.count({ where: { merchantId: seller.merchant.id } });
    const refused = await postHostedPayment(key);
    expect(refused.res.status).toBe(403);
    expect(refused.body.error.code).toBe("MERCHANT_SUSPENDED");
    expect(refused.body.message).toContain("Unusual refunds");
    expect(await db().payment.count({ where: { merchantId: seller.merchant.id } })).toBe(payments);
    const refund = await refundRoute(apiRequest(`/v2/payments/${paid.reference}/refunds`, { key, body: { amount: 100 } }), { params: Promise.resolve({ reference: paid.reference }) });
    expect(refund.status).toBe(201);
    expect((await act(restore, risk, seller.merchant.id, "restore", { reason: "Refunds explained" })).status).toBe(200);
    expect((await postHostedPayment(key)).res.status).toBe(201);
  });

  it("restrict keeps the chosen restrictions and refuses an unknown one", async () => {
    expect((await act(restrict, admin, shop.merchant.id, "restrict", { reason: "KYC refresh", restrictions: ["no_such_thing"] })).status).toBe(400);
    const res = await act(restrict, admin, shop.merchant.id, "restrict", { reason: "KYC refresh", restrictions: ["payouts_held", "no_new_payment_links"] });
    expect(res.status).toBe(200);
    const m = await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } });
    expect(m.restrictedAt).not.toBeNull();
    expect(m.restrictions).toEqual(["payouts_held", "no_new_payment_links"]);
    expect(m.restrictionReason).toBe("KYC refresh");
    expect(await lastMerchantAudit(shop.merchant.id, "merchant.restricted")).toMatchObject({ actorType: "operator" });
    expect((await act(restore, admin, shop.merchant.id, "restore", { reason: "KYC done" })).status).toBe(200);
    expect((await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } })).restrictions).toEqual([]);
  });

  it("an unknown merchant is 404", async () => {
    expect((await act(suspend, admin, "mch_nope", "suspend", { reason: "no such merchant" })).status).toBe(404);
  });
});

describe("activation decisions", () => {
  let applicant: Merchant;
  beforeAll(async () => {
    applicant = await createTestMerchant({ name: "Applicant Ltd", activated: false });
    await db().merchant.update({ where: { id: applicant.merchant.id }, data: { activationStatus: "submitted", activationSubmittedAt: new Date() } });
  });

  it("shows the requirements still due, and refuses approval of an incomplete checklist unless forced", async () => {
    const page = await callOperatorRoute(merchantPage, { path: `/api/operator/merchants/${applicant.merchant.id}`, cookie: support.cookie, params: { merchantId: applicant.merchant.id } });
    expect(page.json.data.state).toBe("activation_pending");
    expect(page.json.data.requirements_due.length).toBeGreaterThan(0);
    const res = await act(decide, admin, applicant.merchant.id, "activation", { decision: "approve", reason: "documents checked" });
    expect(res.status).toBe(409);
    expect((await db().merchant.findUniqueOrThrow({ where: { id: applicant.merchant.id } })).activationStatus).toBe("submitted");
  });

  it("rejects with a note the merchant reads (a note is required to reject)", async () => {
    expect((await act(decide, admin, applicant.merchant.id, "activation", { decision: "reject", reason: "incomplete" })).status).toBe(400);
    const res = await act(decide, admin, applicant.merchant.id, "activation", { decision: "reject", reason: "incomplete", note: "Upload the trade licence" });
    expect(res.status).toBe(200);
    const m = await db().merchant.findUniqueOrThrow({ where: { id: applicant.merchant.id } });
    expect([m.activationStatus, m.activationNote]).toEqual(["rejected", "Upload the trade licence"]);
    expect(await lastMerchantAudit(applicant.merchant.id, "merchant.activation_rejected")).toMatchObject({ actorType: "operator" });
  });

  it("approves with a note, through the CLI's activation service, naming the operator in both logs", async () => {
    await db().merchant.update({ where: { id: applicant.merchant.id }, data: { activationStatus: "submitted" } });
    const res = await act(decide, admin, applicant.merchant.id, "activation", { decision: "approve", reason: "verified by phone", note: "Welcome aboard", force: true });
    expect(res.status).toBe(200);
    const m = await db().merchant.findUniqueOrThrow({ where: { id: applicant.merchant.id } });
    expect([m.activationStatus, m.activationNote, m.activatedBy]).toEqual(["activated", "Welcome aboard", `operator:${admin.id} --force`]);
    expect(await lastMerchantAudit(applicant.merchant.id, "merchant.activated")).toMatchObject({ actorType: "operator" });
    expect(await lastOperatorAudit("merchant.activation_approved")).toMatchObject({ operatorId: admin.id, reason: "verified by phone", merchantId: applicant.merchant.id });
  });
});

describe("view as merchant", () => {
  it("answers a read-only summary and writes both audit logs with the reason; support may", async () => {
    const res = await act(viewAs, support, shop.merchant.id, "view-as", { reason: "Ticket: payout missing", mode: "test" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ merchant: { id: shop.merchant.id }, mode: "test" });
    expect(Array.isArray(res.json.data.payments)).toBe(true);
    expect(Array.isArray(res.json.data.payouts)).toBe(true);
    expect(await lastOperatorAudit("merchant.viewed_as")).toMatchObject({ operatorId: support.id, reason: "Ticket: payout missing", merchantId: shop.merchant.id });
    const mine = await lastMerchantAudit(shop.merchant.id, "merchant.viewed_as");
    expect(mine).toMatchObject({ actorType: "operator" });
    expect(mine!.details).toMatchObject({ reason: "Ticket: payout missing", mode: "test" });
    const blank = await act(viewAs, support, shop.merchant.id, "view-as", { reason: " " });
    expect(blank.status).toBe(400);
  });
});

describe("operators", () => {
  it("an administrator creates an operator (one-time password) and disables one, each audited", async () => {
    const created = await callOperatorRoute(createOperatorRoute, { path: "/api/operator/operators", cookie: admin.cookie, body: { email: "new@operator.test", role: "support", reason: "new hire" } });
    expect(created.status).toBe(201);
    expect(created.json.data.password).toMatch(/^[0-9A-Za-z]{20,}$/);
    const list = await callOperatorRoute(operators, { path: "/api/operator/operators", cookie: admin.cookie });
    expect(JSON.stringify(list.json.data)).not.toContain("passwordHash");
    expect(list.json.data.map((o: { email: string }) => o.email)).toContain("new@operator.test");
    const off = await callOperatorRoute(disableOperatorRoute, { path: `/api/operator/operators/${support.id}/disable`, cookie: admin.cookie, params: { operatorId: support.id }, body: { reason: "left the team" } });
    expect(off.status).toBe(200);
    expect((await callOperatorRoute(directory, { path: "/api/operator/merchants", cookie: support.cookie })).status).toBe(401);
    const self = await callOperatorRoute(disableOperatorRoute, { path: `/api/operator/operators/${admin.id}/disable`, cookie: admin.cookie, params: { operatorId: admin.id }, body: { reason: "oops" } });
    expect(self.status).toBe(409);
    const audit = await callOperatorRoute(operatorAudit, { path: "/api/operator/audit", cookie: risk.cookie });
    expect(audit.json.data.rows[0]).toMatchObject({ action: "operator.disabled", reason: "left the team" });
  });
});
