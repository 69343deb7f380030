// Webhooks in the OpenAPI document: the endpoints (/v2/webhook-endpoints…), their delivery log,
// test event, replay and secret rotation, and one delivery (/v2/webhook-deliveries/{id}…).
// The bodies the endpoints receive are in the document's `webhooks` section (lib/openapi/webhooks.ts).
import { defineOperations, type DocumentedError, fieldError, pathParamsSchema } from "@/lib/openapi/operation";
import {
  createWebhookEndpointSchema,
  emptyWebhookBodySchema,
  listWebhookDeliveriesQuerySchema,
  listWebhookEndpointsQuerySchema,
  replayWebhookDeliveriesSchema,
  rotateWebhookSecretSchema,
  updateWebhookEndpointSchema,
} from "@/lib/schemas/webhooks";
import {
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointDeletedSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookReplaySchema,
} from "@/lib/schemas/responses/webhooks";

const ENDPOINT_ID = "whe_0Pq2wE4rT6yU8iO0pA2sD4";
const DELIVERY_ID = "whd_5Tg7yH9uJ1iK3oL5pZ7xC9";

const endpointParams = pathParamsSchema({ id: { description: "The webhook endpoint's id (`whe_…`)", example: ENDPOINT_ID } });
const deliveryParams = pathParamsSchema({ id: { description: "The delivery's id (`whd_…`), from the delivery log or the test event's answer", example: DELIVERY_ID } });

const EVENT_ID = "evt_1Az3sX5dC7fV9gB1hN3jM5";
const EXAMPLE_SECRET = "whsec_Mx3vJ0cQ8yT2nR5bK7wLhP1sD4fG6jZ9aE0uV2iO8qY=";

const exampleEndpoint = {
  id: ENDPOINT_ID,
  url: "http://localhost:4000/webhooks",
  description: "Order fulfilment (development)",
  enabled_events: ["payment.success", "payment.failed", "payout.*"],
  payload_version: "v2",
  enabled: true,
  disabled_reason: null,
  disabled_at: null,
  failing_since: null,
  previous_secret_expires_at: null,
  mode: "test",
  created_at: "2026-11-23T08:00:00.000Z",
  updated_at: "2026-11-23T08:00:00.000Z",
};

const exampleDelivery = {
  id: DELIVERY_ID,
  endpoint_id: ENDPOINT_ID,
  event_id: EVENT_ID,
  event_type: "webhook_endpoint.test",
  status: "succeeded",
  attempts: 1,
  attempts_total: 1,
  next_attempt_at: null,
  last_attempt_at: "2026-11-23T08:05:00.210Z",
  last_status_code: 200,
  last_error: null,
  mode: "test",
  created_at: "2026-11-23T08:05:00.000Z",
  updated_at: "2026-11-23T08:05:00.260Z",
};

const exampleTestBody =
  '{"id":"evt_1Az3sX5dC7fV9gB1hN3jM5","event":"webhook_endpoint.test","webhook_type":"test","mode":"test","message":"A test event from the gateway: your endpoint received and can verify it.","webhook_endpoint":"whe_0Pq2wE4rT6yU8iO0pA2sD4","created_at":"2026-11-23T08:05:00.000Z"}';

const exampleAttempt = {
  id: "wha_8Uj0iK2oL4pZ6xC8vB0nM2",
  created_at: "2026-11-23T08:05:00.210Z",
  request: {
    url: "http://localhost:4000/webhooks",
    headers: {
      "content-type": "application/json",
      "user-agent": "Gateway-Webhooks/1.0",
      "webhook-id": EVENT_ID,
      "webhook-timestamp": "1795421100",
      "webhook-signature": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
      "Gateway-Signature": "2f6c1d4e8a9b0c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d",
    },
    body: exampleTestBody,
  },
  response: { status: 200, body: "ok" },
  duration_ms: 48,
  error: null,
};

const endpointNotFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "No webhook endpoint of this merchant has that id (another merchant's endpoint is not found either)",
  message: "webhook endpoint not found",
};

const deliveryNotFound: DocumentedError = {
  code: "NOT_FOUND",
  when: "No webhook delivery of this merchant has that id",
  message: "webhook delivery not found",
};

