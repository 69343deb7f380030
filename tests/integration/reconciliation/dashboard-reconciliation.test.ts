// Dashboard side: the reconciliation runs of a merchant's own processor connection, through
// the routes under /api/dashboard/reconciliation with a real signed-in session, against a real database.
// A merchant sees its own connections' runs in the dashboard's mode, never the installation's (they hold
// every merchant's transactions: the operator's, by the CLI) nor another merchant's. Owners and admins
// resolve an exception with a note, audited; other roles, bad bodies, matched or resolved lines are
// refused with nothing written. The CSV export has one line per item, both sides side by side.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { addMember, callAsUser, responseAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { createConnection } from "@/lib/processors/connections";
import { runReconciliation } from "@/lib/reconciliation/run-reconciliation";
import { GET as listRoute, POST as startRoute } from "@/app/api/dashboard/reconciliation/route";
import { GET as runRoute } from "@/app/api/dashboard/reconciliation/[id]/route";
import { GET as exportRoute } from "@/app/api/dashboard/reconciliation/[id]/export/route";
import { POST as resolveRoute } from "@/app/api/dashboard/reconciliation/items/[id]/resolve/route";
import { DEFAULT_MOMO_CREDENTIALS } from "@/tests/fakes/mtn-momo/server";

setupTestDatabase();

const HEADER = "Id,External Transaction Id,Date,Status,Type,From,To,Amount,Currency,Fee,Currency,Balance,Currency";
const statement = (...rows: string[]) => [HEADER, ...rows].join("\r\n") + "\r\n";
const momoCredentials = (mode: "test" | "live") => {
  const p = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
  return { collection: p(DEFAULT_MOMO_CREDENTIALS.collection), target_environment: mode === "test" ? "sandbox" : "mtnuganda" };
};
const from = new Date("2026-11-01T00:00:00Z");
const to = new Date("2026-11-02T00:00:00Z");

let owner: SessionUser;
let admin: SessionUser;
let viewer: SessionUser;
let stranger: SessionUser;
const runs = { own: "", ownLive: "", installation: "", strangers: "" };
const connections = { own: "", installation: "", strangers: "" };
let file = "";

beforeAll(async () => {
  const shop = await createTestMerchant({ name: "Reconciled Shop" });
  const other = await createTestMerchant({ name: "Someone Else" });
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
  admin = await addMember(shop.merchant.id, "admin");
  viewer = await addMember(shop.merchant.id, "viewer");
  stranger = { userId: other.user.id, merchantId: other.merchant.id, role: "owner" };
  const connection = async (merchantId: string | null, mode: "test" | "live" = "test") =>
    (await createConnection({ connector: "mtn_momo", mode, credentials: momoCredentials(mode), baseUrl: "http://127.0.0.1:9", merchantId })).id;
  file = statement(
    "900000001,5b3c8c1e-0000-4000-8000-000000000001,2026-11-01 10:00:00,SUCCESSFUL,DEBIT,FRI:256772000001/MSISDN,FRI:merchant.sp/USER,7000,UGX,0,UGX,,UGX",
    "900000002,5b3c8c1e-0000-4000-8000-000000000002,2026-11-01 11:00:00,SUCCESSFUL,DEBIT,FRI:256772000002/MSISDN,FRI:merchant.sp/USER,=HYPERLINK(1),UGX,0,UGX,,UGX".replace(",=HYPERLINK(1),", ",1500,"),
  );
  const run = async (connectionId: string) => (await runReconciliation({ connectionId, from, to, startedBy: "cli", file: { name: "statement.csv", text: file } })).id;
  connections.own = await connection(shop.merchant.id);
  connections.installation = await connection(null);
  connections.strangers = await connection(other.merchant.id);
  runs.own = await run(connections.own);
  runs.ownLive = await run(await connection(shop.merchant.id, "live"));
  runs.installation = await run(connections.installation);
  runs.strangers = await run(connections.strangers);
});

const list = (user: SessionUser, mode: "test" | "live" = "test") => callAsUser(listRoute, user, { path: "/api/dashboard/reconciliation", mode });
const get = (user: SessionUser, id: string, mode: "test" | "live" = "test") => callAsUser(runRoute, user, { path: `/api/dashboard/reconciliation/${id}`, params: { id }, mode });
const resolve = (user: SessionUser, _runId: string, itemId: string, body: unknown) =>
  callAsUser(resolveRoute, user, { path: `/api/dashboard/reconciliation/items/${itemId}/resolve`, body, params: { id: itemId } });
const writes = async () => JSON.stringify({ items: await db().reconciliationItem.findMany({ orderBy: { id: "asc" } }), audits: await db().auditLog.count() });

