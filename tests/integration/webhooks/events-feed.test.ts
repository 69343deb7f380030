// The events feed. GET /v2/events lists the key's merchant and mode only, newest
// first, filtered by type (exact or family) and time, walked by cursor in both directions with
// no event repeated or missed; GET /v2/events/{id} returns one; bad filters are INVALID_VALUE.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { GET as listRoute } from "@/app/v2/events/route";
import { GET as getRoute } from "@/app/v2/events/[id]/route";
import { POST as testFunds } from "@/app/v2/balances/test-funds/route";
import { POST as createPayout } from "@/app/v2/payouts/route";
import { db } from "@/lib/db";
import { runDueJobs } from "@/lib/worker/run-due-jobs";

setupTestDatabase();

type Owner = Awaited<ReturnType<typeof createTestMerchant>>;
let m: Owner;
let other: Owner;
const none = { params: Promise.resolve({}) };

async function list(key: string, qs = "") {
  const res = await listRoute(apiRequest(`/v2/events${qs}`, { key }), none);
  return { res, json: await res.json() };
}

beforeAll(async () => {
  m = await createTestMerchant();
  other = await createTestMerchant();
  const key = m.keys.test.secret;
  await testFunds(apiRequest("/v2/balances/test-funds", { key, body: { amount: 1000, currency: "ETB" } }), none);
  for (const ending of ["0000", "1111", "0000"]) {
    await createPayout(apiRequest("/v2/payouts", { key, body: { amount: 10, currency: "ETB", account: { account_name: "A", account_number: `100012345${ending}`, bank_slug: "cbe" } } }), none);
  }
  while ((await runDueJobs(db())) > 0);
  await createHostedPaymentFor(other.keys.test.secret, { amount: 5 });
});

describe("GET /v2/events", () => {
  it("lists the merchant's events in the key's mode, newest first, in the public shape", async () => {
    const { res, json } = await list(m.keys.test.secret, "?per_page=100");
    expect(res.status).toBe(200);
    const rows = await db().event.findMany({ where: { merchantId: m.merchant.id, mode: "test" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    expect(rows.length).toBeGreaterThanOrEqual(9); // 3 payouts × pending, processing, outcome
    expect(json.data.items.map((e: { id: string }) => e.id)).toEqual(rows.map((r) => r.id));
    expect(json.data.items[0]).toEqual({
      id: rows[0].id,
      type: rows[0].type,
      object_type: rows[0].objectType,
      object_id: rows[0].objectId,
      mode: "test",
      created_at: rows[0].createdAt.toISOString(),
      data: rows[0].payload,
    });
    expect(json.data.pagination).toMatchObject({ has_more: false, next_cursor: null, prev_cursor: null, limit: rows.length, per_page: 100 });
    expect((await list(m.keys.live.secret)).json.data.items).toEqual([]);
    expect((await list(other.keys.test.secret)).json.data.items.every((e: { object_type: string }) => e.object_type === "payment")).toBe(true);
  });

  it("filters by exact type, by family and by time", async () => {
    const exact = (await list(m.keys.test.secret, "?type=payout.failed&per_page=100")).json.data.items;
    expect(exact).toHaveLength(1);
    expect(exact[0].data.status).toBe("failed");
    const family = (await list(m.keys.test.secret, "?type=payout.*&per_page=100")).json.data.items as { type: string }[];
    expect(family.length).toBeGreaterThanOrEqual(9);
    expect(family.every((e) => e.type.startsWith("payout."))).toBe(true);
    expect((await list(m.keys.test.secret, "?type=payment.*")).json.data.items).toEqual([]);
    expect((await list(m.keys.test.secret, "?from=2000-01-01&to=2000-01-02")).json.data.items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(m.keys.test.secret, `?from=${today}&to=${today}&per_page=100`)).json.data.items.length).toBe(family.length);
  });

  it("walks every page forward by next_cursor and back by prev_cursor, nothing repeated or missed", async () => {
    const all = (await list(m.keys.test.secret, "?per_page=100")).json.data.items.map((e: { id: string }) => e.id);
    const forward: string[] = [];
    const pages: string[][] = [];
    let qs = "?per_page=2";
    for (;;) {
      const { json } = await list(m.keys.test.secret, qs);
      const ids = json.data.items.map((e: { id: string }) => e.id);
      forward.push(...ids);
      pages.push(ids);
      if (!json.data.pagination.next_cursor) break;
      qs = `?per_page=2&cursor=${json.data.pagination.next_cursor}`;
    }
    expect(forward).toEqual(all);
    // Back from the last page.
    const last = await list(m.keys.test.secret, qs);
    let prev = last.json.data.pagination.prev_cursor as string | null;
    const backward: string[][] = [];
    while (prev) {
      const { json } = await list(m.keys.test.secret, `?per_page=2&cursor=${prev}`);
      backward.unshift(json.data.items.map((e: { id: string }) => e.id));
      prev = json.data.pagination.prev_cursor;
    }
    expect(backward).toEqual(pages.slice(0, -1));
  });

  it.each([
    ["?type=payout", "type"],
    ["?type=PAYOUT.SUCCESS", "type"],
    ["?type=payout.*.*", "type"],
    ["?from=yesterday", "from"],
    ["?from=2026-11-23&to=2026-11-22", "from"],
    ["?cursor=not-a-cursor", "cursor"],
  ])("answers %s with 400 INVALID_VALUE on %s", async (qs, field) => {
    const { res, json } = await list(m.keys.test.secret, qs);
    expect(res.status).toBe(400);
    expect(json.error.code).toBe("INVALID_VALUE");
    expect(json.error.details[0].field).toBe(field);
  });

  it("refuses unknown parameters and a per_page out of range", async () => {
    for (const qs of ["?limit=5", "?per_page=0", "?per_page=101", "?merchant_id=x"]) {
      const { res, json } = await list(m.keys.test.secret, qs);
      expect(res.status, qs).toBe(400);
      expect(json.error.code, qs).toBe("VALIDATION_ERROR");
    }
  });
});

describe("GET /v2/events/{id}", () => {
  const get = async (key: string, id: string) => {
    const res = await getRoute(apiRequest(`/v2/events/${id}`, { key }), { params: Promise.resolve({ id }) });
    return { res, json: await res.json() };
  };

  it("returns one event; another merchant's is 404, the other mode's key 401, a malformed id 404", async () => {
    const event = await db().event.findFirstOrThrow({ where: { merchantId: m.merchant.id, type: "payout.success" } });
    const { res, json } = await get(m.keys.test.secret, event.id);
    expect(res.status).toBe(200);
    expect(json.data).toMatchObject({ id: event.id, type: "payout.success", object_type: "payout", object_id: event.objectId, mode: "test" });
    expect(json.data.data.gateway_reference).toBe(event.objectId);
    const stranger = await get(other.keys.test.secret, event.id);
    expect(stranger.res.status).toBe(404);
    expect(stranger.json.error.code).toBe("NOT_FOUND");
    const otherMode = await get(m.keys.live.secret, event.id);
    expect(otherMode.res.status).toBe(401);
    expect(otherMode.json.message).toMatch(/belongs to test mode/);
    for (const id of ["evt_x", "nope", `evt_${"A".repeat(22)}`]) expect((await get(m.keys.test.secret, id)).res.status).toBe(404);
  });
});
