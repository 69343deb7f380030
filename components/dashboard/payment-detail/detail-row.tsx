// One label and value of a payment's definition lists (Details, Metadata).
import type { ReactNode } from "react";

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** An empty value. */
export const none = <span className="text-slate-400">—</span>;
