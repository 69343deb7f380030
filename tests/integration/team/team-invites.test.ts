// Team: invite lifecycle (7 days by an injected clock, single use, revoked, re-issued,
// another merchant's, the e-mail policy), the last-owner rules, ownership transfer and support's
// refund limit, through the dashboard's JSON routes and the services, on a real database.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createPaidPayment } from "@/tests/factories/payments";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { db } from "@/lib/db";
import { authorizeCredentials as authorize } from "@/lib/auth/authorize-credentials";
import { acceptInvite } from "@/lib/team/accept-invite";
import { createInvite } from "@/lib/team/create-invite";
import { hashInviteToken, INVITE_LIFETIME_MS } from "@/lib/team/invite-token";
import { GET as getTeam } from "@/app/api/dashboard/team/route";
import { POST as postInvite } from "@/app/api/dashboard/team/invites/route";
import { POST as reissue } from "@/app/api/dashboard/team/invites/[id]/reissue/route";
import { POST as revoke } from "@/app/api/dashboard/team/invites/[id]/revoke/route";
import { acceptInviteRequest } from "@/tests/support/team";
import { DELETE as removeRoute, PATCH as patchMember } from "@/app/api/dashboard/team/members/[id]/route";
import { POST as transfer } from "@/app/api/dashboard/team/transfer-ownership/route";
import { PUT as putLimit } from "@/app/api/dashboard/team/support-refund-limits/route";
import { POST as dashboardRefund } from "@/app/api/dashboard/payments/[reference]/refunds/route";

setupTestDatabase();

/** Signs in as the login form would (the throttled, two-factor aware check). */
const authorizeCredentials = (credentials: Record<string, unknown>) => authorize(db(), { credentials, headers: {} });

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
let owner: SessionUser;

beforeAll(async () => {
  shop = await createTestMerchant();
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
});

const PASSWORD = "a long enough password";
const tokenOf = (url: string) => url.split("/invite/")[1];

async function invite(email: string, role = "developer", as: SessionUser = owner) {
  return callAsUser(postInvite, as, { path: "/api/dashboard/team/invites", body: { email, role } });
}


async function memberId(userId: string) {
  return (await db().membership.findFirstOrThrow({ where: { userId, merchantId: shop.merchant.id } })).id;
}

