"use client";
// One dispute: what it is (the payment, stage, status, reason, amount, fee, who bears a loss, the
// processor's reference, where evidence goes), the deadline's notice (due within 48 hours, or past
// with no evidence), what the merchant can do (stage text and files, submit once, accept; a reversal
// claim's next step), the timeline and the balance movements. Write controls follow the role's
// permissions (lib/catalog/permissions.ts) and whether the dispute still awaits a response; the
// server decides again and its refusals are shown.
import Link from "next/link";
import { DetailHeader } from "@/components/dashboard/detail-header";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { DetailRow, none } from "@/components/dashboard/payment-detail/detail-row";
import { useDisputeDetail, type DisputeItem } from "@/components/dashboard/disputes/dispute-hooks";
import { BALANCE_MOVEMENT_LABELS, DisputeStatusBadge, KIND_LABELS, REASON_LABELS, STAGE_LABELS, channelSentence } from "@/components/dashboard/disputes/dispute-labels";
import { EvidenceCard, ResponseCard } from "@/components/dashboard/disputes/dispute-evidence";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";
import { Notice } from "@/components/ui/notice";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { CAN_RESPOND_TO_DISPUTES, CAN_STAGE_DISPUTE_EVIDENCE } from "@/lib/catalog/permissions";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime, formatDateTimeSeconds } from "@/lib/dashboard/format";

