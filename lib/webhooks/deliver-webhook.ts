import "server-only";
// The `webhook.deliver` job: one attempt of one delivery. Three steps, as payouts do:
// read what to send, send it with no transaction open (the HTTP call can take 15 s), then record
// the attempt, the delivery's next state and the endpoint's health in one transaction.
// A worker that dies between sending and recording leaves the job to run again after its lease:
// the receiver may get the event twice, with the same webhook-id (at least once, never lost).
//
// Statements per delivery (throughput): one read (delivery, endpoint and event joined)
// and, for a 2xx (the common case), one write: a single statement records the attempt, the
// delivery's new state, the endpoint's health and, when the worker handed us its job, the job's
// "done", all or nothing as one statement is, for every 2xx of the worker that is waiting to be
// recorded (group commit). A failure is one grouped statement too (the attempt, the delivery's
// retry, the endpoint's failing streak), and the worker settles its job as before; only turning
// the endpoint off, with its audit record, is a transaction of its own (lib/webhooks/endpoint-health.ts).
// The job's "done" is the queue's own SQL (lib/jobs/queue.ts finishJobsSql); the grouping of calls
// into one statement is lib/db/group-statements.ts.
import type { DbClient } from "@/lib/db";
import type { Event, WebhookDelivery, WebhookEndpoint } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { newId } from "@/lib/ids";
import { logger } from "@/lib/logger";
import type { JobResult, RunningJob } from "@/lib/jobs/job-types";
import { finishJobsSql } from "@/lib/jobs/queue";
import { groupStatements } from "@/lib/db/group-statements";
import { disableEndpointIfDue } from "@/lib/webhooks/endpoint-health";
import { activeSecrets } from "@/lib/webhooks/endpoints";
import { openEndpoint } from "@/lib/webhooks/endpoint-secrets";
import { webhookBody } from "@/lib/webhooks/payloads";
import { nextRetryDelayMs } from "@/lib/webhooks/retry-schedule";
import { sendWebhook, type SendOutcome } from "@/lib/webhooks/send-webhook";
import { traceHeaders } from "@/lib/telemetry/tracing";
import { signatureHeaders } from "@/lib/webhooks/signing";

export const WEBHOOK_USER_AGENT = "Gateway-Webhooks/1.0";

/**
 * Test seams: DNS and the clock. `job`: the worker's job running this delivery; given, a 2xx
 * writes the job's "done" in the statement that records the attempt (and returns "settled").
 */
export type DeliverOptions = { lookup?: (host: string) => Promise<string[]>; now?: () => Date; job?: Pick<RunningJob, "id" | "lockedBy"> };

type DeliveryRow = Pick<WebhookDelivery, "id" | "status" | "attempts" | "endpointId" | "merchantId">;
type EndpointRow = Pick<WebhookEndpoint, "id" | "mode" | "url" | "enabled" | "payloadVersion" | "secret" | "previousSecret" | "previousSecretExpiresAt">;
type EventRow = Pick<Event, "id" | "merchantId" | "type" | "objectType" | "objectId" | "mode" | "payload" | "createdAt">;

type Found = { delivery: DeliveryRow; endpoint: EndpointRow; event: EventRow };

/**
 * The delivery with its endpoint and event: one statement instead of Prisma's three for an
 * include, shared with the other deliveries this worker starts meanwhile (grouped, below).
 */
const readDelivery = groupStatements<string, Found | null>(100, async (database, deliveryIds) => {
  const rows = await database.$queryRaw<
    (DeliveryRow & { eventId: string; url: string; endpointMode: EndpointRow["mode"]; enabled: boolean; payloadVersion: EndpointRow["payloadVersion"] } & Pick<EndpointRow, "secret" | "previousSecret" | "previousSecretExpiresAt"> &
      Pick<EventRow, "type" | "objectType" | "objectId" | "mode" | "payload" | "createdAt">)[]
  >`
    SELECT d.id, d."merchantId", d.status::text AS status, d.attempts, d."endpointId", d."eventId",
      w.url, w.mode::text AS "endpointMode", w.enabled, w."payloadVersion"::text AS "payloadVersion", w.secret, w."previousSecret", w."previousSecretExpiresAt",
      e.type, e."objectType", e."objectId", e.mode::text AS mode, e.payload, e."createdAt"
    FROM "WebhookDelivery" d
    JOIN "WebhookEndpoint" w ON w.id = d."endpointId"
    JOIN "Event" e ON e.id = d."eventId"
    WHERE d.id = ANY(${deliveryIds}::text[])`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return deliveryIds.map((id) => {
    const row = byId.get(id);
    return row ? foundOf(row) : null;
  });
});

