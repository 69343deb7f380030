// `npm run test:faults`: PostgreSQL restarted under load. Not part of `npm test` or CI:
// it makes a private PostgreSQL cluster (initdb in a temporary directory, a port of FAULTS_PG_PORTS),
// starts one API server process on it (tests/support/api-server-child.ts), runs autocannon at 50
// connections for 60 s alternating verify and initialize (each initialize with its own
// Idempotency-Key and merchant_reference), restarts PostgreSQL (`pg_ctl restart -m fast`) at 20 s
// and polls /readyz every 200 ms. Then it checks:
// - answers other than 2xx only within 10 s of the restart, each a 503 with Retry-After and the
//   JSON error envelope (no 500), and no request timed out (no hang);
// - the server process was not restarted;
// - each initialize answered 2xx made exactly one payment; each answered 503 (or cut off at the
//   end of the run), retried with its key, makes exactly one;
// - the ledger check is clean, and /readyz answered 503 during the outage.
// Prints a summary; exits 1 when a check fails. Needs initdb and pg_ctl on PATH; as root it runs
// them as the `postgres` user (initdb refuses root).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { closeDatabase, createPostgresClient, db, setDatabase } from "@/lib/db";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { checkLedger } from "@/lib/ledger/check-ledger";
import { randomBase62 } from "@/lib/ids";
import { migrationSql } from "@/tests/support/migrations";
import { asRoot, pgTool, pgToolAsync } from "@/tests/support/pg-tools";
import { killApiServerProcess, startApiServerProcess } from "@/tests/support/api-server-process";

const PG_PORTS = (process.env.FAULTS_PG_PORTS || "5490-5499").split("-").map(Number);
const API_PORT = process.env.FAULTS_API_PORT || "3871";
const DURATION_S = Number(process.env.FAULTS_SECONDS || 60);
const RESTART_AT_S = Number(process.env.FAULTS_RESTART_AT_SECONDS || 20);
/**
 * How long PostgreSQL stays down: `pg_ctl stop -m fast`, this long, `pg_ctl start`. A bare
 * `pg_ctl restart -m fast` (FAULTS_DOWN_SECONDS=0) of this small cluster is down for about half a
 * second, shorter than a /readyz poll waits for a pool connection behind 50 busy ones; a real
 * restart or failover takes seconds.
 */
const DOWN_MS = Number(process.env.FAULTS_DOWN_SECONDS ?? 3) * 1_000;
const CONNECTIONS = 50;
const MAX_WINDOW_MS = 10_000;


