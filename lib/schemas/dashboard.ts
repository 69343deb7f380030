// Request bodies of the dashboard JSON routes. Strict: unknown fields are rejected.
import { z } from "zod";

export const modeSchema = z.enum(["test", "live"], "Mode must be test or live");

export const setModeBodySchema = z.object({ mode: modeSchema }).strict();

export const rollKeyBodySchema = z
  .object({ expire_old_in: z.enum(["now", "1h", "24h"], "Choose now, 1h or 24h") })
  .strict();

export const createSecretKeyBodySchema = z.object({ mode: modeSchema.optional() }).strict();

export const emptyBodySchema = z.object({}).strict();

/** A GET that takes no query parameters (GET /api/dashboard/jobs). */
export const emptyQuerySchema = z.object({}).strict();

/**
 * GET /api/dashboard/overview: `period` 7, 30 or 90 (days ending today), or a
 * custom `from` and `to` (days, both included). Their rules (one or the other, from ≤ to, at most
 * 366 days) are the service's: lib/dashboard/overview-stats.ts overviewWindow.
 */
export const overviewQuerySchema = z
  .object({
    period: z.enum(["7", "30", "90"], "must be 7, 30 or 90").transform(Number).optional(),
    from: z.string().max(10).optional(),
    to: z.string().max(10).optional(),
  })
  .strict();

/** GET /api/dashboard/api-keys?mode= : one mode's keys (default: the mode the dashboard shows). */
export const apiKeysQuerySchema = z.object({ mode: modeSchema.optional() }).strict();

/** GET /api/dashboard/banks?currency=. The currency itself is checked by parseCurrency. */
export const banksQuerySchema = z.object({ currency: z.string({ error: "is required" }) }).strict();
