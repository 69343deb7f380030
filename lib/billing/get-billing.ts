import "server-only";
// One subscription, invoice or test clock, scoped to the merchant: another merchant's is NOT_FOUND,
// the other mode's answered as the caller asks (lib/auth/other-mode.ts), as every object is.
import type { Db } from "@/lib/db";
import type { Invoice, Mode } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";
import { withPlan, type SubscriptionWithPlan } from "@/lib/billing/subscription-changes";

export type BillingLookup = { merchantId: string; mode: Mode; id: string; otherMode: OtherModeAnswer };

const SUBSCRIPTION_ID = /^subs_[0-9A-Za-z]{22}$/;
const INVOICE_ID = /^in_[0-9A-Za-z]{22}$/;

export async function getSubscriptionOrThrow(db: Db, opts: BillingLookup): Promise<SubscriptionWithPlan> {
  const subscription = SUBSCRIPTION_ID.test(opts.id) ? await db.subscription.findFirst({ where: { id: opts.id, merchantId: opts.merchantId } }) : null;
  if (!subscription) throw new ApiError("NOT_FOUND", "subscription not found");
  if (subscription.mode !== opts.mode) throw otherModeError("subscription", subscription.mode, opts.otherMode);
  return withPlan(db, subscription);
}

export async function getInvoiceOrThrow(db: Db, opts: BillingLookup): Promise<Invoice> {
  const invoice = INVOICE_ID.test(opts.id) ? await db.invoice.findFirst({ where: { id: opts.id, merchantId: opts.merchantId } }) : null;
  if (!invoice) throw new ApiError("NOT_FOUND", "invoice not found");
  if (invoice.mode !== opts.mode) throw otherModeError("invoice", invoice.mode, opts.otherMode);
  return invoice;
}
