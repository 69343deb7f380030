"use client";

// Subaccounts in the current mode: a search over name, bank, account
// and reference, then the table: name (a link to the subaccount's page, with its balance, the
// payments that fed it and its settlements), bank account on one line each (long bank names cut
// with the whole name in a tooltip), default split with its bounds, balance; edit and deactivate
// for owners and admins. The table's columns are fixed so it never runs wider than its card.
import { useEffect, useState } from "react";
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useSubaccounts } from "@/components/dashboard/money-hooks";
import { PageHeader } from "@/components/dashboard/page-header";
import { CreateSubaccountDialog } from "@/components/dashboard/subaccounts/create-subaccount-dialog";
import { DeactivateSubaccountDialog } from "@/components/dashboard/subaccounts/deactivate-subaccount-dialog";
import { EditSubaccountDialog } from "@/components/dashboard/subaccounts/edit-subaccount-dialog";
import { SubaccountStatusBadge, splitBounds } from "@/components/dashboard/subaccounts/subaccount-parts";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { focusRing } from "@/components/ui/focus";
import { SplitIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { Pager } from "@/components/ui/pager";
import { DataTable, actionsColumn } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { formatAmount, formatSplitRule } from "@/lib/money/format-amount";
import { formatDate } from "@/lib/dashboard/format";
import { CAN_MOVE_MONEY, ROLE_LABELS } from "@/lib/catalog/permissions";
import type { SubaccountItem } from "@/lib/subaccounts/subaccount-view-types";
import { ListStates } from "@/components/dashboard/list-states";
import { bankDisplayName } from "@/lib/catalog/bank-names";

const PER_PAGE = 20;
const SEARCH_DELAY_MS = 250;

function SubaccountLink({ s }: { s: SubaccountItem }) {
  return (
    <Link
      href={`/dashboard/subaccounts/${encodeURIComponent(s.subaccount_reference)}`}
      title={s.subaccount_name}
      className={cn("block truncate rounded-sm font-medium hover:underline", s.active ? "text-indigo-700" : "text-slate-500", focusRing)}
    >
      {s.subaccount_name}
    </Link>
  );
}

export function SubaccountsClient() {
  const { mode, role } = useDashboard();
  const canManage = CAN_MOVE_MONEY.includes(role);
  const [search, setSearch] = useState("");
  // Page 1 again when the mode or the search changes: each has its own list.
  const [view, setView] = useState({ mode, q: "", page: 1 });
  const page = view.mode === mode ? view.page : 1;
  const q = view.mode === mode ? view.q : "";
  useEffect(() => {
    const timer = setTimeout(() => setView((v) => (v.q === search.trim() && v.mode === mode ? v : { mode, q: search.trim(), page: 1 })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, mode]);
  const setPage = (next: number) => setView({ mode, q, page: next });
  const list = useSubaccounts(mode, page, PER_PAGE, q);
  const [creating, setCreating] = useState(false);
  const [createSession, setCreateSession] = useState(0);
  const [edit, setEdit] = useState<{ target: SubaccountItem; open: boolean; session: number } | null>(null);
  const [deactivateTarget, setDeactivateTarget] = useState<SubaccountItem | null>(null);

  const openCreate = () => {
    setCreateSession((n) => n + 1);
    setCreating(true);
  };
  const openEdit = (target: SubaccountItem) => setEdit((e) => ({ target, open: true, session: (e?.session ?? 0) + 1 }));
  // One subaccount's buttons, the same in the narrow-screen cards and the wide table; its
  // settlements are on its page.
  const rowActions = (s: SubaccountItem) =>
    canManage && s.active ? (
      <>
        <Button variant="secondary" size="sm" onClick={() => openEdit(s)}>
          Edit<span className="sr-only"> {s.subaccount_name}</span>
        </Button>
        <Button variant="danger-ghost" size="sm" onClick={() => setDeactivateTarget(s)}>
          Deactivate<span className="sr-only"> {s.subaccount_name}</span>
        </Button>
      </>
    ) : null;
  const newButton = canManage ? <Button onClick={openCreate}>New subaccount</Button> : null;
  const pagination = list.data?.pagination;

  return (
    <>
      <PageHeader
        title="Subaccounts"
        description={`Partners and vendors who receive a share of your ${mode} payments through splits. Their shares settle to their balances.`}
        actions={newButton}
      />

      {!canManage ? (
        <Notice className="mb-6" title="View only">
          Your role ({ROLE_LABELS[role]}) can see subaccounts but not create, edit or deactivate them.
        </Notice>
      ) : null}

      <Card aria-labelledby="subaccounts-title">
        <CardHeader
          titleId="subaccounts-title"
          title="All subaccounts"
          description={pagination && pagination.total > 0 ? `${pagination.total} ${q ? "found" : `in ${mode} mode`}` : undefined}
        />
        <div className="border-b border-slate-100 px-5 py-3">
          <label htmlFor="subaccount-search" className="sr-only">
            Search subaccounts
          </label>
          <Input
            id="subaccount-search"
            type="search"
            placeholder="Search by name, bank, account number or reference"
            value={search}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setSearch(e.target.value)}
            className="max-w-sm"
          />
        </div>
        <ListStates
          query={list}
          loadingLabel="Loading subaccounts"
          errorTitle="Could not load subaccounts"
          skeleton={["h-4 w-36", "h-4 flex-1", "h-4 w-20", "h-5 w-16 rounded-full"]}
          empty={
            q ? (
              <EmptyState icon={<SplitIcon />} title="No subaccounts match this search" description="Search by part of a name, a bank, an account number or a reference." />
            ) : (
              <EmptyState
                icon={<SplitIcon />}
                title={`No ${mode} subaccounts yet`}
                description="Create a subaccount for each partner who should receive a share of your payments, then name it in a payment's subaccounts."
              />
            )
          }
        >
          {(items) => (
            <>
              {/* Phones: one card per subaccount; wider screens: the table. */}
              <ul className={cn("divide-y divide-slate-100 sm:hidden", list.isPlaceholderData && "opacity-60")}>
                {items.map((s) => (
                  <li key={s.subaccount_reference} className="px-5 py-4">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <SubaccountLink s={s} />
                        <p className="font-mono text-[12px] break-all text-slate-500">{s.subaccount_reference}</p>
                      </div>
                      <SubaccountStatusBadge active={s.active} />
                    </div>
                    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-[13px]">
                      <div>
                        <dt className="text-slate-500">Default split</dt>
                        <dd className="font-medium text-slate-900">{formatSplitRule(s.split_type, s.split_value, s.currency)}</dd>
                        {splitBounds(s) ? <dd className="text-slate-500">{splitBounds(s)}</dd> : null}
                      </div>
                      <div className="text-right">
                        <dt className="text-slate-500">Balance</dt>
                        <dd className="font-medium text-slate-900 tabular-nums">{s.balance === undefined ? "—" : formatAmount(s.balance, s.currency)}</dd>
                      </div>
                      <div className="col-span-2">
                        <dt className="text-slate-500">Bank account</dt>
                        <dd className="text-slate-800">
                          {bankDisplayName(s.account.bank_slug, s.account.bank_name)} · <span className="font-mono">{s.account.account_number}</span> · {s.account.account_name}
                        </dd>
                      </div>
                    </dl>
                    {canManage && s.active ? <div className="mt-3 flex gap-2">{rowActions(s)}</div> : null}
                  </li>
                ))}
              </ul>
              <DataTable className={cn("hidden w-full table-fixed sm:table", list.isPlaceholderData && "opacity-60")} rows={items} rowKey={(s) => s.subaccount_reference}
                columns={["Subaccount", { label: "Bank account", className: "hidden w-[26%] lg:table-cell" }, { label: "Default split", className: "hidden w-36 md:table-cell" }, { label: "Balance", className: "w-32 text-right" }, canManage && actionsColumn("w-48")]}
              >
                {(s) => (
                  <>
                    <TD>
                      <SubaccountLink s={s} />
                      <span className="flex items-center gap-2">
                        <span className="truncate font-mono text-[12px] text-slate-500" title={`Created ${formatDate(s.created_at)}`}>
                          {s.subaccount_reference}
                        </span>
                        {s.active ? null : <SubaccountStatusBadge active={false} />}
                      </span>
                    </TD>
                    <TD className="hidden lg:table-cell">
                      <span className="block truncate text-slate-800" title={bankDisplayName(s.account.bank_slug, s.account.bank_name)}>
                        {bankDisplayName(s.account.bank_slug, s.account.bank_name)}
                      </span>
                      <span className="block truncate text-[12.5px] text-slate-500" title={s.account.account_name}>
                        <span className="font-mono">{s.account.account_number}</span> · {s.account.account_name}
                      </span>
                    </TD>
                    <TD className="hidden whitespace-nowrap md:table-cell">
                      <span className="block font-medium text-slate-900">{formatSplitRule(s.split_type, s.split_value, s.currency)}</span>
                      <span className="block truncate text-[12.5px] text-slate-500">{splitBounds(s) ?? (s.split_type === "percentage" ? "of each payment" : "per payment")}</span>
                    </TD>
                    <TD className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
                      {s.balance === undefined ? "—" : formatAmount(s.balance, s.currency)}
                    </TD>
                    {canManage ? (
                      <TD>
                        <div className="flex justify-end gap-1.5">{rowActions(s)}</div>
                      </TD>
                    ) : null}
                  </>
                )}
              </DataTable>
              <Pager page={page} perPage={PER_PAGE} pagination={pagination} onPage={setPage} />
            </>
          )}
        </ListStates>
      </Card>

      {canManage ? (
        <>
          <CreateSubaccountDialog key={`create-${createSession}`} open={creating} onClose={() => setCreating(false)} mode={mode} />
          {edit ? (
            <EditSubaccountDialog
              key={`edit-${edit.session}`}
              open={edit.open}
              target={edit.target}
              onClose={() => setEdit((e) => (e ? { ...e, open: false } : e))}
              mode={mode}
            />
          ) : null}
          <DeactivateSubaccountDialog target={deactivateTarget} onClose={() => setDeactivateTarget(null)} mode={mode} />
        </>
      ) : null}
    </>
  );
}
