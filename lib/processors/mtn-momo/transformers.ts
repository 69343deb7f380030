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
export function failureReason(tx: MomoTransaction): string {
  const reason = typeof tx.reason === "string" ? tx.reason : (tx.reason?.code ?? tx.reason?.message);
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
