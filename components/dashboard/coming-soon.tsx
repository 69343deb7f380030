import type { ReactNode } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";

/** A section whose issue is not built yet: says what will be here and how to get there today. */
export function ComingSoon({
  title,
  description,
  icon,
  emptyTitle,
  emptyDescription,
  upcoming,
  action,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  emptyTitle: string;
  emptyDescription: ReactNode;
  upcoming: string[];
  action?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card>
        <EmptyState headingLevel={2} icon={icon} title={emptyTitle} description={emptyDescription} action={action} />
        <div className="border-t border-slate-100 px-6 py-5">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Coming to this page</p>
          <ul className="mt-2 grid gap-x-6 gap-y-1.5 text-sm text-slate-600 sm:grid-cols-2">
            {upcoming.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-indigo-400" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </Card>
    </>
  );
}
