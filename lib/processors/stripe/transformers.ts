// What Stripe's objects' states mean to the gateway, as data: the connector looks a state up
// here instead of spreading the mapping through its code, and the tests read the same table.
// From Stripe's API reference: "The Checkout Session object" (status open/complete/expired,
// payment_status paid/unpaid/no_payment_required), "The PaymentIntent object" (status),
// "The SetupIntent object" (status) and "The Refund object" (status pending/requires_action/succeeded/failed/canceled).
import type Stripe from "stripe";
import { currencyExponent } from "@/lib/money";
import type { DisputeReason, DisputeStatus } from "@/lib/catalog/dispute-states";
import type { CallbackHint, MandateDisplay, ProcessorDispute } from "@/lib/processors/types";

/** Stripe's dispute reasons (docs.stripe.com/api/disputes/object, reason) as the gateway's; any other is "other". */
export const DISPUTE_REASONS: Record<string, DisputeReason> = {
  fraudulent: "fraudulent",
  product_not_received: "product_not_received",
  product_unacceptable: "product_unacceptable",
  duplicate: "duplicate",
  credit_not_processed: "credit_not_processed",
  subscription_canceled: "subscription_canceled",
  unrecognized: "unrecognized",
  general: "general",
};

const STRIPE_DISPUTE_STATUSES: readonly DisputeStatus[] = ["warning_needs_response", "warning_under_review", "warning_closed", "needs_response", "under_review", "won", "lost"];

/**
 * A Stripe dispute object as the gateway's report. updatedAt: Stripe's dispute carries no update time
 * (only created), and the gateway records what it read from the API, which always answers the latest
 * state; so the time of the answer is the report's time: a later read is never an older state.
 */
export function disputeReport(d: Stripe.Dispute, attemptId: string | null, chargeRef: string | null, answeredAt: Date): ProcessorDispute | null {
  if (!STRIPE_DISPUTE_STATUSES.includes(d.status as DisputeStatus)) return null;
  const status = d.status as DisputeStatus;
  const currency = d.currency.toUpperCase();
  const due = d.evidence_details?.due_by;
  return {
    disputeRef: d.id,
    attemptId,
    chargeRef,
    amount: fromStripeAmount(d.amount, currency),
    currency,
    status,
    processorStatus: d.status,
    reason: DISPUTE_REASONS[d.reason] ?? "other",
    stage: status.startsWith("warning_") ? "pre_dispute" : "dispute",
    dueBy: due ? new Date(due * 1000) : null,
    updatedAt: answeredAt,
    evidenceSubmitted: (d.evidence_details?.submission_count ?? 0) > 0,
  };
}


/** A Checkout Session's state: `status/payment_status`. */
export const CHECKOUT_SESSION_OUTCOMES: Record<string, "success" | "pending" | "failed"> = {
  // The customer is on Stripe's page, or came back without paying: a declined card keeps the session
  // open (Checkout lets the customer try another card), so a decline alone is not the attempt's end.
  "open/unpaid": "pending",
  // Paid: the PaymentIntent succeeded.
  "complete/paid": "success",
  // Completed with a delayed method: the money is not there yet (async_payment_succeeded/failed follows).
  "complete/unpaid": "pending",
  // Expired (its expires_at passed, or the gateway expired it): nothing was charged.
  "expired/unpaid": "failed",
};

/** A PaymentIntent's status, for a session whose state the table above does not settle. */
export const PAYMENT_INTENT_OUTCOMES: Record<string, "success" | "pending" | "failed"> = {
  succeeded: "success",
  processing: "pending",
  requires_action: "pending", // 3-D Secure under way on Stripe's page
  requires_payment_method: "pending", // declined, the customer may try another card while the session is open
  requires_confirmation: "pending",
  requires_capture: "pending", // never with capture_method automatic, which the gateway uses
  canceled: "failed",
};

/**
 * A PaymentIntent the gateway created and confirmed itself, off-session, for a saved card
 * (chargeMandate): no page to come back to, so a card that needs another try has failed.
 */
export const OFF_SESSION_INTENT_OUTCOMES: Record<string, "success" | "pending" | "failed"> = {
  succeeded: "success",
  processing: "pending", // confirmed later; payment_intent.succeeded or payment_failed follows
  requires_capture: "pending", // never with capture_method automatic, which the gateway uses
  requires_confirmation: "pending",
  // Declined (last_payment_error says why, authentication_required included): nobody is there to try another card.
  requires_payment_method: "failed",
  // Off-session Stripe answers a card that needs the customer with authentication_required, not this; were it to, nobody can authenticate.
  requires_action: "failed",
  canceled: "failed",
};

