// The payment list at scale for `npm run bench` (BENCH_SCENARIOS=payment-list).
//  - Seed: 1,000,000 test-mode payments for one merchant (BENCH_PAYMENT_LIST_ROWS), 100,000 in its
//    live mode and 40,000 for each of five other merchants, written by INSERT … SELECT
//    generate_series in PostgreSQL (no API calls). The table's secondary indexes are dropped for the
//    load and rebuilt from their own definitions afterwards (a bulk build is several times faster
//    than maintaining nine indexes row by row), then VACUUM ANALYZE, as a live table would have.
//    Two payments share each creation second, so the id tie-break is exercised; ids are random.
//  - Latency: GET /v2/payments over HTTP against the built server (`next start`), like the other
//    HTTP scenarios, so the figures are what a merchant's backend sees (key check, query,
//    serializer, envelope). Requests are sequential on one connection: p50/p99 of one request,
//    without queueing behind 49 others, which is the question here (how the query scales with
//    depth), not throughput.
//  - Plans: the same queries run in this process through the service (lib/payments/list-payments.ts)
//    with the SQL Prisma sends captured at the driver, then EXPLAIN (ANALYZE, BUFFERS) on exactly
//    that text and those values (second run, warm cache): bench/results/payment-list-plans.txt. The
//    server sends named prepared statements (lib/db/postgres.ts), which PostgreSQL may run with a generic
//    plan after five executions, so each query's generic plan is shown too (PREPARE, then
//    plan_cache_mode = force_generic_plan).
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { closeDatabase, createPostgresClient, db, setDatabase } from "@/lib/db";
/** The bench's own connections seed and check far more rows than a request touches: no statement limit. */
const BENCH_TIMEOUTS = { statementTimeoutMs: 0 };
import { createMerchant } from "@/lib/merchants/create-merchant";
import { randomBase62 } from "@/lib/ids";
import { encodeCursor } from "@/lib/http/cursor";
import { listPayments, paymentListWhere, type ListPaymentsOptions } from "@/lib/payments/list-payments";

export type PaymentListFigure = { key: string; name: string; query: string; requests: number; p50: number; p99: number; dbMs: number | null };

const STATUSES = `(ARRAY['success','success','success','success','success','success','success','success','success','success','success','success','pending','pending','pending','failed','failed','failed','cancelled','fully_refunded'])[1 + n % 20]::"PaymentStatus"`;
const CURRENCIES = `(ARRAY['USD','ETB','ETB','USD','UGX','DJF'])[1 + n % 6]`;
/**
 * Customers' names for the search: 40 first names and 50 last names, paired so
 * that each of the 2,000 pairs recurs every 2,000 payments; e.g. Almaz is 2.5 % of the rows and
 * Almaz Tesfaye 0.05 %.
 */
const FIRST_NAMES = ["Abebe", "Almaz", "Amanuel", "Aster", "Bekele", "Betelhem", "Birtukan", "Dawit", "Eden", "Elias", "Feven", "Fikru", "Genet", "Girma", "Hana", "Haile", "Helen", "Kalkidan", "Kebede", "Lidya", "Liya", "Mahlet", "Meron", "Mekdes", "Mulugeta", "Nardos", "Nahom", "Rahel", "Ruth", "Samuel", "Sara", "Selam", "Solomon", "Tigist", "Tsion", "Wubet", "Yonas", "Yared", "Zewdu", "Zerihun"];
const LAST_NAMES = ["Abera", "Alemu", "Asfaw", "Ayele", "Bekele", "Belay", "Demissie", "Desta", "Gebre", "Getachew", "Girma", "Hailu", "Kassa", "Kebede", "Lemma", "Mekonnen", "Mengistu", "Negash", "Tadesse", "Tesfaye", "Teshome", "Wolde", "Worku", "Yilma", "Zeleke", "Amare", "Asefa", "Berhane", "Birhanu", "Dagne", "Endale", "Fikadu", "Gashaw", "Habte", "Jemal", "Kidane", "Legesse", "Mamo", "Nigussie", "Oljira", "Regassa", "Shiferaw", "Tilahun", "Wondimu", "Yohannes", "Zewde", "Okello", "Nsubuga", "Mugisha", "Atim"];
const sqlArray = (names: string[]) => `ARRAY[${names.map((n) => `'${n}'`).join(",")}]`;
const FIRST_NAME = `(${sqlArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}]`;
const LAST_NAME = `(${sqlArray(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`;

