import "server-only";
// Stripe: cards in USD, ETB, UGX and DJF through Stripe Checkout, refunds, webhooks and
// settlements. Written from Stripe's API reference (Checkout Sessions, PaymentIntents, Refunds, Balance,
// Balance Transactions, Errors, Idempotent requests, Webhook signatures); tested against the fake in
// tests/fakes/stripe/, whose README lists the pages.
//
//   start a payment   POST /v1/checkout/sessions (mode=payment)  -> url: the customer is redirected
//   status sync       GET  /v1/checkout/sessions/{id}?expand[]=payment_intent
//                     (no session id stored: GET /v1/payment_intents/search by metadata, then the session)
//   refund            POST /v1/refunds (payment_intent, amount), Idempotency-Key = the gateway's refund id
//   refund status     GET  /v1/refunds/{id}
//   callbacks         POST with Stripe-Signature, verified by the SDK's own webhooks.constructEvent
//   check             GET  /v1/balance
//   disputes          GET  /v1/disputes/{id}; evidence: POST /v1/files (multipart, purpose dispute_evidence) for
//                     each file, on Stripe's files host, then one POST /v1/disputes/{id} (evidence[…], submit=true);
//                     accept: POST /v1/disputes/{id}/close
//   settlements       GET  /v1/balance_transactions?created[gte]&created[lt]&expand[]=data.source, paged
//                     (charges, refunds, payouts, and disputes' withdrawals and reinstatements)
//   saved cards (recurring: a mandate is a card saved on Stripe's page, then charged without the customer)
//     set up          POST /v1/customers (email, name, metadata[gateway_mandate_id]), Idempotency-Key = "<mandate id>-customer",
//                     then POST /v1/checkout/sessions (mode=setup, customer, currency, allowed_payment_method_types[]=card,
//                     success_url = cancel_url = the return URL, client_reference_id and metadata = the mandate id,
//                     setup_intent_data[metadata|description], custom_text[submit][message]), Idempotency-Key = the mandate id
//                     -> url: the customer is redirected and saves a card (3-D Secure on Stripe's page when the card asks)
//     status          GET  /v1/checkout/sessions/{id}?expand[]=setup_intent.payment_method
//                     (no session id: GET /v1/customers/search by metadata, then GET /v1/checkout/sessions?customer=…)
//     cancel          POST /v1/payment_methods/{pm}/detach (a session still open: POST /v1/checkout/sessions/{id}/expire)
//     charge          the session as above, then POST /v1/payment_intents (amount, currency, customer, payment_method,
//                     off_session=true, confirm=true, automatic_payment_methods[allow_redirects]=never, metadata),
//                     Idempotency-Key = the attempt id; its processorRef is the PaymentIntent's id (pi_…), which
//                     status sync, refunds and disputes read directly (GET /v1/payment_intents/{id})
//
// Why Checkout Sessions and not PaymentIntents: a PaymentIntent needs the card collected somewhere
// (Stripe.js on the gateway's page), and the gateway's checkout never takes card details for a
// connection. Stripe's hosted page collects the card and runs 3-D Secure itself; the gateway sees a
// redirect, like Chapa's. The attempt's processorRef is the session's id (cs_…) from start to end, so
// every status answer names the same reference (a different one would look like a second charge).
//
// Saved cards take the same route: the gateway never sees the card, so a mandate is set up on Stripe's
// page too (a setup-mode Checkout Session, which runs the SetupIntent and any 3-D Secure, and attaches the
// card to a Customer made for the mandate). The mandateRef is that session's id (cs_…) from start to end,
// as for payments; the Customer and the PaymentMethod are read from it (setup_intent.payment_method) each
// time, so the gateway stores one reference and Stripe stays the one record of which card is saved.
//
// The official SDK is used for every call, but its HTTP goes through the gateway's executor (a custom
// HttpClient below), so each call is timed, logged with secrets scrubbed and seen by the call observers
// like any connector's; the SDK's own retries are off (the executor retries only calls it may: GETs, and
// POSTs carrying an Idempotency-Key, which Stripe deduplicates).
import { AsyncLocalStorage } from "node:async_hooks";
import Stripe from "stripe";
import type { StripeCredentials } from "@/lib/processors/stripe/spec";
import { ProcessorDownError, ProcessorUnreachableError, type ProcessorExecutor, type ProcessorResponse } from "@/lib/processors/http-executor";
import {
  callbackHint,
  cardDisplay,
  disputeReport,
  CHECKOUT_SESSION_OUTCOMES,
  fromStripeAmount,
  OFF_SESSION_INTENT_OUTCOMES,
  offSessionDeclineReason,
  PAYMENT_INTENT_OUTCOMES,
  REFUND_OUTCOMES,
  SETUP_INTENT_OUTCOMES,
  SETUP_SESSION_OUTCOMES,
  stripeEvidencePlan,
  stripeFilesBaseUrl,
  stripeHostOptions,
  toStripeAmount,
  type ExpectedAmount,
} from "@/lib/processors/stripe/transformers";
import {
  duplicateChargeRefundId,
  type AttemptOutcome,
  type AttemptStatus,
  type CallbackHint,
  type MandateOutcome,
  type Processor,
  type ProcessorDispute,
  type ProcessorCallback,
  type RecurringProcessor,
  type RefundOutcome,
  type SettlementRecord,
  type SettlementReport,
} from "@/lib/processors/types";

