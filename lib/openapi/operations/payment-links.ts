// Payment links in the OpenAPI document: create, list, retrieve, update, deactivate,
// upload an image, and an event link's tickets with check-in.
import { z } from "zod";
import { defineOperations, type DocumentedError, pathParamsSchema } from "@/lib/openapi/operation";
import { createPaymentLinkSchema, linkImageUploadDocSchema, listPaymentLinksQuerySchema, listTicketsQuerySchema, updatePaymentLinkSchema } from "@/lib/schemas/payment-links";
import { cursorPaginationSchema } from "@/lib/schemas/responses/common";
import { paymentLinkImageSchema, paymentLinkSchema, ticketSchema } from "@/lib/schemas/responses/payment-links";
import { bodyFormatError } from "@/lib/openapi/operations/payouts";
import { paymentLinkHoldErrors } from "@/lib/openapi/operations/holds";

const LINK_ID = "plink_3kTMd9Qw2Lp7Xc5Vb1Nm8R";
const linkParams = pathParamsSchema({ id: { description: "The link's id (`plink_…`)", example: LINK_ID } });
const ticketParams = pathParamsSchema({ id: { description: "The event link's id (`plink_…`)", example: LINK_ID }, reference: { description: "The ticket's reference, as its QR code holds it (`TKT-XXXX-XXXX`, any case)", example: "TKT-7Q3K-M9XD" } });

const exampleLink = {
  id: LINK_ID,
  url: "https://pay.example.com/l/x7Kq2Mw9Lp3Zt",
  kind: "donation",
  title: "School roof fund",
  description: "Help us fix the roof before the rains.",
  image_url: null,
  currency: "ETB",
  amount: null,
  amount_options: { min: 50, max: null, suggested: [100, 250, 500] },
  quantity: { enabled: false, max: null },
  collect: { name: true, email: true, phone: false },
  custom_fields: [{ key: "class", label: "Your child's class", required: false }],
  ticket_types: null,
  subaccounts: null,
  fee_bearer: "merchant",
  redirect_url: null,
  active: true,
  expires_at: null,
  max_payments: null,
  payment_count: 0,
  amount_collected: 0,
  mode: "test",
  created_at: "2026-12-02T08:00:00.000Z",
  updated_at: "2026-12-02T08:00:00.000Z",
};

const exampleTicket = {
  reference: "TKT-7Q3K-M9XD",
  ticket_type: { id: "tkty_5Qm1Lr8Zt2Xc7Vb3Nk9Pw4", name: "General admission" },
  attendee_name: "Abebe Kebede",
  status: "paid",
  payment_reference: "pay_8Kq3Lm9Xc2Vb7Nz1Qw5Rt4",
  checked_in_at: null,
  qr_code_url: "https://pay.example.com/l/tickets/TKT-7Q3K-M9XD/qr.svg",
  created_at: "2026-12-02T09:00:00.000Z",
};

const notFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "No payment link of yours has that id (another merchant's link is not found either)",
  message: "payment link not found",
};

const linkRules: DocumentedError = {
  code: "INVALID_VALUE",
  when:
    "currency is not USD, ETB, UGX or DJF; an amount has more decimals than the currency or is not above 0; neither or both of amount and amount_options (payment and donation links); " +
    "ticket_types missing on an event link or given on another kind; amount_options.min above max, a suggested amount outside them or repeated; quantity without a fixed amount; " +
    "two custom fields with the same key; expires_at or a ticket type's sales_end_at not in the future, or a sale ending before it starts; split rules the link's smallest amount cannot pay (or none with a customer-chosen amount without a minimum); " +
    'fee_bearer "subaccounts" without subaccounts',
  message: "amount_options.max must not be below amount_options.min",
  details: [{ field: "amount_options.max", message: "must not be below amount_options.min" }],
};

const imageNotFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "image_id names no image you uploaded in this mode, or a subaccount of a split rule is not yours or is deactivated",
  message: "image not found",
  details: [{ field: "image_id", message: "image img_4Rt8Lp2Qw9Zx5Cv1Bn7Mk3 not found; upload it with POST /v2/payment-links/images" }],
};

