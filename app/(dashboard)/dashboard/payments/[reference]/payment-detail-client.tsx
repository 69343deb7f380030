"use client";
// One payment (issues 3 and 4): summary, split breakdown (subaccount shares, service fee and the
// merchant's net), attempts timeline, refunds and events, and the Refund button for owners and
// developers while the payment is refundable.
import { useId, useState, type ReactNode } from "react";
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { usePaymentDetail } from "@/components/dashboard/money-hooks";
import { AttemptOutcomeBadge, PaymentStatusBadge } from "@/components/dashboard/payment-status-badge";
import { methodName } from "@/components/dashboard/payments-table";
import { RefundDialog } from "@/components/dashboard/refund-dialog";
import { DuplicateCharges } from "@/components/dashboard/duplicate-charges";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { focusRing } from "@/components/ui/focus";
import { Notice } from "@/components/ui/notice";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatAmount, formatDateTime, formatDateTimeSeconds, formatSplitRule } from "@/lib/dashboard/format";
import { CAN_MOVE_MONEY, type PaymentDetail } from "@/lib/dashboard/types";

const REFUNDABLE = new Set(["success", "partially_refunded"]);

export function PaymentDetailClient({ initial }: { initial: PaymentDetail }) {
  const { mode, role } = useDashboard();
  const query = usePaymentDetail(mode, initial.gateway_reference, initial);
  const payment = query.data ?? initial;
  const [refunding, setRefunding] = useState(false);
  const canRefund = CAN_MOVE_MONEY.includes(role) && REFUNDABLE.has(payment.status) && payment.amount_refundable > 0;
  const money = (v: number) => formatAmount(v, payment.currency);

  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-4">
        <Link
          href="/dashboard/payments"
          className={cn("inline-flex items-center gap-1 rounded-sm text-sm font-medium text-slate-500 hover:text-slate-800", focusRing)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path fillRule="evenodd" d="M12.8 5.2a.75.75 0 0 1 0 1.06L9.06 10l3.74 3.74a.75.75 0 1 1-1.06 1.06l-4.27-4.27a.75.75 0 0 1 0-1.06l4.27-4.27a.75.75 0 0 1 1.06 0Z" clipRule="evenodd" />
          </svg>
          Payments
        </Link>
      </nav>

      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">Payment</p>
          <div className="mt-0.5 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">{money(payment.amount)}</h1>
            <PaymentStatusBadge status={payment.status} />
          </div>
          <div className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <code className="font-mono text-[13px] break-all text-slate-700">{payment.gateway_reference}</code>
            <CopyButton text={payment.gateway_reference} srLabel="payment reference" iconOnly />
            {payment.merchant_reference ? (
              <span className="min-w-0 basis-full truncate sm:basis-auto">
                <span aria-hidden="true" className="hidden sm:inline">
                  ·{" "}
                </span>
                Your reference <span className="font-medium text-slate-700">{payment.merchant_reference}</span>
              </span>
            ) : null}
          </div>
        </div>
        {canRefund ? (
          <Button variant="secondary" onClick={() => setRefunding(true)}>
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 text-slate-500">
              <path fillRule="evenodd" d="M7.8 4.2a.75.75 0 0 1 0 1.06L5.56 7.5h7.19a4.75 4.75 0 0 1 0 9.5H10a.75.75 0 0 1 0-1.5h2.75a3.25 3.25 0 0 0 0-6.5H5.56l2.24 2.24a.75.75 0 1 1-1.06 1.06L3.22 8.03a.75.75 0 0 1 0-1.06L6.74 4.2a.75.75 0 0 1 1.06 0Z" clipRule="evenodd" />
            </svg>
            Refund
          </Button>
        ) : null}
      </div>

      {query.isError ? (
        <Notice tone="warning" className="mb-6" title="Could not refresh this payment">
          {query.error.message} The details below may be out of date.
        </Notice>
      ) : null}

      {/* Small screens: details first, metadata last. Large screens: both in the right-hand column. */}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-start-3 lg:row-start-1">
          <Summary payment={payment} />
          <div className="hidden lg:block">
            <Meta meta={payment.meta} />
          </div>
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <SplitBreakdown payment={payment} />
          <DuplicateCharges payment={payment} />
          <Attempts payment={payment} />
          <Refunds payment={payment} />
          <Events payment={payment} />
          <div className="lg:hidden">
            <Meta meta={payment.meta} />
          </div>
        </div>
      </div>

      {canRefund ? (
        <RefundDialog
          key={payment.amount_refundable}
          open={refunding}
          onClose={() => setRefunding(false)}
          payment={payment}
          mode={mode}
        />
      ) : null}
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right break-words text-slate-800">{children}</dd>
    </div>
  );
}

