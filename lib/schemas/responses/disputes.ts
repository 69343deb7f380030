// Response schemas of disputes: the `data` of the /v2/disputes routes and the dispute.* events'
// payloads, as lib/disputes/serialize-dispute.ts builds them.
import { z } from "zod";
import { amount, currency, mode, timestamp, cursorPaginationSchema } from "@/lib/schemas/responses/common";
import { DISPUTE_FILE_PURPOSES, DISPUTE_REASONS, DISPUTE_STAGES, DISPUTE_STATUSES } from "@/lib/catalog/dispute-states";

export const disputeFileSchema = z
  .object({
    file_id: z.string().meta({ description: "The file's id (`dpf_…`)" }),
    purpose: z.enum(DISPUTE_FILE_PURPOSES),
    file_name: z.string(),
    mime_type: z.string().meta({ description: "As judged from the file's bytes" }),
    size: z.number().int().meta({ description: "In bytes" }),
    sha256: z.string().meta({ description: "The SHA-256 of the file's bytes, hex" }),
    created_at: timestamp(),
  })
  .strict()
  .meta({ id: "DisputeFile" });

export const disputeBalanceTransactionSchema = z
  .object({
    type: z.enum(["hold", "release", "loss", "fee", "debt"]).meta({
      description: "`hold`: the amount left your available balance; `release`: it came back (won); `loss`: the processor kept it; `fee`: the dispute fee; `debt`: the part of the hold your balance lacked",
    }),
    amount: amount(),
    currency: currency(),
    created_at: timestamp(),
  })
  .strict()
  .meta({ id: "DisputeBalanceTransaction" });

export const disputeSchema = z
  .object({
    dispute_reference: z.string().meta({ description: "The gateway's reference of the dispute (`dp_…`)" }),
    payment_reference: z.string().meta({ description: "The disputed payment (`pay_…`)" }),
    kind: z.enum(["chargeback", "reversal"]).meta({ description: "`chargeback`: a card dispute the processor reported; `reversal`: a mobile-money reversal claim you recorded" }),
    stage: z.enum(DISPUTE_STAGES).meta({ description: "`pre_dispute` (an inquiry), `dispute`, `pre_arbitration`" }),
    status: z.enum(DISPUTE_STATUSES),
    reason: z.enum(DISPUTE_REASONS),
    amount: amount(),
    currency: currency(),
    fee: amount().meta({ description: "The dispute fee taken if it is lost (none on a mobile-money reversal)" }),
    outcome: z.enum(["won", "lost"]).nullable().meta({ description: "null while the dispute is open" }),
    loss_bearer: z.string().meta({ description: "Who bears a loss: `merchant`" }),
    processor_reference: z.string().meta({ description: "The processor's dispute id, or the operator's reference of a reversal claim" }),
    processor_status: z.string().nullable().meta({ description: "The processor's own status text, as it last said it" }),
    evidence: z.record(z.string(), z.string()).meta({ description: "The staged (then submitted) text evidence" }),
    evidence_details: z
      .object({
        due_by: timestamp().nullable().meta({ description: "The deadline for evidence, or null" }),
        due_soon: z.boolean().meta({ description: "Open, and due within 48 hours" }),
        past_due: z.boolean(),
        has_evidence: z.boolean(),
        submission_count: z.number().int().meta({ description: "0 or 1: evidence is submitted once, then frozen" }),
        submitted_at: timestamp().nullable(),
        channel: z.enum(["processor", "record"]).meta({
          description: "`processor`: submitting sends the evidence through the processor's API (Stripe); `record`: the gateway keeps it as your record, and the processor takes evidence elsewhere (Chapa's dashboard, the operator's customer care)",
        }),
        awaiting_response: z.boolean().meta({ description: "Evidence can still be staged and submitted, or the dispute accepted" }),
      })
      .strict(),
    files: z.array(disputeFileSchema).optional().meta({ description: "The evidence files (on the dispute's own answers, not in lists or events)" }),
    balance_transactions: z.array(disputeBalanceTransactionSchema).optional().meta({ description: "Its movements of your balance (on the dispute's own answers)" }),
    funds_withdrawn_at: timestamp().nullable(),
    funds_reinstated_at: timestamp().nullable(),
    closed_at: timestamp().nullable(),
    mode: mode(),
    created_at: timestamp(),
    updated_at: timestamp(),
  })
  .strict()
  .meta({ id: "Dispute" });

export const disputeListSchema = z
  .object({ items: z.array(disputeSchema), pagination: cursorPaginationSchema })
  .strict()
  .meta({ id: "DisputeList" });