describe("an invite", () => {
  it("is a single-use link of at least 128 random bits, stored only as its hash, valid 7 days, audited", async () => {
    const res = await invite("New.Dev@Example.test");
    expect(res.status).toBe(201);
    const { invite: item, invite_url, emailed } = res.json.data;
    expect(item).toMatchObject({ email: "new.dev@example.test", role: "developer", status: "pending" });
    expect(emailed).toBe(false);
    const token = tokenOf(invite_url);
    expect(token).toMatch(/^gwinv_[0-9A-Za-z]{33}$/); // 24 bytes = 192 bits
    const row = await db().invite.findUniqueOrThrow({ where: { id: item.id } });
    expect(row.tokenHash).toBe(hashInviteToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(INVITE_LIFETIME_MS);
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "team.invite_created", targetId: item.id } });
    expect(audit).toMatchObject({ userId: owner.userId, actorType: "dashboard" });
    expect(audit.details).toMatchObject({ before: null, after: { email: "new.dev@example.test", role: "developer" } });
    expect(JSON.stringify(audit.details)).not.toContain(token);
    // The team page lists it (no token there), and a second invite to the address conflicts.
    const team = await callAsUser(getTeam, owner, { path: "/api/dashboard/team" });
    expect(team.json.data.invites.map((i: { id: string }) => i.id)).toContain(item.id);
    expect(JSON.stringify(team.json)).not.toContain(row.tokenHash);
    expect((await invite("new.dev@example.test")).json.error?.code).toBe("RESOURCE_CONFLICT");

    // Accepting creates the account for the invited address, with the role; sign-in works.
    const accepted = await acceptInviteRequest({ token, password: PASSWORD, name: "New Dev" });
    expect(accepted.status).toBe(201);
    expect(accepted.json.data).toEqual({ email: "new.dev@example.test", role: "developer" });
    const signedIn = await authorizeCredentials({ email: "new.dev@example.test", password: PASSWORD });
    expect(signedIn).toMatchObject({ merchantId: shop.merchant.id, role: "developer" });
    const joined = await db().auditLog.findFirstOrThrow({ where: { action: "team.member_joined", merchantId: shop.merchant.id } });
    expect(joined.details).toMatchObject({ after: { email: "new.dev@example.test", role: "developer" }, account: "created" });

    // Single use: the same link again is refused and writes nothing.
    const before = await db().membership.count();
    const again = await acceptInviteRequest({ token, password: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already been used/);
    expect(await db().membership.count()).toBe(before);
  });

  it("expires 7 days after it was issued (injected clock)", async () => {
    const t0 = new Date("2026-11-01T10:00:00Z");
    const { token } = await db().$transaction((tx) => createInvite(tx, { merchantId: shop.merchant.id, actor: { type: "dashboard", userId: owner.userId }, email: "late@example.test", role: "viewer", now: t0 }));
    const justBefore = new Date(t0.getTime() + INVITE_LIFETIME_MS - 1);
    const atExpiry = new Date(t0.getTime() + INVITE_LIFETIME_MS);
    await expect(acceptInvite(db(), { token, password: PASSWORD, now: atExpiry })).rejects.toMatchObject({ code: "INVALID_STATE", message: expect.stringMatching(/expired/) });
    expect(await db().user.findUnique({ where: { email: "late@example.test" } })).toBeNull();
    const ok = await acceptInvite(db(), { token, password: PASSWORD, now: justBefore });
    expect(ok.membership.role).toBe("viewer");
  });

  it("revoked, or replaced by a re-issued link, stops working; a re-issued link works", async () => {
    const first = await invite("revoked@example.test", "viewer");
    const id = first.json.data.invite.id;
    const r = await callAsUser(reissue, owner, { path: `/api/dashboard/team/invites/${id}/reissue`, body: {}, params: { id } });
    expect(r.status).toBe(200);
    const newToken = tokenOf(r.json.data.invite_url);
    expect(newToken).not.toBe(tokenOf(first.json.data.invite_url));
    expect((await acceptInviteRequest({ token: tokenOf(first.json.data.invite_url), password: PASSWORD })).status).toBe(404);
    const rv = await callAsUser(revoke, owner, { path: `/api/dashboard/team/invites/${id}/revoke`, body: {}, params: { id } });
    expect(rv.json.data.status).toBe("revoked");
    const res = await acceptInviteRequest({ token: newToken, password: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/revoked/);
    expect(await db().user.findUnique({ where: { email: "revoked@example.test" } })).toBeNull();
    // Neither can be done again to a revoked invite.
    expect((await callAsUser(revoke, owner, { path: `/api/dashboard/team/invites/${id}/revoke`, body: {}, params: { id } })).json.error?.code).toBe("INVALID_STATE");
    const audits = await db().auditLog.findMany({ where: { targetId: id }, orderBy: { createdAt: "asc" } });
    expect(audits.map((a) => a.action)).toEqual(["team.invite_created", "team.invite_reissued", "team.invite_revoked"]);
  });

  it("of another merchant cannot be re-issued or revoked (NOT_FOUND), and changes nothing", async () => {
    const other = await createTestMerchant();
    const otherOwner = { userId: other.user.id, merchantId: other.merchant.id, role: "owner" as const };
    const theirs = await invite("theirs@example.test", "viewer", otherOwner);
    const id = theirs.json.data.invite.id;
    for (const handler of [reissue, revoke]) {
      const res = await callAsUser(handler, owner, { path: `/api/dashboard/team/invites/${id}/x`, body: {}, params: { id } });
      expect(res.status).toBe(404);
      expect(res.json.error?.code).toBe("NOT_FOUND");
    }
    const row = await db().invite.findUniqueOrThrow({ where: { id } });
    expect(row.revokedAt).toBeNull();
    expect(row.tokenHash).toBe(hashInviteToken(tokenOf(theirs.json.data.invite_url)));
  });

  it("e-mail policy: the account is the invited address; the body cannot name another; an existing account proves its password; one account, one team", async () => {
    const res = await invite("policy@example.test", "support");
    const token = tokenOf(res.json.data.invite_url);
    const withEmail = await acceptInviteRequest({ token, password: PASSWORD, email: "someone.else@example.test" });
    expect(withEmail.status).toBe(400);
    expect(withEmail.json.error?.code).toBe("VALIDATION_ERROR");

    // The address of a member of another team: refused, whatever the password.
    const other = await createTestMerchant({ email: "taken@example.test" });
    const taken = await invite("taken@example.test", "viewer");
    const takenToken = tokenOf(taken.json.data.invite_url);
    expect((await acceptInviteRequest({ token: takenToken, password: "not the password!" })).status).toBe(401);
    const conflict = await acceptInviteRequest({ token: takenToken, password: other.password });
    expect(conflict.status).toBe(409);
    expect(conflict.json.message).toMatch(/another team/);
    expect(await db().membership.count({ where: { userId: other.user.id } })).toBe(1);

    // An account with no team (removed from its last one) joins with its own password.
    await db().membership.deleteMany({ where: { userId: other.user.id } });
    const joined = await acceptInviteRequest({ token: takenToken, password: other.password });
    expect(joined.status).toBe(201);
    expect(await authorizeCredentials({ email: "taken@example.test", password: other.password })).toMatchObject({ merchantId: shop.merchant.id, role: "viewer" });
    expect(await db().user.count({ where: { email: "taken@example.test" } })).toBe(1);
  });

  it("is only for owners: an admin is refused", async () => {
    const admin = await addMember(shop.merchant.id, "admin");
    const res = await invite("nope@example.test", "viewer", admin);
    expect(res.status).toBe(403);
    expect(await db().invite.count({ where: { email: "nope@example.test" } })).toBe(0);
  });
});

