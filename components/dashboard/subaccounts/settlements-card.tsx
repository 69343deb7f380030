"use client";
// A subaccount's settlements, a card of its page (it was a dialog
// of the list): what settling now would pay (balance − payout fee, and the currency's minimum),
// "Settle now" for owners and admins, and its settlement payouts with status, amount, fee and
// date. The schedule itself is set in Settings.
import Link from "next/link";
import { useSettleSubaccount, useSubaccountSettlements } from "@/components/dashboard/subaccounts/settlement-hooks";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardFooter, CardHeader } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { DataTable } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime } from "@/lib/dashboard/format";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { SubaccountItem } from "@/lib/subaccounts/subaccount-view-types";

const STATUS_TONE: Record<string, BadgeTone> = {
  pending: "gray",
  processing: "indigo",
  success: "green",
  failed: "red",
  blocked: "red",
  reversed: "orange",
  auth_needed: "amber",
  otp_needed: "amber",
};

const SCHEDULE_TEXT = {
  daily: "Settled automatically each day (after 00:00 UTC) when above the minimum.",
  weekly: "Settled automatically each Monday (after 00:00 UTC) when above the minimum.",
  manual: "Your schedule is manual: balances are settled only when you press Settle now.",
};

export function SettlementsCard({ target, mode, canSettle }: { target: SubaccountItem; mode: DashboardMode; canSettle: boolean }) {
  const view = useSubaccountSettlements(mode, target);
  const settle = useSettleSubaccount(mode);
  const notify = useToast();
  const data = view.data;

  return (
    <Card aria-labelledby="subaccount-settlements-title">
      <CardHeader
        titleId="subaccount-settlements-title"
        title="Settlements"
        description={data ? SCHEDULE_TEXT[data.schedule] : "Payouts of this subaccount's balance to its bank account."}
      />
      <div className="space-y-4 px-5 py-4">
        {settle.isError ? (
          <Notice tone="danger" role="alert" title="Nothing was settled">
            {settle.error.message}
          </Notice>
        ) : null}
        {view.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading settlements">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-full" />
          </div>
        ) : view.isError ? (
          <LoadError title="Could not load settlements" error={view.error} onRetry={() => view.refetch()} />
        ) : data ? (
          <>
            <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-4 text-[13px] sm:grid-cols-4">
              <div>
                <dt className="text-slate-500">Balance</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{formatAmount(data.balance, data.currency)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Payout fee</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{formatAmount(data.fee, data.currency)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Would be sent</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{formatAmount(data.amount, data.currency)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Minimum</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{formatAmount(data.minimum, data.currency)}</dd>
              </div>
            </dl>
            {!data.can_settle ? (
              <p className="text-[13px] text-slate-600">
                The balance minus the payout fee is below the minimum of {formatAmount(data.minimum, data.currency)}: nothing to settle yet.
              </p>
            ) : null}
            {data.items.length === 0 ? (
              <p className="text-[13px] text-slate-500">No settlement payouts yet.</p>
            ) : (
              <DataTable aria-label="Settlement payouts" rows={data.items} rowKey={(p) => p.gateway_reference}
                columns={["Date", { label: "Amount", className: "text-right" }, { label: "Fee", className: "text-right" }, "Status"]}
              >
                {(p) => (
                  <>
                    <TD className="whitespace-nowrap">
                      <span className="block">{formatDateTime(p.created_at)}</span>
                      <span className="block font-mono text-[12px] text-slate-500">{p.gateway_reference}</span>
                    </TD>
                    <TD className="text-right whitespace-nowrap tabular-nums">{formatAmount(p.amount, p.currency)}</TD>
                    <TD className="text-right whitespace-nowrap text-slate-600 tabular-nums">{formatAmount(p.service_fee, p.currency)}</TD>
                    <TD>
                      <Badge tone={STATUS_TONE[p.status] ?? "gray"}>{p.status === "success" ? "Paid" : p.status.replace("_", " ")}</Badge>
                      {p.status_reason ? <span className="mt-1 block max-w-56 text-[12px] text-slate-500">{p.status_reason}</span> : null}
                    </TD>
                  </>
                )}
              </DataTable>
            )}
            <p className="text-[12.5px] text-slate-500">
              Change the schedule in <Link href="/dashboard/settings" className="text-indigo-700 underline">Settings</Link>.
            </p>
          </>
        ) : null}
      </div>
      {canSettle ? (
        <CardFooter>
          <Button
            loading={settle.isPending}
            disabled={!data?.can_settle}
            onClick={() =>
              settle.mutate(target.subaccount_reference, {
                onSuccess: (payout) =>
                  notify({
                    title: "Settlement payout created",
                    description: `${formatAmount(payout.amount, payout.currency)} to ${target.subaccount_name}'s bank account.`,
                  }),
              })
            }
          >
            Settle now
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