/** How long after a redirect the status sync first asks (the customer is on Stripe's page). */
const REDIRECT_CHECK_MS = 30_000;
const REFUND_CHECK_MS = 30_000;
/**
 * A session's life: Stripe's shortest (expires_at at least 30 minutes after the session's creation,
 * measured on Stripe's clock) plus a margin for the request's time on the way and clock skew, so
 * Stripe never refuses it at the boundary. An abandoned attempt fails this soon.
 */
const SESSION_LIFETIME_S = 30 * 60 + 5 * 60;
/** How soon a saved card's set-up is asked about again while the customer is on Stripe's page. */
const MANDATE_CHECK_MS = 30_000;
/** How soon an off-session charge that Stripe is still processing is asked about again. */
const CHARGE_CHECK_MS = 30_000;

type CallContext = { operation: string; objectId?: string; idempotent: boolean };
const callContext = new AsyncLocalStorage<CallContext>();

/** Stripe's SDK, its HTTP sent through the gateway's executor. */
class ExecutorHttpClient extends Stripe.HttpClient {
  /** `executeFiles`: the executor for Stripe's files host, where the SDK sends uploads (files.create). */
  constructor(
    private readonly execute: ProcessorExecutor,
    private readonly executeFiles: ProcessorExecutor,
  ) {
    super();
  }

  getClientName(): string {
    return "gateway-executor";
  }

  async makeRequest(host: string, _port: string, path: string, method: string, headers: Record<string, unknown>, requestData: string | Uint8Array): Promise<Stripe.HttpClientResponse> {
    const ctx = callContext.getStore() ?? { operation: "stripe", idempotent: method === "GET" };
    if (method !== "GET" && method !== "POST") throw new Error(`the gateway sends Stripe no ${method}`);
    const flat: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) if (value !== undefined && value !== null) flat[name] = Array.isArray(value) ? value.join(", ") : String(value);
    // The executor's base URL is the connection's, the same host and port the SDK was given; an upload
    // the SDK addresses to Stripe's files host goes through the executor for that host.
    const execute = host === FILES_HOST ? this.executeFiles : this.execute;
    const res = await execute({ operation: ctx.operation, method, path, headers: flat, body: method === "POST" ? requestData : undefined, idempotent: ctx.idempotent, objectId: ctx.objectId });
    return new ExecutorHttpResponse(res);
  }
}

/** The SDK's files host (its files.create names it; any other host option replaces it, as for the fake). */
const FILES_HOST = new URL(stripeFilesBaseUrl(null)).hostname;

class ExecutorHttpResponse extends Stripe.HttpClientResponse {
  constructor(private readonly res: ProcessorResponse) {
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => (headers[name] = value));
    super(res.status, headers);
  }
  getRawResponse(): unknown {
    return this.res;
  }
  toStream(): never {
    throw new Error("the gateway reads no streamed Stripe answers");
  }
  toJSON(): Promise<unknown> {
    return Promise.resolve((this as unknown as { _parseResponseBody(body: string): unknown })._parseResponseBody(this.res.text));
  }
}


/**
 * Whether Stripe answered from its idempotency store (Idempotent-Replayed: true). The SDK's lastResponse is
 * the HTTP client's raw response: the executor's, whose headers are a Headers object.
 */
function replayed(answer: { lastResponse?: unknown }): boolean {
  const headers = (answer.lastResponse as { headers?: unknown } | undefined)?.headers;
  const value = headers instanceof Headers ? headers.get("idempotent-replayed") : (headers as Record<string, unknown> | undefined)?.["idempotent-replayed"];
  return value === "true";
}

/** Looks up the Checkout Session id the gateway stored for an attempt (its processorRef), if any. */
export type StoredAttemptRef = (attemptId: string) => Promise<string | null>;

/**
 * `executeFiles`: the executor for the connection's files host (stripeFilesBaseUrl: Stripe's own for
 * Stripe's API host, else the connection's base URL); without it, uploads go through `execute`.
 */