describe("the dashboard's reconciliation runs", () => {
  it("lists the merchant's own connections' runs in the dashboard's mode only", async () => {
    const res = await list(viewer);
    expect(res.status).toBe(200);
    expect(res.json.data.runs.map((r: { id: string }) => r.id)).toEqual([runs.own]);
    expect(res.json.data.runs[0]).toMatchObject({ scope: "merchant", connector: "mtn_momo", source: "file", status: "completed", matched: 0, exceptions: 2, counts: expect.objectContaining({ missing_in_gateway: 2 }) });
    expect(JSON.stringify(res.json)).not.toContain(owner.merchantId);
    expect((await list(owner, "live")).json.data.runs.map((r: { id: string }) => r.id)).toEqual([runs.ownLive]);
    expect((await list(stranger)).json.data.runs.map((r: { id: string }) => r.id)).toEqual([runs.strangers]);
    const bad = await callAsUser(listRoute, owner, { path: "/api/dashboard/reconciliation?connection_id=nope" });
    expect(bad.status).toBe(400);
  });

  it("opens a run with its exceptions and evidence; another merchant's, the installation's and the other mode's are NOT_FOUND", async () => {
    const res = await get(viewer, runs.own);
    expect(res.status).toBe(200);
    expect(res.json.data.items).toHaveLength(2);
    expect(res.json.data.items[0]).toMatchObject({ kind: "missing_in_gateway", gateway: null, processor_record: { processor_ref: "900000001", amount: "7000", currency: "UGX", status: "settled" }, resolution: { state: "open" } });
    expect(res.json.data.items[0].evidence).toMatch(/payment 900000001 .* that the gateway does not know/);
    for (const [user, id, mode] of [[stranger, runs.own, "test"], [owner, runs.installation, "test"], [owner, runs.strangers, "test"], [owner, runs.own, "live"]] as const) {
      const r = await get(user, id, mode);
      expect(r.status).toBe(404);
      expect(r.json.error?.code).toBe("NOT_FOUND");
    }
  });

  it("exports a run as CSV: a line per item, amounts in major units", async () => {
    const res = await responseAsUser(exportRoute, owner, { path: `/api/dashboard/reconciliation/${runs.own}/export`, params: { id: runs.own } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="reconciliation-${runs.own}.csv"`);
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^item_id,kind,resolution,gateway_type,gateway_id,gateway_amount/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^rci_\w+,missing_in_gateway,open,,,,,,900000001,5b3c8c1e-0000-4000-8000-000000000001,payment,7000,UGX,0,settled,2026-11-01T10:00:00.000Z,/);
    const stranger404 = await responseAsUser(exportRoute, stranger, { path: `/api/dashboard/reconciliation/${runs.own}/export`, params: { id: runs.own } });
    expect(stranger404.status).toBe(404);
  });

  it("resolves an exception with a note: owners and admins only, audited; bad bodies, other roles and other merchants change nothing", async () => {
    const item = (await db().reconciliationItem.findFirstOrThrow({ where: { runId: runs.own }, orderBy: { position: "asc" } })).id;
    const before = await writes();
    const viewerTry = await resolve(viewer, runs.own, item, { note: "looked at it" });
    expect(viewerTry.status).toBe(403);
    for (const body of [{}, { note: "" }, { note: "ok", extra: 1 }, { note: 5 }]) {
      const r = await resolve(owner, runs.own, item, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await resolve(stranger, runs.own, item, { note: "not mine" })).status).toBe(404);
    expect((await resolve(owner, runs.own, "rci_nope", { note: "no such item" })).status).toBe(404);
    expect(await writes()).toBe(before);

    const done = await resolve(admin, runs.own, item, { note: "MoMo confirmed a payment link sale outside the gateway" });
    expect(done.status).toBe(200);
    expect(done.json.data.resolution).toMatchObject({ state: "resolved", resolved_by: admin.userId, note: "MoMo confirmed a payment link sale outside the gateway" });
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: owner.merchantId, action: "reconciliation_item.resolved" } });
    expect(audit).toMatchObject({ userId: admin.userId, targetId: item, actorType: "dashboard", mode: "test" });
    // Resolved lines sort after the open ones; resolving twice is refused.
    expect((await get(owner, runs.own)).json.data.items.map((i: { id: string }) => i.id).at(-1)).toBe(item);
    const again = await resolve(owner, runs.own, item, { note: "again" });
    expect(again.status).toBe(409);
    expect(again.json.error?.code).toBe("INVALID_STATE");
  });

  it("reconciles the merchant's own connection now from an uploaded statement: owners and admins, audited; bad input and others' connections write nothing", async () => {
    const start = (user: SessionUser, body: unknown) => callAsUser(startRoute, user, { path: "/api/dashboard/reconciliation", body });
    const body = (connection_id: string, content = file) => ({ connection_id, from: "2026-11-01", to: "2026-11-01", report: { file_name: "statement.csv", content } });
    const count = () => db().reconciliationRun.count();
    const before = await count();
    expect((await start(viewer, body(connections.own))).status).toBe(403);
    for (const id of [connections.installation, connections.strangers, "pcn_missing"]) {
      const r = await start(owner, body(id));
      expect(r.status, id).toBe(404);
    }
    const badFile = await start(owner, body(connections.own, "Id,Date\r\n1,2026-11-01\r\n"));
    expect(badFile.status).toBe(400);
    expect(badFile.json.message).toMatch(/lacks the columns "External Transaction Id"/);
    for (const bad of [{ ...body(connections.own), from: "yesterday" }, { ...body(connections.own), extra: 1 }, { ...body(connections.own), to: "2026-10-01" }]) {
      expect((await start(owner, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await count()).toBe(before);

    const res = await start(admin, body(connections.own));
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ connection_id: connections.own, source: "file", file_name: "statement.csv", started_by: admin.userId, exceptions: 2, period: { from: "2026-11-01T00:00:00.000Z", to: "2026-11-02T00:00:00.000Z" } });
    expect(res.json.data.items).toHaveLength(2);
    expect(await db().auditLog.findFirst({ where: { action: "reconciliation_run.created", targetId: res.json.data.id } })).toMatchObject({ userId: admin.userId, merchantId: owner.merchantId });
  });
});
