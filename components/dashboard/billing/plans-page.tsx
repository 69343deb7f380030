"use client";
// /dashboard/plans: the plans of the current mode, newest first, filtered by state and currency,
// paged by the API's cursors; "New plan" (a form in a dialog) and, on each active plan, Archive
// after a confirmation. A plan's price and period never change (docs/subscriptions.md "Plans"), so
// there is no edit: another price is another plan.
import { useState, type FormEvent } from "react";
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { ListStates } from "@/components/dashboard/list-states";
import { FormDialog } from "@/components/dashboard/form-dialog";
import { ConfirmDialog } from "@/components/dashboard/confirm-dialog";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";
import { useArchivePlan, useCreatePlan, usePlans, type PlanItem } from "@/components/dashboard/billing/billing-hooks";
import { CursorPager, linkClasses, useListView } from "@/components/dashboard/billing/billing-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { DataTable, actionsColumn } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { TagIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { TD } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { CAN_MANAGE_BILLING } from "@/lib/catalog/permissions";
import { BILLING_INTERVALS } from "@/lib/catalog/billing-intervals";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { formatDate } from "@/lib/dashboard/format";
import { formatAmount } from "@/lib/money/format-amount";
import { parseAmountInput } from "@/components/dashboard/fields/parse-amount-input";
import type { DashboardMode } from "@/lib/catalog/modes";

const STATES = [
  { value: "", label: "All plans" },
  { value: "true", label: "Active" },
  { value: "false", label: "Archived" },
];

export function PlansPage() {
  const { role } = useDashboard();
  const canManage = CAN_MANAGE_BILLING.includes(role);
  const view = useListView({ active: "", currency: "" });
  const list = usePlans(view.mode, view.filters, view.cursor);
  const [creating, setCreating] = useState(false);
  const [archiving, setArchiving] = useState<PlanItem | null>(null);

  return (
    <>
      <PageHeader
        title="Plans"
        description={`Recurring prices in ${view.mode} mode: an amount billed every period. Subscriptions bill the plan they were sold at.`}
        actions={canManage ? <Button onClick={() => setCreating(true)}>New plan</Button> : null}
      />
      <Card aria-labelledby="plans-title">
        <CardHeader titleId="plans-title" title={view.filtered ? "Matching plans" : "All plans"} />
        <form role="search" aria-label="Filter plans" onSubmit={(e) => e.preventDefault()} className="grid gap-3 border-b border-slate-100 px-5 py-4 sm:grid-cols-[12rem_12rem_auto] sm:items-end">
          <SelectField label="State" name="active" value={view.filters.active} onChange={(active) => view.setFilters({ active })} options={STATES} />
          <CurrencySelect label="Currency" codesOnly value={view.filters.currency} onChange={(currency) => view.setFilters({ currency })}>
            <option value="">Any currency</option>
          </CurrencySelect>
          <div>
            {view.filtered ? (
              <Button variant="ghost" onClick={view.clear}>
                Clear
              </Button>
            ) : null}
          </div>
        </form>
        <ListStates
          query={list}
          loadingLabel="Loading plans"
          errorTitle="Could not load plans"
          empty={
            <EmptyState
              icon={<TagIcon />}
              title={view.filtered ? "No plans match these filters" : `No ${view.mode} plans yet`}
              description={view.filtered ? "Change or clear the filters to see more." : "A plan is a recurring price, such as ETB 1,200 every month. Create one, then subscribe customers to it."}
            />
          }
        >
          {(items) => (
            <>
              <DataTable
                aria-label="Plans"
                rows={items}
                rowKey={(p) => p.plan_reference}
                columns={["Plan", { label: "Price", className: "text-right" }, "Period", { label: "Trial", className: "hidden md:table-cell" }, "State", { label: "Created", className: "hidden lg:table-cell" }, canManage && actionsColumn("text-right")]}
              >
                {(p) => (
                  <>
                    <TD>
                      <p className="font-medium text-slate-900">{p.name}</p>
                      <Link href={`/dashboard/subscriptions?plan_reference=${encodeURIComponent(p.plan_reference)}`} className={linkClasses}>
                        {p.plan_reference}
                      </Link>
                    </TD>
                    <TD className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatAmount(p.amount, p.currency)}</TD>
                    <TD>
                      {p.interval_in_words}
                      {p.cycle_limit ? <span className="text-slate-500"> · {p.cycle_limit} periods</span> : null}
                    </TD>
                    <TD className="hidden md:table-cell">{p.trial_days ? `${p.trial_days} days` : "None"}</TD>
                    <TD>{p.active ? <Badge tone="green">Active</Badge> : <Badge>Archived</Badge>}</TD>
                    <TD className="hidden lg:table-cell">{formatDate(p.created_at)}</TD>
                    {canManage ? (
                      <TD className="text-right">
                        {p.active ? (
                          <Button variant="danger-ghost" size="sm" onClick={() => setArchiving(p)} aria-label={`Archive ${p.name}`}>
                            Archive
                          </Button>
                        ) : null}
                      </TD>
                    ) : null}
                  </>
                )}
              </DataTable>
              <CursorPager list={list.data} onCursor={view.setCursor} />
            </>
          )}
        </ListStates>
      </Card>
      {canManage ? <NewPlanDialog open={creating} onClose={() => setCreating(false)} mode={view.mode} /> : null}
      {archiving ? <ArchivePlanDialog plan={archiving} onClose={() => setArchiving(null)} mode={view.mode} /> : null}
    </>
  );
}

