// WaafiPay's answers as data: every call to its one endpoint answers HTTP 200 with
// {responseCode, errorCode, responseMsg, params}; the outcome is in responseCode (and params.state).
// Sources: docs.waafipay.com "Introduction" (Response Codes: 2001 RCS_SUCCESS, 53xx HPP codes),
// "Hosted Payment Page" (5202/E10207 RCS_TRAN_ALREADY_CANCELLED, HPP_GETTRANINFO's tranStatusId "3"
// Approved). The docs list no other codes for API_PURCHASE: the rest are what merchants' public
// integrations report WaafiPay answering (5206/E10205 "Payment Failed (…)", RCS_USER_REJECTED) and,
// where nothing public says, this gateway's choice, marked "docs silent" (tests/fakes/waafipay/README.md).

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