const endpointDisabled = (action: string, message: string): DocumentedError => ({
  code: "INVALID_STATE",
  when: `The endpoint is disabled (by you, or by the gateway after a 410 Gone or days of failures): enable it before ${action}`,
  message,
});

const urlRefused: DocumentedError = {
  code: "INVALID_VALUE",
  when:
    "The URL is refused: not http(s) (https only in live mode), a user name or password in it, a host that does not resolve, or (in live mode, and in test mode when the operator set ALLOW_PRIVATE_WEBHOOK_URLS=0) a host that is or resolves to a non-public address (loopback, private, link-local such as 169.254.169.254, documentation…). Nothing is saved",
  message: "url must not point at a non-public address (169.254.169.254: link-local (cloud metadata))",
  details: [{ field: "url", message: "must not point at a non-public address (169.254.169.254: link-local (cloud metadata))" }],
};

const unknownEventType: DocumentedError = {
  code: "INVALID_VALUE",
  when: "An enabled_events entry is not an event type, a family (`payout.*`) or `*`",
  message: '"payment.sucess" is not an event type; use one of payment.success, …, a family such as payout.*, or * for all',
  details: [{ field: "enabled_events[0]", message: '"payment.sucess" is not an event type; use one of payment.success, …, a family such as payout.*, or * for all' }],
};

const URL_RULES =
  "`url` must be `https://` in live mode, where its host must also resolve only to public addresses (the SSRF guard: loopback, private, link-local, documentation and other non-public addresses are refused, in any spelling, and checked again when each delivery connects). " +
  "Test mode also accepts `http://` and private addresses, so a receiver on your own machine or network works (unless the operator set ALLOW_PRIVATE_WEBHOOK_URLS=0). " +
  "The example is such a test-mode receiver (`http://localhost:4000/webhooks`, as in the webhooks guide); a live endpoint looks like `https://shop.example/webhooks`.";

