// Query schemas of the payment list: GET /v2/payments (the spec's parameters plus
// `cursor`) and the dashboard's table, which adds method, free-text search and sorting. Shapes are
// checked here; values (status, currency, dates, the cursor) by lib/payments/list-payments.ts.
// GET /v2/payments answers every problem here with INVALID_VALUE naming the parameter,
// unknown parameters included, so the schemas are `.strict()`.
import { z } from "zod";

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).optional();
const wholeNumber = () => z.coerce.number({ error: "must be a whole number" }).int("must be a whole number");

export const PAYMENT_LIST_MAX_PER_PAGE = 100;
export const PAYMENT_LIST_DEFAULT_PER_PAGE = 20;

const perPage = wholeNumber()
  .min(1, "must be at least 1")
  .max(PAYMENT_LIST_MAX_PER_PAGE, `must be at most ${PAYMENT_LIST_MAX_PER_PAGE}`)
  .default(PAYMENT_LIST_DEFAULT_PER_PAGE);

const apiShape = {
  reference: text(100).meta({ description: "A gateway reference (`pay_…`) or your merchant_reference, exact" }),
  status: text(50).meta({
    description:
      "A payment status: pending, auth_needed, success, failed, cancelled, incomplete, blocked, partially_refunded, fully_refunded; `completed` means success",
    example: "success",
  }),
  currency: text(10).meta({ description: "USD, ETB, UGX or DJF, any case", example: "ETB" }),
  email: text(254).meta({ description: "The customer's e-mail address, exact (any case)" }),
  payment_link_id: text(100).meta({ description: "The payments made through one payment link (`plink_…`)" }),
  from: text(40).meta({ description: "Created at or after: a day (2026-11-23) or an ISO 8601 time" }),
  to: text(40).meta({ description: "Created before: a day (then that whole day is included) or an ISO 8601 time" }),
  cursor: text(300).meta({ description: "A next_cursor or prev_cursor of an earlier answer (with the same filters); takes precedence over page" }),
  page: wholeNumber()
    .min(1, "must be at least 1")
    .max(1_000_000, "must be at most 1000000")
    .optional()
    .meta({ description: "Page number (an offset: prefer cursors); default 1" }),
  per_page: perPage.meta({ description: "Items per page, 1–100", example: 20 }),
};

/** GET /v2/payments. */
export const listPaymentsQuerySchema = z.object(apiShape).strict();
export type ListPaymentsQuery = z.output<typeof listPaymentsQuerySchema>;

/** GET /api/dashboard/payments and /export: the API's filters plus the table's own. */
export const dashboardPaymentListQuerySchema = z
  .object({
    ...apiShape,
    method: text(50),
    /** Free text: a gateway reference, a merchant reference or an e-mail address, matched exactly. */
    q: text(254),
    sort: z.enum(["created_at", "amount"], { error: "must be created_at or amount" }).default("created_at"),
    order: z.enum(["desc", "asc"], { error: "must be desc or asc" }).default("desc"),
    /** The overview's recent list asks `?limit=`: the same as per_page. */
    limit: wholeNumber().min(1, "must be at least 1").max(PAYMENT_LIST_MAX_PER_PAGE, `must be at most ${PAYMENT_LIST_MAX_PER_PAGE}`).optional(),
  })
  .strict();
export type DashboardPaymentListQuery = z.output<typeof dashboardPaymentListQuerySchema>;

/** The export takes the table's filters and sort; it walks every page itself. */
export const dashboardPaymentExportQuerySchema = dashboardPaymentListQuerySchema
  .omit({ cursor: true, page: true, per_page: true, limit: true })
  .strict();
export type DashboardPaymentExportQuery = z.output<typeof dashboardPaymentExportQuerySchema>;
