// The payment table's view lives in the URL, through nuqs, so a filtered, sorted page
// can be shared, bookmarked and reloaded. The keys are the query parameters of
// GET /api/dashboard/payments themselves, so the page's URL reads like the API call it makes;
// `payment` (the open drawer) is the page's own. Values the API would refuse (an unknown
// status, a malformed day, per_page outside 1–100) read as "not set" instead of an error page.
import { createParser, parseAsString, parseAsStringLiteral } from "nuqs";
import { CURRENCY_CODES } from "@/lib/money";
import { PAYMENT_STATUSES } from "@/lib/catalog/payment-transitions";
import { METHOD_IDS } from "@/lib/catalog/payment-methods";

export const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;
export const DEFAULT_PER_PAGE = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as <input type="date"> writes it (YYYY-MM-DD); the API reads `to` as the whole day. */
const parseAsDay = createParser({
  parse: (value) => (DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null),
  serialize: (value: string) => value,
});

const parseAsPerPage = createParser({
  parse: (value) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= 100 ? n : null;
  },
  serialize: (value: number) => String(value),
});

export const paymentTableParsers = {
  status: parseAsStringLiteral(PAYMENT_STATUSES),
  currency: parseAsStringLiteral(CURRENCY_CODES),
  method: parseAsStringLiteral(METHOD_IDS),
  q: parseAsString,
  from: parseAsDay,
  to: parseAsDay,
  sort: parseAsStringLiteral(["created_at", "amount"] as const).withDefault("created_at"),
  order: parseAsStringLiteral(["desc", "asc"] as const).withDefault("desc"),
  cursor: parseAsString,
  per_page: parseAsPerPage.withDefault(DEFAULT_PER_PAGE),
  /** The gateway reference of the payment whose drawer is open. */
  payment: parseAsString,
};

export type PaymentTableView = {
  status: (typeof PAYMENT_STATUSES)[number] | null;
  currency: (typeof CURRENCY_CODES)[number] | null;
  method: (typeof METHOD_IDS)[number] | null;
  q: string | null;
  from: string | null;
  to: string | null;
  sort: "created_at" | "amount";
  order: "desc" | "asc";
  cursor: string | null;
  per_page: number;
};

/** The filters a view applies: what the CSV export takes, and what resets the cursor when it changes. */
export const FILTER_KEYS = ["status", "currency", "method", "q", "from", "to"] as const;

/**
 * The query string for the list route (`page: true`: with cursor and per_page) or the export
 * (filters and sort only: the export walks every row itself).
 */
export function paymentListQuery(view: PaymentTableView, opts: { page: boolean }): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = view[key];
    if (value !== null && value !== "") params.set(key, value);
  }
  params.set("sort", view.sort);
  params.set("order", view.order);
  if (opts.page) {
    if (view.cursor) params.set("cursor", view.cursor);
    params.set("per_page", String(view.per_page));
  }
  return params.toString();
}
