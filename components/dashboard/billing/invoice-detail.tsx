"use client";
// /dashboard/invoices/{id}: one invoice: its amounts (subtotal, tax, total, paid, due), its lines,
// its customer, its hosted page's link once finalized, the payments made toward it (each charge try,
// each payment on its page) and its events. A draft can be edited (the form of the new invoice) and
// finalized; an open one sent or voided. Each action asks first, saying what follows
// (docs/invoices.md); what the status does not allow is not offered, and the server refuses it anyway.
import { useState } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { DetailHeader } from "@/components/dashboard/detail-header";
import { FactsCard } from "@/components/dashboard/facts-card";
import { ConfirmDialog } from "@/components/dashboard/confirm-dialog";
import { PaymentStatusBadge } from "@/components/dashboard/payment-status-badge";
import { useInvoiceAction, useInvoiceDetail, type InvoiceAction, type InvoiceDetail } from "@/components/dashboard/billing/billing-hooks";
import { InvoiceStatusBadge, ObjectLink, customerLine, subscriptionHref } from "@/components/dashboard/billing/billing-parts";
import { EventsTable } from "@/components/dashboard/billing/events-table";
import { InvoiceForm } from "@/components/dashboard/billing/invoice-form";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { CardIcon } from "@/components/ui/icons";
import { TD } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { CAN_MANAGE_BILLING } from "@/lib/catalog/permissions";
import { PAYABLE_INVOICE_STATUSES } from "@/lib/catalog/subscription-states";
import { formatDate, formatDateTime } from "@/lib/dashboard/format";
import { formatAmount } from "@/lib/money/format-amount";

const ACTIONS: Record<InvoiceAction, { label: string; title: string; description: (i: InvoiceDetail) => string; done: string; variant: "primary" | "danger" }> = {
  finalize: {
    label: "Finalize",
    title: "Finalize this invoice?",
    description: (i) => `It takes the next number of your sequence and opens for payment on its page, due in the days you set. Its lines, tax and customer cannot change after this. Total ${formatAmount(i.total, i.currency)}.`,
    done: "Invoice finalized",
    variant: "primary",
  },
  send: {
    label: "Send",
    title: "Send this invoice?",
    description: (i) => `An e-mail with the link to its page goes to ${i.customer.email ?? "the customer"}.`,
    done: "Invoice sent",
    variant: "primary",
  },
  "mark-uncollectible": {
    label: "Mark uncollectible",
    title: "Mark this invoice uncollectible?",
    description: (i) => `You stop collecting the ${formatAmount(i.amount_due, i.currency)} still due: its retries are called off, and a subscription waiting on it bills again from its next period. The customer can still pay it on its page.`,
    done: "Invoice marked uncollectible",
    variant: "danger",
  },
  void: {
    label: "Void",
    title: "Void this invoice?",
    description: () => "Nothing more is owed on it and its page stops taking payments. This cannot be undone. A subscription waiting on it bills again from its next period.",
    done: "Invoice voided",
    variant: "danger",
  },
};

/** What the invoice's status allows, as lib/billing/invoices.ts judges it. */
function allowedActions(i: InvoiceDetail): InvoiceAction[] {
  if (i.status === "draft") return ["finalize", "void"];
  const actions: InvoiceAction[] = [];
  if (PAYABLE_INVOICE_STATUSES.includes(i.status) && i.customer.email) actions.push("send");
  if (i.status === "open" || i.status === "partially_paid") actions.push("mark-uncollectible");
  if ((i.status === "open" || i.status === "uncollectible") && i.amount_paid === 0) actions.push("void");
  return actions;
}