export const paymentLinkOperations = defineOperations([
  {
    method: "post",
    path: "/v2/payment-links",
    operationId: "createPaymentLink",
    tag: "Payment links",
    summary: "Create a payment link",
    description:
      "A reusable page to share (`url`, `/l/{slug}`): `payment` (a fixed `amount`, optionally with a quantity, or `amount_options` for a customer-chosen amount), " +
      "`donation` (usually `amount_options` with `suggested` amounts) or `event` (`ticket_types`, each with a price, a quantity and an optional sale window). " +
      "Each customer who pays through it makes an ordinary payment with `payment_type` `Payment Link`, `Donation` or `Event`, in the payment list, verifiable, with webhooks. See the payment links guide.",
    body: createPaymentLinkSchema,
    bodyExample: {
      kind: "donation",
      title: "School roof fund",
      description: "Help us fix the roof before the rains.",
      currency: "ETB",
      amount_options: { min: 50, suggested: [100, 250, 500] },
      custom_fields: [{ key: "class", label: "Your child's class" }],
    },
    idempotent: true,
    success: { status: 201, message: "Payment link created", data: paymentLinkSchema, example: exampleLink },
    errors: [...paymentLinkHoldErrors, linkRules, imageNotFound],
  },
  {
    method: "get",
    path: "/v2/payment-links",
    operationId: "listPaymentLinks",
    tag: "Payment links",
    summary: "List payment links",
    description: "Your links in the key's mode, newest first, filtered by `kind` and `active`, paged by `cursor` (`per_page` 1 to 100, default 20).",
    query: listPaymentLinksQuerySchema,
    success: {
      status: 200,
      message: "Payment links retrieved",
      data: z.object({ items: z.array(paymentLinkSchema), pagination: cursorPaginationSchema }).strict(),
      example: { items: [exampleLink], pagination: { limit: 1, per_page: 20, has_more: false, next_cursor: null, prev_cursor: null } },
    },
    errors: [{ code: "INVALID_VALUE", when: "cursor is not one this list handed out", message: "cursor is not a cursor from this list; use next_cursor or prev_cursor as given", details: [{ field: "cursor", message: "is not a cursor from this list; use next_cursor or prev_cursor as given" }] }],
  },
  {
    method: "get",
    path: "/v2/payment-links/{id}",
    operationId: "getPaymentLink",
    tag: "Payment links",
    summary: "Retrieve a payment link",
    description: "The link with its totals (`payment_count`, `amount_collected`) and, for an event, each ticket type's `sold` and `available`. Its payments: GET /v2/payments?payment_link_id={id}.",
    pathParams: linkParams,
    success: { status: 200, message: "Payment link retrieved", data: paymentLinkSchema, example: { ...exampleLink, payment_count: 3, amount_collected: 850 } },
    errors: [notFound],
  },
  {
    method: "patch",
    path: "/v2/payment-links/{id}",
    operationId: "updatePaymentLink",
    tag: "Payment links",
    summary: "Update a payment link",
    description:
      "Changes what may change after the link was shared: title, description, image, the customer fields asked for, redirect, expiry, the maximum number of payments, and `active`. " +
      "Kind, currency, amounts, ticket types and split rules stay, since payments were made at them: create another link instead.",
    pathParams: linkParams,
    body: updatePaymentLinkSchema,
    bodyExample: { title: "School roof fund (phase 2)", max_payments: 500 },
    success: {
      status: 200,
      message: "Payment link updated",
      data: paymentLinkSchema,
      example: { ...exampleLink, title: "School roof fund (phase 2)", max_payments: 500, updated_at: "2026-12-02T09:00:00.000Z" },
    },
    errors: [
      bodyFormatError,
      { ...notFound, when: `${notFound.when}; or image_id names no image you uploaded in this mode` },
      { code: "INVALID_VALUE", when: "expires_at is not in the future; two custom fields have the same key", message: "expires_at must be in the future", details: [{ field: "expires_at", message: "must be in the future" }] },
    ],
  },
  {
    method: "post",
    path: "/v2/payment-links/{id}/deactivate",
    operationId: "deactivatePaymentLink",
    tag: "Payment links",
    summary: "Deactivate a payment link",
    description: "The page stops taking payments at once; payments already started finish as usual. Deactivating an inactive link answers it unchanged; PATCH `{\"active\": true}` turns it back on. No body.",
    pathParams: linkParams,
    idempotent: true,
    success: { status: 200, message: "Payment link deactivated", data: paymentLinkSchema, example: { ...exampleLink, active: false, updated_at: "2026-12-02T09:00:00.000Z" } },
    errors: [notFound],
  },
  {
    method: "post",
    path: "/v2/payment-links/images",
    operationId: "uploadPaymentLinkImage",
    tag: "Payment links",
    summary: "Upload a link image",
    description:
      "Send the image as `multipart/form-data` in the field `file` (`curl -F file=@poster.png`). PNG, JPEG, WebP or GIF, judged by the file's first bytes, never by its declared type; at most 1 MB. " +
      "Pass the answer's `id` as a link's `image_id`; the page serves it from this server.",
    body: linkImageUploadDocSchema,
    bodyContentType: "multipart/form-data",
    bodyExample: { file: "(the image's bytes)" },
    idempotent: true,
    success: {
      status: 201,
      message: "Image uploaded",
      data: paymentLinkImageSchema,
      example: { id: "img_4Rt8Lp2Qw9Zx5Cv1Bn7Mk3", content_type: "image/png", size: 48213, mode: "test", created_at: "2026-12-02T08:00:00.000Z" },
    },
    errors: [
      {
        code: "INVALID_VALUE",
        when: "The file is empty, over 1 MB, or not a PNG, JPEG, WebP or GIF image by its content",
        message: "file must be a PNG, JPEG, WebP or GIF image",
        details: [{ field: "file", message: "is not a PNG, JPEG, WebP or GIF image (judged by its content, not its declared type)" }],
      },
      {
        code: "INVALID_FORMAT",
        when: "The body is not `multipart/form-data` or does not parse as such",
        message: 'Content-Type must be multipart/form-data, with the file in the field "file"',
      },
      { code: "VALIDATION_ERROR", when: "The field `file` is missing or holds text instead of a file, or the form has another field", message: 'Invalid request body: file: is required: send the image as a file in the multipart field "file"', details: [{ field: "file", message: 'is required: send the image as a file in the multipart field "file"' }] },
    ],
  },
  {
    method: "get",
    path: "/v2/payment-links/{id}/tickets",
    operationId: "listPaymentLinkTickets",
    tag: "Payment links",
    summary: "List an event's tickets",
    description:
      "The event link's tickets, newest first, filtered by `status` (`held` while a payment is open, `paid`, `released` when it failed or expired, `void` when its payment was refunded in full), paged by `cursor` (`per_page` 1 to 100, default 50). " +
      "Each has the reference its QR code holds and `checked_in_at`.",
    pathParams: linkParams,
    query: listTicketsQuerySchema,
    success: {
      status: 200,
      message: "Tickets retrieved",
      data: z.object({ items: z.array(ticketSchema), pagination: cursorPaginationSchema }).strict(),
      example: { items: [exampleTicket], pagination: { limit: 1, per_page: 50, has_more: false, next_cursor: null, prev_cursor: null } },
    },
    errors: [notFound, { code: "INVALID_VALUE", when: "cursor is not one this list handed out", message: "cursor is not a cursor from this list; use next_cursor or prev_cursor as given" }],
  },
  {
    method: "post",
    path: "/v2/payment-links/{id}/tickets/{reference}/check-in",
    operationId: "checkInTicket",
    tag: "Payment links",
    summary: "Check a ticket in",
    description:
      "Marks a paid ticket used, once: at the door, scan its QR code and send its reference. A second check-in of the same ticket is 409 `INVALID_STATE` with the time of the first in `error.details.checked_in_at`, " +
      "even when two doors scan it at the same moment. A ticket whose payment is still open (`held`), failed (`released`) or was refunded in full (`void`) cannot be checked in. No body.",
    pathParams: ticketParams,
    idempotent: true,
    success: { status: 200, message: "Ticket checked in", data: ticketSchema, example: { ...exampleTicket, checked_in_at: "2026-12-20T18:05:00.000Z" } },
    errors: [
      { ...notFound, when: `${notFound.when}; or the link has no ticket with that reference`, message: "ticket not found" },
      {
        code: "INVALID_STATE",
        when: "The ticket was already checked in (error.details.checked_in_at says when), or it is not paid (held while its payment is open, released when it failed), or it is void (its payment was refunded in full; error.details.status is `void`)",
        message: "ticket TKT-7Q3K-M9XD was already checked in at 2026-12-20T18:05:00.000Z",
        details: { checked_in_at: "2026-12-20T18:05:00.000Z" },
      },
    ],
  },
]);
