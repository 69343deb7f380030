// Subscriptions in the OpenAPI document: POST and GET /v2/subscriptions, GET /v2/subscriptions/{id},
// and pausing, resuming and cancelling one.
import { z } from "zod";
import { defineOperations, type DocumentedError, pathParamsSchema } from "@/lib/openapi/operation";
import { bodyFormatError } from "@/lib/openapi/operations/payouts";
import { cancelSubscriptionSchema, createSubscriptionSchema, emptySubscriptionActionSchema, listSubscriptionsQuerySchema, updateSubscriptionSchema } from "@/lib/schemas/subscriptions";
import { subscriptionSchema } from "@/lib/schemas/responses/subscriptions";
import { cursorPaginationSchema } from "@/lib/schemas/responses/common";

/** The plan the create example subscribes to: the plans' own example (lib/openapi/operations/plans.ts). */
export const EXAMPLE_SUBSCRIPTION_PLAN = "plan_6Tq2Wm8Lx4Zc9Vb3Nk7Rp1";
const SUBSCRIPTION_ID = "subs_5Hn8Qw2Lx7Zc4Vb9Mk3Rt6";
const subscriptionParams = pathParamsSchema({ id: { description: "The subscription's reference (`subs_…`)", example: SUBSCRIPTION_ID } });

const subscriptionListSchema = z.object({ items: z.array(subscriptionSchema), pagination: cursorPaginationSchema }).strict().meta({ id: "SubscriptionList" });

/** A push subscription just made, in its plan's seven-day trial. */
const exampleSubscription = {
  subscription_reference: SUBSCRIPTION_ID,
  status: "trialing",
  plan: {
    plan_reference: EXAMPLE_SUBSCRIPTION_PLAN,
    name: "Fiber 50 Mbps",
    description: "Home internet, unlimited",
    amount: 1200,
    currency: "ETB",
    interval: "month",
    interval_count: 1,
    interval_in_words: "every month",
    trial_days: 7,
    cycle_limit: null,
    allow_multiple_subscriptions: false,
    active: true,
    archived_at: null,
    mode: "test",
    created_at: "2026-12-03T08:00:00.000Z",
    updated_at: "2026-12-03T08:00:00.000Z",
  },
  collection_method: "push",
  payment_method: "telebirr",
  wallet_number: "+251911000001",
  customer_reference: "cus_7Lm3Qx9Vb2Nz8Tc4Wp6Rk1",
  customer: { first_name: "Almaz", last_name: "Bekele", email: "almaz@example.com", phone_number: "+251911000001" },
  time_zone: "Africa/Addis_Ababa",
  billing_anchor: "2026-12-11T09:00:00.000Z",
  trial_end: "2026-12-11T09:00:00.000Z",
  current_period_start: "2026-12-04T09:00:00.000Z",
  current_period_end: "2026-12-11T09:00:00.000Z",
  periods_invoiced: 0,
  next_action_at: "2026-12-11T09:00:00.000Z",
  cancel_at_period_end: false,
  canceled_at: null,
  ended_at: null,
  dunning: { charge_attempts: 3, retry_interval_hours: 24, when_exhausted: "unpaid" },
  days_until_due: 7,
  invoice_days_ahead: 0,
  payment_method_reference: null,
  test_clock: null,
  mode: "test",
  created_at: "2026-12-04T09:00:00.000Z",
  updated_at: "2026-12-04T09:00:00.000Z",
};

const notFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "No subscription of yours has that reference (another merchant's subscription is not found either)",
  message: "subscription not found",
};

const otherMode = (what: string): DocumentedError => ({
  code: "UNAUTHORIZED",
  when: `The Authorization header is missing or malformed, or the key is unknown, revoked, expired or public; or ${what} belongs to the other mode (a test object asked for with a live key): use that mode's secret key`,
  message: "this reference belongs to test mode; use your test secret key",
});

const ended: DocumentedError = { code: "INVALID_STATE", when: "The subscription has ended (canceled or completed): nothing more can change on it", message: `subscription ${SUBSCRIPTION_ID} is canceled: it has ended` };