export function InvoiceDetailView({ initial }: { initial: InvoiceDetail }) {
  const { mode, role } = useDashboard();
  const { data } = useInvoiceDetail(mode, initial.invoice_reference, initial);
  const i = data ?? initial;
  const act = useInvoiceAction(mode, i.invoice_reference);
  const notify = useToast();
  const [asking, setAsking] = useState<InvoiceAction | null>(null);
  const [editing, setEditing] = useState(false);
  const canManage = CAN_MANAGE_BILLING.includes(role);

  return (
    <>
      <DetailHeader
        back={{ href: "/dashboard/invoices", label: "Invoices" }}
        eyebrow={i.number ? `Invoice ${i.number}` : "Draft invoice"}
        title={formatAmount(i.total, i.currency)}
        numeric
        badge={<InvoiceStatusBadge status={i.status} />}
        reference={{ text: i.invoice_reference, srLabel: "invoice reference" }}
        actions={
          canManage && !editing ? (
            <>
              {i.status === "draft" ? (
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  Edit draft
                </Button>
              ) : null}
              {allowedActions(i).map((a) => (
                <Button key={a} variant={ACTIONS[a].variant === "danger" ? "secondary" : "primary"} onClick={() => setAsking(a)}>
                  {ACTIONS[a].label}
                </Button>
              ))}
            </>
          ) : null
        }
      />

      {editing ? (
        <InvoiceForm mode={mode} draft={i} onDone={() => setEditing(false)} />
      ) : (
        <>
          {i.hosted_invoice_url ? (
            <Card className="mb-6" aria-labelledby="invoice-link">
              <CardHeader titleId="invoice-link" title="Hosted invoice page" description="Where the customer sees and pays it, with any method the checkout takes." />
              <CardBody className="flex items-center gap-2">
                <code className="min-w-0 flex-1 truncate rounded-md bg-slate-100 px-2.5 py-1.5 font-mono text-[13px] text-slate-800">{i.hosted_invoice_url}</code>
                <CopyButton text={i.hosted_invoice_url} label="Copy link" />
              </CardBody>
            </Card>
          ) : null}

          <div className="grid gap-6 lg:grid-cols-2">
            <FactsCard
              titleId="invoice-amounts"
              title="Amounts"
              facts={[
                ["Subtotal", formatAmount(i.subtotal, i.currency)],
                ["Tax", formatAmount(i.tax, i.currency)],
                ["Total", formatAmount(i.total, i.currency)],
                ["Paid", formatAmount(i.amount_paid, i.currency)],
                ["Due", formatAmount(i.amount_due, i.currency)],
                ["Partial payments", i.allow_partial_payments ? (i.minimum_partial_amount === null ? "Allowed" : `Allowed, at least ${formatAmount(i.minimum_partial_amount, i.currency)}`) : "Not allowed"],
              ]}
            />
            <FactsCard
              titleId="invoice-details"
              facts={[
                ["Customer", [customerLine(i.customer), i.customer.email, i.customer.phone_number].filter((v, n, all) => v && all.indexOf(v) === n).join(" · ")],
                ["Due date", i.due_at ? formatDate(i.due_at) : i.status === "draft" ? "Set when finalized" : "—"],
                ["Subscription", i.subscription_reference ? <ObjectLink href={subscriptionHref(i.subscription_reference)}>{i.subscription_reference}</ObjectLink> : "One-off"],
                ["Period", i.period_start ? `${formatDate(i.period_start)} – ${formatDate(i.period_end)}` : "—"],
                ["Finalized", i.finalized_at ? formatDateTime(i.finalized_at) : "Not yet"],
                ["Sent", i.sent_at ? formatDateTime(i.sent_at) : "Not yet"],
                ...(i.description ? ([["Memo", i.description]] as [string, string][]) : []),
              ]}
            />
          </div>

          <Card className="mt-6" aria-labelledby="invoice-lines-title">
            <CardHeader titleId="invoice-lines-title" title="Lines" />
            <DataTable aria-label="Lines" rows={i.lines.map((l, n) => ({ ...l, n }))} rowKey={(l) => String(l.n)} columns={["Description", { label: "Quantity", className: "text-right" }, { label: "Unit price", className: "text-right" }, { label: "Amount", className: "text-right" }]}>
              {(l) => (
                <>
                  <TD>{l.description}</TD>
                  <TD className="text-right tabular-nums">{l.quantity}</TD>
                  <TD className="text-right tabular-nums">{formatAmount(l.unit_amount, i.currency)}</TD>
                  <TD className="text-right tabular-nums">{formatAmount(l.amount, i.currency)}</TD>
                </>
              )}
            </DataTable>
          </Card>

          <Card className="mt-6" aria-labelledby="invoice-payments">
            <CardHeader titleId="invoice-payments" title="Payments" description="Each charge try and each payment on its page." />
            {i.payments.length === 0 ? (
              <EmptyState icon={<CardIcon />} title="No payment yet" />
            ) : (
              <DataTable aria-label="Payments toward this invoice" rows={i.payments} rowKey={(p) => p.payment_reference} columns={["Payment", "How", "Status", { label: "Amount", className: "text-right" }, "When"]}>
                {(p) => (
                  <>
                    <TD>
                      <ObjectLink href={`/dashboard/payments/${encodeURIComponent(p.payment_reference)}`}>{p.payment_reference}</ObjectLink>
                    </TD>
                    <TD>{p.try === 0 ? "On its page" : `Charge try ${p.try}`}</TD>
                    <TD>
                      <PaymentStatusBadge status={p.status} />
                    </TD>
                    <TD className="text-right tabular-nums">{formatAmount(p.amount, p.currency)}</TD>
                    <TD className="whitespace-nowrap">{formatDateTime(p.created_at)}</TD>
                  </>
                )}
              </DataTable>
            )}
          </Card>

          <EventsTable events={i.events} titleId="invoice-events" />
        </>
      )}

      {asking ? (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          attempt={act}
          title={ACTIONS[asking].title}
          description={ACTIONS[asking].description(i)}
          confirmLabel={ACTIONS[asking].label}
          variant={ACTIONS[asking].variant}
          cancelLabel="Not now"
          errorTitle="Nothing was changed"
          onConfirm={(close) =>
            act.mutate(asking, {
              onSuccess: () => {
                notify({ title: ACTIONS[asking].done });
                close();
              },
            })
          }
        />
      ) : null}
    </>
  );
}
