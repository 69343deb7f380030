// Live activation. A new merchant's live keys answer 401 ACTIVATION_PENDING
// (v2 and v1) while its test key works; the owner completes the checklist through the dashboard's
// routes (bad input refused with nothing written, other roles refused), submits, the operator
// activates (the CLI's service), and the live secret key is shown once, replacing the unseen
// one. Every step leaves its audit record. The migration marks existing merchants activated.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { v1Request } from "@/tests/support/v1";
import { migrationText, migrationsBefore, rawDatabase } from "@/tests/support/raw-database";
import { db } from "@/lib/db";
import { totpCodeAt } from "@/lib/auth/two-factor/totp";
import { issueVerificationCode } from "@/lib/merchants/activation/email-verification";
import { activateMerchant } from "@/lib/merchants/activation/activate-merchant";
import { GET as balances } from "@/app/v2/balances/route";
import { GET as v1Banks } from "@/app/v1/banks/route";
import { GET as getActivation } from "@/app/api/dashboard/activation/route";
import { PUT as putBusiness } from "@/app/api/dashboard/activation/business/route";
import { PUT as putSettlement } from "@/app/api/dashboard/activation/settlement-account/route";
import { POST as sendVerification } from "@/app/api/dashboard/activation/email-verification/route";
import { POST as confirmEmail } from "@/app/api/dashboard/activation/email-verification/confirm/route";
import { POST as submit } from "@/app/api/dashboard/activation/submit/route";
import { POST as revealLiveKey } from "@/app/api/dashboard/activation/live-key/route";
import { POST as createSubaccount } from "@/app/api/dashboard/subaccounts/route";
import { POST as createPaymentLink } from "@/app/api/dashboard/payments/route";
import { POST as startEnrolment } from "@/app/api/dashboard/two-factor/enrolment/route";
import { POST as confirmEnrolment } from "@/app/api/dashboard/two-factor/enrolment/confirm/route";

setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Merchant;
let owner: SessionUser;
let admin: SessionUser;

const BUSINESS = { legal_name: "Abebe Trading PLC", country: "ET", business_type: "private_company", contact_phone: "+251 91 123 4567" };
const ACCOUNT = { bank_slug: "cbe", account_number: "1000123456789", account_name: "Abebe Trading PLC" };

beforeAll(async () => {
  shop = await createTestMerchant({ name: "Abebe Trading", activated: false });
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
  admin = await addMember(shop.merchant.id, "admin");
});

const v2 = (key: string) => balances(apiRequest("/v2/balances", { key }), { params: Promise.resolve({}) });
const v1 = (key: string) => v1Banks(v1Request("/v1/banks", { key }), { params: Promise.resolve({}) });
const view = async (user = owner) => (await callAsUser(getActivation, user, { path: "/api/dashboard/activation", mode: "live" })).json.data;

/** Everything a refused call could have written. */
async function writes() {
  const [merchant, audits, keys] = await Promise.all([
    db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } }),
    db().auditLog.count({ where: { merchantId: shop.merchant.id } }),
    db().apiKey.findMany({ where: { merchantId: shop.merchant.id }, orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ merchant, audits, keys });
}

async function auditActions() {
  const rows = await db().auditLog.findMany({ where: { merchantId: shop.merchant.id }, orderBy: { createdAt: "asc" }, select: { action: true } });
  return rows.map((r) => r.action);
}

