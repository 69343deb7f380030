// A customer's total paid, one line per currency: paid less refunded.
import { formatAmount } from "@/lib/money/format-amount";

export function TotalPaid({ totals }: { totals: { currency: string; amount: number }[] }) {
  if (totals.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <span className="flex flex-col tabular-nums">
      {totals.map((t) => (
        <span key={t.currency}>{formatAmount(t.amount, t.currency)}</span>
      ))}
    </span>
  );
}
