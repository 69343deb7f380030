import { Notice } from "@/components/ui/notice";

/** A query that failed to load: its message and a Retry button (the same on every page). */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Notice tone="danger" role="alert" title={title}>
      {error.message}{" "}
      <button type="button" className="font-medium underline" onClick={onRetry}>
        Retry
      </button>
    </Notice>
  );
}
