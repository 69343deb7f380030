"use client";
// /dashboard/subscriptions/{id}: one subscription: its plan and customer, its periods, its dunning
// schedule and where the current invoice's tries stand, its invoices (one per period) and its
// events; and Pause, Resume, Cancel now and Cancel at period end, each after a confirmation that
// says what follows (docs/subscriptions.md). What the subscription's status does not allow is not
// offered; the server refuses it all the same.
import { useState } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { DetailHeader } from "@/components/dashboard/detail-header";
import { FactsCard, type Fact } from "@/components/dashboard/facts-card";
import { ConfirmDialog } from "@/components/dashboard/confirm-dialog";
import { useSubscriptionAction, useSubscriptionDetail, type SubscriptionAction, type SubscriptionDetail } from "@/components/dashboard/billing/billing-hooks";
import { COLLECTION_LABELS, InvoiceStatusBadge, ObjectLink, SubscriptionStatusBadge, customerLine, invoiceHref, testClockHref } from "@/components/dashboard/billing/billing-parts";
import { EventsTable } from "@/components/dashboard/billing/events-table";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { InvoiceIcon } from "@/components/ui/icons";
import { TD } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { CAN_MANAGE_BILLING } from "@/lib/catalog/permissions";
import { formatDate, formatDateTime } from "@/lib/dashboard/format";
import { formatAmount } from "@/lib/money/format-amount";

const ENDED = ["canceled", "completed"];

const ACTIONS: Record<SubscriptionAction, { label: string; title: string; description: string; done: string; variant: "primary" | "danger" }> = {
  pause: {
    label: "Pause",
    title: "Pause this subscription?",
    description: "Nothing is billed while it is paused. Resuming bills again from the next period that starts after it; the periods in between are not billed.",
    done: "Subscription paused",
    variant: "primary",
  },
  resume: {
    label: "Resume",
    title: "Resume this subscription?",
    description: "A paused subscription bills again from the next period that starts from now; one set to cancel at its period's end goes on billing.",
    done: "Subscription resumed",
    variant: "primary",
  },
  cancel_at_period_end: {
    label: "Cancel at period end",
    title: "Cancel at the end of this period?",
    description: "The customer keeps what they paid for until the current period ends; nothing more is billed after it. You can undo this with Resume until then.",
    done: "Subscription set to cancel at the end of its period",
    variant: "danger",
  },
  cancel_now: {
    label: "Cancel now",
    title: "Cancel this subscription now?",
    description: "It ends at once and nothing more is billed. This cannot be undone: to bill the customer again, subscribe them anew.",
    done: "Subscription canceled",
    variant: "danger",
  },
};

/** What the subscription's status allows, as the services judge it (lib/billing/manage-subscription.ts). */
function allowedActions(s: SubscriptionDetail): SubscriptionAction[] {
  if (ENDED.includes(s.status)) return [];
  const actions: SubscriptionAction[] = [];
  if (s.status === "active" || s.status === "trialing") actions.push("pause");
  if (s.status === "paused" || s.cancel_at_period_end) actions.push("resume");
  if (s.status !== "paused" && !s.cancel_at_period_end) actions.push("cancel_at_period_end");
  actions.push("cancel_now");
  return actions;
}

