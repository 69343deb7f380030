// The dashboard's customer search at scale for `npm run bench` (item 10;
// BENCH_SCENARIOS=payment-search; in --quick with 100,000 rows).
//  - Seed: the payment list's (bench/payment-list.ts): 1,000,000 test-mode payments for one merchant
//    (BENCH_PAYMENT_SEARCH_ROWS), 40 first names × 50 last names, 50,000 customers' e-mails and phone
//    numbers, plus other merchants' and the live mode's rows.
//  - Latency: the payment list's service (lib/payments/list-payments.ts) with the dashboard's `q`,
//    as GET /api/dashboard/payments calls it, timed in this process through the app's own PostgreSQL
//    client (lib/db/postgres.ts, so the statements are sent as the server sends them), one at a time:
//    p50 and p95 per search. What the route adds (session, serializer, envelope) does not grow with
//    the table and is measured for the list by the payment-list scenario over HTTP.
//  - Plans: EXPLAIN (ANALYZE, BUFFERS) of exactly the statement sent, and its generic plan, in
//    bench/results/payment-search-plans.txt.
//  - Target: p50 under 50 ms for every search at 1,000,000 payments; a search over it sets exit code 1.
import fs from "node:fs";
import path from "node:path";
import { closeDatabase, createPostgresClient, db, setDatabase } from "@/lib/db";
import { listPayments } from "@/lib/payments/list-payments";
import { explain, seedPaymentList, type Query } from "./payment-list";

export type PaymentSearchFigure = { key: string; name: string; q: string; requests: number; matched: number; p50: number; p95: number; dbMs: number | null };

export const SEARCH_TARGET_P50_MS = 50;

/** Searches of the dashboard's box: common and rare names, e-mail and phone prefixes, and no match. */
const SEARCHES: { key: string; name: string; q: string }[] = [
  { key: "first-name", name: "first name (Almaz: 2.5 % of rows)", q: "Almaz" },
  { key: "last-name-prefix", name: "last-name prefix (tesf: 2 %)", q: "tesf" },
  { key: "full-name", name: "first and last name (0.05 %)", q: "almaz tes" },
  { key: "one-letter", name: "one letter (a)", q: "a" },
  { key: "email", name: "e-mail prefix (customer4242@: 20 rows)", q: "customer4242@" },
  { key: "email-short", name: "e-mail prefix (customer42: 2 %)", q: "customer42" },
  { key: "phone", name: "phone with country code (+251 9000 4242)", q: "+251 9000 4242" },
  { key: "phone-national", name: "phone without country code (0900004242)", q: "0900004242" },
  { key: "none", name: "no match (Zzyzx)", q: "Zzyzx" },
];

export async function benchPaymentSearch(opts: { url: string; rows: number; otherRows?: number; requests: number }): Promise<PaymentSearchFigure[]> {
  const seeded = await seedPaymentList(opts.url, opts.rows, opts.otherRows);
  const queries: Query[] = SEARCHES.map((s) => ({ key: s.key, name: s.name, qs: null, requests: opts.requests, options: { filters: { q: s.q }, perPage: 25 } }));
  const plans = await explain(opts.url, seeded.merchantId, queries);
  const out = path.resolve("bench/results");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "payment-search-plans.txt"), [...plans.values()].map((p) => p.plan).join("\n\n") + "\n");

  const { client, close, pool } = createPostgresClient(opts.url, 2);
  setDatabase(client, "postgres", close, pool);
  const figures: PaymentSearchFigure[] = [];
  try {
    for (const s of SEARCHES) {
      const run = () => listPayments(db(), { merchantId: seeded.merchantId, mode: "test", filters: { q: s.q }, perPage: 25 });
      // Warm-up, and past the five runs after which a named statement could go generic.
      let matched = 0;
      for (let i = 0; i < 8; i++) matched = (await run()).rows.length;
      const times: number[] = [];
      for (let i = 0; i < opts.requests; i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
      const figure = { key: s.key, name: s.name, q: s.q, requests: opts.requests, matched, p50: at(0.5), p95: at(0.95), dbMs: plans.get(s.key)?.ms ?? null };
      console.log(`  ${figure.name.padEnd(44)} p50 ${String(figure.p50).padStart(7)} ms  p95 ${String(figure.p95).padStart(7)} ms  (EXPLAIN ANALYZE ${figure.dbMs} ms, ${matched} on the first page)`);
      figures.push(figure);
    }
  } finally {
    await closeDatabase();
  }
  return figures;
}
