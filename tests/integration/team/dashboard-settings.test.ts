// Dashboard settings are validated by the shared schema, saved with one audit row,
// and refused without writing anything when invalid; the dashboard JSON routes refuse
// state-changing requests whose Origin is not this site.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { getMerchantSettings } from "@/lib/merchants/get-merchant-settings";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";
import { getPaymentSettings } from "@/lib/merchants/payment-settings";
import { callAsUser } from "@/tests/support/dashboard-session";
import { isSameOrigin } from "@/lib/dashboard/with-dashboard";
import { normalizeOrigin } from "@/lib/checkout/origins";
import { POST as signup } from "@/app/api/dashboard/signup/route";
import { PATCH as patchSettings } from "@/app/api/dashboard/settings/route";

setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Merchant;

beforeAll(async () => {
  shop = await createTestMerchant({ name: "Corner Shop" });
});

const valid = {
  name: "Corner Shop Ltd",
  logo_url: "https://cdn.example.com/logo.png",
  brand_color: "#0EA5E9",
  retry_window_minutes: 15,
  session_lifetime_minutes: 90,
  customer_profiles_enabled: false,
};

const actor = () => ({ type: "dashboard" as const, userId: shop.user.id });

async function auditRows(merchantId: string) {
  return db().auditLog.findMany({ where: { merchantId, action: "merchant.settings_updated" }, orderBy: { createdAt: "asc" } });
}