export function DisputeDetailView({ initial }: { initial: DisputeItem }) {
  const { mode, role } = useDashboard();
  const query = useDisputeDetail(mode, initial.dispute_reference, initial);
  const dispute = query.data ?? initial;
  const details = dispute.evidence_details;
  const money = (v: number) => formatAmount(v, dispute.currency);

  return (
    <>
      <DetailHeader
        back={{ href: "/dashboard/disputes", label: "Disputes" }}
        eyebrow={`${KIND_LABELS[dispute.kind] ?? dispute.kind} · ${REASON_LABELS[dispute.reason] ?? dispute.reason}`}
        title={money(dispute.amount)}
        numeric
        badge={<DisputeStatusBadge status={dispute.status} />}
        reference={{ text: dispute.dispute_reference, srLabel: "dispute reference" }}
      />

      {query.isError ? (
        <Notice tone="warning" className="mb-6" title="Could not refresh this dispute">
          {query.error.message} The details below may be out of date.
        </Notice>
      ) : null}

      {details.due_soon && details.due_by ? (
        <Notice tone="warning" className="mb-6" title="Evidence is due soon" role="status">
          The deadline is {formatDateTime(details.due_by)}, less than 48 hours away.{" "}
          {details.submission_count === 0 ? "Stage your evidence and submit it before then." : null}
        </Notice>
      ) : null}
      {details.past_due && details.submission_count === 0 ? (
        <Notice tone="danger" className="mb-6" title="The deadline passed" role="status">
          The deadline passed without evidence; the processor rules on what it has.
          {dispute.kind === "reversal" ? " Record the operator's ruling (reversed or rejected) when it tells you." : " Its ruling will arrive here."}
        </Notice>
      ) : null}
      {dispute.outcome ? (
        <Notice tone={dispute.outcome === "won" ? "success" : "danger"} className="mb-6" title={dispute.outcome === "won" ? "Won" : "Lost"} role="status">
          {dispute.outcome === "won"
            ? "The held amount went back to your available balance."
            : `The processor kept ${money(dispute.amount)}${dispute.fee > 0 ? ` and the dispute fee of ${money(dispute.fee)} was charged` : ""}.`}
        </Notice>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <ResponseCard dispute={dispute} mode={mode} canRespond={CAN_RESPOND_TO_DISPUTES.includes(role)} />
          <EvidenceCard dispute={dispute} mode={mode} canStage={CAN_STAGE_DISPUTE_EVIDENCE.includes(role)} />
          <TimelineCard dispute={dispute} />
          <BalanceCard dispute={dispute} />
        </div>
        <div className="min-w-0 space-y-6">
          <Card aria-labelledby="dispute-facts-title">
            <CardHeader titleId="dispute-facts-title" title="Details" />
            <CardBody className="py-2">
              <dl className="divide-y divide-slate-100 text-sm">
                <DetailRow label="Payment">
                  <Link href={`/dashboard/payments/${dispute.payment_reference}`} className={cn("rounded-sm font-mono text-[13px] text-indigo-700 hover:underline", focusRing)}>
                    {dispute.payment_reference}
                  </Link>
                </DetailRow>
                <DetailRow label="Kind">{KIND_LABELS[dispute.kind] ?? dispute.kind}</DetailRow>
                <DetailRow label="Stage">{STAGE_LABELS[dispute.stage] ?? dispute.stage}</DetailRow>
                <DetailRow label="Status">
                  <DisputeStatusBadge status={dispute.status} />
                </DetailRow>
                <DetailRow label="Reason">{REASON_LABELS[dispute.reason] ?? dispute.reason}</DetailRow>
                <DetailRow label="Amount">
                  <span className="tabular-nums">{money(dispute.amount)}</span>
                </DetailRow>
                <DetailRow label="Fee if lost">
                  <span className="tabular-nums">{dispute.fee > 0 ? money(dispute.fee) : "None"}</span>
                </DetailRow>
                <DetailRow label="Loss borne by">{dispute.loss_bearer === "merchant" ? "You (the merchant)" : dispute.loss_bearer === "operator" ? "The operator" : dispute.loss_bearer}</DetailRow>
                <DetailRow label={dispute.kind === "reversal" ? "Operator reference" : "Processor reference"}>
                  <code className="font-mono text-[13px]">{dispute.processor_reference}</code>
                </DetailRow>
                {dispute.processor_status ? <DetailRow label="Processor status">{dispute.processor_status}</DetailRow> : null}
                <DetailRow label="Evidence due">{details.due_by ? formatDateTime(details.due_by) : none}</DetailRow>
                <DetailRow label="Outcome">{dispute.outcome === "won" ? "Won" : dispute.outcome === "lost" ? "Lost" : "Open"}</DetailRow>
              </dl>
            </CardBody>
          </Card>
          <Card aria-labelledby="dispute-channel-title">
            <CardHeader titleId="dispute-channel-title" title="Where evidence goes" />
            <CardBody>
              <p className="text-sm text-slate-700">
                <span className="font-medium">{details.channel === "processor" ? "To the processor" : "Kept as your record"}.</span> {channelSentence(details.channel)}
              </p>
            </CardBody>
          </Card>
        </div>
      </div>
    </>
  );
}

function TimelineCard({ dispute }: { dispute: DisputeItem }) {
  const steps = [
    { label: "Created", at: dispute.created_at },
    { label: "Funds withdrawn (held)", at: dispute.funds_withdrawn_at },
    { label: "Evidence submitted", at: dispute.evidence_details.submitted_at },
    { label: "Funds reinstated", at: dispute.funds_reinstated_at },
    { label: dispute.outcome ? `Closed: ${dispute.outcome}` : "Closed", at: dispute.closed_at },
  ]
    .filter((s): s is { label: string; at: string } => s.at !== null)
    .sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Card aria-labelledby="dispute-timeline-title">
      <CardHeader titleId="dispute-timeline-title" title="Timeline" description="Oldest first; each step is also a dispute.* event to your webhook endpoints." />
      <ol className="px-5 py-4" aria-label="Dispute timeline">
        {steps.map((step, i) => (
          <li key={step.label} className="relative flex gap-3 pb-4 last:pb-0">
            {i < steps.length - 1 ? <span aria-hidden="true" className="absolute top-5 left-[5px] h-[calc(100%-1rem)] w-px bg-slate-200" /> : null}
            <span aria-hidden="true" className={cn("mt-1.5 size-[11px] shrink-0 rounded-full ring-2 ring-white", i === steps.length - 1 ? "bg-indigo-600" : "bg-slate-300")} />
            <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <span className="text-sm font-medium text-slate-800">{step.label}</span>
              <time dateTime={step.at} className="text-[13px] text-slate-500">
                {formatDateTimeSeconds(step.at)}
              </time>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function BalanceCard({ dispute }: { dispute: DisputeItem }) {
  const movements = dispute.balance_transactions ?? [];
  return (
    <Card aria-labelledby="dispute-balance-title">
      <CardHeader titleId="dispute-balance-title" title="Balance movements" description="What this dispute moved in your balance." />
      {movements.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-500">Nothing moved yet: an inquiry holds nothing.</p>
        </CardBody>
      ) : (
        <Table aria-label="Balance movements">
          <THead>
            <TR>
              <TH>Movement</TH>
              <TH className="text-right">Amount</TH>
              <TH className="text-right">When</TH>
            </TR>
          </THead>
          <TBody>
            {movements.map((m, i) => (
              <TR key={`${m.type}-${i}`}>
                <TD>{BALANCE_MOVEMENT_LABELS[m.type] ?? m.type}</TD>
                <TD className="text-right tabular-nums">{formatAmount(m.amount, m.currency)}</TD>
                <TD className="text-right whitespace-nowrap text-slate-500">{formatDateTime(m.created_at)}</TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </Card>
  );
}
