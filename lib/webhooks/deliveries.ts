import "server-only";
// A merchant's view of its webhook deliveries: the log per endpoint with its filter,
// one delivery with every attempt's request and answer, "Resend" for one, "Replay all failed
// since…" for an endpoint, and the test event. The API and the dashboard both call these.
import type { Db } from "@/lib/db";
import type { Prisma, WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";
import { findWebhookEndpoint, type Scope } from "@/lib/webhooks/endpoints";
import { TEST_EVENT_TYPE } from "@/lib/catalog/event-types";
import { enqueueDeliveryJobs, queueWebhookDeliveries } from "@/lib/events/queue-deliveries";
import type { z } from "zod";
import type { webhookDeliverySummarySchema } from "@/lib/schemas/responses/webhooks";
import { authorizeActor } from "@/lib/team/authorize-actor";

const DELIVERY_ID = /^whd_[0-9A-Za-z]{22}$/;
export const DELIVERY_STATUSES: readonly WebhookDeliveryStatus[] = ["pending", "succeeded", "failed"];

type EndpointScope = Scope & { endpointId: string; otherMode: OtherModeAnswer };

export async function listWebhookDeliveries(
  db: Db,
  scope: EndpointScope,
  query: { status?: string; event_type?: string; cursor?: string; per_page: number },
) {
  const endpoint = await findWebhookEndpoint(db, { ...scope, id: scope.endpointId });
  if (query.status !== undefined && !(DELIVERY_STATUSES as readonly string[]).includes(query.status)) {
    const message = `must be one of ${DELIVERY_STATUSES.join(", ")}`;
    throw new ApiError("INVALID_VALUE", `status ${message}`, [{ field: "status", message }]);
  }
  const where: Prisma.WebhookDeliveryWhereInput = {
    // The merchant as well as its endpoint: one shard on a database sharded by merchant.
    merchantId: endpoint.merchantId,
    endpointId: endpoint.id,
    ...(query.status ? { status: query.status as WebhookDeliveryStatus } : {}),
    ...(query.event_type ? { eventType: query.event_type } : {}),
  };
  const cursorScope: CursorScope = { list: "webhook deliveries", merchantId: endpoint.merchantId, mode: endpoint.mode, filters: where };
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, cursorScope);
  const position = cursor ? cursorPosition(cursor) : null;
  const order = position?.order ?? "desc";
  const fetched = await db.webhookDelivery.findMany({
    where: position ? { AND: [where, position.where] } : where,
    orderBy: [{ createdAt: order }, { id: order }],
    take: query.per_page + 1,
    // attempts_total counts the log, not the round.
    include: { _count: { select: { attemptsLog: { where: { merchantId: endpoint.merchantId } } } } },
  });
  return cursorPage(fetched, cursor, query.per_page, cursorScope);
}

