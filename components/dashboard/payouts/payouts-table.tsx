"use client";
// The payout list: one card per payout on phones, a table on wider screens. Account
// numbers come masked from the server; each reference opens the payout's page. Banks and wallets
// by the registry's name; a payout waiting for a second approver has its Approve
// (not for its creator) and Reject on its row.
import Link from "next/link";
import { PayoutRowDecision } from "@/components/dashboard/payouts/payout-actions";
import type { DashboardMode } from "@/lib/catalog/modes";
import { PayoutStatusBadge } from "@/components/dashboard/payouts/payout-status-badge";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";
import { DataTable } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { formatAmount } from "@/lib/money/format-amount";
import { formatShortDateTime } from "@/lib/dashboard/format";
import type { PayoutListItem } from "@/lib/payouts/payout-view-types";
import { bankDisplayName } from "@/lib/catalog/bank-names";

function ReferenceLink({ p }: { p: PayoutListItem }) {
  return (
    <Link href={`/dashboard/payouts/${p.gateway_reference}`} className={cn("rounded-sm font-mono text-[12.5px] text-indigo-700 hover:underline", focusRing)}>
      {p.gateway_reference}
    </Link>
  );
}

export function PayoutsTable({ items, faded, mode, canApprove }: { items: PayoutListItem[]; faded?: boolean; mode: DashboardMode; canApprove: boolean }) {
  const decision = (p: PayoutListItem) => (canApprove && p.approval.waiting ? <PayoutRowDecision payout={p} mode={mode} /> : null);
  return (
    <>
      <ul className={cn("divide-y divide-slate-100 sm:hidden", faded && "opacity-60")}>
        {items.map((p) => (
          <li key={p.gateway_reference} className="px-5 py-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900 tabular-nums">{formatAmount(p.amount, p.currency)}</p>
                <ReferenceLink p={p} />
              </div>
              <PayoutStatusBadge status={p.status} />
            </div>
            <p className="mt-2 text-[13px] text-slate-600">
              {p.account.account_name} · {bankDisplayName(p.account.bank_slug, p.account.bank_name)} <span className="font-mono">{p.account.account_number}</span>
            </p>
            <p className="mt-1 text-[12.5px] text-slate-500">{formatShortDateTime(p.created_at)}</p>
            {p.approval.waiting && canApprove ? <div className="mt-2">{decision(p)}</div> : null}
          </li>
        ))}
      </ul>
      <DataTable className={cn("hidden sm:table", faded && "opacity-60")} rows={items} rowKey={(p) => p.gateway_reference}
        columns={["Payout", "Recipient", { label: "Amount", className: "text-right" }, { label: "Fee", className: "hidden text-right lg:table-cell" }, "Status", { label: "Created", className: "hidden md:table-cell" }]}
      >
        {(p) => (
          <>
            <TD>
              <ReferenceLink p={p} />
              {p.merchant_reference ? <span className="block max-w-48 truncate text-[12.5px] text-slate-500">{p.merchant_reference}</span> : null}
            </TD>
            <TD>
              <span className="block text-slate-800">{p.account.account_name}</span>
              <span className="block text-[12.5px] whitespace-nowrap text-slate-500">
                {bankDisplayName(p.account.bank_slug, p.account.bank_name)} · <span className="font-mono">{p.account.account_number}</span>
              </span>
            </TD>
            <TD className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatAmount(p.amount, p.currency)}</TD>
            <TD className="hidden text-right whitespace-nowrap tabular-nums lg:table-cell">{formatAmount(p.service_fee, p.currency)}</TD>
            <TD>
              <PayoutStatusBadge status={p.status} />
              {p.approval.waiting ? <div className="mt-1.5">{decision(p) ?? <span className="text-[12.5px] text-slate-500">Needs a second approver</span>}</div> : null}
            </TD>
            <TD className="hidden whitespace-nowrap text-slate-500 md:table-cell">{formatShortDateTime(p.created_at)}</TD>
          </>
        )}
      </DataTable>
    </>
  );
}
