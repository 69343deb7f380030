import "server-only";
// A webhook endpoint's health (issue 11): a failing streak, and turning the endpoint off after 410
// Gone or a streak as long as WEBHOOK_DISABLE_AFTER_MS, with the reason the dashboard shows.
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/logger";
import { recordAudit } from "@/lib/audit/record-audit";

export const GONE_REASON = "The endpoint answered 410 Gone, so the gateway turned it off.";
export const failingReason = (ms: number) =>
  `Every delivery failed for ${Math.round(ms / 3_600_000)} hours in a row, so the gateway turned the endpoint off. Fix the receiver, turn it on again and replay the failed deliveries.`;

/**
 * A success clears the endpoint's failing streak; a failure starts one (or continues it). 410
 * Gone turns the endpoint off at once, and so does a streak as long as WEBHOOK_DISABLE_AFTER_MS
 * (5 days); the dashboard shows why (disabledReason).
 */
export async function updateEndpointHealth(
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

