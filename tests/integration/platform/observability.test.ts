// Observability: GET /metrics (token rules, counters that move by the right amounts, gauges
// equal to the database, bounded labels), one trace from an API request through the job to the
// processor call and the webhook delivery (with traceparent received by the processor's fake and by
// the webhook receiver), request and trace ids in log lines, and the Grafana dashboard and alerting
// rules in docs/ naming only metrics a scrape shows.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { addLiveFundsFor, addTestFundsFor } from "@/tests/factories/funds";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { startReceiver, type Receiver } from "@/tests/support/webhook-receiver";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { setLogDestination } from "@/lib/logger";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { connectionCallbackUrl } from "@/lib/processors/registry";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { startTracing } from "@/lib/telemetry/start-tracing";
import { startObservability } from "@/lib/observability/start-observability";
import { routePattern } from "@/lib/telemetry/metrics";
import { serveWorkerMetrics } from "@/lib/observability/serve-worker-metrics";
import { GET as metricsRoute } from "@/app/metrics/route";
import { DEFAULT_MOMO_CREDENTIALS } from "@/tests/fakes/mtn-momo/server";
import { runReconciliation } from "@/lib/reconciliation/run-reconciliation";
import { resolveReconciliationItem } from "@/lib/reconciliation/resolve-reconciliation-item";
import * as payoutsRoute from "@/app/v2/payouts/route";
import * as notFoundRoute from "@/app/v2/[...path]/route";

setupTestDatabase();

const TOKEN = "metrics-token-for-the-observability-test";
const spans = new InMemorySpanExporter();
let fake: ChapaFake;
let receiver: Receiver;
let connectionId: string;
let live: Awaited<ReturnType<typeof createTestMerchant>>;
let test: Awaited<ReturnType<typeof createTestMerchant>>;

beforeAll(async () => {
  delete process.env.METRICS_TOKEN;
  process.env.METRICS_DATABASE_MAX_AGE_MS = "0"; // every scrape reads the database (one test sets a cache)
  resetEnvForTests();
  await startTracing({ exporter: spans });
  await startObservability(); // the processor-call counters (tracing stays the test's)
  fake = await startChapaFake({ secretKey: "CHASECK-observability000000000000000000", webhookSecret: "observability-webhook-secret", transferDelayMs: 50 });
  const connection = await createConnection({
    connector: "chapa",
    mode: "live",
    credentials: { secret_key: "CHASECK-observability000000000000000000", webhook_secret: "observability-webhook-secret" },
    baseUrl: fake.url,
    merchantId: null,
  });
  connectionId = connection.id;
  fake.setWebhookUrl(connectionCallbackUrl(connection));
  invalidateConnectionCache();
  live = await createTestMerchant();
  await addLiveFundsFor(live.merchant.id, 10_000_000n, "ETB");
  test = await createTestMerchant();
  await addTestFundsFor(test.keys.test.secret, 100_000);
  receiver = await startReceiver();
  await createWebhookEndpoint(db(), { merchantId: test.merchant.id, mode: "test" }, { url: receiver.url }, { type: "cli" });
});

afterAll(async () => {
  await fake?.close();
  await receiver?.close();
  await db().processorConnection.updateMany({ where: { id: connectionId }, data: { enabled: false } });
  invalidateConnectionCache();
  delete process.env.METRICS_TOKEN;
  delete process.env.METRICS_DATABASE_MAX_AGE_MS;
  resetEnvForTests();
});

const scrape = (authorization?: string) => metricsRoute(new Request("http://localhost/metrics", { headers: authorization ? { authorization } : {} }));

