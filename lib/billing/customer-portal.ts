import "server-only";
// What the customer portal shows and does (docs/customer-portal.md), for the customer its signed link
// opens (lib/billing/portal-links.ts). It shows only that customer's subscriptions and invoices, in
// the link's merchant and mode; every change checks the subscription is the customer's before the
// service that makes it (the same the merchant's API uses), with the customer as the audit's actor.
// Another customer's subscription is NOT_FOUND, as another merchant's is everywhere.
// A new card or MTN MoMo pre-approval is attached as the merchant's API attaches one (the customer
// the actor, the portal's page the channel, the request's address and user agent its acceptance),
// and a saved one moves the subscription to it by PATCH /v2/subscriptions/{id}'s service.
import type { Customer, Prisma, SavedPaymentMethod } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";
import type { AuditRequest } from "@/lib/audit/record-audit";
import { ApiError } from "@/lib/http/errors";
import { formatMoney } from "@/lib/money";
import { findMethod, marketOrderedMethods } from "@/lib/catalog/payment-methods";
import { intervalInWords, type BillingInterval } from "@/lib/catalog/billing-intervals";
import { ENDED_SUBSCRIPTION_STATUSES, isMandateCollection, PAYABLE_INVOICE_STATUSES, type SubscriptionStatus } from "@/lib/catalog/subscription-states";
import { periodStartOf } from "@/lib/billing/advance-subscription";
import { cancelSubscription, resumeSubscription } from "@/lib/billing/manage-subscription";
import { changeSubscriptionWallet } from "@/lib/billing/change-subscription-wallet";
import { changeSubscriptionPaymentMethod } from "@/lib/billing/change-subscription-payment-method";
import { attachPaymentMethod, maskPhone, type MandateSetUpRequest } from "@/lib/billing/saved-payment-methods";
import { withPlan, type SubscriptionWithPlan } from "@/lib/billing/subscription-changes";

const SHOWN_INVOICES = 50;
const SHOWN_SUBSCRIPTIONS = 20;
const SHOWN_SAVED_METHODS = 20;
/** Set-ups a customer may leave waiting from the portal at once: a link is not a way to flood a wallet with prompts. */
const MAX_PENDING_PORTAL_SETUPS = 3;

/** A saved method as the customer sees it: masked, with whether it may be chosen for a subscription. */
export type PortalSavedMethod = { id: string; text: string; status: string; type: string; currencies: readonly string[] };

export type PortalSubscription = {
  id: string;
  planName: string;
  priceText: string;
  status: string;
  collectionMethod: string;
  paymentMethodText: string;
  /** "Next charge 1 Feb 2027: ETB 1,200.00", "Ends 1 Feb 2027", or null (ended, paused). */
  nextText: string | null;
  canCancelAtPeriodEnd: boolean;
  canKeep: boolean;
  canChangeWallet: boolean;
  /** The wallets a push subscription may move to (its plan's currency). */
  wallets: { id: string; name: string }[];
  paymentMethod: string | null;
  /** Whether the customer may set up a new card or pre-approval here and move the subscription to a saved method. */
  canChangeMethod: boolean;
  /** The plan's currency: a saved method is offered for it only when it charges in it. */
  currency: string;
  /** An MTN MoMo pre-approval can be set up for it (a UGX plan). */
  canSetUpPreapproval: boolean;
  /** The saved method it charges now, if any. */
  savedPaymentMethodId: string | null;
};

export type PortalInvoice = { number: string; status: string; totalText: string; dueText: string; dueAt: Date | null; payPath: string | null };

export type PortalView = {
  merchant: { name: string; logoUrl: string | null; brandColor: string | null };
  customerName: string | null;
  testMode: boolean;
  subscriptions: PortalSubscription[];
  invoices: PortalInvoice[];
  /** The customer's saved methods, newest first, detached ones left out. */
  savedMethods: PortalSavedMethod[];
};

