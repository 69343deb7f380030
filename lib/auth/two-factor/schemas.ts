// Request bodies of the two-factor dashboard routes. Strict: unknown fields are refused.
import { z } from "zod";

export const twoFactorCodeSchema = z.object({ code: z.string().trim().min(1, "Enter a code").max(40, "Use at most 40 characters") }).strict();
export const twoFactorPolicySchema = z.object({ required: z.boolean() }).strict();
export const emptyBodySchema = z.object({}).strict();
