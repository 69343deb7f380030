// The dashboard's view of one payment: the public payment shape plus what
// the payment page shows. Never a Prisma row: attempts keep brand and last four digits only,
// and internal columns (processor references, merchant id) stay out; the checkout link is
// given while the payment is unfinished, as the merchant shares it.
import type { Payment, PaymentAttempt, PaymentSplit, Refund } from "@/lib/generated/prisma/client";
import { toMajorUnits } from "@/lib/money";
import { serializePayment } from "@/lib/payments/serialize-payment";
import { isCancellable } from "@/lib/payments/cancel-rules";
import { checkoutUrl } from "@/lib/payments/create-hosted-payment";
import { serializeRefund } from "@/lib/payments/serialize-refund";
import { splitValueToApi } from "@/lib/splits/split-values";
import { settlementAmounts } from "@/lib/splits/allocate-fee";

type DetailInput = {
  payment: Payment & {
    attempts: PaymentAttempt[];
    splits: (PaymentSplit & { subaccount: { id: string; name: string; active: boolean } })[];
    refunds: Refund[];
  };
  events: { id: string; type: string; createdAt: Date }[];
};

export function serializePaymentDetail({ payment: p, events }: DetailInput) {
  const major = (v: bigint) => toMajorUnits(v, p.currency);
  const shares = p.splits.map((s) => s.shareAmount);
  return {
    ...serializePayment(p),
    /** What a refund may still take: amount − amount refunded. */
    amount_refundable: major(p.amount - p.amountRefunded),
    /**
     * What the merchant keeps (null until a method sets the fee): settlement's remainder (fee_bearer
     * decides who pays the fee) minus what was refunded. Refunds come out of the merchant's balance
     * and do not return the fee (docs/pricing.md) nor the subaccounts' shares.
     * Pending refunds count (the money is held); refused ones went back (amountRefunded drops).
     */
    merchant_net: p.serviceFee === null ? null : major(settlementAmounts(p.amount, p.serviceFee, shares, p.feeBearer).merchant - p.amountRefunded),
    /** The link to share while the payment is unfinished (the merchant's own checkout); null once it is final. */
    checkout_url: isCancellable(p.status) ? checkoutUrl(p.checkoutToken) : null,
    splits: p.splits.map((s) => ({
      subaccount_reference: s.subaccountId,
      subaccount_name: s.subaccount.name,
      subaccount_active: s.subaccount.active,
      split_type: s.splitType,
      split_value: splitValueToApi(s.splitType, s.splitValue, major),
      amount: major(s.shareAmount),
    })),
    attempt_history: p.attempts.map((a) => ({
      number: a.number,
      method: a.method,
      outcome: a.outcome,
      reason: a.reason,
      card_brand: a.cardBrand,
      card_last4: a.cardLast4,
      phone_last4: a.phoneLast4,
      service_fee: major(a.serviceFee),
      created_at: a.createdAt.toISOString(),
      completed_at: a.completedAt?.toISOString() ?? null,
      /** A processor answer that came after the attempt was settled: recorded, not applied. */
      late_outcome: a.lateOutcome,
      late_answer_at: a.lateAnswerAt?.toISOString() ?? null,
    })),
    /** Late successes on settled attempts: charged twice, refunded automatically. */
    duplicate_charges: p.attempts
      .filter((a) => a.duplicateChargeAt !== null)
      .map((a) => ({
        attempt_number: a.number,
        method: a.method,
        amount: major(p.amount),
        charged_at: (a.lateAnswerAt ?? a.duplicateChargeAt!).toISOString(),
        refunded_at: a.duplicateChargeAt!.toISOString(),
        /** "requested" until the processor's final word: "confirmed", or "failed" (the customer is owed the money). */
        processor_refund: a.processorRefundStatus === "succeeded" ? ("confirmed" as const) : a.processorRefundStatus === "failed" ? ("failed" as const) : ("requested" as const),
        processor_refunded_at: a.processorRefundedAt?.toISOString() ?? null,
        processor_refund_reason: a.processorRefundReason,
      })),
    refunds: p.refunds.map(serializeRefund),
    events: events.map((e) => ({ id: e.id, type: e.type, created_at: e.createdAt.toISOString() })),
  };
}

export type PaymentDetailView = ReturnType<typeof serializePaymentDetail>;
