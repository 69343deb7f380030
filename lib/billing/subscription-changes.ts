import "server-only";
// The one way a subscription's row changes under the cycle and the payments' outcomes: the status
// checked against the state table, the row written, and its events (subscription.updated, and
// subscription.past_due or subscription.canceled when it enters those) in the caller's transaction.
import { Prisma, type Plan, type Subscription } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";
import { InternalError } from "@/lib/http/errors";
import { recordEvent } from "@/lib/events/record-event";
import { canMoveSubscription, SUBSCRIPTION_EVENT_FOR_STATUS, type SubscriptionStatus } from "@/lib/catalog/subscription-states";
import { serializeSubscription } from "@/lib/billing/serialize-billing";

export type SubscriptionWithPlan = Subscription & { plan: Plan };

/**
 * Locks the subscription's row for the rest of the transaction and reads it with its plan; null: no
 * such subscription of this merchant, or (`skipLocked`) another transaction holds it.
 */
export async function lockSubscription(tx: Prisma.TransactionClient, where: { id: string; merchantId: string }, opts: { skipLocked?: boolean } = {}): Promise<SubscriptionWithPlan | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Subscription" WHERE id = ${where.id} AND "merchantId" = ${where.merchantId} FOR UPDATE ${opts.skipLocked ? Prisma.sql`SKIP LOCKED` : Prisma.empty}`;
  if (!rows[0]) return null;
  const subscription = await tx.subscription.findFirst({ where: { id: where.id, merchantId: where.merchantId } });
  return subscription && withPlan(tx, subscription);
}

/** The subscription with its plan, read by the plan's id and the merchant's (a relation include would read the plan by its id alone). */
export async function withPlan(db: Db, subscription: Subscription): Promise<SubscriptionWithPlan> {
  return { ...subscription, plan: await db.plan.findFirstOrThrow({ where: { id: subscription.planId, merchantId: subscription.merchantId } }) };
}

/** Subscriptions with their plans, in one merchant-scoped read of the plans. */
export async function withPlans(db: Db, merchantId: string, subscriptions: Subscription[]): Promise<SubscriptionWithPlan[]> {
  const ids = [...new Set(subscriptions.map((s) => s.planId))];
  const plans = ids.length === 0 ? [] : await db.plan.findMany({ where: { id: { in: ids }, merchantId } });
  const byId = new Map(plans.map((p) => [p.id, p]));
  return subscriptions.map((s) => ({ ...s, plan: byId.get(s.planId)! }));
}

export async function changeSubscription(
  tx: Prisma.TransactionClient,
  subscription: SubscriptionWithPlan,
  data: Omit<Prisma.SubscriptionUpdateInput, "status"> & { status?: SubscriptionStatus },
  opts: { announce?: boolean } = {},
): Promise<SubscriptionWithPlan> {
  const from = subscription.status as SubscriptionStatus;
  const to = data.status ?? from;
  if (to !== from && !canMoveSubscription(from, to)) throw new InternalError(`subscription ${subscription.id} cannot move from ${from} to ${to}`);
  // The plan never changes under a subscription: the one read with it stands.
  const updated: SubscriptionWithPlan = { ...(await tx.subscription.update({ where: { id: subscription.id, merchantId: subscription.merchantId }, data })), plan: subscription.plan };
  const scope = { merchantId: updated.merchantId, mode: updated.mode, objectType: "subscription", objectId: updated.id };
  const payload = serializeSubscription(updated) as Prisma.InputJsonValue;
  if (opts.announce !== false) await recordEvent(tx, { ...scope, type: "subscription.updated", payload });
  const entered = to !== from ? SUBSCRIPTION_EVENT_FOR_STATUS[to] : undefined;
  if (entered) await recordEvent(tx, { ...scope, type: entered, payload });
  return updated;
}
