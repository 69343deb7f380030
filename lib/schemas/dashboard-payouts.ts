// Query of the dashboard's payout quote: GET /api/dashboard/payouts/quote?currency=&bank_slug=.
// The list, create, OTP, approve and reject routes use the API's own schemas (lib/schemas/payouts.ts).
import { z } from "zod";

export const payoutQuoteQuerySchema = z
  .object({
    currency: z.string({ error: "is required" }).max(10),
    bank_slug: z.string().max(100).optional(),
  })
  .strict();

/** PUT /api/dashboard/payouts/approval-thresholds: one currency's threshold, major units; null removes it. */
export const payoutApprovalThresholdBodySchema = z
  .object({
    currency: z.string().min(3).max(3),
    amount: z.number().positive().nullable(),
  })
  .strict();
