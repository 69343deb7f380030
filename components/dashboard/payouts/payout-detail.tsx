"use client";
// One payout: amount and status, why it is where it is (status_reason: the bank's
// refusal, or why a live payout waits in pending), what the merchant must do (OTP, approval),
// the details and the recipient's full account, and the status timeline from its events.
// Polled while it is on its way; the balances follow its moves.
import { DetailHeader, YourReference } from "@/components/dashboard/detail-header";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { DetailRow, none } from "@/components/dashboard/payment-detail/detail-row";
import { PayoutActionCard } from "@/components/dashboard/payouts/payout-actions";
import { isMoving, useBalancesFollow, usePayoutDetail } from "@/components/dashboard/payouts/payout-hooks";
import { PayoutStatusBadge } from "@/components/dashboard/payouts/payout-status-badge";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime, formatDateTimeSeconds } from "@/lib/dashboard/format";
import type { PayoutDetail } from "@/lib/payouts/payout-view-types";
import { CAN_APPROVE_PAYOUTS, CAN_MOVE_MONEY } from "@/lib/catalog/permissions";
import { bankDisplayName } from "@/lib/catalog/bank-names";

const REASON_TONE: Record<string, "info" | "warning" | "danger"> = {
  pending: "warning",
  failed: "danger",
  blocked: "danger",
  reversed: "warning",
};

const ORIGINS: Record<string, string> = {
  api: "API",
  dashboard: "Dashboard",
  bulk: "Bulk upload",
  settlement: "Subaccount settlement",
};

export function PayoutDetailView({ initial }: { initial: PayoutDetail }) {
  const { mode, role } = useDashboard();
  const query = usePayoutDetail(mode, initial.gateway_reference, initial);
  const payout = query.data ?? initial;
  useBalancesFollow(mode, [payout]);
  const money = (v: number) => formatAmount(v, payout.currency);

  return (
    <>
      <DetailHeader
        back={{ href: "/dashboard/payouts", label: "Payouts" }}
        eyebrow={`Payout to ${payout.account.account_name}`}
        title={money(payout.amount)}
        numeric
        badge={
          <>
            <PayoutStatusBadge status={payout.status} />
            {isMoving(payout) ? (
              <span className="inline-flex items-center gap-1.5 text-[13px] text-slate-500">
                <Spinner className="size-3.5" /> Following its progress
              </span>
            ) : null}
          </>
        }
        reference={{ text: payout.gateway_reference, srLabel: "payout reference" }}
        meta={<YourReference value={payout.merchant_reference} />}
      />

      {query.isError ? (
        <Notice tone="warning" className="mb-6" title="Could not refresh this payout">
          {query.error.message} The details below may be out of date.
        </Notice>
      ) : null}

      {payout.status_reason ? (
        <Notice tone={REASON_TONE[payout.status] ?? "info"} className="mb-6" title="Status reason" role="status">
          {payout.status_reason}
        </Notice>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <PayoutActionCard payout={payout} mode={mode} canAct={CAN_MOVE_MONEY.includes(role)} canApprove={CAN_APPROVE_PAYOUTS.includes(role)} />
          <Card aria-labelledby="recipient-title">
            <CardHeader titleId="recipient-title" title="Recipient" />
            <CardBody className="py-2">
              <dl className="divide-y divide-slate-100 text-sm">
                <DetailRow label="Account holder">{payout.account.account_name}</DetailRow>
                <DetailRow label="Account number">
                  <span className="font-mono">{payout.account.account_number}</span>
                </DetailRow>
                <DetailRow label="Bank or wallet">{bankDisplayName(payout.account.bank_slug, payout.account.bank_name)}</DetailRow>
              </dl>
            </CardBody>
          </Card>
          <TimelineCard payout={payout} />
        </div>
        <div className="min-w-0 space-y-6">
          <Card aria-labelledby="payout-summary-title">
            <CardHeader titleId="payout-summary-title" title="Details" />
            <CardBody className="py-2">
              <dl className="divide-y divide-slate-100 text-sm">
                <DetailRow label="Amount">
                  <span className="tabular-nums">{money(payout.amount)}</span>
                </DetailRow>
                <DetailRow label="Fee">
                  <span className="tabular-nums">{money(payout.service_fee)}</span>
                </DetailRow>
                <DetailRow label="Total from balance">
                  <span className="font-medium tabular-nums">{money(payout.amount + payout.service_fee)}</span>
                </DetailRow>
                <DetailRow label="Status">
                  <PayoutStatusBadge status={payout.status} />
                </DetailRow>
                <DetailRow label="Reason">{payout.reason ?? none}</DetailRow>
                <DetailRow label="Created from">{ORIGINS[payout.origin] ?? payout.origin}</DetailRow>
                {payout.approval.required ? (
                  <DetailRow label="Second approval">
                    {payout.approval.waiting
                      ? "Waiting"
                      : payout.approval.decided_at
                        ? `${payout.status_reason?.startsWith("Rejected by the second approver") ? "Rejected" : "Approved"} by ${payout.approval.decided_by ?? "an API key"}, ${formatDateTime(payout.approval.decided_at)}`
                        : none}
                  </DetailRow>
                ) : null}
                {payout.batch_reference ? (
                  <DetailRow label="Batch">
                    <code className="font-mono text-[13px]">{payout.batch_reference}</code>
                  </DetailRow>
                ) : null}
                <DetailRow label="Created">{formatDateTime(payout.created_at)}</DetailRow>
                <DetailRow label="Processed">{payout.processed_at ? formatDateTime(payout.processed_at) : none}</DetailRow>
              </dl>
            </CardBody>
          </Card>
        </div>
      </div>
    </>
  );
}

function TimelineCard({ payout }: { payout: PayoutDetail }) {
  return (
    <Card aria-labelledby="timeline-title">
      <CardHeader titleId="timeline-title" title="Status timeline" description="Each status change, oldest first; webhooks deliver these events to your endpoint." />
      {payout.timeline.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-500">No status changes recorded yet.</p>
        </CardBody>
      ) : (
        <ol className="px-5 py-4">
          {payout.timeline.map((step, i) => (
            <li key={step.id} className="relative flex gap-3 pb-4 last:pb-0">
              {i < payout.timeline.length - 1 ? <span aria-hidden="true" className="absolute top-5 left-[5px] h-[calc(100%-1rem)] w-px bg-slate-200" /> : null}
              <span aria-hidden="true" className={cn("mt-1.5 size-[11px] shrink-0 rounded-full ring-2 ring-white", i === payout.timeline.length - 1 ? "bg-indigo-600" : "bg-slate-300")} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                  <div className="flex items-center gap-2">
                    <PayoutStatusBadge status={step.status} />
                    <code className="font-mono text-[12px] text-slate-500">{step.type}</code>
                  </div>
                  <time dateTime={step.created_at} className="text-[13px] text-slate-500">
                    {formatDateTimeSeconds(step.created_at)}
                  </time>
                </div>
                {step.status_reason ? <p className="mt-1 text-[13px] text-slate-600">{step.status_reason}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
