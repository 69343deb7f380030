import { Skeleton } from "@/components/ui/skeleton";

export function SettingsSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading settings">
      {[0, 1].map((i) => (
        <div key={i} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="mt-2 h-3 w-64" />
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        </div>
      ))}
    </div>
  );
}
