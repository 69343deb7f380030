// Where a hot endpoint's time goes ("profile the hot paths"): its route handler called in
// this process with real Requests against PostgreSQL, 10 at a time, under V8's CPU profiler. Prints
// the self time per part of the code (our lib/, Prisma, pg, zod, Next, node) and the top functions,
// and writes the .cpuprofile (open it in Chrome DevTools). Next's HTTP server is not included: this
// is the handler's own cost.
//
//   npx tsx --conditions=react-server bench/profile.ts [initialize|verify|account|payouts|va-debits|checkout] [requests]
//
// BENCH_DATABASE_URL picks the server (default: the local one); the database is made and dropped.
// BENCH_PROFILE_PGLITE=1: an in-memory PGlite instead (the embedded database `npm run dev` uses).
import fs from "node:fs";
import { NextRequest } from "next/server";
import inspector from "node:inspector/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { closeDatabase, createPgliteClient, createPostgresClient, db, setDatabase } from "@/lib/db";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { randomBase62 } from "@/lib/ids";
import { setLogDestination } from "@/lib/logger";
import { migrationSql } from "@/tests/support/migrations";
import { createPostgresDatabase } from "@/tests/support/postgres-database";
import { GET as account } from "@/app/v2/account/route";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { POST as createHosted } from "@/app/v2/payments/hosted/route";
import { POST as createPayout } from "@/app/v2/payouts/route";
import { POST as testFunds } from "@/app/v2/balances/test-funds/route";
import { POST as createVa } from "@/app/v2/virtual-accounts/route";
import { POST as creditVa } from "@/app/v2/virtual-accounts/[virtual_account_id]/test-credits/route";
import { POST as debitVa } from "@/app/v2/virtual-accounts/[virtual_account_id]/debits/route";
import { GET as checkoutPage } from "@/app/checkout/[token]/route";

const endpoint = process.argv[2] ?? "initialize";
const REQUESTS = Number(process.argv[3] ?? 3000);
const CONCURRENCY = 10;
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

const request = (pathname: string, key: string, body?: unknown) =>
  new Request(`http://127.0.0.1${pathname}`, {
    method: body ? "POST" : "GET",
    headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

const ON_PGLITE = process.env.BENCH_PROFILE_PGLITE === "1";

async function main() {
  let drop = async () => {};
  if (ON_PGLITE) {
    const { client, close, pglite } = createPgliteClient(null);
    for (const sql of migrationSql()) await pglite.exec(sql);
    setDatabase(client, "pglite", close, undefined, pglite);
  } else {
    const database = await createPostgresDatabase(adminUrl, "gw_profile_", { migrate: true });
    drop = database.drop;
    const { client, close, pool } = createPostgresClient(database.url, 10, { statementTimeoutMs: 0 });
    setDatabase(client, "postgres", close, pool);
  }
  setLogDestination(new Writable({ write: (_c, _e, done) => done() }), "warn");
  try {
    const { keys } = await createMerchant(db(), { name: "Profile", email: `profile-${randomBase62(6)}@example.test`, password: "profile-password-123" }, "cli");
    const key = keys.test.secret;
    // As in bench/run.ts: the limiter does its work on every request but refuses none.
    await db().merchant.updateMany({ data: { rateLimitTestPerSecond: 1_000_000_000, rateLimitTestBurst: 1_000_000_000 } });
    const noParams = { params: Promise.resolve({}) };
    let n = 0;
    let call: () => Promise<Response>;
    if (endpoint === "account") call = () => account(request("/v2/account", key), noParams);
    else if (endpoint === "initialize") call = () => createHosted(request("/v2/payments/hosted", key, { amount: 25.5, currency: "USD", customer: { email: "buyer@example.com" }, meta: { order: "bench" } }));
    else if (endpoint === "verify") {
      const created = await (await createHosted(request("/v2/payments/hosted", key, { amount: 10, currency: "USD" }))).json();
      const reference = created.data.gateway_reference as string;
      call = () => verify(request(`/v2/payments/${reference}/verify`, key), { params: Promise.resolve({ reference }) });
    } else if (endpoint === "payouts") {
      await testFunds(request("/v2/balances/test-funds", key, { amount: 10_000_000, currency: "ETB" }), noParams);
      call = () => createPayout(request("/v2/payouts", key, { amount: 1, currency: "ETB", account: { account_name: "A", account_number: "1000123450000", bank_slug: "cbe" } }), noParams);
    } else if (endpoint === "va-debits") {
      const va = await (await createVa(request("/v2/virtual-accounts", key, { currency: "ETB", account_name: "A" }), noParams)).json();
      const id = va.data.virtual_account_id as string;
      const params = { params: Promise.resolve({ virtual_account_id: id }) };
      await creditVa(request(`/v2/virtual-accounts/${id}/test-credits`, key, { amount: 10_000_000 }), params);
      call = () => debitVa(request(`/v2/virtual-accounts/${id}/debits`, key, { amount: 1, merchant_reference: `p-${n++}` }), params);
    } else if (endpoint === "checkout") {
      // The hosted checkout page of a pending payment (its route handler; proxy.ts's headers are not part of it).
      const created = await (await createHosted(request("/v2/payments/hosted", key, { amount: 10, currency: "USD" }))).json();
      const token = new URL(created.data.checkout_url as string).pathname.split("/").pop()!;
      call = () => checkoutPage(new NextRequest(`http://localhost/checkout/${token}`), { params: Promise.resolve({ token }) });
    } else throw new Error(`unknown endpoint ${endpoint}`);

    const run = async (requests: number) => {
      let sent = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (sent++ < requests) {
            const res = await call();
            await res.arrayBuffer();
            if (res.status >= 300) throw new Error(`${endpoint} answered ${res.status}`);
          }
        }),
      );
      return requests / ((performance.now() - started) / 1000);
    };
    await run(300); // warm-up
    const session = new inspector.Session();
    session.connect();
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 200 });
    await session.post("Profiler.start");
    const rps = await run(REQUESTS);
    const { profile } = await session.post("Profiler.stop");
    session.disconnect();
    const out = path.resolve(`.data/profile-${endpoint}.cpuprofile`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(profile));
    summarize(profile, rps, out);
  } finally {
    await closeDatabase();
    await drop();
  }
}

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };

