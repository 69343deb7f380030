"use client";

// The overview's balances: one card per currency with the merchant's available
// balance, what is pending (payouts on their way) and what its subaccounts hold, and, when not
// zero, what its open disputes hold and what it owes after one (docs/disputes.md "The ledger"). In
// test mode, owners and developers can add test funds.
import { LoadError } from "@/components/ui/load-error";
import { useState } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useBalances } from "@/components/dashboard/money-hooks";
import { TestFundsDialog } from "@/components/dashboard/test-funds-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ChartIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { formatAmount } from "@/lib/money/format-amount";
import { CAN_MOVE_MONEY } from "@/lib/catalog/permissions";
import type { BalanceItem } from "@/lib/ledger/balance-view-types";
import { CURRENCIES } from "@/lib/money";

export function BalancesPanel() {
  const { mode, role } = useDashboard();
  const balances = useBalances(mode);
  const [adding, setAdding] = useState(false);
  // Each opening mounts a fresh form (keyed), starting from the first balance's currency.
  const [session, setSession] = useState(0);
  const canAddFunds = mode === "test" && CAN_MOVE_MONEY.includes(role);
  const addButton = canAddFunds ? (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        setSession((n) => n + 1);
        setAdding(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
        <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
      </svg>
      Add test funds
    </Button>
  ) : null;

  return (
    <section aria-labelledby="balances-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="balances-title" className="text-[15px] font-semibold text-slate-900">
          Balances
        </h2>
        {addButton}
      </div>
      {balances.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading balances">
          {[0, 1].map((i) => (
            <Card key={i}>
              <CardBody>
                <Skeleton className="h-4 w-24" />
                <Skeleton className="mt-3 h-7 w-40" />
                <Skeleton className="mt-4 h-3 w-full" />
              </CardBody>
            </Card>
          ))}
        </div>
      ) : balances.isError ? (
        <LoadError title="Could not load your balances" error={balances.error} onRetry={() => balances.refetch()} />
      ) : balances.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ChartIcon />}
            title="No balances yet"
            description={
              mode === "test"
                ? "Balances appear per currency after your first successful payment, or when you add test funds."
                : "Balances appear per currency after your first successful live payment."
            }
          />
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {balances.data.map((b) => (
            <li key={b.currency}>
              <BalanceCard balance={b} />
            </li>
          ))}
        </ul>
      )}
      {canAddFunds ? (
        <TestFundsDialog
          key={session}
          open={adding} onClose={() => setAdding(false)} mode={mode} defaultCurrency={balances.data?.[0]?.currency} />
      ) : null}
    </section>
  );
}

function BalanceCard({ balance: b }: { balance: BalanceItem }) {
  const name = CURRENCIES[b.currency as keyof typeof CURRENCIES]?.name ?? b.currency;
  return (
    <Card aria-label={`${b.currency} balance`} className="h-full">
      <CardBody>
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium text-slate-500">
            Available <span className="sr-only">in {b.currency}</span>
          </p>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[11px] font-medium text-slate-600" title={name}>
            {b.currency}
          </span>
        </div>
        <p className="mt-1.5 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">{formatAmount(b.available, b.currency)}</p>
        <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-slate-100 pt-3 text-[13px]">
          <div>
            <dt className="text-slate-500">Pending</dt>
            <dd className="mt-0.5 font-medium text-slate-800 tabular-nums">{formatAmount(b.pending, b.currency)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Held by subaccounts</dt>
            <dd className="mt-0.5 font-medium text-slate-800 tabular-nums">{formatAmount(b.subaccounts, b.currency)}</dd>
          </div>
        </dl>
        {b.disputed !== 0 || b.owed !== 0 ? (
          // Neither is in Available: a payout cannot spend the hold, and nets the debt before it checks the balance.
          <dl aria-label={`${b.currency} disputed and owed`} className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-[13px]">
            {b.disputed !== 0 ? (
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Held for disputes</dt>
                <dd className="font-medium text-slate-800 tabular-nums">{formatAmount(b.disputed, b.currency)}</dd>
              </div>
            ) : null}
            {b.owed !== 0 ? (
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500" title="Paid off first from your next settlement">
                  Owed after disputes
                </dt>
                <dd className="font-medium text-red-700 tabular-nums">{formatAmount(b.owed, b.currency)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {b.held_at_connections.length ? (
          // Money your own processor account collected never reached the operator: payouts through
          // the gateway send only the operator-held part.
          <dl aria-label={`${b.currency} available by holder`} className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-[13px]">
            <div className="flex justify-between gap-2">
              <dt className="text-slate-500">Held by the gateway</dt>
              <dd className="font-medium text-slate-800 tabular-nums">{formatAmount(b.held_by_operator, b.currency)}</dd>
            </div>
            {b.held_at_connections.map((h) => (
              <div key={h.connection_id} className="flex justify-between gap-2">
                <dt className="text-slate-500" title={h.connection_id}>
                  At your {h.processor} account{h.enabled ? "" : " (disabled)"}
                </dt>
                <dd className="font-medium text-slate-800 tabular-nums">{formatAmount(h.available, b.currency)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </CardBody>
    </Card>
  );
}
