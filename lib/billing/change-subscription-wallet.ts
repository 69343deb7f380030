import "server-only";
// The customer portal's "Change payment method" to a wallet (docs/customer-portal.md): a move to push
// on that wallet and number, by the rules of PATCH /v2/subscriptions/{id}
// (lib/billing/change-subscription-payment-method.ts): the creation's wallet rules, under the
// subscription's row lock, with subscription.updated and the audit record in the same transaction.
// The wallet's method may be left out on a push subscription: its own.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AuditActor } from "@/lib/audit/record-audit";
import type { BillingLookup } from "@/lib/billing/get-billing";
import type { SubscriptionWithPlan } from "@/lib/billing/subscription-changes";
import { changeSubscriptionPaymentMethod } from "@/lib/billing/change-subscription-payment-method";

export type ChangeWalletInput = {
  /** The wallet (telebirr, mpesa…); the subscription's own when left out. */
  paymentMethod?: string;
  walletNumber: string;
};

export async function changeSubscriptionWallet(tx: Prisma.TransactionClient, opts: BillingLookup & { actor: AuditActor; input: ChangeWalletInput }): Promise<SubscriptionWithPlan> {
  return changeSubscriptionPaymentMethod(tx, { ...opts, input: { payment_method: opts.input.paymentMethod, wallet_number: opts.input.walletNumber } });
}
