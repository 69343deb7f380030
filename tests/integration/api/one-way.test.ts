// The dashboard and the API run the same services through
// wrappers that behave alike. A dashboard write and its audit record commit or roll back
// together; dashboard query strings are validated by zod; API writes are audited with the
// key; the same business failure answers the same code and status on both sides; and the
// other mode's object is NOT_FOUND in the dashboard but 401 in the API. Dashboard routes are
// called as a signed-in user would call them (tests/support/dashboard-session.ts).
import { callAsUser } from "@/tests/support/dashboard-session";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import fs from "node:fs";
import path from "node:path";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor, createPaidPayment } from "@/tests/factories/payments";
import { createSubaccountFor, subaccountBody } from "@/tests/factories/subaccounts";
import { db } from "@/lib/db";
import { revokeApiKey } from "@/lib/auth/api-keys";
import { hashApiKey } from "@/lib/auth/api-key-format";
import { ApiError, ERROR_STATUS, STATUS_CASES } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { createSubaccount } from "@/lib/subaccounts/create-subaccount";
import { createSubaccountSchema } from "@/lib/schemas/subaccounts";
import type { DashboardRole } from "@/lib/catalog/permissions";
import { dashboardRoutes, withDashboard } from "@/lib/dashboard/with-dashboard";
import { POST as dashboardRefund } from "@/app/api/dashboard/payments/[reference]/refunds/route";
import { GET as dashboardPayments } from "@/app/api/dashboard/payments/route";
import { GET as dashboardApiKeys } from "@/app/api/dashboard/api-keys/route";
import { GET as dashboardSubaccounts } from "@/app/api/dashboard/subaccounts/route";
import { PATCH as dashboardPatchSubaccount } from "@/app/api/dashboard/subaccounts/[reference]/route";
import { POST as apiRefund } from "@/app/v2/payments/[reference]/refunds/route";
import { PATCH as apiPatchSubaccount } from "@/app/v2/subaccounts/[reference]/route";
import { POST as apiDeactivateSubaccount } from "@/app/v2/subaccounts/[reference]/deactivate/route";

setupTestDatabase();
checkLedgerAfterEach();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Merchant;

beforeAll(async () => {
  shop = await createTestMerchant({ name: "One Way Shop" });
});


