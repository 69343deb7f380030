// WaafiPay's answers as data: every call to its one endpoint answers HTTP 200 with
// {responseCode, errorCode, responseMsg, params}; the outcome is in responseCode (and params.state).
// Sources: docs.waafipay.com "Introduction" (Response Codes: 2001 RCS_SUCCESS, 53xx HPP codes),
// "Hosted Payment Page" (5202/E10207 RCS_TRAN_ALREADY_CANCELLED, HPP_GETTRANINFO's tranStatusId "3"
// Approved). The docs list no other codes for API_PURCHASE: the rest are what merchants' public
// integrations report WaafiPay answering (5206/E10205 "Payment Failed (…)", RCS_USER_REJECTED) and,
// where nothing public says, this gateway's choice, marked "docs silent" (tests/fakes/waafipay/README.md).
import { currencyExponent } from "@/lib/money";
import type { ProcessorResponse } from "@/lib/processors/http-executor";


export const WAAFI_SUCCESS = "2001";

/** What one responseCode means for the gateway. */
export type WaafiCodeMeaning =
  /** The call did what it asked. */
  | "success"
  /** The customer or the wallet said no: a decline, final. */
  | "declined"
  /** The credentials are wrong: nothing happened; the operator must fix the connection. */
  | "auth"
  /** The request was refused as malformed: nothing happened. */
  | "invalid"
  /** This referenceId was sent before: ask what it became. */
  | "duplicate"
  /** The transaction is already reversed (a repeated reversal). */
  | "already_cancelled"
  /** No such transaction. */
  | "not_found"
  /** WaafiPay could not tell (its side failed): the outcome is unknown, ask again. */
  | "unknown";

export const WAAFI_CODES: Record<string, { meaning: WaafiCodeMeaning; msg: string; note: string }> = {
  "2001": { meaning: "success", msg: "RCS_SUCCESS", note: "documented: approved / successful" },
  "5202": { meaning: "already_cancelled", msg: "RCS_TRAN_ALREADY_CANCELLED", note: "documented (HPP refund example, errorCode E10207)" },
  "5206": { meaning: "declined", msg: "Payment Failed (…)", note: "reported by integrations (errorCode E10205): insufficient balance, wrong PIN, …" },
  "5309": { meaning: "declined", msg: "RCS_HPP_USERACTION_TIMEOUT", note: "documented for the HPP: the customer did not act in 5 minutes; used for the PIN prompt expiring (docs silent for the API)" },
  "5310": { meaning: "declined", msg: "RCS_USER_REJECTED", note: "reported by integrations: the customer rejected the prompt" },
  "5001": { meaning: "auth", msg: "RCS_INVALID_API_CREDENTIALS", note: "docs silent: wrong merchantUid, apiUserId or apiKey" },
  "5002": { meaning: "invalid", msg: "RCS_INVALID_REQUEST", note: "docs silent: a missing or malformed field" },
  "5003": { meaning: "duplicate", msg: "RCS_DUPLICATE_REFERENCEID", note: "docs: referenceId is unique per merchant to prevent duplicate transactions; the code is docs silent" },
  "5004": { meaning: "not_found", msg: "RCS_TRAN_NOT_FOUND", note: "docs silent: no transaction for this referenceId / transactionId" },
  "5301": { meaning: "auth", msg: "RCS_INVALID_HPPKEY", note: "documented: wrong HPP key" },
  "5999": { meaning: "unknown", msg: "RCS_SYSTEM_ERROR", note: "docs silent: WaafiPay's side failed; the outcome is unknown" },
};

export function waafiMeaning(responseCode: string | undefined): WaafiCodeMeaning {
  if (!responseCode) return "unknown";
  return WAAFI_CODES[responseCode]?.meaning ?? "declined";
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

/** The gateway's words for a decline, by WaafiPay's responseMsg. */
export function waafiDeclineReason(responseCode: string | undefined, responseMsg: string | undefined): string {
  const msg = responseMsg ?? "";
  if (responseCode === "5310" || /USER_REJECTED/i.test(msg)) return "The payment was declined on the phone";
  if (responseCode === "5309" || /TIMEOUT/i.test(msg)) return "The payment was not approved in time";
  if (/insufficient|haraaga/i.test(msg)) return "Not enough money in the WAAFI account";
  if (/invalid pin|pin code/i.test(msg)) return "The WAAFI PIN was wrong";
  if (/no_route|not found/i.test(msg)) return "No WAAFI account for this number";
  return msg ? `WaafiPay: ${msg}` : "WaafiPay reports the payment failed";
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

export function statusFromText(text: string): (typeof WAAFI_TRAN_STATUS)[string] {
  if (/approved/i.test(text)) return "approved";
  if (/revers|cancel|refund/i.test(text)) return "reversed";
  if (/pending|process/i.test(text)) return "pending";
  return "failed";
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
