// Processor callbacks in the OpenAPI document: POST, PUT and GET /v2/processor-callbacks/{token}.
// Not for merchants' backends: the URL a processor connection gives its processor (docs/processors.md).
import { z } from "zod";
import { defineOperations, pathParamsSchema } from "@/lib/openapi/operation";

const tokenParams = pathParamsSchema({ token: { description: "The connection's callback token (shown by `connectors add` and Settings → Processors)", example: "Xy7Qe2RtLm9Pw4Kd8Vb3Nc6Hs1Ja5Gf0" } });

const callbackBody = z.looseObject({}).meta({
  description: "The processor's own callback body, as it sends it: Chapa's webhook (signed, `x-chapa-signature`) or MTN MoMo's request-to-pay or transfer body",
});

const description =
  "Where a processor tells the gateway that a payment, refund or payout changed. It needs no key: the token names one processor connection, " +
  "and the connector checks the processor's signature where it signs (Chapa's `x-chapa-signature`, HMAC-SHA256 of the raw body). " +
  "A callback is a hint only: the gateway asks the processor for the object's status before changing anything, so a forged, repeated, late or out-of-order callback changes nothing wrong. " +
  "The processor is asked about one object at most once per few seconds, however many callbacks arrive, and the URL is rate-limited per client address and per token (429 with Retry-After). " +
  "Chapa also sends the customer's browser-less `callback_url` GET here, with `trx_ref` and `status` in the query.";

const errors = [
  { code: "NOT_FOUND" as const, when: "No processor connection has this callback token", message: "no such callback URL" },
  { code: "UNAUTHORIZED" as const, when: "The processor signs its callbacks and the signature does not verify", message: "the callback's signature does not verify" },
  { code: "INVALID_VALUE" as const, when: "The body is larger than 64 KiB", message: "callback body too large" },
  {
    code: "RATE_LIMITED" as const,
    when: "Too many callbacks from this address or for this callback URL (docs/security.md); nothing was asked or changed: send it again after Retry-After",
    message: "Too many requests for this callback URL: the limit is 20 requests per second with bursts of 200; retry after 1 s",
  },
  { code: "PROCESSING_FAILED" as const, when: "The callback could not be handled now (the processor will send it again)", message: "the callback could not be handled now; send it again later" },
];

const success = {
  status: 200 as const,
  message: "Callback received; the status was checked with the processor",
  data: z.null(),
  example: null,
};

export const processorCallbackOperations = defineOperations(
  (["post", "put", "get"] as const).map((method) => ({
    method,
    path: "/v2/processor-callbacks/{token}" as const,
    operationId: `receiveProcessorCallback${method === "post" ? "" : method === "put" ? "Put" : "Get"}`,
    tag: "Processor callbacks",
    public: true,
    summary: method === "get" ? "Receive a processor's callback (GET: Chapa's callback_url)" : `Receive a processor's callback (${method.toUpperCase()})`,
    description,
    pathParams: tokenParams,
    ...(method === "get" ? {} : { body: callbackBody, bodyExample: { externalId: "att_4cBq8kPz1xTn0aLm2VwQeR", status: "SUCCESSFUL" } }),
    success,
    errors,
  })),
);
