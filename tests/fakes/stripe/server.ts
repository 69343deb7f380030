// A local fake of Stripe's API, for the gateway's Stripe connector tests. It speaks only what
// Stripe documents (tests/fakes/stripe/README.md lists the pages); where the pages are silent the choice
// is marked "not documented; chosen: …". Written from: docs.stripe.com/api/checkout/sessions (and /expire),
// docs.stripe.com/api/idempotent_requests, stripe.com/docs/webhooks/signatures, docs.stripe.com/testing,
// stripe.com/docs/declines/codes, docs.stripe.com/currencies, and the Balance Transactions reference.
//
//   POST /v1/checkout/sessions              mode=payment, line_items[i][price_data][…], success_url, cancel_url,
//                                           client_reference_id, metadata[…], payment_intent_data[metadata][…], expires_at
//   GET  /v1/checkout/sessions/{id}         expand[]=payment_intent
//   GET  /v1/checkout/sessions              ?payment_intent=pi_…&limit&expand[]=data.payment_intent
//   POST /v1/checkout/sessions/{id}/expire
//   GET  /v1/payment_intents/{id}
//   POST /v1/payment_intents (confirm=true) and /v1/payment_intents/{id}/confirm, with the test PaymentMethods
//                                           (pm_card_visa, pm_card_chargeDeclined, …): a decline is 402 card_error;
//                                           on the Dashboard's methods (the default) no confirmation without return_url
//   GET  /v1/payment_intents/search         ?query=metadata['key']:'value' (the one query form the gateway uses)
//   POST /v1/refunds                        payment_intent | charge, amount, metadata[…]
//   GET  /v1/refunds/{id}
//   GET  /v1/balance
//   GET  /v1/balance_transactions           created[gte|gt|lte|lt], type, limit, starting_after, expand[]=data.source
//   GET  /v1/disputes, GET /v1/disputes/{id}, POST /v1/disputes/{id} (evidence[…], metadata[…], submit), POST /v1/disputes/{id}/close
//   POST /v1/files                          multipart/form-data: purpose=dispute_evidence, file (PDF, PNG or JPEG, at most 5 MB);
//                                           Stripe serves it on files.stripe.com, the fake on its one host (the library sends
//                                           uploads to the host it was given, when that is not api.stripe.com)
//   GET  /v1/files/{id}
//   POST /v1/customers, GET /v1/customers/{id}, GET /v1/customers/{id}/payment_methods,
//   GET  /v1/customers/search               ?query=metadata['key']:'value' (as the PaymentIntents' search)
//   POST /v1/checkout/sessions              mode=setup, customer, currency, setup_intent_data[metadata|description],
//                                           custom_text[submit][message]: the hosted page saves a card (a SetupIntent
//                                           and a PaymentMethod attached to the customer; 3-D Secure cards on /3ds/<seti>)
//   GET  /v1/setup_intents/{id}             expand[]=payment_method
//   GET  /v1/payment_methods/{id}, GET /v1/payment_methods?customer=…, POST /v1/payment_methods/{id}/detach
//   POST /v1/payment_intents                customer, payment_method (a saved one), off_session=true, confirm=true:
//                                           each test card's documented off-session behaviour (402 authentication_required,
//                                           a decline, or a charge); a detached PaymentMethod is refused
//
// As Stripe: secret key by Bearer or Basic (key as the user name), 401 otherwise; bodies
// application/x-www-form-urlencoded with bracket notation (never JSON); the error object
// {error: {type, code, decline_code, message, param, doc_url}} with Stripe's statuses (400, 401, 402, 404,
// 409, 429, 500); Idempotency-Key on POSTs (same key and body: the saved answer again with
// Idempotent-Replayed: true; same key, other body: 400 idempotency_error; still running: 409); a
// Request-Id on every answer; amounts as integers in the currency's smallest unit, UGX and DJF
// zero-decimal; webhooks signed as Stripe signs them: Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of
// "t.body" keyed with the endpoint secret>.
//
// The customer's side (what a browser does on checkout.stripe.com) is the hosted page /c/pay/<session id>,
// where the published test cards behave as documented (4242… succeeds, 4000…0002 generic_decline,
// 4000…9995 insufficient_funds, 4000 0025 0000 3155 asks for 3-D Secure on /3ds/<pi>), and a declined
// card leaves the session open for another try, as Checkout does. A setup-mode session's page saves the
// card instead of charging it (3-D Secure on /3ds/<seti>).
//
// Controls under /__fake/ (besides the kit's requests/reset/faults/latency):
//   POST /__fake/config                         {"webhook_url": "http://…"}: the dashboard's webhook endpoint
//   POST /__fake/checkout/<cs id>/pay           {"card": "4242424242424242", "exp"?: "12/34"} as the customer on the hosted page
//   POST /__fake/3ds/<cs id>                    {"result": "complete"|"fail"} on the 3-D Secure page (a payment's or a set-up's)
//   POST /__fake/checkout/<cs id>/expire        the session's expires_at passes (the customer left)
//   POST /__fake/payout                         {"currency": "usd"}: Stripe pays the available balance out
//   POST /__fake/rate-limit                     {"times": 2}: the next API calls answer 429 rate_limit
//   POST /__fake/api-error                      {"times": 1}: the next API calls answer 500 api_error (Stripe's shape)
//   POST /__fake/disputes                       {"payment_intent", "amount"?, "reason"?, "status"?}: the cardholder disputes
//   POST /__fake/disputes/<dp>/update           {"status"?, "due_by"?}; POST /__fake/disputes/<dp>/rule {"outcome": "won"|"lost"}
//   POST /__fake/settlements/plant              a discrepancy: {"kind": "wrong_amount"|"missing"|"extra"|"fee"|"refund"|"late_charge"|"pending", …}
// Callback faults match "POST /c/pay/<cs id>" (the customer paying, however done) and "POST /v1/refunds".
import crypto from "node:crypto";
import { startFakeServer, type CallbackDelivery, type FakeKit, type FakeOptions, type FakeRequest, type FakeResponse, type FakeServer } from "../fake-kit";

export type StripeFakeOptions = FakeOptions & {
  /** The account's secret key (sk_test_… or sk_live_…); default DEFAULT_STRIPE_KEY. */
  secretKey?: string;
  /** The webhook endpoint's signing secret; default DEFAULT_STRIPE_WEBHOOK_SECRET. */
  webhookSecret?: string;
  webhookUrl?: string;
  /** How long a refund stays pending before it succeeds (default 0: at once, as test-mode card refunds usually do). */
  refundDelayMs?: number;
};

export const DEFAULT_STRIPE_KEY = "sk_test_fake00000000000000000000000000";
export const DEFAULT_STRIPE_WEBHOOK_SECRET = "whsec_fake0000000000000000000000000000";
/** The API version the fake answers as (events carry it). */
export const FAKE_API_VERSION = "2026-10-28.endive";
const EARLY_CALLBACK_LAG_MS = 300;

/** Stripe's zero-decimal currencies among those the fake takes (docs.stripe.com/currencies). */
export const ZERO_DECIMAL = new Set(["ugx", "djf", "jpy", "krw", "bif", "clp", "gnf", "kmf", "mga", "pyg", "rwf", "vnd", "vuv", "xaf", "xof", "xpf"]);
const SUPPORTED = new Set(["usd", "etb", "ugx", "djf", "eur", "gbp", "kes", ...ZERO_DECIMAL]);

type Decline = { code: string; decline_code?: string; message: string };
/**
 * What a saved card does when charged with off_session=true (docs.stripe.com/testing, "Regulatory test
 * cards"): charged, refused with authentication_required (the customer is not there to authenticate),
 * refused unless it was set up with authentication first ("Authenticate unless set up"), or declined.
 */
export type OffSessionBehaviour = "success" | "authentication_required" | "unless_set_up" | Decline;
export type StripeTestCard = ({ outcome: "success" } | ({ outcome: "decline" } & Decline) | { outcome: "3ds"; afterAuthentication?: Decline }) & {
  /** A decline card cannot be saved (its set-up declines as a payment would) unless it says so (4000 0000 0000 0341). */
  attaches?: boolean;
  /** Default: a success card is charged, a decline card declines; a 3-D Secure card names its own. */
  offSession?: OffSessionBehaviour;
};

