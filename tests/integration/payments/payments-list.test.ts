// The payment list. GET /v2/payments answers the spec's list items newest first with a
// stable tie-break, filters by every parameter of the spec, pages by number and by signed cursor
// (no row skipped or repeated while newer payments arrive), refuses every bad value and unknown
// parameter with INVALID_VALUE naming it, and shows only the key's merchant and mode. The
// dashboard's list adds method, free text and sort by amount; its CSV export streams the filter.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { addMember, callAsUser, responseAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { GET as listRoute, POST as postRoute, OPTIONS as optionsRoute } from "@/app/v2/payments/route";
import { GET as dashboardList } from "@/app/api/dashboard/payments/route";
import { GET as dashboardExport } from "@/app/api/dashboard/payments/export/route";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import type { Mode, Payment, PaymentStatus } from "@/lib/generated/prisma/client";

setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
type Item = Record<string, unknown> & { gateway_reference: string };
let m: Merchant;
let other: Merchant;
let key: string;
let viewer: SessionUser;
const none = { params: Promise.resolve({}) };
const BASE = Date.parse("2026-06-01T12:00:00.000Z");

async function list(k: string, qs = "") {
  const res = await listRoute(apiRequest(`/v2/payments${qs}`, { key: k }), none);
  return { res, json: await res.json() };
}
const refsOf = (items: Item[]) => items.map((i) => i.gateway_reference);

type Row = Partial<Pick<Payment, "status" | "currency" | "customerEmail" | "paymentMethod" | "merchantReference" | "createdAt" | "paymentType">> & { amount?: bigint };

/** Payments written straight to the table (the bulk data the filters run on), as the bench does. */
async function insertPayments(merchantId: string, mode: Mode, rows: Row[]): Promise<string[]> {
  const data = rows.map((r) => ({
    id: newId("pay"),
    merchantId,
    mode,
    amount: r.amount ?? 1000n,
    currency: r.currency ?? "USD",
    status: r.status ?? ("pending" as PaymentStatus),
    customerEmail: r.customerEmail ?? null,
    paymentMethod: r.paymentMethod ?? null,
    merchantReference: r.merchantReference ?? null,
    paymentType: r.paymentType ?? "Hosted",
    checkoutToken: newId("pay"),
    expiresAt: new Date(BASE + 86_400_000),
    retryWindowMinutes: 60,
    createdAt: r.createdAt ?? new Date(),
  }));
  for (let i = 0; i < data.length; i += 1000) await db().payment.createMany({ data: data.slice(i, i + 1000) });
  return data.map((d) => d.id);
}

