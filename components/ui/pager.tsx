// Previous / Next under a dashboard list: one pager for the lists that repeated it
// (payouts, debit history, virtual accounts, subaccounts, a webhook endpoint's deliveries).
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** The bar itself: where the reader is on the left, Previous and Next on the right. */
export function PagerNav({
  label = "Pages",
  children,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  /** The navigation's accessible name. */
  label?: string;
  /** Where the reader is, e.g. "Page 2 of 5". */
  children: ReactNode;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 text-sm text-slate-500">
      <span>{children}</span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={onNext}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/**
 * The pager of a list paged by number (page, per_page, total): nothing while the whole list fits
 * on page 1, otherwise "Page 2 of 5" with Previous and Next.
 */
export function Pager({
  label,
  page,
  perPage,
  pagination,
  onPage,
}: {
  label?: string;
  page: number;
  perPage: number;
  pagination: { total?: number; has_more: boolean } | undefined;
  onPage: (page: number) => void;
}) {
  if (!pagination || !(pagination.has_more || page > 1)) return null;
  return (
    <PagerNav label={label} hasPrevious={page > 1} hasNext={pagination.has_more} onPrevious={() => onPage(page - 1)} onNext={() => onPage(page + 1)}>
      Page {page} of {Math.max(1, Math.ceil((pagination.total ?? 0) / perPage))}
    </PagerNav>
  );
}