async function expectValidationError(input: unknown, field: string) {
  const error = await updateMerchantSettings(db(), { merchantId: shop.merchant.id, actor: actor(), input }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe("VALIDATION_ERROR");
  expect((error as ApiError).details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
}

describe("updateMerchantSettings", () => {
  it("starts from the schema defaults", async () => {
    expect(await getMerchantSettings(db(), shop.merchant.id)).toEqual({
      name: "Corner Shop",
      logo_url: null,
      website_url: null,
      brand_color: "#4f46e5",
      retry_window_minutes: 60,
      session_lifetime_minutes: 60,
      customer_profiles_enabled: true, // on for new merchants
      embed_origins: [],
      restrict_to_preferred_methods: false,
      receipt_emails_enabled: true, // On by default
      settlement_schedule: "daily",
      time_zone: null
    });
  });

  it("saves a valid update and writes one audit row naming what changed", async () => {
    const { settings, changed } = await updateMerchantSettings(db(), { merchantId: shop.merchant.id, actor: actor(), input: valid });

    const expected = { ...valid, website_url: null, brand_color: "#0ea5e9", embed_origins: [], restrict_to_preferred_methods: false, receipt_emails_enabled: true, settlement_schedule: "daily", time_zone: null };
    expect(settings).toEqual(expected);
    expect(changed.sort()).toEqual(Object.keys(valid).sort());
    expect(await getMerchantSettings(db(), shop.merchant.id)).toEqual(expected);

    const rows = await auditRows(shop.merchant.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: shop.user.id, actorType: "dashboard", targetId: shop.merchant.id, mode: null });
    expect(rows[0].details).toEqual({
      changes: {
        name: { from: "Corner Shop", to: "Corner Shop Ltd" },
        logo_url: { from: null, to: "https://cdn.example.com/logo.png" },
        brand_color: { from: "#4f46e5", to: "#0ea5e9" },
        retry_window_minutes: { from: 60, to: 15 },
        session_lifetime_minutes: { from: 60, to: 90 },
        customer_profiles_enabled: { from: true, to: false },
      },
    });
  });

  it("accepts a partial update and records only that field", async () => {
    const { changed } = await updateMerchantSettings(db(), {
      merchantId: shop.merchant.id,
      actor: actor(),
      input: { retry_window_minutes: 60, logo_url: "" },
    });
    expect(changed.sort()).toEqual(["logo_url", "retry_window_minutes"]);
    const rows = await auditRows(shop.merchant.id);
    expect(rows).toHaveLength(2);
    expect(rows[1].details).toEqual({
      changes: { retry_window_minutes: { from: 15, to: 60 }, logo_url: { from: "https://cdn.example.com/logo.png", to: null } },
    });
  });

  it("writes nothing when nothing changed", async () => {
    const before = await getMerchantSettings(db(), shop.merchant.id);
    const { changed, settings } = await updateMerchantSettings(db(), { merchantId: shop.merchant.id, actor: actor(), input: before });
    expect(changed).toEqual([]);
    expect(settings).toEqual(before);
    expect(await auditRows(shop.merchant.id)).toHaveLength(2);
  });

  it.each([
    ["retry window below 5", { retry_window_minutes: 4 }, "retry_window_minutes"],
    ["retry window above 60", { retry_window_minutes: 61 }, "retry_window_minutes"],
    ["retry window not whole", { retry_window_minutes: 7.5 }, "retry_window_minutes"],
    ["retry window as text", { retry_window_minutes: "30" }, "retry_window_minutes"],
    ["session lifetime below 5", { session_lifetime_minutes: 4 }, "session_lifetime_minutes"],
    ["session lifetime above 1440", { session_lifetime_minutes: 1441 }, "session_lifetime_minutes"],
    ["colour name", { brand_color: "blue" }, "brand_color"],
    ["short hex colour", { brand_color: "#fff" }, "brand_color"],
    ["logo that is not a URL", { logo_url: "not a url" }, "logo_url"],
    ["logo over ftp", { logo_url: "ftp://example.com/logo.png" }, "logo_url"],
    ["business name too short", { name: "A" }, "name"],
    // The checkout links to the website, so only https with a real host.
    ["website over http", { website_url: "http://shop.example" }, "website_url"],
    ["website as javascript:", { website_url: "javascript:alert(1)" }, "website_url"],
    ["website without a host", { website_url: "https://" }, "website_url"],
    ["website that is not a URL", { website_url: "shop dot example" }, "website_url"],
    ["unknown field", { merchant_id: "mch_other" }, "merchant_id"],
    ["valid fields mixed with one invalid", { ...valid, name: "Should Not Save", retry_window_minutes: 3 }, "retry_window_minutes"],
  ])("refuses %s with VALIDATION_ERROR and changes nothing", async (_label, input, field) => {
    const before = await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } });
    const auditBefore = await db().auditLog.count({ where: { merchantId: shop.merchant.id } });

    await expectValidationError(input, field);

    expect(await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } })).toEqual(before);
    expect(await db().auditLog.count({ where: { merchantId: shop.merchant.id } })).toBe(auditBefore);
  });

  it("answers NOT_FOUND for an unknown merchant, and refuses a dashboard user who is not its member", async () => {
    await expect(updateMerchantSettings(db(), { merchantId: "mch_missing", actor: { type: "cli" }, input: { name: "Nobody" } })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(updateMerchantSettings(db(), { merchantId: "mch_missing", actor: actor(), input: { name: "Nobody" } })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      status: 403,
    });
  });
});

describe("updateMerchantSettings: website", () => {
  it("saves an https website with an audit row, and clears it with an empty value", async () => {
    const site = await createTestMerchant({ name: "Website Shop" });
    const save = (input: unknown) => updateMerchantSettings(db(), { merchantId: site.merchant.id, actor: { type: "dashboard", userId: site.user.id }, input });
    expect((await save({ website_url: " https://shop.example/ug " })).settings.website_url).toBe("https://shop.example/ug");
    expect((await db().merchant.findUniqueOrThrow({ where: { id: site.merchant.id } })).websiteUrl).toBe("https://shop.example/ug");
    expect((await save({ website_url: "" })).changed).toEqual(["website_url"]);
    const rows = await auditRows(site.merchant.id);
    expect(rows.map((r) => r.details)).toEqual([
      { changes: { website_url: { from: null, to: "https://shop.example/ug" } } },
      { changes: { website_url: { from: "https://shop.example/ug", to: null } } },
    ]);
  });
});