const dayText = (d: Date) => d.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export async function loadPortalView(db: Db, customer: Customer): Promise<PortalView> {
  const scope = { merchantId: customer.merchantId, mode: customer.mode };
  const merchant = await db.merchant.findUniqueOrThrow({ where: { id: customer.merchantId }, select: { name: true, logoUrl: true, brandColor: true } });
  const subscriptions = await db.subscription.findMany({ where: { ...scope, customerId: customer.id }, include: { plan: true, savedPaymentMethod: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: SHOWN_SUBSCRIPTIONS });
  const invoices = await db.invoice.findMany({
    where: { ...scope, status: { not: "draft" }, OR: [{ customerId: customer.id }, ...(subscriptions.length ? [{ subscriptionId: { in: subscriptions.map((s) => s.id) } }] : [])] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: SHOWN_INVOICES,
  });
  const saved = await db.savedPaymentMethod.findMany({ where: { ...scope, customerId: customer.id, status: { not: "detached" } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: SHOWN_SAVED_METHODS });
  return {
    merchant,
    customerName: [customer.firstName, customer.lastName].filter(Boolean).join(" ") || null,
    testMode: customer.mode === "test",
    subscriptions: subscriptions.map((s) => portalSubscription(s)),
    invoices: invoices.map((i) => ({
      number: i.number,
      status: i.status,
      totalText: formatMoney(i.total, i.currency),
      dueText: formatMoney(i.total - i.amountPaid, i.currency),
      dueAt: i.dueAt,
      payPath: PAYABLE_INVOICE_STATUSES.includes(i.status) && i.total > i.amountPaid ? `/invoice/${i.hostedToken}` : null,
    })),
    savedMethods: saved.map((pm) => ({ id: pm.id, text: savedMethodText(pm), status: pm.status, type: pm.method, currencies: findMethod(pm.method)?.currencies ?? [] })),
  };
}

function portalSubscription(s: SubscriptionWithPlan & { savedPaymentMethod: { kind: string; method: string; brand: string | null; last4: string | null; maskedPhone: string | null } | null }): PortalSubscription {
  const ended = ENDED_SUBSCRIPTION_STATUSES.includes(s.status as SubscriptionStatus);
  // A subscription the gateway charges each cycle; one collected by sent invoices stays the merchant's choice.
  const changes = !ended && (s.collectionMethod === "push" || isMandateCollection(s.collectionMethod));
  const price = `${formatMoney(s.plan.amount, s.plan.currency)} ${intervalInWords(s.plan.interval as BillingInterval, s.plan.intervalCount)}`;
  let nextText: string | null = null;
  if (!ended && s.status !== "paused") {
    if (s.cancelAtPeriodEnd) nextText = s.currentPeriodEnd ? `Ends ${dayText(s.currentPeriodEnd)}` : "Ends at the end of its period";
    else nextText = `Next charge ${dayText(periodStartOf(s, s.periodsInvoiced))}: ${formatMoney(s.plan.amount, s.plan.currency)}`;
  }
  return {
    id: s.id,
    planName: s.plan.name,
    priceText: price,
    status: s.status,
    collectionMethod: s.collectionMethod,
    paymentMethodText: methodText(s),
    nextText,
    canCancelAtPeriodEnd: !ended && !s.cancelAtPeriodEnd && s.status !== "paused",
    canKeep: !ended && s.cancelAtPeriodEnd,
    canChangeWallet: changes,
    wallets: changes ? marketOrderedMethods(s.plan.currency as Parameters<typeof marketOrderedMethods>[0]).filter((m) => m.kind === "wallet").map((m) => ({ id: m.id, name: m.name })) : [],
    paymentMethod: s.paymentMethod,
    canChangeMethod: changes,
    currency: s.plan.currency,
    canSetUpPreapproval: changes && findMethod("mtn_momo")!.currencies.some((c) => c === s.plan.currency),
    savedPaymentMethodId: s.savedPaymentMethodId,
  };
}

/** The method as the customer may see it: masked, never a whole number. */
function methodText(s: { collectionMethod: string; paymentMethod: string | null; walletNumber: string | null; savedPaymentMethod: { kind: string; method: string; brand: string | null; last4: string | null; maskedPhone: string | null } | null }): string {
  if (s.collectionMethod === "push") return `${findMethod(s.paymentMethod ?? "")?.name ?? s.paymentMethod ?? "Wallet"} ${s.walletNumber ? maskPhone(s.walletNumber) : ""}`.trim();
  if (s.collectionMethod === "send_invoice") return "Invoice by e-mail, paid on its page";
  const pm = s.savedPaymentMethod;
  if (!pm) return "Saved payment method";
  return savedMethodText(pm);
}

function savedMethodText(pm: Pick<SavedPaymentMethod, "kind" | "method" | "brand" | "last4" | "maskedPhone">): string {
  if (pm.kind === "card") return pm.last4 ? `${pm.brand ? pm.brand[0].toUpperCase() + pm.brand.slice(1) : "Card"} •••• ${pm.last4}` : "Card (not saved yet)";
  return `${findMethod(pm.method)?.name ?? pm.method} ${pm.maskedPhone ?? ""}`.trim();
}

type PortalAction = { customer: Customer; subscriptionId: string; request?: AuditRequest };

/** The customer's own subscription, else NOT_FOUND (another customer's looks like none). */
async function ownSubscription(tx: Prisma.TransactionClient, opts: PortalAction) {
  const ok = /^subs_[0-9A-Za-z]{22}$/.test(opts.subscriptionId)
    ? await tx.subscription.findFirst({ where: { id: opts.subscriptionId, merchantId: opts.customer.merchantId, mode: opts.customer.mode, customerId: opts.customer.id }, select: { id: true, cancelAtPeriodEnd: true, status: true } })
    : null;
  if (!ok) throw new ApiError("NOT_FOUND", "subscription not found");
  return ok;
}

function lookup(opts: PortalAction) {
  return {
    merchantId: opts.customer.merchantId,
    mode: opts.customer.mode,
    otherMode: "not_found" as const,
    id: opts.subscriptionId,
    actor: { type: "customer" as const, customerId: opts.customer.id, ...opts.request },
  };
}

export async function portalCancelAtPeriodEnd(tx: Prisma.TransactionClient, opts: PortalAction) {
  await ownSubscription(tx, opts);
  return cancelSubscription(tx, { ...lookup(opts), atPeriodEnd: true });
}

/** "Keep my subscription": undoes a cancel at the period's end; never resumes a subscription the merchant paused. */
export async function portalKeepSubscription(tx: Prisma.TransactionClient, opts: PortalAction) {
  const own = await ownSubscription(tx, opts);
  if (!own.cancelAtPeriodEnd || own.status === "paused") throw new ApiError("INVALID_STATE", "This subscription is not set to end: there is nothing to undo");
  return resumeSubscription(tx, lookup(opts));
}

export async function portalChangeWallet(tx: Prisma.TransactionClient, opts: PortalAction & { paymentMethod?: string; walletNumber: string }) {
  await ownSubscription(tx, opts);
  return changeSubscriptionWallet(tx, { ...lookup(opts), input: { paymentMethod: opts.paymentMethod, walletNumber: opts.walletNumber } });
}

/**
 * "Use for this subscription": the subscription moved to one of the customer's saved methods, by
 * PATCH /v2/subscriptions/{id}'s rules (active, chargeable in the plan's currency, the customer's own).
 */
export async function portalUsePaymentMethod(tx: Prisma.TransactionClient, opts: PortalAction & { paymentMethodId: string }) {
  await ownSubscription(tx, opts);
  return changeSubscriptionPaymentMethod(tx, { ...lookup(opts), input: { payment_method_reference: opts.paymentMethodId } });
}

/**
 * A new card or MTN MoMo pre-approval for the subscription's plan, attached as the API attaches one,
 * with the portal's page as the channel; the caller runs its set-up step after the commit (its
 * answer carries the card's set-up page). In the plan's currency, described by the plan and price.
 */
export async function portalSetUpPaymentMethod(
  tx: Prisma.TransactionClient,
  opts: PortalAction & { type: "card" | "mtn_momo"; phoneNumber?: string; returnUrl: string },
): Promise<{ saved: SavedPaymentMethod; request: MandateSetUpRequest }> {
  await ownSubscription(tx, opts);
  const subscription = await withPlan(tx, await tx.subscription.findFirstOrThrow({ where: { id: opts.subscriptionId, merchantId: opts.customer.merchantId } }));
  if (ENDED_SUBSCRIPTION_STATUSES.includes(subscription.status as SubscriptionStatus)) throw new ApiError("INVALID_STATE", "This subscription has ended: there is nothing to pay for");
  const pending = await tx.savedPaymentMethod.count({ where: { merchantId: opts.customer.merchantId, mode: opts.customer.mode, customerId: opts.customer.id, status: "pending", acceptedChannel: "hosted_page" } });
  if (pending >= MAX_PENDING_PORTAL_SETUPS) throw new ApiError("INVALID_STATE", "You have set-ups still waiting: finish them (or wait for them to lapse) before starting another");
  const price = `${formatMoney(subscription.plan.amount, subscription.plan.currency)} ${intervalInWords(subscription.plan.interval as BillingInterval, subscription.plan.intervalCount)}`;
  return attachPaymentMethod(tx, {
    merchantId: opts.customer.merchantId,
    mode: opts.customer.mode,
    otherMode: "not_found",
    customerId: opts.customer.id,
    actor: lookup(opts).actor,
    acceptance: { ip: opts.request?.ip, userAgent: opts.request?.userAgent, channel: "hosted_page" },
    input: {
      type: opts.type,
      currency: subscription.plan.currency,
      description: `${subscription.plan.name}, ${price}`,
      ...(opts.type === "card" ? { return_url: opts.returnUrl } : { phone_number: opts.phoneNumber ?? "" }),
    },
  });
}