const none = <span className="text-slate-400">—</span>;

function Summary({ payment: p }: { payment: PaymentDetail }) {
  const money = (v: number) => formatAmount(v, p.currency);
  const name = [p.customer.first_name, p.customer.last_name].filter(Boolean).join(" ");
  return (
    <Card aria-labelledby="summary-title">
      <CardHeader titleId="summary-title" title="Details" />
      <CardBody className="py-2">
        <dl className="divide-y divide-slate-100 text-sm">
          <Row label="Amount">
            <span className="tabular-nums">{money(p.amount)}</span>
          </Row>
          <Row label="Status">
            <PaymentStatusBadge status={p.status} />
          </Row>
          <Row label="Service fee">{p.service_fee === null ? none : <span className="tabular-nums">{money(p.service_fee)}</span>}</Row>
          <Row label="Amount refunded">
            <span className="tabular-nums">{money(p.amount_refunded)}</span>
          </Row>
          <Row label="Method">{methodName(p.payment_method)}</Row>
          <Row label="Customer">
            {name || p.customer.email || p.customer.phone_number ? (
              <>
                {name ? <span className="block font-medium text-slate-900">{name}</span> : null}
                {p.customer.email ? <span className="block">{p.customer.email}</span> : null}
                {p.customer.phone_number ? <span className="block tabular-nums">{p.customer.phone_number}</span> : null}
              </>
            ) : (
              none
            )}
          </Row>
          <Row label="Created">{formatDateTime(p.created_at)}</Row>
          <Row label="Paid at">{p.paid_at ? formatDateTime(p.paid_at) : none}</Row>
          {p.paid_at ? null : <Row label="Checkout expires">{formatDateTime(p.expires_at)}</Row>}
          <Row label="Attempts">{p.attempts}</Row>
          <Row label="Type">{p.payment_type}</Row>
        </dl>
      </CardBody>
    </Card>
  );
}

function Meta({ meta }: { meta: unknown }) {
  const titleId = useId(); // rendered in two places (one hidden per screen size): ids must differ
  const entries = meta && typeof meta === "object" && !Array.isArray(meta) ? Object.entries(meta as Record<string, unknown>) : [];
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title="Metadata" description="The meta object your server sent with the payment." />
      {entries.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-500">No metadata.</p>
        </CardBody>
      ) : (
        <CardBody className="py-2">
          <dl className="divide-y divide-slate-100 text-sm">
            {entries.map(([key, value]) => (
              <div key={key} className="flex items-baseline justify-between gap-4 py-2.5">
                <dt className="shrink-0 font-mono text-[12.5px] text-slate-500">{key}</dt>
                <dd className="min-w-0 text-right font-mono text-[12.5px] break-all text-slate-800">
                  {typeof value === "string" ? value : JSON.stringify(value)}
                </dd>
              </div>
            ))}
          </dl>
        </CardBody>
      )}
    </Card>
  );
}

