"use client";
// /dashboard/virtual-accounts: the virtual accounts of the current mode, newest first,
// with their account numbers and balances, paged; "New virtual account" for owners and
// developers. Each account's page has its transfers in, its debits and the debit history.
import { useState } from "react";
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { CreateVirtualAccountDialog } from "@/components/dashboard/virtual-accounts/create-virtual-account-dialog";
import { useVirtualAccounts } from "@/components/dashboard/virtual-accounts/virtual-account-hooks";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { focusRing } from "@/components/ui/focus";
import { VirtualAccountIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { Pager } from "@/components/ui/pager";
import { DataTable } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { formatAmount } from "@/lib/money/format-amount";
import { formatShortDateTime } from "@/lib/dashboard/format";
import { CAN_MOVE_MONEY } from "@/lib/catalog/permissions";
import { ListStates } from "@/components/dashboard/list-states";

const PER_PAGE = 20;

export function VirtualAccountsPage() {
  const { mode, role } = useDashboard();
  const canCreate = CAN_MOVE_MONEY.includes(role);
  // The page starts over when the mode changes: the other mode has its own accounts.
  const [view, setView] = useState({ mode, page: 1 });
  const page = view.mode === mode ? view.page : 1;
  const list = useVirtualAccounts(mode, page, PER_PAGE);
  const [creating, setCreating] = useState(false);
  const [createSession, setCreateSession] = useState(0);
  const pagination = list.data?.pagination;

  return (
    <>
      <PageHeader
        title="Virtual accounts"
        description={`Dedicated account numbers your customers pay into by bank transfer (${mode} mode). You collect from their balances with debits, into your available balance.`}
        actions={
          canCreate ? (
            <Button
              onClick={() => {
                setCreateSession((n) => n + 1);
                setCreating(true);
              }}
            >
              New virtual account
            </Button>
          ) : null
        }
      />
      {!canCreate ? (
        <Notice className="mb-6" title="View only">
          Your role ({role}) can see virtual accounts but not create, credit or debit them.
        </Notice>
      ) : null}

      <Card aria-labelledby="virtual-accounts-title">
        <CardHeader titleId="virtual-accounts-title" title="All virtual accounts" description={pagination?.total ? `${pagination.total} in ${mode} mode` : undefined} />
        <ListStates
          query={list}
          loadingLabel="Loading virtual accounts"
          errorTitle="Could not load virtual accounts"
          skeleton={["h-4 w-44", "h-4 flex-1", "h-4 w-24"]}
          empty={
            <EmptyState
              icon={<VirtualAccountIcon />}
              title={`No ${mode} virtual accounts yet`}
              description={
                mode === "test"
                  ? "Create one, then simulate an incoming transfer on its page and debit it."
                  : "Virtual accounts you create here or with the API are listed here."
              }
            />
          }
        >
          {(items) => (
            <>
              <DataTable className={cn(list.isPlaceholderData && "opacity-60")} rows={items} rowKey={(a) => a.virtual_account_id}
                columns={["Account", "Account number", { label: "Balance", className: "text-right" }, { label: "Your reference", className: "hidden md:table-cell" }, { label: "Created", className: "hidden md:table-cell" }]}
              >
                {(a) => (
                  <>
                    <TD>
                      <Link href={`/dashboard/virtual-accounts/${a.virtual_account_id}`} className={cn("rounded-sm font-medium text-indigo-700 hover:underline", focusRing)}>
                        {a.account_name}
                      </Link>
                      <span className="block font-mono text-[12px] text-slate-500">{a.virtual_account_id}</span>
                    </TD>
                    <TD className="font-mono whitespace-nowrap">{a.account_number}</TD>
                    <TD className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatAmount(a.balance, a.currency)}</TD>
                    <TD className="hidden max-w-48 truncate text-slate-600 md:table-cell">{a.merchant_reference ?? "—"}</TD>
                    <TD className="hidden whitespace-nowrap text-slate-500 md:table-cell">{formatShortDateTime(a.created_at)}</TD>
                  </>
                )}
              </DataTable>
              <Pager page={page} perPage={PER_PAGE} pagination={pagination} onPage={(next) => setView({ mode, page: next })} />
            </>
          )}
        </ListStates>
      </Card>

      {canCreate ? <CreateVirtualAccountDialog key={`create-${createSession}`} open={creating} onClose={() => setCreating(false)} mode={mode} /> : null}
    </>
  );
}