export function SubscriptionDetailView({ initial }: { initial: SubscriptionDetail }) {
  const { mode, role } = useDashboard();
  const { data } = useSubscriptionDetail(mode, initial.subscription_reference, initial);
  const s = data ?? initial;
  const act = useSubscriptionAction(mode, s.subscription_reference);
  const notify = useToast();
  const [asking, setAsking] = useState<SubscriptionAction | null>(null);
  const canManage = CAN_MANAGE_BILLING.includes(role);
  const current = s.invoices[0];

  return (
    <>
      <DetailHeader
        back={{ href: "/dashboard/subscriptions", label: "Subscriptions" }}
        eyebrow={`Subscription to ${s.plan.name}`}
        title={customerLine(s.customer)}
        badge={<SubscriptionStatusBadge status={s.status} />}
        reference={{ text: s.subscription_reference, srLabel: "subscription reference" }}
        actions={
          canManage
            ? allowedActions(s).map((a) => (
                <Button key={a} variant={ACTIONS[a].variant === "danger" ? "secondary" : "primary"} onClick={() => setAsking(a)}>
                  {ACTIONS[a].label}
                </Button>
              ))
            : null
        }
      />
      {s.cancel_at_period_end && !ENDED.includes(s.status) ? (
        <p className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          Set to cancel at the end of its period{s.current_period_end ? `, ${formatDate(s.current_period_end)}` : ""}.
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <FactsCard
          titleId="subscription-details"
          facts={[
            ["Plan", `${s.plan.name}: ${formatAmount(s.plan.amount, s.plan.currency)} ${s.plan.interval_in_words}`],
            ["Collection", COLLECTION_LABELS[s.collection_method] ?? s.collection_method],
            ["Customer", [customerLine(s.customer), s.customer.email, s.customer.phone_number].filter((v, i, all) => v && all.indexOf(v) === i).join(" · ")],
            ["Wallet", s.payment_method ? `${s.payment_method} ${s.wallet_number ?? ""}` : "—"],
            ["Time zone", s.time_zone],
            ["Created", formatDateTime(s.created_at)],
            ...(s.test_clock ? ([["Test clock", <ObjectLink key="clock" href={testClockHref(s.test_clock)}>{s.test_clock}</ObjectLink>]] as Fact[]) : []),
            ...(s.ended_at ? ([["Ended", formatDateTime(s.ended_at)]] as Fact[]) : []),
          ]}
        />
        <FactsCard
          titleId="subscription-periods"
          title="Periods"
          facts={[
            ["Current period", s.current_period_start ? `${formatDate(s.current_period_start)} – ${formatDate(s.current_period_end)}` : "Not started"],
            ["Periods invoiced", s.plan.cycle_limit ? `${s.periods_invoiced} of ${s.plan.cycle_limit}` : String(s.periods_invoiced)],
            ["Next action", s.next_action_at ? formatDateTime(s.next_action_at) : ENDED.includes(s.status) ? "None: it has ended" : "Waiting for a payment's outcome or for you"],
            ["Trial ends", s.trial_end ? formatDateTime(s.trial_end) : "No trial"],
            ["Billing anchor", formatDateTime(s.billing_anchor)],
          ]}
        />
        <FactsCard
          titleId="subscription-dunning"
          title="Dunning"
          className="lg:col-span-2"
          facts={[
            ["Tries per invoice", String(s.dunning.charge_attempts)],
            ["Between tries", `${s.dunning.retry_interval_hours} hours`],
            ["When every try failed", s.dunning.when_exhausted === "canceled" ? "Cancel the subscription" : "Stop billing until it is paid (unpaid)"],
            ["Current invoice's tries", current ? `${current.charge_attempts} made` : "—"],
            ["Next try", current?.next_charge_attempt ? formatDateTime(current.next_charge_attempt) : "—"],
            ["Last failure", current?.last_failure_reason ?? "—"],
          ]}
        />
      </div>

      <Card className="mt-6" aria-labelledby="subscription-invoices">
        <CardHeader titleId="subscription-invoices" title="Invoices" description="One per period, newest first." />
        {s.invoices.length === 0 ? (
          <EmptyState icon={<InvoiceIcon />} title="No invoice yet" description="The first one is made when the first period starts (after the trial, if any)." />
        ) : (
          <DataTable aria-label="Invoices of this subscription" rows={s.invoices} rowKey={(i) => i.invoice_reference} columns={["Invoice", "Period", "Status", { label: "Total", className: "text-right" }, { label: "Paid", className: "text-right" }, { label: "Due", className: "hidden md:table-cell" }]}>
            {(i) => (
              <>
                <TD>
                  <ObjectLink href={invoiceHref(i.invoice_reference)}>{i.number ?? i.invoice_reference}</ObjectLink>
                </TD>
                <TD className="whitespace-nowrap">{i.period_start ? `${formatDate(i.period_start)} – ${formatDate(i.period_end)}` : "—"}</TD>
                <TD>
                  <InvoiceStatusBadge status={i.status} />
                </TD>
                <TD className="text-right tabular-nums">{formatAmount(i.total, i.currency)}</TD>
                <TD className="text-right tabular-nums">{formatAmount(i.amount_paid, i.currency)}</TD>
                <TD className="hidden md:table-cell">{i.due_at ? formatDate(i.due_at) : "—"}</TD>
              </>
            )}
          </DataTable>
        )}
      </Card>

      <EventsTable events={s.events} titleId="subscription-events" />

      {asking ? (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          attempt={act}
          title={ACTIONS[asking].title}
          description={ACTIONS[asking].description}
          confirmLabel={ACTIONS[asking].label}
          variant={ACTIONS[asking].variant}
          cancelLabel="Keep as it is"
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
