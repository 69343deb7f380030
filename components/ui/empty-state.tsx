import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  headingLevel = 3,
}: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** 3 inside a card that has its own h2; 2 when the empty state is the page's main content. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={cn("flex flex-col items-center px-6 py-12 text-center", className)}>
      {icon ? (
        <div aria-hidden="true" className="mb-4 flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 [&>svg]:size-6">
          {icon}
        </div>
      ) : null}
      <Heading className="text-sm font-semibold text-slate-900">{title}</Heading>
      {description ? <div className="mt-1 max-w-md text-sm text-slate-500">{description}</div> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