/** n = 1 is the oldest, n = count now; spread over a year, two payments sharing each creation time. */
function insertSql(count: number, mode: "test" | "live", tag: string) {
  const step = Math.max(1, Math.round((2 * 365 * 86_400) / count));
  return `
    INSERT INTO "Payment" ("id", "merchantId", "mode", "merchantReference", "status", "amount", "currency", "serviceFee",
      "paymentMethod", "paymentType", "customerFirstName", "customerLastName", "customerEmail", "customerPhone",
      "checkoutToken", "expiresAt", "retryWindowMinutes", "createdAt", "updatedAt")
    SELECT 'pay_' || substr(md5('${tag}' || n), 1, 22), $1, '${mode}'::"Mode", 'order-${tag}-' || n, ${STATUSES},
      100 + (n::bigint * 7919) % 500000, ${CURRENCIES}, (n::bigint * 7919) % 500000 / 50,
      CASE WHEN n % 3 = 0 THEN 'card' WHEN n % 6 IN (1, 2) THEN 'telebirr' ELSE 'card' END, 'Hosted', ${FIRST_NAME}, ${LAST_NAME},
      'customer' || (n % 50000) || '@example.test', '+2519' || lpad((n % 50000)::text, 8, '0'),
      'cs_' || md5('t${tag}' || n), $2::timestamp + interval '1 hour', 60,
      $2::timestamp - ((${count} - n) / 2) * interval '${step} seconds', $2::timestamp - ((${count} - n) / 2) * interval '${step} seconds'
    FROM generate_series(1, ${count}) AS n`;
}