export function stripeConnector(opts: { credentials: StripeCredentials; execute: ProcessorExecutor; executeFiles?: ProcessorExecutor; baseUrl?: string | null; storedAttemptRef?: StoredAttemptRef }): Processor {
  const { credentials, execute } = opts;
  const stripe = new Stripe(credentials.secret_key, {
    ...stripeHostOptions(opts.baseUrl),
    httpClient: new ExecutorHttpClient(execute, opts.executeFiles ?? execute),
    maxNetworkRetries: 0,
    telemetry: false,
  });

  /** Runs one SDK call as one executor operation; a call that got no answer is the executor's error again. */
  async function call<T>(ctx: CallContext, fn: () => Promise<T>): Promise<T> {
    try {
      return await callContext.run(ctx, fn);
    } catch (error) {
      const detail = (error as { detail?: unknown }).detail;
      if (detail instanceof ProcessorUnreachableError) throw detail;
      // Stripe's own 5xx: the processor is down, not refusing (routing may fail over).
      const status = (error as { statusCode?: number }).statusCode;
      if (error instanceof Stripe.errors.StripeError && status !== undefined && status >= 500) throw new ProcessorDownError(`Stripe answered ${status}: ${error.message}`, status);
      throw error;
    }
  }

  const isStripeError = (error: unknown): error is Stripe.errors.StripeError => error instanceof Stripe.errors.StripeError;
  /** A refusal Stripe will not change its mind about (4xx other than auth, rate limit and idempotency conflicts). */
  const refused = (error: unknown) => isStripeError(error) && (error.statusCode ?? 500) >= 400 && (error.statusCode ?? 500) < 500 && ![401, 403, 409, 429].includes(error.statusCode ?? 0);

  async function retrieveSession(id: string, objectId: string): Promise<Stripe.Checkout.Session | null> {
    try {
      return await call({ operation: "payment_status", objectId, idempotent: true }, () => stripe.checkout.sessions.retrieve(id, { expand: ["payment_intent"] }));
    } catch (error) {
      if (isStripeError(error) && error.statusCode === 404) return null;
      throw error;
    }
  }

  async function retrieveIntent(id: string, objectId: string): Promise<Stripe.PaymentIntent | null> {
    try {
      return await call({ operation: "payment_status", objectId, idempotent: true }, () => stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (isStripeError(error) && error.statusCode === 404) return null;
      throw error;
    }
  }

  /**
   * What Stripe holds for an attempt: its Checkout Session (a payment on Stripe's page), or a PaymentIntent
   * of its own (a saved card charged off-session, chargeMandate: no session).
   */
  type StripePayment = { session: Stripe.Checkout.Session; intent?: undefined } | { intent: Stripe.PaymentIntent; session?: undefined };

  /**
   * No reference stored (the start got no answer): the PaymentIntent by its metadata, then its session.
   * A PaymentIntent of a mandate's charge (metadata gateway_mandate_id) has no session: it is the payment.
   * Any other without a session is not read as one (a Checkout payment's session not yet listed is no answer).
   */
  async function findPayment(attemptId: string): Promise<StripePayment | null> {
    const found = await call({ operation: "payment_search", objectId: attemptId, idempotent: true }, () =>
      stripe.paymentIntents.search({ query: `metadata['gateway_attempt_id']:'${attemptId.replace(/[^A-Za-z0-9_]/g, "")}'`, limit: 1 }),
    );
    const intent = found.data[0];
    if (!intent) return null;
    const sessions = await call({ operation: "payment_status", objectId: attemptId, idempotent: true }, () => stripe.checkout.sessions.list({ payment_intent: intent.id, limit: 1, expand: ["data.payment_intent"] }));
    const session = sessions.data[0];
    if (session) return { session };
    return intent.metadata?.gateway_mandate_id ? { intent } : null;
  }

  /** An off-session PaymentIntent's state (OFF_SESSION_INTENT_OUTCOMES): its id is the attempt's processorRef. */
  function intentOutcomeOf(intent: Stripe.PaymentIntent, expected?: ExpectedAmount): AttemptOutcome {
    const ref = intent.id;
    const state = OFF_SESSION_INTENT_OUTCOMES[intent.status] ?? "pending";
    if (state === "success") {
      const currency = intent.currency.toUpperCase();
      if (expected && (currency !== expected.currency || fromStripeAmount(intent.amount_received, currency) !== expected.amount)) {
        return { outcome: "failed", processorRef: ref, reason: `Stripe reports ${intent.amount_received} ${currency.toLowerCase()}, not the payment's amount` };
      }
      return { outcome: "success", processorRef: ref };
    }
    if (state === "failed") return { outcome: "failed", processorRef: ref, reason: intent.status === "canceled" ? "Stripe reports the payment canceled" : offSessionDeclineReason(intent.last_payment_error) };
    return { outcome: "pending", processorRef: ref, checkAgainAfterMs: CHARGE_CHECK_MS };
  }

  const paymentOutcomeOf = (payment: StripePayment, expected?: ExpectedAmount): AttemptOutcome => (payment.session ? outcomeOf(payment.session, expected) : intentOutcomeOf(payment.intent, expected));

  function outcomeOf(session: Stripe.Checkout.Session, expected?: ExpectedAmount): AttemptOutcome {
    const ref = session.id;
    const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
    let state = CHECKOUT_SESSION_OUTCOMES[`${session.status}/${session.payment_status}`] ?? (intent ? PAYMENT_INTENT_OUTCOMES[intent.status] : undefined) ?? "pending";
    // A succeeded PaymentIntent is the truth even when the session's own state lags behind it.
    if (intent?.status === "succeeded") state = "success";
    if (state === "success") {
      const amount = intent?.amount_received ?? session.amount_total ?? 0;
      const currency = String(intent?.currency ?? session.currency ?? "").toUpperCase();
      // A success for another amount or currency than the payment's is not this payment's success.
      if (expected && (currency !== expected.currency || fromStripeAmount(amount, currency) !== expected.amount)) {
        return { outcome: "failed", processorRef: ref, reason: `Stripe reports ${amount} ${currency.toLowerCase()}, not the payment's amount` };
      }
      return { outcome: "success", processorRef: ref };
    }
    if (state === "failed") {
      const lastError = intent?.last_payment_error?.message;
      const reason = session.status === "expired" ? `The Stripe checkout expired unpaid${lastError ? ` (last decline: ${lastError})` : ""}` : `Stripe reports the payment failed${lastError ? `: ${lastError}` : ""}`;
      return { outcome: "failed", processorRef: ref, reason };
    }
    return { outcome: "pending", processorRef: ref, checkAgainAfterMs: REDIRECT_CHECK_MS };
  }

  /** By the reference stored for the attempt: a session (cs_…) or an off-session charge's PaymentIntent (pi_…); else the search. */
  async function paymentFor(attemptId: string, processorRef?: string | null): Promise<StripePayment | null> {
    const ref = processorRef || (opts.storedAttemptRef ? await opts.storedAttemptRef(attemptId) : null);
    if (ref && ref.startsWith("cs_")) {
      const session = await retrieveSession(ref, attemptId);
      if (session) return { session };
    }
    if (ref && ref.startsWith("pi_")) {
      const intent = await retrieveIntent(ref, attemptId);
      if (intent) return { intent };
    }
    return findPayment(attemptId);
  }

  async function paymentIntentId(attemptId: string, processorRef?: string | null): Promise<string | null> {
    const payment = await paymentFor(attemptId, processorRef);
    if (payment?.intent) return payment.intent.id;
    const intent = payment?.session.payment_intent;
    return typeof intent === "string" ? intent : (intent?.id ?? null);
  }

  function refundOutcome(refund: Stripe.Refund): RefundOutcome {
    const state = REFUND_OUTCOMES[refund.status ?? "pending"] ?? "pending";
    if (state === "succeeded") return { outcome: "succeeded", refundRef: refund.id };
    if (state === "failed") return { outcome: "failed", refundRef: refund.id, reason: `Stripe reports the refund ${refund.status}${refund.failure_reason ? `: ${refund.failure_reason}` : ""}` };
    return { outcome: "pending", refundRef: refund.id, checkAgainAfterMs: REFUND_CHECK_MS };
  }

  /** The dispute as the gateway's report: the disputed charge by the PaymentIntent's gateway_attempt_id, else its Checkout Session (the attempt's processorRef). */
  async function disputeOf(d: Stripe.Dispute): Promise<ProcessorDispute> {
    const answeredAt = new Date();
    const intentId = typeof d.payment_intent === "string" ? d.payment_intent : (d.payment_intent?.id ?? null);
    let attemptId: string | null = null;
    let chargeRef: string | null = null;
    if (intentId) {
      const intent = await call({ operation: "dispute_status", objectId: d.id, idempotent: true }, () => stripe.paymentIntents.retrieve(intentId));
      attemptId = intent.metadata?.gateway_attempt_id || null;
      const sessions = await call({ operation: "dispute_status", objectId: d.id, idempotent: true }, () => stripe.checkout.sessions.list({ payment_intent: intentId, limit: 1 }));
      // No session: an off-session charge of a saved card, whose processorRef is the PaymentIntent itself.
      chargeRef = sessions.data[0]?.id ?? intentId;
    }
    const report = disputeReport(d, attemptId, chargeRef, answeredAt);
    if (!report) throw new Error(`Stripe reports dispute ${d.id} in a status the gateway does not know: ${d.status}`);
    return report;
  }

  // ---- saved cards ------------------------------------------------------------------------------
  // docs.stripe.com/payments/checkout/save-and-reuse (setup mode: "Setup mode uses the Setup Intents API
  // to create Payment Methods"; "specify the customer parameter to automatically attach the created
  // payment method to an existing customer"; "Checkout uses Dynamic payment methods by default, which
  // requires you to pass the currency parameter when using setup mode"), the Checkout Session, SetupIntent,
  // PaymentMethod (card, detach) and Customer references, and the off-session charge of the same guide
  // (off_session=true with confirm=true; a card that needs its holder fails with authentication_required).

  /** The set-up session with its SetupIntent and PaymentMethod; null when Stripe has no such session. */
  async function retrieveSetupSession(id: string, objectId: string, operation = "mandate_status"): Promise<Stripe.Checkout.Session | null> {
    try {
      return await call({ operation, objectId, idempotent: true }, () => stripe.checkout.sessions.retrieve(id, { expand: ["setup_intent.payment_method"] }));
    } catch (error) {
      if (isStripeError(error) && error.statusCode === 404) return null;
      throw error;
    }
  }

  /** No session id stored (the set-up got no answer): the mandate's Customer by its metadata, then its session. */
  async function findSetupSession(mandateId: string): Promise<Stripe.Checkout.Session | null> {
    const found = await call({ operation: "mandate_status", objectId: mandateId, idempotent: true }, () =>
      stripe.customers.search({ query: `metadata['gateway_mandate_id']:'${mandateId.replace(/[^A-Za-z0-9_]/g, "")}'`, limit: 1 }),
    );
    const customer = found.data[0];
    if (!customer) return null;
    const sessions = await call({ operation: "mandate_status", objectId: mandateId, idempotent: true }, () =>
      stripe.checkout.sessions.list({ customer: customer.id, limit: 10, expand: ["data.setup_intent.payment_method"] }),
    );
    return sessions.data.find((s) => s.client_reference_id === mandateId) ?? null;
  }

  async function setupSessionFor(mandateId: string, mandateRef: string | null | undefined, operation?: string): Promise<Stripe.Checkout.Session | null> {
    if (mandateRef && mandateRef.startsWith("cs_")) {
      const session = await retrieveSetupSession(mandateRef, mandateId, operation);
      if (session) return session;
    }
    return findSetupSession(mandateId);
  }

  /** The saved card's Customer and PaymentMethod, as the completed session names them. */
  function savedCardOf(session: Stripe.Checkout.Session): { customer: string | null; paymentMethod: Stripe.PaymentMethod | null; setupIntent: Stripe.SetupIntent | null } {
    const setupIntent = session.setup_intent && typeof session.setup_intent === "object" ? session.setup_intent : null;
    const paymentMethod = setupIntent?.payment_method && typeof setupIntent.payment_method === "object" ? setupIntent.payment_method : null;
    const customer = typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null);
    return { customer, paymentMethod, setupIntent };
  }

  /**
   * A setup-mode session as the mandate's state (SETUP_SESSION_OUTCOMES, SETUP_INTENT_OUTCOMES). Active
   * only when the session is complete, its SetupIntent succeeded and the card is still attached; a card
   * detached since (cancelMandate, or in Stripe's dashboard) is canceled: it can never be charged again.
   */
  function mandateOutcomeOf(session: Stripe.Checkout.Session, mandateId: string): MandateOutcome | { outcome: "unknown" } {
    const ref = session.id;
    // Another mandate's session (a reference mixed up) is not this mandate's answer.
    if (session.mode !== "setup" || (session.client_reference_id && session.client_reference_id !== mandateId)) return { outcome: "unknown" };
    const pending = { outcome: "pending" as const, mandateRef: ref, checkAgainAfterMs: MANDATE_CHECK_MS };
    const state = SETUP_SESSION_OUTCOMES[session.status ?? ""] ?? "pending";
    if (state === "expired") return { outcome: "expired", mandateRef: ref };
    if (state === "pending") return pending;
    const { paymentMethod, setupIntent } = savedCardOf(session);
    const setup = setupIntent ? (SETUP_INTENT_OUTCOMES[setupIntent.status] ?? "pending") : "pending";
    if (setup === "failed") return { outcome: "failed", mandateRef: ref, reason: `Stripe reports the card's set-up ${setupIntent?.status}` };
    if (setup === "pending" || !paymentMethod) return pending;
    if (!paymentMethod.customer) return { outcome: "canceled", mandateRef: ref };
    const display = cardDisplay(paymentMethod);
    if (!display) return { outcome: "failed", mandateRef: ref, reason: `Stripe saved a ${paymentMethod.type} payment method, not a card` };
    const until = session.metadata?.gateway_valid_until ? new Date(session.metadata.gateway_valid_until) : null;
    return { outcome: "active", mandateRef: ref, display, validUntil: until && !Number.isNaN(until.getTime()) ? until : null };
  }

  /** A set-up page the customer can still use is a redirect (a repeated createMandate sends them back to it). */
  const setupAnswer = (session: Stripe.Checkout.Session, mandateId: string): MandateOutcome => {
    if (session.status === "open" && session.url) return { outcome: "redirect", mandateRef: session.id, url: session.url, checkAgainAfterMs: MANDATE_CHECK_MS };
    const outcome = mandateOutcomeOf(session, mandateId);
    return outcome.outcome === "unknown" ? { outcome: "failed", mandateRef: session.id, reason: "Stripe answered a Checkout Session that is not this mandate's" } : outcome;
  };

  const recurring: RecurringProcessor = {
    async createMandate(input) {
      const key = input.mandateId;
      const name = [input.customer.firstName, input.customer.lastName].filter(Boolean).join(" ");
      // Stripe sets no end to a saved card; the customer's agreed end is kept on the session, the gateway's to honour.
      const metadata: Record<string, string> = { gateway_mandate_id: key, ...(input.validUntil ? { gateway_valid_until: input.validUntil.toISOString() } : {}) };
      try {
        const customer = await call({ operation: "create_mandate", objectId: key, idempotent: true }, () =>
          stripe.customers.create({ email: input.customer.email ?? undefined, name: name || undefined, metadata: { gateway_mandate_id: key } }, { idempotencyKey: `${key}-customer` }),
        );
        const session = await call({ operation: "create_mandate", objectId: key, idempotent: true }, () =>
          stripe.checkout.sessions.create(
            {
              mode: "setup",
              customer: customer.id,
              // Setup mode with Stripe's dynamic payment methods needs a currency; the filter keeps it to cards,
              // as for payments (this API version has no payment_method_types on sessions).
              currency: input.currency.toLowerCase(),
              allowed_payment_method_types: ["card"],
              // Both lead back to the gateway, which asks Stripe what became of the set-up.
              success_url: input.returnUrl,
              cancel_url: input.returnUrl,
              client_reference_id: key,
              metadata,
              setup_intent_data: { metadata: { gateway_mandate_id: key }, description: input.description.slice(0, 1000) },
              // What the customer agrees to, shown above Stripe's button.
              custom_text: { submit: { message: input.description.slice(0, 1200) } },
            },
            // Stripe deduplicates by this key for 24 hours: a retried set-up answers the first session.
            { idempotencyKey: key },
          ),
        );
        // A replayed answer is the session as it was then: what it is now decides (the customer may have saved the card since).
        if (replayed(session)) {
          const now = await retrieveSetupSession(session.id, key, "create_mandate");
          if (now) return setupAnswer(now, key);
        }
        return setupAnswer(session, key);
      } catch (error) {
        // Sent before with other parameters, or still in flight: a session may exist; ask what it became.
        if (isStripeError(error) && (error.type === "StripeIdempotencyError" || error.code === "idempotency_key_in_use")) {
          const session = await findSetupSession(key);
          if (session) return setupAnswer(session, key);
          return { outcome: "pending", mandateRef: "", checkAgainAfterMs: MANDATE_CHECK_MS };
        }
        if (refused(error)) return { outcome: "failed", mandateRef: "", reason: `Stripe refused the card's set-up: ${(error as Error).message}` };
        throw error;
      }
    },

    async mandateStatus({ mandateId, mandateRef }) {
      const session = await setupSessionFor(mandateId, mandateRef);
      return session ? mandateOutcomeOf(session, mandateId) : { outcome: "unknown" };
    },

    // A saved card is detached (permanent at Stripe: it can never be charged or attached again); a set-up
    // page still open is expired first, so the customer cannot save a card after the mandate ended.
    async cancelMandate({ mandateId, mandateRef }) {
      let session = await setupSessionFor(mandateId, mandateRef, "cancel_mandate");
      if (!session) return { outcome: "failed", reason: "Stripe has no card set-up for this mandate" };
      if (session.status === "open") {
        try {
          await call({ operation: "cancel_mandate", objectId: mandateId, idempotent: true }, () => stripe.checkout.sessions.expire(session!.id, {}, { idempotencyKey: `${mandateId}-expire` }));
          return { outcome: "canceled" };
        } catch (error) {
          // No longer open: the customer finished (or it expired) meanwhile; read it again.
          if (!refused(error)) throw error;
          session = await retrieveSetupSession(session.id, mandateId, "cancel_mandate");
          if (!session) return { outcome: "failed", reason: "Stripe has no card set-up for this mandate" };
        }
      }
      const { paymentMethod } = savedCardOf(session);
      // Expired, or complete with nothing attached: no card is saved under it.
      if (session.status !== "complete" || !paymentMethod?.customer) return { outcome: "canceled" };
      try {
        await call({ operation: "cancel_mandate", objectId: mandateId, idempotent: true }, () => stripe.paymentMethods.detach(paymentMethod.id, {}, { idempotencyKey: `${mandateId}-detach` }));
        return { outcome: "canceled" };
      } catch (error) {
        if (!refused(error)) throw error;
        // Refused: detached already (in Stripe's dashboard, or a detach whose answer was lost)? Then it is done.
        const again = await retrieveSetupSession(session.id, mandateId, "cancel_mandate");
        if (again && !savedCardOf(again).paymentMethod?.customer) return { outcome: "canceled" };
        return { outcome: "failed", reason: `Stripe refused to detach the card: ${(error as Error).message}` };
      }
    },

    async chargeMandate(input): Promise<AttemptOutcome> {
      const { attemptId, mandateId, context } = input;
      const session = await setupSessionFor(mandateId, input.mandateRef, "charge_mandate");
      const state = session ? mandateOutcomeOf(session, mandateId) : { outcome: "unknown" as const };
      const saved = session ? savedCardOf(session) : null;
      if (state.outcome !== "active" || !saved?.customer || !saved.paymentMethod) {
        return { outcome: "failed", processorRef: "", reason: `The saved card is not active at Stripe (${state.outcome})` };
      }
      const customer = saved.customer;
      const paymentMethod = saved.paymentMethod.id;
      const metadata = { gateway_attempt_id: attemptId, gateway_payment_id: context.paymentId, gateway_mandate_id: mandateId };
      try {
        const intent = await call({ operation: "charge_mandate", objectId: attemptId, idempotent: true }, () =>
          stripe.paymentIntents.create(
            {
              amount: toStripeAmount(input.amount, input.currency),
              currency: input.currency.toLowerCase(),
              customer,
              payment_method: paymentMethod,
              // The customer is not there: Stripe declines (authentication_required) rather than ask for 3-D Secure.
              off_session: true,
              confirm: true,
              // A card never redirects, and nobody would come back from a redirect: no return_url is needed then.
              automatic_payment_methods: { enabled: true, allow_redirects: "never" },
              metadata,
              description: (context.description ?? `Payment ${context.paymentId}`).slice(0, 1000),
            },
            // Stripe deduplicates by this key for 24 hours: a retried charge answers the first PaymentIntent.
            { idempotencyKey: attemptId },
          ),
        );
        return intentOutcomeOf(intent);
      } catch (error) {
        // A decline (402 card_error) carries the PaymentIntent it declined; authentication_required is the card
        // needing its holder, which no off-session charge can give.
        if (error instanceof Stripe.errors.StripeCardError) return { outcome: "failed", processorRef: error.payment_intent?.id ?? "", reason: offSessionDeclineReason(error) };
        if (isStripeError(error) && (error.type === "StripeIdempotencyError" || error.code === "idempotency_key_in_use")) {
          const payment = await findPayment(attemptId);
          return payment ? paymentOutcomeOf(payment) : { outcome: "pending", processorRef: "", checkAgainAfterMs: CHARGE_CHECK_MS };
        }
        // A card detached or otherwise unusable: Stripe refuses the request (400), nothing was charged.
        if (refused(error)) return { outcome: "failed", processorRef: "", reason: `Stripe refused the charge: ${(error as Error).message}` };
        throw error;
      }
    },
  };

  return {
    name: "stripe",

    async disputeStatus({ disputeRef }) {
      try {
        return await disputeOf(await call({ operation: "dispute_status", objectId: disputeRef, idempotent: true }, () => stripe.disputes.retrieve(disputeRef)));
      } catch (error) {
        if (isStripeError(error) && error.statusCode === 404) return null;
        throw error;
      }
    },

    // Each file is uploaded first (purpose dispute_evidence), then the evidence goes in one update with
    // submit=true: Stripe takes one submission, so nothing is submitted until every file has its id. An
    // upload is not idempotent (no key: the SDK builds a new multipart boundary each time); a submission
    // that fails after some uploads leaves those files unused at Stripe, where they expire.
    async submitDisputeEvidence({ disputeRef, evidence, files }) {
      const plan = stripeEvidencePlan(evidence, files);
      const attached: Record<string, string> = {};
      for (const { field, file } of plan.uploads) {
        const uploaded = await call({ operation: "dispute_file", objectId: disputeRef, idempotent: false }, () =>
          stripe.files.create({ purpose: "dispute_evidence", file: { data: file.content, name: file.fileName, type: file.mimeType } }),
        );
        attached[field] = uploaded.id;
      }
      const d = await call({ operation: "dispute_evidence", objectId: disputeRef, idempotent: false }, () =>
        stripe.disputes.update(disputeRef, { evidence: { ...plan.text, ...attached } as Stripe.DisputeUpdateParams.Evidence, submit: true }),
      );
      return disputeOf(d);
    },

    async acceptDispute({ disputeRef }) {
      return disputeOf(await call({ operation: "dispute_accept", objectId: disputeRef, idempotent: false }, () => stripe.disputes.close(disputeRef)));
    },
    // No payouts part: Stripe pays out only to the operator's own bank account, never to the gateway's payees (docs/processors.md).

    async authorize(input): Promise<AttemptOutcome> {
      const ctx = input.context;
      if (!ctx) throw new Error("Stripe needs the payment's context (the return URL)");
      const metadata = { gateway_attempt_id: input.attemptId, gateway_payment_id: ctx.paymentId };
      try {
        const session = await call({ operation: "start_payment", objectId: input.attemptId, idempotent: true }, () =>
          stripe.checkout.sessions.create(
            {
              mode: "payment",
              // Only cards: the gateway lists Stripe for "card". The SDK's API version (2026-10-28) filters the
              // dynamically eligible methods with allowed_payment_method_types (payment_method_types is gone).
              allowed_payment_method_types: ["card"],
              line_items: [
                {
                  quantity: 1,
                  price_data: { currency: input.currency.toLowerCase(), unit_amount: toStripeAmount(input.amount, input.currency), product_data: { name: (ctx.title || "Payment").slice(0, 250) } },
                },
              ],
              // Both lead back to the gateway, which asks Stripe what happened: never the merchant's URL.
              success_url: ctx.returnUrl,
              cancel_url: ctx.returnUrl,
              client_reference_id: input.attemptId,
              customer_email: ctx.customer.email ?? undefined,
              metadata,
              payment_intent_data: { metadata, description: (ctx.description ?? `Payment ${ctx.paymentId}`).slice(0, 1000) },
              expires_at: Math.floor(Date.now() / 1000) + SESSION_LIFETIME_S,
            },
            // Stripe deduplicates by this key for 24 hours: a retried start answers the first session.
            { idempotencyKey: input.attemptId },
          ),
        );
        if (!session.url) throw new Error("Stripe created a Checkout Session without a URL");
        return { outcome: "redirect", processorRef: session.id, url: session.url, checkAgainAfterMs: REDIRECT_CHECK_MS };
      } catch (error) {
        // The key was used before with other parameters (a start sent before whose answer was lost: its
        // expires_at differed) or is still in use: a session may exist. Ask what it became; not found, it
        // is not "refused" either: the attempt waits and status sync asks by the attempt id (a session
        // nobody paid is "unknown" there, and the attempt fails after the grace period).
        if (isStripeError(error) && (error.type === "StripeIdempotencyError" || error.code === "idempotency_key_in_use")) {
          const payment = await paymentFor(input.attemptId);
          const session = payment?.session;
          if (session) return session.status === "open" && session.url ? { outcome: "redirect", processorRef: session.id, url: session.url, checkAgainAfterMs: REDIRECT_CHECK_MS } : outcomeOf(session);
          if (payment) return paymentOutcomeOf(payment);
          return { outcome: "pending", processorRef: "", checkAgainAfterMs: REDIRECT_CHECK_MS };
        }
        if (refused(error)) return { outcome: "failed", processorRef: "", reason: `Stripe refused the payment: ${(error as Error).message}` };
        throw error;
      }
    },

    async checkPending({ processorRef }) {
      if (processorRef.startsWith("pi_")) {
        const intent = await retrieveIntent(processorRef, processorRef);
        return intent ? intentOutcomeOf(intent) : { outcome: "pending", processorRef, checkAgainAfterMs: CHARGE_CHECK_MS };
      }
      const session = processorRef.startsWith("cs_") ? await retrieveSession(processorRef, processorRef) : null;
      return session ? outcomeOf(session) : { outcome: "pending", processorRef, checkAgainAfterMs: REDIRECT_CHECK_MS };
    },

    async status({ attemptId, expected }): Promise<AttemptStatus> {
      const payment = await paymentFor(attemptId);
      return payment ? paymentOutcomeOf(payment, expected) : { outcome: "unknown" };
    },

    recurring,

    async refund({ attemptId, amount, currency, refundId, processorRef }): Promise<RefundOutcome> {
      const key = refundId ?? duplicateChargeRefundId(attemptId);
      const intent = await paymentIntentId(attemptId, processorRef);
      if (!intent) return { outcome: "failed", refundRef: "", reason: "Stripe has no payment for this attempt to refund" };
      try {
        const refund = await call({ operation: "refund", objectId: refundId ?? attemptId, idempotent: true }, () =>
          stripe.refunds.create(
            { payment_intent: intent, amount: toStripeAmount(amount, currency), metadata: { gateway_refund_id: key, gateway_attempt_id: attemptId } },
            { idempotencyKey: key },
          ),
        );
        return refundOutcome(refund);
      } catch (error) {
        if (refused(error)) return { outcome: "failed", refundRef: "", reason: `Stripe refused the refund: ${(error as Error).message}` };
        throw error;
      }
    },

    async refundStatus({ refundId, processorRef }) {
      // Before Stripe answered once there is no re_… id: unknown, and the refund is sent again under the same Idempotency-Key.
      if (!processorRef || !processorRef.startsWith("re_")) return { outcome: "unknown" as const };
      try {
        return refundOutcome(await call({ operation: "refund_status", objectId: refundId, idempotent: true }, () => stripe.refunds.retrieve(processorRef)));
      } catch (error) {
        if (isStripeError(error) && error.statusCode === 404) return { outcome: "unknown" as const };
        throw error;
      }
    },

    parseCallback(input: ProcessorCallback): CallbackHint | null {
      if (input.method !== "POST") return null;
      const signature = input.headers.get("stripe-signature");
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        // The SDK's own check: v1 = HMAC-SHA256(secret, "t.payload"), and t within 5 minutes (replays refused).
        event = stripe.webhooks.constructEvent(input.rawBody, signature, credentials.webhook_secret);
      } catch {
        return null;
      }
      return callbackHint(event);
    },

    async check() {
      try {
        const balance = await call({ operation: "check", idempotent: true }, () => stripe.balance.retrieve());
        const currencies = [...new Set(balance.available.map((b) => b.currency.toUpperCase()))].join(", ");
        return { ok: true as const, detail: `authenticated; balance in ${currencies || "no currency yet"}` };
      } catch (error) {
        if (error instanceof ProcessorUnreachableError) return { ok: false as const, detail: error.message };
        return { ok: false as const, detail: `Stripe answered ${(error as { statusCode?: number }).statusCode ?? "an error"}: ${(error as Error).message}` };
      }
    },

    async fetchSettlements({ from, to }): Promise<SettlementReport> {
      const report: SettlementReport = { records: [], payouts: [] };
      const sessionOf = new Map<string, string | null>();
      let startingAfter: string | undefined;
      for (;;) {
        const page = await call({ operation: "settlements", idempotent: true }, () =>
          stripe.balanceTransactions.list({
            created: { gte: Math.floor(from.getTime() / 1000), lt: Math.ceil(to.getTime() / 1000) },
            limit: 100,
            expand: ["data.source"],
            ...(startingAfter ? { starting_after: startingAfter } : {}),
          }),
        );
        for (const txn of page.data) {
          const settled = await settlementOf(txn, async (intent) => {
            if (!sessionOf.has(intent)) {
              const sessions = await call({ operation: "settlements", idempotent: true }, () => stripe.checkout.sessions.list({ payment_intent: intent, limit: 1 }));
              sessionOf.set(intent, sessions.data[0]?.id ?? null);
            }
            return sessionOf.get(intent) ?? null;
          });
          if (settled?.record) report.records.push(settled.record);
          if (settled?.payout) report.payouts.push(settled.payout);
        }
        if (!page.has_more || page.data.length === 0) break;
        startingAfter = page.data[page.data.length - 1].id;
      }
      return report;
    },
  };
}


