import "server-only";
// A webhook endpoint's health: a failing streak, and turning the endpoint off after 410
// Gone or a streak as long as WEBHOOK_DISABLE_AFTER_MS, with the reason the dashboard shows.
// The streak is written with each attempt, in the statement that records it (deliver-webhook.ts).
import type { DbClient } from "@/lib/db";
import { logger } from "@/lib/logger";
import { recordAudit } from "@/lib/audit/record-audit";

export const GONE_REASON = "The endpoint answered 410 Gone, so the gateway turned it off.";
export const failingReason = (ms: number) =>
  `Every delivery failed for ${Math.round(ms / 3_600_000)} hours in a row, so the gateway turned the endpoint off. Fix the receiver, turn it on again and replay the failed deliveries.`;

/**
 * Turns the endpoint off when it is due: at once after 410 Gone, or after a failing streak as long
 * as WEBHOOK_DISABLE_AFTER_MS (5 days); the dashboard shows why (disabledReason). The streak itself
 * is kept by the statements that record each attempt (lib/webhooks/deliver-webhook.ts): a success
 * clears it, a failure starts it where none runs. Called when that statement saw the endpoint due;
 * it checks again in its own transaction, and only the call that turns the endpoint off writes the
 * audit record, so two workers that both saw it due write one.
 */
export async function disableEndpointIfDue(database: DbClient, which: { id: string; merchantId: string }, result: { gone: boolean; now: Date; disableAfterMs: number }) {
  const endpointId = which.id;
  await database.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findFirst({ where: { id: endpointId, merchantId: which.merchantId } });
    if (!endpoint || !endpoint.enabled) return;
    const streakMs = result.now.getTime() - (endpoint.failingSince ?? result.now).getTime();
    const reason = result.gone ? GONE_REASON : streakMs >= result.disableAfterMs ? failingReason(streakMs) : null;
    if (!reason) return;
    const { count } = await tx.webhookEndpoint.updateMany({ where: { id: endpointId, merchantId: which.merchantId, enabled: true }, data: { enabled: false, disabledReason: reason, disabledAt: result.now } });
    if (count === 0) return; // turned off meanwhile, by another worker or the merchant
    await recordAudit(tx, {
      merchantId: endpoint.merchantId,
      actor: { type: "system" },
      mode: endpoint.mode,
      action: "webhook_endpoint.disabled",
      targetId: endpoint.id,
      details: { reason },
    });
    logger().warn({ endpointId, merchantId: endpoint.merchantId, reason }, "webhook endpoint disabled");
  });
}
