import "server-only";
// What a merchant (or the customer in the portal) does to a subscription (docs/subscriptions.md
// "Pausing, resuming and cancelling"). Each runs under the subscription's row lock, so it never
// interleaves with a cycle step or a payment's outcome, and its change and events are one transaction.
//   pause:  trialing or active with nothing owed → paused, not billed while so;
//   resume: paused → active, billing again from the next period that starts after now (the periods
//           that began while paused are not billed); or, on a subscription set to cancel at its
//           period's end, that cancellation undone;
//   cancel: now (canceled at once) or at the period's end (cancel_at_period_end, ended by the cycle).
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { ENDED_SUBSCRIPTION_STATUSES, UNPAID_INVOICE_STATUSES, type SubscriptionStatus } from "@/lib/catalog/subscription-states";
import { billingNow } from "@/lib/billing/billing-clock";
import { invoiceTimeOf, periodStartOf } from "@/lib/billing/advance-subscription";
import { changeSubscription, lockSubscription, type SubscriptionWithPlan } from "@/lib/billing/subscription-changes";
import { getSubscriptionOrThrow, type BillingLookup } from "@/lib/billing/get-billing";

type Change = BillingLookup & { actor: AuditActor };


/** The subscription, checked to be the caller's, then locked and read again under the lock. */
async function lockOwn(tx: Prisma.TransactionClient, opts: Change): Promise<SubscriptionWithPlan> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "billing.manage" });
  const found = await getSubscriptionOrThrow(tx, opts);
  const locked = await lockSubscription(tx, { id: found.id, merchantId: opts.merchantId });
  if (!locked) throw new ApiError("NOT_FOUND", "subscription not found");
  return locked;
}

function refuseEnded(s: SubscriptionWithPlan) {
  if (ENDED_SUBSCRIPTION_STATUSES.includes(s.status as SubscriptionStatus)) throw new ApiError("INVALID_STATE", `subscription ${s.id} is ${s.status}: it has ended`);
}

export async function pauseSubscription(tx: Prisma.TransactionClient, opts: Change): Promise<SubscriptionWithPlan> {
  const subscription = await lockOwn(tx, opts);
  refuseEnded(subscription);
  if (subscription.status === "paused") return subscription;
  if (subscription.status !== "active" && subscription.status !== "trialing") {
    throw new ApiError("INVALID_STATE", `subscription ${subscription.id} is ${subscription.status}: only an active or trialing subscription can be paused`);
  }
  const owed = await tx.invoice.findFirst({ where: { subscriptionId: subscription.id, merchantId: opts.merchantId, status: { in: [...UNPAID_INVOICE_STATUSES] } }, select: { id: true } });
  if (owed) throw new ApiError("INVALID_STATE", `subscription ${subscription.id} has invoice ${owed.id} still unpaid (or being charged): wait for it, or void it, before pausing`);
  const paused = await changeSubscription(tx, subscription, { status: "paused", nextActionAt: null });
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "subscription.paused", mode: subscription.mode, targetId: subscription.id, details: { from: subscription.status } });
  return paused;
}

export async function resumeSubscription(tx: Prisma.TransactionClient, opts: Change): Promise<SubscriptionWithPlan> {
  const subscription = await lockOwn(tx, opts);
  refuseEnded(subscription);
  if (subscription.status === "paused") {
    const now = await billingNow(tx, subscription);
    // The periods that began while it was paused are not billed: the next one that starts from now on is.
    let next = subscription.periodsInvoiced;
    while (periodStartOf(subscription, next) < now) next += 1;
    const resumed = await changeSubscription(tx, subscription, { status: "active", periodsInvoiced: next, nextActionAt: invoiceTimeOf(subscription, next) });
    await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "subscription.resumed", mode: subscription.mode, targetId: subscription.id, details: { periods_skipped: next - subscription.periodsInvoiced } });
    return resumed;
  }
  if (subscription.cancelAtPeriodEnd) {
    const kept = await changeSubscription(tx, subscription, { cancelAtPeriodEnd: false, canceledAt: null });
    await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "subscription.cancellation_undone", mode: subscription.mode, targetId: subscription.id, details: {} });
    return kept;
  }
  throw new ApiError("INVALID_STATE", `subscription ${subscription.id} is ${subscription.status}: only a paused subscription, or one set to cancel at its period's end, can be resumed`);
}

export async function cancelSubscription(tx: Prisma.TransactionClient, opts: Change & { atPeriodEnd: boolean }): Promise<SubscriptionWithPlan> {
  const subscription = await lockOwn(tx, opts);
  refuseEnded(subscription);
  const now = await billingNow(tx, subscription);
  if (opts.atPeriodEnd) {
    if (subscription.cancelAtPeriodEnd) return subscription;
    // A paused subscription has no period running to the end of: it can only end now.
    if (subscription.status === "paused") throw new ApiError("INVALID_STATE", `subscription ${subscription.id} is paused: cancel it now (at_period_end false), or resume it first`);
    const set = await changeSubscription(tx, subscription, { cancelAtPeriodEnd: true, canceledAt: now });
    await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "subscription.cancel_scheduled", mode: subscription.mode, targetId: subscription.id, details: { ends_at: subscription.currentPeriodEnd?.toISOString() ?? null } });
    return set;
  }
  const canceled = await changeSubscription(tx, subscription, { status: "canceled", canceledAt: now, endedAt: now, nextActionAt: null });
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "subscription.canceled", mode: subscription.mode, targetId: subscription.id, details: { from: subscription.status } });
  return canceled;
}