describe("a merchant that signed up and is not activated", () => {
  it("has live keys that answer 401 ACTIVATION_PENDING on v2 and v1, while its test key works", async () => {
    const live = await v2(shop.keys.live.secret);
    expect(live.status).toBe(401);
    const body = await live.json();
    expect(body).toMatchObject({ status: "error", error: { code: "ACTIVATION_PENDING" } });
    expect(body.message).toMatch(/activation is pending/);

    const liveV1 = await v1(shop.keys.live.secret);
    expect(liveV1.status).toBe(401);
    expect((await liveV1.json()).message).toMatch(/activation is pending/);

    expect((await v2(shop.keys.test.secret)).status).toBe(200);
    expect((await v1(shop.keys.test.secret)).status).toBe(200);
  });

  it("cannot move live money from the dashboard either (403 ACTIVATION_PENDING, nothing written); test mode can", async () => {
    const before = await writes();
    for (const [handler, path] of [
      [createSubaccount, "/api/dashboard/subaccounts"],
      [createPaymentLink, "/api/dashboard/payments"],
    ] as const) {
      const live = await callAsUser(handler, owner, { path, body: {}, mode: "live" });
      expect(live.status, path).toBe(403);
      expect(live.json.error?.code).toBe("ACTIVATION_PENDING");
      expect(live.json.message).toMatch(/go-live checklist/);
      const test = await callAsUser(handler, owner, { path, body: {}, mode: "test" });
      expect(test.json.error?.code, path).toBe("VALIDATION_ERROR");
    }
    expect(await writes()).toBe(before);
  });

  it("sees an open checklist and cannot submit it yet (nothing written)", async () => {
    expect(await view()).toMatchObject({
      status: "pending",
      complete: false,
      steps: { business_details: false, settlement_account: false, email_verified: false, owner_two_factor: false },
      live_key_available: false,
      email_delivery: "operator_code",
    });
    const before = await writes();
    const res = await callAsUser(submit, owner, { path: "/api/dashboard/activation/submit", body: {} });
    expect(res.status).toBe(409);
    expect(res.json.error?.code).toBe("INVALID_STATE");
    expect(await writes()).toBe(before);
  });
});