export const subscriptionOperations = defineOperations([
  {
    method: "post",
    path: "/v2/subscriptions",
    operationId: "createSubscription",
    tag: "Subscriptions",
    summary: "Create a subscription",
    description:
      "Subscribes a customer to an active plan. It starts at once: `trialing` for its trial days (the plan's unless you give `trial_days`), else `incomplete` until its first invoice is paid. " +
      "This request charges nothing: the worker makes the first invoice when its time comes (now, or the trial's end) and collects it as `collection_method` says: " +
      "`push` prompts the wallet in `payment_method` and `wallet_number` (customer.phone_number when left out) each cycle; `send_invoice` e-mails each invoice to customer.email, due after `days_until_due`; " +
      "`token` (a saved card) and `preapproval` (a saved MTN MoMo pre-approval) charge the customer's saved payment method named by `payment_method_reference`. " +
      "`dunning` sets the tries per invoice, the hours between them and what the subscription becomes when they run out. " +
      "In test mode, `test_clock` puts it on a test clock (POST /v2/test-clocks): it then lives in the clock's time, and advancing the clock runs its cycles. " +
      "When the plan allows one subscription per customer, a second one for the same e-mail or phone number is refused while the first has not ended.",
    body: createSubscriptionSchema,
    bodyExample: {
      plan_reference: EXAMPLE_SUBSCRIPTION_PLAN,
      customer: { first_name: "Almaz", last_name: "Bekele", email: "almaz@example.com", phone_number: "+251911000001" },
      collection_method: "push",
      payment_method: "telebirr",
    },
    idempotent: true,
    success: { status: 201, message: "Subscription created", data: subscriptionSchema, example: exampleSubscription },
    errors: [
      bodyFormatError,
      {
        code: "VALIDATION_ERROR",
        when: "A field is missing, of the wrong type or unknown; collection_method or dunning.when_exhausted not on the list; trial_days, days_until_due, dunning.charge_attempts or dunning.retry_interval_hours out of range; customer.email not an e-mail address; a text too long",
        message: "Invalid request body: collection_method: must be one of push, send_invoice, token, preapproval",
        details: [{ field: "collection_method", message: "must be one of push, send_invoice, token, preapproval" }],
      },
      {
        code: "NOT_FOUND",
        when: "No plan of this mode has that plan_reference; or test_clock names no clock of yours; or payment_method_reference names no saved payment method of yours",
        message: "plan not found",
      },
      {
        code: "INVALID_STATE",
        when: "The plan is archived (it takes no new subscriptions); or the saved payment method is not active or its mandate has ended",
        message: `plan ${EXAMPLE_SUBSCRIPTION_PLAN} is archived: it takes no new subscriptions`,
        details: [{ field: "plan_reference", message: "archived" }],
      },
      {
        code: "INVALID_VALUE",
        when:
          "push: payment_method missing, unknown, a card or not a wallet of the plan's currency, or no wallet_number (nor customer.phone_number), or a number the wallet does not take; " +
          "send_invoice: no customer.email; token and preapproval: no payment_method_reference, a saved method of the wrong kind or one that cannot be charged in the plan's currency, or payment_method or wallet_number given; " +
          "payment_method_reference with push or send_invoice; test_clock with a live key",
        message: "payment_method is required with collection_method push: the wallet each cycle is charged on",
        details: [{ field: "payment_method", message: "is required with push" }],
      },
      {
        code: "RESOURCE_CONFLICT",
        when: "The plan allows one subscription per customer, and one not ended already exists for this customer's e-mail or phone number",
        message: `This customer already has subscription ${SUBSCRIPTION_ID} to this plan, and the plan allows one per customer`,
        details: [{ field: "customer", message: "already subscribed to this plan" }],
      },
      {
        code: "NO_LIVE_PROCESSOR",
        when: "Live mode, push: no enabled live processor connection serves the wallet in the plan's currency, so no cycle could be collected. Nothing is written",
        message: "No processor takes live telebirr payments in ETB on this gateway",
        details: [{ field: "payment_method", message: "no live processor serves it" }],
      },
      otherMode("the plan or the saved payment method"),
    ],
  },
  {
    method: "get",
    path: "/v2/subscriptions",
    operationId: "listSubscriptions",
    tag: "Subscriptions",
    summary: "List subscriptions",
    description: "Your subscriptions in the key's mode, newest first, with their plans; filtered by status, plan or customer profile, paged by `cursor` (`per_page` 1 to 100, default 20).",
    query: listSubscriptionsQuerySchema,
    success: {
      status: 200,
      message: "Subscriptions retrieved",
      data: subscriptionListSchema,
      example: { items: [exampleSubscription], pagination: { limit: 1, per_page: 20, has_more: false, next_cursor: null, prev_cursor: null } },
    },
    errors: [
      {
        code: "VALIDATION_ERROR",
        when: "A status not on the list, an unknown or repeated parameter, per_page not a whole number from 1 to 100, or a value longer than its limit",
        message: 'Invalid request query: status: Invalid option: expected one of "incomplete"|"trialing"|"active"|…',
        details: [{ field: "status", message: 'Invalid option: expected one of "incomplete"|"trialing"|"active"|…' }],
      },
      {
        code: "INVALID_VALUE",
        when: "cursor is not one this list handed out (or was handed out for other filters)",
        message: "cursor is not a cursor from this list; use next_cursor or prev_cursor as given",
        details: [{ field: "cursor", message: "is not a cursor from this list; use next_cursor or prev_cursor as given" }],
      },
    ],
  },
  {
    method: "get",
    path: "/v2/subscriptions/{id}",
    operationId: "getSubscription",
    tag: "Subscriptions",
    summary: "Retrieve a subscription",
    description: "One subscription with its plan, its current period and when the gateway acts on it next (`next_action_at`). Its invoices: GET /v2/invoices?subscription_reference=….",
    pathParams: subscriptionParams,
    success: { status: 200, message: "Subscription retrieved", data: subscriptionSchema, example: exampleSubscription },
    errors: [notFound, otherMode("the subscription")],
  },
  {
    method: "patch",
    path: "/v2/subscriptions/{id}",
    operationId: "updateSubscription",
    tag: "Subscriptions",
    summary: "Change a subscription's payment method",
    description:
      "How it is collected from its next charge on, one way per request: `payment_method_reference` (an active saved method of the subscription's customer, chargeable in the plan's currency: a card moves it to `token`, an MTN MoMo wallet to `preapproval`); " +
      "`payment_method` and `wallet_number` (`push`, by the creation's wallet rules; `payment_method` may be left out on a push subscription); or `collection_method: \"send_invoice\"` (the customer needs an e-mail). " +
      "The open invoice keeps its tries, and its next try uses the new method. Sends `subscription.updated`; the same method again answers the subscription unchanged. The dunning schedule and cancelling are not changed here.",
    pathParams: subscriptionParams,
    body: updateSubscriptionSchema,
    bodyExample: { payment_method: "cbebirr", wallet_number: "+251911000111" },
    success: { status: 200, message: "Subscription updated", data: subscriptionSchema, example: { ...exampleSubscription, payment_method: "cbebirr", wallet_number: "+251911000111", updated_at: "2026-12-05T09:00:00.000Z" } },
    errors: [
      bodyFormatError,
      {
        code: "VALIDATION_ERROR",
        when: "An unknown field (dunning, cancel_at_period_end, status…), collection_method not on the list, or a text too long",
        message: "Invalid request body: dunning: Unknown field",
        details: [{ field: "dunning", message: "Unknown field" }],
      },
      {
        code: "INVALID_VALUE",
        when: "Two ways at once or none; collection_method that does not go with the fields; push: payment_method missing, a card, or not a wallet of the plan's currency, or a number the wallet does not take; a saved method that cannot be charged in the plan's currency; send_invoice: the customer has no e-mail",
        message: "Give one way to collect: payment_method_reference (a saved method), or payment_method and wallet_number (push), not payment_method_reference and wallet_number together",
        details: [
          { field: "payment_method_reference", message: "only one way to collect at a time" },
          { field: "wallet_number", message: "only one way to collect at a time" },
        ],
      },
      { ...notFound, when: "No subscription of yours has that reference; or payment_method_reference names no saved method of the subscription's customer (another customer's or merchant's is not found either)" },
      {
        code: "INVALID_STATE",
        when: "The subscription has ended; the saved method is not active or its mandate has ended; or a charge try of it is on its way (its payment has no outcome yet)",
        message: `subscription ${SUBSCRIPTION_ID} has a charge on its way (payment pay_…): change its payment method once that charge has an outcome`,
      },
      {
        code: "NO_LIVE_PROCESSOR",
        when: "Live mode, push: no live connection serves the wallet in the plan's currency",
        message: "No processor takes live telebirr payments in ETB on this gateway",
        details: [{ field: "payment_method", message: "no live processor serves it" }],
      },
      otherMode("the subscription or the saved payment method"),
    ],
  },
  {
    method: "post",
    path: "/v2/subscriptions/{id}/pause",
    operationId: "pauseSubscription",
    tag: "Subscriptions",
    summary: "Pause a subscription",
    description:
      "A trialing or active subscription with nothing owed becomes `paused`: nothing is billed while it is. Pausing a paused one answers it unchanged. " +
      "An invoice still open (or being charged) must be paid or voided first. The body is `{}`.",
    pathParams: subscriptionParams,
    body: emptySubscriptionActionSchema,
    bodyExample: {},
    success: { status: 200, message: "Subscription paused", data: subscriptionSchema, example: { ...exampleSubscription, status: "paused", next_action_at: null, updated_at: "2026-12-05T09:00:00.000Z" } },
    errors: [
      bodyFormatError,
      notFound,
      {
        code: "INVALID_STATE",
        when: "The subscription has ended (canceled or completed); it is not active or trialing (incomplete, past_due, unpaid); or an invoice of it is still open or being charged",
        message: `subscription ${SUBSCRIPTION_ID} is past_due: only an active or trialing subscription can be paused`,
      },
      otherMode("the subscription"),
    ],
  },
  {
    method: "post",
    path: "/v2/subscriptions/{id}/resume",
    operationId: "resumeSubscription",
    tag: "Subscriptions",
    summary: "Resume a subscription",
    description:
      "A paused subscription becomes `active` again and is billed from the next period that starts from now on (the periods that began while it was paused are not billed). " +
      "On a subscription set to cancel at its period's end, resume undoes that cancellation instead. The body is `{}`.",
    pathParams: subscriptionParams,
    body: emptySubscriptionActionSchema,
    bodyExample: {},
    success: {
      status: 200,
      message: "Subscription resumed",
      data: subscriptionSchema,
      example: { ...exampleSubscription, status: "active", next_action_at: "2027-01-11T09:00:00.000Z", periods_invoiced: 1, updated_at: "2026-12-20T09:00:00.000Z" },
    },
    errors: [
      bodyFormatError,
      notFound,
      {
        code: "INVALID_STATE",
        when: "The subscription has ended (canceled or completed), or it is neither paused nor set to cancel at its period's end",
        message: `subscription ${SUBSCRIPTION_ID} is active: only a paused subscription, or one set to cancel at its period's end, can be resumed`,
      },
      otherMode("the subscription"),
    ],
  },
  {
    method: "post",
    path: "/v2/subscriptions/{id}/cancel",
    operationId: "cancelSubscription",
    tag: "Subscriptions",
    summary: "Cancel a subscription",
    description:
      "`at_period_end: false` (the default) ends it now: `canceled`, nothing more is billed, `subscription.canceled` is sent (message `Subscription canceled`). " +
      "`at_period_end: true` keeps it until its current period ends, then ends it (`cancel_at_period_end` true; message `Subscription set to cancel at the end of its period`); asking again answers it unchanged, and POST /v2/subscriptions/{id}/resume undoes it. " +
      "A paused subscription has no period running: cancel it now, or resume it first.",
    pathParams: subscriptionParams,
    body: cancelSubscriptionSchema,
    bodyExample: { at_period_end: true },
    success: {
      status: 200,
      message: "Subscription set to cancel at the end of its period",
      data: subscriptionSchema,
      example: { ...exampleSubscription, cancel_at_period_end: true, canceled_at: "2026-12-05T09:00:00.000Z", updated_at: "2026-12-05T09:00:00.000Z" },
    },
    errors: [
      bodyFormatError,
      notFound,
      { ...ended, when: "The subscription has ended (canceled or completed); or at_period_end is true and it is paused (cancel it now, or resume it first)" },
      otherMode("the subscription"),
    ],
  },
]);