const GENERIC_DECLINE: Decline = { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." };
const INSUFFICIENT_FUNDS: Decline = { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." };

/** The documented test cards (docs.stripe.com/testing). Any other number is "incorrect_number". */
export const STRIPE_TEST_CARDS: Record<string, StripeTestCard> = {
  "4242424242424242": { outcome: "success" },
  "5555555555554444": { outcome: "success" },
  "4000000000000077": { outcome: "success" },
  "4000000000000002": { outcome: "decline", ...GENERIC_DECLINE },
  "4000000000009995": { outcome: "decline", ...INSUFFICIENT_FUNDS },
  "4000000000009987": { outcome: "decline", code: "card_declined", decline_code: "lost_card", message: "Your card was declined." },
  "4000000000000069": { outcome: "decline", code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { outcome: "decline", code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  "4000000000000119": { outcome: "decline", code: "processing_error", message: "An error occurred while processing your card. Try again in a little bit." },
  // "Attaching this card to a Customer object succeeds, but attempts to charge the customer fail." The
  // decline's codes are not documented; chosen: Stripe's generic decline.
  "4000000000000341": { outcome: "decline", ...GENERIC_DECLINE, attaches: true },
  // "Authenticate unless set up": 3-D Secure on a payment and on set-up; once set up, off-session payments need none.
  "4000002500003155": { outcome: "3ds", offSession: "unless_set_up" },
  // "Always authenticate": every transaction, however the card was set up.
  "4000002760003184": { outcome: "3ds", offSession: "authentication_required" },
  // "3D Secure 2 authentication must be completed for the payment to be successful". Its off-session
  // behaviour once set up is not documented; chosen: as "Always authenticate" (each payment needs it).
  "4000000000003220": { outcome: "3ds", offSession: "authentication_required" },
  // "Already set up": authentication on-session, off-session payments succeed as if it had been set up.
  "4000003800000446": { outcome: "3ds", offSession: "success" },
  // "Insufficient funds": authentication required, then every payment declines insufficient_funds, even
  // authenticated or set up (off-session and not set up: authentication_required first).
  "4000008260003178": { outcome: "3ds", afterAuthentication: INSUFFICIENT_FUNDS, offSession: "unless_set_up" },
};

/** The documented test PaymentMethods (docs.stripe.com/testing), for PaymentIntents confirmed by the API. */
export const STRIPE_TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_mastercard: "5555555555554444",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_chargeDeclinedLostCard: "4000000000009987",
  pm_card_chargeDeclinedExpiredCard: "4000000000000069",
  pm_card_chargeDeclinedIncorrectCvc: "4000000000000127",
  pm_card_chargeDeclinedProcessingError: "4000000000000119",
  pm_card_chargeCustomerFail: "4000000000000341",
  pm_card_authenticationRequired: "4000002760003184",
  pm_card_authenticationRequiredOnSetup: "4000002500003155",
  pm_card_authenticationRequiredSetupForOffSession: "4000003800000446",
  pm_card_authenticationRequiredChargeDeclinedInsufficientFunds: "4000008260003178",
  pm_card_threeDSecure2Required: "4000000000003220",
};

/** A test card's answer to an off-session charge: a decline (authentication_required included), or null: charged. */
export function offSessionDecline(card: StripeTestCard, setUp: boolean): Decline | null {
  const behaviour = card.offSession ?? (card.outcome === "decline" ? { code: card.code, decline_code: card.decline_code, message: card.message } : "success");
  if (behaviour === "authentication_required" || (behaviour === "unless_set_up" && !setUp)) {
    return { code: "authentication_required", decline_code: "authentication_required", message: "Your card was declined. This transaction requires authentication." };
  }
  if (typeof behaviour === "object") return behaviour;
  return card.outcome === "3ds" && card.afterAuthentication ? card.afterAuthentication : null;
}

/** Brands by the published test numbers' prefixes (the card object's brand: visa, mastercard, amex, …). */
function cardBrand(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^6(011|5)/.test(number)) return "discover";
  return "unknown";
}

type Metadata = Record<string, string>;
type LastError = { type: "card_error"; code: string; decline_code?: string; message: string; payment_method?: Record<string, unknown> } | null;

export type FakeSession = {
  id: string;
  /** "setup": the page saves a card (a SetupIntent), nothing is charged; amount_total is then 0 (shown as null). */
  mode: "payment" | "setup";
  amount_total: number;
  currency: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  payment_intent: string | null;
  setup_intent: string | null;
  customer: string | null;
  /** custom_text[submit][message]: shown above the button. */
  submit_message: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Metadata;
  intentMetadata: Metadata;
  description: string | null;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: boolean;
  line_items: { name: string; unit_amount: number; quantity: number }[];
};

export type FakeIntent = {
  id: string;
  amount: number;
  amount_received: number;
  currency: string;
  status: "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled";
  metadata: Metadata;
  description: string | null;
  latest_charge: string | null;
  last_payment_error: LastError;
  created: number;
  livemode: boolean;
  session: string;
  /** Null when the intent names its payment_method_types; else Stripe's default since 2023-08-16: enabled, redirects allowed. */
  automatic_payment_methods: { enabled: true; allow_redirects: "always" | "never" } | null;
  payment_method_types: string[];
  return_url: string | null;
  customer: string | null;
  payment_method: string | null;
  /** The card number the customer or the API used (the fake's own bookkeeping, never shown). */
  card?: string;
};

export type FakeCustomer = { id: string; email: string | null; name: string | null; phone: string | null; description: string | null; metadata: Metadata; created: number; livemode: boolean };

/** A card PaymentMethod (docs.stripe.com/api/payment_methods/object): created by the hosted page for each card submitted. */
export type FakePaymentMethod = {
  id: string;
  /** The number (the fake's own bookkeeping: the API shows brand and last4 only). */
  number: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  customer: string | null;
  /** Set up for off-session use through a SetupIntent (3-D Secure done on set-up for the cards that ask). */
  setUp: boolean;
  /** Detached from its customer: detachment is permanent, it can never be used again. */
  detached: boolean;
  created: number;
  livemode: boolean;
  metadata: Metadata;
};

/** A SetupIntent (docs.stripe.com/api/setup_intents/object), made by a setup-mode Checkout Session. */
export type FakeSetupIntent = {
  id: string;
  status: "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled";
  customer: string | null;
  payment_method: string | null;
  last_setup_error: LastError;
  metadata: Metadata;
  description: string | null;
  session: string;
  created: number;
  livemode: boolean;
  cancellation_reason: string | null;
};

export type FakeCharge = { id: string; amount: number; amount_refunded: number; currency: string; payment_intent: string | null; metadata: Metadata; refunded: boolean; created: number; balance_transaction: string | null };
export type FakeRefund = { id: string; amount: number; currency: string; charge: string; payment_intent: string | null; status: "pending" | "succeeded" | "failed" | "canceled"; metadata: Metadata; failure_reason: string | null; created: number; balance_transaction: string | null };
export type FakeBalanceTransaction = {
  id: string;
  amount: number;
  currency: string;
  fee: number;
  net: number;
  type: "charge" | "refund" | "payout" | "adjustment";
  source: string;
  status: "available" | "pending";
  created: number;
  available_on: number;
  description: string | null;
};

/** Stripe's dispute statuses (docs.stripe.com/api/disputes/object). */
export type FakeDisputeStatus = "warning_needs_response" | "warning_under_review" | "warning_closed" | "needs_response" | "under_review" | "won" | "lost";
export type FakeDispute = {
  id: string;
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string | null;
  reason: string;
  status: FakeDisputeStatus;
  evidence: Record<string, string>;
  /** Unix seconds: the response deadline. */
  due_by: number;
  submission_count: number;
  balance_transactions: string[];
  created: number;
  metadata: Metadata;
};

/** A File uploaded through POST /v1/files (docs.stripe.com/api/files/object). */
export type FakeFile = { id: string; purpose: "dispute_evidence"; size: number; type: "pdf" | "png" | "jpg"; filename: string; created: number; content: Buffer };

export type PlantedDiscrepancy =
  /** The charge's balance transaction reports another amount. */
  | { kind: "wrong_amount"; paymentIntent: string; amount: number }
  /** The charge's balance transaction is absent from the report. */
  | { kind: "missing"; paymentIntent: string }
  /** A charge Stripe settled that no gateway attempt made. */
  | { kind: "extra"; amount: number; currency: string; fee?: number }
  /** The charge's fee differs from what the pricing says. */
  | { kind: "fee"; paymentIntent: string; fee: number }
  /** The charge was refunded at Stripe (the dashboard), not by the gateway. */
  | { kind: "refund"; paymentIntent: string; amount?: number }
  /**
   * A charge on a session the gateway saw end unpaid: the customer's payment went through after all (a
   * 3-D Secure or bank confirmation that landed after the session expired). Stripe settled it.
   */
  | { kind: "late_charge"; session: string }
  /** The charge's funds are not yet available (Stripe's payout schedule): status pending, available_on later. */
  | { kind: "pending"; paymentIntent: string };

export type StripeFake = FakeServer & {
  /** The customer pays on the hosted page with this card number (without a browser). */
  pay(sessionId: string, card: string, opts?: { exp?: string }): Promise<{ status: number; location: string | null }>;
  /** The customer finishes (or fails) 3-D Secure, of a payment or of a setup-mode session's set-up. */
  authenticate(sessionId: string, result: "complete" | "fail"): void;
  /** The session's expires_at passes: the customer never paid. */
  expire(sessionId: string): void;
  /** The session of a gateway attempt (by client_reference_id). */
  sessionFor(attemptId: string): FakeSession | undefined;
  setWebhookUrl(url: string | undefined): void;
  /**
   * How far Stripe's clock runs ahead of the gateway's when a Checkout Session is created (latency
   * and skew): Stripe measures expires_at's 30-minute minimum from its own creation time.
   */
  setClockAheadMs(ms: number): void;
  plant(discrepancy: PlantedDiscrepancy): FakeBalanceTransaction | undefined;
  payout(currency: string): FakeBalanceTransaction | undefined;
  /** The cardholder disputes a succeeded PaymentIntent's charge: charge.dispute.created (and funds_withdrawn for a chargeback), signed. */
  openDispute(input: { paymentIntent: string; amount?: number; reason?: string; status?: "needs_response" | "warning_needs_response" }): FakeDispute;
  /** Stripe moves an open dispute (e.g. under_review, or an inquiry escalating to needs_response): charge.dispute.updated. */
  updateDispute(id: string, change: { status?: FakeDisputeStatus; due_by?: number }): FakeDispute;
  /** The card network rules: charge.dispute.closed (and funds_reinstated on a won chargeback). */
  ruleDispute(id: string, outcome: "won" | "lost"): FakeDispute;
  readonly state: {
    sessions: Map<string, FakeSession>;
    intents: Map<string, FakeIntent>;
    charges: Map<string, FakeCharge>;
    refunds: Map<string, FakeRefund>;
    balanceTransactions: FakeBalanceTransaction[];
    disputes: Map<string, FakeDispute>;
    files: Map<string, FakeFile>;
    customers: Map<string, FakeCustomer>;
    paymentMethods: Map<string, FakePaymentMethod>;
    setupIntents: Map<string, FakeSetupIntent>;
  };
};

const now = () => Math.floor(Date.now() / 1000);

function randomId(prefix: string, length = 24): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let out = prefix;
  for (const b of crypto.randomBytes(length)) out += alphabet[b % alphabet.length];
  return out;
}

/** Stripe's error object with its HTTP status. */
export function stripeError(status: number, error: { type: string; message: string; code?: string; decline_code?: string; param?: string }): FakeResponse {
  const body: Record<string, unknown> = { ...error };
  if (error.code) body.doc_url = `https://docs.stripe.com/error-codes/${error.code.replace(/_/g, "-")}`;
  return { status, body: { error: body } };
}

const missingParam = (param: string) => stripeError(400, { type: "invalid_request_error", code: "parameter_missing", message: `Missing required param: ${param}.`, param });
const invalidParam = (param: string, message: string) => stripeError(400, { type: "invalid_request_error", code: "parameter_invalid_integer", message, param });
const noSuch = (kind: string, id: string, param = "id") => stripeError(404, { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'`, param });

/**
 * Stripe's form encoding: `a[b][0][c]=v` -> {a: {b: [{c: "v"}]}}, `expand[]=x` -> {expand: ["x"]}.
 * Arrays are objects with numeric keys turned into arrays at the end.
 */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node = root as Record<string, unknown>;
    for (let i = 0; i < parts.length; i++) {
      const last = i === parts.length - 1;
      let part = parts[i];
      if (part === "") part = String(Object.keys(node).length); // a[]: the next index
      if (last) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    }
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== "object") return v;
    const obj = v as Record<string, unknown>;
    const keys = Object.keys(obj);
    if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) return keys.sort((a, b) => Number(a) - Number(b)).map((k) => arrays(obj[k]));
    return Object.fromEntries(keys.map((k) => [k, arrays(obj[k])]));
  };
  return arrays(root) as Record<string, unknown>;
}

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const asMetadata = (v: unknown): Metadata => Object.fromEntries(Object.entries(asRecord(v)).map(([k, val]) => [k, String(val)]));
const expands = (q: Record<string, unknown>): string[] => {
  const e = q.expand;
  return Array.isArray(e) ? e.map(String) : typeof e === "string" ? [e] : [];
};

/** Signs a webhook body as Stripe does: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>. */
export function stripeSignatureHeader(body: string, secret: string, timestamp = now()): string {
  const v1 = crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Not documented per currency for these accounts; chosen: Stripe's standard US card pricing, 2.9 % plus
 * a fixed part (30 cents; the same share for the others, in their own units).
 */
export function stripeFee(amount: number, currency: string): number {
  const fixed: Record<string, number> = { usd: 30, etb: 1500, ugx: 1000, djf: 50 };
  return Math.round(amount * 0.029) + (fixed[currency] ?? 30);
}

/** Stripe's dispute fee (stripe.com/pricing: $15.00 per dispute in the US); chosen in the other currencies' own units. */
export function stripeDisputeFee(currency: string): number {
  const fee: Record<string, number> = { usd: 1500, etb: 150000, ugx: 50000, djf: 2500 };
  return fee[currency] ?? 1500;
}

type Multipart = { fields: Record<string, string>; files: Record<string, { filename: string; contentType: string; data: Buffer }> };

/**
 * A multipart/form-data body (RFC 7578), as the stripe library builds it for files.create: one part
 * per field, the file's part with a filename and its Content-Type. The fake kit hands the body over
 * decoded as UTF-8, so the bytes are exact for a body that is valid UTF-8 (a text-only PDF) and a
 * binary file's bytes arrive altered; a raw body, when the kit gives one, is read instead.
 */
function parseMultipart(req: FakeRequest): Multipart | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.headers["content-type"] ?? "");
  if (!boundary) return null;
  const raw = (req as FakeRequest & { rawBody?: Buffer }).rawBody ?? Buffer.from(req.body, "utf8");
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const out: Multipart = { fields: {}, files: {} };
  let at = raw.indexOf(delimiter);
  if (at < 0) return null;
  for (;;) {
    const start = at + delimiter.length;
    if (raw.subarray(start, start + 2).toString() === "--") return out;
    const next = raw.indexOf(delimiter, start);
    if (next < 0) return null;
    // The part runs from after the delimiter's CRLF to the CRLF before the next delimiter.
    const part = raw.subarray(start + 2, next - 2);
    const split = part.indexOf("\r\n\r\n");
    if (split < 0) return null;
    const head = part.subarray(0, split).toString("utf8");
    const data = part.subarray(split + 4);
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined) return null;
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    if (filename !== undefined) out.files[name] = { filename, contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? "application/octet-stream", data };
    else out.fields[name] = data.toString("utf8");
    at = next;
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);
}