/** `otherRows`: each of the five other merchants' payments (40,000 by default; fewer for a quick run). */
export async function seedPaymentList(url: string, rows: number, otherRows = 40_000) {
  const { client, close } = createPostgresClient(url, 2, BENCH_TIMEOUTS);
  setDatabase(client, "postgres", close);
  const owner = await createMerchant(db(), { name: "Bench List Merchant", email: `bench-list-${randomBase62(6)}@example.test`, password: "bench-password-123" }, "cli");
  const others = [];
  for (let i = 0; i < 5; i++) others.push(await createMerchant(db(), { name: `Bench Other ${i}`, email: `bench-other${i}-${randomBase62(6)}@example.test`, password: "bench-password-123" }, "cli"));
  await closeDatabase();

  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  const started = performance.now();
  await sql.query("SET maintenance_work_mem = '512MB'");
  const { rows: indexes } = await sql.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'Payment' AND indexname <> 'Payment_pkey'`,
  );
  for (const i of indexes) await sql.query(`DROP INDEX "${i.indexname}"`);
  const now = new Date().toISOString();
  await sql.query(insertSql(rows, "test", "a"), [owner.merchant.id, now]);
  await sql.query(insertSql(rows / 10, "live", "l"), [owner.merchant.id, now]);
  for (const [i, o] of others.entries()) await sql.query(insertSql(otherRows, "test", `o${i}`), [o.merchant.id, now]);
  const loaded = performance.now();
  for (const i of indexes) await sql.query(i.indexdef);
  await sql.query('VACUUM ANALYZE "Payment"');
  const { rows: count } = await sql.query<{ n: string }>('SELECT count(*) AS n FROM "Payment"');
  const seconds = (x: number) => Math.round(x / 100) / 10;
  console.log(`Seeded ${count[0].n} payments (${rows} for the measured merchant): rows ${seconds(loaded - started)} s, ${indexes.length} indexes rebuilt and VACUUM ANALYZE ${seconds(performance.now() - loaded)} s`);
  await sql.end();
  return { key: owner.keys.test.secret, merchantId: owner.merchant.id, seedSeconds: seconds(performance.now() - started) };
}

/** qs null: a dashboard-only query (session auth), planned here but not timed over HTTP. */
export type Query = { key: string; name: string; qs: string | null; requests: number; options: Omit<ListPaymentsOptions, "merchantId" | "mode"> };

async function queries(url: string, merchantId: string, depth: number, requests: number): Promise<Query[]> {
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  // The row at `depth` in list order: a next_cursor pointing at it starts the page after it.
  const { rows } = await sql.query<{ id: string; createdAt: Date }>(
    `SELECT id, "createdAt" FROM "Payment" WHERE "merchantId" = $1 AND mode = 'test' ORDER BY "createdAt" DESC, id DESC OFFSET $2 LIMIT 1`,
    [merchantId, depth - 1],
  );
  const { rows: middle } = await sql.query<{ createdAt: Date }>(
    `SELECT "createdAt" FROM "Payment" WHERE "merchantId" = $1 AND mode = 'test' ORDER BY "createdAt" DESC OFFSET $2 LIMIT 1`,
    [merchantId, Math.floor(depth / 2)],
  );
  await sql.end();
  const day = middle[0].createdAt.toISOString().slice(0, 10);
  // Bound as the unfiltered list's own cursors are (its merchant, test mode, no filters).
  const scope = { list: "payments" as const, merchantId, mode: "test" as const, filters: paymentListWhere({ merchantId, mode: "test", filters: {} }) };
  const cursor = encodeCursor({ sort: "created_at", order: "desc", key: rows[0].createdAt.toISOString(), id: rows[0].id, dir: "next" }, scope);
  const page = Math.floor(depth / 20);
  return [
    { key: "first", name: "first page", qs: "", requests, options: { filters: {}, perPage: 20 } },
    { key: "cursor", name: `cursor page at depth ${depth.toLocaleString("en")}`, qs: "CURSOR", requests, options: { filters: {}, cursor, perPage: 20 } },
    // How offset paging degrades: the same list at growing page numbers.
    ...[Math.round(page / 50), Math.round(page / 5)].filter((p) => p > 1).map((p) => ({
      key: `offset-${p}`,
      name: `page=${p} (offset ${((p - 1) * 20).toLocaleString("en")})`,
      qs: `?page=${p}`,
      requests: Math.max(5, Math.round(requests / 4)),
      options: { filters: {}, page: p, perPage: 20 },
    })),
    { key: "offset", name: `page=${page} (offset ${((page - 1) * 20).toLocaleString("en")})`, qs: `?page=${page}`, requests: Math.max(5, Math.round(requests / 10)), options: { filters: {}, page, perPage: 20 } },
    { key: "status", name: "status=failed (15 %)", qs: "?status=failed", requests, options: { filters: { status: "failed" }, perPage: 20 } },
    { key: "email", name: "email= (20 payments)", qs: "?email=customer4242@example.test", requests, options: { filters: { email: "customer4242@example.test" }, perPage: 20 } },
    { key: "range", name: `from/to one day (${day})`, qs: `?from=${day}&to=${day}`, requests, options: { filters: { from: day, to: day }, perPage: 20 } },
    // The dashboard's own: free text, a method, sort by amount (plans only).
    { key: "q", name: "dashboard q= (an e-mail address)", qs: null, requests: 0, options: { filters: { q: "customer4242@example.test" }, perPage: 20 } },
    { key: "method", name: "dashboard method=telebirr (33 %)", qs: null, requests: 0, options: { filters: { method: "telebirr" }, perPage: 20 } },
    { key: "amount", name: "dashboard sort=amount order=desc", qs: null, requests: 0, options: { filters: {}, sort: { sort: "amount", order: "desc" }, perPage: 20 } },
  ];
}

async function timeRequests(url: string, key: string, n: number): Promise<{ p50: number; p99: number }> {
  const headers = { authorization: `Bearer ${key}` };
  for (let i = 0; i < Math.min(5, n); i++) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString()}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { p50: at(0.5), p99: at(0.99) };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the SELECT the service sends for each query, captured at the driver. */
export async function explain(url: string, merchantId: string, list: Query[]): Promise<Map<string, { plan: string; ms: number }>> {
  const { client, close, pool } = createPostgresClient(url, 1, BENCH_TIMEOUTS);
  let captured: { text: string; values: unknown[] } | null = null;
  pool.on("connect", (connection) => {
    const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
    (connection as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const config = args[0] as { text?: string; values?: unknown[] } | string;
      if (typeof config === "object" && config.text?.startsWith("SELECT") && config.text.includes('FROM "public"."Payment"')) captured = { text: config.text, values: config.values ?? [] };
      return query(...args);
    };
  });
  setDatabase(client, "postgres", close);
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  const plans = new Map<string, { plan: string; ms: number }>();
  for (const q of list) {
    captured = null;
    await listPayments(db(), { merchantId, mode: "test", ...q.options });
    const { text, values } = captured ?? { text: "", values: [] };
    if (!text) throw new Error(`no query captured for ${q.name}`);
    let lines: string[] = [];
    for (let run = 0; run < 2; run++) lines = (await sql.query<{ "QUERY PLAN": string }>({ text: `EXPLAIN (ANALYZE, BUFFERS) ${text}`, values })).rows.map((r) => r["QUERY PLAN"]);
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join("\n"))?.[1] ?? NaN);
    await sql.query(`PREPARE list_query AS ${text}`);
    await sql.query("SET plan_cache_mode = force_generic_plan");
    const literals = values.map((v) => (v === null ? "NULL" : sql.escapeLiteral(String(v)))).join(", ");
    let generic: string[] = [];
    for (let run = 0; run < 2; run++) generic = (await sql.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE list_query(${literals})`)).rows.map((r) => r["QUERY PLAN"]);
    await sql.query("RESET plan_cache_mode");
    await sql.query("DEALLOCATE list_query");
    plans.set(q.key, {
      plan: [`-- ${q.name}`, `-- ${text}`, `-- values: ${JSON.stringify(values)}`, ...lines, `-- the same as a generic plan:`, ...generic].join("\n"),
      ms,
    });
  }
  await sql.end();
  await closeDatabase();
  return plans;
}

