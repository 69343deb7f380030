// Request schemas of disputes (the /v2/disputes routes and the dashboard's dispute pages). Shapes
// here (VALIDATION_ERROR); what the dispute's state allows (INVALID_STATE) is the services' to judge.
import { z } from "zod";
import { cursorPaging, listQuery } from "@/lib/schemas/list-query";
import { DISPUTE_EVIDENCE_FIELDS, DISPUTE_FILE_PURPOSES, DISPUTE_REASONS, DISPUTE_STATUSES, EVIDENCE_TEXT_MAX } from "@/lib/catalog/dispute-states";

export const listDisputesQuerySchema = listQuery(
  {
    status: z.enum(DISPUTE_STATUSES).optional().meta({ description: "Only disputes in this status" }),
    kind: z.enum(["chargeback", "reversal"]).optional().meta({ description: "`chargeback`: a card dispute a processor reported; `reversal`: a mobile-money reversal claim" }),
    payment_reference: z.string().max(64, "must be at most 64 characters").optional().meta({ description: "Only the disputes of this payment (`pay_…`)" }),
    open: z.enum(["true", "false"]).optional().meta({ description: "`true`: only disputes not closed yet; `false`: only closed ones" }),
    due_before: z.iso.datetime({ error: "must be an ISO 8601 UTC time" }).optional().meta({ description: "Only open disputes whose evidence is due before this time" }),
  },
  cursorPaging({ items: "Disputes" }),
);
export type ListDisputesQuery = z.output<typeof listDisputesQuerySchema>;

const evidenceText = z.string({ error: "must be text, or null to clear it" }).max(EVIDENCE_TEXT_MAX, `must be at most ${EVIDENCE_TEXT_MAX} characters`).nullable().optional();

/** The evidence's text fields; null clears a staged field. */
export const disputeEvidenceTextSchema = z
  .object(Object.fromEntries(DISPUTE_EVIDENCE_FIELDS.map((f) => [f, evidenceText])) as Record<(typeof DISPUTE_EVIDENCE_FIELDS)[number], typeof evidenceText>)
  .strict()
  .meta({ id: "DisputeEvidenceText", description: "Text evidence (Stripe's field names); a field you leave out stays as staged, null clears it" });

export const stageDisputeEvidenceSchema = z
  .object({ evidence: disputeEvidenceTextSchema })
  .strict();
export type StageDisputeEvidenceInput = z.output<typeof stageDisputeEvidenceSchema>;

/** Submit and accept take an empty body: the staged evidence is what is sent. */
export const emptyDisputeActionSchema = z.object({}).strict();

export const disputeFileUploadSchema = z
  .object({
    file: z.object(
      { filename: z.string(), declared_type: z.string(), size: z.number().int(), sha256: z.string(), base64: z.string() },
      { error: 'is required: send the file in the multipart field "file"' },
    ),
    purpose: z.enum(DISPUTE_FILE_PURPOSES, { error: `must be one of ${DISPUTE_FILE_PURPOSES.join(", ")}` }),
  })
  .strict();
export type DisputeFileUpload = z.output<typeof disputeFileUploadSchema>;

/** How the OpenAPI document describes the upload's body (multipart/form-data). */
export const disputeFileUploadDocSchema = z
  .object({
    file: z.string().meta({ format: "binary", description: "PDF, PNG, JPEG or plain text (judged by its bytes), at most 5 MB" }),
    purpose: z.enum(DISPUTE_FILE_PURPOSES),
  })
  .strict()
  .meta({ id: "DisputeFileUpload" });

export const createReversalClaimSchema = z
  .object({
    payment_reference: z.string().min(1, "is required").max(64, "must be at most 64 characters").meta({ description: "The reversed payment (`pay_…` or your merchant_reference)" }),
    operator_reference: z
      .string()
      .trim()
      .min(1, "is required")
      .max(100, "must be at most 100 characters")
      .meta({ description: "The mobile-money operator's reference of the reversal request (its customer-care ticket or transaction id)" }),
    amount: z.number({ error: "must be a number" }).optional().meta({ description: "In major units; the payment's whole amount (less refunds) when left out" }),
    reason: z.enum(DISPUTE_REASONS, { error: `must be one of ${DISPUTE_REASONS.join(", ")}` }),
    note: z.string().trim().max(2000, "must be at most 2000 characters").optional().meta({ description: "What the operator told you, kept as the claim's first evidence" }),
  })
  .strict();
export type CreateReversalClaimInput = z.output<typeof createReversalClaimSchema>;

export const reversalClaimStatusSchema = z
  .object({
    status: z.enum(["funds_frozen", "reversed", "rejected"], { error: "must be funds_frozen, reversed or rejected" }).meta({
      description: "What the operator told you: `funds_frozen` (it froze the amount), `reversed` (it took it), `rejected` (it released it)",
    }),
  })
  .strict();
export type ReversalClaimStatusInput = z.output<typeof reversalClaimStatusSchema>;

/** The dashboard's forms send every filter, empty when unset: there an empty value means "not given". */
const withoutEmptyValues = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== "")) : value;

export const dashboardDisputesQuerySchema = z.preprocess(withoutEmptyValues, listDisputesQuerySchema);
/** The Disputes page's CSV: its filters, without the paging. */
export const dashboardDisputesExportQuerySchema = z.preprocess(withoutEmptyValues, listDisputesQuerySchema.omit({ cursor: true, per_page: true }));
