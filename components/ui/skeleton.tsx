import { cn } from "@/components/ui/cn";

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200/80", className)} />;
}

/** A list's placeholder while it loads: `rows` lines, each with one bar per class list in `cells`. */
export function RowsSkeleton({ label, rows = 2, cells }: { label: string; rows?: number; cells: string[] }) {
  return (
    <div className="space-y-3 px-5 py-5" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-6">
          {cells.map((cell, j) => (
            <Skeleton key={j} className={cell} />
          ))}
        </div>
      ))}
    </div>
  );
}
