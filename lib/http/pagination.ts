// The spec's pagination object for page-numbered lists: cursors are page numbers as text,
// so a client can follow next_cursor without computing pages (page/per_page still work).
export function pagination(page: number, perPage: number, returned: number, total: number) {
  const hasMore = page * perPage < total;
  return {
    page,
    per_page: perPage,
    total,
    limit: returned,
    has_more: hasMore,
    next_cursor: hasMore ? String(page + 1) : null,
    prev_cursor: page > 1 ? String(page - 1) : null,
  };
}

/** A page-numbered list as the dashboard's JSON routes answer it. */
export type PagedList<T> = { items: T[]; pagination: { page: number; per_page: number; total: number; has_more: boolean } };