/**
 * A setup-mode Checkout Session (createMandate) by its status: open, the customer has not saved a card
 * yet (a declined card or a failed 3-D Secure keeps it open: Checkout offers another try); complete,
 * the SetupIntent's status decides; expired, nothing was saved.
 */
export const SETUP_SESSION_OUTCOMES: Record<string, "pending" | "by_setup_intent" | "expired"> = {
  open: "pending",
  complete: "by_setup_intent",
  expired: "expired",
};

/** A SetupIntent's status, for a completed setup-mode session. */
export const SETUP_INTENT_OUTCOMES: Record<string, "active" | "pending" | "failed"> = {
  succeeded: "active",
  processing: "pending",
  requires_payment_method: "pending",
  requires_action: "pending",
  requires_confirmation: "pending",
  canceled: "failed",
};

/** What a saved card looks like: the PaymentMethod's card object (brand, last4, exp_month, exp_year); never the number. */
export function cardDisplay(pm: Stripe.PaymentMethod): MandateDisplay | null {
  const card = pm.card;
  if (pm.type !== "card" || !card || !card.last4) return null;
  return { kind: "card", brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

/**
 * Why an off-session charge was declined, as the gateway's reason: "authentication_required" when the card
 * needs the customer (Stripe's code, or its decline code under card_declined), else the decline code
 * (generic_decline, insufficient_funds, …), else the error's code.
 */
export function offSessionDeclineReason(error: { code?: string | null; decline_code?: string | null } | null | undefined): string {
  if (!error) return "card_declined";
  if (error.code === "authentication_required" || error.decline_code === "authentication_required") return "authentication_required";
  return error.decline_code || error.code || "card_declined";
}

/** A Refund's status. */
export const REFUND_OUTCOMES: Record<string, "succeeded" | "pending" | "failed"> = {
  pending: "pending",
  requires_action: "pending",
  succeeded: "succeeded",
  failed: "failed",
  canceled: "failed",
};

/**
 * Stripe's amounts are integers in each currency's smallest unit, with its own list of zero-decimal
 * currencies (docs.stripe.com/currencies, "Zero-decimal currencies"): UGX and DJF are whole shillings
 * and francs, USD and ETB cents. The gateway's exponents (lib/money) happen to agree for these four,
 * but the conversion goes through this table so that a currency whose exponents differ converts right.
 */
export const STRIPE_DECIMALS: Record<string, number> = { USD: 2, ETB: 2, UGX: 0, DJF: 0 };

const DEFAULT_BASE_URL = "https://api.stripe.com";
/**
 * Stripe takes uploads on its own files host (the File upload guide: "send a multipart/form-data
 * request to https://files.stripe.com/v1/files"; the SDK's files.create names that host). A connection
 * pointed elsewhere (a fake, a proxy) takes them on its own base URL, as the SDK does when given a host.
 */
const FILES_BASE_URL = "https://files.stripe.com";

/** Where a connection's file uploads go: Stripe's files host for Stripe's API host, else the connection's own base URL. */
export function stripeFilesBaseUrl(baseUrl: string | null | undefined): string {
  const url = new URL(baseUrl || DEFAULT_BASE_URL);
  return url.hostname === new URL(DEFAULT_BASE_URL).hostname ? FILES_BASE_URL : (baseUrl || DEFAULT_BASE_URL).replace(/\/+$/, "");
}

/** Our file purposes as Stripe's file evidence fields (docs.stripe.com/api/disputes/object, evidence); any other is uncategorized_file. */
export const DISPUTE_FILE_FIELDS: Record<string, string> = {
  receipt: "receipt",
  shipping_documentation: "shipping_documentation",
  customer_communication: "customer_communication",
  refund_policy: "refund_policy",
  other: "uncategorized_file",
};

/** What Stripe takes for purpose dispute_evidence (the File upload guide's purposes table: PDF, JPEG, PNG). */
export const STRIPE_EVIDENCE_FILE_TYPES: readonly string[] = ["application/pdf", "image/png", "image/jpeg"];

type EvidenceFile = { purpose: string; fileName: string; mimeType: string; content: Buffer };

/**
 * The staged evidence as one Stripe submission: the files to upload, each with the evidence field its
 * File id goes to, and the text fields. Stripe's file fields take one file each, so the first file
 * (in upload order) for a field is attached and a later one for the same field is not uploaded: a
 * note in uncategorized_text names it, so the submission says what the merchant had. A plain-text file
 * (which the gateway stores, and Stripe does not take as a file) goes into uncategorized_text as text,
 * under its name. The staged uncategorized_text comes first.
 */
export function stripeEvidencePlan<F extends EvidenceFile>(evidence: Record<string, string>, files: readonly F[]): { uploads: { field: string; file: F }[]; text: Record<string, string> } {
  const uploads: { field: string; file: F }[] = [];
  const extra: string[] = [];
  const left: string[] = [];
  for (const file of files) {
    if (file.mimeType === "text/plain") {
      extra.push(`${file.fileName} (${file.purpose}):\n${file.content.toString("utf8")}`);
      continue;
    }
    const field = DISPUTE_FILE_FIELDS[file.purpose] ?? "uncategorized_file";
    if (uploads.some((u) => u.field === field)) left.push(`${file.fileName} (${file.purpose})`);
    else uploads.push({ field, file });
  }
  if (left.length) extra.push(`Not attached (Stripe takes one file for each kind of evidence): ${left.join(", ")}.`);
  const text = { ...evidence };
  const uncategorized = [evidence.uncategorized_text, ...extra].filter((t): t is string => Boolean(t && t.trim()));
  if (uncategorized.length) text.uncategorized_text = uncategorized.join("\n\n");
  return { uploads, text };
}

/** The SDK's host/port/protocol options from a connection's base URL (Stripe's own by default). */
export function stripeHostOptions(baseUrl: string | null | undefined): { host: string; port: number; protocol: "http" | "https" } {
  const url = new URL(baseUrl || DEFAULT_BASE_URL);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

/** Gateway minor units to Stripe's amount for the currency (whole units for Stripe's zero-decimal currencies). */
export function toStripeAmount(minor: bigint, currency: string): number {
  const shift = stripeDecimals(currency) - currencyExponent(currency);
  if (shift >= 0) return Number(minor * 10n ** BigInt(shift));
  const scale = 10n ** BigInt(-shift);
  if (minor % scale !== 0n) throw new Error(`${currency} amount ${minor} has more decimals than Stripe takes`);
  return Number(minor / scale);
}

/** Stripe's amount back to the gateway's minor units. */
export function fromStripeAmount(amount: number, currency: string): bigint {
  const shift = currencyExponent(currency) - stripeDecimals(currency);
  const value = BigInt(Math.trunc(amount));
  if (shift >= 0) return value * 10n ** BigInt(shift);
  return value / 10n ** BigInt(-shift);
}

export function stripeDecimals(currency: string): number {
  return STRIPE_DECIMALS[currency.toUpperCase()] ?? 2;
}
export type ExpectedAmount = { amount: bigint; currency: string };

/** Which gateway object a verified Stripe event is about. */
export function callbackHint(event: Stripe.Event): CallbackHint | null {
  // Signed, but no event ("null", a number, an object without data.object): nothing Stripe sends.
  if (!event || typeof event !== "object" || typeof event.id !== "string") return null;
  const raw = (event.data as { object?: unknown } | undefined)?.object;
  if (!raw || typeof raw !== "object") return null;
  const object = raw as { object?: unknown; client_reference_id?: unknown; metadata?: unknown };
  const meta = (object.metadata && typeof object.metadata === "object" ? object.metadata : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" && v ? v : null);
  // A dispute event: the gateway asks Stripe for the dispute (disputeStatus); the payload is only what was signed.
  if (object.object === "dispute" && typeof event.type === "string" && event.type.startsWith("charge.dispute.")) {
    const d = raw as Stripe.Dispute;
    const reported = disputeReport(d, null, null, new Date(event.created * 1000));
    if (reported && typeof d.id === "string") return { kind: "dispute", id: d.id, reported };
  }
  const refundId = text(meta.gateway_refund_id);
  if (object.object === "refund" && refundId) return { kind: "refund", id: refundId };
  // A saved card's set-up (its setup-mode session, SetupIntent or Customer) names a mandate, which no hint
  // kind names: acknowledged as naming nothing (its client_reference_id is the mandate's id, no attempt's);
  // the gateway asks mandateStatus on its own schedule. An off-session charge names its attempt below.
  if (text(meta.gateway_mandate_id) && !text(meta.gateway_attempt_id)) return { kind: "attempt", id: event.id };
  const attempt = text(object.client_reference_id) ?? text(meta.gateway_attempt_id);
  if (attempt) return { kind: "attempt", id: attempt };
  // Signed by Stripe but about nothing the gateway sent (another integration on the account, an event
  // type it does not use): acknowledged as naming nothing, so Stripe does not retry it for days.
  return { kind: "attempt", id: event.id };
}
