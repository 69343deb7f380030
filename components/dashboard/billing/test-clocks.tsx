"use client";
// /dashboard/test-clocks and /dashboard/test-clocks/{id} (test mode only): clocks whose
// subscriptions live in their time (docs/subscriptions.md "Test clocks"). Create one at a time of
// your choice; subscribe customers on it through the API (test_clock); then advance it to a date:
// it is "advancing" while each subscription's cycles run in order, and "ready" at the target. The
// clock's page asks again every second while it advances.
import { useState, type FormEvent } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { DetailHeader } from "@/components/dashboard/detail-header";
import { FactsCard } from "@/components/dashboard/facts-card";
import { ListStates } from "@/components/dashboard/list-states";
import { MutationErrorNotice } from "@/components/dashboard/mutation-error-notice";
import { ConfirmDialog } from "@/components/dashboard/confirm-dialog";
import { useAdvanceTestClock, useCreateTestClock, useTestClockDetail, useTestClocks, type TestClockDetail } from "@/components/dashboard/billing/billing-hooks";
import { ObjectLink, SubscriptionStatusBadge, customerLine, subscriptionHref, testClockHref } from "@/components/dashboard/billing/billing-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { ClockIcon, RepeatIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { TD } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { CAN_MANAGE_BILLING } from "@/lib/catalog/permissions";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { formatDateTime } from "@/lib/dashboard/format";
import { formatAmount } from "@/lib/money/format-amount";

/** ISO → the datetime-local text of the browser's time zone. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The datetime-local text (the browser's zone) as a UTC ISO time, or null when it is not one. */
function fromLocalInput(text: string): string | null {
  const d = new Date(text);
  return text && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
}

export function ClockStatusBadge({ status }: { status: string }) {
  return status === "advancing" ? <Badge tone="amber" dot>Advancing</Badge> : <Badge tone="green" dot>Ready</Badge>;
}

function LiveModeNotice() {
  return (
    <Notice title="Test clocks are for test mode">
      Live subscriptions run on real time. Switch on test mode at the top to make and advance test clocks.
    </Notice>
  );
}

export function TestClocksPage() {
  const { mode, role } = useDashboard();
  const canManage = CAN_MANAGE_BILLING.includes(role);
  const list = useTestClocks(mode);
  return (
    <>
      <PageHeader title="Test clocks" description="Run a year of subscription cycles in seconds: subscriptions made on a clock live in its time, not the machine's." />
      {mode === "live" ? (
        <LiveModeNotice />
      ) : (
        <>
          {canManage ? <NewClockCard /> : null}
          <Card className="mt-6" aria-labelledby="clocks-title">
            <CardHeader titleId="clocks-title" title="Clocks" />
            <ListStates
              query={list}
              loadingLabel="Loading test clocks"
              errorTitle="Could not load test clocks"
              empty={<EmptyState icon={<ClockIcon />} title="No test clocks yet" description="Make one, then create subscriptions with test_clock set to its reference." />}
            >
              {(items) => (
                <DataTable aria-label="Test clocks" rows={items} rowKey={(c) => c.test_clock_reference} columns={["Clock", "Name", "Its time", "Status"]}>
                  {(c) => (
                    <>
                      <TD>
                        <ObjectLink href={testClockHref(c.test_clock_reference)}>{c.test_clock_reference}</ObjectLink>
                      </TD>
                      <TD>{c.name ?? "—"}</TD>
                      <TD className="whitespace-nowrap">{formatDateTime(c.frozen_time)}</TD>
                      <TD>
                        <ClockStatusBadge status={c.status} />
                      </TD>
                    </>
                  )}
                </DataTable>
              )}
            </ListStates>
          </Card>
        </>
      )}
    </>
  );
}

function NewClockCard() {
  const { mode } = useDashboard();
  const create = useCreateTestClock(mode);
  const notify = useToast();
  const [name, setName] = useState("");
  const [start, setStart] = useState(() => toLocalInput(new Date().toISOString()));
  const [errors, setErrors] = useState<Record<string, string>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const frozen = fromLocalInput(start);
    if (!frozen) return setErrors({ frozen_time: "Choose the clock's starting time" });
    setErrors({});
    create.mutate(
      { frozen_time: frozen, ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: (clock) => {
          notify({ title: "Test clock created", description: clock.test_clock_reference });
          setName("");
        },
        onError: (error) => {
          if (error instanceof DashboardRequestError) setErrors(error.fieldErrors);
        },
      },
    );
  }

  return (
    <Card aria-labelledby="new-clock-title">
      <CardHeader titleId="new-clock-title" title="New test clock" />
      <CardBody>
        <form noValidate onSubmit={onSubmit} aria-label="New test clock" className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
          <Field label="Name" error={errors.name}>
            {(p) => <Input {...p} name="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} placeholder="Year one" />}
          </Field>
          <Field label="Starts at" error={errors.frozen_time}>
            {(p) => <Input {...p} name="frozen_time" type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />}
          </Field>
          <Button type="submit" loading={create.isPending}>
            Create clock
          </Button>
        </form>
        <MutationErrorNotice error={create.error} title="The clock was not created" />
      </CardBody>
    </Card>
  );
}