/** One balance transaction as the gateway's settlement record (or the operator's payout). */
async function settlementOf(
  txn: Stripe.BalanceTransaction,
  sessionFor: (paymentIntent: string) => Promise<string | null>,
): Promise<{ record?: SettlementRecord; payout?: { ref: string; amount: bigint; currency: string; paidAt: Date } } | null> {
  const currency = txn.currency.toUpperCase();
  const amount = fromStripeAmount(Math.abs(txn.amount), currency);
  const fee = fromStripeAmount(txn.fee, currency);
  const occurredAt = new Date(txn.created * 1000);
  const source = (txn.source && typeof txn.source === "object" ? txn.source : null) as { id: string; payment_intent?: string | { id: string } | null; metadata?: Record<string, string> } | null;
  const sourceId = typeof txn.source === "string" ? txn.source : (source?.id ?? "");
  // A balance transaction exists only once money moved: the charge was captured (or the refund taken
  // from the balance). Its own status, pending or available, is about Stripe's payout schedule (when
  // the funds can be paid to the bank), not whether the customer paid: a pending charge is settled for
  // reconciliation, else every charge of the last days would be a false status mismatch.
  const status: SettlementRecord["status"] = "settled";
  switch (txn.type) {
    case "charge":
    case "payment": {
      const intent = typeof source?.payment_intent === "string" ? source.payment_intent : (source?.payment_intent?.id ?? null);
      const session = intent ? await sessionFor(intent) : null;
      const gatewayRef = source?.metadata?.gateway_attempt_id ?? null;
      return { record: { processorRef: session ?? intent ?? sourceId, gatewayRef, kind: "payment", amount, currency, fee, status, occurredAt, settlementRef: null } };
    }
    case "refund":
    case "payment_refund":
    case "refund_failure": {
      const gatewayRef = source?.metadata?.gateway_refund_id ?? null;
      return { record: { processorRef: sourceId, gatewayRef, kind: "refund", amount, currency, fee, status: txn.type === "refund_failure" ? "reversed" : status, occurredAt, settlementRef: null } };
    }
    case "payout":
      return { payout: { ref: sourceId, amount, currency, paidAt: new Date((txn.available_on ?? txn.created) * 1000) } };
    case "adjustment": {
      // Stripe books a dispute's money as adjustments whose source is the dispute; reporting_category
      // tells them from the other adjustments (docs.stripe.com/reports/reporting-categories: it splits
      // type=adjustment into disputes, dispute reversals, failed refunds and more): "dispute" is the
      // withdrawal (a negative amount, its fee Stripe's dispute fee), "dispute_reversal" the reinstatement
      // (docs.stripe.com/api/disputes/object, balance_transactions: the funds withdrawn and reinstated).
      // Other adjustments are no gateway object.
      if (txn.reporting_category !== "dispute" && txn.reporting_category !== "dispute_reversal") return null;
      return { record: { processorRef: sourceId, gatewayRef: null, kind: "dispute", amount: txn.amount < 0 ? -amount : amount, currency, fee, status, occurredAt, settlementRef: null } };
    }
    default:
      // Stripe's own fees and the like: not a gateway object; the reconciliation reads the payouts for the totals.
      return null;
  }
}
