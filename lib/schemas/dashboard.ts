// Request bodies of the dashboard JSON routes (issue 2). Strict: unknown fields are rejected.
import { z } from "zod";

export const modeSchema = z.enum(["test", "live"], "Mode must be test or live");

export const setModeBodySchema = z.object({ mode: modeSchema }).strict();

export const rollKeyBodySchema = z
  .object({ expire_old_in: z.enum(["now", "1h", "24h"], "Choose now, 1h or 24h") })
  .strict();

export const createSecretKeyBodySchema = z.object({ mode: modeSchema.optional() }).strict();

export const emptyBodySchema = z.object({}).strict();
