import "server-only";
// The gauges /metrics reads from the database at scrape time (docs/operations.md). They
// are global (every process reads the same rows): with several processes, aggregate them with max(),
// not sum(). One grouped statement each. Counting a million payments by status takes about 0.3 s
// (docs/operations.md "Cost of a scrape"), so a process reads them at most once per
// METRICS_DATABASE_MAX_AGE_MS (30 s) and concurrent scrapes share one reading.
import { Gauge } from "prom-client";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { circuitStates, type CircuitState } from "@/lib/processors/connection-health";
import { credentialsProblem, enabledConnections } from "@/lib/processors/connections";
import { registry } from "@/lib/telemetry/metrics";

const CIRCUIT_STATES: readonly CircuitState[] = ["closed", "open", "half_open"];

type CountRow = { mode: string; status: string; n: bigint };
type JobRow = { type: string; status: string; n: bigint; oldest_due: Date | null };
type ReconciliationRow = { connection: string; connector: string; mode: string; n: bigint };

const state = ((globalThis as Record<symbol, unknown>)[Symbol.for("gateway.metrics.databaseRead")] ??= { readAt: 0, reading: undefined }) as {
  readAt: number;
  reading: Promise<void> | undefined;
};

/**
 * Refreshes the gauges when the last reading is older than METRICS_DATABASE_MAX_AGE_MS. Started by the
 * scrape before the registry renders (the gauges' own collect() would run one statement per gauge).
 */
export async function readDatabaseGauges(): Promise<void> {
  if (Date.now() - state.readAt < env().METRICS_DATABASE_MAX_AGE_MS) return;
  state.reading ??= readNow().finally(() => {
    state.reading = undefined;
  });
  return state.reading;
}

async function readNow(): Promise<void> {
  const started = Date.now();
  const database = db();
  const [payments, payouts, webhooks, jobs, circuits, reconciliation, connections] = await Promise.all([
    database.$queryRaw<CountRow[]>`SELECT mode::text, status::text, count(*) AS n FROM "Payment" GROUP BY mode, status`,
    database.$queryRaw<CountRow[]>`SELECT mode::text, status::text, count(*) AS n FROM "Payout" GROUP BY mode, status`,
    database.$queryRaw<Array<{ n: bigint; oldest: Date | null }>>`
      SELECT count(*) AS n, min("createdAt") AS oldest FROM "WebhookDelivery" WHERE status = 'pending'`,
    // Done jobs are history: only the queue (queued, running) and the dead are read.
    database.$queryRaw<JobRow[]>`
      SELECT type, status::text, count(*) AS n, min("runAt") FILTER (WHERE status = 'queued' AND "runAt" <= now()) AS oldest_due
      FROM "Job" WHERE status IN ('queued', 'running', 'dead') GROUP BY type, status`,
    circuitStates(),
    // Open (unresolved) reconciliation exceptions per connection: every enabled connection has a line (0
    // when none are open, so the alert clears when the last is resolved), and a disabled connection only
    // while it still has open ones. Labels stay bounded by the connections table, never by runs or items.
    database.$queryRaw<ReconciliationRow[]>`
      SELECT c.id AS connection, c.connector, c.mode::text AS mode, count(i.id) AS n
      FROM "ProcessorConnection" c
      LEFT JOIN "ReconciliationRun" r ON r."connectionId" = c.id
      LEFT JOIN "ReconciliationItem" i ON i."runId" = r.id AND i.resolution = 'open'
      GROUP BY c.id, c.connector, c.mode, c.enabled
      HAVING c.enabled OR count(i.id) > 0`,
    enabledConnections(),
  ]);
  const now = Date.now();

  paymentsGauge.reset();
  for (const row of payments) paymentsGauge.set({ mode: row.mode, status: row.status }, Number(row.n));
  payoutsGauge.reset();
  for (const row of payouts) payoutsGauge.set({ mode: row.mode, status: row.status }, Number(row.n));

  webhookPending.set(Number(webhooks[0]?.n ?? 0));
  const oldestWebhook = webhooks[0]?.oldest;
  webhookLag.set(oldestWebhook ? Math.max(0, (now - oldestWebhook.getTime()) / 1000) : 0);

  jobsGauge.reset();
  jobOldestDue.reset();
  const oldestByType = new Map<string, number>();
  for (const row of jobs) {
    jobsGauge.set({ type: row.type, status: row.status }, Number(row.n));
    if (row.oldest_due) oldestByType.set(row.type, Math.min(oldestByType.get(row.type) ?? Infinity, row.oldest_due.getTime()));
  }
  for (const type of new Set(jobs.map((r) => r.type))) {
    const oldest = oldestByType.get(type);
    jobOldestDue.set({ type }, oldest === undefined ? 0 : Math.max(0, (now - oldest) / 1000));
  }

  circuitGauge.reset();
  for (const c of circuits) {
    for (const each of CIRCUIT_STATES) circuitGauge.set({ connection: c.connectionId, connector: c.connector, mode: c.mode, state: each }, c.state === each ? 1 : 0);
  }
  // Every enabled connection has a line: 1 while this process cannot decrypt its credentials (routing skips it).
  credentialsUnreadable.reset();
  for (const c of connections) credentialsUnreadable.set({ connection: c.id, connector: c.connector, mode: c.mode }, credentialsProblem(c) === null ? 0 : 1);
  reconciliationOpen.reset();
  for (const row of reconciliation) reconciliationOpen.set({ connection: row.connection, connector: row.connector, mode: row.mode }, Number(row.n));
  readSeconds.set((Date.now() - started) / 1000);
  state.readAt = Date.now();
}

