import "server-only";
// Webhook endpoints: where a merchant's events are sent, per mode. The API
// (/v2/webhook-endpoints) and the dashboard both call these. A URL is checked before anything is
// written, outside any transaction (its host is resolved: the SSRF guard), so these services take
// the database client and open their own transaction for the write.
import type { DbClient, Db } from "@/lib/db";
import type { Mode, WebhookEndpoint, WebhookPayloadVersion } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { env } from "@/lib/env";
import { newId } from "@/lib/ids";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";
import { checkWebhookUrl } from "@/lib/security/ssrf-guard";
import { newWebhookSecret } from "@/lib/webhooks/signing";
import { openEndpoint, sealEndpointSecret } from "@/lib/webhooks/endpoint-secrets";
import { eventFilterProblem, MAX_ENDPOINTS_PER_MODE } from "@/lib/catalog/event-types";
import type { z } from "zod";
import type { webhookEndpointSchema } from "@/lib/schemas/responses/webhooks";
import { authorizeActor } from "@/lib/team/authorize-actor";

export { MAX_ENDPOINTS_PER_MODE };
/** How long a replaced secret keeps signing after a rotation, unless the caller says (0-72 h). */
export const DEFAULT_ROTATION_OVERLAP_HOURS = 24;
export const MAX_ROTATION_OVERLAP_HOURS = 72;

const ENDPOINT_ID = /^whe_[0-9A-Za-z]{22}$/;

export type Scope = { merchantId: string; mode: Mode };

export type EndpointInput = {
  url: string;
  description?: string | null;
  enabledEvents?: string[];
  payloadVersion?: WebhookPayloadVersion;
  enabled?: boolean;
};

/** The DNS the SSRF guard uses; tests pass their own. */
export type UrlCheckOptions = { lookup?: (host: string) => Promise<string[]> };

/**
 * The URL rules for a mode: https in live (http also in test), and in live (or in test when the
 * operator set ALLOW_PRIVATE_WEBHOOK_URLS=0) a host that resolves only to public addresses.
 */
export function urlRules(mode: Mode) {
  return { allowHttp: mode === "test", allowPrivate: mode === "test" && env().ALLOW_PRIVATE_WEBHOOK_URLS === "1" };
}

async function checkUrl(url: string, mode: Mode, options: UrlCheckOptions): Promise<string> {
  const check = await checkWebhookUrl(url, { ...urlRules(mode), lookup: options.lookup });
  if (!check.ok) throw new ApiError("INVALID_VALUE", `url ${check.reason}`, [{ field: "url", message: check.reason }]);
  return check.url.toString();
}

/** The filter as stored: entries checked, duplicates dropped; "*" alone (or nothing) means all. */
function normalizeEvents(events: string[] | undefined): string[] | undefined {
  if (events === undefined) return undefined;
  const problems = events.map((entry, index) => ({ index, problem: eventFilterProblem(entry) })).filter((p) => p.problem);
  if (problems.length > 0) {
    throw new ApiError(
      "INVALID_VALUE",
      problems[0].problem!,
      problems.map((p) => ({ field: `enabled_events[${p.index}]`, message: p.problem! })),
    );
  }
  const unique = [...new Set(events)];
  return unique.includes("*") ? [] : unique;
}

