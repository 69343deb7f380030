import "server-only";
// POST /v1/transaction/initialize: v2's createHostedPayment with v1's rules on top.
// tx_ref is the merchant reference, so it is unique per merchant and mode across v1 and v2
// payments alike; a reused one is v1's 400 "Transaction reference has been used before".
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import type { AuditActor } from "@/lib/audit/record-audit";
import { ApiError, isApiError } from "@/lib/http/errors";
import { createHostedPayment } from "@/lib/payments/create-hosted-payment";
import { toHostedPaymentInput, type V1InitializeInput } from "@/lib/v1/schemas";

export const TX_REF_USED = "Transaction reference has been used before";

export async function initializeV1Payment(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: Mode; actor: AuditActor; body: V1InitializeInput }) {
  const { input, callbackUrl } = toHostedPaymentInput(opts.body);
  // The worker calls callback_url as webhooks are sent: a live payment's must be https.
  if (callbackUrl && opts.mode === "live" && !callbackUrl.startsWith("https:")) {
    throw new ApiError("INVALID_VALUE", "callback_url must be an https URL in live mode", [{ field: "callback_url", message: "must be an https URL in live mode" }]);
  }
  try {
    return await createHostedPayment(tx, { merchantId: opts.merchantId, mode: opts.mode, actor: opts.actor, input, callbackUrl });
  } catch (error) {
    if (isApiError(error) && error.code === "RESOURCE_CONFLICT") throw new ApiError("RESOURCE_CONFLICT", TX_REF_USED, [{ field: "tx_ref", message: "has been used before" }]);
    throw error;
  }
}