// Created once per process, on globalThis, with the registry (lib/telemetry/metrics.ts says why).
function createGauges() {
  return {
    paymentsGauge: new Gauge({
      name: "gateway_payments",
      help: "Payments by mode and status (all time), read from the database at scrape time",
      labelNames: ["mode", "status"] as const,
      registers: [registry],
    }),
    payoutsGauge: new Gauge({
      name: "gateway_payouts",
      help: "Payouts by mode and status (all time), read from the database at scrape time",
      labelNames: ["mode", "status"] as const,
      registers: [registry],
    }),
    webhookPending: new Gauge({
      name: "gateway_webhook_deliveries_pending",
      help: "Webhook deliveries not yet delivered nor given up (waiting for their next attempt)",
      registers: [registry],
    }),
    webhookLag: new Gauge({
      name: "gateway_webhook_oldest_pending_seconds",
      help: "Age of the oldest webhook delivery still pending (0 when none): how far behind deliveries are",
      registers: [registry],
    }),
    jobsGauge: new Gauge({
      name: "gateway_jobs",
      help: "Jobs by type and status: queued (waiting, due or not), running, dead (gave up, waiting for a person)",
      labelNames: ["type", "status"] as const,
      registers: [registry],
    }),
    jobOldestDue: new Gauge({
      name: "gateway_job_oldest_due_seconds",
      help: "How long the oldest due, unclaimed job of each type has waited past its runAt (0 when none): the queue's lag",
      labelNames: ["type"] as const,
      registers: [registry],
    }),
    circuitGauge: new Gauge({
      name: "gateway_processor_circuit_state",
      help: "Each enabled connection's circuit breaker: 1 for its current state (closed, open, half_open), 0 for the others",
      labelNames: ["connection", "connector", "mode", "state"] as const,
      registers: [registry],
    }),
    credentialsUnreadable: new Gauge({
      name: "gateway_processor_credentials_unreadable",
      help: "Each enabled connection: 1 when this process cannot decrypt its credentials (sealed under another ENCRYPTION_KEY), so routing skips it; 0 otherwise",
      labelNames: ["connection", "connector", "mode"] as const,
      registers: [registry],
    }),
    reconciliationOpen: new Gauge({
      name: "gateway_reconciliation_open_exceptions",
      help: "Reconciliation exceptions not yet resolved by a person, per processor connection (0 for an enabled connection with none)",
      labelNames: ["connection", "connector", "mode"] as const,
      registers: [registry],
    }),
    readSeconds: new Gauge({
      name: "gateway_metrics_database_read_seconds",
      help: "How long the last reading of the database gauges took (what a scrape costs the database)",
      registers: [registry],
    }),
  };
}
const gauges = ((globalThis as Record<symbol, unknown>)[Symbol.for("gateway.metrics.database")] ??= createGauges()) as ReturnType<typeof createGauges>;
const { paymentsGauge, payoutsGauge, webhookPending, webhookLag, jobsGauge, jobOldestDue, circuitGauge, credentialsUnreadable, reconciliationOpen, readSeconds } = gauges;
