// Contract cases of the dispute operations (lib/openapi/operations/disputes.ts): each needs a paid
// test-mode payment (the simulator's, which takes reversal claims) and, but for the claim itself, an
// open reversal claim on it, recorded with the service the route calls.
import { recordReversalClaim } from "@/lib/disputes/reversal-claims";
import { db } from "@/lib/db";
import type { ContractCases, ContractEnv } from "@/tests/contract-cases/types";
import { createPaidPayment } from "@/tests/factories/payments";

/** The merchant_reference the document's POST /v2/disputes example names. */
const EXAMPLE_PAYMENT_REFERENCE = "order-1001";

/** An open reversal claim on a paid ETB 120 payment, with a note (so it has evidence to submit). */
async function openClaim({ merchant, key }: ContractEnv): Promise<{ path: { id: string } }> {
  const payment = await createPaidPayment(key, { amount: 120, currency: "ETB" });
  const dispute = await recordReversalClaim(db(), {
    merchantId: merchant.merchant.id,
    mode: "test",
    otherMode: "unauthorized",
    reference: payment.reference,
    input: { operator_reference: `MTN-CC-${payment.reference.slice(-8)}`, reason: "unrecognized", note: "The customer called MTN customer care" },
    actor: { type: "cli" },
  });
  return { path: { id: dispute.id } };
}

const PDF = Buffer.from("%PDF-1.4\nreceipt 1001, delivered and signed for\n%%EOF\n");

export const disputeContractCases: ContractCases = {
  listDisputes: {},
  recordReversalClaim: {
    prepare: async ({ key }) => {
      await createPaidPayment(key, { amount: 120, currency: "ETB", merchant_reference: EXAMPLE_PAYMENT_REFERENCE });
      return {};
    },
  },
  getDispute: { prepare: openClaim },
  stageDisputeEvidence: { prepare: openClaim },
  // The body is multipart/form-data: a small PDF in `file`, its purpose in `purpose`.
  uploadDisputeFile: {
    prepare: openClaim,
    requestBody: () => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "receipt-1001.pdf");
      form.append("purpose", "receipt");
      return form;
    },
  },
  submitDisputeEvidence: { prepare: openClaim },
  acceptDispute: { prepare: openClaim },
  updateReversalClaim: { prepare: openClaim },
};
