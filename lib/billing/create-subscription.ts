import "server-only";
// A subscription to a plan (docs/subscriptions.md "Creating a subscription"). It starts at once: with
// a trial it is `trialing` until the trial ends, else `incomplete` until its first invoice is paid.
// The worker makes the first invoice when its time comes (now, or the trial's end), so this
// request charges nothing itself and a retry of it (Idempotency-Key) makes nothing twice. Its customer
// is filed under a customer profile (token and preapproval: the saved payment method's customer).
import type { Customer, Prisma, SavedPaymentMethod } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { recordEvent } from "@/lib/events/record-event";
import { getPlanOrThrow } from "@/lib/plans/get-plan";
import { merchantTimeZone } from "@/lib/merchants/time-zone";
import { findMethod } from "@/lib/catalog/payment-methods";
import { walletOrThrow as walletOf, walletNumberOrThrow } from "@/lib/charges/create-direct-charge";
import type { Currency } from "@/lib/money";
import { compactPhoneText } from "@/lib/phone";
import { findConnection, methodsServed } from "@/lib/processors/connections";
import { ENDED_SUBSCRIPTION_STATUSES, isMandateCollection, MANDATE_COLLECTION_KINDS } from "@/lib/catalog/subscription-states";
import { upsertCustomer } from "@/lib/customers/upsert-customer";
import { findSavedPaymentMethod } from "@/lib/billing/saved-payment-methods";
import type { OtherModeAnswer } from "@/lib/auth/other-mode";
import type { CreateSubscriptionInput } from "@/lib/schemas/subscriptions";
import { serializeSubscription } from "@/lib/billing/serialize-billing";

const DAY_MS = 86_400_000;

export async function createSubscription(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; otherMode: OtherModeAnswer; input: CreateSubscriptionInput; actor: AuditActor },
) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "billing.manage" });
  const { input } = opts;
  const plan = await getPlanOrThrow(tx, { merchantId: opts.merchantId, mode: opts.mode, otherMode: opts.otherMode, id: input.plan_reference });
  if (!plan.active) throw new ApiError("INVALID_STATE", `plan ${plan.id} is archived: it takes no new subscriptions`, [{ field: "plan_reference", message: "archived" }]);

  const customer = input.customer;
  let wallet: { method: string; number: string } | null = null;
  let mandate: { saved: SavedPaymentMethod; profile: Customer } | null = null;
  if (!isMandateCollection(input.collection_method) && input.payment_method_reference !== undefined) {
    throw new ApiError("INVALID_VALUE", "payment_method_reference is for collection_method token or preapproval", [{ field: "payment_method_reference", message: `not taken with ${input.collection_method}` }]);
  }
  if (input.collection_method === "push") wallet = await walletOrThrow(tx, opts, input, plan.currency as Currency);
  if (isMandateCollection(input.collection_method)) mandate = await savedMethodOrThrow(tx, opts, input, plan.currency as Currency);
  if (input.collection_method === "send_invoice" && !customer.email) {
    throw new ApiError("INVALID_VALUE", "customer.email is required to send invoices", [{ field: "customer.email", message: "is required with collection_method send_invoice" }]);
  }
  // A mandate's customer is the saved method's: what the request leaves out comes from that profile.
  const email = customer.email?.toLowerCase() ?? mandate?.profile.email ?? null;
  const phone = customer.phone_number ? compactPhoneText(customer.phone_number) : (wallet?.number ?? mandate?.saved.walletNumber ?? mandate?.profile.phone ?? null);
  const firstName = customer.first_name ?? mandate?.profile.firstName ?? null;
  const lastName = customer.last_name ?? mandate?.profile.lastName ?? null;

  if (!plan.allowMultiplePerCustomer) await refuseSecondSubscription(tx, { merchantId: opts.merchantId, mode: opts.mode, planId: plan.id, email, phone });

  let testClockId: string | null = null;
  let now = new Date();
  if (input.test_clock !== undefined) {
    if (opts.mode !== "test") throw new ApiError("INVALID_VALUE", "test_clock is for test mode only", [{ field: "test_clock", message: "test mode only" }]);
    const clock = await tx.testClock.findFirst({ where: { id: input.test_clock, merchantId: opts.merchantId, mode: "test" } });
    if (!clock) throw new ApiError("NOT_FOUND", "test clock not found", [{ field: "test_clock", message: "not found" }]);
    testClockId = clock.id;
    now = clock.frozenTime;
  }

  const merchant = await tx.merchant.findUniqueOrThrow({ where: { id: opts.merchantId }, select: { timeZone: true, country: true } });
  // Filed under a customer profile as payments are (by e-mail, else phone); a mandate bills its own customer.
  const customerId = mandate ? mandate.profile.id : await upsertCustomer(tx, { merchantId: opts.merchantId, mode: opts.mode, customer: { email, phone, firstName, lastName } });
  const trialDays = input.trial_days ?? plan.trialDays;
  const trialEnd = trialDays > 0 ? new Date(now.getTime() + trialDays * DAY_MS) : null;
  const anchor = trialEnd ?? now;
  const created = await tx.subscription.create({
    data: {
      id: newId("subs"),
      merchantId: opts.merchantId,
      mode: opts.mode,
      planId: plan.id,
      status: trialEnd ? "trialing" : "incomplete",
      collectionMethod: input.collection_method,
      paymentMethod: wallet?.method ?? null,
      walletNumber: wallet?.number ?? null,
      savedPaymentMethodId: mandate?.saved.id ?? null,
      customerId,
      customerFirstName: firstName,
      customerLastName: lastName,
      customerEmail: email,
      customerPhone: phone,
      timeZone: merchantTimeZone(merchant),
      billingAnchor: anchor,
      trialEnd,
      currentPeriodStart: trialEnd ? now : null,
      currentPeriodEnd: trialEnd,
      // The first invoice is made invoice_days_ahead days before the first period (at once when that is past).
      nextActionAt: new Date(anchor.getTime() - (input.invoice_days_ahead ?? 0) * DAY_MS),
      invoiceDaysAhead: input.invoice_days_ahead,
      chargeTries: input.dunning?.charge_attempts,
      retryIntervalHours: input.dunning?.retry_interval_hours,
      onRetriesExhausted: input.dunning?.when_exhausted,
      daysUntilDue: input.days_until_due,
      testClockId,
    },
  });
  const subscription = { ...created, plan };
  await recordEvent(tx, { merchantId: opts.merchantId, mode: opts.mode, type: "subscription.created", objectType: "subscription", objectId: subscription.id, payload: serializeSubscription(subscription) as Prisma.InputJsonValue });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "subscription.created",
    mode: opts.mode,
    targetId: subscription.id,
    details: { plan: plan.id, collection_method: subscription.collectionMethod, payment_method: subscription.paymentMethod, payment_method_reference: subscription.savedPaymentMethodId, trial_days: trialDays },
  });
  return subscription;
}

