// Query schemas of the payment list: GET /v2/payments (the spec's parameters plus
// `cursor`) and the dashboard's table, which adds method, free-text search and sorting. Shapes are
// checked here; values (status, currency, dates, the cursor) by lib/payments/list-payments.ts.
// GET /v2/payments answers every problem here with INVALID_VALUE naming the parameter,
// unknown parameters included, so the schemas are `.strict()`.
import { z } from "zod";
import { createdRange, listQuery, MAX_PER_PAGE, pagedWithCursor, pageSize } from "@/lib/schemas/list-query";

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).optional();
export const PAYMENT_LIST_MAX_PER_PAGE = MAX_PER_PAGE;
export const PAYMENT_LIST_DEFAULT_PER_PAGE = 20;

const filters = {
  reference: text(100).meta({ description: "A gateway reference (`pay_…`) or your merchant_reference, exact" }),
  status: text(50).meta({
    description:
      "A payment status: pending, auth_needed, success, failed, cancelled, incomplete, blocked, partially_refunded, fully_refunded; `completed` means success",
    example: "success",
  }),
  currency: text(10).meta({ description: "USD, ETB, UGX or DJF, any case", example: "ETB" }),
  email: text(254).meta({ description: "The customer's e-mail address, exact (any case)" }),
  payment_link_id: text(100).meta({ description: "The payments made through one payment link (`plink_…`)" }),
  ...createdRange(),
};
const paging = pagedWithCursor({ items: "Payments", page: "optional", maxPage: 1_000_000, cursorMax: 300, defaultPerPage: PAYMENT_LIST_DEFAULT_PER_PAGE });

/** GET /v2/payments. */
export const listPaymentsQuerySchema = listQuery(filters, paging);
export type ListPaymentsQuery = z.output<typeof listPaymentsQuerySchema>;

/** GET /api/dashboard/payments and /export: the API's filters plus the table's own. */
export const dashboardPaymentListQuerySchema = listQuery(
  {
    ...filters,
    method: text(50),
    /** Free text: a gateway reference, a merchant reference or an e-mail address, matched exactly. */
    q: text(254),
    sort: z.enum(["created_at", "amount"], { error: "must be created_at or amount" }).default("created_at"),
    order: z.enum(["desc", "asc"], { error: "must be desc or asc" }).default("desc"),
  },
  {
    ...paging,
    /** The overview's recent list asks `?limit=`: the same as per_page. */
    limit: pageSize().optional(),
  },
);
export type DashboardPaymentListQuery = z.output<typeof dashboardPaymentListQuerySchema>;

/** The export takes the table's filters and sort; it walks every page itself. */
export const dashboardPaymentExportQuerySchema = dashboardPaymentListQuerySchema
  .omit({ cursor: true, page: true, per_page: true, limit: true })
  .strict();
export type DashboardPaymentExportQuery = z.output<typeof dashboardPaymentExportQuerySchema>;
