// The dashboard's audit log filters: GET /api/dashboard/audit and its CSV export.
import { z } from "zod";

const filters = {
  /** "user:<user id>", "key:<API key id>", or an actor type: dashboard, api, cli, demo, system. */
  actor: z.string().max(100).optional(),
  /** An action (webhook_endpoint.updated) or a family (webhook_endpoint.*). */
  action: z.string().max(100).optional(),
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
};

export const dashboardAuditQuerySchema = z
  .object({
    ...filters,
    cursor: z.string().max(200).optional(),
    per_page: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(100, "must be at most 100")
      .default(50),
  })
  .strict();

export const dashboardAuditExportQuerySchema = z.object(filters).strict();

export type AuditFilters = { actor?: string; action?: string; from?: string; to?: string };
