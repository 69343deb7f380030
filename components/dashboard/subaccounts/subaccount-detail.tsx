"use client";
// One subaccount's page: its balance, bank account and default split; the
// payments that fed it (its splits: each payment with the subaccount's share, paged); and its
// settlements with "Settle now" (components/dashboard/subaccounts/settlements-card.tsx).
import { useState } from "react";
import { PaymentReferenceCell } from "@/components/dashboard/payments-table";
import { FactsCard, type Fact } from "@/components/dashboard/facts-card";
import { DetailHeader } from "@/components/dashboard/detail-header";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ListStates } from "@/components/dashboard/list-states";
import { PaymentStatusBadge } from "@/components/dashboard/payment-status-badge";
import { SettlementsCard } from "@/components/dashboard/subaccounts/settlements-card";
import { SubaccountStatusBadge, splitBounds } from "@/components/dashboard/subaccounts/subaccount-parts";
import { useSubaccountDetail, useSubaccountPayments } from "@/components/dashboard/subaccounts/subaccount-hooks";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { CardIcon } from "@/components/ui/icons";
import { Pager } from "@/components/ui/pager";
import { DataTable } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { formatAmount, formatSplitRule } from "@/lib/money/format-amount";
import { formatDateTime, formatShortDateTime } from "@/lib/dashboard/format";
import { CAN_MOVE_MONEY } from "@/lib/catalog/permissions";
import type { SubaccountItem } from "@/lib/subaccounts/subaccount-view-types";

const PER_PAGE = 20;

export function SubaccountDetailView({ initial }: { initial: SubaccountItem }) {
  const { mode, role } = useDashboard();
  const query = useSubaccountDetail(mode, initial.subaccount_reference, initial);
  const s = query.data ?? initial;
  const facts: Fact[] = [
    ["Balance", <span key="balance" className="text-lg font-semibold text-slate-900 tabular-nums">{s.balance === undefined ? "—" : formatAmount(s.balance, s.currency)}</span>],
    ["Default split", [formatSplitRule(s.split_type, s.split_value, s.currency), splitBounds(s)].filter(Boolean).join(" · ")],
    ["Bank", s.account.bank_name],
    ["Account", <span key="account"><span className="font-mono">{s.account.account_number}</span> · {s.account.account_name}</span>],
    ["Currency", s.currency],
    ["Created", formatDateTime(s.created_at)],
  ];

  return (
    <>
      <DetailHeader
        back={{ href: "/dashboard/subaccounts", label: "Subaccounts" }}
        eyebrow="Subaccount"
        title={s.subaccount_name}
        badge={<SubaccountStatusBadge active={s.active} />}
        reference={{ text: s.subaccount_reference, srLabel: "subaccount reference" }}
      />

      <FactsCard titleId="subaccount-facts-title" className="mb-6" facts={facts} />

      <SubaccountPaymentsCard reference={s.subaccount_reference} />

      <div className="mt-6">
        <SettlementsCard target={s} mode={mode} canSettle={CAN_MOVE_MONEY.includes(role)} />
      </div>
    </>
  );
}

function SubaccountPaymentsCard({ reference }: { reference: string }) {
  const { mode } = useDashboard();
  const [page, setPage] = useState(1);
  const list = useSubaccountPayments(mode, reference, page, PER_PAGE);
  const pagination = list.data?.pagination;
  return (
    <Card aria-labelledby="subaccount-payments-title">
      <CardHeader
        titleId="subaccount-payments-title"
        title="Payments"
        description={pagination && pagination.total > 0 ? `${pagination.total} payments named this subaccount in their split; its share of each settles to its balance once the payment succeeds.` : undefined}
      />
      <ListStates
        query={list}
        loadingLabel="Loading payments"
        errorTitle="Could not load payments"
        empty={<EmptyState icon={<CardIcon />} title="No payments yet" description="Payments that name this subaccount in their split appear here." />}
      >
        {(items) => (
          <>
            <DataTable aria-label="Payments that fed this subaccount" className={cn(list.isPlaceholderData && "opacity-60")} rows={items} rowKey={(p) => p.gateway_reference}
              columns={["Payment", { label: "Created", className: "hidden sm:table-cell" }, "Status", { label: "Amount", className: "text-right" }, { label: "Share", className: "text-right" }]}
            >
              {(p) => (
                <>
                  <PaymentReferenceCell payment={p} />
                  <TD className="hidden whitespace-nowrap text-slate-500 sm:table-cell">{formatShortDateTime(p.created_at)}</TD>
                  <TD>
                    <PaymentStatusBadge status={p.status} />
                  </TD>
                  <TD className="text-right whitespace-nowrap tabular-nums">{formatAmount(p.amount, p.currency)}</TD>
                  <TD className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatAmount(p.share, p.currency)}</TD>
                </>
              )}
            </DataTable>
            <Pager label="Payment pages" page={page} perPage={PER_PAGE} pagination={pagination} onPage={setPage} />
          </>
        )}
      </ListStates>
    </Card>
  );
}