describe("members", () => {
  it("owners change roles and remove members, audited with before and after", async () => {
    const dev = await addMember(shop.merchant.id, "developer");
    const id = await memberId(dev.userId);
    const changed = await callAsUser(patchMember, owner, { path: `/api/dashboard/team/members/${id}`, method: "PATCH", body: { role: "support" }, params: { id } });
    expect(changed.json.data.role).toBe("support");
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "team.role_changed", targetId: id } });
    expect(audit.details).toMatchObject({ before: { role: "developer" }, after: { role: "support" } });
    const removed = await callAsUser(removeRoute, owner, { path: `/api/dashboard/team/members/${id}`, method: "DELETE", params: { id } });
    expect(removed.status).toBe(200);
    expect(await db().membership.findUnique({ where: { id } })).toBeNull();
    const gone = await db().auditLog.findFirstOrThrow({ where: { action: "team.member_removed", targetId: id } });
    expect(gone.details).toMatchObject({ before: { role: "support" }, after: null });
  });

  it("the last owner can be neither demoted nor removed, even by themselves", async () => {
    const solo = await createTestMerchant();
    const me = { userId: solo.user.id, merchantId: solo.merchant.id, role: "owner" as const };
    const id = (await db().membership.findFirstOrThrow({ where: { merchantId: solo.merchant.id } })).id;
    const demote = await callAsUser(patchMember, me, { path: `/api/dashboard/team/members/${id}`, method: "PATCH", body: { role: "admin" }, params: { id } });
    expect(demote.status).toBe(409);
    expect(demote.json.message).toMatch(/last owner/);
    const remove = await callAsUser(removeRoute, me, { path: `/api/dashboard/team/members/${id}`, method: "DELETE", params: { id } });
    expect(remove.status).toBe(409);
    expect((await db().membership.findUniqueOrThrow({ where: { id } })).role).toBe("owner");
    // With a second owner, the first may step down.
    const second = await addMember(solo.merchant.id, "owner");
    expect((await callAsUser(patchMember, me, { path: `/api/dashboard/team/members/${id}`, method: "PATCH", body: { role: "admin" }, params: { id } })).status).toBe(200);
    // ...and now the second is the last owner.
    const secondId = (await db().membership.findFirstOrThrow({ where: { userId: second.userId } })).id;
    expect((await callAsUser(removeRoute, second, { path: `/api/dashboard/team/members/${secondId}`, method: "DELETE", params: { id: secondId } })).status).toBe(409);
  });

  it("another merchant's member is NOT_FOUND", async () => {
    const other = await createTestMerchant();
    const id = (await db().membership.findFirstOrThrow({ where: { merchantId: other.merchant.id } })).id;
    expect((await callAsUser(patchMember, owner, { path: `/api/dashboard/team/members/${id}`, method: "PATCH", body: { role: "viewer" }, params: { id } })).status).toBe(404);
    expect((await callAsUser(removeRoute, owner, { path: `/api/dashboard/team/members/${id}`, method: "DELETE", params: { id } })).status).toBe(404);
    expect((await db().membership.findUniqueOrThrow({ where: { id } })).role).toBe("owner");
  });

  it("ownership transfer: the owner makes another member owner and becomes admin; admins cannot", async () => {
    const m = await createTestMerchant();
    const me = { userId: m.user.id, merchantId: m.merchant.id, role: "owner" as const };
    const admin = await addMember(m.merchant.id, "admin");
    const adminId = (await db().membership.findFirstOrThrow({ where: { userId: admin.userId } })).id;
    const myId = (await db().membership.findFirstOrThrow({ where: { userId: me.userId } })).id;
    expect((await callAsUser(transfer, admin, { path: "/api/dashboard/team/transfer-ownership", body: { member_id: myId } })).status).toBe(403);
    const res = await callAsUser(transfer, me, { path: "/api/dashboard/team/transfer-ownership", body: { member_id: adminId } });
    expect(res.status).toBe(200);
    expect((await db().membership.findUniqueOrThrow({ where: { id: adminId } })).role).toBe("owner");
    expect((await db().membership.findUniqueOrThrow({ where: { id: myId } })).role).toBe("admin");
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "team.ownership_transferred", targetId: adminId } });
    expect(audit.details).toMatchObject({ before: { [adminId]: "admin", [myId]: "owner" }, after: { [adminId]: "owner", [myId]: "admin" } });
    // The former owner's session now has an admin's powers: no more team changes.
    expect((await callAsUser(patchMember, me, { path: `/api/dashboard/team/members/${adminId}`, method: "PATCH", body: { role: "viewer" }, params: { id: adminId } })).status).toBe(403);
  });
});

