// The dashboard's audit page. GET /api/dashboard/audit filters by actor, action and date,
// pages with cursors, and GET /api/dashboard/audit/export streams the same filter as CSV. Owners
// only; never another merchant's records.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { addMember, callAsUser, responseAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { GET as listRoute } from "@/app/api/dashboard/audit/route";
import { GET as exportRoute } from "@/app/api/dashboard/audit/export/route";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit/record-audit";
import { parseCsv } from "@/lib/payouts/payout-csv";

setupTestDatabase();

let owner: SessionUser;
let developer: SessionUser;
let stranger: SessionUser;
let keyId: string;

beforeAll(async () => {
  const m = await createTestMerchant();
  owner = { userId: m.user.id, merchantId: m.merchant.id, role: "owner" };
  developer = await addMember(m.merchant.id, "developer");
  const other = await createTestMerchant();
  stranger = { userId: other.user.id, merchantId: other.merchant.id, role: "owner" };
  keyId = (await db().apiKey.findFirstOrThrow({ where: { merchantId: m.merchant.id, mode: "test", kind: "secret" } })).id;
  const dashboard = { type: "dashboard" as const, userId: owner.userId, ip: "203.0.113.1", userAgent: "=HYPERLINK(\"x\")" };
  for (let i = 0; i < 5; i++) await recordAudit(db(), { merchantId: owner.merchantId, actor: dashboard, action: "subaccount.updated", mode: "test", targetId: `sub_${i}`, before: { name: `a${i}` }, after: { name: `b${i}` } });
  for (let i = 0; i < 3; i++) await recordAudit(db(), { merchantId: owner.merchantId, actor: { type: "api", keyId, ip: "198.51.100.2", userAgent: "curl/8" }, action: "payout.created", mode: "test", targetId: `po_${i}` });
  await recordAudit(db(), { merchantId: stranger.merchantId, actor: { type: "cli" }, action: "subaccount.updated", targetId: "sub_theirs" });
});

const list = (user: SessionUser, query = "") => callAsUser(listRoute, user, { path: `/api/dashboard/audit${query}` });

describe("GET /api/dashboard/audit", () => {
  it("lists the merchant's records newest first, with who, from where, and before/after", async () => {
    const { status, json } = await list(owner);
    expect(status).toBe(200);
    const items = json.data.items as Record<string, unknown>[];
    expect(items.map((i) => i.target_id)).toEqual(expect.arrayContaining(["sub_0", "po_2"]));
    expect(items.some((i) => i.target_id === "sub_theirs")).toBe(false);
    const created = items.map((i) => String(i.created_at));
    expect([...created].sort().reverse()).toEqual(created);
    expect(items.find((i) => i.target_id === "sub_3")).toMatchObject({
      action: "subaccount.updated",
      actor: { type: "dashboard", user_id: owner.userId, api_key_id: null },
      ip: "203.0.113.1",
      before: { name: "a3" },
      after: { name: "b3" },
    });
  });

  it("filters by actor, action (or family) and date", async () => {
    const byKey = (await list(owner, `?actor=key:${keyId}`)).json.data.items as { target_id: string }[];
    expect(byKey.map((i) => i.target_id).sort()).toEqual(["po_0", "po_1", "po_2"]);
    const byUser = (await list(owner, `?actor=user:${owner.userId}&action=subaccount.updated`)).json.data.items as unknown[];
    expect(byUser).toHaveLength(5);
    const family = (await list(owner, "?action=payout.*")).json.data.items as unknown[];
    expect(family).toHaveLength(3);
    expect((await list(owner, "?to=2000-01-01")).json.data.items).toEqual([]);
    expect((await list(owner, "?from=2000-01-01&action=payout.created")).json.data.items).toHaveLength(3);
    const bad = await list(owner, "?actor=nobody");
    expect(bad.status).toBe(400);
    expect(bad.json.error!.code).toBe("INVALID_VALUE");
  });

  it("pages with cursors, every record once", async () => {
    const seen: string[] = [];
    let query = "?per_page=3&actor=dashboard";
    for (let i = 0; i < 5; i++) {
      const { json } = await list(owner, query);
      seen.push(...(json.data.items as { id: string }[]).map((r) => r.id));
      if (!json.data.pagination.next_cursor) break;
      query = `?per_page=3&actor=dashboard&cursor=${encodeURIComponent(json.data.pagination.next_cursor)}`;
    }
    const all = await db().auditLog.findMany({ where: { merchantId: owner.merchantId, actorType: "dashboard" } });
    expect(seen.sort()).toEqual(all.map((r) => r.id).sort());
  });

  it("is for owners only, and another merchant's owner sees only its own", async () => {
    expect((await list(developer)).status).toBe(403);
    const theirs = (await list(stranger)).json.data.items as { target_id: string }[];
    expect(theirs.map((i) => i.target_id).filter(Boolean)).toEqual(["sub_theirs"]); // and merchant.created, which names no object
  });
});

describe("GET /api/dashboard/audit/export", () => {
  it("streams the filtered records as CSV, formula-looking text defused", async () => {
    const res = await responseAsUser(exportRoute, owner, { path: "/api/dashboard/audit/export?action=subaccount.updated" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...lines] = parseCsv(await res.text());
    const rows = lines.map((line) => Object.fromEntries(header.map((h, i) => [h, line[i]])));
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ actor_type: "dashboard", user_id: owner.userId, action: "subaccount.updated", ip: "203.0.113.1", user_agent: "'=HYPERLINK(\"x\")" });
    expect(JSON.parse(rows[0].after)).toEqual({ name: "b4" });
    expect(rows.some((r) => r.target_id === "sub_theirs")).toBe(false);
  });

  it("answers 400 for a bad filter, and 403 for a developer", async () => {
    expect((await responseAsUser(exportRoute, owner, { path: "/api/dashboard/audit/export?from=yesterday" })).status).toBe(400);
    expect((await responseAsUser(exportRoute, developer, { path: "/api/dashboard/audit/export" })).status).toBe(403);
  });
});
