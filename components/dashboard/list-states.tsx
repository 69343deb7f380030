"use client";
// The four states of a dashboard list, one way for every list page: loading (skeleton rows),
// failed (with Retry), empty, and the rows. `children` renders the rows.
import type { ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import { RowsSkeleton } from "@/components/ui/skeleton";

type ListQuery<T> = { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown; data?: { items: T[] } };

export function ListStates<T>({
  query,
  loadingLabel,
  errorTitle,
  skeleton = ["h-4 w-44", "h-4 flex-1", "h-4 w-24"],
  empty,
  children,
}: {
  query: ListQuery<T>;
  /** Read by screen readers while loading: "Loading payouts". */
  loadingLabel: string;
  errorTitle: string;
  /** The class names of one skeleton row's cells (it is shown three times). */
  skeleton?: string[];
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return <RowsSkeleton label={loadingLabel} rows={3} cells={skeleton} />;
  }
  if (query.isError || !query.data) {
    return (
      <div className="p-5">
        <LoadError title={errorTitle} error={query.error ?? new Error("unknown error")} onRetry={() => query.refetch()} />
      </div>
    );
  }
  if (query.data.items.length === 0) return <>{empty}</>;
  return <>{children(query.data.items)}</>;
}
