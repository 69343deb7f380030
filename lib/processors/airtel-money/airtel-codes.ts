// Airtel Money's Open API codes as data: the transaction statuses of a status enquiry and
// of a callback, and the response codes of `status.response_code`, with the message the gateway shows
// for each failure. From Airtel's developer documentation (developers.airtel.africa, Collection-APIs
// and Disbursement-APIs "Response codes"; tests/fakes/airtel-money/README.md lists the pages).

/** TS successful, TF failed, TA ambiguous (ask again), TIP in progress (the customer has not answered yet). */
export const AIRTEL_TRANSACTION_STATUSES = {
  TS: "success",
  TF: "failed",
  TA: "pending",
  TIP: "pending",
} as const;
export type AirtelTransactionStatus = keyof typeof AIRTEL_TRANSACTION_STATUSES;

export function airtelOutcomeOf(status: unknown): "success" | "failed" | "pending" | null {
  return typeof status === "string" && status in AIRTEL_TRANSACTION_STATUSES ? AIRTEL_TRANSACTION_STATUSES[status as AirtelTransactionStatus] : null;
}

/** Collection (DP008…) and disbursement (DP009…) response codes: whether the request is still going, and what a failure means. */
export const AIRTEL_RESPONSE_CODES: Record<string, { state: "success" | "pending" | "failed"; reason: string }> = {
  DP00800001000: { state: "pending", reason: "Airtel Money reports the transaction as ambiguous" },
  DP00800001001: { state: "success", reason: "Transaction is successful" },
  DP00800001002: { state: "failed", reason: "A wrong Airtel Money PIN was entered" },
  DP00800001003: { state: "failed", reason: "The payment exceeds the Airtel Money account's limits" },
  DP00800001004: { state: "failed", reason: "The amount is below Airtel Money's minimum" },
  DP00800001005: { state: "failed", reason: "The payment was not approved in time" },
  DP00800001006: { state: "pending", reason: "Waiting for the customer to approve on the phone" },
  DP00800001007: { state: "failed", reason: "Not enough money in the Airtel Money account" },
  DP00800001008: { state: "failed", reason: "The payment was declined on the phone" },
  DP00800001009: { state: "failed", reason: "Airtel Money refused the payment" },
  DP00800001010: { state: "failed", reason: "No Airtel Money account for this number" },
  DP00800001024: { state: "failed", reason: "The payment was not approved in time" },
  DP00800001025: { state: "failed", reason: "Airtel Money has no such transaction" },
  DP00800001029: { state: "failed", reason: "The payment was not approved in time" },
  DP00900001001: { state: "success", reason: "Transaction is successful" },
  DP00900001002: { state: "failed", reason: "Airtel Money refused the disbursement PIN" },
  DP00900001007: { state: "failed", reason: "Not enough money in the disbursement wallet" },
  DP00900001010: { state: "failed", reason: "No Airtel Money account for this number" },
  DP00900001016: { state: "failed", reason: "Airtel Money refused the request's signature" },
};

/** ESB codes (`status.result_code`) the gateway acts on: an id sent before, and an unknown transaction. */
export const AIRTEL_ESB = {
  SUCCESS: "ESB000010",
  FAILED: "ESB000011",
  FIELD_VALIDATION: "ESB000008",
  DUPLICATE_ID: "ESB000041",
  NOT_FOUND: "ESB000045",
} as const;

export function airtelReason(responseCode: unknown, message?: unknown): string {
  const known = typeof responseCode === "string" ? AIRTEL_RESPONSE_CODES[responseCode] : undefined;
  if (known && known.state === "failed") return known.reason;
  return typeof message === "string" && message ? `Airtel Money: ${message.slice(0, 200)}` : "Airtel Money reports the transaction failed";
}
