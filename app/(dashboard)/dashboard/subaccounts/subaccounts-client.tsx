"use client";

// Subaccounts in the current mode (issue 4): name and reference, bank account, default split
// with its bounds, balance and status; create, edit and deactivate for owners and developers;
// each one's settlements (issue 10), with "Settle now" for owners and developers.
import { useState } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useSubaccounts } from "@/components/dashboard/money-hooks";
import { PageHeader } from "@/components/dashboard/page-header";
import { CreateSubaccountDialog } from "@/components/dashboard/subaccounts/create-subaccount-dialog";
import { DeactivateSubaccountDialog } from "@/components/dashboard/subaccounts/deactivate-subaccount-dialog";
import { EditSubaccountDialog } from "@/components/dashboard/subaccounts/edit-subaccount-dialog";
import { SettlementsDialog } from "@/components/dashboard/subaccounts/settlements-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { SplitIcon } from "@/components/ui/icons";
import { Notice } from "@/components/ui/notice";
import { Pager } from "@/components/ui/pager";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatAmount, formatSplitRule } from "@/lib/money/format-amount";
import { formatDate } from "@/lib/dashboard/format";
import { CAN_MOVE_MONEY } from "@/lib/catalog/permissions";
import type { SubaccountItem } from "@/lib/subaccounts/subaccount-view-types";
import { ListStates } from "@/components/dashboard/list-states";
import { bankDisplayName } from "@/lib/catalog/bank-names";

const PER_PAGE = 20;

/** The bounds a share is held within: "min ETB 10.00 · max ETB 500.00". */
function bounds(s: SubaccountItem): string | null {
  const parts = [
    s.min_amount === null ? null : `min ${formatAmount(s.min_amount, s.currency)}`,
    s.max_amount === null ? null : `max ${formatAmount(s.max_amount, s.currency)}`,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}

function StatusBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Deactivated</Badge>;
}

export function SubaccountsClient() {
  const { mode, role } = useDashboard();
  const canManage = CAN_MOVE_MONEY.includes(role);
  // Page 1 again when the mode changes: the other mode has its own list.
  const [paging, setPaging] = useState({ mode, page: 1 });
  const page = paging.mode === mode ? paging.page : 1;
  const setPage = (next: number) => setPaging({ mode, page: next });
  const list = useSubaccounts(mode, page, PER_PAGE);
  const [creating, setCreating] = useState(false);
  const [createSession, setCreateSession] = useState(0);
  const [edit, setEdit] = useState<{ target: SubaccountItem; open: boolean; session: number } | null>(null);
  const [deactivateTarget, setDeactivateTarget] = useState<SubaccountItem | null>(null);
  const [settlementsTarget, setSettlementsTarget] = useState<SubaccountItem | null>(null);

  const openCreate = () => {
    setCreateSession((n) => n + 1);
    setCreating(true);
  };
  const openEdit = (target: SubaccountItem) => setEdit((e) => ({ target, open: true, session: (e?.session ?? 0) + 1 }));
  // One subaccount's buttons, the same in the narrow-screen cards and the wide table.
  const rowActions = (s: SubaccountItem) => (
    <>
      <Button variant="secondary" size="sm" onClick={() => setSettlementsTarget(s)}>
        Settlements<span className="sr-only"> of {s.subaccount_name}</span>
      </Button>
      {canManage && s.active ? (
        <>
          <Button variant="secondary" size="sm" onClick={() => openEdit(s)}>
            Edit<span className="sr-only"> {s.subaccount_name}</span>
          </Button>
          <Button variant="danger-ghost" size="sm" onClick={() => setDeactivateTarget(s)}>
            Deactivate<span className="sr-only"> {s.subaccount_name}</span>
          </Button>
        </>
      ) : null}
    </>
  );
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
          Your role ({role}) can see subaccounts but not create, edit or deactivate them.
        </Notice>
      ) : null}

      <Card aria-labelledby="subaccounts-title">
        <CardHeader
          titleId="subaccounts-title"
          title="All subaccounts"
          description={pagination && pagination.total > 0 ? `${pagination.total} in ${mode} mode` : undefined}
        />
        <ListStates
          query={list}
          loadingLabel="Loading subaccounts"
          errorTitle="Could not load subaccounts"
          skeleton={["h-4 w-36", "h-4 flex-1", "h-4 w-20", "h-5 w-16 rounded-full"]}
          empty={
            <EmptyState
              icon={<SplitIcon />}
              title={`No ${mode} subaccounts yet`}
              description="Create a subaccount for each partner who should receive a share of your payments, then name it in a payment's subaccounts."
            />
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
                        <p className={cn("font-medium", s.active ? "text-slate-900" : "text-slate-500")}>{s.subaccount_name}</p>
                        <p className="font-mono text-[12px] break-all text-slate-500">{s.subaccount_reference}</p>
                      </div>
                      <StatusBadge active={s.active} />
                    </div>
                    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-[13px]">
                      <div>
                        <dt className="text-slate-500">Default split</dt>
                        <dd className="font-medium text-slate-900">{formatSplitRule(s.split_type, s.split_value, s.currency)}</dd>
                        {bounds(s) ? <dd className="text-slate-500">{bounds(s)}</dd> : null}
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
                    <div className="mt-3 flex gap-2">
                      {rowActions(s)}
                    </div>
                  </li>
                ))}
              </ul>
              <Table className={cn("hidden sm:table", list.isPlaceholderData && "opacity-60")}>
                <THead>
                  <TR>
                    <TH>Subaccount</TH>
                    <TH className="hidden md:table-cell">Bank account</TH>
                    <TH>Default split</TH>
                    <TH className="text-right">Balance</TH>
                    <TH>Status</TH>
                    <TH>
                      <span className="sr-only">Actions</span>
                    </TH>
                  </TR>
                </THead>
                <TBody>
                  {items.map((s) => (
                    <TR key={s.subaccount_reference}>
                      <TD>
                        <span className={cn("block font-medium", s.active ? "text-slate-900" : "text-slate-500")}>{s.subaccount_name}</span>
                        <span className="block font-mono text-[12px] whitespace-nowrap text-slate-500" title={`Created ${formatDate(s.created_at)}`}>
                          {s.subaccount_reference}
                        </span>
                      </TD>
                      <TD className="hidden md:table-cell">
                        <span className="block text-slate-800">{bankDisplayName(s.account.bank_slug, s.account.bank_name)}</span>
                        <span className="block text-[12.5px] text-slate-500">
                          <span className="font-mono">{s.account.account_number}</span> · {s.account.account_name}
                        </span>
                      </TD>
                      <TD className="whitespace-nowrap">
                        <span className="block font-medium text-slate-900">{formatSplitRule(s.split_type, s.split_value, s.currency)}</span>
                        <span className="block text-[12.5px] text-slate-500">{bounds(s) ?? (s.split_type === "percentage" ? "of each payment" : "per payment")}</span>
                      </TD>
                      <TD className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
                        {s.balance === undefined ? "—" : formatAmount(s.balance, s.currency)}
                      </TD>
                      <TD>
                        <StatusBadge active={s.active} />
                      </TD>
                      <TD>
                        <div className="flex justify-end gap-1.5">
                          {rowActions(s)}
                        </div>
                      </TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
              <Pager page={page} perPage={PER_PAGE} pagination={pagination} onPage={setPage} />
            </>
          )}
        </ListStates>
      </Card>

      <SettlementsDialog target={settlementsTarget} onClose={() => setSettlementsTarget(null)} mode={mode} canSettle={canManage} />

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