export async function benchPaymentList(opts: {
  url: string;
  rows: number;
  requests: number;
  port: number;
  startServer: (port: number) => ChildProcess;
  waitFor: (url: string) => Promise<void>;
}): Promise<{ figures: PaymentListFigure[]; seedSeconds: number }> {
  const seeded = await seedPaymentList(opts.url, opts.rows);
  const depth = Math.min(500_000, Math.floor(opts.rows / 2));
  const list = await queries(opts.url, seeded.merchantId, depth, opts.requests);
  const plans = await explain(opts.url, seeded.merchantId, list);
  const out = path.resolve("bench/results");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "payment-list-plans.txt"), [...plans.values()].map((p) => p.plan).join("\n\n") + "\n");

  const server = opts.startServer(opts.port);
  const base = `http://127.0.0.1:${opts.port}`;
  const figures: PaymentListFigure[] = [];
  try {
    await opts.waitFor(`${base}/healthz`);
    // The deep cursor as the API hands it out (signed with the server's key): the next_cursor of
    // the page that ends at that depth.
    const headers = { authorization: `Bearer ${seeded.key}` };
    const page = await (await fetch(`${base}/v2/payments?page=${depth / 20}`, { headers })).json();
    const deepCursor: string = page.data.pagination.next_cursor;
    for (const q of list) {
      if (q.qs === null) continue;
      const qs = q.qs === "CURSOR" ? `?cursor=${encodeURIComponent(deepCursor)}` : q.qs;
      const { p50, p99 } = await timeRequests(`${base}/v2/payments${qs}`, seeded.key, q.requests);
      const figure = { key: q.key, name: q.name, query: `GET /v2/payments${q.qs === "CURSOR" ? "?cursor=…" : qs}`, requests: q.requests, p50, p99, dbMs: plans.get(q.key)?.ms ?? null };
      console.log(`  ${figure.name.padEnd(36)} p50 ${String(p50).padStart(7)} ms  p99 ${String(p99).padStart(7)} ms  (EXPLAIN ANALYZE ${figure.dbMs} ms, ${q.requests} requests)`);
      figures.push(figure);
    }
  } finally {
    server.kill("SIGTERM");
  }
  return { figures, seedSeconds: seeded.seedSeconds };
}
