// The dashboard's audit log filters: GET /api/dashboard/audit and its CSV export.
import { z } from "zod";
import { createdRange, cursorPaging, listQuery } from "@/lib/schemas/list-query";

const filters = {
  /** "user:<user id>", "key:<API key id>", or an actor type: dashboard, api, cli, demo, system. */
  actor: z.string().max(100).optional(),
  /** An action (webhook_endpoint.updated) or a family (webhook_endpoint.*). */
  action: z.string().max(100).optional(),
  ...createdRange(),
};

export const dashboardAuditQuerySchema = listQuery(filters, cursorPaging({ items: "Records", defaultPerPage: 50 }));

export const dashboardAuditExportQuerySchema = z.object(filters).strict();

export type AuditFilters = { actor?: string; action?: string; from?: string; to?: string };
