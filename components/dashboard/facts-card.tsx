// The "Details" card of a detail page (a customer, a subaccount, a payment link): its facts as
// label and value, two columns from small screens up.
import type { ReactNode } from "react";
import { Card, CardHeader } from "@/components/ui/card";

export type Fact = [label: string, value: ReactNode];

export function FactsCard({ titleId, title = "Details", facts, className }: { titleId: string; title?: string; facts: Fact[]; className?: string }) {
  return (
    <Card className={className} aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={title} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 px-5 py-4 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-500">{label}</dt>
            <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
