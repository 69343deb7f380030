"use client";
// /dashboard/subscriptions: the subscriptions of the current mode, newest first, filtered by status
// and plan (a plan's row on the Plans page links here with its plan), paged by the API's cursors.
// Each row opens the subscription's page, where it is paused, resumed or canceled.
import { PageHeader } from "@/components/dashboard/page-header";
import { ListStates } from "@/components/dashboard/list-states";
import { useSubscriptions } from "@/components/dashboard/billing/billing-hooks";
import { CursorPager, ObjectLink, SUBSCRIPTION_STATUS_LABELS, SubscriptionStatusBadge, customerLine, subscriptionHref, useListView } from "@/components/dashboard/billing/billing-parts";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { RepeatIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { TD } from "@/components/ui/table";
import { formatDate } from "@/lib/dashboard/format";
import { formatAmount } from "@/lib/money/format-amount";

export function SubscriptionsPage({ initialPlan = "" }: { initialPlan?: string }) {
  const view = useListView({ status: "", plan_reference: initialPlan });
  const list = useSubscriptions(view.mode, view.filters, view.cursor);

  return (
    <>
      <PageHeader
        title="Subscriptions"
        description={`Customers billed every period in ${view.mode} mode. Subscriptions are created through the API (POST /v2/subscriptions); manage each one here.`}
      />
      <Card aria-labelledby="subscriptions-title">
        <CardHeader titleId="subscriptions-title" title={view.filtered ? "Matching subscriptions" : "All subscriptions"} />
        <form role="search" aria-label="Filter subscriptions" onSubmit={(e) => e.preventDefault()} className="grid gap-3 border-b border-slate-100 px-5 py-4 sm:grid-cols-[12rem_16rem_auto] sm:items-end">
          <SelectField label="Status" name="status" value={view.filters.status} onChange={(status) => view.setFilters({ status })} options={Object.entries(SUBSCRIPTION_STATUS_LABELS).map(([value, label]) => ({ value, label }))}>
            <option value="">All statuses</option>
          </SelectField>
          <Field label="Plan">
            {(p) => <Input {...p} name="plan_reference" placeholder="plan_…" value={view.filters.plan_reference} onChange={(e) => view.setFilters({ plan_reference: e.target.value })} />}
          </Field>
          <div>
            {view.filtered ? (
              <Button variant="ghost" onClick={() => view.setFilters({ status: "", plan_reference: "" })}>
                Clear
              </Button>
            ) : null}
          </div>
        </form>
        <ListStates
          query={list}
          loadingLabel="Loading subscriptions"
          errorTitle="Could not load subscriptions"
          empty={
            <EmptyState
              icon={<RepeatIcon />}
              title={view.filtered ? "No subscriptions match these filters" : `No ${view.mode} subscriptions yet`}
              description={view.filtered ? "Change or clear the filters to see more." : "Subscribe a customer to a plan with POST /v2/subscriptions; each period then makes an invoice and collects it."}
            />
          }
        >
          {(items) => (
            <>
              <DataTable
                aria-label="Subscriptions"
                rows={items}
                rowKey={(s) => s.subscription_reference}
                columns={["Subscription", "Customer", "Plan", "Status", { label: "Current period ends", className: "hidden md:table-cell" }, { label: "Created", className: "hidden lg:table-cell" }]}
              >
                {(s) => (
                  <>
                    <TD>
                      <ObjectLink href={subscriptionHref(s.subscription_reference)}>{s.subscription_reference}</ObjectLink>
                    </TD>
                    <TD>{customerLine(s.customer)}</TD>
                    <TD>
                      <p className="text-slate-900">{s.plan.name}</p>
                      <p className="text-[13px] text-slate-500 tabular-nums">
                        {formatAmount(s.plan.amount, s.plan.currency)} {s.plan.interval_in_words}
                      </p>
                    </TD>
                    <TD>
                      <SubscriptionStatusBadge status={s.status} />
                      {s.cancel_at_period_end ? <p className="mt-1 text-[13px] text-slate-500">Ends with its period</p> : null}
                    </TD>
                    <TD className="hidden md:table-cell">{s.current_period_end ? formatDate(s.current_period_end) : "—"}</TD>
                    <TD className="hidden lg:table-cell">{formatDate(s.created_at)}</TD>
                  </>
                )}
              </DataTable>
              <CursorPager list={list.data} onCursor={view.setCursor} />
            </>
          )}
        </ListStates>
      </Card>
    </>
  );
}
