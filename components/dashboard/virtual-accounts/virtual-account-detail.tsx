"use client";
// /dashboard/virtual-accounts/{id}: the account's number with its bank (a customer needs both to
// pay in) and balance, "Simulate incoming transfer" (test mode) and "Debit" for owners and
// developers, the incoming transfers (credits) and the debit history.
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { DetailHeader } from "@/components/dashboard/detail-header";
import { DebitHistory } from "@/components/dashboard/virtual-accounts/debit-history";
import { DebitForm, TestCreditForm } from "@/components/dashboard/virtual-accounts/money-forms";
import { useVirtualAccount } from "@/components/dashboard/virtual-accounts/virtual-account-hooks";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { focusRing } from "@/components/ui/focus";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime, formatDateTimeSeconds } from "@/lib/dashboard/format";
import { CAN_MOVE_MONEY } from "@/lib/catalog/permissions";
import type { VirtualAccountDetailView } from "@/lib/virtual-accounts/virtual-account-view-types";
import { DataTable } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { EmptyState } from "@/components/ui/empty-state";

export function VirtualAccountDetail({ initial }: { initial: VirtualAccountDetailView }) {
  const { mode, role } = useDashboard();
  const canMove = CAN_MOVE_MONEY.includes(role);
  const { data: account } = useVirtualAccount(mode, initial.virtual_account_id, initial);

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/dashboard/virtual-accounts" className={cn("rounded-sm text-indigo-700 hover:underline", focusRing)}>
          ← Virtual accounts
        </Link>
      </p>
      <DetailHeader eyebrow="Virtual account" title={account.account_name} reference={{ text: account.virtual_account_id, srLabel: "virtual account ID" }} />

      <Card className="mb-6" aria-label="Account">
        <CardBody className="grid gap-4 sm:grid-cols-3">
          <div>
            <p className="text-[13px] text-slate-500">Balance</p>
            <p className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid="virtual-account-balance">
              {formatAmount(account.balance, account.currency)}
            </p>
          </div>
          <div>
            <p className="text-[13px] text-slate-500">Account number</p>
            <p className="flex items-center gap-2">
              <span className="font-mono text-lg text-slate-900" data-testid="virtual-account-number">
                {account.account_number}
              </span>
              <CopyButton text={account.account_number} srLabel="Copy the account number" iconOnly />
            </p>
            <p className="mt-1 text-sm text-slate-600" data-testid="virtual-account-bank">
              <span className="text-slate-500">Bank:</span> {account.bank ?? "Ask your gateway operator which bank holds these numbers"}
            </p>
          </div>
          <div className="text-sm text-slate-600">
            <p>
              <span className="text-slate-500">Your reference:</span> {account.merchant_reference ?? "—"}
            </p>
            <p>
              <span className="text-slate-500">Created:</span> {formatDateTime(account.created_at)}
            </p>
          </div>
        </CardBody>
      </Card>

      {canMove ? (
        <div className={cn("mb-6 grid gap-6", mode === "test" && "lg:grid-cols-2")}>
          {mode === "test" ? <TestCreditForm account={account} mode={mode} /> : null}
          <DebitForm account={account} mode={mode} />
        </div>
      ) : null}

      <IncomingTransfers account={account} />

      <DebitHistory id={account.virtual_account_id} mode={mode} />
    </>
  );
}

/** The money that came in: each transfer with its bank reference and the balance before and after it, newest first. */
function IncomingTransfers({ account }: { account: VirtualAccountDetailView }) {
  const credits = account.recent_credits;
  const total = account.credit_count;
  return (
    <Card className="mb-6" aria-labelledby="credit-history-title">
      <CardHeader
        titleId="credit-history-title"
        title="Incoming transfers"
        description={total === 0 ? undefined : total > credits.length ? `The latest ${credits.length} of ${total} transfers` : `${total} ${total === 1 ? "transfer" : "transfers"}`}
      />
      {credits.length === 0 ? (
        <EmptyState title="No transfers yet" description={`Money paid into ${account.account_number} is listed here, newest first.`} />
      ) : (
        <DataTable aria-label="Incoming transfers" rows={credits} rowKey={(c) => c.credit_reference}
          columns={["Transfer", { label: "Amount", className: "text-right" }, { label: "Balance before", className: "hidden text-right md:table-cell" }, { label: "Balance after", className: "text-right" }, { label: "Received", className: "hidden lg:table-cell" }]}
        >
          {(c) => (
            <>
              <TD>
                <span className="block font-mono text-[12.5px] text-slate-800">{c.credit_reference}</span>
                {c.reference ? <span className="block max-w-48 truncate text-[12.5px] text-slate-500">{c.reference}</span> : null}
              </TD>
              <TD className="text-right font-medium whitespace-nowrap text-emerald-800 tabular-nums">+{formatAmount(c.amount, c.currency)}</TD>
              <TD className="hidden text-right whitespace-nowrap tabular-nums md:table-cell">{formatAmount(c.balance_before, c.currency)}</TD>
              <TD className="text-right whitespace-nowrap tabular-nums">{formatAmount(c.balance_after, c.currency)}</TD>
              <TD className="hidden whitespace-nowrap text-slate-500 lg:table-cell">{formatDateTimeSeconds(c.created_at)}</TD>
            </>
          )}
        </DataTable>
      )}
    </Card>
  );
}