/** The list as the database orders it: the oracle the answers are compared with. */
async function expected(where: Record<string, unknown> = {}, merchantId = m.merchant.id) {
  const rows = await db().payment.findMany({ where: { merchantId, mode: "test", ...where }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
  return rows.map((r) => r.id);
}

const STATUSES: PaymentStatus[] = ["pending", "success", "failed", "cancelled", "success", "blocked"];
const CURRENCIES = ["USD", "ETB", "UGX", "DJF"];

beforeAll(async () => {
  m = await createTestMerchant();
  other = await createTestMerchant();
  key = m.keys.test.secret;
  viewer = await addMember(m.merchant.id, "viewer");
  // 60 rows over 30 minutes, three sharing each millisecond (the tie-break decides their order).
  await insertPayments(
    m.merchant.id,
    "test",
    Array.from({ length: 60 }, (_, i) => ({
      createdAt: new Date(BASE - Math.floor(i / 3) * 60_000),
      status: STATUSES[i % STATUSES.length],
      currency: CURRENCIES[i % CURRENCIES.length],
      customerEmail: `buyer${i % 5}@example.test`,
      paymentMethod: i % 2 ? "card" : "telebirr",
      merchantReference: `order-${i}`,
      amount: BigInt(((i * 37) % 11) * 100 + 100),
    })),
  );
  // The same merchant's live mode and another merchant: never in this key's answers.
  await insertPayments(m.merchant.id, "live", [{ createdAt: new Date(BASE), customerEmail: "buyer0@example.test", merchantReference: "order-0" }]);
  await insertPayments(other.merchant.id, "test", [{ createdAt: new Date(BASE), customerEmail: "buyer0@example.test", merchantReference: "order-0" }]);
});

describe("GET /v2/payments", () => {
  it("answers the spec's list items, newest first with id as the tie-break, and the pagination object", async () => {
    const made = await createHostedPaymentFor(key, { merchant_reference: "api-made", customer: { first_name: "Abebe", last_name: "Kebede", email: "Abebe@Example.test", phone_number: "+251911234567" } });
    const { res, json } = await list(key, "?per_page=100");
    expect(res.status).toBe(200);
    expect(json.status).toBe("success");
    const all = await expected();
    expect(refsOf(json.data.items)).toEqual(all);
    expect(json.data.items[0]).toEqual({
      gateway_reference: made.reference,
      merchant_reference: "api-made",
      payment_type: "Hosted",
      amount: 100,
      currency: "USD",
      status: "pending",
      payment_method: null,
      service_fee: null,
      customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.test", phone_number: "+251911234567" },
      created_at: made.data.created_at,
      updated_at: expect.any(String),
    });
    expect(json.data.pagination).toEqual({ next_cursor: null, prev_cursor: null, limit: all.length, has_more: false, page: 1, per_page: 100 });
    // Three rows share each millisecond: they come in descending id order.
    const tied = await db().payment.findMany({ where: { merchantId: m.merchant.id, mode: "test", createdAt: new Date(BASE) }, select: { id: true } });
    expect(tied).toHaveLength(3);
    const start = all.indexOf(tied.map((t) => t.id).sort().reverse()[0]);
    expect(all.slice(start, start + 3)).toEqual(tied.map((t) => t.id).sort().reverse());
    await db().payment.delete({ where: { id: made.reference } });
  });

  it("filters by reference (gateway or merchant), status (completed = success), currency, email and time", async () => {
    const ids = await expected();
    const target = await db().payment.findFirstOrThrow({ where: { merchantId: m.merchant.id, mode: "test", merchantReference: "order-7" } });
    expect(refsOf((await list(key, `?reference=${target.id}`)).json.data.items)).toEqual([target.id]);
    expect(refsOf((await list(key, "?reference=order-7")).json.data.items)).toEqual([target.id]);
    expect((await list(key, "?reference=no-such-order")).json.data.items).toEqual([]);

    for (const status of ["pending", "success", "failed", "cancelled", "blocked", "fully_refunded"]) {
      const want = await expected({ status });
      expect(refsOf((await list(key, `?status=${status}&per_page=100`)).json.data.items)).toEqual(want);
    }
    expect(refsOf((await list(key, "?status=completed&per_page=100")).json.data.items)).toEqual(await expected({ status: "success" }));
    expect((await expected({ status: "success" })).length).toBe(20);

    const etb = await expected({ currency: "ETB" });
    expect(etb).toHaveLength(15);
    expect(refsOf((await list(key, "?currency=etb&per_page=100")).json.data.items)).toEqual(etb);

    const buyer = await expected({ customerEmail: "buyer3@example.test" });
    expect(buyer).toHaveLength(12);
    expect(refsOf((await list(key, "?email=Buyer3%40Example.TEST&per_page=100")).json.data.items)).toEqual(buyer);

    // from is inclusive, to exclusive (a bare day includes that whole day).
    const from = new Date(BASE - 5 * 60_000).toISOString();
    const to = new Date(BASE - 60_000).toISOString();
    const range = await expected({ createdAt: { gte: new Date(from), lt: new Date(to) } });
    expect(range).toHaveLength(12);
    expect(refsOf((await list(key, `?from=${from}&to=${to}`)).json.data.items)).toEqual(range);
    expect(refsOf((await list(key, "?from=2026-06-01&to=2026-06-01&per_page=100")).json.data.items)).toEqual(ids);
    expect((await list(key, "?to=2026-05-31")).json.data.items).toEqual([]);

    // Filters combine.
    const combined = await expected({ status: "success", currency: "USD", customerEmail: "buyer4@example.test" });
    expect(combined.length).toBeGreaterThan(0);
    expect(refsOf((await list(key, "?status=success&currency=USD&email=buyer4@example.test&per_page=100")).json.data.items)).toEqual(combined);
  });

  const cursorOfFirstPage = async () => (await list(key, "?per_page=5")).json.data.pagination.next_cursor as string;
  const edit = (cursor: string, change: (parts: unknown[]) => unknown[]) => {
    const [payload, signature] = cursor.split(".");
    const parts = JSON.parse(Buffer.from(payload, "base64url").toString()) as unknown[];
    return `${Buffer.from(JSON.stringify(change(parts))).toString("base64url")}.${signature}`;
  };
  const badValues: [string, string, (() => Promise<string>)?][] = [
    ["status=paid", "status"],
    ["status=", "status"],
    ["currency=EUR", "currency"],
    ["currency=US", "currency"],
    ["email=not-an-address", "email"],
    ["reference=", "reference"],
    ["from=yesterday", "from"],
    ["to=2026-13-45", "to"],
    ["from=2026-06-01T10:00:00+25:00", "from"],
    ["from=2026-06-02&to=2026-06-01", "from"],
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=1.5", "page"],
    ["page=abc", "page"],
    ["per_page=0", "per_page"],
    ["per_page=101", "per_page"],
    ["per_page=ten", "per_page"],
    ["cursor=garbage", "cursor"],
    [`cursor=${Buffer.from(JSON.stringify([1, "created_at", "desc", "2026-06-01T00:00:00.000Z", "pay_x", "next"])).toString("base64url")}`, "cursor"],
    [`cursor=${Buffer.from(JSON.stringify([1, "created_at", "desc", "2026-06-01T00:00:00.000Z", "pay_x", "next"])).toString("base64url")}.AAAAAAAAAAAAAAAAAAAAAA`, "cursor"],
    ["cursor=(a real one, its id edited)", "cursor", async () => `cursor=${edit(await cursorOfFirstPage(), (p) => [p[0], p[1], p[2], p[3], "pay_zzzzzzzzzzzzzzzzzzzzzz", p[5]])}`],
    ["cursor=(a real one, its time edited)", "cursor", async () => `cursor=${edit(await cursorOfFirstPage(), (p) => [p[0], p[1], p[2], "2030-01-01T00:00:00.000Z", p[4], p[5]])}`],
    ["cursor=(a real one, its signature cut short)", "cursor", async () => `cursor=${(await cursorOfFirstPage()).slice(0, -2)}`],
    ["foo=1", "foo"],
    ["method=card", "method"],
    ["sort=amount", "sort"],
    ["limit=5", "limit"],
    ["status=success&status=failed", "status"],
  ];
  it.each(badValues)("?%s is 400 INVALID_VALUE naming %s", async (qs, field, make) => {
    const query = make ? await make() : qs;
    const { res, json } = await list(key, `?${query}`);
    expect(res.status).toBe(400);
    expect(json.status).toBe("error");
    expect(json.error.code).toBe("INVALID_VALUE");
    expect((json.error.details as { field: string }[]).map((d) => d.field)).toContain(field);
    expect(json.message).toContain(field);
  });

  it("walks every page by next_cursor and back by prev_cursor: nothing repeated, nothing missed", async () => {
    const all = await expected();
    const forward: string[] = [];
    const pages: { prev: string | null; ids: string[] }[] = [];
    let qs = "?per_page=7";
    for (;;) {
      const { json } = await list(key, qs);
      const ids = refsOf(json.data.items);
      pages.push({ prev: json.data.pagination.prev_cursor, ids });
      forward.push(...ids);
      expect(json.data.pagination.limit).toBe(ids.length);
      if (!json.data.pagination.has_more) {
        expect(json.data.pagination.next_cursor).toBeNull();
        break;
      }
      qs = `?per_page=7&cursor=${json.data.pagination.next_cursor}`;
    }
    expect(forward).toEqual(all);
    expect(pages).toHaveLength(Math.ceil(all.length / 7));
    // Back from the last page by prev_cursor: each answer is the page before it.
    let prev = pages.at(-1)!.prev;
    for (let i = pages.length - 2; i >= 0; i--) {
      const { json } = await list(key, `?per_page=7&cursor=${prev}`);
      expect(refsOf(json.data.items)).toEqual(pages[i].ids);
      expect(json.data.pagination.has_more).toBe(true);
      prev = json.data.pagination.prev_cursor;
    }
    expect(prev).toBeNull();
  });

  it("a cursor walk never skips or repeats a row while newer payments arrive", async () => {
    const before = await expected();
    const seen: string[] = [];
    let qs = "?per_page=6";
    const arrived: string[] = [];
    for (let n = 0; ; n++) {
      const { json } = await list(key, qs);
      seen.push(...refsOf(json.data.items));
      // Between pages: newer payments, some in the same millisecond as each other.
      const at = new Date(Date.now() + n);
      arrived.push(...(await insertPayments(m.merchant.id, "test", [{ createdAt: at }, { createdAt: at }, { createdAt: new Date(BASE + 3_600_000 + n) }])));
      if (!json.data.pagination.has_more) break;
      qs = `?per_page=6&cursor=${json.data.pagination.next_cursor}`;
    }
    expect(seen).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
    // Page numbers, by contrast, shift: the newcomers push rows onto the next page.
    expect((await expected()).length).toBe(before.length + arrived.length);
    await db().payment.deleteMany({ where: { id: { in: arrived } } });
  });

  it("pages by number: page and per_page select the slice, past the end is empty, and its cursors continue by position", async () => {
    const all = await expected();
    const { json } = await list(key, "?page=3&per_page=8");
    expect(refsOf(json.data.items)).toEqual(all.slice(16, 24));
    expect(json.data.pagination).toMatchObject({ page: 3, per_page: 8, limit: 8, has_more: true });
    const next = await list(key, `?per_page=8&cursor=${json.data.pagination.next_cursor}`);
    expect(refsOf(next.json.data.items)).toEqual(all.slice(24, 32));
    const prev = await list(key, `?per_page=8&cursor=${json.data.pagination.prev_cursor}`);
    expect(refsOf(prev.json.data.items)).toEqual(all.slice(8, 16));
    const last = await list(key, `?page=${Math.ceil(all.length / 8)}&per_page=8`);
    expect(last.json.data.pagination).toMatchObject({ has_more: false, next_cursor: null });
    const past = await list(key, "?page=99&per_page=8");
    expect(past.json.data.items).toEqual([]);
    expect(past.json.data.pagination).toEqual({ next_cursor: null, prev_cursor: null, limit: 0, has_more: false, page: 99, per_page: 8 });
    // Defaults: page 1, 20 per page.
    expect((await list(key)).json.data.pagination).toMatchObject({ page: 1, per_page: 20, limit: 20, has_more: true });
  });

  it("shows only the key's merchant and mode, even through a cursor or a reference of theirs", async () => {
    const own = await expected();
    const stranger = other.keys.test.secret;
    expect(refsOf((await list(stranger, "?per_page=100")).json.data.items)).toEqual(await expected({}, other.merchant.id));
    expect((await list(stranger, "?reference=order-7")).json.data.items).toEqual([]);
    expect((await list(stranger, `?reference=${own[0]}`)).json.data.items).toEqual([]);
    const live = await list(m.keys.live.secret, "?per_page=100");
    expect(live.json.data.items).toHaveLength(1);
    expect(refsOf(live.json.data.items)).not.toContain(own[0]);
    // Another merchant's cursor, or the other mode's, is refused: a cursor pages only the list it came from.
    const cursor = (await list(key, "?per_page=2")).json.data.pagination.next_cursor;
    for (const k of [stranger, m.keys.live.secret]) {
      const { res, json } = await list(k, `?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(json.error).toMatchObject({ code: "INVALID_VALUE", details: [{ field: "cursor" }] });
    }
  });

  it("other methods are 405 with Allow, OPTIONS 204; POST /v2/payments/hosted is its own route", async () => {
    const res = await postRoute(apiRequest("/v2/payments", { key, body: {} }), none);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect((await res.json()).error.code).toBe("METHOD_NOT_ALLOWED");
    const options = await optionsRoute(new Request("http://localhost/v2/payments", { method: "OPTIONS" }), none);
    expect(options.status).toBe(204);
    const unauthenticated = await listRoute(apiRequest("/v2/payments"), none);
    expect(unauthenticated.status).toBe(401);
  });
});

describe("the dashboard's payment table (GET /api/dashboard/payments)", () => {
  const table = (qs = "", mode: "test" | "live" = "test") => callAsUser(dashboardList, viewer, { path: `/api/dashboard/payments${qs}`, mode });

  it("keeps the overview's ?limit= answering the most recent payments", async () => {
    const { status, json } = await table("?limit=5");
    expect(status).toBe(200);
    expect(json.data.items.map((p: Item) => p.gateway_reference)).toEqual((await expected()).slice(0, 5));
    expect(json.data.items[0]).toHaveProperty("mode", "test"); // the dashboard's full payment shape
    expect((await table("?limit=5", "live")).json.data.items).toHaveLength(1);
  });

  it("filters by method and by free text (gateway reference, merchant reference or e-mail, exactly)", async () => {
    const card = await expected({ paymentMethod: "card" });
    expect(card).toHaveLength(30);
    expect((await table("?method=card&per_page=100")).json.data.items.map((p: Item) => p.gateway_reference)).toEqual(card);
    const target = await db().payment.findFirstOrThrow({ where: { merchantId: m.merchant.id, mode: "test", merchantReference: "order-9" } });
    expect((await table("?q=order-9")).json.data.items.map((p: Item) => p.gateway_reference)).toEqual([target.id]);
    expect((await table(`?q=${target.id}`)).json.data.items.map((p: Item) => p.gateway_reference)).toEqual([target.id]);
    expect((await table("?q=BUYER2@example.test&per_page=100")).json.data.items.map((p: Item) => p.gateway_reference)).toEqual(await expected({ customerEmail: "buyer2@example.test" }));
    expect((await table("?q=order")).json.data.items).toEqual([]);
    const bad = await table("?method=cheque");
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({ code: "INVALID_VALUE", details: [{ field: "method" }] });
  });

  it("sorts by amount either way, id breaking ties, and walks it by cursor; a date cursor is refused there", async () => {
    for (const order of ["desc", "asc"] as const) {
      const want = (await db().payment.findMany({ where: { merchantId: m.merchant.id, mode: "test" }, orderBy: [{ amount: order }, { id: order }], select: { id: true } })).map((r) => r.id);
      const seen: string[] = [];
      let qs = `?sort=amount&order=${order}&per_page=9`;
      for (;;) {
        const { status, json } = await table(qs);
        expect(status).toBe(200);
        seen.push(...json.data.items.map((p: Item) => p.gateway_reference));
        if (!json.data.pagination.has_more) break;
        qs = `?sort=amount&order=${order}&per_page=9&cursor=${json.data.pagination.next_cursor}`;
      }
      expect(seen).toEqual(want);
    }
    const dateCursor = (await table("?per_page=3")).json.data.pagination.next_cursor;
    const refused = await table(`?sort=amount&cursor=${dateCursor}`);
    expect(refused.status).toBe(400);
    expect(refused.json.error?.code).toBe("INVALID_VALUE");
    expect(refused.json.message).toMatch(/created_at desc/);
    const oldestFirst = await table("?order=asc&per_page=100");
    expect(oldestFirst.json.data.items.map((p: Item) => p.gateway_reference)).toEqual((await expected()).reverse());
  });
});

describe("the CSV export (GET /api/dashboard/payments/export)", () => {
  const exportCsv = (qs = "") => responseAsUser(dashboardExport, viewer, { path: `/api/dashboard/payments/export${qs}` });

  it("streams every row of the filter, 5,000 of them, with a header, as an attachment", async () => {
    await insertPayments(
      m.merchant.id,
      "test",
      Array.from({ length: 5000 }, (_, i) => ({ createdAt: new Date(BASE - 86_400_000 - i * 1000), currency: "UGX", amount: BigInt(i + 1), status: i % 2 ? "success" : "failed" })),
    );
    const res = await exportCsv("?currency=UGX&status=success");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="payments-test-\d{4}-\d{2}-\d{2}\.csv"$/);
    // Streamed: each chunk is one batch of at most 1,000 rows (the first with the header), read as
    // the client reads, never the whole file at once.
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(decoder.decode(r.value, { stream: true }));
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const [i, chunk] of chunks.entries()) expect(chunk.trimEnd().split("\n").length).toBeLessThanOrEqual(i === 0 ? 1001 : 1000);
    const lines = chunks.join("").trimEnd().split("\n");
    const want = await expected({ currency: "UGX", status: "success" });
    expect(lines[0]).toBe(
      "gateway_reference,merchant_reference,payment_type,amount,currency,status,payment_method,service_fee,customer_first_name,customer_last_name,customer_email,customer_phone_number,created_at (UTC),updated_at (UTC)",
    );
    expect(lines).toHaveLength(want.length + 1);
    expect(want.length).toBe(2500 + 5); // the bulk rows and the earlier UGX successes
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(want);
  }, 120_000);

  it("writes the item's fields flattened, and text a spreadsheet would run as a formula is defused", async () => {
    const [id] = await insertPayments(m.merchant.id, "test", [{ createdAt: new Date(BASE - 400 * 86_400_000), merchantReference: "=HYPERLINK(\"x\")", customerEmail: "csv@example.test", currency: "ETB", amount: 12345n, paymentMethod: "telebirr", status: "success" }]);
    await db().payment.update({ where: { id }, data: { customerFirstName: "Ann, \"the\" buyer", customerLastName: "+1", serviceFee: 50n } });
    const row = await db().payment.findUniqueOrThrow({ where: { id } });
    const text = await (await exportCsv("?email=csv@example.test")).text();
    expect(text.trimEnd().split("\n")[1]).toBe(
      `${id},"'=HYPERLINK(""x"")",Hosted,123.45,ETB,success,telebirr,0.5,"Ann, ""the"" buyer",'+1,csv@example.test,,${row.createdAt.toISOString()},${row.updatedAt.toISOString()}`,
    );
  });

  it("a bad filter is 400 in the JSON envelope before any CSV; an empty filter is the header alone", async () => {
    const bad = await exportCsv("?from=tomorrow");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: "INVALID_VALUE", details: [{ field: "from" }] });
    const cursor = await exportCsv("?cursor=x");
    expect(cursor.status).toBe(400);
    const empty = await exportCsv("?email=nobody@example.test");
    expect((await empty.text()).trimEnd().split("\n")).toHaveLength(1);
  });

  it("exports only the signed-in merchant's payments in the dashboard's mode", async () => {
    // buyer0 also paid the other merchant and this merchant's live mode (beforeAll).
    const rows = (await (await exportCsv("?email=buyer0@example.test")).text()).trimEnd().split("\n").slice(1);
    expect(rows.map((l) => l.split(",")[0])).toEqual(await expected({ customerEmail: "buyer0@example.test" }));
    const live = await responseAsUser(dashboardExport, viewer, { path: "/api/dashboard/payments/export?email=buyer0@example.test", mode: "live" });
    const liveRows = (await live.text()).trimEnd().split("\n").slice(1);
    expect(liveRows).toHaveLength(1);
    expect(await db().payment.findFirst({ where: { id: liveRows[0].split(",")[0], merchantId: m.merchant.id, mode: "live" } })).not.toBeNull();
  });
});
