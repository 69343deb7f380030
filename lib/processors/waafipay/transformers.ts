// WaafiPay's answers as data: every call to its one endpoint answers HTTP 200 with
// {responseCode, errorCode, responseMsg, params}; the outcome is in responseCode (and params.state).
//
// What WaafiPay documents (docs.waafipay.com "Introduction", Response Codes): 2001 RCS_SUCCESS and the
// hosted page's 5301-5309; "Hosted Payment Page" adds 5202/E10207 RCS_TRAN_ALREADY_CANCELLED (its
// refund example) and HPP_GETTRANINFO's tranStatusId "3" Approved. Nothing else: no code for a
// declined API_PURCHASE, a reused referenceId, wrong API credentials or an unknown reference.
// What public code shows WaafiPay answering (never a final answer on its own here):
//   - WaafiPay's own PHP SDK's sandbox log (github.com/waafipay/sdk-php, logs/app.log): 5035/E10222
//     RCS_FAILED_TOCREATE_ORDER for every HPP_PURCHASE that reused a referenceId, 5001/E10201
//     RCS_FAILED for a refused API_REFUND and API_PREAUTHORIZE_CANCEL, 5211/E10236
//     RCS_TRAN_OPERATION_NOTALLOWED for a refused API_CANCELPURCHASE;
//   - merchants' integrations: 5206/E10205 "RCS_TRAN_FAILED_AT_ISSUER_SYSTEM (STATE: rejected,
//     ERRCODE: 4004 - User Aborted, TransactionId: …)", "(STATE: declined, ERRCODE: 8001 - Hadhaagaagu
//     kuguma filna. …)", "(Invalid PIN code", "(Subscriber Not Found", "Payment Failed (Haraaga
//     xisaabtaadu kuguma filna, …)", 5310 RCS_USER_REJECTED.
// So: a code is final only where WaafiPay documents it; an issuer's answer is a decline when its text
// names the customer's reason; anything else is in doubt, and the connector asks HPP_GETTRANINFO.
import { currencyExponent } from "@/lib/money";
import type { ProcessorResponse } from "@/lib/processors/http-executor";


export const WAAFI_SUCCESS = "2001";

/** What one documented responseCode means for the gateway. A code not in WAAFI_CODES is in doubt. */
export type WaafiCodeMeaning =
  /** The call did what it asked. */
  | "success"
  /** The customer did not pay (cancelled, or let the prompt time out): a decline, final. */
  | "declined"
  /** WaafiPay says the transaction cannot be performed with these credentials or this service: nothing happened; the operator must fix the connection. */
  | "refused"
  /** The transaction is already reversed (a repeated reversal). */
  | "already_cancelled"
  /** Not documented: WaafiPay may or may not have done it; ask what the transaction became. */
  | "in_doubt";

/** The codes docs.waafipay.com documents, and only those. */
export const WAAFI_CODES: Record<string, { meaning: Exclude<WaafiCodeMeaning, "in_doubt">; msg: string; reason?: string }> = {
  "2001": { meaning: "success", msg: "RCS_SUCCESS" },
  "5202": { meaning: "already_cancelled", msg: "RCS_TRAN_ALREADY_CANCELLED" },
  "5301": { meaning: "refused", msg: "RCS_INVALID_HPPKEY" },
  "5302": { meaning: "refused", msg: "RCS_INVALID_HPPTOKEN" },
  "5303": { meaning: "refused", msg: "RCS_INVALID_HPPRESULTTOKEN" },
  "5304": { meaning: "refused", msg: "RCS_HPP_MERCHANT_REFERENCEID_MISMATCH" },
  "5305": { meaning: "refused", msg: "RCS_HPP_REQUESTID_MISMATCH" },
  "5306": { meaning: "declined", msg: "RCS_HPP_USERACTION_CANCELLED", reason: "The payment was declined on the phone" },
  "5307": { meaning: "refused", msg: "RCS_HPPTOKEN_EXPIRED" },
  "5308": { meaning: "refused", msg: "RCS_HPP_SUBSCRIPTION_ISNOT_ENABLED" },
  "5309": { meaning: "declined", msg: "RCS_HPP_USERACTION_TIMEOUT", reason: "The payment was not approved in time" },
};

export function waafiMeaning(responseCode: string | undefined): WaafiCodeMeaning {
  return (responseCode && WAAFI_CODES[responseCode]?.meaning) || "in_doubt";
}

/**
 * HPP_GETTRANINFO's tranStatusId. Documented: "3" Approved. The rest are docs silent (this gateway's
 * reading, mirrored by the fake): 1 pending (the customer has not answered the prompt), 2 declined or
 * failed, 5 reversed (cancelled or refunded in full), 6 partially refunded (still a success).
 */
export const WAAFI_TRAN_STATUS: Record<string, "pending" | "approved" | "failed" | "reversed" | "partially_refunded"> = {
  "1": "pending",
  "2": "failed",
  "3": "approved",
  "5": "reversed",
  "6": "partially_refunded",
};

