// Invoices in the OpenAPI document: POST and GET /v2/invoices, GET and PATCH /v2/invoices/{id}, and
// finalizing, voiding and sending one.
import { z } from "zod";
import { defineOperations, type DocumentedError, pathParamsSchema } from "@/lib/openapi/operation";
import { bodyFormatError } from "@/lib/openapi/operations/payouts";
import { createInvoiceSchema, emptyInvoiceActionSchema, updateInvoiceSchema } from "@/lib/schemas/invoices";
import { listInvoicesQuerySchema } from "@/lib/schemas/subscriptions";
import { invoiceSchema } from "@/lib/schemas/responses/subscriptions";
import { cursorPaginationSchema } from "@/lib/schemas/responses/common";

const INVOICE_ID = "in_3Vb8Lx2Qw7Zc5Nk9Rt4Mp6";
const invoiceParams = pathParamsSchema({ id: { description: "The invoice's reference (`in_…`)", example: INVOICE_ID } });

const invoiceListSchema = z.object({ items: z.array(invoiceSchema), pagination: cursorPaginationSchema }).strict().meta({ id: "InvoiceList" });

/** A one-off draft: school fees with 15% tax, payable in parts of at least ETB 1,000. */
const exampleDraft = {
  invoice_reference: INVOICE_ID,
  number: null,
  subscription_reference: null,
  period_index: null,
  customer_reference: "cus_7Lm3Qx9Vb2Nz8Tc4Wp6Rk1",
  description: "Grade 4, term 1",
  status: "draft",
  currency: "ETB",
  subtotal: 4861.5,
  tax: 729.23,
  total: 5590.73,
  tax_rate_percent: 15,
  days_until_due: 14,
  amount_paid: 0,
  amount_due: 5590.73,
  lines: [
    { description: "Term 1 tuition", quantity: 1, unit_amount: 4500, amount: 4500 },
    { description: "Textbooks", quantity: 3, unit_amount: 120.5, amount: 361.5 },
  ],
  period_start: null,
  period_end: null,
  due_at: null,
  allow_partial_payments: true,
  minimum_partial_amount: 1000,
  hosted_invoice_url: null,
  charge_attempts: 0,
  next_charge_attempt: null,
  last_failure_reason: null,
  customer: { name: "Abebe Kebede", email: "abebe@example.com", phone_number: "+251911000001" },
  finalized_at: null,
  sent_at: null,
  paid_at: null,
  voided_at: null,
  mode: "test",
  created_at: "2026-12-03T08:00:00.000Z",
  updated_at: "2026-12-03T08:00:00.000Z",
};

/** The same invoice finalized: its number, due date and hosted page. */
const exampleOpen = {
  ...exampleDraft,
  number: "INV-000042",
  status: "open",
  due_at: "2026-12-17T09:00:00.000Z",
  hosted_invoice_url: "https://pay.example.com/invoice/inv_test_4Rk8Lm2Qx7Vb9Nz3Tc6Wp1Zs",
  finalized_at: "2026-12-03T09:00:00.000Z",
  updated_at: "2026-12-03T09:00:00.000Z",
};

const notFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "No invoice of yours has that reference (another merchant's invoice is not found either)",
  message: "invoice not found",
};

const otherMode: DocumentedError = {
  code: "UNAUTHORIZED",
  when: "The Authorization header is missing or malformed, or the key is unknown, revoked, expired or public; or the invoice belongs to the other mode (a test invoice asked for with a live key): use that mode's secret key",
  message: "this reference belongs to test mode; use your test secret key",
};

const pricing = (what: string): DocumentedError => ({
  code: "INVALID_VALUE",
  when:
    `${what}a unit_amount not above zero, with more decimals than the currency has or above the currency's limit; minimum_partial_amount without allow_partial_payments, with more decimals than the currency, or not less than the total; ` +
    "a customer with neither email nor phone_number (someone must receive it)",
  message: "minimum_partial_amount must be less than the invoice's total",
  details: [{ field: "minimum_partial_amount", message: "must be less than the total" }],
});

const lineFields = "lines (1 to 50, each a description, a quantity of 1 to 10,000 and a unit_amount above 0 in major units), tax_rate_percent (0 to 100, two decimals at most)";

