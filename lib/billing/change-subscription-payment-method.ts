import "server-only";
// How a subscription is collected from now on (PATCH /v2/subscriptions/{id}, the customer portal;
// docs/subscriptions.md "Changing the payment method"), one way per request:
//   { payment_method_reference }          a saved method of the subscription's own customer: a card
//                                         moves it to `token`, an MTN MoMo wallet to `preapproval`
//                                         (the creation's rule: active, chargeable in the plan's currency);
//   { payment_method?, wallet_number }    `push` on that wallet, by the creation's wallet rules (the
//                                         method may be left out on a push subscription: its own);
//   { collection_method: "send_invoice" } invoices by e-mail (the customer needs an e-mail).
// Under the subscription's row lock, so a cycle step reads the old method or the new one, never half
// of each. The current invoice keeps its tries: each try reads the method from the subscription when
// it starts (lib/billing/advance-subscription.ts, startChargeTry), so the next one uses the new method.
// A try already on its way (its payment not final) is its old method's: the change waits for it
// (INVALID_STATE) rather than leave an outcome landing on a method the subscription no longer names.
// Every refusal comes before the first write; the change, subscription.updated and the audit record
// (numbers masked) are one transaction.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { ENDED_SUBSCRIPTION_STATUSES, isMandateCollection, UNPAID_INVOICE_STATUSES, type SubscriptionStatus } from "@/lib/catalog/subscription-states";
import { FINAL_PAYMENT_FAILURES } from "@/lib/payments/invoice-payment-job";
import type { Currency } from "@/lib/money";
import { maskPhone } from "@/lib/billing/saved-payment-methods";
import { getSubscriptionOrThrow, type BillingLookup } from "@/lib/billing/get-billing";
import { chargeableSavedMethodOrThrow, pushWalletOrThrow } from "@/lib/billing/create-subscription";
import { changeSubscription, lockSubscription, type SubscriptionWithPlan } from "@/lib/billing/subscription-changes";
import type { UpdateSubscriptionInput } from "@/lib/schemas/subscriptions";

type Way = "saved" | "push" | "send_invoice";

/** The statuses a charge try's payment has its outcome in: any other is on its way. */
const SETTLED = new Set(["success", ...FINAL_PAYMENT_FAILURES]);

export async function changeSubscriptionPaymentMethod(tx: Prisma.TransactionClient, opts: BillingLookup & { input: UpdateSubscriptionInput; actor: AuditActor }): Promise<SubscriptionWithPlan> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "payments.manage" });
  const { input } = opts;
  const way = wayOf(input);
  const found = await getSubscriptionOrThrow(tx, opts);
  const subscription = await lockSubscription(tx, { id: found.id, merchantId: opts.merchantId });
  if (!subscription) throw new ApiError("NOT_FOUND", "subscription not found");
  if (ENDED_SUBSCRIPTION_STATUSES.includes(subscription.status as SubscriptionStatus)) throw new ApiError("INVALID_STATE", `subscription ${subscription.id} is ${subscription.status}: it has ended`);
  const currency = subscription.plan.currency as Currency;

  let data: { collectionMethod: string; paymentMethod: string | null; walletNumber: string | null; savedPaymentMethodId: string | null };
  let shown: { payment_method: string | null; wallet_number: string | null };
  if (way === "saved") {
    const { saved, collection } = await chargeableSavedMethodOrThrow(tx, opts, { id: input.payment_method_reference!, currency, customerId: subscription.customerId });
    if (input.collection_method !== undefined && input.collection_method !== collection) {
      throw new ApiError("INVALID_VALUE", `payment method ${saved.id} is a ${saved.kind}: it is collected by ${collection}, not ${input.collection_method}`, [
        { field: "collection_method", message: `must be ${collection} for this payment method` },
      ]);
    }
    data = { collectionMethod: collection, paymentMethod: null, walletNumber: null, savedPaymentMethodId: saved.id };
    shown = { payment_method: saved.method, wallet_number: saved.maskedPhone };
  } else if (way === "push") {
    const method = input.payment_method ?? (subscription.collectionMethod === "push" ? (subscription.paymentMethod ?? undefined) : undefined);
    const wallet = await pushWalletOrThrow(tx, opts, { method, number: input.wallet_number, numberField: "wallet_number", currency });
    data = { collectionMethod: "push", paymentMethod: wallet.method, walletNumber: wallet.number, savedPaymentMethodId: null };
    shown = { payment_method: wallet.method, wallet_number: maskPhone(wallet.number) };
  } else {
    if (!subscription.customerEmail) {
      throw new ApiError("INVALID_VALUE", `subscription ${subscription.id}'s customer has no e-mail to send invoices to`, [{ field: "collection_method", message: "send_invoice needs the customer's e-mail" }]);
    }
    data = { collectionMethod: "send_invoice", paymentMethod: null, walletNumber: null, savedPaymentMethodId: null };
    shown = { payment_method: null, wallet_number: null };
  }

  const same =
    data.collectionMethod === subscription.collectionMethod &&
    data.paymentMethod === subscription.paymentMethod &&
    data.walletNumber === subscription.walletNumber &&
    data.savedPaymentMethodId === subscription.savedPaymentMethodId;
  if (same) return subscription;
  await refuseChargeOnItsWay(tx, subscription);

  const changed = await changeSubscription(tx, subscription, data);
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "subscription.payment_method_changed",
    mode: subscription.mode,
    targetId: subscription.id,
    // Masked: the audit log shows which wallet, never the whole number.
    before: { collection_method: subscription.collectionMethod, ...(await shownNow(tx, subscription)) },
    after: { collection_method: data.collectionMethod, ...shown, payment_method_reference: data.savedPaymentMethodId },
  });
  return changed;
}

