// The dashboard's Risk page routes (docs/risk-api.md "Dashboard"): every role reads, owners and admins
// manage rules and lists (risk.manage) and close reviews (payments.manage); a bad expression answers
// the compiler's problem as the expression field's error; values are removed by the body's value.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import * as rules from "@/app/api/dashboard/risk/rules/route";
import * as rule from "@/app/api/dashboard/risk/rules/[id]/route";
import * as lists from "@/app/api/dashboard/risk/lists/route";
import * as items from "@/app/api/dashboard/risk/lists/[id]/items/route";
import * as remove from "@/app/api/dashboard/risk/lists/[id]/items/remove/route";
import * as imports from "@/app/api/dashboard/risk/lists/[id]/imports/route";
import * as reviews from "@/app/api/dashboard/risk/reviews/route";
import * as approve from "@/app/api/dashboard/risk/reviews/[id]/approve/route";

setupTestDatabase();

let shop: Awaited<ReturnType<typeof createTestMerchant>>;
let owner: SessionUser;
let admin: SessionUser;
let support: SessionUser;
let viewer: SessionUser;

beforeAll(async () => {
  shop = await createTestMerchant();
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
  admin = await addMember(shop.merchant.id, "admin");
  support = await addMember(shop.merchant.id, "support");
  viewer = await addMember(shop.merchant.id, "viewer");
});

describe("rules", () => {
  it("a viewer reads but cannot create; an admin's bad expression is the expression field's error; the status toggles", async () => {
    expect((await callAsUser(rules.GET, viewer, { path: "/api/dashboard/risk/rules" })).status).toBe(200);
    const refused = await callAsUser(rules.POST, viewer, { path: "/api/dashboard/risk/rules", body: { name: "x", action: "block", expression: "true" } });
    expect(refused.status).toBe(403);

    const bad = await callAsUser(rules.POST, admin, { path: "/api/dashboard/risk/rules", body: { name: "Typo", action: "block", expression: "amout > 3.0" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.details).toEqual([{ field: "expression", message: expect.stringMatching(/amout/) }]);
    expect(await db().riskRule.count({ where: { merchantId: shop.merchant.id } })).toBe(0);

    const made = await callAsUser(rules.POST, admin, { path: "/api/dashboard/risk/rules", body: { name: "Big", action: "review", expression: "amount > 9000.0" } });
    expect(made.status).toBe(201);
    const id = made.json.data.id as string;
    const shadow = await callAsUser(rule.PATCH, owner, { path: `/api/dashboard/risk/rules/${id}`, method: "PATCH", params: { id }, body: { status: "shadow" } });
    expect(shadow.json.data.status).toBe("shadow");
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "risk_rule.updated", targetId: id } });
    expect(audit.userId).toBe(owner.userId);
    // The live view does not hold the test rule.
    expect((await callAsUser(rule.PATCH, owner, { path: `/api/dashboard/risk/rules/${id}`, method: "PATCH", params: { id }, body: { status: "active" }, mode: "live" })).status).toBe(404);
    expect((await callAsUser(rule.DELETE, owner, { path: `/api/dashboard/risk/rules/${id}`, method: "DELETE", params: { id } })).json.data.deleted).toBe(true);
  });
});

describe("lists", () => {
  it("creates a list, adds normalised values, removes one by its written form, and imports a CSV", async () => {
    const made = await callAsUser(lists.POST, admin, { path: "/api/dashboard/risk/lists", body: { alias: "dash_emails", name: "Dash e-mails", kind: "email" } });
    expect(made.status).toBe(201);
    const id = made.json.data.id as string;
    const added = await callAsUser(items.POST, admin, { path: `/api/dashboard/risk/lists/${id}/items`, params: { id }, body: { values: ["A@Example.com", "b@example.com"] } });
    expect(added.json.data).toEqual({ values: ["a@example.com", "b@example.com"], added_count: 2, skipped_count: 0 });
    expect((await callAsUser(remove.POST, support, { path: `/api/dashboard/risk/lists/${id}/items/remove`, params: { id }, body: { value: "A@EXAMPLE.COM" } })).status).toBe(403);
    const removed = await callAsUser(remove.POST, admin, { path: `/api/dashboard/risk/lists/${id}/items/remove`, params: { id }, body: { value: "A@EXAMPLE.COM" } });
    expect(removed.json.data).toMatchObject({ value: "a@example.com", deleted: true });

    const queued = await callAsUser(imports.POST, owner, { path: `/api/dashboard/risk/lists/${id}/imports`, params: { id }, body: { csv: "email\nc@example.com\nnot-an-address\nb@example.com\n" } });
    expect(queued.status).toBe(202);
    while ((await runDueJobs(db())) > 0);
    const listed = await callAsUser(imports.GET, viewer, { path: `/api/dashboard/risk/lists/${id}/imports`, params: { id } });
    expect(listed.json.data.items[0]).toMatchObject({ status: "completed", added_count: 1, skipped_count: 2, problems: [{ line: 3 }] });
    const page = await callAsUser(items.GET, viewer, { path: `/api/dashboard/risk/lists/${id}/items`, params: { id } });
    expect(page.json.data.items.map((i: { value: string }) => i.value)).toEqual(["b@example.com", "c@example.com"]);
    expect((await callAsUser(lists.GET, viewer, { path: "/api/dashboard/risk/lists" })).json.data.items[0]).toMatchObject({ alias: "dash_emails", item_count: 2 });
  });
});

describe("reviews", () => {
  it("shows the open review and lets an admin approve it with a note; support may not", async () => {
    await callAsUser(rules.POST, owner, { path: "/api/dashboard/risk/rules", body: { name: "Hold it", action: "review", expression: "amount >= 100.0" } });
    const p = await createHostedPaymentFor(shop.keys.test.secret, { currency: "ETB", amount: 120 });
    await submitPaymentAttempt(p.token, { method: "telebirr", account: "+251911110001", kind: "wallet" });
    const open = await callAsUser(reviews.GET, viewer, { path: "/api/dashboard/risk/reviews?status=open" });
    const review = open.json.data.items[0];
    expect(review).toMatchObject({ payment_reference: p.reference, status: "open", reason: "Hold it" });
    expect((await callAsUser(approve.POST, support, { path: `/api/dashboard/risk/reviews/${review.id}/approve`, params: { id: review.id }, body: { note: "ok" } })).status).toBe(403);
    const approved = await callAsUser(approve.POST, admin, { path: `/api/dashboard/risk/reviews/${review.id}/approve`, params: { id: review.id }, body: { note: "Known customer" } });
    expect(approved.json.data).toMatchObject({ status: "approved", closed_by: admin.userId, note: "Known customer" });
  });
});