describe("updateMerchantSettings: embed origins and preferred methods", () => {
  let owner: Merchant;
  const ownerActor = () => ({ type: "dashboard" as const, userId: owner.user.id });
  const save = (input: unknown) => updateMerchantSettings(db(), { merchantId: owner.merchant.id, actor: ownerActor(), input });

  beforeAll(async () => {
    owner = await createTestMerchant({ name: "Embed Shop" });
  });

  it("saves embed origins normalised (lowercase host, no trailing slash, default port dropped, duplicates once) with an audit row", async () => {
    const { settings, changed } = await save({
      embed_origins: ["HTTPS://Shop.Example.com/", " http://localhost:8080 ", "http://127.0.0.1:3000/", "https://shop.example.com:443", "https://pay.example:8443"],
    });
    const expected = ["https://shop.example.com", "http://localhost:8080", "http://127.0.0.1:3000", "https://pay.example:8443"];
    expect(changed).toEqual(["embed_origins"]);
    expect(settings.embed_origins).toEqual(expected);
    expect((await getMerchantSettings(db(), owner.merchant.id)).embed_origins).toEqual(expected);
    expect((await db().merchant.findUniqueOrThrow({ where: { id: owner.merchant.id } })).embedOrigins).toEqual(expected);
    // What is stored is exactly what the checkout's CSP (frame-ancestors) accepts.
    expect(expected.map(normalizeOrigin)).toEqual(expected);

    const rows = await auditRows(owner.merchant.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: owner.user.id, actorType: "dashboard", targetId: owner.merchant.id });
    expect(rows[0].details).toEqual({ changes: { embed_origins: { from: [], to: expected } } });
  });

  it("compares lists by value: the same origins again (even unnormalised) write nothing", async () => {
    const { changed } = await save({
      embed_origins: ["https://SHOP.example.com", "http://localhost:8080/", "http://127.0.0.1:3000", "https://pay.example:8443/"],
    });
    expect(changed).toEqual([]);
    expect(await auditRows(owner.merchant.id)).toHaveLength(1);
  });

  it("records removing an origin, and clearing the list", async () => {
    await save({ embed_origins: ["https://shop.example.com"] });
    await save({ embed_origins: [] });
    const rows = await auditRows(owner.merchant.id);
    expect(rows.slice(1).map((r) => r.details)).toEqual([
      {
        changes: {
          embed_origins: {
            from: ["https://shop.example.com", "http://localhost:8080", "http://127.0.0.1:3000", "https://pay.example:8443"],
            to: ["https://shop.example.com"],
          },
        },
      },
      { changes: { embed_origins: { from: ["https://shop.example.com"], to: [] } } },
    ]);
    expect((await getMerchantSettings(db(), owner.merchant.id)).embed_origins).toEqual([]);
  });

  const eleven = Array.from({ length: 11 }, (_, i) => `https://shop${i}.example`);

  it.each([
    ["a path", "https://x.com/path", /"https:\/\/x\.com\/path".*no path.*use https:\/\/x\.com/],
    ["a query", "https://x.com?a=1", /"https:\/\/x\.com\?a=1".*no path, query/],
    ["a fragment", "https://x.com/#top", /"https:\/\/x\.com\/#top".*no path, query or fragment/],
    ["an ftp origin", "ftp://x.com", /"ftp:\/\/x\.com".*only https:\/\//],
    ["http on a public host", "http://example.com", /"http:\/\/example\.com".*use https:\/\/.*localhost and 127\.0\.0\.1/],
    ["a wildcard", "*.x.com", /"\*\.x\.com".*wildcards are not allowed/],
    ["a wildcard with a scheme", "https://*.x.com", /"https:\/\/\*\.x\.com".*wildcards/],
    ["no scheme", "x.com", /"x\.com".*start with https:\/\//],
    ["two origins in one entry", "https://a.example https://b.example", /one origin per entry/],
    ["credentials", "https://user:pw@x.com", /user name and password/],
    ["a blank entry", "  ", /Enter an origin/],
  ])("refuses an origin with %s (VALIDATION_ERROR naming the item), changing nothing", async (_label, bad, message) => {
    await save({ embed_origins: ["https://kept.example"] });
    const before = await db().merchant.findUniqueOrThrow({ where: { id: owner.merchant.id } });
    const auditBefore = await db().auditLog.count({ where: { merchantId: owner.merchant.id } });

    const error = await save({ embed_origins: ["https://ok.example", bad], restrict_to_preferred_methods: !before.restrictToPreferredMethods }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("VALIDATION_ERROR");
    // The second entry is the bad one: the field names its index, the message quotes it.
    expect((error as ApiError).details).toEqual([{ field: "embed_origins.1", message: expect.stringMatching(message) }]);
    expect((error as ApiError).message).toContain("embed_origins.1");

    expect(await db().merchant.findUniqueOrThrow({ where: { id: owner.merchant.id } })).toEqual(before);
    expect(await db().auditLog.count({ where: { merchantId: owner.merchant.id } })).toBe(auditBefore);
  });

  it("refuses more than 10 origins, changing nothing", async () => {
    const before = await db().merchant.findUniqueOrThrow({ where: { id: owner.merchant.id } });
    const auditBefore = await db().auditLog.count({ where: { merchantId: owner.merchant.id } });
    await expect(save({ embed_origins: eleven })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ field: "embed_origins", message: "List at most 10 origins" }],
    });
    expect(await db().merchant.findUniqueOrThrow({ where: { id: owner.merchant.id } })).toEqual(before);
    expect(await db().auditLog.count({ where: { merchantId: owner.merchant.id } })).toBe(auditBefore);

    // Exactly 10 is fine.
    const { settings } = await save({ embed_origins: eleven.slice(0, 10) });
    expect(settings.embed_origins).toEqual(eleven.slice(0, 10));
  });

  it("refuses a list that is not a list of strings", async () => {
    await expect(save({ embed_origins: "https://x.com" })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      details: expect.arrayContaining([{ field: "embed_origins", message: "Invalid input: expected array, received string" }]),
    });
    await expect(save({ embed_origins: [42] })).rejects.toMatchObject({ code: "VALIDATION_ERROR", details: [expect.objectContaining({ field: "embed_origins.0" })] });
    await expect(save({ restrict_to_preferred_methods: "yes" })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      details: [expect.objectContaining({ field: "restrict_to_preferred_methods" })],
    });
  });

  it("toggles showing only the preferred payment methods, with an audit row each way", async () => {
    const auditBefore = (await auditRows(owner.merchant.id)).length;
    const on = await save({ restrict_to_preferred_methods: true });
    expect(on.changed).toEqual(["restrict_to_preferred_methods"]);
    expect(on.settings.restrict_to_preferred_methods).toBe(true);
    expect((await db().merchant.findUniqueOrThrow({ where: { id: owner.merchant.id } })).restrictToPreferredMethods).toBe(true);

    expect((await save({ restrict_to_preferred_methods: true })).changed).toEqual([]);

    const off = await save({ restrict_to_preferred_methods: false });
    expect(off.settings.restrict_to_preferred_methods).toBe(false);
    expect((await db().merchant.findUniqueOrThrow({ where: { id: owner.merchant.id } })).restrictToPreferredMethods).toBe(false);

    const rows = (await auditRows(owner.merchant.id)).slice(auditBefore);
    expect(rows.map((r) => r.details)).toEqual([
      { changes: { restrict_to_preferred_methods: { from: false, to: true } } },
      { changes: { restrict_to_preferred_methods: { from: true, to: false } } },
    ]);
  });
});