function SplitBreakdown({ payment: p }: { payment: PaymentDetail }) {
  const money = (v: number) => formatAmount(v, p.currency);
  const hasSplit = p.splits.length > 0;
  return (
    <Card aria-labelledby="split-title">
      <CardHeader
        titleId="split-title"
        title="Split breakdown"
        description={
          hasSplit
            ? "Shares were fixed when the payment was created; settlement used exactly these amounts."
            : "No subaccounts share this payment: after the service fee, the amount is yours."
        }
      />
      <Table>
        <THead>
          <TR>
            <TH>Recipient</TH>
            <TH className="hidden sm:table-cell">Rule</TH>
            <TH className="text-right">Share</TH>
          </TR>
        </THead>
        <TBody>
          {p.splits.map((s) => (
            <TR key={s.subaccount_reference}>
              <TD>
                <span className="block font-medium text-slate-900">
                  {s.subaccount_name}
                  {s.subaccount_active ? null : <span className="ml-2 text-xs font-normal text-slate-500">(deactivated)</span>}
                </span>
                <span className="block font-mono text-[12px] break-all text-slate-500">{s.subaccount_reference}</span>
                <span className="mt-0.5 block text-[12.5px] text-slate-600 sm:hidden">
                  Rule: {formatSplitRule(s.split_type, s.split_value, p.currency)}
                </span>
              </TD>
              <TD className="hidden whitespace-nowrap sm:table-cell">{formatSplitRule(s.split_type, s.split_value, p.currency)}</TD>
              <TD className="text-right whitespace-nowrap tabular-nums">{money(s.amount)}</TD>
            </TR>
          ))}
          <TR>
            <TD>
              <span className="block font-medium text-slate-900">Service fee</span>
              <span className="block text-[12px] text-slate-500">
                {p.payment_method ? `${methodName(p.payment_method)} pricing` : "Set when the customer picks a method"}
              </span>
            </TD>
            <TD className="hidden sm:table-cell" />
            <TD className="text-right whitespace-nowrap tabular-nums">{p.service_fee === null ? "—" : money(p.service_fee)}</TD>
          </TR>
          <TR className="bg-slate-50/70">
            <TD>
              <span className="block font-semibold text-slate-900">Your net</span>
              <span className="block text-[12px] text-slate-500">Amount − fee − shares</span>
            </TD>
            <TD className="hidden sm:table-cell" />
            <TD className="text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {p.merchant_net === null ? "—" : money(p.merchant_net)}
            </TD>
          </TR>
        </TBody>
        <tfoot className="border-t border-slate-200">
          <TR>
            <TD className="text-slate-500">Total paid by the customer</TD>
            <TD className="hidden sm:table-cell" />
            <TD className="text-right whitespace-nowrap text-slate-700 tabular-nums">{money(p.amount)}</TD>
          </TR>
        </tfoot>
      </Table>
      {p.amount_refunded > 0 ? (
        <p className="border-t border-slate-100 px-5 py-3 text-[13px] text-slate-500">
          Refunds ({money(p.amount_refunded)} so far) came out of your available balance; the fee and the subaccounts&apos; shares stay as
          settled.
        </p>
      ) : null}
    </Card>
  );
}

/** An attempt's completion after its start: only the time when it is the same day. */
function completedText(startIso: string, endIso: string): string {
  const [startDay] = formatDateTimeSeconds(startIso).split(", ");
  const [endDay, endTime] = formatDateTimeSeconds(endIso).split(", ");
  return startDay === endDay && endTime ? endTime : formatDateTimeSeconds(endIso);
}

function instrument(a: PaymentDetail["attempt_history"][number]): string | null {
  if (a.card_last4) {
    const brand = a.card_brand && a.card_brand !== "card" ? a.card_brand[0].toUpperCase() + a.card_brand.slice(1) : "Card";
    return `${brand} ••••${a.card_last4}`;
  }
  if (a.phone_last4) return `••${a.phone_last4}`;
  return null;
}