/** push: the wallet and its number (customer.phone_number when wallet_number is left out). */
async function walletOrThrow(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: Mode }, input: CreateSubscriptionInput, currency: Currency): Promise<{ method: string; number: string }> {
  return pushWalletOrThrow(tx, opts, { method: input.payment_method, number: input.wallet_number ?? input.customer.phone_number, numberField: input.wallet_number ? "wallet_number" : "customer.phone_number", currency, orCustomerPhone: true });
}

/** push's wallet (creating a subscription, or moving one to it): a mobile-money method of the plan's currency (served by a live connection in live mode), and its number, by the direct charge's rules. */
export async function pushWalletOrThrow(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode },
  want: { method: string | undefined; number: string | undefined; numberField: string; currency: Currency; orCustomerPhone?: boolean },
): Promise<{ method: string; number: string }> {
  const { currency } = want;
  const id = want.method;
  if (!id) throw new ApiError("INVALID_VALUE", "payment_method is required with collection_method push: the wallet each cycle is charged on", [{ field: "payment_method", message: "is required with push" }]);
  if (findMethod(id)?.kind === "card") {
    throw new ApiError("INVALID_VALUE", "Card cannot be pushed to: push collects mobile-money wallets", [{ field: "payment_method", message: "not a wallet" }]);
  }
  const method = walletOf(id, currency, "payment_method");
  if (opts.mode === "live" && !(await methodsServed({ merchantId: opts.merchantId, mode: "live", currency }, tx)).has(id)) {
    throw new ApiError("NO_LIVE_PROCESSOR", `No processor takes live ${method.name} payments in ${currency} on this gateway`, [{ field: "payment_method", message: "no live processor serves it" }]);
  }
  if (!want.number) throw new ApiError("INVALID_VALUE", `wallet_number is required with collection_method push${want.orCustomerPhone ? " (or give customer.phone_number)" : ""}`, [{ field: "wallet_number", message: "is required with push" }]);
  return { method: id, number: walletNumberOrThrow(want.number, method, want.numberField) };
}