describe("the checklist", () => {
  it("refuses bad business details and other roles with nothing written, then saves the owner's (phone in E.164)", async () => {
    const before = await writes();
    for (const bad of [
      { ...BUSINESS, contact_phone: "0911" },
      // A Ugandan local number is not an Ethiopian one.
      { ...BUSINESS, contact_phone: "0772123456" },
      { ...BUSINESS, contact_phone: "" },
      { ...BUSINESS, country: "US" },
      { ...BUSINESS, business_type: "pirate" },
      { ...BUSINESS, activation_status: "activated" },
    ]) {
      const res = await callAsUser(putBusiness, owner, { path: "/api/dashboard/activation/business", method: "PUT", body: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.error?.code).toBe("VALIDATION_ERROR");
    }
    const refused = await callAsUser(putBusiness, admin, { path: "/api/dashboard/activation/business", method: "PUT", body: BUSINESS });
    expect(refused.status).toBe(403);
    expect(await writes()).toBe(before);

    const ok = await callAsUser(putBusiness, owner, { path: "/api/dashboard/activation/business", method: "PUT", body: BUSINESS });
    expect(ok.status).toBe(200);
    expect(ok.json.data.business).toEqual({ legal_name: "Abebe Trading PLC", country: "ET", business_type: "private_company", contact_phone: "+251911234567" });
    expect(ok.json.data.steps.business_details).toBe(true);

    // The local form people in Ethiopia write, read as an Ethiopian number, as the checkout reads it.
    const local = await callAsUser(putBusiness, owner, { path: "/api/dashboard/activation/business", method: "PUT", body: { ...BUSINESS, contact_phone: "0911 234 567" } });
    expect(local.status).toBe(200);
    expect(local.json.data.business.contact_phone).toBe("+251911234567");
    const wrong = await callAsUser(putBusiness, owner, { path: "/api/dashboard/activation/business", method: "PUT", body: { ...BUSINESS, contact_phone: "12" } });
    expect(wrong.json.error?.details).toEqual([{ field: "contact_phone", message: "Enter a phone number, e.g. +251 91 123 4567 or 091 123 4567" }]);
  });

  it("checks the settlement account with the bank registry: unknown bank and bad number refused, nothing written", async () => {
    const before = await writes();
    const unknown = await callAsUser(putSettlement, owner, { path: "/api/dashboard/activation/settlement-account", method: "PUT", body: { ...ACCOUNT, bank_slug: "nobank" } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({ code: "INVALID_FORMAT", details: [{ field: "bank_slug" }] });
    const short = await callAsUser(putSettlement, owner, { path: "/api/dashboard/activation/settlement-account", method: "PUT", body: { ...ACCOUNT, account_number: "12345" } });
    expect(short.status).toBe(400);
    expect(short.json.error).toMatchObject({ code: "INVALID_FORMAT", details: [{ field: "account_number", message: "expected 13 digits" }] });
    expect(await writes()).toBe(before);

    const ok = await callAsUser(putSettlement, owner, { path: "/api/dashboard/activation/settlement-account", method: "PUT", body: { ...ACCOUNT, account_number: "1000 1234 56789" } });
    expect(ok.status).toBe(200);
    expect(ok.json.data.settlement_account).toEqual(ACCOUNT);
    expect(ok.json.data.steps.settlement_account).toBe(true);
  });

  it("verifies the e-mail with the operator's code when SMTP is not configured; a wrong code counts", async () => {
    const sent = await callAsUser(sendVerification, owner, { path: "/api/dashboard/activation/email-verification", body: {} });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toEqual({ delivery: "operator_code", sent: false, email: shop.user.email });

    const { code } = await issueVerificationCode(db(), { merchantId: shop.merchant.id });
    expect(code).toMatch(/^\d{8}$/);
    const stored = await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } });
    expect(stored.emailVerificationHash).not.toContain(code);

    const wrong = await callAsUser(confirmEmail, owner, { path: "/api/dashboard/activation/email-verification/confirm", body: { code: code === "00000000" ? "11111111" : "00000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error?.code).toBe("INVALID_VALUE");
    expect(wrong.json.message).toMatch(/4 tries left/);
    expect((await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } })).emailVerificationAttempts).toBe(1);

    const right = await callAsUser(confirmEmail, owner, { path: "/api/dashboard/activation/email-verification/confirm", body: { code } });
    expect(right.status).toBe(200);
    expect((await view()).steps.email_verified).toBe(true);
  });

  it("counts the owner's two-factor sign-in, then submits once", async () => {
    const started = await callAsUser(startEnrolment, owner, { path: "/api/dashboard/two-factor/enrolment", body: {} });
    const { secret } = started.json.data as { secret: string };
    const confirmed = await callAsUser(confirmEnrolment, owner, { path: "/api/dashboard/two-factor/enrolment/confirm", body: { code: totpCodeAt(secret, new Date()) } });
    expect(confirmed.status).toBe(200);
    expect(await view()).toMatchObject({ complete: true, status: "pending" });

    const first = await callAsUser(submit, owner, { path: "/api/dashboard/activation/submit", body: {} });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ status: "submitted", complete: true });
    const again = await callAsUser(submit, owner, { path: "/api/dashboard/activation/submit", body: {} });
    expect(again.status).toBe(200);
    expect((await auditActions()).filter((a) => a === "activation.submitted")).toHaveLength(1);
    // Still locked until the operator acts.
    expect((await v2(shop.keys.live.secret)).status).toBe(401);
  });
});