function foundOf(row: DeliveryRow & { eventId: string; url: string; endpointMode: EndpointRow["mode"] } & Omit<EndpointRow, "id" | "mode" | "url"> & Omit<EventRow, "id">): Found {
  return {
    delivery: { id: row.id, merchantId: row.merchantId, status: row.status, attempts: row.attempts, endpointId: row.endpointId },
    endpoint: {
      id: row.endpointId,
      mode: row.endpointMode,
      url: row.url,
      enabled: row.enabled,
      payloadVersion: row.payloadVersion,
      secret: row.secret,
      previousSecret: row.previousSecret,
      previousSecretExpiresAt: row.previousSecretExpiresAt,
    },
    event: { id: row.eventId, merchantId: row.merchantId, type: row.type, objectType: row.objectType, objectId: row.objectId, mode: row.mode, payload: row.payload, createdAt: row.createdAt },
  };
}

export async function deliverWebhook(deliveryId: string, database: DbClient, options: DeliverOptions = {}): Promise<JobResult> {
  const found = await readDelivery(database, deliveryId);
  if (!found || found.delivery.status !== "pending") return "done"; // deleted, or finished by another run
  const { delivery, event } = found;
  const endpoint = openEndpoint(found.endpoint);
  if (!endpoint.enabled) {
    await finishUnsent(database, delivery, "not sent: the endpoint is disabled");
    return "done";
  }
  const payment =
    event.objectType === "payment"
      ? await database.payment.findUnique({ where: { id: event.objectId, merchantId: event.merchantId }, include: { splits: { where: { merchantId: event.merchantId } } } })
      : null;
  const body = webhookBody(endpoint.payloadVersion, event, payment);
  if (body === null) {
    await finishUnsent(database, delivery, `not sent: the v1 format has no event for ${event.type}`);
    return "done";
  }
  const now = options.now?.() ?? new Date();
  const headers = {
    "content-type": "application/json",
    "user-agent": WEBHOOK_USER_AGENT,
    ...signatureHeaders({ id: event.id, timestamp: Math.floor(now.getTime() / 1000), body, secrets: activeSecrets(endpoint, now) }),
    // The receiver may join its logs to this delivery's trace (it is not signed: a hint only).
    ...traceHeaders(),
  };
  const config = env();
  const rules = { allowHttp: endpoint.mode === "test", allowPrivate: endpoint.mode === "test" && config.ALLOW_PRIVATE_WEBHOOK_URLS === "1" };
  const outcome = await sendWebhook({ url: endpoint.url, headers, body, timeoutMs: config.WEBHOOK_TIMEOUT_MS, ...rules, lookup: options.lookup });
  const request = { url: endpoint.url, headers, body };
  const at = options.now?.() ?? new Date();
  if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
    const { job } = options;
    const finished = await recordSuccess(database, { ...attemptFields(delivery, endpoint.id, request, outcome, at), jobId: job?.id ?? null, lockedBy: job?.lockedBy ?? null });
    if (!job) return "done";
    if (!finished) logger().warn({ jobId: job.id, type: "webhook.deliver" }, "job lease lost before its result was written");
    return "settled";
  }
  return recordAttempt(database, delivery, endpoint, request, outcome, at);
}

/** One attempt as the statements below write it, a success or a failure. */
type AttemptFields = {
  attemptId: string;
  deliveryId: string;
  /** The delivery's merchant: the statements name it for every table they touch. */
  merchantId: string;
  /** The delivery's attempts before this one: the round we sent (a resend meanwhile wins). */
  attemptsBefore: number;
  endpointId: string;
  url: string;
  headers: string;
  body: string;
  /** null: no answer (timeout, refused connection, SSRF refusal). */
  status: number | null;
  responseBody: string | null;
  durationMs: number;
  /** UTC, as Prisma stores DateTime; the column has no time zone. */
  at: string;
};

function attemptFields(delivery: DeliveryRow, endpointId: string, request: { url: string; headers: Record<string, string>; body: string }, outcome: SendOutcome, at: Date): AttemptFields {
  return {
    attemptId: newId("wha"),
    deliveryId: delivery.id,
    merchantId: delivery.merchantId,
    attemptsBefore: delivery.attempts,
    endpointId,
    url: request.url,
    headers: JSON.stringify(request.headers),
    body: request.body,
    status: outcome.status,
    responseBody: outcome.body,
    durationMs: outcome.durationMs,
    at: at.toISOString(),
  };
}

/** One 2xx to record: what recordSuccesses writes for it. */
type Success = AttemptFields & { jobId: string | null; lockedBy: string | null };

/**
 * A 2xx: the attempt, the delivery succeeded, the endpoint's failing streak cleared, and the job
 * done if this worker still holds it, with the other 2xx waiting to be recorded. True when the job
 * was ours to finish.
 */