export async function createWebhookEndpoint(database: DbClient, scope: Scope, input: EndpointInput, actor: AuditActor, options: UrlCheckOptions = {}) {
  await authorizeActor(database, { actor: actor, merchantId: scope.merchantId, action: "webhooks.manage" });
  const url = await checkUrl(input.url, scope.mode, options);
  const enabledEvents = normalizeEvents(input.enabledEvents) ?? [];
  return database.$transaction(async (tx) => {
    // One at a time per merchant, so two creates cannot both pass the limit.
    await tx.$queryRaw`SELECT id FROM "Merchant" WHERE id = ${scope.merchantId} FOR UPDATE`;
    const count = await tx.webhookEndpoint.count({ where: { merchantId: scope.merchantId, mode: scope.mode } });
    if (count >= MAX_ENDPOINTS_PER_MODE) {
      throw new ApiError("RESOURCE_CONFLICT", `a merchant has at most ${MAX_ENDPOINTS_PER_MODE} webhook endpoints per mode; delete one first`);
    }
    const id = newId("whe");
    const endpoint = await tx.webhookEndpoint.create({
      data: {
        id,
        merchantId: scope.merchantId,
        mode: scope.mode,
        url,
        description: input.description ?? null,
        enabledEvents,
        payloadVersion: input.payloadVersion ?? "v2",
        enabled: input.enabled ?? true,
        secret: sealEndpointSecret(id, newWebhookSecret()),
      },
    });
    await recordAudit(tx, { merchantId: scope.merchantId, actor, mode: scope.mode, action: "webhook_endpoint.created", targetId: endpoint.id, details: { url } });
    return openEndpoint(endpoint);
  });
}

export async function findWebhookEndpoint(db: Db, scope: Scope & { id: string; otherMode: OtherModeAnswer }): Promise<WebhookEndpoint> {
  const endpoint = ENDPOINT_ID.test(scope.id) ? await db.webhookEndpoint.findUnique({ where: { id: scope.id, merchantId: scope.merchantId } }) : null;
  if (!endpoint || endpoint.merchantId !== scope.merchantId) throw new ApiError("NOT_FOUND", "webhook endpoint not found");
  if (endpoint.mode !== scope.mode) throw otherModeError("webhook endpoint", endpoint.mode, scope.otherMode);
  return openEndpoint(endpoint);
}