function Attempts({ payment: p }: { payment: PaymentDetail }) {
  const attempts = [...p.attempt_history].reverse();
  return (
    <Card aria-labelledby="attempts-title">
      <CardHeader
        titleId="attempts-title"
        title="Attempts"
        description={attempts.length ? "Every try the customer made, newest first." : undefined}
      />
      {attempts.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-500">The customer has not tried to pay yet.</p>
        </CardBody>
      ) : (
        <ol className="px-5 py-4">
          {attempts.map((a, i) => (
            <li key={a.number} className="relative flex gap-4 pb-5 last:pb-0">
              {i < attempts.length - 1 ? <span aria-hidden="true" className="absolute top-7 bottom-0 left-[13px] w-px bg-slate-200" /> : null}
              <span
                aria-hidden="true"
                className={cn(
                  "relative flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ring-4 ring-white",
                  a.outcome === "success" ? "bg-emerald-100 text-emerald-700" : a.outcome === "failed" || a.outcome === "blocked" ? "bg-red-100 text-red-700" : "bg-slate-100 text-slate-600",
                )}
              >
                {a.number}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <p className="text-sm font-medium text-slate-900">
                    <span className="sr-only">Attempt {a.number}: </span>
                    {methodName(a.method)}
                    {instrument(a) ? <span className="ml-2 font-mono text-[12.5px] font-normal text-slate-600">{instrument(a)}</span> : null}
                  </p>
                  <AttemptOutcomeBadge outcome={a.outcome} />
                </div>
                {a.reason ? <p className="mt-1 text-[13px] text-slate-600">{a.reason}</p> : null}
                <p className="mt-1 text-[12.5px] text-slate-500">
                  <time dateTime={a.created_at}>{formatDateTimeSeconds(a.created_at)}</time>
                  {a.completed_at && a.completed_at !== a.created_at ? (
                    <>
                      {" "}
                      → completed <time dateTime={a.completed_at}>{completedText(a.created_at, a.completed_at)}</time>
                    </>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function Refunds({ payment: p }: { payment: PaymentDetail }) {
  if (p.refunds.length === 0 && !REFUNDABLE.has(p.status) && p.status !== "fully_refunded") return null;
  return (
    <Card aria-labelledby="refunds-title">
      <CardHeader
        titleId="refunds-title"
        title="Refunds"
        description={p.refunds.length ? `${formatAmount(p.amount_refunded, p.currency)} refunded of ${formatAmount(p.amount, p.currency)}.` : undefined}
      />
      {p.refunds.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-500">No refunds.</p>
        </CardBody>
      ) : (
        <Table>
          <THead>
            <TR>
              <TH>Amount</TH>
              <TH>Reason</TH>
              <TH className="hidden sm:table-cell">Reference</TH>
              <TH className="hidden text-right sm:table-cell">Created</TH>
            </TR>
          </THead>
          <TBody>
            {p.refunds.map((r) => (
              <TR key={r.refund_reference}>
                <TD className="whitespace-nowrap">
                  <span className="block font-medium text-slate-900 tabular-nums">{formatAmount(r.amount, r.currency)}</span>
                  <span className="block text-[12.5px] text-slate-500 sm:hidden">{formatDateTime(r.created_at)}</span>
                </TD>
                <TD className="max-w-64">{r.reason ?? none}</TD>
                <TD className="hidden font-mono text-[12.5px] whitespace-nowrap text-slate-600 sm:table-cell">{r.refund_reference}</TD>
                <TD className="hidden text-right whitespace-nowrap text-slate-500 sm:table-cell">{formatDateTime(r.created_at)}</TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </Card>
  );
}

function Events({ payment: p }: { payment: PaymentDetail }) {
  return (
    <Card aria-labelledby="events-title">
      <CardHeader
        titleId="events-title"
        title="Events"
        description="Status changes recorded for this payment; webhooks deliver these to your endpoint."
      />
      {p.events.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-500">No events yet: one is recorded at each status change.</p>
        </CardBody>
      ) : (
        <ul className="divide-y divide-slate-100">
          {[...p.events].reverse().map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-2.5">
              <code className="font-mono text-[13px] text-slate-800">{e.type}</code>
              <time dateTime={e.created_at} className="text-[13px] text-slate-500">
                {formatDateTimeSeconds(e.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