export const invoiceOperations = defineOperations([
  {
    method: "post",
    path: "/v2/invoices",
    operationId: "createInvoice",
    tag: "Invoices",
    summary: "Create an invoice",
    description:
      `A one-off invoice, made as a \`draft\`: ${lineFields}, who pays it (an e-mail to send it to, a phone number), what it is for, the days from finalizing to its due date, and whether it may be paid in parts. ` +
      "The tax is rounded half up to the currency's minor unit. A draft has no number and no page yet: edit it with PATCH /v2/invoices/{id}, then finalize it (POST /v2/invoices/{id}/finalize) to give it the next number of your sequence and open it for payment. " +
      "A subscription's invoices are made by its cycles, already open.",
    body: createInvoiceSchema,
    bodyExample: {
      currency: "ETB",
      customer: { name: "Abebe Kebede", email: "abebe@example.com", phone_number: "+251911000001" },
      lines: [
        { description: "Term 1 tuition", quantity: 1, unit_amount: 4500 },
        { description: "Textbooks", quantity: 3, unit_amount: 120.5 },
      ],
      tax_rate_percent: 15,
      description: "Grade 4, term 1",
      days_until_due: 14,
      allow_partial_payments: true,
      minimum_partial_amount: 1000,
    },
    idempotent: true,
    success: { status: 201, message: "Invoice created", data: invoiceSchema, example: exampleDraft },
    errors: [
      bodyFormatError,
      {
        code: "VALIDATION_ERROR",
        when: "A field is missing, of the wrong type or unknown; no line or more than 50; a quantity, tax_rate_percent or days_until_due out of range; an e-mail address that is not one; a text too long",
        message: "Invalid request body: lines: must have at least one line",
        details: [{ field: "lines", message: "must have at least one line" }],
      },
      pricing("currency not USD, ETB, UGX or DJF; "),
    ],
  },
  {
    method: "get",
    path: "/v2/invoices",
    operationId: "listInvoices",
    tag: "Invoices",
    summary: "List invoices",
    description: "Your invoices in the key's mode, one-off and subscriptions', newest first; filtered by status, subscription, customer profile or number, paged by `cursor` (`per_page` 1 to 100, default 20).",
    query: listInvoicesQuerySchema,
    success: {
      status: 200,
      message: "Invoices retrieved",
      data: invoiceListSchema,
      example: { items: [exampleOpen], pagination: { limit: 1, per_page: 20, has_more: false, next_cursor: null, prev_cursor: null } },
    },
    errors: [
      {
        code: "VALIDATION_ERROR",
        when: "A status not on the list, an unknown or repeated parameter, per_page not a whole number from 1 to 100, or a value longer than its limit",
        message: 'Invalid request query: status: Invalid option: expected one of "draft"|"open"|"partially_paid"|"paid"|"void"|"uncollectible"',
        details: [{ field: "status", message: 'Invalid option: expected one of "draft"|"open"|"partially_paid"|"paid"|"void"|"uncollectible"' }],
      },
      {
        code: "INVALID_VALUE",
        when: "number does not look like INV-000001, or cursor is not one this list handed out (or was handed out for other filters)",
        message: "number must look like INV-000001",
        details: [{ field: "number", message: "must look like INV-000001" }],
      },
    ],
  },
  {
    method: "get",
    path: "/v2/invoices/{id}",
    operationId: "getInvoice",
    tag: "Invoices",
    summary: "Retrieve an invoice",
    description: "One invoice, with its lines, what is paid and due, its hosted page once finalized, and its charge tries (a subscription's push invoices).",
    pathParams: invoiceParams,
    success: { status: 200, message: "Invoice retrieved", data: invoiceSchema, example: exampleOpen },
    errors: [notFound, otherMode],
  },
  {
    method: "patch",
    path: "/v2/invoices/{id}",
    operationId: "updateInvoice",
    tag: "Invoices",
    summary: "Edit a draft invoice",
    description:
      `Changes a draft: what you give replaces what it had (${lineFields}, customer, description, days_until_due, allow_partial_payments, minimum_partial_amount; lines as a whole), what you leave out stays. ` +
      "`minimum_partial_amount: null` removes the minimum. The total is computed again. A finalized invoice never changes: void it and make another.",
    pathParams: invoiceParams,
    body: updateInvoiceSchema,
    bodyExample: { lines: [{ description: "Term 1 tuition", quantity: 1, unit_amount: 4500 }], tax_rate_percent: 15, minimum_partial_amount: null },
    success: {
      status: 200,
      message: "Invoice updated",
      data: invoiceSchema,
      example: {
        ...exampleDraft,
        subtotal: 4500,
        tax: 675,
        total: 5175,
        amount_due: 5175,
        lines: [{ description: "Term 1 tuition", quantity: 1, unit_amount: 4500, amount: 4500 }],
        minimum_partial_amount: null,
        updated_at: "2026-12-03T08:30:00.000Z",
      },
    },
    errors: [
      bodyFormatError,
      notFound,
      { code: "INVALID_STATE", when: "The invoice is not a draft (it was finalized or voided): it cannot change", message: `invoice ${INVOICE_ID} is open: only a draft can be edited (void it and make another)` },
      {
        code: "VALIDATION_ERROR",
        when: "A field of the wrong type or unknown; no line or more than 50; a quantity, tax_rate_percent or days_until_due out of range; an e-mail address that is not one; a text too long",
        message: "Invalid request body: tax_rate_percent: must be at most 100",
        details: [{ field: "tax_rate_percent", message: "must be at most 100" }],
      },
      pricing(""),
      otherMode,
    ],
  },
  {
    method: "post",
    path: "/v2/invoices/{id}/finalize",
    operationId: "finalizeInvoice",
    tag: "Invoices",
    summary: "Finalize an invoice",
    description:
      "The draft takes the next number of your sequence (per mode, without gaps: `INV-000042`), its due date (`days_until_due` from now) and its hosted page (`hosted_invoice_url`), and is `open` for payment; `invoice.finalized` is sent. " +
      "From now on its lines, tax and customer never change. Finalizing a finalized invoice answers it unchanged. To e-mail it to the customer, POST /v2/invoices/{id}/send. The body is `{}`.",
    pathParams: invoiceParams,
    body: emptyInvoiceActionSchema,
    bodyExample: {},
    success: { status: 200, message: "Invoice finalized", data: invoiceSchema, example: exampleOpen },
    errors: [bodyFormatError, notFound, { code: "INVALID_STATE", when: "The invoice is a voided draft: only a draft can be finalized", message: `invoice ${INVOICE_ID} is void: only a draft can be finalized` }, otherMode],
  },
  {
    method: "post",
    path: "/v2/invoices/{id}/void",
    operationId: "voidInvoice",
    tag: "Invoices",
    summary: "Void an invoice",
    description:
      "Nothing more is owed on it: it is `void`, its page no longer takes payments, and `invoice.voided` is sent. Voiding a void invoice answers it unchanged. " +
      "Voiding the invoice a subscription is waiting on forgives it: the subscription's billing goes on from the next period (a past_due or unpaid one becomes active). The body is `{}`.",
    pathParams: invoiceParams,
    body: emptyInvoiceActionSchema,
    bodyExample: {},
    success: { status: 200, message: "Invoice voided", data: invoiceSchema, example: { ...exampleOpen, status: "void", hosted_invoice_url: null, voided_at: "2026-12-04T09:00:00.000Z", updated_at: "2026-12-04T09:00:00.000Z" } },
    errors: [
      bodyFormatError,
      notFound,
      {
        code: "INVALID_STATE",
        when: "The invoice is paid, or money was paid toward it (refund its payments first), or a charge try or page payment of it is still on its way (void it once that payment has an outcome)",
        message: `invoice ${INVOICE_ID} is partially_paid with money paid toward it: refund its payments first`,
      },
      otherMode,
    ],
  },
  {
    method: "post",
    path: "/v2/invoices/{id}/mark-uncollectible",
    operationId: "markInvoiceUncollectible",
    tag: "Invoices",
    summary: "Mark an invoice uncollectible",
    description:
      "You stop collecting what is still due (a write-off): it is `uncollectible`, its charge retries are called off, and `invoice.updated` is sent. The customer may still pay it on its page (it is then `paid` or `partially_paid`). " +
      "Marking the invoice a subscription is waiting on lets the subscription's billing go on from the next period (a past_due or unpaid one becomes active). Marking it twice answers it unchanged. The body is `{}`.",
    pathParams: invoiceParams,
    body: emptyInvoiceActionSchema,
    bodyExample: {},
    success: { status: 200, message: "Invoice marked uncollectible", data: invoiceSchema, example: { ...exampleOpen, status: "uncollectible", updated_at: "2026-12-04T09:00:00.000Z" } },
    errors: [
      bodyFormatError,
      notFound,
      { code: "INVALID_STATE", when: "The invoice is a draft (finalize or void it), paid or void", message: `invoice ${INVOICE_ID} is paid: only an open or part-paid invoice can be marked uncollectible` },
      otherMode,
    ],
  },
  {
    method: "post",
    path: "/v2/invoices/{id}/send",
    operationId: "sendInvoice",
    tag: "Invoices",
    summary: "Send an invoice",
    description:
      "E-mails the invoice's hosted page to its customer (after the request, by the worker) and records `sent_at`; `invoice.sent` is sent. Only a finalized invoice with something due (open, partially paid or uncollectible) can be sent. " +
      "Each call sends it again: use an Idempotency-Key to make a retried request send once. The body is `{}`.",
    pathParams: invoiceParams,
    body: emptyInvoiceActionSchema,
    bodyExample: {},
    idempotent: true,
    success: { status: 200, message: "Invoice sent", data: invoiceSchema, example: { ...exampleOpen, sent_at: "2026-12-03T09:05:00.000Z", updated_at: "2026-12-03T09:05:00.000Z" } },
    errors: [
      bodyFormatError,
      notFound,
      {
        code: "INVALID_STATE",
        when: "The invoice is a draft (finalize it first), paid or void: there is nothing to send",
        message: `invoice ${INVOICE_ID} is draft: only a finalized invoice with something due can be sent (finalize it first)`,
      },
      {
        code: "INVALID_VALUE",
        when: "The invoice's customer has no e-mail address to send it to",
        message: "the invoice's customer has no email to send it to",
        details: [{ field: "customer.email", message: "is required to send" }],
      },
      otherMode,
    ],
  },
]);