/** The scrape's samples: `name{labels}` -> value, and the metric names its # TYPE lines declare. */
async function samples(): Promise<{ values: Map<string, number>; names: Set<string>; labels: Array<Record<string, string>> }> {
  if (process.env.METRICS_TOKEN !== TOKEN) {
    process.env.METRICS_TOKEN = TOKEN;
    resetEnvForTests();
  }
  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const values = new Map<string, number>();
  const names = new Set<string>();
  const labels: Array<Record<string, string>> = [];
  for (const line of (await res.text()).split("\n")) {
    const type = /^# TYPE (\S+) (\S+)/.exec(line);
    if (type) names.add(type[1]);
    if (!line || line.startsWith("#")) continue;
    const m = /^([a-zA-Z_:][\w:]*)(\{.*\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const parsed = Object.fromEntries([...(m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    labels.push(parsed);
    values.set(key(m[1], parsed), Number(m[3]));
  }
  return { values, names, labels };
}

const key = (name: string, labels: Record<string, string> = {}) =>
  `${name}{${Object.keys(labels)
    .sort()
    .map((k) => `${k}="${labels[k]}"`)
    .join(",")}}`;
const valueOf = (s: Map<string, number>, name: string, labels: Record<string, string> = {}) => s.get(key(name, labels)) ?? 0;
/** The sum of a metric's samples whose labels include `labels`. */
const sumOf = (s: Map<string, number>, name: string, labels: Record<string, string> = {}) =>
  [...s.entries()]
    .filter(([k]) => k.startsWith(`${name}{`) && Object.entries(labels).every(([l, v]) => k.includes(`${l}="${v}"`)))
    .reduce((total, [, v]) => total + v, 0);

async function livePayout(headers: Record<string, string> = {}) {
  const res = await payoutsRoute.POST(
    apiRequest("/v2/payouts", { key: live.keys.live.secret, headers, body: { amount: 100, currency: "ETB", account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe" } } }),
    { params: Promise.resolve({}) },
  );
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(201);
  return { id: json.data.gateway_reference as string, requestId: res.headers.get("request-id")! };
}

async function testPayout(headers: Record<string, string> = {}) {
  const res = await payoutsRoute.POST(
    apiRequest("/v2/payouts", { key: test.keys.test.secret, headers, body: { amount: 100, currency: "ETB", account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe" } } }),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(201);
  return { id: (await res.json()).data.gateway_reference as string, requestId: res.headers.get("request-id")! };
}

/** Runs every due job (queued waits made due) until nothing is left for `objectId`'s jobs, at most `rounds` times. */
async function drainJobs(rounds = 10) {
  for (let i = 0; i < rounds; i++) {
    await db().job.updateMany({ where: { status: "queued" }, data: { runAt: new Date(Date.now() - 1000) } });
    if ((await runDueJobs(db())) === 0) return;
    await new Promise((r) => setTimeout(r, 60));
  }
}

const spanOfRequest = (requestId: string) => spans.getFinishedSpans().find((s) => s.attributes["gateway.request_id"] === requestId);
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/;

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN (404), and with it answers 401 to a missing or wrong token or an API key, with no details", async () => {
    const unset = await scrape(`Bearer ${TOKEN}`);
    expect(unset.status).toBe(404);
    expect(await unset.text()).toBe("");

    process.env.METRICS_TOKEN = TOKEN;
    resetEnvForTests();
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`, `Bearer ${live.keys.live.secret}`, `Bearer ${test.keys.test.secret}`]) {
      const res = await scrape(authorization);
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await res.text()).toBe("");
    }
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(200);
  });

  it("a METRICS_TOKEN too short is a configuration error, named", async () => {
    process.env.METRICS_TOKEN = "short";
    resetEnvForTests();
    await expect(scrape(`Bearer short`)).rejects.toThrow(/METRICS_TOKEN must be at least 16 characters/);
    process.env.METRICS_TOKEN = TOKEN;
    resetEnvForTests();
  });

  it("counts requests by route pattern, processor calls by connection and outcome, jobs and webhook attempts, by exactly what happened", async () => {
    const before = (await samples()).values;
    const callsBefore = await db().processorCall.groupBy({ by: ["operation"], where: { connectionId }, _count: true });
    const receivedBefore = receiver.requests.length;

    // A live payment through the processor's fake: the customer picks telebirr, the gateway starts it at Chapa.
    const livePayment = await createHostedPaymentFor(live.keys.live.secret, { amount: 250, currency: "ETB", customer: { first_name: "Abebe", last_name: "Kebede", email: "customer@example.com" } });
    expect((await submitPaymentAttempt(livePayment.token, { method: "telebirr", account: "+251900123456", kind: "wallet" })).status).toBe("pending");
    const { id } = await livePayout();
    await testPayout();
    // A plain handler (withRequestId: checkout forms, processor callbacks, probes, the /v2 catch-all) counts too.
    // Next hands every handler its route context, whatever the handler declares.
    const catchAll = notFoundRoute.GET as unknown as (req: Request, ctx: { params: Promise<Record<string, string[]>> }) => Promise<Response>;
    const unknown = await catchAll(apiRequest("/v2/nothing-here/pay_ObservabilityLabel"), { params: Promise.resolve({ path: ["nothing-here", "pay_ObservabilityLabel"] }) });
    expect(unknown.status).toBe(404);
    await createHostedPaymentFor(test.keys.test.secret, { amount: 10, currency: "ETB" });
    fake.kit.fault({ kind: "server_error", match: "GET /v1/transfers/verify", times: 1 });
    await drainJobs();
    expect((await db().payout.findUniqueOrThrow({ where: { id } })).status).toBe("success");
    await new Promise((r) => setTimeout(r, 50));

    const after = (await samples()).values;
    const delta = (name: string, labels: Record<string, string> = {}) => sumOf(after, name, labels) - sumOf(before, name, labels);

    expect(delta("gateway_http_requests_total", { surface: "api", route: "/v2/payouts", method: "POST", status: "201" })).toBe(2);
    expect(delta("gateway_http_requests_total", { route: "/v2/payments/hosted", status: "201" })).toBe(2); // the live payment and the test one
    expect(delta("gateway_http_requests_total", { surface: "other", route: "/v2/[...path]", method: "GET", status: "404" })).toBe(1);

    // Every try the executor logged (one ProcessorCall row each) is counted, under its operation.
    const callsAfter = await db().processorCall.groupBy({ by: ["operation"], where: { connectionId }, _count: true });
    for (const { operation, _count } of callsAfter) {
      const was = callsBefore.find((c) => c.operation === operation)?._count ?? 0;
      expect(delta("gateway_processor_calls_total", { connection: connectionId, connector: "chapa", operation }), operation).toBe(_count - was);
    }
    expect(delta("gateway_processor_calls_total", { connection: connectionId, operation: "send_payout", outcome: "ok" })).toBe(1);
    expect(delta("gateway_processor_calls_total", { connection: connectionId, connector: "chapa", operation: "start_payment", outcome: "ok" })).toBe(1);
    // The database gauges moved with the rows: one more live payment pending, one more live payout succeeded.
    expect(delta("gateway_payments", { mode: "live", status: "pending" })).toBe(1);
    expect(delta("gateway_payouts", { mode: "live", status: "success" })).toBe(1);
    expect(delta("gateway_processor_errors_total", { connection: connectionId, connector: "chapa", kind: "5xx" })).toBe(1);
    expect(delta("gateway_processor_calls_total", { connection: connectionId, outcome: "5xx" })).toBe(1);
    expect(delta("gateway_processor_call_duration_seconds_count", { connection: connectionId, operation: "send_payout" })).toBe(1);

    expect(delta("gateway_jobs_run_total", { type: "payout.process" })).toBeGreaterThanOrEqual(2);
    const delivered = receiver.requests.length - receivedBefore;
    expect(delivered).toBeGreaterThan(0);
    expect(delta("gateway_webhook_attempts_total", { outcome: "success" })).toBe(delivered);
    expect(delta("gateway_webhook_attempt_duration_seconds_count")).toBe(delivered);
  });

  it("reads payments, payouts, jobs, webhook lag and circuit states from the database, equal to its rows", async () => {
    await createHostedPaymentFor(test.keys.test.secret, { amount: 10, currency: "ETB" });
    // A job due a minute ago that nobody ran: the queue's lag, and one dead job.
    await db().job.create({ data: { id: "job_obs_late", type: "customers.backfill_profiles", payload: {}, runAt: new Date(Date.now() - 60_000) } });
    await db().job.create({ data: { id: "job_obs_dead", type: "payout.process", payload: {}, status: "dead", deadAt: new Date() } });
    const { values } = await samples();
    for (const row of await db().payment.groupBy({ by: ["mode", "status"], _count: true })) {
      expect(valueOf(values, "gateway_payments", { mode: row.mode, status: row.status }), `${row.mode} ${row.status}`).toBe(row._count);
    }
    for (const row of await db().payout.groupBy({ by: ["mode", "status"], _count: true })) {
      expect(valueOf(values, "gateway_payouts", { mode: row.mode, status: row.status })).toBe(row._count);
    }
    expect(valueOf(values, "gateway_jobs", { type: "payout.process", status: "dead" })).toBe(await db().job.count({ where: { type: "payout.process", status: "dead" } }));
    expect(valueOf(values, "gateway_job_oldest_due_seconds", { type: "customers.backfill_profiles" })).toBeGreaterThanOrEqual(59);
    expect(valueOf(values, "gateway_webhook_deliveries_pending")).toBe(await db().webhookDelivery.count({ where: { status: "pending" } }));
    expect(values.has(key("gateway_webhook_oldest_pending_seconds"))).toBe(true);
    expect(valueOf(values, "gateway_processor_circuit_state", { connection: connectionId, connector: "chapa", mode: "live", state: "closed" })).toBe(1);
    expect(valueOf(values, "gateway_processor_circuit_state", { connection: connectionId, connector: "chapa", mode: "live", state: "open" })).toBe(0);
    await db().job.deleteMany({ where: { id: { in: ["job_obs_late", "job_obs_dead"] } } });
  });

  it("reads the database at most once per METRICS_DATABASE_MAX_AGE_MS: a scrape in between answers the last reading", async () => {
    process.env.METRICS_DATABASE_MAX_AGE_MS = "60000";
    resetEnvForTests();
    try {
      // The last reading (max age 0 until now) is fresh: this scrape and the next answer it.
      const first = (await samples()).values;
      const pending = { mode: "test", status: "pending" };
      await createHostedPaymentFor(test.keys.test.secret, { amount: 10, currency: "ETB" });
      const cached = (await samples()).values;
      expect(valueOf(cached, "gateway_payments", pending)).toBe(valueOf(first, "gateway_payments", pending));
      expect(valueOf(cached, "gateway_metrics_database_read_seconds")).toBeGreaterThan(0);
      // In-process counters are not cached: the request just made is counted.
      expect(sumOf(cached, "gateway_http_requests_total", { route: "/v2/payments/hosted" }) - sumOf(first, "gateway_http_requests_total", { route: "/v2/payments/hosted" })).toBe(1);
    } finally {
      process.env.METRICS_DATABASE_MAX_AGE_MS = "0";
      resetEnvForTests();
    }
    const fresh = (await samples()).values;
    expect(valueOf(fresh, "gateway_payments", { mode: "test", status: "pending" })).toBe(await db().payment.count({ where: { mode: "test", status: "pending" } }));
  });

  it("keeps labels bounded: route patterns, never a payment, payout, job, merchant or request id", async () => {
    const { labels } = await samples();
    const connections = new Set((await db().processorConnection.findMany({ select: { id: true } })).map((c) => c.id));
    for (const set of labels) {
      for (const [name, value] of Object.entries(set)) {
        if (name === "connection") {
          expect(connections.has(value), value).toBe(true);
          continue;
        }
        expect(value, `${name}="${value}"`).not.toMatch(/(^|\/)(pay|po|att|job|mer|req|rfd|evt|wh|whe|sub|va|pcl)_[A-Za-z0-9]/);
      }
    }
    expect(labels.some((l) => l.route === "/v2/payouts")).toBe(true);
  });

  it("`npm run worker` serves the same metrics on WORKER_METRICS_PORT, with the same token rule", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    process.env.WORKER_METRICS_PORT = String(20_000 + Math.floor(Math.random() * 20_000));
    resetEnvForTests();
    const server = serveWorkerMetrics()!;
    try {
      await new Promise((r) => server.once("listening", r));
      const url = `http://127.0.0.1:${process.env.WORKER_METRICS_PORT}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect((await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${test.keys.test.secret}` } })).status).toBe(401);
      expect((await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
      const ok = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toMatch(/^# TYPE gateway_jobs_run_total counter$/m);
    } finally {
      server.close();
      delete process.env.WORKER_METRICS_PORT;
      resetEnvForTests();
    }
  });

  it("turns request paths into route patterns", () => {
    expect(routePattern("/v2/payments/pay_abc/verify", { reference: "pay_abc" })).toBe("/v2/payments/[reference]/verify");
    expect(routePattern("/v2/payments/a%20b/refunds", { reference: "a b" })).toBe("/v2/payments/[reference]/refunds");
    expect(routePattern("/v1/things/x/y", { path: ["x", "y"] })).toBe("/v1/things/[...path]");
    expect(routePattern("/v2/payouts", {})).toBe("/v2/payouts");
  });
});

describe("traces", () => {
  it("one trace runs from the API request through the payout job to the processor call, and the processor receives its traceparent", async () => {
    const { id, requestId } = await livePayout({ "request-id": "obs-trace-live" });
    expect(requestId).toBe("obs-trace-live");
    const api = spanOfRequest(requestId)!;
    expect(api.name).toBe("POST /v2/payouts");
    const traceId = api.spanContext().traceId;
    const job = await db().job.findFirstOrThrow({ where: { type: "payout.process", objectId: id } });
    expect(job.traceparent).toMatch(TRACEPARENT);
    expect(TRACEPARENT.exec(job.traceparent!)![1]).toBe(traceId);

    fake.kit.requests.length = 0;
    await drainJobs();
    const inTrace = spans.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
    const jobSpan = inTrace.find((s) => s.name === "job payout.process" && s.attributes["gateway.job.id"] === job.id)!;
    expect(jobSpan).toBeDefined();
    expect(parentOf(jobSpan)).toBe(TRACEPARENT.exec(job.traceparent!)![2]);
    const call = inTrace.find((s) => s.name === "processor send_payout")!;
    expect(call).toBeDefined();
    expect(parentOf(call)).toBe(jobSpan.spanContext().spanId);
    expect(call.attributes["gateway.processor.connection"]).toBe(connectionId);
    expect(call.attributes["http.response.status_code"]).toBe(200);

    const sent = fake.kit.requests.find((r) => r.method === "POST" && r.path === "/v1/transfers")!;
    expect(sent.headers.traceparent).toMatch(TRACEPARENT);
    const [, sentTrace, sentParent] = TRACEPARENT.exec(sent.headers.traceparent)!;
    expect(sentTrace).toBe(traceId);
    expect(sentParent).toBe(call.spanContext().spanId);
  });

  it("a webhook delivery caused by an API request sends the receiver that request's trace", async () => {
    const seen = receiver.requests.length;
    const { requestId } = await testPayout({ "request-id": "obs-trace-webhook" });
    const traceId = spanOfRequest(requestId)!.spanContext().traceId;
    await drainJobs();
    const delivered = receiver.requests.slice(seen);
    expect(delivered.length).toBeGreaterThan(0);
    for (const request of delivered) {
      const header = String(request.headers.traceparent ?? "");
      expect(header).toMatch(TRACEPARENT);
      expect(TRACEPARENT.exec(header)![1]).toBe(traceId);
    }
    const deliverySpans = spans.getFinishedSpans().filter((s) => s.name === "job webhook.deliver" && s.spanContext().traceId === traceId);
    expect(deliverySpans.length).toBe(delivered.length);
  });

  it("an API request continues the caller's traceparent", async () => {
    const callerTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const { requestId } = await testPayout({ "request-id": "obs-trace-caller", traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` });
    const api = spanOfRequest(requestId)!;
    expect(api.spanContext().traceId).toBe(callerTrace);
    expect(parentOf(api)).toBe("00f067aa0ba902b7");
  });
});

describe("logs", () => {
  it("every line carries the request id (or the job id) and the trace id of what is running", async () => {
    const lines: string[] = [];
    setLogDestination(new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } }), "debug");
    let traceId = "";
    let id = "";
    try {
      ({ id } = await livePayout({ "request-id": "obs-log-request" }));
      traceId = spanOfRequest("obs-log-request")!.spanContext().traceId;
      await drainJobs();
    } finally {
      setLogDestination(undefined);
    }
    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const request = records.filter((r) => r.requestId === "obs-log-request");
    expect(request.length).toBeGreaterThan(0);
    for (const r of request) expect(r.traceId).toBe(traceId);
    // The job's lines (the processor call it made) name the job and carry the request's trace.
    const jobId = (await db().job.findFirstOrThrow({ where: { type: "payout.process", objectId: id } })).id;
    const jobLines = records.filter((r) => r.jobId === jobId);
    expect(jobLines.some((r) => r.msg === "processor call")).toBe(true);
    for (const r of jobLines) {
      expect(r.traceId).toBe(traceId);
      expect(r.spanId).toMatch(/^[0-9a-f]{16}$/);
    }
  });
});

describe("docs/grafana and docs/prometheus", () => {
  const root = path.resolve(import.meta.dirname, "../../..");
  /** gateway_* names in PromQL, without the _bucket/_sum/_count a histogram's series add. */
  const metricNames = (expr: string) =>
    [...expr.matchAll(/\b(gateway_[a-z0-9_]+|process_[a-z0-9_]+|nodejs_[a-z0-9_]+)\b/g)].map((m) => m[1].replace(/_(bucket|sum|count)$/, ""));

  it("the Grafana dashboard is valid JSON whose every query names metrics a scrape shows", async () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(root, "docs/grafana/gateway-dashboard.json"), "utf8"));
    const exprs: string[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") {
        for (const [k, x] of Object.entries(v)) {
          if (k === "expr" && typeof x === "string") exprs.push(x);
          else walk(x);
        }
      }
    };
    walk(dashboard);
    expect(exprs.length).toBeGreaterThan(10);
    const { names } = await samples();
    for (const expr of exprs) {
      const used = metricNames(expr);
      expect(used.length, expr).toBeGreaterThan(0);
      for (const name of used) expect(names.has(name) || names.has(`${name}_total`) ? name : `${name} (not in a scrape)`, expr).toBe(name);
    }
  });

  it("the alerting rules parse, each has a name, an expression, a severity and a summary, and names exported metrics", async () => {
    const yaml = createRequire(import.meta.url)("js-yaml") as { load(text: string): unknown };
    const doc = yaml.load(fs.readFileSync(path.join(root, "docs/prometheus/alerts.yml"), "utf8")) as {
      groups: Array<{ name: string; rules: Array<{ alert: string; expr: string; for?: string; labels: { severity: string }; annotations: { summary: string } }> }>;
    };
    const rules = doc.groups.flatMap((g) => g.rules);
    const { names } = await samples();
    expect(rules.map((r) => r.alert)).toEqual(expect.arrayContaining(["ProcessorCircuitOpen", "DeadJobs", "WebhookDeliveryLag", "ProcessorErrorRate", "ReconciliationExceptionsOpen"]));
    for (const rule of rules) {
      expect(rule.expr, rule.alert).toBeTruthy();
      expect(["page", "ticket"]).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).toBeTruthy();
      for (const name of metricNames(rule.expr)) {
        expect(names.has(name) ? name : `${name} (not in a scrape)`, rule.alert).toBe(name);
      }
    }
  });
});

describe("open reconciliation exceptions", () => {
  it("gateway_reconciliation_open_exceptions counts a connection's open exceptions: up when a run finds some, down when one is resolved", async () => {
    const shop = await createTestMerchant({ name: "Reconciled Shop" });
    const owner = { type: "dashboard" as const, userId: shop.user.id };
    const momo = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
    // A MoMo statement is a file: no processor is called, so the connection's base URL goes nowhere.
    const connection = await createConnection({ connector: "mtn_momo", mode: "test", credentials: { collection: momo(DEFAULT_MOMO_CREDENTIALS.collection), target_environment: "sandbox" }, baseUrl: "http://127.0.0.1:9", merchantId: shop.merchant.id });
    const labels = { connection: connection.id, connector: "mtn_momo", mode: "test" };
    const gauge = async () => (await samples()).values.get(key("gateway_reconciliation_open_exceptions", labels));
    expect(await gauge()).toBe(0);

    // Two payments MoMo settled that the gateway never made: two open exceptions.
    const statement = [
      "Id,External Transaction Id,Date,Status,Type,From,To,Amount,Currency,Fee,Currency,Balance,Currency",
      "900000001,5b3c8c1e-0000-4000-8000-000000000001,2026-11-01 10:00:00,SUCCESSFUL,DEBIT,FRI:256772000001/MSISDN,FRI:merchant.sp/USER,7000,UGX,0,UGX,,UGX",
      "900000002,5b3c8c1e-0000-4000-8000-000000000002,2026-11-01 11:00:00,SUCCESSFUL,DEBIT,FRI:256772000002/MSISDN,FRI:merchant.sp/USER,1500,UGX,0,UGX,,UGX",
    ].join("\r\n");
    const run = await runReconciliation({ connectionId: connection.id, from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-11-02T00:00:00Z"), startedBy: "cli", file: { name: "statement.csv", text: statement } });
    expect(run.exceptionCount).toBe(2);
    expect(await gauge()).toBe(2);

    const item = await db().reconciliationItem.findFirstOrThrow({ where: { runId: run.id, resolution: "open" } });
    await resolveReconciliationItem(db(), { merchantId: shop.merchant.id, mode: "test", actor: owner, itemId: item.id, note: "A sale MoMo took outside the gateway" });
    expect(await gauge()).toBe(1);
  });
});

// Last in the file: these replace the test's tracer provider.
describe("tracing without a collector", () => {
  afterAll(() => {
    delete process.env.OTEL_SDK_DISABLED;
    resetEnvForTests();
  });

  it("by default (no OTEL_EXPORTER_OTLP_ENDPOINT) keeps trace ids, flagged not sampled, for jobs, headers and logs", async () => {
    await startTracing({ force: true });
    const { id } = await testPayout();
    const job = await db().job.findFirstOrThrow({ where: { type: "payout.process", objectId: id } });
    expect(job.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
  });

  it("OTEL_SDK_DISABLED=true registers no tracer: no traceparent", async () => {
    process.env.OTEL_SDK_DISABLED = "true";
    resetEnvForTests();
    await startTracing({ force: true });
    const { id } = await testPayout();
    expect((await db().job.findFirstOrThrow({ where: { type: "payout.process", objectId: id } })).traceparent).toBeNull();
  });
});

function parentOf(span: ReadableSpan): string | undefined {
  return span.parentSpanContext?.spanId;
}