export async function listWebhookEndpoints(db: Db, scope: Scope): Promise<WebhookEndpoint[]> {
  const rows = await db.webhookEndpoint.findMany({ where: { merchantId: scope.merchantId, mode: scope.mode }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(openEndpoint);
}

export async function updateWebhookEndpoint(
  database: DbClient,
  scope: Scope & { id: string; otherMode: OtherModeAnswer },
  input: Partial<EndpointInput>,
  actor: AuditActor,
  options: UrlCheckOptions = {},
) {
  await authorizeActor(database, { actor: actor, merchantId: scope.merchantId, action: "webhooks.manage" });
  await findWebhookEndpoint(database, scope);
  const url = input.url === undefined ? undefined : await checkUrl(input.url, scope.mode, options);
  const enabledEvents = normalizeEvents(input.enabledEvents);
  return database.$transaction(async (tx) => {
    const current = await findWebhookEndpoint(tx, scope);
    const reenabled = input.enabled === true && !current.enabled;
    const endpoint = await tx.webhookEndpoint.update({
      where: { id: current.id },
      data: {
        ...(url !== undefined ? { url } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(enabledEvents !== undefined ? { enabledEvents } : {}),
        ...(input.payloadVersion !== undefined ? { payloadVersion: input.payloadVersion } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        // Turned on again (by hand, or after the gateway turned it off): a fresh start.
        ...(reenabled ? { disabledReason: null, disabledAt: null, failingSince: null } : {}),
        ...(input.enabled === false && current.enabled ? { disabledReason: null, disabledAt: new Date() } : {}),
      },
    });
    await recordAudit(tx, {
      merchantId: scope.merchantId,
      actor,
      mode: scope.mode,
      action: "webhook_endpoint.updated",
      targetId: endpoint.id,
      details: { changed: Object.keys(input).filter((k) => input[k as keyof EndpointInput] !== undefined) },
      before: auditedFields(current),
      after: auditedFields(endpoint),
    });
    return openEndpoint(endpoint);
  });
}

export async function deleteWebhookEndpoint(db: DbClient, scope: Scope & { id: string; otherMode: OtherModeAnswer }, actor: AuditActor) {
  await authorizeActor(db, { actor: actor, merchantId: scope.merchantId, action: "webhooks.manage" });
  return db.$transaction(async (tx) => {
    const endpoint = await findWebhookEndpoint(tx, scope);
    // Its deliveries and their attempt log go with it; the events stay in the feed.
    await tx.webhookEndpoint.delete({ where: { id: endpoint.id } });
    await recordAudit(tx, { merchantId: scope.merchantId, actor, mode: scope.mode, action: "webhook_endpoint.deleted", targetId: endpoint.id, details: { url: endpoint.url } });
    return endpoint;
  });
}

/**
 * A new secret signs from now on; the old one keeps signing beside it for `overlapHours` (whole
 * hours, 0-72, default 24) so receivers can switch without missing a delivery. Rotating again during an
 * overlap drops the older secret at once: at most two secrets sign.
 */
export async function rotateWebhookSecret(
  db: Db,
  scope: Scope & { id: string; otherMode: OtherModeAnswer },
  overlapHours: number = DEFAULT_ROTATION_OVERLAP_HOURS,
  actor: AuditActor,
  now = new Date(),
) {
  await authorizeActor(db, { actor: actor, merchantId: scope.merchantId, action: "webhooks.manage" });
  // Whole hours: 1e-7 hours would keep the old secret for a third of a millisecond, an overlap in
  // name only, which no receiver could switch within.
  if (!Number.isInteger(overlapHours) || overlapHours < 0 || overlapHours > MAX_ROTATION_OVERLAP_HOURS) {
    const message = `must be a whole number of hours from 0 to ${MAX_ROTATION_OVERLAP_HOURS}`;
    throw new ApiError("INVALID_VALUE", `expires_in_hours ${message}`, [{ field: "expires_in_hours", message }]);
  }
  const endpoint = await findWebhookEndpoint(db, scope);
  const overlapping = overlapHours > 0;
  const updated = await db.webhookEndpoint.update({
    where: { id: endpoint.id },
    data: {
      secret: sealEndpointSecret(endpoint.id, newWebhookSecret()),
      previousSecret: overlapping ? sealEndpointSecret(endpoint.id, endpoint.secret) : null,
      previousSecretExpiresAt: overlapping ? new Date(now.getTime() + overlapHours * 3_600_000) : null,
    },
  });
  await recordAudit(db, { merchantId: scope.merchantId, actor, mode: scope.mode, action: "webhook_endpoint.secret_rotated", targetId: endpoint.id, details: { overlap_hours: overlapHours } });
  return openEndpoint(updated);
}

/** What an endpoint's audit record shows of it before and after an update (never a secret). */
function auditedFields(endpoint: WebhookEndpoint) {
  return {
    url: endpoint.url,
    description: endpoint.description,
    enabled_events: endpoint.enabledEvents,
    payload_version: endpoint.payloadVersion,
    enabled: endpoint.enabled,
  };
}

/** The secrets that sign now, newest first: the current one, and the replaced one during its overlap (from a decrypted row, openEndpoint). */
export function activeSecrets(endpoint: Pick<WebhookEndpoint, "secret" | "previousSecret" | "previousSecretExpiresAt">, now = new Date()): string[] {
  const previousActive = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  return previousActive ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/** The public shape (never the secret: that is shown once at creation, rotation, or on demand in the dashboard). */
export function serializeWebhookEndpoint(endpoint: WebhookEndpoint, now = new Date()): z.input<typeof webhookEndpointSchema> {
  const overlap = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    enabled_events: endpoint.enabledEvents.length === 0 ? ["*"] : endpoint.enabledEvents,
    payload_version: endpoint.payloadVersion,
    enabled: endpoint.enabled,
    disabled_reason: endpoint.disabledReason,
    disabled_at: endpoint.disabledAt?.toISOString() ?? null,
    failing_since: endpoint.failingSince?.toISOString() ?? null,
    previous_secret_expires_at: overlap ? endpoint.previousSecretExpiresAt!.toISOString() : null,
    mode: endpoint.mode,
    created_at: endpoint.createdAt.toISOString(),
    updated_at: endpoint.updatedAt.toISOString(),
  };
}