/** token and preapproval: the request names a saved payment method, and none of push's fields. */
async function savedMethodOrThrow(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; otherMode: OtherModeAnswer },
  input: CreateSubscriptionInput,
  currency: Currency,
): Promise<{ saved: SavedPaymentMethod; profile: Customer }> {
  const collection = input.collection_method as MandateCollection;
  const kind = MANDATE_COLLECTION_KINDS[collection];
  if (!input.payment_method_reference) {
    const what = kind === "card" ? "a saved card" : "a saved MTN MoMo wallet";
    throw new ApiError("INVALID_VALUE", `payment_method_reference is required with collection_method ${collection}: ${what} of the customer (POST /v2/customers/{id}/payment-methods)`, [
      { field: "payment_method_reference", message: `is required with ${collection}` },
    ]);
  }
  for (const other of ["payment_method", "wallet_number"] as const) {
    if (input[other] !== undefined) throw new ApiError("INVALID_VALUE", `${other} is for collection_method push: ${collection} charges the saved payment method`, [{ field: other, message: `not taken with ${collection}` }]);
  }
  return chargeableSavedMethodOrThrow(tx, opts, { id: input.payment_method_reference, collection, currency });
}

export type MandateCollection = keyof typeof MANDATE_COLLECTION_KINDS;

/**
 * A saved payment method a subscription may charge (creating one, or moving one to it): active, its
 * mandate not ended, of the kind the collection method charges (a card for token, an MTN MoMo wallet
 * for preapproval; left out, the method's kind decides), usable in the plan's currency on the
 * connection that holds its mandate; and its customer profile. With `customerId`, another customer's
 * method is NOT_FOUND, as one that does not exist.
 */
export async function chargeableSavedMethodOrThrow(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; otherMode: OtherModeAnswer },
  want: { id: string; currency: Currency; collection?: MandateCollection; customerId?: string | null },
): Promise<{ saved: SavedPaymentMethod; profile: Customer; collection: MandateCollection }> {
  const field = "payment_method_reference";
  const found = await findSavedPaymentMethod(tx, { ...opts, id: want.id, field });
  if (want.customerId !== undefined && found.customerId !== want.customerId) throw new ApiError("NOT_FOUND", "payment method not found", [{ field, message: "not found" }]);
  const collection = want.collection ?? (found.kind === "card" ? "token" : "preapproval");
  const kind = MANDATE_COLLECTION_KINDS[collection];
  const what = kind === "card" ? "a saved card" : "a saved MTN MoMo wallet";
  if (found.kind !== kind) throw new ApiError("INVALID_VALUE", `collection_method ${collection} charges ${what}; ${found.id} is a ${found.kind}`, [{ field, message: `must be ${what}` }]);
  if (found.status !== "active") throw new ApiError("INVALID_STATE", `payment method ${found.id} is ${found.status}, not active: it cannot be charged`, [{ field, message: `is ${found.status}` }]);
  if (found.validUntil && found.validUntil <= new Date()) throw new ApiError("INVALID_STATE", `payment method ${found.id}'s mandate has ended`, [{ field, message: "its mandate has ended" }]);
  const method = findMethod(found.method)!;
  // The saved method charges in the plan's currency: its method takes it, and so does the connection holding the mandate.
  const connection = found.connectionId ? await findConnection(found.connectionId, tx) : null;
  if (!method.currencies.some((c) => c === want.currency) || (connection && !connection.currencies.includes(want.currency))) {
    throw new ApiError("INVALID_VALUE", `payment method ${found.id} cannot be charged in ${want.currency}, the plan's currency`, [{ field, message: `not chargeable in ${want.currency}` }]);
  }
  const profile = await tx.customer.findFirstOrThrow({ where: { id: found.customerId, merchantId: opts.merchantId } });
  return { saved: found, profile, collection };
}

/** A plan that allows one live subscription per customer: another one not ended, for the same e-mail or phone, is a conflict. */
async function refuseSecondSubscription(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: Mode; planId: string; email: string | null; phone: string | null }) {
  const who = [opts.email ? { customerEmail: opts.email } : null, opts.phone ? { customerPhone: opts.phone } : null].filter((x) => x !== null);
  if (who.length === 0) return;
  const existing = await tx.subscription.findFirst({
    where: { merchantId: opts.merchantId, mode: opts.mode, planId: opts.planId, status: { notIn: [...ENDED_SUBSCRIPTION_STATUSES] }, OR: who },
    select: { id: true },
  });
  if (existing) {
    throw new ApiError("RESOURCE_CONFLICT", `This customer already has subscription ${existing.id} to this plan, and the plan allows one per customer`, [
      { field: "customer", message: "already subscribed to this plan" },
    ]);
  }
}