type Handler = (req: Request, ctx?: { params?: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** A dashboard route called by a signed-in user from the dashboard's own page. */
async function asUser(
  handler: Handler,
  path: string,
  opts: { user?: { id: string }; merchant?: Merchant; role?: DashboardRole; mode?: "test" | "live"; method?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  const m = opts.merchant ?? shop;
  const user = { userId: (opts.user ?? m.user).id, merchantId: m.merchant.id, role: opts.role ?? "owner" };
  const { status, json } = await callAsUser(handler, user, { path, method: opts.method, body: opts.body, params: opts.params, mode: opts.mode });
  return { res: { status }, json };
}

async function asKey(handler: Handler, path: string, key: string, opts: { method?: string; body?: unknown; params?: Record<string, string> } = {}) {
  const res = await handler(apiRequest(path, { key, method: opts.method, body: opts.body }), { params: Promise.resolve(opts.params ?? {}) });
  return { res, json: await res.json() };
}

const auditOf = (merchantId: string, action?: string) =>
  db().auditLog.findMany({ where: { merchantId, ...(action ? { action } : {}) }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

async function keyId(secret: string) {
  return (await db().apiKey.findUniqueOrThrow({ where: { hash: hashApiKey(secret) } })).id;
}

describe("withDashboard runs a write and its audit record in one transaction", () => {
  // Routes like the dashboard's own: a real service writes and audits; then something later in
  // the same request refuses. The first relies on the default (a POST runs in a transaction,
  // which revokeApiKey's own inTransaction joins); the second asks for the typed transaction.
  const revokeThenFail = dashboardRoutes({
    POST: withDashboard({
      action: "money.move",
      body: z.object({ key_id: z.string() }).strict(),
      handler: async ({ db, ctx, body }) => {
        await revokeApiKey(db, { merchantId: ctx.merchantId, keyId: body.key_id, actor: ctx.actor });
        throw new ApiError("INVALID_STATE", "refused after the write");
      },
    }),
  }).POST;
  const failsAfterWrite = dashboardRoutes({
    POST: withDashboard({
      action: "money.move",
      body: createSubaccountSchema,
      handler: async ({ db, ctx, body }) => {
        await createSubaccount(db, { merchantId: ctx.merchantId, mode: ctx.mode, input: body, actor: ctx.actor });
        throw new ApiError("INVALID_STATE", "refused after the write");
      },
    }),
  }).POST;
  const succeeds = dashboardRoutes({
    POST: withDashboard({
      action: "money.move",
      body: createSubaccountSchema,
      handler: async ({ db, ctx, body }) => {
        const sub = await createSubaccount(db, { merchantId: ctx.merchantId, mode: ctx.mode, input: body, actor: ctx.actor });
        return { status: 201, message: "created", data: { id: sub.id } };
      },
    }),
  }).POST;

  it("a failure after the write leaves neither the write nor the audit record", async () => {
    const m = await createTestMerchant();
    const body = subaccountBody({ subaccount_name: "Rolled Back Partner" });
    const { res, json } = await asUser(failsAfterWrite, "/api/dashboard/test-route", { merchant: m, method: "POST", body });
    expect(res.status).toBe(409);
    expect(json).toEqual({ status: "error", message: "refused after the write", error: { code: "INVALID_STATE", details: null } });
    expect(await db().subaccount.count({ where: { merchantId: m.merchant.id } })).toBe(0);
    expect(await db().ledgerAccount.count({ where: { merchantId: m.merchant.id, type: "subaccount" } })).toBe(0);
    expect(await auditOf(m.merchant.id, "subaccount.created")).toEqual([]);
  });

  it("a POST without the transaction option is one transaction too: the revocation and its audit roll back", async () => {
    const m = await createTestMerchant();
    const id = await keyId(m.keys.test.secret);
    const { res, json } = await asUser(revokeThenFail, "/api/dashboard/test-route", { merchant: m, method: "POST", body: { key_id: id } });
    expect(res.status).toBe(409);
    expect(json.error?.code).toBe("INVALID_STATE");
    expect((await db().apiKey.findUniqueOrThrow({ where: { id } })).revokedAt).toBeNull();
    expect(await auditOf(m.merchant.id, "api_key.revoked")).toEqual([]);
  });

  it("the same write without the failure commits both, the audit naming the signed-in user", async () => {
    const m = await createTestMerchant();
    const { res, json } = await asUser(succeeds, "/api/dashboard/test-route", { merchant: m, method: "POST", body: subaccountBody() });
    expect(res.status).toBe(201);
    expect(await db().subaccount.count({ where: { merchantId: m.merchant.id } })).toBe(1);
    expect(await auditOf(m.merchant.id, "subaccount.created")).toEqual([
      expect.objectContaining({ actorType: "dashboard", userId: m.user.id, apiKeyId: null, targetId: json.data.id, mode: "test" }),
    ]);
  });
});

describe("withDashboard validates query strings with zod", () => {
  it.each([
    ["/api/dashboard/payments?limit=abc", dashboardPayments, [{ field: "limit", message: "must be a whole number" }]],
    ["/api/dashboard/payments?limit=101", dashboardPayments, [{ field: "limit", message: "must be at most 100" }]],
    // status is a filter of the payment table; an unknown parameter is still refused.
    ["/api/dashboard/payments?merchant_id=x", dashboardPayments, [{ field: "merchant_id", message: "Unknown field" }]],
    ["/api/dashboard/api-keys?mode=sandbox", dashboardApiKeys, [{ field: "mode", message: "Mode must be test or live" }]],
    ["/api/dashboard/subaccounts?page=0", dashboardSubaccounts, [{ field: "page", message: "must be at least 1" }]],
  ] as const)("%s answers 400 VALIDATION_ERROR naming the field", async (path, handler, details) => {
    const { res, json } = await asUser(handler, path);
    expect(res.status).toBe(400);
    expect(json.status).toBe("error");
    expect(json.error).toEqual({ code: "VALIDATION_ERROR", details });
    expect(json.message).toBe(`Invalid request query: ${details[0].field}: ${details[0].message}`);
  });

  it("a good query string still answers", async () => {
    const { res, json } = await asUser(dashboardApiKeys, "/api/dashboard/api-keys?mode=live");
    expect(res.status).toBe(200);
    expect(json.data.mode).toBe("live");
    expect(json.data.keys.map((k: { mode: string }) => k.mode)).toEqual(["live", "live"]);
  });
});

describe("API writes are audited with the key, in the work's transaction", () => {
  it("hosted payment, refund, subaccount create, patch and deactivate each leave one record naming the key", async () => {
    const m = await createTestMerchant();
    const key = m.keys.test.secret;
    const expected = { actorType: "api", apiKeyId: await keyId(key), userId: null, mode: "test" };

    const p = await createPaidPayment(m.keys.test.secret, { amount: 100, merchant_reference: "audited-1" });
    expect(await auditOf(m.merchant.id, "payment.created")).toEqual([
      expect.objectContaining({ ...expected, targetId: p.reference, details: { amount: 100, currency: "USD", payment_type: "Hosted", merchant_reference: "audited-1" } }),
    ]);

    const refund = await asKey(apiRefund, `/v2/payments/${p.reference}/refunds`, key, { body: { amount: 10 }, params: { reference: p.reference } });
    expect(refund.res.status).toBe(201);
    expect(await auditOf(m.merchant.id, "refund.created")).toEqual([
      expect.objectContaining({ ...expected, targetId: refund.json.data.refund_reference, details: expect.objectContaining({ payment_reference: p.reference, amount: 10 }) }),
    ]);

    const sub = await createSubaccountFor(key);
    expect(await auditOf(m.merchant.id, "subaccount.created")).toEqual([expect.objectContaining({ ...expected, targetId: sub })]);

    const patch = await asKey(apiPatchSubaccount, `/v2/subaccounts/${sub}`, key, { method: "PATCH", body: { split_value: 20 }, params: { reference: sub } });
    expect(patch.res.status).toBe(200);
    expect(await auditOf(m.merchant.id, "subaccount.updated")).toEqual([
      expect.objectContaining({ ...expected, targetId: sub, details: { changes: { splitValue: { from: "1000", to: "2000" } } } }),
    ]);

    const off = await asKey(apiDeactivateSubaccount, `/v2/subaccounts/${sub}/deactivate`, key, { method: "POST", params: { reference: sub } });
    expect(off.res.status).toBe(200);
    expect(await auditOf(m.merchant.id, "subaccount.deactivated")).toEqual([expect.objectContaining({ ...expected, targetId: sub })]);

    // Five writes, five records (plus the merchant's own creation).
    expect((await auditOf(m.merchant.id)).map((r) => r.action)).toEqual([
      "merchant.created",
      "payment.created",
      "refund.created",
      "subaccount.created",
      "subaccount.updated",
      "subaccount.deactivated",
    ]);
  });

  it("a refused API write leaves no audit record", async () => {
    const m = await createTestMerchant();
    const p = await createPaidPayment(m.keys.test.secret, { amount: 100 });
    const before = await auditOf(m.merchant.id);
    const { res, json } = await asKey(apiRefund, `/v2/payments/${p.reference}/refunds`, m.keys.test.secret, { body: { amount: 100.01 }, params: { reference: p.reference } });
    expect(res.status).toBe(400);
    expect(json.error.code).toBe("INVALID_VALUE");
    expect(await auditOf(m.merchant.id)).toEqual(before);
    expect(await db().refund.count({ where: { merchantId: m.merchant.id } })).toBe(0);
  });
});

describe("the dashboard and the API answer a business failure alike", () => {
  it("a refund over the amount: same status, code, message and details, nothing written", async () => {
    const p = await createPaidPayment(shop.keys.test.secret, { amount: 50 });
    const path = `/v2/payments/${p.reference}/refunds`;
    const api = await asKey(apiRefund, path, shop.keys.test.secret, { body: { amount: 60 }, params: { reference: p.reference } });
    const dash = await asUser(dashboardRefund, `/api/dashboard/payments/${p.reference}/refunds`, { method: "POST", body: { amount: 60 }, params: { reference: p.reference } });
    expect(api.res.status).toBe(400);
    expect(api.json).toEqual({
      status: "error",
      message: "amount exceeds what can still be refunded (USD 50.00)",
      error: { code: "INVALID_VALUE", details: [{ field: "amount", message: "at most USD 50.00" }] },
    });
    expect(dash.res.status).toBe(api.res.status);
    expect(dash.json).toEqual(api.json);
    expect(await db().refund.count({ where: { paymentId: p.reference } })).toBe(0);
  });

  it("a refund of an unpaid payment: the same 409 INVALID_STATE on both sides", async () => {
    const p = await createHostedPaymentFor(shop.keys.test.secret);
    const api = await asKey(apiRefund, `/v2/payments/${p.reference}/refunds`, shop.keys.test.secret, { body: {}, params: { reference: p.reference } });
    const dash = await asUser(dashboardRefund, `/api/dashboard/payments/${p.reference}/refunds`, { method: "POST", body: {}, params: { reference: p.reference } });
    expect(api.res.status).toBe(ERROR_STATUS.INVALID_STATE);
    expect(api.json.error.code).toBe("INVALID_STATE");
    expect(dash.res.status).toBe(api.res.status);
    expect(dash.json).toEqual(api.json);
  });

  it("a role refusal is the tabled 403 UNAUTHORIZED case, and writes nothing", async () => {
    const p = await createPaidPayment(shop.keys.test.secret, { amount: 20 });
    const viewer = await db().user.create({ data: { id: newId("usr"), email: `viewer-${p.reference}@example.test`, passwordHash: "x" } });
    await db().membership.create({ data: { id: newId("mem"), userId: viewer.id, merchantId: shop.merchant.id, role: "viewer" } });
    const dash = await asUser(dashboardRefund, `/api/dashboard/payments/${p.reference}/refunds`, {
      user: viewer,
      role: "viewer",
      method: "POST",
      body: {},
      params: { reference: p.reference },
    });
    expect(dash.res.status).toBe(STATUS_CASES.permission_refused.status);
    expect(dash.res.status).toBe(403);
    expect(dash.json).toEqual({
      status: "error",
      message: "Your role (viewer) cannot do this; ask an owner of this account",
      error: { code: "UNAUTHORIZED", details: null },
    });
    expect(await db().refund.count({ where: { paymentId: p.reference } })).toBe(0);
  });
});

describe("the other mode: NOT_FOUND in the dashboard, 401 in the API", () => {
  it("a test payment refunded in live mode", async () => {
    const p = await createPaidPayment(shop.keys.test.secret, { amount: 30 });
    const dash = await asUser(dashboardRefund, `/api/dashboard/payments/${p.reference}/refunds`, {
      mode: "live",
      method: "POST",
      body: {},
      params: { reference: p.reference },
    });
    expect(dash.res.status).toBe(404);
    expect(dash.json).toEqual({ status: "error", message: "payment not found", error: { code: "NOT_FOUND", details: null } });

    const api = await asKey(apiRefund, `/v2/payments/${p.reference}/refunds`, shop.keys.live.secret, { body: {}, params: { reference: p.reference } });
    expect(api.res.status).toBe(401);
    expect(api.json).toEqual({
      status: "error",
      message: "this reference belongs to test mode; use your test secret key",
      error: { code: "UNAUTHORIZED", details: null },
    });
    expect(await db().refund.count({ where: { paymentId: p.reference } })).toBe(0);
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status).toBe("success");
  });

  it("a test subaccount changed in live mode", async () => {
    const sub = await createSubaccountFor(shop.keys.test.secret);
    const dash = await asUser(dashboardPatchSubaccount, `/api/dashboard/subaccounts/${sub}`, {
      mode: "live",
      method: "PATCH",
      body: { split_value: 50 },
      params: { reference: sub },
    });
    expect(dash.res.status).toBe(404);
    expect(dash.json.error?.code).toBe("NOT_FOUND");

    const api = await asKey(apiPatchSubaccount, `/v2/subaccounts/${sub}`, shop.keys.live.secret, { method: "PATCH", body: { split_value: 50 }, params: { reference: sub } });
    expect(api.res.status).toBe(401);
    expect(api.json.error.code).toBe("UNAUTHORIZED");
    expect(api.json.message).toMatch(/belongs to test mode/);
    expect((await db().subaccount.findUniqueOrThrow({ where: { id: sub } })).splitValue).toBe(1000n);
    expect(await auditOf(shop.merchant.id, "subaccount.updated")).toEqual([]);
  });

  it("the same subaccount changed in its own mode from the dashboard is audited with the user", async () => {
    const sub = await createSubaccountFor(shop.keys.test.secret);
    const dash = await asUser(dashboardPatchSubaccount, `/api/dashboard/subaccounts/${sub}`, { method: "PATCH", body: { split_value: 15 }, params: { reference: sub } });
    expect(dash.res.status).toBe(200);
    expect(dash.json.data.changed).toEqual(["splitValue"]);
    const rows = (await auditOf(shop.merchant.id, "subaccount.updated")).filter((r) => r.targetId === sub);
    expect(rows).toEqual([expect.objectContaining({ actorType: "dashboard", userId: shop.user.id, apiKeyId: null })]);
  });
});

describe("lib/dashboard keeps browser and server code apart", () => {
  const dir = path.join(process.cwd(), "lib/dashboard");
  const read = (file: string) => fs.readFileSync(file, "utf8");
  const importsOf = (text: string) => [...text.matchAll(/^import (?:type )?[^"]*"([^"]+)";/gm)].filter((m) => !m[0].startsWith("import type")).map((m) => m[1]);
  const isServerOnly = (spec: string) => {
    if (spec === "server-only" || spec.startsWith("next/headers") || spec === "@/lib/db") return true;
    if (!spec.startsWith("@/lib/")) return false;
    const file = path.join(process.cwd(), `${spec.slice(2)}.ts`);
    return fs.existsSync(file) && read(file).startsWith('import "server-only";');
  };

  it("browser-only modules live in lib/dashboard/client and import client-only", () => {
    const client = fs.readdirSync(path.join(dir, "client"));
    expect(client.length).toBeGreaterThan(0);
    for (const name of client) expect(read(path.join(dir, "client", name)).startsWith('import "client-only";')).toBe(true);
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(".ts"))) {
      expect(read(path.join(dir, name)), name).not.toMatch(/\bwindow\.|\bdocument\.|"client-only"/);
    }
  });

  it("a module that needs the server says so with server-only; the rest import nothing server-side", () => {
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(".ts"))) {
      const text = read(path.join(dir, name));
      const needsServer = importsOf(text).some(isServerOnly);
      if (needsServer) expect(text.startsWith('import "server-only";'), name).toBe(true);
    }
    expect(read(path.join(dir, "with-dashboard.ts")).startsWith('import "server-only";')).toBe(true);
    expect(read(path.join(dir, "mode-cookie.ts")).startsWith('import "server-only";')).toBe(true);
  });
});