/**
 * The customer's reason in an issuer's text: "RCS_TRAN_FAILED_AT_ISSUER_SYSTEM (STATE: rejected,
 * ERRCODE: 4004 - User Aborted, …)" in responseMsg, or the same words in params.description (status
 * sync's failed transaction). ERRCODE 4004 and 8001 are the issuer's codes integrations quote; the
 * words are those integrations match (English and Somali). Null: no reason this gateway can name.
 */
export function waafiIssuerReason(...texts: (string | undefined | null)[]): string | null {
  const text = texts.filter(Boolean).join(" | ");
  if (!text) return null;
  const errcode = /ERRCODE:\s*(\d+)/i.exec(text)?.[1];
  if (errcode === "4004" || /user aborted|USER_REJECTED|user rejected|customer rejected|rejected to authori[sz]e|USERACTION_CANCELLED|cancelled the transaction/i.test(text)) return "The payment was declined on the phone";
  if (errcode === "8001" || /insufficient|not sufficient|kuguma filna|haraaga|hadhaagaagu/i.test(text)) return "Not enough money in the WAAFI account";
  if (/invalid pin|wrong pin|pin code|pin error|nambarka sirta/i.test(text)) return "The WAAFI PIN was wrong";
  if (/USERACTION_TIMEOUT|timed ?out|timeout/i.test(text)) return "The payment was not approved in time";
  if (/subscriber not found|NO_ROUTE_FOUND|user do not exist/i.test(text)) return "No WAAFI account for this number";
  if (/is locked|account locked/i.test(text)) return "The WAAFI account is locked";
  return null;
}

/**
 * What a purchase's non-success answer is: a decline (final, with the customer's reason) or in doubt
 * (ask the processor). Final only for a code WaafiPay documents as the customer's no (5306, 5309; an
 * unknown text there gets the code's own reason) or an issuer text that names the reason; an
 * undocumented code with a text this gateway cannot read (a reused referenceId, a failure at
 * WaafiPay's side, the issuer's "error occurred, please try again later") may have charged: in doubt.
 */
export function waafiPurchaseVerdict(answer: WaafiAnswer): { kind: "declined"; reason: string } | { kind: "in_doubt" } {
  const reason = waafiIssuerReason(answer.responseMsg, typeof answer.params?.description === "string" ? answer.params.description : undefined);
  const documented = answer.responseCode ? WAAFI_CODES[answer.responseCode] : undefined;
  if (documented?.meaning === "declined") return { kind: "declined", reason: reason ?? documented.reason ?? "WaafiPay declined the payment" };
  return reason ? { kind: "declined", reason } : { kind: "in_doubt" };
}

/** The reason of a transaction status sync found failed (tranStatusDesc, description). */
export function waafiFailedReason(...texts: (string | undefined | null)[]): string {
  return waafiIssuerReason(...texts) ?? "WaafiPay reports the payment failed";
}

/** Djibouti's E.164 number as WaafiPay's accountNo: the digits with the country code, no "+" (25377…). */
export function waafiAccountNo(e164: string): string | null {
  const digits = e164.replace(/\D/g, "");
  return /^\d{10,15}$/.test(digits) ? digits : null;
}

/** WaafiPay's amount from the gateway's minor units: DJF has none, so whole francs; others in major units. */
export function waafiAmount(minor: bigint, currency: string): string {
  const exponent = currencyExponent(currency);
  if (exponent === 0) return minor.toString();
  const s = minor.toString().padStart(exponent + 1, "0");
  return `${s.slice(0, -exponent)}.${s.slice(-exponent)}`;
}

/** The gateway's minor units from WaafiPay's amount ("10", "10.0", 10): exact, no float arithmetic. */
export function waafiAmountToMinor(value: unknown, currency: string): bigint | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const exponent = currencyExponent(currency);
  const fraction = (m[2] ?? "").replace(/0+$/, "");
  if (fraction.length > exponent) return null;
  return BigInt(m[1]) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, "0") || "0");
}
/** WaafiPay's timestamp, as its examples show it: "2024-11-05 09:04:44.741" (UTC here). */
export function waafiTimestamp(at: Date): string {
  return at.toISOString().replace("T", " ").replace("Z", "");
}

/** A status WaafiPay gave only in words: a text this gateway cannot read is still pending (in doubt), never failed. */
export function statusFromText(text: string): (typeof WAAFI_TRAN_STATUS)[string] {
  if (/approved/i.test(text)) return "approved";
  if (/revers|cancel|refund/i.test(text)) return "reversed";
  if (/fail|declin|reject/i.test(text)) return "failed";
  return "pending";
}

export function describe(res: ProcessorResponse, answer: WaafiAnswer): string {
  return [answer.responseCode, answer.errorCode, answer.responseMsg].filter(Boolean).join(" ") || `${res.status} ${res.text.slice(0, 200)}`;
}

export type WaafiAnswer = {
  responseCode?: string;
  errorCode?: string;
  responseMsg?: string;
  params?: Record<string, unknown>;
};
