// What observability costs a request: GET /v2/payments/{ref}/verify called in process
// (the route handler, no Next, so the difference is not lost in Next's own cost) in alternating
// batches under three settings:
//   - "off": no tracer provider registered (the OpenTelemetry API is a no-op),
//     except for the in-process metric counters, which are always on (their cost is measured apart);
//   - "ids": the default (OTEL_EXPORTER_OTLP_ENDPOINT unset): trace ids for logs, jobs and headers, no span recorded;
//   - "export": every span recorded and handed to a batch processor (an exporter that drops them), as with a collector.
// Run: `tsx --conditions=react-server bench/observability.ts` (PostgreSQL at BENCH_DATABASE_URL or
// TEST_DATABASE_URL or the local default). Prints requests per second per setting (medians of the
// rounds) and the cost per request in µs against "off".
import { Writable } from "node:stream";
import { context, propagation, trace } from "@opentelemetry/api";
import type { SpanExporter } from "@opentelemetry/sdk-trace-base";
import { createPostgresClient, setDatabase, closeDatabase, db } from "@/lib/db";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { newId, randomBase62 } from "@/lib/ids";
import { resetEnvForTests } from "@/lib/env";
import { setLogDestination } from "@/lib/logger";
import { startTracing } from "@/lib/telemetry/start-tracing";
import { countHttpRequest } from "@/lib/telemetry/metrics";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { createPostgresDatabase } from "../tests/support/postgres-database";

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const REQUESTS = Number(process.env.BENCH_OBS_REQUESTS || 2_000);
const ROUNDS = Number(process.env.BENCH_OBS_ROUNDS || 7);
const CONCURRENCY = 10;

type Setting = "off" | "ids" | "export";

/** Accepts spans and drops them: the cost of recording and batching, without a network. */
const dropping: SpanExporter = { export: (_spans, done) => done({ code: 0 }), shutdown: async () => {} };

async function applySetting(setting: Setting) {
  trace.disable();
  context.disable();
  propagation.disable();
  if (setting === "ids") {
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    resetEnvForTests();
    await startTracing({ exporter: undefined, force: true });
  } else if (setting === "export") {
    await startTracing({ exporter: dropping, batch: true });
  }
}

async function main() {
  const { url, drop } = await createPostgresDatabase(adminUrl, "gw_bench_obs_", { migrate: true });
  try {
    const { client, close } = createPostgresClient(url, 4, { statementTimeoutMs: 0, connectTimeoutMs: 10_000 });
    setDatabase(client, "postgres", close);
    const { merchant, keys } = await createMerchant(db(), { name: "Bench Obs", email: `bench-obs-${randomBase62(6)}@example.test`, password: "bench-password-123" }, "cli");
    await db().merchant.update({ where: { id: merchant.id }, data: { rateLimitTestPerSecond: 1_000_000_000, rateLimitTestBurst: 1_000_000_000 } });
    const reference = newId("pay");
    await db().payment.create({
      data: { id: reference, merchantId: merchant.id, mode: "test", amount: 1000n, currency: "USD", checkoutToken: `cs_test_${randomBase62(24)}`, expiresAt: new Date(Date.now() + 3_600_000), retryWindowMinutes: 60 },
    });
    setLogDestination(new Writable({ write: (_chunk, _enc, done) => done() }), "info");
    const request = () => new Request(`http://127.0.0.1/v2/payments/${reference}/verify`, { headers: { authorization: `Bearer ${keys.test.secret}` } });
    // Wall time suffers from whatever else the machine runs; this process's CPU time per request less so.
    const cpu: Record<Setting, number[]> = { off: [], ids: [], export: [] };
    const batch = async (setting: Setting, requests: number) => {
      await applySetting(setting);
      let sent = 0;
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (sent++ < requests) {
            const res = await verify(request(), { params: Promise.resolve({ reference }) });
            await res.arrayBuffer();
            if (res.status !== 200) throw new Error(`verify answered ${res.status}`);
          }
        }),
      );
      const used = process.cpuUsage(cpuStart);
      cpu[setting].push((used.user + used.system) / requests);
      return requests / ((performance.now() - started) / 1000);
    };
    const settings: Setting[] = ["off", "ids", "export"];
    for (const s of settings) await batch(s, 300); // warm-up
    for (const s of settings) cpu[s].length = 0;
    const figures: Record<Setting, number[]> = { off: [], ids: [], export: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? [...settings].reverse() : settings;
      for (const s of order) figures[s].push(await batch(s, REQUESTS));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const off = median(figures.off);
    console.log(`verify in process, ${ROUNDS} rounds of ${REQUESTS} requests, ${CONCURRENCY} at a time (medians):`);
    for (const s of settings) {
      const rps = median(figures[s]);
      const costUs = s === "off" ? 0 : (median(figures[s].map((x, i) => 1 / x - 1 / figures.off[i])) * 1e6);
      const cpuUs = median(cpu[s]);
      const cpuCost = s === "off" ? "" : `, CPU +${median(cpu[s].map((x, i) => x - cpu.off[i])).toFixed(1)} µs`;
      console.log(`  ${s.padEnd(7)} ${Math.round(rps)} req/s, ${cpuUs.toFixed(0)} µs CPU per request ${s === "off" ? "" : `(${(rps / off).toFixed(3)} of off, wall ${costUs.toFixed(1)} µs${cpuCost})`}`);
    }
    // The counters every request moves whatever the setting.
    const n = 200_000;
    const started = performance.now();
    for (let i = 0; i < n; i++) countHttpRequest("api", "GET", "/v2/payments/[reference]/verify", 200, 3.2);
    console.log(`  metric counters: ${(((performance.now() - started) / n) * 1000).toFixed(2)} µs per request (counter and histogram)`);
  } finally {
    setLogDestination(undefined);
    await closeDatabase();
    await drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
