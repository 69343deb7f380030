// Request schema of the customer portal's link (POST /v2/customers/{id}/portal-link, docs/customer-portal.md).
import { z } from "zod";

export const createPortalLinkSchema = z
  .object({
    expires_in_hours: z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(720, "must be at most 720 (30 days)")
      .optional()
      .meta({ description: "How long the link works, in hours (default 168: 7 days)", example: 168 }),
  })
  .strict();
export type CreatePortalLinkInput = z.output<typeof createPortalLinkSchema>;