const recordSuccess = groupStatements<Success, boolean>(100, async (database, rows) => {
  const finished = await recordSuccesses(database, rows);
  return rows.map((r) => r.jobId !== null && finished.has(r.jobId));
});

/**
 * The statement: data-modifying CTEs over the batch's rows run in one snapshot and commit together;
 * a worker that dies before it leaves all of them undone (sent again: at least once). An attempt
 * whose delivery was deleted meanwhile is skipped (the join), so one row cannot fail the batch.
 */
async function recordSuccesses(database: DbClient, rows: Success[]): Promise<Set<string>> {
  const col = <K extends keyof Success>(key: K) => rows.map((r) => r[key]);
  const done = await database.$queryRaw<{ id: string }[]>`
    WITH input AS (
      SELECT * FROM unnest(
        ${col("attemptId")}::text[], ${col("deliveryId")}::text[], ${col("attemptsBefore")}::int[], ${col("endpointId")}::text[],
        ${col("url")}::text[], ${col("headers")}::jsonb[], ${col("body")}::text[], ${col("status")}::int[], ${col("responseBody")}::text[],
        ${col("durationMs")}::int[], ${col("at")}::timestamp(3)[], ${col("jobId")}::text[], ${col("lockedBy")}::text[], ${col("merchantId")}::text[]
      ) AS t("attemptId", "deliveryId", "attemptsBefore", "endpointId", url, headers, body, status, "responseBody", "durationMs", at, "jobId", "lockedBy", "merchantId")
    ), attempt AS (
      INSERT INTO "WebhookAttempt" (id, "deliveryId", "merchantId", "requestUrl", "requestHeaders", "requestBody", "responseStatus", "responseBody", "durationMs", error, "createdAt")
      SELECT i."attemptId", i."deliveryId", d."merchantId", i.url, i.headers, i.body, i.status, i."responseBody", i."durationMs", NULL, i.at
      FROM input i JOIN "WebhookDelivery" d ON d.id = i."deliveryId" AND d."merchantId" = i."merchantId"
    ), delivery AS (
      UPDATE "WebhookDelivery" d SET status = 'succeeded', attempts = i."attemptsBefore" + 1, "lastAttemptAt" = i.at,
        "lastStatusCode" = i.status, "lastError" = NULL, "nextAttemptAt" = NULL, "updatedAt" = i.at
      FROM input i WHERE d."merchantId" = i."merchantId" AND d.id = i."deliveryId" AND d.status = 'pending' AND d.attempts = i."attemptsBefore"
    ), endpoint AS (
      UPDATE "WebhookEndpoint" w SET "failingSince" = NULL, "updatedAt" = i.at
      FROM (SELECT "endpointId", "merchantId", max(at) AS at FROM input GROUP BY "endpointId", "merchantId") i
      WHERE w."merchantId" = i."merchantId" AND w.id = i."endpointId" AND w."failingSince" IS NOT NULL
    ), job AS (
      ${finishJobsSql("input")}
    )
    SELECT id FROM job`;
  return new Set(done.map((r) => r.id));
}

/** One failed attempt (no answer, or not a 2xx) to record: what recordFailures writes for it. */
type Failure = AttemptFields & {
  error: string;
  /** "pending" (retried at nextAttemptAt) or "failed" (410, or the schedule is over). */
  deliveryStatus: "pending" | "failed";
  nextAttemptAt: string | null;
  gone: boolean;
};

async function recordAttempt(
  database: DbClient,
  delivery: DeliveryRow,
  endpoint: Pick<WebhookEndpoint, "id">,
  request: { url: string; headers: Record<string, string>; body: string },
  outcome: SendOutcome,
  now: Date,
): Promise<JobResult> {
  const config = env();
  const gone = outcome.status === 410;
  const attempts = delivery.attempts + 1;
  const delay = gone ? null : nextRetryDelayMs(config.webhookRetryScheduleMs, attempts, outcome.retryAfterMs);
  const failure: Failure = {
    ...attemptFields(delivery, endpoint.id, request, outcome, now),
    error: outcome.error ?? `the endpoint answered ${outcome.status}`,
    deliveryStatus: delay === null ? "failed" : "pending",
    nextAttemptAt: delay === null ? null : new Date(now.getTime() + delay).toISOString(),
    gone,
  };
  const dueToDisable = await recordFailure(database, failure);
  // Rare (410 Gone, or a streak of WEBHOOK_DISABLE_AFTER_MS): turning the endpoint off, with its
  // audit record, is its own small transaction, which checks again and writes once.
  if (dueToDisable) await disableEndpointIfDue(database, { id: endpoint.id, merchantId: delivery.merchantId }, { gone, now, disableAfterMs: config.WEBHOOK_DISABLE_AFTER_MS });
  return delay === null ? "done" : { retryInMs: delay };
}

