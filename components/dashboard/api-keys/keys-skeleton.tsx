import { Skeleton } from "@/components/ui/skeleton";

export function KeysSkeleton() {
  return (
    <div className="space-y-3 px-5 py-5" aria-busy="true" aria-label="Loading keys">
      {[0, 1].map((i) => (
        <div key={i} className="flex items-center gap-6">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-6 w-72" />
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </div>
      ))}
    </div>
  );
}