describe("E-mail receipts to customers", () => {
  it("through PATCH /api/dashboard/settings: off and on again, an audit row each way, the payment settings cache forgotten at once", async () => {
    const m = await createTestMerchant({ name: "Receipt Shop" });
    const owner = { userId: m.user.id, merchantId: m.merchant.id, role: "owner" as const };
    const patch = (body: unknown) => callAsUser(patchSettings, owner, { method: "PATCH", path: "/api/dashboard/settings", body });
    // Read once, so the cache holds "on" (lib/merchants/payment-settings.ts).
    expect((await getPaymentSettings(db(), m.merchant.id)).receiptEmailsEnabled).toBe(true);

    const off = await patch({ receipt_emails_enabled: false });
    expect(off.status).toBe(200);
    expect(off.json.data).toEqual({ settings: expect.objectContaining({ receipt_emails_enabled: false }), changed: ["receipt_emails_enabled"] });
    expect((await db().merchant.findUniqueOrThrow({ where: { id: m.merchant.id } })).receiptEmailsEnabled).toBe(false);
    expect((await getPaymentSettings(db(), m.merchant.id)).receiptEmailsEnabled).toBe(false);
    expect((await patch({ receipt_emails_enabled: false })).json.data.changed).toEqual([]);

    const on = await patch({ receipt_emails_enabled: true });
    expect(on.json.data.settings.receipt_emails_enabled).toBe(true);
    const rows = await auditRows(m.merchant.id);
    expect(rows.map((r) => [r.userId, r.details])).toEqual([
      [m.user.id, { changes: { receipt_emails_enabled: { from: true, to: false } } }],
      [m.user.id, { changes: { receipt_emails_enabled: { from: false, to: true } } }],
    ]);
  });

  it("refuses anything but a boolean, and unknown neighbours, writing nothing", async () => {
    const m = await createTestMerchant({ name: "Strict Receipts" });
    const owner = { userId: m.user.id, merchantId: m.merchant.id, role: "owner" as const };
    for (const body of [{ receipt_emails_enabled: "no" }, { receipt_emails_enabled: null }, { receipt_emails_enabled: 0 }, { receipt_emails: false }]) {
      const res = await callAsUser(patchSettings, owner, { method: "PATCH", path: "/api/dashboard/settings", body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error?.code).toBe("VALIDATION_ERROR");
      expect((res.json.error?.details as { field: string }[])[0].field).toMatch(/^receipt_emails/);
    }
    expect((await db().merchant.findUniqueOrThrow({ where: { id: m.merchant.id } })).receiptEmailsEnabled).toBe(true);
    expect(await auditRows(m.merchant.id)).toEqual([]);
  });

  it("a developer may not change it (settings.manage)", async () => {
    const m = await createTestMerchant({ name: "Team Receipts" });
    const dev = await db().user.create({ data: { id: `usr_dev${Date.now()}`, email: `dev-${Date.now()}@example.test`, name: "Dev", passwordHash: "x" } });
    await db().membership.create({ data: { id: `mem_dev${Date.now()}`, userId: dev.id, merchantId: m.merchant.id, role: "developer" } });
    const res = await callAsUser(patchSettings, { userId: dev.id, merchantId: m.merchant.id, role: "developer" }, { method: "PATCH", path: "/api/dashboard/settings", body: { receipt_emails_enabled: false } });
    expect(res.status).toBe(403);
    expect((await db().merchant.findUniqueOrThrow({ where: { id: m.merchant.id } })).receiptEmailsEnabled).toBe(true);
  });
});

describe("isSameOrigin", () => {
  const headers = (h: Record<string, string>) => new Headers(h);

  it("accepts an Origin naming the host the request was sent to", () => {
    expect(isSameOrigin(headers({ origin: "http://127.0.0.1:3100", host: "127.0.0.1:3100" }))).toBe(true);
    expect(isSameOrigin(headers({ origin: "https://pay.example.com", host: "PAY.example.com" }))).toBe(true);
  });

  it("uses X-Forwarded-Host only behind a trusted reverse proxy (TRUST_PROXY)", () => {
    const proxied = { origin: "https://pay.example.com", host: "app:3000", "x-forwarded-host": "pay.example.com" };
    expect(isSameOrigin(headers(proxied), { trustProxy: true })).toBe(true);
    expect(isSameOrigin(headers({ origin: "https://app:3000", host: "app:3000", "x-forwarded-host": "pay.example.com" }), { trustProxy: true })).toBe(false);
    // Without TRUST_PROXY the header is the client's word: a forged one is refused.
    expect(isSameOrigin(headers(proxied))).toBe(false);
    expect(isSameOrigin(headers({ origin: "https://evil.example", host: "pay.example.com", "x-forwarded-host": "evil.example" }))).toBe(false);
  });

  it("accepts the configured public base URL", () => {
    expect(isSameOrigin(headers({ origin: "https://pay.example.com", host: "10.0.0.5:3000" }), { publicBaseUrl: "https://pay.example.com" })).toBe(true);
    expect(isSameOrigin(headers({ origin: "https://pay.example.com", host: "10.0.0.5:3000" }), { publicBaseUrl: "https://other.example.com" })).toBe(false);
  });

  it("refuses other sites, other ports, missing and opaque origins", () => {
    expect(isSameOrigin(headers({ origin: "https://evil.example", host: "pay.example.com" }))).toBe(false);
    expect(isSameOrigin(headers({ origin: "http://127.0.0.1:9999", host: "127.0.0.1:3100" }))).toBe(false);
    expect(isSameOrigin(headers({ origin: "https://pay.example.com.evil.example", host: "pay.example.com" }))).toBe(false);
    expect(isSameOrigin(headers({ host: "pay.example.com" }))).toBe(false);
    expect(isSameOrigin(headers({ origin: "null", host: "pay.example.com" }))).toBe(false);
    expect(isSameOrigin(headers({ origin: "chrome-extension://abc", host: "abc" }))).toBe(false);
    expect(isSameOrigin(headers({ origin: "not a url", host: "pay.example.com" }))).toBe(false);
  });
});

describe("dashboard routes: Origin check", () => {
  const signupBody = () => ({ name: "Origin Test Co", email: `origin-${Math.random().toString(36).slice(2)}@example.test`, password: "long enough password" });

  it("refuses a cross-origin sign-up with 403 and creates nothing", async () => {
    const body = signupBody();
    const res = await signup(apiRequest("/api/dashboard/signup", { body, headers: { origin: "https://evil.example", host: "localhost" } }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      status: "error",
      message: expect.stringMatching(/Origin/),
      error: { code: "UNAUTHORIZED", details: null },
    });
    expect(res.headers.get("request-id")).toMatch(/^req_/);
    expect(await db().user.count({ where: { email: body.email } })).toBe(0);
  });

  it("refuses a sign-up without an Origin header", async () => {
    const body = signupBody();
    const res = await signup(apiRequest("/api/dashboard/signup", { body, headers: { host: "localhost" } }));
    expect(res.status).toBe(403);
    expect((await res.json()).error).toEqual({ code: "UNAUTHORIZED", details: null });
    expect(await db().user.count({ where: { email: body.email } })).toBe(0);
  });

  it("accepts a same-origin sign-up and returns the test secret key once", async () => {
    const body = signupBody();
    const res = await signup(apiRequest("/api/dashboard/signup", { body, headers: { origin: "http://localhost", host: "localhost" } }));
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json).toEqual({
      status: "success",
      message: "Account created",
      data: { merchant_id: expect.stringMatching(/^mch_/), business_name: "Origin Test Co", test_secret_key: expect.stringMatching(/^sk_test_/) },
    });
    expect(await db().user.count({ where: { email: body.email } })).toBe(1);
  });

  it("refuses unknown sign-up fields (strict body) before creating anything", async () => {
    const body = { ...signupBody(), role: "owner" };
    const res = await signup(apiRequest("/api/dashboard/signup", { body, headers: { origin: "http://localhost", host: "localhost" } }));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({ code: "VALIDATION_ERROR", details: [{ field: "role", message: "Unknown field" }] });
    expect(await db().user.count({ where: { email: body.email } })).toBe(0);
  });

  it("refuses a cross-origin settings change before looking at the session", async () => {
    const res = await patchSettings(
      apiRequest("/api/dashboard/settings", { method: "PATCH", body: { name: "Hijacked" }, headers: { origin: "https://evil.example", host: "localhost" } }),
    );
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("UNAUTHORIZED");
    expect((await getMerchantSettings(db(), shop.merchant.id)).name).not.toBe("Hijacked");
  });
});
