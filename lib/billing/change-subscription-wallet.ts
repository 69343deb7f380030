import "server-only";
// A push subscription's wallet changed (the customer portal's "Change payment method", docs/customer-portal.md):
// the wallet and its number by the same rules as when the subscription was made (a mobile-money
// method of the plan's currency, served by a live connection in live mode, its number by the
// checkout's rule). Under the subscription's row lock, so a cycle's charge try takes the old wallet
// or the new one, never half of each; the change records subscription.updated and its audit record
// in the same transaction. The next try charges the new wallet; one already sent is not redone.
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { findMethod } from "@/lib/catalog/payment-methods";
import { ENDED_SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@/lib/catalog/subscription-states";
import { walletNumberOrThrow, walletOrThrow } from "@/lib/charges/create-direct-charge";
import { methodsServed } from "@/lib/processors/connections";
import type { Currency } from "@/lib/money";
import { maskPhone } from "@/lib/billing/saved-payment-methods";
import { getSubscriptionOrThrow, type BillingLookup } from "@/lib/billing/get-billing";
import { changeSubscription, lockSubscription, type SubscriptionWithPlan } from "@/lib/billing/subscription-changes";

export type ChangeWalletInput = {
  /** The wallet (telebirr, mpesa…); the subscription's own when left out. */
  paymentMethod?: string;
  walletNumber: string;
};

export async function changeSubscriptionWallet(tx: Prisma.TransactionClient, opts: BillingLookup & { actor: AuditActor; input: ChangeWalletInput }): Promise<SubscriptionWithPlan> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "payments.manage" });
  const found = await getSubscriptionOrThrow(tx, opts);
  const subscription = await lockSubscription(tx, { id: found.id, merchantId: opts.merchantId });
  if (!subscription) throw new ApiError("NOT_FOUND", "subscription not found");
  if (ENDED_SUBSCRIPTION_STATUSES.includes(subscription.status as SubscriptionStatus)) throw new ApiError("INVALID_STATE", `subscription ${subscription.id} is ${subscription.status}: it has ended`);
  if (subscription.collectionMethod !== "push") {
    throw new ApiError("INVALID_STATE", `subscription ${subscription.id} is collected by ${subscription.collectionMethod}: only a push subscription charges a wallet number`);
  }
  const currency = subscription.plan.currency as Currency;
  const id = opts.input.paymentMethod ?? subscription.paymentMethod!;
  if (findMethod(id)?.kind === "card") throw new ApiError("INVALID_VALUE", "Card cannot be pushed to: push collects mobile-money wallets", [{ field: "payment_method", message: "not a wallet" }]);
  const method = walletOrThrow(id, currency, "payment_method");
  if (subscription.mode === "live" && !(await methodsServed({ merchantId: opts.merchantId, mode: "live", currency }, tx)).has(id)) {
    throw new ApiError("NO_LIVE_PROCESSOR", `No processor takes live ${method.name} payments in ${currency} on this gateway`, [{ field: "payment_method", message: "no live processor serves it" }]);
  }
  const number = walletNumberOrThrow(opts.input.walletNumber, method, "wallet_number");
  if (number === subscription.walletNumber && id === subscription.paymentMethod) return subscription;
  const changed = await changeSubscription(tx, subscription, { paymentMethod: id, walletNumber: number });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "subscription.payment_method_changed",
    mode: subscription.mode,
    targetId: subscription.id,
    // Masked: the audit log shows which wallet, never the whole number.
    before: { payment_method: subscription.paymentMethod, wallet_number: subscription.walletNumber ? maskPhone(subscription.walletNumber) : null },
    after: { payment_method: id, wallet_number: maskPhone(number) },
  });
  return changed;
}