/** Self time by part of the code, and the heaviest functions. */
function summarize(profile: { nodes: Node[]; samples?: number[]; timeDeltas?: number[] }, rps: number, out: string) {
  const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0) || 1;
  const part = (url: string, fn: string) => {
    if (!url) return fn === "(idle)" ? "(idle: waiting on the database)" : fn === "(garbage collector)" ? "(garbage collector)" : "(node / V8 internals)";
    const rules: [RegExp, string][] = [
      [/generated\/prisma|@prisma\/client|query_compiler|query-compiler/, "Prisma client + query compiler"],
      [/@prisma\/adapter-pg|driver-adapter/, "Prisma pg adapter"],
      [/node_modules\/pg(-[a-z]+)?\//, "pg driver"],
      [/node_modules\/zod/, "zod"],
      [/node_modules\/next/, "Next"],
      [/node_modules\/pino/, "pino (logs)"],
      [/\/lib\/http\//, "lib/http (pipeline)"],
      [/\/lib\//, "lib/ (services)"],
      [/\/app\//, "app/ (routes)"],
      [/node_modules/, "other packages"],
      [/^node:/, "node core"],
    ];
    for (const [pattern, label] of rules) if (pattern.test(url)) return label;
    return "other";
  };
  const byPart = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const { url, functionName, lineNumber } = node.callFrame;
    const label = part(url, functionName);
    byPart.set(label, (byPart.get(label) ?? 0) + hits);
    const fn = `${functionName || "(anonymous)"} ${url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(lib|app|bench)\//, "$1/")}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + hits);
  }
  const pct = (hits: number) => `${((100 * hits) / total).toFixed(1).padStart(5)} %`;
  console.log(`${endpoint}: ${Math.round(rps)} req/s in process (${REQUESTS} requests, ${CONCURRENCY} at a time); profile ${out}`);
  console.log("\nSelf time by part:");
  for (const [label, hits] of [...byPart].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(hits)}  ${label}`);
  console.log("\nTop functions (self time):");
  for (const [fn, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${pct(hits)}  ${fn}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