async function freePort(from: number, to: number) {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer().once("error", () => resolve(false));
      s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Sample = { at: number; status: number; ok: boolean; problem?: string };

async function main() {
  const t0 = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gw-faults-"));
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const port = await freePort(PG_PORTS[0], PG_PORTS[1] ?? PG_PORTS[0]);
  const dataDir = path.join(dir, "data");
  const pgOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off`;
  pgTool(["initdb", "-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  pgTool(["pg_ctl", "-D", dataDir, "-o", pgOptions, "-l", path.join(dir, "postgres.log"), "-w", "start"]);
  let server: Awaited<ReturnType<typeof startApiServerProcess>> | undefined;
  const failures: string[] = [];
  try {
    const admin = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    await admin.query("CREATE DATABASE gateway");
    await admin.end();
    const url = `postgresql://postgres@127.0.0.1:${port}/gateway`;
    const migrator = new pg.Client({ connectionString: url });
    await migrator.connect();
    for (const sql of migrationSql()) await migrator.query(sql);
    await migrator.end();
    const { client, close } = createPostgresClient(url, 4);
    setDatabase(client, "postgres", close);
    const { merchant, keys } = await createMerchant(db(), { name: "Faults Merchant", email: `faults-${randomBase62(6)}@example.test`, password: "faults-password-123" }, "cli");
    const secret = keys.test.secret;
    console.log(`private cluster on port ${port} (${dir}); migrated in ${Date.now() - t0} ms`);

    server = await startApiServerProcess(url, { API_SERVER_PORT: API_PORT });
    const pid = server.child.pid;
    let serverDied = false;
    let polling = true; // until the load ends
    void server.exited.then(({ code, signal }) => {
      if (polling) console.error(`the API server process exited (${code ?? signal}) during the run: ${server?.stderr().slice(-4_000)}`);
      serverDied = true;
    });
    const base = server.url;
    const auth = { authorization: `Bearer ${secret}`, "content-type": "application/json" };
    const paymentBody = (reference: string) =>
      JSON.stringify({ amount: 100, currency: "USD", merchant_reference: reference, customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.test", phone_number: "+251911234567" } });
    const seed = await fetch(`${base}/v2/payments/hosted`, { method: "POST", headers: auth, body: paymentBody("faults-seed") });
    if (seed.status !== 201) throw new Error(`seed payment: ${seed.status} ${await seed.text()}`);
    const verifyRef = (await seed.json()).data.gateway_reference as string;

    // Every answer, judged as it arrives; every initialize's key and what it got.
    const samples: Sample[] = [];
    const sent = new Map<string, string>(); // key -> body
    const initAnswers = new Map<string, number>();
    let counter = 0;
    const judge = (status: number, body: string, headers: Record<string, string | string[] | undefined>): Sample => {
      const at = Date.now();
      if (status < 300) return { at, status, ok: true };
      let problem: string | undefined;
      if (status !== 503) problem = `status ${status}`;
      else if (headers["retry-after"] !== "2") problem = `Retry-After ${String(headers["retry-after"])}`;
      else {
        try {
          const json = JSON.parse(body);
          if (json.status !== "error" || json.error?.code !== "SERVICE_UNAVAILABLE") problem = `envelope ${body.slice(0, 200)}`;
        } catch {
          problem = `not JSON: ${body.slice(0, 200)}`;
        }
      }
      return { at, status, ok: false, problem };
    };

    // /readyz every 200 ms.
    const readyz: { at: number; status: number }[] = [];
    const poller = (async () => {
      while (polling) {
        const sentAt = Date.now();
        const status = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5_000) })
          .then(async (r) => (await r.arrayBuffer(), r.status))
          .catch(() => 0);
        readyz.push({ at: Date.now(), status }); // when it answered
        await sleep(Math.max(0, 200 - (Date.now() - sentAt)));
      }
    })();

    const restart = { startedAt: 0, stoppedAt: 0, doneAt: 0 };
    const restarter = (async () => {
      await sleep(RESTART_AT_S * 1_000);
      restart.startedAt = Date.now();
      if (DOWN_MS === 0) {
        await pgToolAsync(["pg_ctl", "-D", dataDir, "-o", pgOptions, "-l", path.join(dir, "postgres.log"), "-m", "fast", "-w", "restart"]);
      } else {
        await pgToolAsync(["pg_ctl", "-D", dataDir, "-m", "fast", "-w", "stop"]);
        restart.stoppedAt = Date.now();
        await sleep(DOWN_MS);
        await pgToolAsync(["pg_ctl", "-D", dataDir, "-o", pgOptions, "-l", path.join(dir, "postgres.log"), "-w", "start"]);
      }
      restart.doneAt = Date.now();
    })();

    const loadStartedAt = Date.now();
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 10,
      requests: [
        {
          method: "GET",
          path: `/v2/payments/${verifyRef}/verify`,
          headers: { authorization: `Bearer ${secret}` },
          onResponse: (status, body, _context, headers) => void samples.push(judge(status, body, headers ?? {})),
        },
        {
          method: "POST",
          path: "/v2/payments/hosted",
          setupRequest: (request, context) => {
            const key = `faults-${++counter}`;
            (context as { key?: string }).key = key;
            const body = paymentBody(key);
            sent.set(key, body);
            return { ...request, headers: { ...auth, "idempotency-key": key }, body };
          },
          onResponse: (status, body, context, headers) => {
            initAnswers.set((context as { key: string }).key, status);
            samples.push(judge(status, body, headers ?? {}));
          },
        },
      ],
    });
    polling = false;
    await Promise.all([poller, restarter]);
    const loadMs = Date.now() - loadStartedAt;

    // The checks.
    const errors = samples.filter((s) => !s.ok);
    const byStatus: Record<string, number> = {};
    for (const s of samples) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
    const firstError = errors.length ? Math.min(...errors.map((e) => e.at)) : null;
    const lastError = errors.length ? Math.max(...errors.map((e) => e.at)) : null;
    const rel = (t: number | null) => (t === null ? "-" : `${((t - restart.startedAt) / 1000).toFixed(2)} s`);
    if (!restart.startedAt) failures.push("PostgreSQL was not restarted (the run ended first)");
    if (errors.length === 0) failures.push("no request met the outage (expected some 503s)");
    if (firstError !== null && firstError < restart.startedAt) failures.push(`an error before the restart (${rel(firstError)})`);
    if (lastError !== null && lastError - restart.startedAt > MAX_WINDOW_MS) failures.push(`errors until ${rel(lastError)} after the restart (more than ${MAX_WINDOW_MS / 1000} s)`);
    const problems = errors.filter((e) => e.problem);
    if (problems.length) failures.push(`${problems.length} errors not 503 + Retry-After + envelope: ${[...new Set(problems.map((p) => p.problem))].slice(0, 5).join("; ")}`);
    if (result.timeouts > 0) failures.push(`${result.timeouts} requests timed out (a hang)`);
    if (result.errors > 0) failures.push(`${result.errors} connection errors`);
    if (server.child.exitCode !== null || server.child.signalCode !== null || server.child.pid !== pid) {
      failures.push(`the API server process exited (${server.child.exitCode ?? server.child.signalCode}): ${server.stderr().slice(-2_000)}`);
    }
    const ready503 = readyz.filter((r) => r.status === 503);
    const readyOther = readyz.filter((r) => r.status !== 200 && r.status !== 503);
    if (ready503.length === 0) failures.push("/readyz never answered 503");
    if (readyOther.length) failures.push(`/readyz answered ${[...new Set(readyOther.map((r) => r.status))].join(", ")} (0: no answer)`);
    if (readyz.at(-1)?.status !== 200) failures.push("/readyz did not come back to 200");

    // Each initialize: 2xx made exactly one payment; one refused (or cut off at the end) retried with its key makes exactly one.
    // (No answer: still in flight when autocannon stopped.)
    const retried = [...sent.keys()].filter((k) => (initAnswers.get(k) ?? 999) >= 300);
    const unanswered = [...sent.keys()].filter((k) => !initAnswers.has(k)).length;
    const retryAnswers: Record<string, number> = {};
    for (const key of retried) {
      for (let attempt = 0; ; attempt++) {
        const res = await fetch(`${base}/v2/payments/hosted`, { method: "POST", headers: { ...auth, "idempotency-key": key }, body: sent.get(key) }).catch(() => null);
        const status = res?.status ?? 0;
        const replayed = res?.headers.get("idempotent-replayed") === "true";
        await res?.arrayBuffer();
        if (status === 201) {
          const label = replayed ? "201 replayed" : "201";
          retryAnswers[label] = (retryAnswers[label] ?? 0) + 1;
          break;
        }
        if (attempt >= 20 || serverDied) {
          failures.push(`retry of ${key} still answers ${status}`);
          break;
        }
        await sleep(500);
      }
    }
    const counts = await db().$queryRawUnsafe<{ merchantReference: string; n: number }[]>(
      `SELECT "merchantReference", count(*)::int AS n FROM "Payment" WHERE "merchantId" = $1 AND "merchantReference" LIKE 'faults-%' AND "merchantReference" <> 'faults-seed' GROUP BY 1`,
      merchant.id,
    );
    const perRef = new Map(counts.map((c) => [c.merchantReference, c.n]));
    const missing = [...sent.keys()].filter((k) => perRef.get(k) !== 1);
    const extra = counts.filter((c) => !sent.has(c.merchantReference));
    if (missing.length) failures.push(`${missing.length} initializations without exactly one payment: ${missing.slice(0, 5).join(", ")}`);
    if (extra.length) failures.push(`${extra.length} payments nobody asked for`);
    const ledger = await checkLedger(db());
    if (ledger.problems.length) failures.push(`ledger check: ${JSON.stringify(ledger.problems).slice(0, 500)}`);

    const ready503Span = ready503.length ? `${rel(ready503[0].at)} to ${rel(ready503.at(-1)!.at)} (${ready503.length} polls of ${readyz.length})` : "never";
    const initOk = [...initAnswers.values()].filter((s) => s < 300).length;
    console.log(
      [
        "",
        "PostgreSQL restart under load (faults)",
        `  load: ${CONNECTIONS} connections for ${(loadMs / 1000).toFixed(1)} s, verify and initialize alternating; PostgreSQL restarted at ${((restart.startedAt - loadStartedAt) / 1000).toFixed(1)} s (` +
          (DOWN_MS ? `pg_ctl stop -m fast took ${((restart.stoppedAt - restart.startedAt) / 1000).toFixed(2)} s, down ${DOWN_MS / 1000} s, then pg_ctl start` : "pg_ctl restart -m fast") +
          `), accepting again ${((restart.doneAt - restart.startedAt) / 1000).toFixed(2)} s after the restart began`,
        `  answers: ${samples.length} (${(samples.length / (loadMs / 1000)).toFixed(0)}/s), by status ${JSON.stringify(byStatus)}; autocannon timeouts ${result.timeouts}, connection errors ${result.errors}`,
        `  errors: ${errors.length}, from ${rel(firstError)} to ${rel(lastError)} after the restart began (window ${firstError === null ? "-" : `${((lastError! - firstError) / 1000).toFixed(2)} s`}); not 503 + Retry-After + envelope: ${problems.length}`,
        `  /readyz 503: ${ready503Span}`,
        `  initializations: ${sent.size} sent, ${initOk} answered 2xx, ${retried.length} retried with their key (${retried.length - unanswered} answered 503, ${unanswered} in flight at the end; retries answered ${JSON.stringify(retryAnswers)}); payments: ${counts.length}, each exactly once: ${missing.length === 0 && extra.length === 0}`,
        `  ledger check: ${ledger.problems.length === 0 ? "clean" : `${ledger.problems.length} problems`}; API server process: same pid ${pid}, ${server.child.exitCode === null ? "running" : "exited"}`,
        `  total ${((Date.now() - t0) / 1000).toFixed(1)} s`,
        failures.length ? `FAILED:\n${failures.map((f) => `  - ${f}`).join("\n")}` : "PASSED",
      ].join("\n"),
    );
  } finally {
    if (server) await killApiServerProcess(server);
    await closeDatabase().catch(() => undefined);
    try {
      pgTool(["pg_ctl", "-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } catch (error) {
      console.error(String(error));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
  process.exit(failures.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
