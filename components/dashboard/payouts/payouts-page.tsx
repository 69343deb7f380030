"use client";
// /dashboard/payouts: the balances (with "Add test funds" in test mode), then the
// payouts in the current mode, newest first, with filters and pages. Owners and developers
// create payouts ("New payout") and upload a batch ("Bulk upload"). Payouts on their way are
// polled until they settle, and the balances follow their moves.
import { useState } from "react";
import Link from "next/link";
import { BalancesPanel } from "@/components/dashboard/balances-panel";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { CreatePayoutDialog } from "@/components/dashboard/payouts/create-payout-dialog";
import { PayoutFiltersBar } from "@/components/dashboard/payouts/payout-filters";
import { awaitingSentence, NO_FILTERS, useBalancesFollow, usePayouts, usePayoutsAwaitingYou, type PayoutFilters } from "@/components/dashboard/payouts/payout-hooks";
import { PayoutsTable } from "@/components/dashboard/payouts/payouts-table";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PayoutIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { Pager } from "@/components/ui/pager";
import { CAN_APPROVE_PAYOUTS, CAN_MOVE_MONEY } from "@/lib/catalog/permissions";
import { ListStates } from "@/components/dashboard/list-states";

const PER_PAGE = 20;

export function PayoutsPage() {
  const { mode, role } = useDashboard();
  const canPay = CAN_MOVE_MONEY.includes(role);
  // Filters and page start over when the mode changes: the other mode has its own list.
  const [view, setView] = useState({ mode, filters: NO_FILTERS, page: 1 });
  const current = view.mode === mode ? view : { mode, filters: NO_FILTERS, page: 1 };
  const setFilters = (filters: PayoutFilters) => setView({ mode, filters, page: 1 });
  const setPage = (page: number) => setView({ ...current, page });
  const list = usePayouts(mode, current.filters, current.page, PER_PAGE);
  useBalancesFollow(mode, list.data?.items);
  const [creating, setCreating] = useState(false);
  const [createSession, setCreateSession] = useState(0);
  const filtered = Object.values(current.filters).some((v) => v !== "");
  const awaiting = usePayoutsAwaitingYou(mode, { approve: CAN_APPROVE_PAYOUTS.includes(role), move: canPay });
  const showingAwaiting = current.filters.status === "auth_needed";
  const pagination = list.data?.pagination;

  const actions = canPay ? (
    <>
      {/* The amounts above which a payout needs a second approver. */}
      <Link href="/dashboard/settings/payout-approvals" className={buttonClasses("secondary")}>
        Approval rules
      </Link>
      {/* Bulk payouts (CSV upload with a preview) live on their own page: /dashboard/payouts/bulk. */}
      <Link href="/dashboard/payouts/bulk" className={buttonClasses("secondary")}>
        Bulk upload
      </Link>
      <Button
        onClick={() => {
          setCreateSession((n) => n + 1);
          setCreating(true);
        }}
      >
        New payout
      </Button>
    </>
  ) : null;

  return (
    <>
      <PageHeader
        title="Payouts"
        description={`Money sent from your ${mode} balance to bank accounts and mobile wallets. Amount and fee are held when a payout is created and come back if it fails.`}
        actions={actions}
      />

      {!canPay ? (
        <Notice className="mb-6" title="View only">
          Your role ({role}) can see payouts but not create, approve or confirm them.
        </Notice>
      ) : null}

      {awaiting.count > 0 ? (
        <section aria-label="Waiting for your approval" className="mb-6">
          <Notice tone="warning" title={awaitingSentence(awaiting.count, awaiting.more)}>
            <p>Their amount and fee are held, and nothing is sent until someone approves or rejects them. Approve or reject each from its row or its page.</p>
            {!showingAwaiting ? (
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => setFilters({ ...NO_FILTERS, status: "auth_needed" })}>
                Show payouts waiting for approval
              </Button>
            ) : null}
          </Notice>
        </section>
      ) : null}

      <div className="mb-8">
        <BalancesPanel />
      </div>

      <Card aria-labelledby="payouts-title">
        <CardHeader
          titleId="payouts-title"
          title="All payouts"
          description={pagination && pagination.total > 0 ? `${pagination.total} ${filtered ? "matching" : `in ${mode} mode`}` : undefined}
        />
        <PayoutFiltersBar key={mode} value={current.filters} onChange={setFilters} />
        <ListStates
          query={list}
          loadingLabel="Loading payouts"
          errorTitle="Could not load payouts"
          skeleton={["h-4 w-44", "h-4 flex-1", "h-4 w-24", "h-5 w-20 rounded-full"]}
          empty={
            <EmptyState
              icon={<PayoutIcon />}
              title={filtered ? "No payouts match these filters" : `No ${mode} payouts yet`}
              description={
                filtered
                  ? "Change or clear the filters to see more."
                  : mode === "test"
                    ? "Add test funds, then create a payout. Test account numbers ending 0000 succeed, 1111 fail, 3333 ask for the OTP 123456 and 5555 wait for your approval."
                    : "Payouts you create here or with the API are listed here."
              }
            />
          }
        >
          {(items) => (
            <>
              <PayoutsTable items={items} faded={list.isPlaceholderData} mode={mode} canApprove={CAN_APPROVE_PAYOUTS.includes(role)} />
              <Pager page={current.page} perPage={PER_PAGE} pagination={pagination} onPage={setPage} />
            </>
          )}
        </ListStates>
      </Card>

      {canPay ? <CreatePayoutDialog key={`create-${createSession}`} open={creating} onClose={() => setCreating(false)} mode={mode} /> : null}
    </>
  );
}
