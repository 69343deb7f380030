// MTN MoMo's answers in the gateway's terms, and the gateway's ids in MoMo's: pure functions, no HTTP
// (the calls are in flows.ts).
import crypto from "node:crypto";
import type { ProcessorResponse } from "@/lib/processors/http-executor";

export type MomoTransaction = {
  amount?: string;
  currency?: string;
  financialTransactionId?: string;
  externalId?: string;
  payer?: { partyIdType?: string; partyId?: string };
  payee?: { partyIdType?: string; partyId?: string };
  status?: string;
  reason?: string | { code?: string; message?: string };
};

/** A UUID v4 (version and variant bits set) derived from the gateway's id: the same id gives the same reference. */
export function momoReferenceId(gatewayId: string): string {
  const h = crypto.createHash("sha256").update(`momo-reference:${gatewayId}`).digest();
  h[6] = (h[6] & 0x0f) | 0x40;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
/** The failure reason MoMo gives: a string today, `{code, message}` in its swagger (both are read). */
export function reasonCode(answer: { reason?: string | { code?: string; message?: string } }): string | undefined {
  return typeof answer.reason === "string" ? answer.reason : (answer.reason?.code ?? answer.reason?.message);
}

export function failureReason(tx: MomoTransaction): string {
  const reason = reasonCode(tx);
  switch (reason) {
    case "APPROVAL_REJECTED":
      return "The payment was declined on the phone";
    case "EXPIRED":
      return "The payment was not approved in time";
    case "NOT_ENOUGH_FUNDS":
      return "Not enough money in the MTN Mobile Money account";
    case "PAYER_NOT_FOUND":
    case "PAYEE_NOT_FOUND":
      return "No MTN Mobile Money account for this number";
    default:
      return reason ? `MTN MoMo: ${reason}` : "MTN MoMo reports the payment failed";
  }
}

/** MoMo's error code in an answer's body ({code, message}), if any. */
export function errorCode(res: ProcessorResponse): string | undefined {
  const code = (res.json as { code?: unknown } | null | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

export function describe(res: ProcessorResponse): string {
  const body = (res.json ?? {}) as { code?: string; message?: string };
  return [body.code, body.message].filter(Boolean).join(": ") || res.text.slice(0, 200);
}

/** A pre-approval as MoMo's status GET answers it (PreApprovalResult). */
export type MomoPreApproval = {
  payer?: { partyIdType?: string; partyId?: string };
  payerCurrency?: string;
  payerMessage?: string;
  status?: string;
  /** "The expiry date +time of the preapproval, in YYYY-MM-DDTHH:mm:SS format". */
  expirationDateTime?: string | number;
  reason?: string | { code?: string; message?: string };
};

export type PreApprovalState = "pending" | "active" | "failed" | "expired" | "canceled";

/**
 * MoMo's pre-approval statuses. Its status GET's schema (PreApprovalResult) documents PENDING, SUCCESSFUL and FAILED;
 * the listing's (PreApprovalDetails, GetApprovedPreApprovals) APPROVED, CANCELLED, EXPIRED, REJECTED and PENDING, read
 * here too because what the GET answers once an approved pre-approval is cancelled or lapses is not documented. CREATED
 * is in a third-party client's list (the mtnmomo Rust crate). A status not in this table is pending: asked again, never
 * taken for an active pre-approval.
 */
const PREAPPROVAL_STATUSES: Readonly<Record<string, PreApprovalState>> = {
  PENDING: "pending",
  CREATED: "pending",
  SUCCESSFUL: "active",
  APPROVED: "active",
  FAILED: "failed",
  REJECTED: "failed",
  EXPIRED: "expired",
  CANCELLED: "canceled",
  CANCELED: "canceled",
};

/**
 * MoMo's expirationDateTime as a date: documented as "YYYY-MM-DDTHH:mm:SS" (taken as UTC when it names no zone, which
 * MoMo does not document), typed integer in its swagger (then seconds, or milliseconds past the epoch). Null: none, or
 * unreadable.
 */
export function momoDateTime(value: unknown): Date | null {
  if (typeof value === "number" && Number.isFinite(value)) return new Date(value < 1e11 ? value * 1000 : value);
  if (typeof value !== "string" || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?$/.test(value)) return null;
  const date = new Date(/(Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Where a pre-approval stands. A FAILED one whose reason is EXPIRED was never answered: expired, not declined. A
 * SUCCESSFUL one past its expirationDateTime has lapsed, whichever word MoMo then answers.
 */
export function preApprovalState(p: MomoPreApproval, now: Date): PreApprovalState {
  const status = typeof p.status === "string" && Object.hasOwn(PREAPPROVAL_STATUSES, p.status) ? PREAPPROVAL_STATUSES[p.status] : "pending";
  if (status === "failed" && reasonCode(p) === "EXPIRED") return "expired";
  if (status === "active") {
    const until = momoDateTime(p.expirationDateTime);
    if (until && until.getTime() <= now.getTime()) return "expired";
  }
  return status;
}

export function preApprovalFailureReason(p: MomoPreApproval): string {
  const reason = reasonCode(p);
  switch (reason) {
    case "APPROVAL_REJECTED":
      return "The pre-approval was declined on the phone";
    case "PAYER_NOT_FOUND":
      return "No MTN Mobile Money account for this number";
    default:
      return reason ? `MTN MoMo: ${reason}` : "MTN MoMo reports the pre-approval failed";
  }
}