const EMPTY = { name: "", description: "", amount: "", currency: "ETB", interval: "month", interval_count: "1", trial_days: "0", cycle_limit: "" };

function NewPlanDialog({ open, onClose, mode }: { open: boolean; onClose: () => void; mode: DashboardMode }) {
  const create = useCreatePlan(mode);
  const notify = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    create.reset();
    setValues(EMPTY);
    setErrors({});
    onClose();
  };
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: "" }));
  };
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const amount = parseAmountInput(values.amount, values.currency);
    if (!values.name.trim()) found.name = "Name the plan";
    if (!amount.ok) found.amount = "Enter the amount billed each period";
    if (Number.isNaN(whole(values.interval_count))) found.interval_count = "Enter a whole number";
    if (Number.isNaN(whole(values.trial_days))) found.trial_days = "Enter a whole number of days";
    if (values.cycle_limit.trim() && Number.isNaN(whole(values.cycle_limit))) found.cycle_limit = "Enter a whole number, or leave it empty";
    setErrors(found);
    if (Object.keys(found).length || !amount.ok) return;
    create.mutate(
      {
        name: values.name.trim(),
        ...(values.description.trim() ? { description: values.description.trim() } : {}),
        amount: amount.major,
        currency: values.currency,
        interval: values.interval as (typeof BILLING_INTERVALS)[number],
        interval_count: whole(values.interval_count),
        trial_days: whole(values.trial_days),
        cycle_limit: values.cycle_limit.trim() ? whole(values.cycle_limit) : null,
        allow_multiple_subscriptions: false,
      },
      {
        onSuccess: (plan) => {
          notify({ title: "Plan created", description: `${plan.name}: ${formatAmount(plan.amount, plan.currency)} ${plan.interval_in_words}.` });
          close();
        },
        onError: (error) => {
          if (error instanceof DashboardRequestError) setErrors(error.fieldErrors);
        },
      },
    );
  }

  return (
    <FormDialog open={open} onClose={close} attempt={create} onSubmit={onSubmit} className="sm:max-w-xl" title="New plan" submitLabel="Create plan" errorTitle="The plan was not created" description="Its price and period cannot change later.">
      <fieldset disabled={create.isPending} className="space-y-4">
        <Field label="Name" error={errors.name} hint="As customers see it on invoices, such as Fiber 50 Mbps.">
          {(p) => <Input {...p} name="name" value={values.name} onChange={(e) => set("name")(e.target.value)} maxLength={120} />}
        </Field>
        <Field label="Description" error={errors.description}>
          {(p) => <Input {...p} name="description" value={values.description} onChange={(e) => set("description")(e.target.value)} maxLength={500} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Amount" error={errors.amount} hint="Billed each period.">
            {(p) => <Input {...p} name="amount" inputMode="decimal" autoComplete="off" value={values.amount} onChange={(e) => set("amount")(e.target.value)} />}
          </Field>
          <CurrencySelect value={values.currency} onChange={set("currency")} error={errors.currency} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Billed every" name="interval" value={values.interval} onChange={set("interval")} options={BILLING_INTERVALS.map((i) => ({ value: i, label: i }))} error={errors.interval} />
          <Field label="Intervals per period" error={errors.interval_count} hint="3 with month: every three months.">
            {(p) => <Input {...p} name="interval_count" inputMode="numeric" value={values.interval_count} onChange={(e) => set("interval_count")(e.target.value)} />}
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Trial days" error={errors.trial_days}>
            {(p) => <Input {...p} name="trial_days" inputMode="numeric" value={values.trial_days} onChange={(e) => set("trial_days")(e.target.value)} />}
          </Field>
          <Field label="Periods billed at most" error={errors.cycle_limit} hint="Empty: until canceled.">
            {(p) => <Input {...p} name="cycle_limit" inputMode="numeric" value={values.cycle_limit} onChange={(e) => set("cycle_limit")(e.target.value)} />}
          </Field>
        </div>
      </fieldset>
    </FormDialog>
  );
}

function ArchivePlanDialog({ plan, onClose, mode }: { plan: PlanItem; onClose: () => void; mode: DashboardMode }) {
  const archive = useArchivePlan(mode);
  const notify = useToast();
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      attempt={archive}
      title={`Archive ${plan.name}?`}
      description="It takes no new subscriptions. The subscriptions it has go on billing as they were sold. Archiving cannot be undone."
      confirmLabel="Archive plan"
      errorTitle="The plan was not archived"
      onConfirm={(close) =>
        archive.mutate(plan.plan_reference, {
          onSuccess: () => {
            notify({ title: "Plan archived", description: `${plan.name} takes no new subscriptions.` });
            close();
          },
        })
      }
    />
  );
}