export const webhookOperations = defineOperations([
  {
    method: "post",
    path: "/v2/webhook-endpoints",
    operationId: "createWebhookEndpoint",
    tag: "Webhooks",
    summary: "Add a webhook endpoint",
    description:
      "Adds an endpoint of the key's mode: the gateway POSTs the events it selects there, signed (see the `webhooks` section and the webhooks guide). " +
      `${URL_RULES} ` +
      '`enabled_events` takes exact types (`payment.success`), families (`payout.*`) or `["*"]` (the default: every event); duplicates are dropped. ' +
      "`payload_version` `v1` sends the older v1 body, and only the events v1 has names for. At most 16 endpoints per mode. " +
      "The answer carries the signing `secret`: the API shows it only here and after a rotation.",
    body: createWebhookEndpointSchema,
    bodyExample: {
      url: "http://localhost:4000/webhooks",
      description: "Order fulfilment (development)",
      enabled_events: ["payment.success", "payment.failed", "payout.*"],
    },
    success: { status: 201, message: "Webhook endpoint created", data: webhookEndpointWithSecretSchema, example: { ...exampleEndpoint, secret: EXAMPLE_SECRET } },
    errors: [
      urlRefused,
      unknownEventType,
      { code: "RESOURCE_CONFLICT", when: "The merchant already has 16 webhook endpoints in this mode", message: "a merchant has at most 16 webhook endpoints per mode; delete one first" },
    ],
  },
  {
    method: "get",
    path: "/v2/webhook-endpoints",
    operationId: "listWebhookEndpoints",
    tag: "Webhooks",
    summary: "List webhook endpoints",
    description: "The endpoints of the key's mode, oldest first, in one page (there are at most 16). Takes no parameters; any is refused. Secrets are not shown.",
    query: listWebhookEndpointsQuerySchema,
    success: { status: 200, message: "Webhook endpoints retrieved", data: webhookEndpointListSchema, example: { items: [exampleEndpoint] } },
    errors: [],
  },
  {
    method: "get",
    path: "/v2/webhook-endpoints/{id}",
    operationId: "getWebhookEndpoint",
    tag: "Webhooks",
    summary: "Get a webhook endpoint",
    description: "One endpoint: its settings, and whether the gateway turned it off (`disabled_reason`) or its deliveries are failing (`failing_since`). The secret is not shown.",
    pathParams: endpointParams,
    success: { status: 200, message: "Webhook endpoint retrieved", data: webhookEndpointSchema, example: exampleEndpoint },
    errors: [endpointNotFound],
  },
  {
    method: "patch",
    path: "/v2/webhook-endpoints/{id}",
    operationId: "updateWebhookEndpoint",
    tag: "Webhooks",
    summary: "Update a webhook endpoint",
    description:
      "Changes the fields sent (at least one); the others stay. A new `url` follows the same rules as at creation. " +
      "`enabled: false` stops deliveries (those queued end `failed`); `enabled: true` turns the endpoint on again, also after the gateway turned it off, and clears `disabled_reason` and `failing_since`. " +
      "Turning it on does not resend what failed meanwhile: use replay.",
    pathParams: endpointParams,
    body: updateWebhookEndpointSchema,
    bodyExample: { enabled_events: ["payment.*", "payout.*"], description: "Orders and payouts (development)" },
    success: {
      status: 200,
      message: "Webhook endpoint updated",
      data: webhookEndpointSchema,
      example: { ...exampleEndpoint, enabled_events: ["payment.*", "payout.*"], description: "Orders and payouts (development)", updated_at: "2026-11-23T09:30:00.000Z" },
    },
    errors: [
      endpointNotFound,
      urlRefused,
      unknownEventType,
      {
        code: "VALIDATION_ERROR",
        when: "The body does not match the schema: no field to change, a mistyped field, an unknown field (schemas are strict)",
        message: "Invalid request body: (body): send at least one field to change",
        details: [{ field: "(body)", message: "send at least one field to change" }],
      },
    ],
  },
  {
    method: "delete",
    path: "/v2/webhook-endpoints/{id}",
    operationId: "deleteWebhookEndpoint",
    tag: "Webhooks",
    summary: "Delete a webhook endpoint",
    description: "Deletes the endpoint with its deliveries and their log; nothing more is sent to it. The events stay in the events feed (`GET /v2/events`).",
    pathParams: endpointParams,
    success: { status: 200, message: "Webhook endpoint deleted", data: webhookEndpointDeletedSchema, example: { id: ENDPOINT_ID, deleted: true } },
    errors: [endpointNotFound],
  },
  {
    method: "post",
    path: "/v2/webhook-endpoints/{id}/rotate-secret",
    operationId: "rotateWebhookSecret",
    tag: "Webhooks",
    summary: "Rotate an endpoint's signing secret",
    description:
      "A new secret signs from now on, and the answer shows it. The old one keeps signing beside it for `expires_in_hours` (whole hours, 0 to 72, default 24; 0 drops it at once), so every delivery meanwhile carries two signatures and your receiver can switch without one failing. " +
      "Rotating again during an overlap drops the older secret: at most two sign. Not idempotent: each call makes a new secret.",
    pathParams: endpointParams,
    body: rotateWebhookSecretSchema,
    bodyExample: { expires_in_hours: 24 },
    success: {
      status: 200,
      message: "Webhook secret rotated",
      data: webhookEndpointWithSecretSchema,
      example: {
        ...exampleEndpoint,
        previous_secret_expires_at: "2026-11-24T09:45:00.000Z",
        updated_at: "2026-11-23T09:45:00.000Z",
        secret: "whsec_Qe5rT7yU9iO1pA3sD5fG7hJ9kL1zX3cV5bN7mQ9wE1s=",
      },
    },
    errors: [
      endpointNotFound,
      fieldError("INVALID_VALUE", "expires_in_hours", "must be a whole number of hours from 0 to 72", "expires_in_hours is not a whole number of hours from 0 to 72"),
    ],
  },
  {
    method: "post",
    path: "/v2/webhook-endpoints/{id}/test",
    operationId: "sendTestWebhook",
    tag: "Webhooks",
    summary: "Send a test event",
    description:
      "Queues a signed `webhook_endpoint.test` event to this endpoint only, whatever its `enabled_events` (see the `webhooks` section). It appears in the events feed and the delivery log. " +
      "202: the delivery is `pending`; the worker sends it within seconds. Follow it with `GET /v2/webhook-deliveries/{id}`. The body is an empty object.",
    pathParams: endpointParams,
    body: emptyWebhookBodySchema,
    bodyExample: {},
    success: {
      status: 202,
      message: "Test event queued",
      data: webhookDeliverySchema,
      example: { ...exampleDelivery, status: "pending", attempts: 0, attempts_total: 0, next_attempt_at: "2026-11-23T08:05:00.000Z", last_attempt_at: null, last_status_code: null, updated_at: "2026-11-23T08:05:00.000Z", attempt_log: [] },
    },
    errors: [endpointNotFound, endpointDisabled("sending a test event", "the endpoint is disabled; enable it to send a test event")],
  },
  {
    method: "get",
    path: "/v2/webhook-endpoints/{id}/deliveries",
    operationId: "listWebhookDeliveries",
    tag: "Webhooks",
    summary: "List an endpoint's deliveries",
    description:
      "The endpoint's delivery log, newest first: one delivery per event sent there, with its status and last attempt (without the attempts themselves: get one delivery for those). " +
      "Filter by `status` (`pending`, `succeeded`, `failed`) and `event_type`; page with `cursor` (`next_cursor` / `prev_cursor` as given) and `per_page` (1 to 100, default 20). Attempts are kept 30 days.",
    pathParams: endpointParams,
    query: listWebhookDeliveriesQuerySchema,
    success: {
      status: 200,
      message: "Webhook deliveries retrieved",
      data: webhookDeliveryListSchema,
      example: {
        items: [exampleDelivery],
        pagination: { limit: 1, per_page: 20, has_more: false, next_cursor: null, prev_cursor: null },
      },
    },
    errors: [
      endpointNotFound,
      fieldError("INVALID_VALUE", "status", "must be one of pending, succeeded, failed", "status is not pending, succeeded or failed, or cursor is not one this list handed out"),
    ],
  },
  {
    method: "post",
    path: "/v2/webhook-endpoints/{id}/replay",
    operationId: "replayWebhookDeliveries",
    tag: "Webhooks",
    summary: "Replay failed deliveries",
    description:
      "Every `failed` delivery of the endpoint created at or after `since` goes round the retry schedule again from the first attempt, oldest first, with its original event and `webhook-id`: at most 1,000 per request (`has_more` says when to call again). " +
      "Use it after fixing a receiver, or after turning an endpoint on again. 202: they are pending; the worker sends them.",
    pathParams: endpointParams,
    body: replayWebhookDeliveriesSchema,
    bodyExample: { since: "2026-11-20T00:00:00Z" },
    success: { status: 202, message: "Failed deliveries queued again", data: webhookReplaySchema, example: { replayed: 3, has_more: false } },
    errors: [endpointNotFound, endpointDisabled("replaying", "the endpoint is disabled; enable it before replaying")],
  },
  {
    method: "get",
    path: "/v2/webhook-deliveries/{id}",
    operationId: "getWebhookDelivery",
    tag: "Webhooks",
    summary: "Get a webhook delivery",
    description:
      "One delivery with every attempt of the last 30 days, oldest first: the request (URL, headers, the body exactly as signed) and the answer (status, first 4 KB of the body), how long it took, and the error when there was no answer.",
    pathParams: deliveryParams,
    success: { status: 200, message: "Webhook delivery retrieved", data: webhookDeliverySchema, example: { ...exampleDelivery, attempt_log: [exampleAttempt] } },
    errors: [deliveryNotFound],
  },
  {
    method: "post",
    path: "/v2/webhook-deliveries/{id}/resend",
    operationId: "resendWebhookDelivery",
    tag: "Webhooks",
    summary: "Resend a delivery",
    description:
      "A `succeeded` or `failed` delivery goes round the retry schedule again from the first attempt, with the same event and `webhook-id` (a receiver that de-duplicates keeps the first it processed). " +
      "202: it is `pending`; the worker sends it. The body is an empty object.",
    pathParams: deliveryParams,
    body: emptyWebhookBodySchema,
    bodyExample: {},
    success: {
      status: 202,
      message: "Delivery queued again",
      data: webhookDeliverySchema,
      example: { ...exampleDelivery, status: "pending", attempts: 0, attempts_total: 1, next_attempt_at: "2026-11-23T09:00:00.000Z", updated_at: "2026-11-23T09:00:00.000Z", attempt_log: [exampleAttempt] },
    },
    errors: [
      deliveryNotFound,
      {
        code: "INVALID_STATE",
        when: "The delivery is still pending (being sent), its endpoint is disabled, or it changed while the request ran",
        message: "this delivery is still being sent; resend it once it succeeded or failed",
      },
    ],
  },
]);