/**
 * Failures, grouped as successes are (the retry storm): while a receiver is down every
 * due delivery fails at once, and each used to be a transaction of five statements holding a
 * connection; the soak's ten-minute outage had the workers holding all of PostgreSQL's connections
 * and verify's p99 at seconds. True for a call whose endpoint may be due to be turned off (410, or
 * a failing streak as long as WEBHOOK_DISABLE_AFTER_MS), as read in the statement's snapshot.
 */
const recordFailure = groupStatements<Failure, boolean>(100, async (database, rows) => {
  const due = await recordFailures(database, rows, env().WEBHOOK_DISABLE_AFTER_MS);
  return rows.map((r) => due.has(r.endpointId));
});

/**
 * The statement: the attempts, the deliveries' next state (a resend or another run that changed
 * a delivery meanwhile wins: the attempt count in the filter), and each endpoint's failing streak
 * started where none runs, all or nothing. It returns the endpoints that are on and due to be
 * turned off; that, with its audit record, is disableEndpointIfDue's.
 */
async function recordFailures(database: DbClient, rows: Failure[], disableAfterMs: number): Promise<Set<string>> {
  const col = <K extends keyof Failure>(key: K) => rows.map((r) => r[key]);
  const due = await database.$queryRaw<{ id: string }[]>`
    WITH input AS (
      SELECT * FROM unnest(
        ${col("attemptId")}::text[], ${col("deliveryId")}::text[], ${col("attemptsBefore")}::int[], ${col("endpointId")}::text[],
        ${col("url")}::text[], ${col("headers")}::jsonb[], ${col("body")}::text[], ${col("status")}::int[], ${col("responseBody")}::text[],
        ${col("durationMs")}::int[], ${col("error")}::text[], ${col("at")}::timestamp(3)[], ${col("deliveryStatus")}::text[],
        ${col("nextAttemptAt")}::timestamp(3)[], ${col("gone")}::boolean[], ${col("merchantId")}::text[]
      ) AS t("attemptId", "deliveryId", "attemptsBefore", "endpointId", url, headers, body, status, "responseBody", "durationMs", error, at, "deliveryStatus", "nextAttemptAt", gone, "merchantId")
    ), attempt AS (
      INSERT INTO "WebhookAttempt" (id, "deliveryId", "merchantId", "requestUrl", "requestHeaders", "requestBody", "responseStatus", "responseBody", "durationMs", error, "createdAt")
      SELECT i."attemptId", i."deliveryId", d."merchantId", i.url, i.headers, i.body, i.status, i."responseBody", i."durationMs", i.error, i.at
      FROM input i JOIN "WebhookDelivery" d ON d.id = i."deliveryId" AND d."merchantId" = i."merchantId"
    ), delivery AS (
      UPDATE "WebhookDelivery" d SET status = i."deliveryStatus"::"WebhookDeliveryStatus", attempts = i."attemptsBefore" + 1, "lastAttemptAt" = i.at,
        "lastStatusCode" = i.status, "lastError" = i.error, "nextAttemptAt" = i."nextAttemptAt", "updatedAt" = i.at
      FROM input i WHERE d."merchantId" = i."merchantId" AND d.id = i."deliveryId" AND d.status = 'pending' AND d.attempts = i."attemptsBefore"
    ), per_endpoint AS (
      SELECT "endpointId", "merchantId", min(at) AS first_at, max(at) AS last_at, bool_or(gone) AS gone FROM input GROUP BY "endpointId", "merchantId"
    ), streak AS (
      UPDATE "WebhookEndpoint" w SET "failingSince" = e.first_at, "updatedAt" = e.last_at
      FROM per_endpoint e WHERE w."merchantId" = e."merchantId" AND w.id = e."endpointId" AND w."failingSince" IS NULL
    )
    SELECT w.id FROM "WebhookEndpoint" w JOIN per_endpoint e ON e."endpointId" = w.id AND w."merchantId" = e."merchantId"
    WHERE w.enabled AND (e.gone OR (w."failingSince" IS NOT NULL AND e.last_at - w."failingSince" >= ${disableAfterMs}::float8 * interval '1 millisecond'))`;
  return new Set(due.map((r) => r.id));
}

/** A delivery that will not be sent (endpoint off, or no body in its format): failed, with why. */
async function finishUnsent(database: DbClient, delivery: DeliveryRow, reason: string) {
  await database.webhookDelivery.updateMany({
    where: { id: delivery.id, merchantId: delivery.merchantId, status: "pending", attempts: delivery.attempts },
    data: { status: "failed", lastError: reason, nextAttemptAt: null },
  });
}
