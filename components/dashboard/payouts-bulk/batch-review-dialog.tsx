"use client";
// The bulk batch's review: before a whole batch leaves, one summary of what it
// does (how many payouts, to how many banks and wallets, amounts, fees, the total and the balance
// left after it, and how many wait for a second approver), with an explicit confirm. Nothing is
// created until "Confirm and send" is pressed; the server checks everything again then.
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { usePayoutApprovalThresholds, waitsForSecondApprover } from "@/components/dashboard/payouts/payout-hooks";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { bankDisplayName } from "@/lib/catalog/bank-names";
import { formatAmount } from "@/lib/money/format-amount";
import type { BulkPreview } from "@/lib/payouts/create-bulk-payouts";
import type { CsvRow } from "@/lib/payouts/payout-csv";

export function BatchReviewDialog({
  open,
  title,
  preview,
  rows,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  preview: BulkPreview;
  rows: CsvRow[];
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { mode } = useDashboard();
  const thresholds = usePayoutApprovalThresholds(mode);
  const c = preview.currency;
  const money = (v: number) => formatAmount(v, c);
  // Major units: the server's totals are exact numbers in the currency's decimals.
  const after = Math.round((preview.available - preview.total) * 100) / 100;
  const banks = new Map<string, number>();
  for (const row of rows) {
    const name = bankDisplayName(row.payout.account.bank_slug, row.values.bank_slug);
    banks.set(name, (banks.get(name) ?? 0) + 1);
  }
  const waiting = preview.items.filter((item) => waitsForSecondApprover(thresholds.data, c, item.amount)).length;
  const rowsShown: [string, string][] = [
    ["Batch", title.trim()],
    ["Payouts", String(preview.count)],
    ["Recipients' banks and wallets", [...banks].map(([name, n]) => `${name} (${n})`).join(", ")],
    ["Amounts", money(preview.total_amount)],
    ["Fees", money(preview.total_fee)],
    ["Total from your balance", money(preview.total)],
    ["Available now", money(preview.available)],
    ["Balance after this batch", money(after)],
  ];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!pending}
      title="Review this batch"
      description={`Nothing has been sent yet. Check the batch, then confirm to send ${preview.count} ${preview.count === 1 ? "payout" : "payouts"} in ${mode} mode.`}
    >
      <section aria-label="Batch summary" className="rounded-lg bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200 ring-inset">
        <dl className="space-y-1.5">
          {rowsShown.map(([label, value]) => (
            <div key={label} className="flex items-baseline justify-between gap-4">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {waiting ? (
        <Notice tone="warning" className="mt-4" title="Second approval needed">
          {waiting} of these {waiting === 1 ? "payout is" : "payouts are"} above your account&apos;s approval threshold of {money(thresholds.data![c])}: {waiting === 1 ? "it waits" : "they wait"} for another team
          member to approve {waiting === 1 ? "it" : "them"}, the money held meanwhile.
        </Notice>
      ) : null}
      <DialogFooter onCancel={onClose} cancelLabel="Back to the file" pending={pending} submitLabel={`Confirm and send ${money(preview.total)}`} onSubmit={onConfirm} />
    </Dialog>
  );
}