describe("support's refund limit", () => {
  it("support refunds up to the currency's limit, not above it, and not in a currency without one", async () => {
    const support = await addMember(shop.merchant.id, "support");
    const key = shop.keys.test.secret;
    const refund = (reference: string, body: unknown) =>
      callAsUser(dashboardRefund, support, { path: `/api/dashboard/payments/${reference}/refunds`, body, params: { reference } });
    const ref = (await createPaidPayment(key, { amount: 500, currency: "ETB" })).reference;
    // No limit set: support cannot refund at all.
    const none = await refund(ref, { amount: 1 });
    expect(none.status).toBe(403);
    expect(none.json.message).toMatch(/no support refund limit/);
    // Owners and admins set the limit (settings.manage); support cannot.
    expect((await callAsUser(putLimit, support, { path: "/api/dashboard/team/support-refund-limits", method: "PUT", body: { currency: "ETB", amount: 100 } })).status).toBe(403);
    const set = await callAsUser(putLimit, owner, { path: "/api/dashboard/team/support-refund-limits", method: "PUT", body: { currency: "ETB", amount: 100 } });
    expect(set.json.data.support_refund_limits).toEqual({ ETB: 100 });
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "team.support_refund_limit_changed", merchantId: shop.merchant.id } });
    expect(audit.details).toEqual({ currency: "ETB", before: null, after: 100 });

    const refundsBefore = await db().refund.count();
    const over = await refund(ref, { amount: 100.01 });
    expect(over.status).toBe(403);
    expect(over.json.message).toMatch(/at most ETB/);
    // The whole remaining amount (no amount given) is above the limit too.
    expect((await refund(ref, {})).status).toBe(403);
    expect(await db().refund.count()).toBe(refundsBefore);
    const ok = await refund(ref, { amount: 100 });
    expect(ok.status).toBe(201);
    expect(ok.json.data.amount).toBe(100);
    // Another currency has no limit.
    const usd = (await createPaidPayment(key, { amount: 5, currency: "USD" })).reference;
    expect((await refund(usd, { amount: 1 })).status).toBe(403);
    // The owner is not limited; neither is an API key.
    expect((await callAsUser(dashboardRefund, owner, { path: `/api/dashboard/payments/${ref}/refunds`, body: { amount: 300 }, params: { reference: ref } })).status).toBe(201);
    const { POST: apiRefund } = await import("@/app/v2/payments/[reference]/refunds/route");
    const viaKey = await apiRefund(apiRequest(`/v2/payments/${usd}/refunds`, { key, body: { amount: 1 } }), { params: Promise.resolve({ reference: usd }) });
    expect(viaKey.status).toBe(201);
  });
});