export async function startStripeFake(opts: StripeFakeOptions = {}): Promise<StripeFake> {
  const secretKey = opts.secretKey ?? DEFAULT_STRIPE_KEY;
  const webhookSecret = opts.webhookSecret ?? DEFAULT_STRIPE_WEBHOOK_SECRET;
  const refundDelayMs = opts.refundDelayMs ?? 0;
  const livemode = secretKey.startsWith("sk_live_");
  const prefix = livemode ? "live" : "test";
  let webhookUrl = opts.webhookUrl;
  let clockAheadS = 0;
  let baseUrl = "";

  const sessions = new Map<string, FakeSession>();
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, FakeCharge>();
  const refunds = new Map<string, FakeRefund>();
  const balanceTransactions: FakeBalanceTransaction[] = [];
  const disputes = new Map<string, FakeDispute>();
  const files = new Map<string, FakeFile>();
  const customers = new Map<string, FakeCustomer>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  const idempotency = new Map<string, { call: string; body: string; answer?: FakeResponse }>();
  /** API calls still to be refused with 429 (POST /__fake/rate-limit). */
  let rateLimited = 0;
  /** API calls still to be answered 500 api_error in Stripe's shape (POST /__fake/api-error); the kit's server_error answers a bare 500. */
  let apiErrors = 0;

  // ---- objects as the API shows them -----------------------------------------------------------

  function intentJson(pi: FakeIntent): Record<string, unknown> {
    return {
      id: pi.id,
      object: "payment_intent",
      amount: pi.amount,
      amount_capturable: 0,
      amount_received: pi.amount_received,
      capture_method: "automatic_async",
      client_secret: `${pi.id}_secret_${pi.id.slice(-8)}`,
      confirmation_method: "automatic",
      created: pi.created,
      currency: pi.currency,
      description: pi.description,
      last_payment_error: pi.last_payment_error,
      latest_charge: pi.latest_charge,
      livemode: pi.livemode,
      metadata: pi.metadata,
      next_action: pi.status === "requires_action" ? { type: "redirect_to_url", redirect_to_url: { url: `${baseUrl}/3ds/${pi.id}`, return_url: pi.return_url } } : null,
      automatic_payment_methods: pi.automatic_payment_methods,
      customer: pi.customer,
      payment_method: pi.payment_method,
      payment_method_types: pi.payment_method_types,
      status: pi.status,
    };
  }

  /** Whether `field` is expanded: named itself, or as the parent of an expanded path (setup_intent.payment_method). */
  const expanded = (expand: readonly string[], field: string) => expand.some((e) => e === field || e.startsWith(`${field}.`));
  /** The paths under `field`, for the expanded object's own expansion (setup_intent.payment_method -> payment_method). */
  const under = (expand: readonly string[], field: string) => expand.filter((e) => e.startsWith(`${field}.`)).map((e) => e.slice(field.length + 1));

  /** `expand`: true for payment_intent (what the payment-mode callers ask), or the expand[] paths. */
  function sessionJson(s: FakeSession, expand: boolean | readonly string[]): Record<string, unknown> {
    const paths = expand === true ? ["payment_intent"] : expand === false ? [] : expand;
    const pi = s.payment_intent ? intents.get(s.payment_intent) : undefined;
    const si = s.setup_intent ? setupIntents.get(s.setup_intent) : undefined;
    const customer = s.customer ? customers.get(s.customer) : undefined;
    const setup = s.mode === "setup";
    return {
      id: s.id,
      object: "checkout.session",
      amount_subtotal: setup ? null : s.amount_total,
      amount_total: setup ? null : s.amount_total,
      cancel_url: s.cancel_url,
      client_reference_id: s.client_reference_id,
      created: s.created,
      currency: s.currency || null,
      custom_text: { after_submit: null, shipping_address: null, submit: s.submit_message ? { message: s.submit_message } : null, terms_of_service_acceptance: null },
      customer: expanded(paths, "customer") && customer ? customerJson(customer) : s.customer,
      customer_email: s.customer_email ?? customer?.email ?? null,
      expires_at: s.expires_at,
      livemode: s.livemode,
      metadata: s.metadata,
      mode: s.mode,
      payment_intent: expanded(paths, "payment_intent") && pi ? intentJson(pi) : s.payment_intent,
      payment_method_types: ["card"],
      payment_status: s.payment_status,
      setup_intent: expanded(paths, "setup_intent") && si ? setupIntentJson(si, under(paths, "setup_intent")) : s.setup_intent,
      status: s.status,
      success_url: s.success_url,
      ui_mode: "hosted",
      url: s.status === "open" ? `${baseUrl}/c/pay/${s.id}` : null,
    };
  }

  const customerJson = (c: FakeCustomer) => ({
    id: c.id,
    object: "customer",
    created: c.created,
    description: c.description,
    email: c.email,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: c.livemode,
    metadata: c.metadata,
    name: c.name,
    phone: c.phone,
  });

  const paymentMethodJson = (pm: FakePaymentMethod) => ({
    id: pm.id,
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: pm.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: "US",
      display_brand: pm.brand,
      exp_month: pm.exp_month,
      exp_year: pm.exp_year,
      fingerprint: crypto.createHash("sha256").update(`${secretKey}:${pm.number}`).digest("base64url").slice(0, 16),
      funding: "credit",
      generated_from: null,
      last4: pm.last4,
      networks: { available: [pm.brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: pm.created,
    customer: pm.customer,
    livemode: pm.livemode,
    metadata: pm.metadata,
    type: "card",
  });

  function setupIntentJson(si: FakeSetupIntent, expand: readonly string[]): Record<string, unknown> {
    const pm = si.payment_method ? paymentMethods.get(si.payment_method) : undefined;
    return {
      id: si.id,
      object: "setup_intent",
      cancellation_reason: si.cancellation_reason,
      client_secret: `${si.id}_secret_${si.id.slice(-8)}`,
      created: si.created,
      customer: si.customer,
      description: si.description,
      last_setup_error: si.last_setup_error,
      livemode: si.livemode,
      metadata: si.metadata,
      next_action: si.status === "requires_action" ? { type: "redirect_to_url", redirect_to_url: { url: `${baseUrl}/3ds/${si.id}`, return_url: null } } : null,
      payment_method: expanded(expand, "payment_method") && pm ? paymentMethodJson(pm) : si.payment_method,
      payment_method_types: ["card"],
      status: si.status,
      usage: "off_session",
    };
  }

  const chargeJson = (c: FakeCharge) => ({
    id: c.id,
    object: "charge",
    amount: c.amount,
    amount_captured: c.amount,
    amount_refunded: c.amount_refunded,
    balance_transaction: c.balance_transaction,
    captured: true,
    created: c.created,
    currency: c.currency,
    livemode,
    metadata: c.metadata,
    paid: true,
    payment_intent: c.payment_intent,
    refunded: c.refunded,
    status: "succeeded",
  });

  const refundJson = (r: FakeRefund) => ({
    id: r.id,
    object: "refund",
    amount: r.amount,
    balance_transaction: r.balance_transaction,
    charge: r.charge,
    created: r.created,
    currency: r.currency,
    failure_reason: r.failure_reason,
    metadata: r.metadata,
    payment_intent: r.payment_intent,
    reason: null,
    status: r.status,
  });

  function txnJson(t: FakeBalanceTransaction, expandSource: boolean): Record<string, unknown> {
    let source: unknown = t.source;
    if (expandSource) {
      const c = charges.get(t.source);
      const r = refunds.get(t.source);
      const d = disputes.get(t.source);
      source = c ? chargeJson(c) : r ? refundJson(r) : d ? disputeJson(d) : t.type === "payout" ? { id: t.source, object: "payout", amount: -t.amount, currency: t.currency } : t.source;
    }
    // A dispute's money is an adjustment whose source is the dispute, its reporting_category "dispute"
    // for the withdrawal and "dispute_reversal" for the reinstatement (docs.stripe.com/reports/reporting-categories
    // splits type=adjustment into disputes, dispute reversals, failed refunds and more); the withdrawal's
    // fee is Stripe's dispute fee, described as Stripe's webhook samples show it ("Dispute fee").
    const dispute = t.type === "adjustment" && disputes.has(t.source);
    const reportingCategory = dispute ? (t.amount < 0 ? "dispute" : "dispute_reversal") : t.type === "payout" ? "payout" : t.type;
    return {
      id: t.id,
      object: "balance_transaction",
      amount: t.amount,
      available_on: t.available_on,
      created: t.created,
      currency: t.currency,
      description: t.description,
      exchange_rate: null,
      fee: t.fee,
      fee_details: t.fee ? [{ amount: t.fee, application: null, currency: t.currency, description: dispute ? "Dispute fee" : "Stripe processing fees", type: "stripe_fee" }] : [],
      net: t.net,
      reporting_category: reportingCategory,
      source,
      status: t.status,
      type: t.type,
    };
  }

  // ---- webhooks ------------------------------------------------------------------------------

  function delivery(type: string, object: Record<string, unknown>, secret: string, idempotencyKey: string | null): CallbackDelivery {
    const event = {
      id: randomId("evt_"),
      object: "event",
      api_version: FAKE_API_VERSION,
      created: now(),
      data: { object },
      livemode,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: idempotencyKey },
      type,
    };
    const body = JSON.stringify(event, null, 2);
    return { url: webhookUrl as string, method: "POST", headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": stripeSignatureHeader(body, secret), "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" }, body };
  }

  function sendEvent(kit: FakeKit, call: string, type: string, object: () => Record<string, unknown>): void {
    if (!webhookUrl) return;
    // The object is rendered when the event is created: a later change does not alter a sent event.
    const snapshot = object();
    kit.sendCallback(call, delivery(type, snapshot, webhookSecret, null), { forge: () => delivery(type, snapshot, `whsec_forged${webhookSecret.slice(6)}`, null) });
  }

  /** Applies a change and sends its event, with the kit's callback faults (drop, duplicate, early, bad signature). */
  function changeAndNotify(kit: FakeKit, call: string, apply: () => void, type: string, object: () => Record<string, unknown>, preview: () => Record<string, unknown>): void {
    if (kit.takeFault(["drop_callback"], call)) return apply();
    if (kit.takeFault(["early_callback"], call)) {
      // The event leaves before the API answers the new state (it changes a moment later).
      if (webhookUrl) kit.sendCallback(call, delivery(type, preview(), webhookSecret, null));
      kit.later(EARLY_CALLBACK_LAG_MS, apply);
      return;
    }
    apply();
    sendEvent(kit, call, type, object);
  }

  // ---- money movements -----------------------------------------------------------------------

  function settleCharge(pi: FakeIntent): void {
    const charge: FakeCharge = { id: randomId("ch_"), amount: pi.amount, amount_refunded: 0, currency: pi.currency, payment_intent: pi.id, metadata: { ...pi.metadata }, refunded: false, created: now(), balance_transaction: null };
    const fee = stripeFee(pi.amount, pi.currency);
    const txn: FakeBalanceTransaction = { id: randomId("txn_"), amount: pi.amount, currency: pi.currency, fee, net: pi.amount - fee, type: "charge", source: charge.id, status: "available", created: now(), available_on: now(), description: pi.description };
    charge.balance_transaction = txn.id;
    charges.set(charge.id, charge);
    balanceTransactions.push(txn);
    pi.status = "succeeded";
    pi.amount_received = pi.amount;
    pi.latest_charge = charge.id;
    pi.last_payment_error = null;
  }

  function intentFor(s: FakeSession): FakeIntent {
    if (s.payment_intent) return intents.get(s.payment_intent)!;
    // Checkout creates the PaymentIntent when the customer first submits a payment method.
    const pi: FakeIntent = { id: randomId("pi_"), amount: s.amount_total, amount_received: 0, currency: s.currency, status: "requires_payment_method", metadata: { ...s.intentMetadata }, description: s.description, latest_charge: null, last_payment_error: null, created: now(), livemode, session: s.id, automatic_payment_methods: null, payment_method_types: ["card"], return_url: null, customer: s.customer, payment_method: null };
    intents.set(pi.id, pi);
    s.payment_intent = pi.id;
    return pi;
  }

  const cardOf = (number: string): StripeTestCard => STRIPE_TEST_CARDS[number] ?? { outcome: "decline", code: "incorrect_number", message: "Your card number is incorrect." };
  const lastError = (d: Decline, pm?: FakePaymentMethod): LastError => ({ type: "card_error", code: d.code, ...(d.decline_code ? { decline_code: d.decline_code } : {}), message: d.message, ...(pm ? { payment_method: paymentMethodJson(pm) } : {}) });

  /** The customer submits a card on the hosted page (`exp`: MM/YY as typed, optional: any future date works). */
  function payWithCard(kit: FakeKit, s: FakeSession, card: string, exp?: string | null): { status: number; location: string | null; error?: string } {
    if (s.status !== "open") return { status: 409, location: null, error: `the session is ${s.status}` };
    if (s.expires_at <= now()) {
      s.status = "expired";
      return { status: 409, location: null, error: "the session expired" };
    }
    const number = card.replace(/\D/g, "");
    if (s.mode === "setup") return saveCard(kit, s, number, exp);
    const call = `POST /c/pay/${s.id}`;
    const behaviour = cardOf(number);
    const pi = intentFor(s);
    pi.card = number;
    if (behaviour.outcome === "3ds") {
      pi.status = "requires_action";
      return { status: 303, location: `${baseUrl}/3ds/${pi.id}` };
    }
    if (behaviour.outcome === "decline") {
      declineOnPage(kit, pi, call, lastError(behaviour));
      // The hosted page shows the decline and stays open for another card.
      return { status: 402, location: null, error: behaviour.message };
    }
    complete(kit, s, pi, call);
    return { status: 303, location: s.success_url.replace("{CHECKOUT_SESSION_ID}", s.id) };
  }

  function declineOnPage(kit: FakeKit, pi: FakeIntent, call: string, error: LastError): void {
    changeAndNotify(
      kit,
      call,
      () => {
        pi.status = "requires_payment_method";
        pi.last_payment_error = error;
      },
      "payment_intent.payment_failed",
      () => intentJson(pi),
      () => ({ ...intentJson(pi), status: "requires_payment_method", last_payment_error: error }),
    );
  }

  function complete(kit: FakeKit, s: FakeSession, pi: FakeIntent, call: string): void {
    changeAndNotify(
      kit,
      call,
      () => {
        settleCharge(pi);
        s.status = "complete";
        s.payment_status = "paid";
      },
      "checkout.session.completed",
      () => sessionJson(s, false),
      () => ({ ...sessionJson(s, false), status: "complete", payment_status: "paid", url: null }),
    );
  }

  const AUTHENTICATION_FAILURE = "The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.";

  function authenticate(kit: FakeKit, pi: FakeIntent, result: "complete" | "fail"): { status: number; location: string | null; error?: string } {
    if (pi.status !== "requires_action") return { status: 409, location: null, error: `the PaymentIntent is ${pi.status}` };
    const s = sessions.get(pi.session);
    const afterAuthentication = pi.card ? cardOf(pi.card) : undefined;
    const decline = afterAuthentication?.outcome === "3ds" ? afterAuthentication.afterAuthentication : undefined;
    if (!s) {
      // A PaymentIntent confirmed by the API: its next_action page answers to its return_url.
      const call = `POST /v1/payment_intents/${pi.id}/confirm`;
      if (result === "complete" && !decline) {
        settleCharge(pi);
        sendEvent(kit, call, "payment_intent.succeeded", () => intentJson(pi));
      } else {
        pi.status = "requires_payment_method";
        pi.last_payment_error = decline ? lastError(decline) : { type: "card_error", code: "payment_intent_authentication_failure", message: AUTHENTICATION_FAILURE };
        sendEvent(kit, call, "payment_intent.payment_failed", () => intentJson(pi));
      }
      return { status: 303, location: pi.return_url };
    }
    const call = `POST /c/pay/${s.id}`;
    if (result === "complete" && decline) {
      // Authenticated, then declined by the issuer (4000 0082 6000 3178): the page offers another card.
      declineOnPage(kit, pi, call, lastError(decline));
      return { status: 303, location: `${baseUrl}/c/pay/${s.id}` };
    }
    if (result === "complete") {
      complete(kit, s, pi, call);
      return { status: 303, location: s.success_url.replace("{CHECKOUT_SESSION_ID}", s.id) };
    }
    declineOnPage(kit, pi, call, { type: "card_error", code: "payment_intent_authentication_failure", message: AUTHENTICATION_FAILURE });
    return { status: 303, location: `${baseUrl}/c/pay/${s.id}` };
  }

  // ---- saving a card (setup-mode Checkout) ---------------------------------------------------
  // docs.stripe.com/payments/checkout/save-and-reuse: a setup-mode session collects a card through a
  // SetupIntent and attaches the PaymentMethod to the session's customer; docs.stripe.com/testing for
  // what each card does on set-up (the 3-D Secure cards authenticate; a decline card declines, as
  // "attaching this card to a Customer object succeeds" for 4000 0000 0000 0341 alone implies).

  function setupIntentOf(s: FakeSession): FakeSetupIntent {
    return setupIntents.get(s.setup_intent!)!;
  }

  /** "MM/YY" or "MM/YYYY"; absent: a future date (the testing page: "use a valid future date, such as 12/34"). */
  function parseExpiry(exp: string | null | undefined): { month: number; year: number } | null {
    if (!exp || !exp.trim()) return { month: 12, year: 2034 }; // chosen: the testing page's own example
    const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(exp);
    if (!m) return null;
    const month = Number(m[1]);
    const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    if (month < 1 || month > 12) return null;
    const today = new Date();
    if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) return null;
    return { month, year };
  }

  function saveCard(kit: FakeKit, s: FakeSession, number: string, exp?: string | null): { status: number; location: string | null; error?: string } {
    const call = `POST /c/pay/${s.id}`;
    const si = setupIntentOf(s);
    const expiry = parseExpiry(exp);
    if (!expiry) return { status: 400, location: null, error: "Your card's expiration date is incomplete or in the past." }; // chosen: the page's own check
    const behaviour = cardOf(number);
    // Each card submitted is a new PaymentMethod, attached only once the set-up succeeds.
    const pm: FakePaymentMethod = { id: randomId("pm_"), number, brand: cardBrand(number), last4: number.slice(-4), exp_month: expiry.month, exp_year: expiry.year, customer: null, setUp: false, detached: false, created: now(), livemode, metadata: {} };
    paymentMethods.set(pm.id, pm);
    si.payment_method = pm.id;
    if (behaviour.outcome === "3ds") {
      si.status = "requires_action";
      return { status: 303, location: `${baseUrl}/3ds/${si.id}` };
    }
    if (behaviour.outcome === "decline" && !behaviour.attaches) {
      setupFailed(kit, s, si, call, lastError(behaviour, pm));
      return { status: 402, location: null, error: behaviour.message };
    }
    completeSetup(kit, s, si, pm, call);
    return { status: 303, location: s.success_url.replace("{CHECKOUT_SESSION_ID}", s.id) };
  }

  function setupFailed(kit: FakeKit, s: FakeSession, si: FakeSetupIntent, call: string, error: LastError): void {
    changeAndNotify(
      kit,
      call,
      () => {
        si.status = "requires_payment_method";
        si.last_setup_error = error;
      },
      "setup_intent.setup_failed",
      () => setupIntentJson(si, []),
      () => ({ ...setupIntentJson(si, []), status: "requires_payment_method", last_setup_error: error }),
    );
  }

  function completeSetup(kit: FakeKit, s: FakeSession, si: FakeSetupIntent, pm: FakePaymentMethod, call: string): void {
    changeAndNotify(
      kit,
      call,
      () => {
        // Set up for off-session use, 3-D Secure done where the card asked for it.
        pm.setUp = true;
        pm.customer = s.customer;
        si.status = "succeeded";
        si.last_setup_error = null;
        si.payment_method = pm.id;
        s.status = "complete";
        sendEvent(kit, call, "setup_intent.succeeded", () => setupIntentJson(si, []));
        if (pm.customer) sendEvent(kit, call, "payment_method.attached", () => paymentMethodJson(pm));
      },
      "checkout.session.completed",
      () => sessionJson(s, false),
      () => ({ ...sessionJson(s, false), status: "complete", url: null }),
    );
  }

  function authenticateSetup(kit: FakeKit, si: FakeSetupIntent, result: "complete" | "fail"): { status: number; location: string | null; error?: string } {
    if (si.status !== "requires_action") return { status: 409, location: null, error: `the SetupIntent is ${si.status}` };
    const s = sessions.get(si.session)!;
    const pm = paymentMethods.get(si.payment_method!)!;
    const call = `POST /c/pay/${s.id}`;
    if (result === "complete") {
      completeSetup(kit, s, si, pm, call);
      return { status: 303, location: s.success_url.replace("{CHECKOUT_SESSION_ID}", s.id) };
    }
    setupFailed(kit, s, si, call, {
      type: "card_error",
      code: "setup_intent_authentication_failure",
      message: "The latest attempt to set up the payment method has failed because authentication failed.", // not documented word for word; chosen
      payment_method: paymentMethodJson(pm),
    });
    return { status: 303, location: `${baseUrl}/c/pay/${s.id}` };
  }

  function expireSession(kit: FakeKit, s: FakeSession): FakeResponse {
    if (s.status !== "open") return stripeError(400, { type: "invalid_request_error", code: "checkout_session_not_open", message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${s.status}".` }); // not documented word for word; chosen
    changeAndNotify(
      kit,
      `POST /c/pay/${s.id}`,
      () => {
        s.status = "expired";
        s.expires_at = Math.min(s.expires_at, now());
        const pi = s.payment_intent ? intents.get(s.payment_intent) : undefined;
        if (pi && pi.status !== "succeeded") pi.status = "canceled";
        // A setup-mode session's SetupIntent is canceled with it (the session object: "To cancel, expire the Checkout Session instead").
        const si = s.setup_intent ? setupIntents.get(s.setup_intent) : undefined;
        if (si && si.status !== "succeeded") Object.assign(si, { status: "canceled", cancellation_reason: "abandoned" });
      },
      "checkout.session.expired",
      () => sessionJson(s, false),
      () => ({ ...sessionJson(s, false), status: "expired", url: null }),
    );
    return { status: 200, body: sessionJson(s, false) };
  }

  function createRefund(kit: FakeKit, form: Record<string, unknown>): FakeResponse {
    const piId = form.payment_intent ? String(form.payment_intent) : null;
    const chargeId = form.charge ? String(form.charge) : null;
    if (!piId && !chargeId) return stripeError(400, { type: "invalid_request_error", code: "parameter_missing", message: "One of the following params should be provided for this request: payment_intent or charge.", param: "payment_intent" });
    let charge: FakeCharge | undefined;
    if (piId) {
      const pi = intents.get(piId);
      if (!pi) return noSuch("payment_intent", piId, "payment_intent");
      if (!pi.latest_charge) return stripeError(400, { type: "invalid_request_error", code: "charge_not_refundable", message: `This PaymentIntent (${piId}) does not have a successful charge to refund.`, param: "payment_intent" });
      charge = charges.get(pi.latest_charge);
    } else {
      charge = charges.get(chargeId!);
      if (!charge) return noSuch("charge", chargeId!, "charge");
    }
    const c = charge!;
    const remaining = c.amount - c.amount_refunded;
    if (remaining <= 0) return stripeError(400, { type: "invalid_request_error", code: "charge_already_refunded", message: `Charge ${c.id} has already been refunded.` });
    let amount = remaining;
    if (form.amount !== undefined) {
      if (!/^\d+$/.test(String(form.amount))) return invalidParam("amount", "Invalid integer: " + String(form.amount));
      amount = Number(form.amount);
      if (amount <= 0) return stripeError(400, { type: "invalid_request_error", code: "amount_too_small", message: "Amount must be at least 1.", param: "amount" });
      if (amount > remaining) return stripeError(400, { type: "invalid_request_error", code: "amount_too_large", message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, param: "amount" });
    }
    const refund: FakeRefund = { id: randomId("re_"), amount, currency: c.currency, charge: c.id, payment_intent: c.payment_intent, status: refundDelayMs > 0 ? "pending" : "succeeded", metadata: asMetadata(form.metadata), failure_reason: null, created: now(), balance_transaction: null };
    // The balance moves when the refund is created (a failed refund is credited back by a refund_failure transaction).
    const txn: FakeBalanceTransaction = { id: randomId("txn_"), amount: -amount, currency: c.currency, fee: 0, net: -amount, type: "refund", source: refund.id, status: "available", created: now(), available_on: now(), description: "REFUND FOR CHARGE" };
    refund.balance_transaction = txn.id;
    balanceTransactions.push(txn);
    refunds.set(refund.id, refund);
    c.amount_refunded += amount;
    c.refunded = c.amount_refunded >= c.amount;
    sendEvent(kit, "POST /v1/refunds", "refund.created", () => refundJson(refund));
    if (refund.status === "pending") {
      kit.later(refundDelayMs, () => changeAndNotify(kit, "POST /v1/refunds", () => (refund.status = "succeeded"), "refund.updated", () => refundJson(refund), () => ({ ...refundJson(refund), status: "succeeded" })));
    }
    return { status: 200, body: refundJson(refund) };
  }

  /** A PaymentIntent made by the API (not through Checkout): confirmed with a test PaymentMethod, a decline is a 402 card_error. */
  function createIntent(kit: FakeKit, form: Record<string, unknown>): FakeResponse {
    if (form.amount === undefined) return missingParam("amount");
    if (!/^\d+$/.test(String(form.amount))) return invalidParam("amount", `Invalid integer: ${String(form.amount)}`);
    if (!form.currency) return missingParam("currency");
    const currency = String(form.currency).toLowerCase();
    if (!SUPPORTED.has(currency)) return stripeError(400, { type: "invalid_request_error", message: `Invalid currency: ${currency}.`, param: "currency" });
    // Since API version 2023-08-16 an intent without payment_method_types takes the methods enabled in the
    // Dashboard (automatic_payment_methods enabled, redirects allowed); naming both is refused.
    const types = Array.isArray(form.payment_method_types) ? form.payment_method_types.map(String) : null;
    const apm = asRecord(form.automatic_payment_methods);
    if (types && form.automatic_payment_methods !== undefined) return stripeError(400, { type: "invalid_request_error", message: "You may only specify one of these parameters: automatic_payment_methods, payment_method_types.", param: "automatic_payment_methods" });
    if (apm.allow_redirects !== undefined && apm.allow_redirects !== "always" && apm.allow_redirects !== "never") return invalidParam("automatic_payment_methods[allow_redirects]", `Invalid automatic_payment_methods[allow_redirects]: must be one of always or never`);
    const automatic = types ? null : { enabled: true as const, allow_redirects: apm.allow_redirects === "never" ? ("never" as const) : ("always" as const) };
    // off_session "can only be used with confirm=true" (the PaymentIntent create reference).
    if (form.off_session !== undefined && String(form.confirm) !== "true") return stripeError(400, { type: "invalid_request_error", message: "You may only specify `off_session` when `confirm` is `true`.", param: "off_session" }); // not documented word for word; chosen
    const customer = form.customer === undefined ? null : String(form.customer);
    if (customer !== null && !customers.has(customer)) return stripeError(400, { type: "invalid_request_error", code: "resource_missing", message: `No such customer: '${customer}'`, param: "customer" });
    const pi: FakeIntent = {
      id: randomId("pi_"),
      amount: Number(form.amount),
      amount_received: 0,
      currency,
      status: "requires_payment_method",
      metadata: asMetadata(form.metadata),
      description: form.description ? String(form.description) : null,
      latest_charge: null,
      last_payment_error: null,
      created: now(),
      livemode,
      session: "",
      automatic_payment_methods: automatic,
      payment_method_types: types ?? ["card"],
      return_url: null,
      customer,
      payment_method: null,
    };
    intents.set(pi.id, pi);
    if (String(form.confirm) === "true") return confirmIntent(kit, pi, form);
    return { status: 200, body: intentJson(pi) };
  }

  function confirmIntent(kit: FakeKit, pi: FakeIntent, form: Record<string, unknown>): FakeResponse {
    if (pi.status === "succeeded" || pi.status === "canceled") return stripeError(400, { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: `This PaymentIntent's status is ${pi.status}, but the PaymentIntent must have a status of requires_payment_method or requires_confirmation to be confirmed.` });
    if (!form.payment_method) return missingParam("payment_method");
    if (form.return_url !== undefined) pi.return_url = String(form.return_url);
    // An intent that may use redirect-based methods cannot be confirmed without somewhere to come back to,
    // even when the method at hand is a card that never redirects (the intent's allow_redirects decides).
    if (pi.automatic_payment_methods?.allow_redirects === "always" && !pi.return_url)
      return stripeError(400, {
        type: "invalid_request_error",
        message:
          "A `return_url` must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.",
        param: "return_url",
      });
    const pmId = String(form.payment_method);
    const saved = paymentMethods.get(pmId);
    const number = saved?.number ?? STRIPE_TEST_PAYMENT_METHODS[pmId];
    if (!number) return noSuch("PaymentMethod", pmId, "payment_method");
    if (saved) {
      const refused = savedMethodRefusal(saved, pi.customer);
      if (refused) return refused;
    }
    pi.payment_method = pmId;
    pi.card = number;
    const behaviour = cardOf(number);
    const call = `POST /v1/payment_intents/${pi.id}/confirm`;
    const offSession = form.off_session !== undefined && ["true", "one_off", "recurring"].includes(String(form.off_session));
    if (offSession) {
      // The customer is not there: a card that needs authentication is refused (authentication_required),
      // never requires_action (docs.stripe.com/payments/save-and-reuse, charging the saved card later).
      const decline = offSessionDecline(behaviour, saved?.setUp ?? false);
      if (decline) return declineIntent(kit, pi, call, decline, saved);
    } else {
      if (behaviour.outcome === "3ds") {
        pi.status = "requires_action";
        return { status: 200, body: intentJson(pi) };
      }
      if (behaviour.outcome === "decline") return declineIntent(kit, pi, call, behaviour, saved);
    }
    settleCharge(pi);
    sendEvent(kit, call, "payment_intent.succeeded", () => intentJson(pi));
    return { status: 200, body: intentJson(pi) };
  }

  /** A decline is the card_error object with the PaymentIntent (and a saved PaymentMethod) in it, HTTP 402. */
  function declineIntent(kit: FakeKit, pi: FakeIntent, call: string, decline: Decline, pm?: FakePaymentMethod): FakeResponse {
    pi.status = "requires_payment_method";
    pi.last_payment_error = lastError(decline, pm);
    sendEvent(kit, call, "payment_intent.payment_failed", () => intentJson(pi));
    const res = stripeError(402, { type: "card_error", code: decline.code, ...(decline.decline_code ? { decline_code: decline.decline_code } : {}), message: decline.message });
    const error = (res.body as { error: Record<string, unknown> }).error;
    error.payment_intent = intentJson(pi);
    if (pm) error.payment_method = paymentMethodJson(pm);
    return res;
  }

  /**
   * A saved PaymentMethod the intent may not use: a detached one never again ("Detachment is permanent
   * and irreversible", the detach reference; the message as Stripe answers it, quoted by integrators), one
   * attached to a customer only with that customer ("Payment methods attached to other Customers cannot be
   * used with this PaymentIntent"; these two messages are chosen).
   */
  function savedMethodRefusal(pm: FakePaymentMethod, customer: string | null): FakeResponse | null {
    if (pm.detached) {
      return stripeError(400, {
        type: "invalid_request_error",
        message:
          "The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.",
        param: "payment_method",
      });
    }
    if (pm.customer && !customer) return stripeError(400, { type: "invalid_request_error", message: `The provided PaymentMethod is attached to a Customer; pass that Customer's ID as \`customer\` to use ${pm.id}.`, param: "customer" });
    if (pm.customer && customer !== pm.customer) return stripeError(400, { type: "invalid_request_error", message: `The provided PaymentMethod ${pm.id} does not belong to Customer ${customer}.`, param: "payment_method" });
    return null;
  }

  function createSession(form: Record<string, unknown>): FakeResponse {
    if (form.mode === undefined) return missingParam("mode");
    if (form.mode !== "payment" && form.mode !== "setup") return stripeError(400, { type: "invalid_request_error", message: "This fake takes mode=payment or mode=setup only.", param: "mode" }); // chosen: the gateway sends these two
    const setup = form.mode === "setup";
    let currency: string | null = null;
    let total = 0;
    const lineItems: FakeSession["line_items"] = [];
    if (setup) {
      // docs.stripe.com/payments/checkout/save-and-reuse: no line items; "Checkout uses Dynamic payment methods
      // by default, which requires you to pass the currency parameter when using setup mode" (the create
      // reference: "Required in setup mode when allowed_payment_method_types is not set").
      if (form.line_items !== undefined) return stripeError(400, { type: "invalid_request_error", message: "You cannot pass `line_items` in `setup` mode.", param: "line_items" }); // not documented word for word; chosen
      if (form.payment_intent_data !== undefined) return stripeError(400, { type: "invalid_request_error", message: "`payment_intent_data` can only be used in `payment` mode.", param: "payment_intent_data" }); // chosen
      if (form.currency === undefined && form.allowed_payment_method_types === undefined && form.payment_method_types === undefined) return missingParam("currency");
      if (form.currency !== undefined) {
        const cur = String(form.currency);
        if (cur !== cur.toLowerCase() || !SUPPORTED.has(cur)) return stripeError(400, { type: "invalid_request_error", message: `Invalid currency: ${cur}.`, param: "currency" });
        currency = cur;
      }
    } else {
      if (form.setup_intent_data !== undefined) return stripeError(400, { type: "invalid_request_error", message: "`setup_intent_data` can only be used in `setup` mode.", param: "setup_intent_data" }); // chosen
      const items = form.line_items;
      if (!Array.isArray(items) || items.length === 0) return missingParam("line_items");
      for (const [i, raw] of items.entries()) {
        const item = asRecord(raw);
        const price = asRecord(item.price_data);
        if (!item.price_data) return missingParam(`line_items[${i}][price_data]`);
        if (!price.currency) return missingParam(`line_items[${i}][price_data][currency]`);
        const cur = String(price.currency);
        if (cur !== cur.toLowerCase() && !SUPPORTED.has(cur.toLowerCase())) return stripeError(400, { type: "invalid_request_error", message: `Invalid currency: ${cur}.`, param: `line_items[${i}][price_data][currency]` });
        if (!SUPPORTED.has(cur.toLowerCase())) return stripeError(400, { type: "invalid_request_error", message: `Invalid currency: ${cur.toLowerCase()}. Stripe currently supports these currencies: ${[...SUPPORTED].join(", ")}`, param: `line_items[${i}][price_data][currency]` });
        if (currency && currency !== cur.toLowerCase()) return stripeError(400, { type: "invalid_request_error", message: "All line items must use the same currency.", param: "line_items" });
        currency = cur.toLowerCase();
        if (price.unit_amount === undefined) return missingParam(`line_items[${i}][price_data][unit_amount]`);
        // Amounts are integers in the smallest unit; "10.5" is refused, for a zero-decimal currency too.
        if (!/^\d+$/.test(String(price.unit_amount))) return invalidParam(`line_items[${i}][price_data][unit_amount]`, `Invalid integer: ${String(price.unit_amount)}`);
        if (!asRecord(price.product_data).name) return missingParam(`line_items[${i}][price_data][product_data][name]`);
        const quantity = item.quantity === undefined ? null : Number(item.quantity);
        if (quantity === null) return missingParam(`line_items[${i}][quantity]`);
        const unit = Number(price.unit_amount);
        total += unit * quantity;
        lineItems.push({ name: String(asRecord(price.product_data).name), unit_amount: unit, quantity });
      }
      // Stripe's minimum charge is $0.50 or its equivalent (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts);
      // not documented for ETB, UGX, DJF; chosen: 50 cents for USD only.
      if (currency === "usd" && total < 50) return stripeError(400, { type: "invalid_request_error", code: "amount_too_small", message: "The Checkout Session's total amount due must add up to at least $0.50 usd", param: "line_items" });
    }
    if (!form.success_url) return missingParam("success_url");
    let expiresAt = now() + 24 * 3600;
    if (form.expires_at !== undefined) {
      expiresAt = Number(form.expires_at);
      // Measured from the session's creation on Stripe's side, with no slack: a request that spends a
      // second on the way, or a gateway clock behind Stripe's, is refused at exactly 30 minutes.
      const createdAt = now() + clockAheadS;
      if (!Number.isInteger(expiresAt) || expiresAt < createdAt + 30 * 60 || expiresAt > createdAt + 24 * 3600) {
        return stripeError(400, { type: "invalid_request_error", message: "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.", param: "expires_at" });
      }
    }
    // Cards only, whichever way the API version says it (allowed_payment_method_types since 2026, payment_method_types before).
    const methods = form.allowed_payment_method_types ?? form.payment_method_types;
    if (methods !== undefined && (!Array.isArray(methods) || methods.some((m) => !["card", "link"].includes(String(m))))) {
      return stripeError(400, { type: "invalid_request_error", message: "This fake's account has only cards enabled.", param: "allowed_payment_method_types" }); // chosen
    }
    // An existing Customer: a setup-mode session attaches the saved PaymentMethod to it.
    const customer = form.customer === undefined ? null : String(form.customer);
    if (customer !== null && !customers.has(customer)) return stripeError(400, { type: "invalid_request_error", code: "resource_missing", message: `No such customer: '${customer}'`, param: "customer" });
    if (customer !== null && form.customer_email !== undefined) return stripeError(400, { type: "invalid_request_error", message: "You may only specify one of these parameters: customer, customer_email.", param: "customer_email" });
    const submit = asRecord(asRecord(form.custom_text).submit).message;
    if (submit !== undefined && String(submit).length > 1200) return stripeError(400, { type: "invalid_request_error", message: "Invalid string: must be at most 1200 characters.", param: "custom_text[submit][message]" }); // the limit as the reference gives it; the message chosen
    const pid = asRecord(form.payment_intent_data);
    const sid = asRecord(form.setup_intent_data);
    const s: FakeSession = {
      id: randomId(`cs_${prefix}_${setup ? "c1" : "a1"}`, 56),
      mode: setup ? "setup" : "payment",
      amount_total: total,
      currency: currency ?? "",
      status: "open",
      payment_status: setup ? "no_payment_required" : "unpaid",
      payment_intent: null,
      setup_intent: null,
      customer,
      submit_message: submit === undefined ? null : String(submit),
      client_reference_id: form.client_reference_id ? String(form.client_reference_id) : null,
      customer_email: form.customer_email ? String(form.customer_email) : null,
      metadata: asMetadata(form.metadata),
      intentMetadata: asMetadata(pid.metadata),
      description: pid.description ? String(pid.description) : null,
      success_url: String(form.success_url),
      cancel_url: form.cancel_url ? String(form.cancel_url) : null,
      expires_at: expiresAt,
      created: now(),
      livemode,
      line_items: lineItems,
    };
    if (setup) {
      // The 2022-08-01 change defers only payment mode's PaymentIntent to confirmation; chosen: a setup-mode
      // session's SetupIntent exists from the start (the session object names it), as before that change.
      const si: FakeSetupIntent = { id: randomId("seti_"), status: "requires_payment_method", customer, payment_method: null, last_setup_error: null, metadata: asMetadata(sid.metadata), description: sid.description ? String(sid.description) : null, session: s.id, created: now(), livemode, cancellation_reason: null };
      setupIntents.set(si.id, si);
      s.setup_intent = si.id;
    }
    sessions.set(s.id, s);
    return { status: 200, body: sessionJson(s, false) };
  }

  // ---- customers and their PaymentMethods ----------------------------------------------------
  // docs.stripe.com/api/customers (create, retrieve) and docs.stripe.com/api/payment_methods (retrieve,
  // list a customer's, detach: "Detachment is permanent and irreversible — once detached, a PaymentMethod
  // can no longer be used for payments or re-attached to a Customer").

  function createCustomer(form: Record<string, unknown>): FakeResponse {
    const email = form.email === undefined || form.email === "" ? null : String(form.email);
    if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return stripeError(400, { type: "invalid_request_error", code: "email_invalid", message: `Invalid email address: ${email}`, param: "email" });
    const text = (v: unknown) => (v === undefined || v === "" ? null : String(v));
    const c: FakeCustomer = { id: randomId("cus_", 14), email, name: text(form.name), phone: text(form.phone), description: text(form.description), metadata: asMetadata(form.metadata), created: now(), livemode };
    customers.set(c.id, c);
    return { status: 200, body: customerJson(c) };
  }

  function listPaymentMethods(customer: string, q: Record<string, unknown>): FakeResponse {
    if (!customers.has(customer)) return noSuch("customer", customer, "customer");
    if (q.type !== undefined && q.type !== "card") return { status: 200, body: { object: "list", data: [], has_more: false, url: `/v1/customers/${customer}/payment_methods` } };
    const limit = q.limit === undefined ? 10 : Number(q.limit);
    const rows = [...paymentMethods.values()].reverse().filter((pm) => pm.customer === customer);
    return { status: 200, body: { object: "list", data: rows.slice(0, limit).map(paymentMethodJson), has_more: rows.length > limit, url: `/v1/customers/${customer}/payment_methods` } };
  }

  function detachPaymentMethod(kit: FakeKit, pm: FakePaymentMethod): FakeResponse {
    // The message as Stripe answers it (quoted by integrators); not documented on the reference page.
    if (!pm.customer) return stripeError(400, { type: "invalid_request_error", message: "The payment method you provided is not attached to a customer so detachment is impossible.", param: "payment_method" });
    pm.customer = null;
    pm.detached = true;
    sendEvent(kit, `POST /v1/payment_methods/${pm.id}/detach`, "payment_method.detached", () => paymentMethodJson(pm));
    return { status: 200, body: paymentMethodJson(pm) };
  }

  function listBalanceTransactions(q: Record<string, unknown>): FakeResponse {
    const created = asRecord(q.created);
    const limit = q.limit === undefined ? 10 : Number(q.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) return stripeError(400, { type: "invalid_request_error", message: "This value must be greater than or equal to 1 and less than or equal to 100.", param: "limit" });
    const bound = (k: string) => (created[k] === undefined ? null : Number(created[k]));
    const [gte, gt, lte, lt] = [bound("gte"), bound("gt"), bound("lte"), bound("lt")];
    // Newest first, as Stripe lists.
    let rows = [...balanceTransactions]
      .reverse()
      .filter((t) => (gte === null || t.created >= gte) && (gt === null || t.created > gt) && (lte === null || t.created <= lte) && (lt === null || t.created < lt))
      .filter((t) => !q.type || t.type === q.type)
      .filter((t) => !q.currency || t.currency === q.currency);
    if (q.starting_after) {
      const i = rows.findIndex((t) => t.id === q.starting_after);
      if (i < 0) return noSuch("balance_transaction", String(q.starting_after), "starting_after");
      rows = rows.slice(i + 1);
    }
    const page = rows.slice(0, limit);
    const expandSource = expands(q).includes("data.source");
    return { status: 200, body: { object: "list", data: page.map((t) => txnJson(t, expandSource)), has_more: rows.length > limit, url: "/v1/balance_transactions" } };
  }

  // ---- disputes ------------------------------------------------------------------------------
  // docs.stripe.com/api/disputes (the object, update with evidence[...] and submit, close, retrieve,
  // list) and docs.stripe.com/disputes/responding (one submission; evidence saved with submit=false).

  /** Stripe's evidence fields that take text (the file fields take a File id, file_…). */
  const EVIDENCE_TEXT = ["access_activity_log", "billing_address", "cancellation_policy_disclosure", "cancellation_rebuttal", "customer_email_address", "customer_name", "customer_purchase_ip", "duplicate_charge_explanation", "duplicate_charge_id", "product_description", "refund_policy_disclosure", "refund_refusal_explanation", "service_date", "shipping_address", "shipping_carrier", "shipping_date", "shipping_tracking_number", "uncategorized_text"];
  const EVIDENCE_FILES = ["cancellation_policy", "customer_communication", "customer_signature", "duplicate_charge_documentation", "receipt", "refund_policy", "service_documentation", "shipping_documentation", "uncategorized_file"];
  const DISPUTE_REASONS = ["bank_cannot_process", "check_returned", "credit_not_processed", "customer_initiated", "debit_not_authorized", "duplicate", "fraudulent", "general", "incorrect_account_details", "insufficient_funds", "noncompliant", "product_not_received", "product_unacceptable", "subscription_canceled", "unrecognized"];
  const closedDispute = (d: FakeDispute) => d.status === "won" || d.status === "lost" || d.status === "warning_closed";

  function disputeJson(d: FakeDispute): Record<string, unknown> {
    const evidence: Record<string, unknown> = Object.fromEntries([...EVIDENCE_TEXT, ...EVIDENCE_FILES].map((k) => [k, d.evidence[k] ?? null]));
    return {
      id: d.id,
      object: "dispute",
      amount: d.amount,
      balance_transactions: d.balance_transactions.map((id) => txnJson(balanceTransactions.find((t) => t.id === id)!, false)),
      charge: d.charge,
      created: d.created,
      currency: d.currency,
      evidence,
      evidence_details: {
        due_by: closedDispute(d) ? null : d.due_by,
        has_evidence: Object.keys(d.evidence).length > 0,
        past_due: !closedDispute(d) && d.due_by < now(),
        submission_count: d.submission_count,
      },
      // Not documented per case; chosen: a disputed charge is not refundable (Stripe's usual answer for a chargeback).
      is_charge_refundable: d.status.startsWith("warning_"),
      livemode,
      metadata: d.metadata,
      payment_intent: d.payment_intent,
      reason: d.reason,
      status: d.status,
    };
  }

  function disputeTxn(d: FakeDispute, amount: number, fee: number, description: string): void {
    const t: FakeBalanceTransaction = { id: randomId("txn_"), amount, currency: d.currency, fee, net: amount - fee, type: "adjustment", source: d.id, status: "available", created: now(), available_on: now(), description };
    balanceTransactions.push(t);
    d.balance_transactions.push(t.id);
  }

  const disputeEvent = (kit: FakeKit, d: FakeDispute, type: string) => sendEvent(kit, `DISPUTE ${d.id}`, `charge.dispute.${type}`, () => disputeJson(d));

  function openDispute(kit: FakeKit, input: { paymentIntent: string; amount?: number; reason?: string; status?: "needs_response" | "warning_needs_response" }): FakeDispute | { error: string } {
    const pi = intents.get(input.paymentIntent);
    if (!pi || pi.status !== "succeeded" || !pi.latest_charge) return { error: `no succeeded PaymentIntent ${input.paymentIntent}` };
    const charge = charges.get(pi.latest_charge)!;
    const amount = input.amount ?? charge.amount - charge.amount_refunded;
    if (!Number.isInteger(amount) || amount <= 0 || amount > charge.amount) return { error: `amount: 1..${charge.amount}` };
    const reason = input.reason ?? "fraudulent";
    if (!DISPUTE_REASONS.includes(reason)) return { error: `reason: one of ${DISPUTE_REASONS.join(", ")}` };
    // Not documented as a fixed span (the network sets it); chosen: 7 days, within the 7–21 days Stripe's guide quotes.
    const d: FakeDispute = { id: randomId("dp_"), amount, currency: charge.currency, charge: charge.id, payment_intent: pi.id, reason, status: input.status ?? "needs_response", evidence: {}, due_by: now() + 7 * 86_400, submission_count: 0, balance_transactions: [], created: now(), metadata: {} };
    disputes.set(d.id, d);
    // A chargeback takes the amount and Stripe's dispute fee at once; an inquiry (warning_*) moves no money.
    if (!d.status.startsWith("warning_")) disputeTxn(d, -amount, stripeDisputeFee(d.currency), "Chargeback withdrawal for " + charge.id);
    disputeEvent(kit, d, "created");
    if (d.balance_transactions.length) disputeEvent(kit, d, "funds_withdrawn");
    return d;
  }

  function updateDispute(kit: FakeKit, id: string, change: { status?: FakeDisputeStatus; due_by?: number }): FakeDispute | { error: string } {
    const d = disputes.get(id);
    if (!d) return { error: `no dispute ${id}` };
    if (closedDispute(d)) return { error: `the dispute is ${d.status}` };
    if (change.status === "won" || change.status === "lost" || change.status === "warning_closed") return { error: "close it with rule" };
    const escalates = d.status.startsWith("warning_") && change.status !== undefined && !change.status.startsWith("warning_");
    if (change.status) d.status = change.status;
    if (change.due_by !== undefined) d.due_by = change.due_by;
    if (escalates) disputeTxn(d, -d.amount, stripeDisputeFee(d.currency), "Chargeback withdrawal for " + d.charge);
    disputeEvent(kit, d, "updated");
    if (escalates) disputeEvent(kit, d, "funds_withdrawn");
    return d;
  }

  function ruleDispute(kit: FakeKit, id: string, outcome: "won" | "lost"): FakeDispute | { error: string } {
    const d = disputes.get(id);
    if (!d) return { error: `no dispute ${id}` };
    if (closedDispute(d)) return { error: `the dispute is ${d.status}` };
    const inquiry = d.status.startsWith("warning_");
    // An inquiry that ends in the merchant's favour is warning_closed; one that is lost became a chargeback first.
    if (inquiry && outcome === "lost") disputeTxn(d, -d.amount, stripeDisputeFee(d.currency), "Chargeback withdrawal for " + d.charge);
    d.status = inquiry && outcome === "won" ? "warning_closed" : outcome;
    // Won: the amount comes back (not documented whether the fee does; chosen: it does not, as for most US accounts).
    const reinstated = outcome === "won" && d.balance_transactions.length > 0;
    if (reinstated) disputeTxn(d, d.amount, 0, "Chargeback reversal for " + d.charge);
    disputeEvent(kit, d, "closed");
    if (reinstated) disputeEvent(kit, d, "funds_reinstated");
    return d;
  }

  /** POST /v1/disputes/{id}: evidence[...] saved; submit (default true) sends it, once. */
  function updateEvidence(kit: FakeKit, d: FakeDispute, form: Record<string, unknown>): FakeResponse {
    if (closedDispute(d)) return stripeError(400, { type: "invalid_request_error", message: `This dispute is already closed (status ${d.status}); its evidence can no longer be updated.` }); // not documented word for word; chosen
    if (d.submission_count > 0 || d.status === "under_review" || d.status === "warning_under_review") {
      return stripeError(400, { type: "invalid_request_error", message: "This dispute's evidence has already been submitted; it cannot be changed or submitted again." }); // not documented word for word; chosen
    }
    const evidence = asRecord(form.evidence);
    for (const key of Object.keys(evidence)) {
      if (!EVIDENCE_TEXT.includes(key) && !EVIDENCE_FILES.includes(key)) return stripeError(400, { type: "invalid_request_error", code: "parameter_unknown", message: `Received unknown parameter: evidence[${key}]`, param: `evidence[${key}]` });
      // A file field names one of the account's files uploaded for dispute evidence; Stripe answers a
      // missing object named in a parameter 400 resource_missing (the URL's own object is the 404).
      if (EVIDENCE_FILES.includes(key) && evidence[key] !== "" && files.get(String(evidence[key]))?.purpose !== "dispute_evidence") {
        return stripeError(400, { type: "invalid_request_error", code: "resource_missing", message: `No such file upload: '${String(evidence[key])}'`, param: `evidence[${key}]` });
      }
    }
    for (const [key, value] of Object.entries(evidence)) d.evidence[key] = String(value);
    Object.assign(d.metadata, asMetadata(form.metadata));
    const submit = form.submit === undefined ? true : String(form.submit) === "true";
    if (submit) {
      d.submission_count += 1;
      d.status = d.status === "warning_needs_response" ? "warning_under_review" : "under_review";
    }
    disputeEvent(kit, d, "updated");
    return { status: 200, body: disputeJson(d) };
  }

  /** POST /v1/disputes/{id}/close: the merchant accepts; the dispute is lost (an inquiry: warning_closed). */
  function closeDispute(kit: FakeKit, d: FakeDispute): FakeResponse {
    if (closedDispute(d)) return stripeError(400, { type: "invalid_request_error", message: `This dispute is already closed (status ${d.status}).` }); // not documented word for word; chosen
    d.status = d.status.startsWith("warning_") ? "warning_closed" : "lost";
    disputeEvent(kit, d, "closed");
    return { status: 200, body: disputeJson(d) };
  }

  // ---- files ---------------------------------------------------------------------------------
  // docs.stripe.com/api/files (the File object, create, retrieve) and the File upload guide
  // (stripe.com/docs/guides/file-upload, "Uploading a file"): a multipart/form-data POST to
  // files.stripe.com/v1/files with `purpose` and `file`. Its purposes table gives dispute_evidence as
  // PDF, JPEG or PNG, at most 5MB, kept 9 months (16MB is the account_requirement purpose's limit).
  // Only dispute_evidence is served here: another purpose is refused as a bad `purpose`.

  const FILE_PURPOSES = ["account_requirement", "additional_verification", "business_icon", "business_logo", "customer_signature", "dispute_evidence", "identity_document", "issuing_regulatory_reporting", "pci_document", "tax_document_user_upload", "terminal_reader_splashscreen"];
  const DISPUTE_EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
  /** Not documented as a span in seconds; chosen: the guide's "9 months" as 270 days. */
  const DISPUTE_EVIDENCE_LIFETIME_S = 270 * 86_400;

  /** The file's kind from its first bytes, as Stripe judges an upload (never the part's declared type). */
  function fileType(bytes: Buffer): FakeFile["type"] | null {
    const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
    if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
    if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
    if (starts([0xff, 0xd8, 0xff])) return "jpg";
    return null;
  }

  const fileJson = (f: FakeFile) => ({
    id: f.id,
    object: "file",
    created: f.created,
    expires_at: f.created + DISPUTE_EVIDENCE_LIFETIME_S,
    filename: f.filename,
    links: { object: "list", data: [], has_more: false, url: `/v1/file_links?file=${f.id}` },
    purpose: f.purpose,
    size: f.size,
    title: null,
    type: f.type,
    url: `${baseUrl}/v1/files/${f.id}/contents`,
  });

  /** POST /v1/files: the upload's fields, from the multipart body. */
  function createFile(upload: Multipart): FakeResponse {
    const purpose = upload.fields.purpose;
    if (purpose === undefined) return missingParam("purpose");
    if (purpose !== "dispute_evidence") {
      const message = FILE_PURPOSES.includes(purpose)
        ? `This fake takes files for dispute evidence only; purpose ${purpose} is not served.` // chosen: the fake's own limit
        : `Invalid purpose: must be one of ${FILE_PURPOSES.join(", ")}`; // not documented word for word; chosen
      return stripeError(400, { type: "invalid_request_error", message, param: "purpose" });
    }
    const file = upload.files.file;
    if (!file) return missingParam("file");
    if (file.data.byteLength > DISPUTE_EVIDENCE_MAX_BYTES) {
      return stripeError(400, { type: "invalid_request_error", message: `File size ${file.data.byteLength} exceeds the maximum of 5MB (${DISPUTE_EVIDENCE_MAX_BYTES} bytes) for purpose dispute_evidence.`, param: "file" }); // not documented word for word; chosen
    }
    const type = fileType(file.data);
    if (!type) return stripeError(400, { type: "invalid_request_error", message: "Files for purpose dispute_evidence must be PDF, JPEG or PNG.", param: "file" }); // not documented word for word; chosen
    const f: FakeFile = { id: randomId("file_"), purpose, size: file.data.byteLength, type, filename: file.filename || "blob", created: now(), content: Buffer.from(file.data) };
    files.set(f.id, f);
    return { status: 200, body: fileJson(f) };
  }

  // ---- the API -------------------------------------------------------------------------------

  function authenticated(req: FakeRequest): FakeResponse | null {
    const header = req.headers.authorization ?? "";
    let key: string | null = null;
    const bearer = /^Bearer (\S+)$/.exec(header);
    const basic = /^Basic (\S+)$/.exec(header);
    if (bearer) key = bearer[1];
    else if (basic) key = Buffer.from(basic[1], "base64").toString("utf8").split(":")[0];
    if (!key) {
      return stripeError(401, { type: "invalid_request_error", message: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')." });
    }
    if (key !== secretKey) return stripeError(401, { type: "invalid_request_error", code: "api_key_invalid", message: `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` });
    return null;
  }

  async function route(req: FakeRequest, kit: FakeKit): Promise<FakeResponse | undefined> {
    const { method: m, path: p } = req;
    const answer = (res: FakeResponse): FakeResponse => ({ ...res, headers: { "request-id": randomId("req_", 14), "stripe-version": req.headers["stripe-version"] ?? FAKE_API_VERSION, ...(res.headers ?? {}) } });
    let mm: RegExpExecArray | null;

    // The customer's pages (no API key: a browser).
    if ((mm = /^\/c\/pay\/([^/]+)$/.exec(p))) {
      const s = sessions.get(mm[1]);
      if (!s) return { status: 404, headers: { "content-type": "text/html" }, body: "<h1>Something went wrong</h1><p>The page you were looking for could not be found.</p>" };
      if (m === "GET") return { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: hostedPage(s) };
      if (m === "POST") {
        const fields = new URLSearchParams(req.body);
        const result = payWithCard(kit, s, fields.get("card") ?? "", fields.get("exp"));
        if (result.location) return { status: 303, headers: { location: result.location }, body: "" };
        return { status: result.status, headers: { "content-type": "text/html; charset=utf-8" }, body: hostedPage(s, result.error) };
      }
    }
    if ((mm = /^\/3ds\/([^/]+)$/.exec(p))) {
      const pi = intents.get(mm[1]);
      const si = setupIntents.get(mm[1]);
      if (!pi && !si) return { status: 404, body: "" };
      if (m === "GET") return { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: `<h1>3D Secure 2 Test Page</h1><form method="post"><button name="result" value="complete">Complete</button><button name="result" value="fail">Fail</button></form>` };
      const outcome = new URLSearchParams(req.body).get("result") === "complete" ? "complete" : "fail";
      const result = pi ? authenticate(kit, pi, outcome) : authenticateSetup(kit, si!, outcome);
      return result.location ? { status: 303, headers: { location: result.location }, body: "" } : { status: result.status, body: result.error ?? "" };
    }

    if (!p.startsWith("/v1/")) return answer(stripeError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${m}: ${p}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.` }));
    const denied = authenticated(req);
    if (denied) return answer(denied);
    if (apiErrors > 0) {
      apiErrors -= 1;
      return answer({ ...stripeError(500, { type: "api_error", message: "An unknown error occurred" }), headers: { "stripe-should-retry": "true" } });
    }
    if (rateLimited > 0) {
      rateLimited -= 1;
      return answer(stripeError(429, { type: "invalid_request_error", code: "rate_limit", message: "Too many requests hit the API too quickly. We recommend an exponential backoff of your requests." }));
    }
    const multipart = m === "POST" && /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "");
    if (m === "POST" && p === "/v1/files" && !multipart) return answer(stripeError(400, { type: "invalid_request_error", message: "File uploads must be sent as multipart/form-data." })); // not documented word for word; chosen
    if (multipart && p !== "/v1/files") return answer(stripeError(400, { type: "invalid_request_error", message: `Invalid request: ${p} takes application/x-www-form-urlencoded parameters, not multipart/form-data.` })); // chosen
    if (m === "POST" && req.body.trim().startsWith("{")) {
      // Stripe takes form bodies; a JSON body reads as no parameters at all.
      return answer(stripeError(400, { type: "invalid_request_error", message: "Invalid request: request parameters should be application/x-www-form-urlencoded, not JSON." })); // not documented word for word; chosen
    }
    let upload: Multipart | null = null;
    if (multipart) {
      upload = parseMultipart(req);
      if (!upload) return answer(stripeError(400, { type: "invalid_request_error", message: "Invalid multipart/form-data body." })); // chosen
    }
    const form = upload ? upload.fields : m === "POST" ? parseStripeForm(req.body) : parseStripeForm(new URLSearchParams(req.query).toString());

    // Idempotency (POST only): the first answer is saved and replayed for the same key and parameters.
    const key = m === "POST" ? req.headers["idempotency-key"] : undefined;
    if (key) {
      const call = `${m} ${p}`;
      const saved = idempotency.get(`${secretKey}:${key}`);
      if (saved) {
        if (saved.call !== call || saved.body !== req.body) {
          return answer(
            stripeError(400, {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            }),
          );
        }
        if (!saved.answer) return answer(stripeError(409, { type: "invalid_request_error", code: "idempotency_key_in_use", message: "There is currently another in-progress request using this Stripe API key and idempotency key. Please try again later." }));
        return answer({ ...saved.answer, headers: { ...(saved.answer.headers ?? {}), "idempotent-replayed": "true", "original-request": "req_original" } });
      }
      const entry: { call: string; body: string; answer?: FakeResponse } = { call, body: req.body };
      idempotency.set(`${secretKey}:${key}`, entry);
      const res = api(kit, m, p, form, upload);
      // Stripe saves the answer once the endpoint began executing, errors included, 500s too.
      entry.answer = res;
      return answer(res);
    }
    return answer(api(kit, m, p, form, upload));
  }

  function api(kit: FakeKit, m: string, p: string, form: Record<string, unknown>, upload: Multipart | null = null): FakeResponse {
    let mm: RegExpExecArray | null;
    if (m === "POST" && p === "/v1/files" && upload) return createFile(upload);
    if ((mm = /^\/v1\/files\/([^/]+)$/.exec(p)) && m === "GET") {
      const f = files.get(mm[1]);
      return f ? { status: 200, body: fileJson(f) } : noSuch("file", mm[1], "file");
    }
    if (m === "POST" && p === "/v1/checkout/sessions") return createSession(form);
    if (m === "GET" && p === "/v1/checkout/sessions") {
      const limit = form.limit === undefined ? 10 : Number(form.limit);
      const rows = [...sessions.values()]
        .reverse()
        .filter((s) => (!form.payment_intent || s.payment_intent === form.payment_intent) && (!form.customer || s.customer === form.customer) && (!form.status || s.status === form.status));
      const paths = under(expands(form), "data");
      return { status: 200, body: { object: "list", data: rows.slice(0, limit).map((s) => sessionJson(s, paths)), has_more: rows.length > limit, url: "/v1/checkout/sessions" } };
    }
    if ((mm = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(p)) && m === "GET") {
      const s = sessions.get(mm[1]);
      if (!s) return noSuch("checkout.session", mm[1], "session");
      if (s.status === "open" && s.expires_at <= now()) s.status = "expired";
      return { status: 200, body: sessionJson(s, expands(form)) };
    }
    if (m === "POST" && p === "/v1/customers") return createCustomer(form);
    if (m === "GET" && p === "/v1/customers/search") {
      const query = String(form.query ?? "");
      const q = /^metadata\['([^']+)'\]:'([^']*)'$/.exec(query);
      if (!q) return stripeError(400, { type: "invalid_request_error", message: `Invalid query: ${query}. This fake answers metadata['key']:'value' only.`, param: "query" }); // chosen
      const rows = [...customers.values()].filter((c) => c.metadata[q[1]] === q[2]);
      return { status: 200, body: { object: "search_result", data: rows.map(customerJson), has_more: false, next_page: null, url: "/v1/customers/search" } };
    }
    if ((mm = /^\/v1\/customers\/([^/]+)$/.exec(p)) && m === "GET") {
      const c = customers.get(mm[1]);
      return c ? { status: 200, body: customerJson(c) } : noSuch("customer", mm[1], "id");
    }
    if ((mm = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(p)) && m === "GET") return listPaymentMethods(mm[1], form);
    if (m === "GET" && p === "/v1/payment_methods") {
      if (!form.customer) return missingParam("customer"); // chosen: the fake lists a customer's only
      return listPaymentMethods(String(form.customer), form);
    }
    if ((mm = /^\/v1\/payment_methods\/([^/]+)$/.exec(p)) && m === "GET") {
      const pm = paymentMethods.get(mm[1]);
      return pm ? { status: 200, body: paymentMethodJson(pm) } : noSuch("PaymentMethod", mm[1], "id");
    }
    if ((mm = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(p)) && m === "POST") {
      const pm = paymentMethods.get(mm[1]);
      return pm ? detachPaymentMethod(kit, pm) : noSuch("PaymentMethod", mm[1], "payment_method");
    }
    if ((mm = /^\/v1\/setup_intents\/([^/]+)$/.exec(p)) && m === "GET") {
      const si = setupIntents.get(mm[1]);
      return si ? { status: 200, body: setupIntentJson(si, expands(form)) } : noSuch("setupintent", mm[1], "intent");
    }
    if ((mm = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(p)) && m === "POST") {
      const s = sessions.get(mm[1]);
      if (!s) return noSuch("checkout.session", mm[1], "session");
      return expireSession(kit, s);
    }
    if (m === "GET" && p === "/v1/payment_intents/search") {
      const query = String(form.query ?? "");
      const q = /^metadata\['([^']+)'\]:'([^']*)'$/.exec(query);
      if (!q) return stripeError(400, { type: "invalid_request_error", message: `Invalid query: ${query}. This fake answers metadata['key']:'value' only.`, param: "query" }); // chosen
      const rows = [...intents.values()].filter((pi) => pi.metadata[q[1]] === q[2]);
      return { status: 200, body: { object: "search_result", data: rows.map(intentJson), has_more: false, next_page: null, url: "/v1/payment_intents/search" } };
    }
    if (m === "POST" && p === "/v1/payment_intents") return createIntent(kit, form);
    if ((mm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(p)) && m === "POST") {
      const pi = intents.get(mm[1]);
      return pi ? confirmIntent(kit, pi, form) : noSuch("payment_intent", mm[1], "intent");
    }
    if ((mm = /^\/v1\/payment_intents\/([^/]+)$/.exec(p)) && m === "GET") {
      const pi = intents.get(mm[1]);
      return pi ? { status: 200, body: intentJson(pi) } : noSuch("payment_intent", mm[1], "intent");
    }
    if (m === "POST" && p === "/v1/refunds") return createRefund(kit, form);
    if ((mm = /^\/v1\/refunds\/([^/]+)$/.exec(p)) && m === "GET") {
      const r = refunds.get(mm[1]);
      return r ? { status: 200, body: refundJson(r) } : noSuch("refund", mm[1], "refund");
    }
    if ((mm = /^\/v1\/charges\/([^/]+)$/.exec(p)) && m === "GET") {
      const c = charges.get(mm[1]);
      return c ? { status: 200, body: chargeJson(c) } : noSuch("charge", mm[1], "charge");
    }
    if (m === "GET" && p === "/v1/balance") {
      const byCurrency = new Map<string, number>();
      for (const t of balanceTransactions) byCurrency.set(t.currency, (byCurrency.get(t.currency) ?? 0) + t.net);
      const available = [...byCurrency.entries()].map(([currency, amount]) => ({ amount, currency, source_types: { card: amount } }));
      return { status: 200, body: { object: "balance", available: available.length ? available : [{ amount: 0, currency: "usd", source_types: { card: 0 } }], pending: [], livemode } };
    }
    if (m === "GET" && p === "/v1/balance_transactions") return listBalanceTransactions(form);
    if (m === "GET" && p === "/v1/disputes") {
      const limit = form.limit === undefined ? 10 : Number(form.limit);
      const rows = [...disputes.values()].reverse().filter((d) => (!form.charge || d.charge === form.charge) && (!form.payment_intent || d.payment_intent === form.payment_intent));
      let page = rows;
      if (form.starting_after) page = rows.slice(rows.findIndex((d) => d.id === form.starting_after) + 1);
      return { status: 200, body: { object: "list", data: page.slice(0, limit).map(disputeJson), has_more: page.length > limit, url: "/v1/disputes" } };
    }
    if ((mm = /^\/v1\/disputes\/([^/]+)$/.exec(p))) {
      const d = disputes.get(mm[1]);
      if (!d) return noSuch("dispute", mm[1], "dispute");
      if (m === "GET") return { status: 200, body: disputeJson(d) };
      if (m === "POST") return updateEvidence(kit, d, form);
    }
    if ((mm = /^\/v1\/disputes\/([^/]+)\/close$/.exec(p)) && m === "POST") {
      const d = disputes.get(mm[1]);
      if (!d) return noSuch("dispute", mm[1], "dispute");
      return closeDispute(kit, d);
    }
    return stripeError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${m}: ${p}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.` });
  }

  function hostedPage(s: FakeSession, error?: string): string {
    const amount = ZERO_DECIMAL.has(s.currency) ? String(s.amount_total) : (s.amount_total / 100).toFixed(2);
    const heading = s.mode === "setup" ? "Save your card" : `Pay ${escapeHtml(s.currency.toUpperCase())} ${amount}`;
    const message = s.submit_message ? `<p>${escapeHtml(s.submit_message)}</p>` : "";
    const expiry = s.mode === "setup" ? `<label>Expiry (MM / YY) <input name="exp" autocomplete="cc-exp"></label>` : "";
    return `<!doctype html><html><head><title>Checkout</title></head><body><h1>${heading}</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}<form method="post" action="/c/pay/${s.id}"><label>Card number <input name="card" autocomplete="cc-number"></label>${expiry}${message}<button type="submit">${s.mode === "setup" ? "Save card" : "Pay"}</button></form>${s.cancel_url ? `<a href="${escapeHtml(s.cancel_url)}">Back</a>` : ""}</body></html>`;
  }

  // ---- discrepancies (the reconciliation tests) --------------------------------------------

  function chargeTxnOf(paymentIntent: string): FakeBalanceTransaction | undefined {
    const pi = intents.get(paymentIntent);
    return pi?.latest_charge ? balanceTransactions.find((t) => t.source === pi.latest_charge && t.type === "charge") : undefined;
  }

  function plant(kit: FakeKit, d: PlantedDiscrepancy): FakeBalanceTransaction | undefined {
    switch (d.kind) {
      case "wrong_amount": {
        const t = chargeTxnOf(d.paymentIntent);
        if (t) Object.assign(t, { amount: d.amount, net: d.amount - t.fee });
        return t;
      }
      case "missing": {
        const t = chargeTxnOf(d.paymentIntent);
        if (t) balanceTransactions.splice(balanceTransactions.indexOf(t), 1);
        return t;
      }
      case "fee": {
        const t = chargeTxnOf(d.paymentIntent);
        if (t) Object.assign(t, { fee: d.fee, net: t.amount - d.fee });
        return t;
      }
      case "extra": {
        const currency = d.currency.toLowerCase();
        const charge: FakeCharge = { id: randomId("ch_"), amount: d.amount, amount_refunded: 0, currency, payment_intent: null, metadata: {}, refunded: false, created: now(), balance_transaction: null };
        const fee = d.fee ?? stripeFee(d.amount, currency);
        const t: FakeBalanceTransaction = { id: randomId("txn_"), amount: d.amount, currency, fee, net: d.amount - fee, type: "charge", source: charge.id, status: "available", created: now(), available_on: now(), description: "A charge the gateway never made" };
        charge.balance_transaction = t.id;
        charges.set(charge.id, charge);
        balanceTransactions.push(t);
        return t;
      }
      case "late_charge": {
        const session = sessions.get(d.session);
        if (!session) return undefined;
        const pi = intentFor(session);
        if (pi.status === "succeeded") return undefined;
        settleCharge(pi);
        return chargeTxnOf(pi.id);
      }
      case "pending": {
        const t = chargeTxnOf(d.paymentIntent);
        if (t) Object.assign(t, { status: "pending", available_on: t.created + 2 * 86_400 });
        return t;
      }
      case "refund": {
        // A refund made in Stripe's dashboard: no gateway metadata.
        const res = createRefund(kit, { payment_intent: d.paymentIntent, ...(d.amount === undefined ? {} : { amount: String(d.amount) }) });
        const id = (res.body as { id?: string }).id;
        return id ? balanceTransactions.find((t) => t.source === id) : undefined;
      }
    }
  }

  function payout(currency: string): FakeBalanceTransaction | undefined {
    const cur = currency.toLowerCase();
    const balance = balanceTransactions.filter((t) => t.currency === cur).reduce((sum, t) => sum + t.net, 0);
    if (balance <= 0) return undefined;
    const t: FakeBalanceTransaction = { id: randomId("txn_"), amount: -balance, currency: cur, fee: 0, net: -balance, type: "payout", source: randomId("po_"), status: "available", created: now(), available_on: now(), description: "STRIPE PAYOUT" };
    balanceTransactions.push(t);
    return t;
  }

  // ---- controls ------------------------------------------------------------------------------

  async function control(req: FakeRequest, kit: FakeKit): Promise<FakeResponse | undefined> {
    let mm: RegExpExecArray | null;
    if (req.method === "POST" && req.path === "/__fake/config") {
      const b = req.json<{ webhook_url?: string | null }>();
      if (!b) return { status: 400, body: { error: "a JSON body" } };
      if ("webhook_url" in b) webhookUrl = b.webhook_url ?? undefined;
      return { status: 200, body: { ok: true, webhook_url: webhookUrl ?? null } };
    }
    if (req.method === "POST" && (mm = /^\/__fake\/checkout\/([^/]+)\/pay$/.exec(req.path))) {
      const s = sessions.get(mm[1]);
      if (!s) return { status: 404, body: { error: `no session ${mm[1]}` } };
      const b = req.json<{ card?: string; exp?: string }>();
      const r = payWithCard(kit, s, b?.card ?? "", b?.exp);
      return { status: 200, body: { status: r.status, location: r.location, error: r.error ?? null } };
    }
    if (req.method === "POST" && (mm = /^\/__fake\/checkout\/([^/]+)\/expire$/.exec(req.path))) {
      const s = sessions.get(mm[1]);
      if (!s) return { status: 404, body: { error: `no session ${mm[1]}` } };
      return expireSession(kit, s);
    }
    if (req.method === "POST" && (mm = /^\/__fake\/3ds\/([^/]+)$/.exec(req.path))) {
      const s = sessions.get(mm[1]);
      const pi = s?.payment_intent ? intents.get(s.payment_intent) : undefined;
      const si = s?.setup_intent ? setupIntents.get(s.setup_intent) : undefined;
      if (!pi && !si) return { status: 404, body: { error: `no PaymentIntent or SetupIntent for ${mm[1]}` } };
      const outcome = req.json<{ result?: string }>()?.result === "complete" ? "complete" : "fail";
      const r = pi ? authenticate(kit, pi, outcome) : authenticateSetup(kit, si!, outcome);
      return { status: 200, body: { status: r.status, location: r.location, error: r.error ?? null } };
    }
    if (req.method === "POST" && (req.path === "/__fake/rate-limit" || req.path === "/__fake/api-error")) {
      const times = req.json<{ times?: number }>()?.times ?? 1;
      if (!Number.isInteger(times) || times < 0) return { status: 400, body: { error: "times: a whole number" } };
      if (req.path === "/__fake/rate-limit") rateLimited = times;
      else apiErrors = times;
      return { status: 200, body: { ok: true, times } };
    }
    if (req.method === "POST" && req.path === "/__fake/payout") {
      const t = payout(req.json<{ currency?: string }>()?.currency ?? "usd");
      return t ? { status: 200, body: txnJson(t, false) } : { status: 409, body: { error: "nothing available to pay out" } };
    }
    if (req.method === "POST" && req.path === "/__fake/disputes") {
      const b = req.json<{ payment_intent?: string; amount?: number; reason?: string; status?: "needs_response" | "warning_needs_response" }>();
      if (!b?.payment_intent) return { status: 400, body: { error: "payment_intent: a succeeded PaymentIntent" } };
      const r = openDispute(kit, { paymentIntent: b.payment_intent, amount: b.amount, reason: b.reason, status: b.status });
      return "error" in r ? { status: 409, body: r } : { status: 200, body: disputeJson(r) };
    }
    if (req.method === "POST" && (mm = /^\/__fake\/disputes\/([^/]+)\/(update|rule)$/.exec(req.path))) {
      const b = req.json<{ status?: FakeDisputeStatus; due_by?: number; outcome?: "won" | "lost" }>() ?? {};
      if (mm[2] === "rule" && b.outcome !== "won" && b.outcome !== "lost") return { status: 400, body: { error: "outcome: won or lost" } };
      const r = mm[2] === "rule" ? ruleDispute(kit, mm[1], b.outcome!) : updateDispute(kit, mm[1], b);
      return "error" in r ? { status: 409, body: r } : { status: 200, body: disputeJson(r) };
    }
    if (req.method === "POST" && req.path === "/__fake/settlements/plant") {
      const d = req.json<PlantedDiscrepancy>();
      if (!d || !["wrong_amount", "missing", "extra", "fee", "refund", "late_charge", "pending"].includes(d.kind)) return { status: 400, body: { error: "kind: wrong_amount, missing, extra, fee, refund, late_charge or pending" } };
      const t = plant(kit, d);
      return t ? { status: 200, body: txnJson(t, false) } : { status: 404, body: { error: "nothing to plant that on" } };
    }
    return undefined;
  }

  const server = await startFakeServer(opts, route, control);
  baseUrl = server.url;
  const kit = server.kit;
  return {
    ...server,
    async pay(sessionId, card, payOpts) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      // Through the hosted page's own route, so the request log and the callback faults see it.
      const fields = new URLSearchParams({ card, ...(payOpts?.exp ? { exp: payOpts.exp } : {}) });
      const res = await fetch(`${server.url}/c/pay/${sessionId}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: fields.toString(), redirect: "manual" });
      await res.arrayBuffer();
      return { status: res.status, location: res.headers.get("location") };
    },
    authenticate(sessionId, result) {
      const s = sessions.get(sessionId);
      const pi = s?.payment_intent ? intents.get(s.payment_intent) : undefined;
      const si = s?.setup_intent ? setupIntents.get(s.setup_intent) : undefined;
      if (!pi && !si) throw new Error(`no PaymentIntent or SetupIntent for ${sessionId}`);
      const r = pi ? authenticate(kit, pi, result) : authenticateSetup(kit, si!, result);
      if (r.error) throw new Error(r.error);
    },
    expire(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      const r = expireSession(kit, s);
      if (r.status !== 200) throw new Error(JSON.stringify(r.body));
    },
    sessionFor(attemptId) {
      return [...sessions.values()].find((s) => s.client_reference_id === attemptId);
    },
    setClockAheadMs(ms) {
      clockAheadS = Math.ceil(ms / 1000);
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    plant: (d) => plant(kit, d),
    payout,
    openDispute(input) {
      const r = openDispute(kit, input);
      if ("error" in r) throw new Error(r.error);
      return r;
    },
    updateDispute(id, change) {
      const r = updateDispute(kit, id, change);
      if ("error" in r) throw new Error(r.error);
      return r;
    },
    ruleDispute(id, outcome) {
      const r = ruleDispute(kit, id, outcome);
      if ("error" in r) throw new Error(r.error);
      return r;
    },
    state: { sessions, intents, charges, refunds, balanceTransactions, disputes, files, customers, paymentMethods, setupIntents },
  };
}
