import "server-only";
// The `webhook.deliver` job (issue 11): one attempt of one delivery. Three steps, as payouts do:
// read what to send, send it with no transaction open (the HTTP call can take 15 s), then record
// the attempt, the delivery's next state and the endpoint's health in one transaction.
// A worker that dies between sending and recording leaves the job to run again after its lease:
// the receiver may get the event twice, with the same webhook-id (at least once, never lost).
import type { DbClient } from "@/lib/db";
import type { Prisma, WebhookDelivery, WebhookEndpoint } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { newId } from "@/lib/ids";
import { logger } from "@/lib/logger";
import { recordAudit } from "@/lib/audit/record-audit";
import type { JobResult } from "@/lib/jobs/handlers";
import { activeSecrets } from "@/lib/webhooks/endpoints";
import { openEndpoint } from "@/lib/webhooks/endpoint-secrets";
import { webhookBody } from "@/lib/webhooks/payloads";
import { nextRetryDelayMs } from "@/lib/webhooks/retry-schedule";
import { sendWebhook, type SendOutcome } from "@/lib/webhooks/send-webhook";
import { signatureHeaders } from "@/lib/webhooks/signing";

export const WEBHOOK_USER_AGENT = "Gateway-Webhooks/1.0";

export const GONE_REASON = "The endpoint answered 410 Gone, so the gateway turned it off.";
export const failingReason = (ms: number) =>
  `Every delivery failed for ${Math.round(ms / 3_600_000)} hours in a row, so the gateway turned the endpoint off. Fix the receiver, turn it on again and replay the failed deliveries.`;

/** Test seams: DNS and the clock. */
export type DeliverOptions = { lookup?: (host: string) => Promise<string[]>; now?: () => Date };

export async function deliverWebhook(deliveryId: string, database: DbClient, options: DeliverOptions = {}): Promise<JobResult> {
  const delivery = await database.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: true, event: true } });
  if (!delivery || delivery.status !== "pending") return "done"; // deleted, or finished by another run
  const { event } = delivery;
  const endpoint = openEndpoint(delivery.endpoint);
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
  };
  const config = env();
  const rules = { allowHttp: endpoint.mode === "test", allowPrivate: endpoint.mode === "test" && config.ALLOW_PRIVATE_WEBHOOK_URLS === "1" };
  const outcome = await sendWebhook({ url: endpoint.url, headers, body, timeoutMs: config.WEBHOOK_TIMEOUT_MS, ...rules, lookup: options.lookup });
  return recordAttempt(database, delivery, endpoint, { url: endpoint.url, headers, body }, outcome, options.now?.() ?? new Date());
}

async function recordAttempt(
  database: DbClient,
  delivery: WebhookDelivery,
  endpoint: WebhookEndpoint,
  request: { url: string; headers: Record<string, string>; body: string },
  outcome: SendOutcome,
  now: Date,
): Promise<JobResult> {
  const config = env();
  const succeeded = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const gone = outcome.status === 410;
  const attempts = delivery.attempts + 1;
  const delay = succeeded || gone ? null : nextRetryDelayMs(config.webhookRetryScheduleMs, attempts, outcome.retryAfterMs);
  const status = succeeded ? "succeeded" : delay === null ? "failed" : "pending";
  const error = outcome.error ?? (succeeded ? null : `the endpoint answered ${outcome.status}`);
  await database.$transaction(async (tx) => {
    await tx.webhookAttempt.create({
      data: {
        id: newId("wha"),
        deliveryId: delivery.id,
        merchantId: delivery.merchantId,
        requestUrl: request.url,
        requestHeaders: request.headers as Prisma.InputJsonValue,
        requestBody: request.body,
        responseStatus: outcome.status,
        responseBody: outcome.body,
        durationMs: outcome.durationMs,
        error,
        createdAt: now,
      },
    });
    // The attempt count in the filter: a resend or another run that changed the delivery meanwhile wins.
    await tx.webhookDelivery.updateMany({
      where: { id: delivery.id, status: "pending", attempts: delivery.attempts },
      data: {
        status,
        attempts,
        lastAttemptAt: now,
        lastStatusCode: outcome.status,
        lastError: error,
        nextAttemptAt: delay === null ? null : new Date(now.getTime() + delay),
      },
    });
    await updateEndpointHealth(tx, endpoint.id, { succeeded, gone, now, disableAfterMs: config.WEBHOOK_DISABLE_AFTER_MS });
  });
  return status === "pending" ? { retryInMs: delay! } : "done";
}

/**
 * A success clears the endpoint's failing streak; a failure starts one (or continues it). 410
 * Gone turns the endpoint off at once, and so does a streak as long as WEBHOOK_DISABLE_AFTER_MS
 * (5 days); the dashboard shows why (disabledReason).
 */
async function updateEndpointHealth(
  tx: Prisma.TransactionClient,
  endpointId: string,
  result: { succeeded: boolean; gone: boolean; now: Date; disableAfterMs: number },
) {
  if (result.succeeded) {
    await tx.webhookEndpoint.updateMany({ where: { id: endpointId, failingSince: { not: null } }, data: { failingSince: null } });
    return;
  }
  await tx.webhookEndpoint.updateMany({ where: { id: endpointId, failingSince: null }, data: { failingSince: result.now } });
  const endpoint = await tx.webhookEndpoint.findUnique({ where: { id: endpointId } });
  if (!endpoint || !endpoint.enabled) return;
  const streakMs = result.now.getTime() - (endpoint.failingSince ?? result.now).getTime();
  const reason = result.gone ? GONE_REASON : streakMs >= result.disableAfterMs ? failingReason(streakMs) : null;
  if (!reason) return;
  await tx.webhookEndpoint.update({ where: { id: endpointId }, data: { enabled: false, disabledReason: reason, disabledAt: result.now } });
  await recordAudit(tx, {
    merchantId: endpoint.merchantId,
    actor: { type: "system" },
    mode: endpoint.mode,
    action: "webhook_endpoint.disabled",
    targetId: endpoint.id,
    details: { reason },
  });
  logger().warn({ endpointId, merchantId: endpoint.merchantId, reason }, "webhook endpoint disabled");
}

/** A delivery that will not be sent (endpoint off, or no body in its format): failed, with why. */
async function finishUnsent(database: DbClient, delivery: WebhookDelivery, reason: string) {
  await database.webhookDelivery.updateMany({
    where: { id: delivery.id, status: "pending", attempts: delivery.attempts },
    data: { status: "failed", lastError: reason, nextAttemptAt: null },
  });
}

/** Attempts older than this are deleted by the worker's hourly sweep. */
export const ATTEMPT_RETENTION_MS = 30 * 86_400_000;

export async function purgeOldWebhookAttempts(database: DbClient, now = new Date()): Promise<number> {
  const { count } = await database.webhookAttempt.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - ATTEMPT_RETENTION_MS) } } });
  return count;
}