export function TestClockDetailView({ initial }: { initial: TestClockDetail }) {
  const { mode, role } = useDashboard();
  const { data } = useTestClockDetail(mode, initial.test_clock_reference, initial);
  const clock = data ?? initial;
  const canManage = CAN_MANAGE_BILLING.includes(role);
  const advance = useAdvanceTestClock(mode, clock.test_clock_reference);
  const notify = useToast();
  const [target, setTarget] = useState(() => toLocalInput(new Date(new Date(clock.frozen_time).getTime() + 31 * 86_400_000).toISOString()));
  const [asking, setAsking] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const advancing = clock.status === "advancing";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = fromLocalInput(target);
    if (!to) return setError("Choose the time to move the clock to");
    if (to <= clock.frozen_time) return setError("Choose a time after the clock's own");
    setError(undefined);
    setAsking(to);
  }

  return (
    <>
      <DetailHeader
        back={{ href: "/dashboard/test-clocks", label: "Test clocks" }}
        eyebrow="Test clock"
        title={clock.name ?? clock.test_clock_reference}
        badge={<ClockStatusBadge status={clock.status} />}
        reference={{ text: clock.test_clock_reference, srLabel: "test clock reference" }}
      />
      {advancing ? (
        <Notice tone="warning" role="status" className="mb-6" title="Advancing">
          <span className="inline-flex items-center gap-2">
            <Spinner className="size-4" /> Moving to {clock.advancing_to ? formatDateTime(clock.advancing_to) : "its target"}; now at {formatDateTime(clock.frozen_time)}. Each subscription&apos;s cycles run in order.
          </span>
        </Notice>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <FactsCard
          titleId="clock-facts"
          facts={[
            ["Its time", formatDateTime(clock.frozen_time)],
            ["Status", advancing ? "Advancing" : "Ready"],
            ["Created", formatDateTime(clock.created_at)],
            ["Subscriptions", String(clock.subscriptions.length)],
          ]}
        />
        {canManage ? (
          <Card aria-labelledby="advance-title">
            <CardHeader titleId="advance-title" title="Advance" description="At most two years ahead in one go." />
            <CardBody>
              <form noValidate onSubmit={onSubmit} aria-label="Advance the clock" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
                <Field label="Move to" error={error}>
                  {(p) => <Input {...p} name="advance_to" type="datetime-local" value={target} onChange={(e) => setTarget(e.target.value)} disabled={advancing} />}
                </Field>
                <Button type="submit" disabled={advancing}>
                  Advance
                </Button>
              </form>
            </CardBody>
          </Card>
        ) : null}
      </div>
      <Card className="mt-6" aria-labelledby="clock-subscriptions">
        <CardHeader titleId="clock-subscriptions" title="Subscriptions on this clock" description="Create them through the API with test_clock set to this clock's reference." />
        {clock.subscriptions.length === 0 ? (
          <EmptyState icon={<RepeatIcon />} title="No subscriptions on this clock" />
        ) : (
          <DataTable aria-label="Subscriptions on this clock" rows={clock.subscriptions} rowKey={(s) => s.subscription_reference} columns={["Subscription", "Customer", "Plan", "Status", "Next action"]}>
            {(s) => (
              <>
                <TD>
                  <ObjectLink href={subscriptionHref(s.subscription_reference)}>{s.subscription_reference}</ObjectLink>
                </TD>
                <TD>{customerLine(s.customer)}</TD>
                <TD className="tabular-nums">
                  {s.plan.name}: {formatAmount(s.plan.amount, s.plan.currency)} {s.plan.interval_in_words}
                </TD>
                <TD>
                  <SubscriptionStatusBadge status={s.status} />
                </TD>
                <TD className="whitespace-nowrap">{s.next_action_at ? formatDateTime(s.next_action_at) : "—"}</TD>
              </>
            )}
          </DataTable>
        )}
      </Card>
      {asking ? (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          attempt={advance}
          variant="primary"
          title="Advance the clock?"
          description={`To ${formatDateTime(asking)}. Every invoice, charge and retry due on the way runs, in order, as it would in real time; the clock cannot go back.`}
          confirmLabel="Advance"
          errorTitle="The clock was not advanced"
          onConfirm={(close) =>
            advance.mutate(asking, {
              onSuccess: () => {
                notify({ title: "Advancing", description: "The page follows the clock until it is ready." });
                close();
              },
            })
          }
        />
      ) : null}
    </>
  );
}