describe("activation by the operator", () => {
  it("is refused for an incomplete checklist unless forced", async () => {
    const other = await createTestMerchant({ activated: false });
    await expect(activateMerchant(db(), { merchantId: other.merchant.id })).rejects.toMatchObject({ code: "INVALID_STATE" });
    expect((await db().merchant.findUniqueOrThrow({ where: { id: other.merchant.id } })).activationStatus).toBe("pending");
    const forced = await activateMerchant(db(), { merchantId: other.merchant.id, force: true });
    expect(forced).toMatchObject({ status: "activated", activated_by: "cli --force", missing_steps: ["business_details", "settlement_account", "email_verified", "owner_two_factor"] });
    expect((await v2(other.keys.live.secret)).status).toBe(200);
    const unlocked = await callAsUser(createSubaccount, { userId: other.user.id, merchantId: other.merchant.id, role: "owner" }, { path: "/api/dashboard/subaccounts", body: {}, mode: "live" });
    expect(unlocked.json.error?.code).toBe("VALIDATION_ERROR");
  });

  it("unlocks the live key (200), and the dashboard shows a new live secret key once, replacing the unseen one", async () => {
    await activateMerchant(db(), { merchantId: shop.merchant.id });
    expect((await v2(shop.keys.live.secret)).status).toBe(200);
    expect((await v2(shop.keys.test.secret)).status).toBe(200);
    expect(await view()).toMatchObject({ status: "activated", live_key_available: true });

    const refused = await callAsUser(revealLiveKey, admin, { path: "/api/dashboard/activation/live-key", body: {}, mode: "live" });
    expect(refused.status).toBe(403);

    const shown = await callAsUser(revealLiveKey, owner, { path: "/api/dashboard/activation/live-key", body: {}, mode: "live" });
    expect(shown.status).toBe(201);
    const key = shown.json.data.key as string;
    expect(key).toMatch(/^sk_live_/);
    expect(await writes()).not.toContain(key);
    expect((await v2(key)).status).toBe(200);
    const old = await v2(shop.keys.live.secret);
    expect(old.status).toBe(401);
    expect((await old.json()).error.code).toBe("UNAUTHORIZED");

    const twice = await callAsUser(revealLiveKey, owner, { path: "/api/dashboard/activation/live-key", body: {}, mode: "live" });
    expect(twice.status).toBe(409);
    expect((await view()).live_key_available).toBe(false);
  });

  it("left an audit record for every step", async () => {
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        "merchant.created",
        "activation.business_details_updated",
        "activation.settlement_account_updated",
        "activation.email_verification_issued",
        "activation.email_verification_failed",
        "activation.email_verified",
        "activation.submitted",
        "merchant.activated",
        "api_key.created",
      ]),
    );
  });

  it("freezes the checklist once activated", async () => {
    const res = await callAsUser(putBusiness, owner, { path: "/api/dashboard/activation/business", method: "PUT", body: BUSINESS });
    expect(res.status).toBe(409);
  });
});

describe("migration 20261130030000_merchant_activation", () => {
  it("marks every existing merchant activated, with its live keys already handed over; new rows start pending", async () => {
    const name = "20261130030000_merchant_activation";
    const raw = await rawDatabase();
    try {
      for (const sql of migrationsBefore(name)) await raw.exec(sql);
      await raw.exec(`INSERT INTO "Merchant" ("id", "name", "updatedAt") VALUES ('mch_old1', 'Old One', now()), ('mch_old2', 'Old Two', now());`);
      await raw.exec(migrationText(name));
      const rows = await raw.query<{ id: string; activationStatus: string; activatedBy: string; activatedAt: Date | null; liveKeyRevealedAt: Date | null }>(
        `SELECT "id", "activationStatus", "activatedBy", "activatedAt", "liveKeyRevealedAt" FROM "Merchant" ORDER BY "id"`,
      );
      expect(rows.map((r) => [r.id, r.activationStatus, r.activatedBy])).toEqual([
        ["mch_old1", "activated", "migration"],
        ["mch_old2", "activated", "migration"],
      ]);
      expect(rows.every((r) => r.activatedAt && r.liveKeyRevealedAt)).toBe(true);
      await raw.exec(`INSERT INTO "Merchant" ("id", "name", "updatedAt") VALUES ('mch_new', 'New', now());`);
      expect(await raw.query<{ activationStatus: string }>(`SELECT "activationStatus" FROM "Merchant" WHERE "id" = 'mch_new'`)).toEqual([{ activationStatus: "pending" }]);
    } finally {
      await raw.close();
    }
  });
});
