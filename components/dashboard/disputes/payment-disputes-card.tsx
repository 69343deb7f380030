"use client";
// The payment page's Disputes card: the payment's chargebacks and reversal claims (GET
// /api/dashboard/disputes?payment_reference=…), each linking to its page, and for a paid payment
// "Record reversal claim" (disputes.respond: owners, admins): the mobile operator's reference of a
// customer's reversal request, the reason, an optional partial amount and a note. The server
// refuses a payment whose processor reports its disputes itself (a card rail); the page does not
// offer it on a card payment.
import { useState, type FormEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { FormDialog } from "@/components/dashboard/form-dialog";
import { NO_DISPUTE_FILTERS, useDisputes, useRecordReversalClaim } from "@/components/dashboard/disputes/dispute-hooks";
import { DisputeStatusBadge, KIND_LABELS, REASON_LABELS } from "@/components/dashboard/disputes/dispute-labels";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { focusRing } from "@/components/ui/focus";
import { Input, inputClasses } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { DISPUTE_REASONS } from "@/lib/catalog/dispute-states";
import { CAN_RESPOND_TO_DISPUTES, type DashboardRole } from "@/lib/catalog/permissions";
import type { DashboardMode } from "@/lib/catalog/modes";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { formatAmount } from "@/lib/money/format-amount";
import { readTypedAmount } from "@/lib/money/typed-amount";
import { formatDateTime } from "@/lib/dashboard/format";
import type { PaymentDetail } from "@/lib/payments/payment-view-types";

const PAID = new Set(["success", "partially_refunded", "fully_refunded"]);

export function PaymentDisputesCard({ payment, mode, role }: { payment: PaymentDetail; mode: DashboardMode; role: DashboardRole }) {
  const list = useDisputes(mode, { ...NO_DISPUTE_FILTERS, payment_reference: payment.gateway_reference }, null, 20);
  const [recording, setRecording] = useState(false);
  const [session, setSession] = useState(0);
  const canRecord = CAN_RESPOND_TO_DISPUTES.includes(role) && PAID.has(payment.status) && payment.payment_method !== "card";
  const items = list.data?.items ?? [];
  if (!canRecord && items.length === 0) return null;

  return (
    <Card aria-labelledby="payment-disputes-title">
      <CardHeader
        titleId="payment-disputes-title"
        title="Disputes"
        description={items.length ? undefined : "A customer's reversal request through their mobile operator is recorded here."}
        actions={
          canRecord ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setSession((n) => n + 1);
                setRecording(true);
              }}
            >
              Record reversal claim
            </Button>
          ) : null
        }
      />
      {list.isError ? (
        <CardBody>
          <p className="text-sm text-red-700">Could not load this payment&apos;s disputes: {list.error.message}</p>
        </CardBody>
      ) : items.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-500">{list.isPending ? "Loading disputes…" : "No disputes."}</p>
        </CardBody>
      ) : (
        <ul aria-label="Disputes of this payment" className="divide-y divide-slate-100">
          {items.map((d) => (
            <li key={d.dispute_reference} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
              <div className="min-w-0">
                <Link href={`/dashboard/disputes/${d.dispute_reference}`} className={cn("rounded-sm font-mono text-[13px] text-indigo-700 hover:underline", focusRing)}>
                  {d.dispute_reference}
                </Link>
                <span className="block text-[13px] text-slate-500">
                  {KIND_LABELS[d.kind] ?? d.kind} · {REASON_LABELS[d.reason] ?? d.reason} · {formatDateTime(d.created_at)}
                </span>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-medium tabular-nums">{formatAmount(d.amount, d.currency)}</span>
                <DisputeStatusBadge status={d.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {canRecord ? <RecordClaimDialog key={session} open={recording} onClose={() => setRecording(false)} payment={payment} mode={mode} /> : null}
    </Card>
  );
}

function RecordClaimDialog({ open, onClose, payment, mode }: { open: boolean; onClose: () => void; payment: PaymentDetail; mode: DashboardMode }) {
  const record = useRecordReversalClaim(mode);
  const router = useRouter();
  const notify = useToast();
  const [operatorReference, setOperatorReference] = useState("");
  const [reason, setReason] = useState<string>("unrecognized");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [checked, setChecked] = useState<Record<string, string>>({});
  const serverErrors = record.error instanceof DashboardRequestError ? record.error.fieldErrors : {};
  const errors = { ...serverErrors, ...checked };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    record.reset();
    const problems: Record<string, string> = {};
    if (!operatorReference.trim()) problems.operator_reference = "Enter the operator's reference";
    // Read as every amount field of the dashboard reads what is typed ("1,000", "1 000.50").
    const typed = readTypedAmount(amount, payment.currency);
    const value = typed.value;
    if (typed.message) problems.amount = `${typed.message}, or leave it empty for the whole payment`;
    setChecked(problems);
    if (Object.keys(problems).length) return;
    record.mutate(
      { payment_reference: payment.gateway_reference, operator_reference: operatorReference.trim(), reason, ...(value !== undefined ? { amount: value } : {}), ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (dispute) => {
          notify({ title: "Reversal claim recorded", description: `${formatAmount(dispute.amount, dispute.currency)} is held from your available balance.` });
          onClose();
          router.push(`/dashboard/disputes/${dispute.dispute_reference}`);
        },
      },
    );
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      attempt={record}
      title="Record reversal claim"
      description={`The customer asked their mobile operator to reverse this payment. Recording it holds the amount (up to ${formatAmount(payment.amount_refundable, payment.currency)}) from your available balance until the operator rules.`}
      onSubmit={onSubmit}
      submitLabel="Record claim"
      errorTitle="The claim was not recorded"
    >
      <Field label="Operator reference" hint="The operator's ticket or transaction id of the reversal request." error={errors.operator_reference}>
        {(p) => <Input {...p} name="operator_reference" value={operatorReference} maxLength={100} autoComplete="off" spellCheck={false} onChange={(e) => setOperatorReference(e.target.value)} />}
      </Field>
      <Field label="Reason" error={errors.reason}>
        {(p) => (
          <select {...p} name="reason" value={reason} onChange={(e) => setReason(e.target.value)} className={inputClasses}>
            {DISPUTE_REASONS.map((r) => (
              <option key={r} value={r}>
                {REASON_LABELS[r] ?? r}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={`Amount (${payment.currency}, optional)`} hint="Leave empty for the whole payment, less refunds." error={errors.amount}>
        {(p) => <Input {...p} name="amount" inputMode="decimal" value={amount} autoComplete="off" onChange={(e) => setAmount(e.target.value)} />}
      </Field>
      <Field label="Note (optional)" hint="What the operator told you; kept as the claim's first evidence." error={errors.note}>
        {(p) => <textarea {...p} name="note" rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} className={cn(inputClasses, "h-auto py-2")} />}
      </Field>
    </FormDialog>
  );
}
