// The bulk payout request as the wrappers parse it. Only the batch's own fields
// are checked here (VALIDATION_ERROR with { field, message }, as every other request): title,
// currency present, and 1 to MAX_BULK_PAYOUTS items. Each item is checked by the service
// against bulkPayoutItemSchema (lib/schemas/payouts.ts) so that every bad item is reported,
// one entry each with its index and code, instead of zod's flat list (docs/decisions.md,
// "Bulk payouts").
import { z } from "zod";
import { MAX_BULK_PAYOUTS } from "@/lib/schemas/payouts";

export const bulkPayoutRequestSchema = z
  .object({
    title: z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(200, "must be at most 200 characters"),
    currency: z.string({ error: "must be a string" }),
    payouts: z
      .array(z.unknown(), { error: "must be a list of payouts" })
      .min(1, "give at least one payout")
      .max(MAX_BULK_PAYOUTS, `at most ${MAX_BULK_PAYOUTS} payouts per batch`),
  })
  .strict();

export type BulkPayoutRequest = z.output<typeof bulkPayoutRequestSchema>;
