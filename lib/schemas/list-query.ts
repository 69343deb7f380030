// The query strings of the list endpoints, built in one place: each list schema states only its
// own filters, and its paging (cursor, page, per_page) and created range come from here, so they
// are bounded, worded and documented alike in every list and in the OpenAPI document.
//
//   export const listEventsQuerySchema = listQuery({ type, ...createdRange() }, cursorPaging({ items: "Events" }));
//
// Always `.strict()`: an unknown parameter is refused, not ignored. Shapes only: the values (a
// status, a currency, a date, whether a cursor is one of this list's) are the services' to judge,
// with their own codes.
import { z } from "zod";

/** A list's query schema: its filters and its paging, unknown parameters refused. */
export function listQuery<F extends z.ZodRawShape, P extends z.ZodRawShape>(filters: F, paging: P) {
  return z.object({ ...filters, ...paging }).strict();
}

/** A whole number written in the query string (`?per_page=20`). */
const wholeNumber = () => z.coerce.number({ error: "must be a whole number" }).int("must be a whole number");

/**
 * The same, digits only (no `1e1`, `0x10` or blanks): the virtual-account lists answer every
 * other spelling INVALID_VALUE, as their spec says.
 */
const digits = () => z.string().regex(/^\d{1,9}$/, "must be a whole number").transform(Number);

export const MAX_PER_PAGE = 100;

type PerPageOptions = {
  /** What a page holds, for the description: "Events" → "Events per page, 1 to 100". */
  items: string;
  /** The page size when per_page is not given. */
  defaultPerPage?: number;
};

/** A page size, 1 to 100, without a default (the dashboard's `?limit=` alias of per_page). */
export const pageSize = () => wholeNumber().min(1, "must be at least 1").max(MAX_PER_PAGE, `must be at most ${MAX_PER_PAGE}`);

function perPageField({ items, defaultPerPage = 20 }: PerPageOptions) {
  return pageSize().default(defaultPerPage).meta({ description: `${items} per page, 1 to ${MAX_PER_PAGE}`, example: defaultPerPage });
}

type CursorOptions = {
  /**
   * The longest cursor taken. A longer text is refused here by shape; a shorter one that is not a
   * cursor of this list is the service's to refuse (its code may differ), so each list keeps its bound.
   */
  cursorMax?: number;
};

function cursorField(max: number, takesPrecedenceOverPage: boolean, message?: string) {
  const description = `A next_cursor or prev_cursor of an earlier answer of this list, as given${takesPrecedenceOverPage ? "; it takes precedence over page" : ""}`;
  return z.string().max(max, message ?? `must be at most ${max} characters`).optional().meta({ description });
}

/** Cursor paging: `cursor` from an earlier answer, `per_page`. */
export function cursorPaging(options: PerPageOptions & CursorOptions) {
  return { cursor: cursorField(options.cursorMax ?? 200, false), per_page: perPageField(options) };
}

type PageMode = "default" | "optional";
type PageOptions<M extends PageMode> = {
  /** "default": page 1 when not given; "optional": absent when not given (the service starts at 1). */
  page?: M;
  /** The highest page number taken, where the list bounds it. */
  maxPage?: number;
};
type PageField<M extends PageMode> = M extends "optional" ? z.ZodOptional<z.ZodNumber> : z.ZodDefault<z.ZodNumber>;

function pageField<M extends PageMode>({ page, maxPage }: PageOptions<M>): PageField<M> {
  const base = wholeNumber().min(1, "must be at least 1");
  const bounded = maxPage === undefined ? base : base.max(maxPage, `must be at most ${maxPage}`);
  // The cast joins the branches to the type the caller's `page` picks.
  return (
    page === "optional"
      ? bounded.optional().meta({ description: "Page number, from 1 (default 1); a cursor takes precedence" })
      : bounded.default(1).meta({ description: "Page number, from 1", example: 1 })
  ) as PageField<M>;
}

/** Numbered pages only: `page`, `per_page` (lists whose answers carry no cursors). */
export function numberedPaging<M extends PageMode = "default">(options: PerPageOptions & PageOptions<M>) {
  return { page: pageField(options), per_page: perPageField(options) };
}

/** Numbered pages that also continue by cursor: `page`, `per_page`, and `cursor`, which wins over `page`. */
export function pagedWithCursor<M extends PageMode = "default">(options: PerPageOptions & PageOptions<M> & CursorOptions) {
  return { cursor: cursorField(options.cursorMax ?? 200, true), ...numberedPaging(options) };
}

/**
 * The virtual-account lists' paging: digits only, both optional (the service's defaults), a
 * cursor of at most 500 characters.
 */
export function digitPaging({ items }: { items: string }) {
  return {
    page: digits()
      .refine((n) => n >= 1, "must be at least 1")
      .optional()
      .meta({ description: "Page number, from 1 (default 1). Ignored when `cursor` is given.", example: "1" }),
    per_page: digits()
      .refine((n) => n >= 1 && n <= MAX_PER_PAGE, `must be between 1 and ${MAX_PER_PAGE}`)
      .optional()
      .meta({ description: `${items} per page, 1 to ${MAX_PER_PAGE} (default 20)`, example: "20" }),
    cursor: cursorField(500, true, "is not a cursor from this list"),
  };
}

const CREATED_AT_MAX = 40;

/** `from` and `to` over the created time; their values (a day or an ISO 8601 time, from before to) are the service's. */
export function createdRange() {
  const at = () => z.string().max(CREATED_AT_MAX, `must be at most ${CREATED_AT_MAX} characters`).optional();
  return {
    from: at().meta({ description: "Created at or after: a day (2026-11-23) or an ISO 8601 time", example: "2026-11-23" }),
    to: at().meta({ description: "Created before: a day (then that whole day is included) or an ISO 8601 time" }),
  };
}