export async function findWebhookDelivery(db: Db, scope: Scope & { id: string; otherMode: OtherModeAnswer }) {
  const delivery = DELIVERY_ID.test(scope.id)
    ? await db.webhookDelivery.findUnique({ where: { id: scope.id, merchantId: scope.merchantId }, include: { attemptsLog: { where: { merchantId: scope.merchantId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } } })
    : null;
  if (!delivery || delivery.merchantId !== scope.merchantId) throw new ApiError("NOT_FOUND", "webhook delivery not found");
  if (delivery.mode !== scope.mode) throw otherModeError("webhook delivery", delivery.mode, scope.otherMode);
  return delivery;
}

/**
 * Sends a finished delivery again: a new round of the schedule from the first attempt, with the
 * same event and webhook-id (a receiver that de-duplicates keeps the first one it processed).
 */
export async function resendWebhookDelivery(tx: Prisma.TransactionClient, scope: Scope & { id: string; otherMode: OtherModeAnswer }, actor: AuditActor) {
  await authorizeActor(tx, { actor: actor, merchantId: scope.merchantId, action: "webhooks.manage" });
  const delivery = await findWebhookDelivery(tx, scope);
  // One queued round at a time. The dashboard disables Resend while pending;
  // two tabs racing are settled by the conditional update below (the second finds it pending).
  if (delivery.status === "pending") throw deliveryPendingError();
  const endpoint = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id: delivery.endpointId } });
  if (!endpoint.enabled) throw new ApiError("INVALID_STATE", "the endpoint is disabled; enable it before resending");
  const { count } = await tx.webhookDelivery.updateMany({
    where: { id: delivery.id, status: delivery.status, attempts: delivery.attempts },
    data: { status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null },
  });
  if (count === 0) throw deliveryPendingError();
  await enqueueDeliveryJobs(tx, [delivery]);
  await recordAudit(tx, { merchantId: scope.merchantId, actor, mode: scope.mode, action: "webhook_delivery.resent", targetId: delivery.id });
  return tx.webhookDelivery.findUniqueOrThrow({
    where: { id: delivery.id, merchantId: scope.merchantId },
    include: { attemptsLog: { where: { merchantId: scope.merchantId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });
}

function deliveryPendingError() {
  return new ApiError("INVALID_STATE", "this delivery is already queued; resend it once it succeeded or failed", { status: "pending" });
}

/** At most this many deliveries are replayed by one request; the answer says when more are left. */
export const REPLAY_LIMIT = 1000;

/** Every failed delivery of an endpoint created since `since`, sent again (oldest first). */
export async function replayFailedWebhookDeliveries(tx: Prisma.TransactionClient, scope: EndpointScope, since: Date, actor: AuditActor) {
  await authorizeActor(tx, { actor: actor, merchantId: scope.merchantId, action: "webhooks.manage" });
  const endpoint = await findWebhookEndpoint(tx, { ...scope, id: scope.endpointId });
  if (!endpoint.enabled) throw new ApiError("INVALID_STATE", "the endpoint is disabled; enable it before replaying");
  const failed = await tx.webhookDelivery.findMany({
    where: { endpointId: endpoint.id, status: "failed", createdAt: { gte: since } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: REPLAY_LIMIT + 1,
    select: { id: true, merchantId: true, mode: true },
  });
  const batch = failed.slice(0, REPLAY_LIMIT);
  if (batch.length > 0) {
    await tx.webhookDelivery.updateMany({
      where: { id: { in: batch.map((d) => d.id) }, status: "failed" },
      data: { status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null },
    });
    await enqueueDeliveryJobs(tx, batch);
  }
  await recordAudit(tx, {
    merchantId: scope.merchantId,
    actor,
    mode: scope.mode,
    action: "webhook_endpoint.replayed",
    targetId: endpoint.id,
    details: { since: since.toISOString(), replayed: batch.length },
  });
  return { replayed: batch.length, has_more: failed.length > REPLAY_LIMIT };
}

/**
 * A signed test event for one endpoint (whatever its filter): an event row of type
 * webhook_endpoint.test (it shows in the events feed too) and its one delivery.
 */
export async function sendTestWebhook(tx: Prisma.TransactionClient, scope: Scope & { id: string; otherMode: OtherModeAnswer }, actor: AuditActor) {
  await authorizeActor(tx, { actor: actor, merchantId: scope.merchantId, action: "webhooks.manage" });
  const endpoint = await findWebhookEndpoint(tx, scope);
  if (!endpoint.enabled) throw new ApiError("INVALID_STATE", "the endpoint is disabled; enable it to send a test event");
  const event = await tx.event.create({
    data: {
      id: newId("evt"),
      merchantId: scope.merchantId,
      mode: scope.mode,
      type: TEST_EVENT_TYPE,
      objectType: "webhook_endpoint",
      objectId: endpoint.id,
      payload: { message: "A test event from the gateway: your endpoint received and can verify it.", webhook_endpoint: endpoint.id },
    },
  });
  const [deliveryId] = await queueWebhookDeliveries(tx, event, { endpointIds: [endpoint.id] });
  await recordAudit(tx, { merchantId: scope.merchantId, actor, mode: scope.mode, action: "webhook_endpoint.tested", targetId: endpoint.id });
  return tx.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId, merchantId: scope.merchantId }, include: { attemptsLog: { where: { merchantId: scope.merchantId } } } });
}

export function serializeWebhookAttempt(attempt: WebhookAttempt) {
  return {
    id: attempt.id,
    created_at: attempt.createdAt.toISOString(),
    request: { url: attempt.requestUrl, headers: attempt.requestHeaders, body: attempt.requestBody },
    response: attempt.responseStatus === null ? null : { status: attempt.responseStatus, body: attempt.responseBody },
    duration_ms: attempt.durationMs,
    error: attempt.error,
  };
}

/** The list's item; with the attempts loaded, one delivery (the OpenAPI document's WebhookDelivery). */
export function serializeWebhookDelivery(
  delivery: WebhookDelivery & { attemptsLog?: WebhookAttempt[]; _count?: { attemptsLog: number } },
): z.input<typeof webhookDeliverySummarySchema> & { attempt_log?: ReturnType<typeof serializeWebhookAttempt>[] } {
  return {
    id: delivery.id,
    endpoint_id: delivery.endpointId,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    attempts_total: delivery.attemptsLog?.length ?? delivery._count?.attemptsLog ?? delivery.attempts,
    next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
    last_attempt_at: delivery.lastAttemptAt?.toISOString() ?? null,
    last_status_code: delivery.lastStatusCode,
    last_error: delivery.lastError,
    mode: delivery.mode,
    created_at: delivery.createdAt.toISOString(),
    updated_at: delivery.updatedAt.toISOString(),
    ...(delivery.attemptsLog ? { attempt_log: delivery.attemptsLog.map(serializeWebhookAttempt) } : {}),
  };
}