/** Which way the request gives: exactly one, else INVALID_VALUE naming the fields. */
function wayOf(input: UpdateSubscriptionInput): Way {
  const given: { way: Way; fields: string[] }[] = [];
  if (input.payment_method_reference !== undefined) given.push({ way: "saved", fields: ["payment_method_reference"] });
  const wallet = (["payment_method", "wallet_number"] as const).filter((f) => input[f] !== undefined);
  if (wallet.length > 0) given.push({ way: "push", fields: wallet });
  if (given.length > 1) {
    const fields = given.flatMap((g) => g.fields);
    throw new ApiError(
      "INVALID_VALUE",
      `Give one way to collect: payment_method_reference (a saved method), or payment_method and wallet_number (push), not ${fields.join(" and ")} together`,
      fields.map((field) => ({ field, message: "only one way to collect at a time" })),
    );
  }
  const collection = input.collection_method;
  if (given.length === 0) {
    if (collection === "send_invoice") return "send_invoice";
    if (collection === "push") throw new ApiError("INVALID_VALUE", "wallet_number is required with collection_method push", [{ field: "wallet_number", message: "is required with push" }]);
    if (collection !== undefined && isMandateCollection(collection)) {
      throw new ApiError("INVALID_VALUE", `payment_method_reference is required with collection_method ${collection}`, [{ field: "payment_method_reference", message: `is required with ${collection}` }]);
    }
    throw new ApiError("INVALID_VALUE", "Give how the subscription is collected: payment_method_reference, payment_method and wallet_number, or collection_method send_invoice", [
      { field: "payment_method_reference", message: "or payment_method and wallet_number, or collection_method" },
    ]);
  }
  const way = given[0].way;
  if (collection === "send_invoice" || (way === "push" && collection !== undefined && collection !== "push") || (way === "saved" && collection === "push")) {
    throw new ApiError("INVALID_VALUE", `collection_method ${collection} does not go with ${given[0].fields.join(" and ")}`, [{ field: "collection_method", message: `not taken with ${given[0].fields.join(" and ")}` }]);
  }
  return way;
}

/** A charge try of the subscription not yet applied whose payment has no outcome yet: refused (INVALID_STATE). */
async function refuseChargeOnItsWay(tx: Prisma.TransactionClient, subscription: SubscriptionWithPlan) {
  const invoices = await tx.invoice.findMany({ where: { subscriptionId: subscription.id, merchantId: subscription.merchantId, status: { in: [...UNPAID_INVOICE_STATUSES] } }, select: { id: true } });
  if (invoices.length === 0) return;
  const tries = await tx.invoicePayment.findMany({ where: { invoiceId: { in: invoices.map((i) => i.id) }, merchantId: subscription.merchantId, appliedAt: null, try: { gt: 0 } }, select: { paymentId: true } });
  if (tries.length === 0) return;
  const payments = await tx.payment.findMany({ where: { id: { in: tries.map((t) => t.paymentId) }, merchantId: subscription.merchantId }, select: { id: true, status: true } });
  const onItsWay = payments.find((p) => !SETTLED.has(p.status));
  if (onItsWay) {
    throw new ApiError("INVALID_STATE", `subscription ${subscription.id} has a charge on its way (payment ${onItsWay.id}): change its payment method once that charge has an outcome`);
  }
}

/** The method the subscription names now, as the audit log shows it: masked. */
async function shownNow(tx: Prisma.TransactionClient, s: SubscriptionWithPlan) {
  if (s.savedPaymentMethodId) {
    const pm = await tx.savedPaymentMethod.findFirst({ where: { id: s.savedPaymentMethodId, merchantId: s.merchantId }, select: { method: true, maskedPhone: true } });
    return { payment_method: pm?.method ?? null, wallet_number: pm?.maskedPhone ?? null, payment_method_reference: s.savedPaymentMethodId };
  }
  return { payment_method: s.paymentMethod, wallet_number: s.walletNumber ? maskPhone(s.walletNumber) : null, payment_method_reference: null };
}
