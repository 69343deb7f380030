"use client";
// A payment's duplicate charges: a processor's late success on an attempt the gateway
// had already settled otherwise. Each was refunded to the customer automatically; the merchant's
// balance was never touched. Renders nothing when there are none.
import { methodName } from "@/components/dashboard/payments-table";
import { Notice } from "@/components/ui/notice";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTimeSeconds } from "@/lib/dashboard/format";
import type { PaymentDetail } from "@/lib/payments/payment-view-types";

export function DuplicateCharges({ payment: p }: { payment: PaymentDetail }) {
  if (p.duplicate_charges.length === 0) return null;
  return (
    <section aria-labelledby="duplicate-charges-title">
      <Notice tone="warning" title={<span id="duplicate-charges-title">Duplicate charge refunded</span>}>
        <ul className="space-y-1">
          {p.duplicate_charges.map((d) => (
            <li key={d.attempt_number}>
              Attempt {d.attempt_number} ({methodName(d.method)}) was charged {formatAmount(d.amount, p.currency)} after it had been settled, at{" "}
              <time dateTime={d.charged_at}>{formatDateTimeSeconds(d.charged_at)}</time>. It was refunded to the customer automatically;
              your balance was not affected.{" "}
              {d.processor_refund === "confirmed"
                ? "The processor confirmed the refund."
                : d.processor_refund === "failed"
                  ? `The processor refused the refund (${d.processor_refund_reason ?? "no reason given"}); the operator must return the money to the customer.`
                  : "The refund is being sent to the processor."}
            </li>
          ))}
        </ul>
      </Notice>
    </section>
  );
}
