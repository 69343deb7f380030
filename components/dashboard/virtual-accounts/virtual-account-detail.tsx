"use client";
// /dashboard/virtual-accounts/{id}: the account's number and balance, "Simulate
// incoming transfer" (test mode) and "Debit" for owners and developers, and the debit history.
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { DetailHeader } from "@/components/dashboard/detail-header";
import { DebitHistory } from "@/components/dashboard/virtual-accounts/debit-history";
import { DebitForm, TestCreditForm } from "@/components/dashboard/virtual-accounts/money-forms";
import { useVirtualAccount } from "@/components/dashboard/virtual-accounts/virtual-account-hooks";
import { Card, CardBody } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { focusRing } from "@/components/ui/focus";
import { formatAmount } from "@/lib/money/format-amount";
import { formatDateTime } from "@/lib/dashboard/format";
import { CAN_MOVE_MONEY } from "@/lib/catalog/permissions";
import type { VirtualAccountItem } from "@/lib/virtual-accounts/virtual-account-view-types";

export function VirtualAccountDetail({ initial }: { initial: VirtualAccountItem }) {
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

      <DebitHistory id={account.virtual_account_id} mode={mode} />
    </>
  );
}
