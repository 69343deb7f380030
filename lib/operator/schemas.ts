// The operator console's request bodies: `.strict()` (docs/architecture.md, convention 11), and every
// change carries the reason the audit logs record (docs/operator.md "Audit log").
import { z } from "zod";
import { OPERATOR_ROLES } from "@/lib/catalog/operator-permissions";
import { RESTRICTION_IDS } from "@/lib/catalog/merchant-states";
import { CURRENCIES, type Currency } from "@/lib/money";

export const reasonSchema = z.string().trim().min(3, "A reason of at least 3 characters is required").max(1000);

export const operatorSignInSchema = z
  .object({ email: z.string().trim().email().max(320), password: z.string().min(1).max(200), code: z.string().trim().max(20).optional() })
  .strict();

export const reasonOnlySchema = z.object({ reason: reasonSchema }).strict();

export const restrictSchema = z.object({ reason: reasonSchema, restrictions: z.array(z.enum(RESTRICTION_IDS)).min(1).max(RESTRICTION_IDS.length) }).strict();

export const activationDecisionSchema = z
  .object({
    decision: z.enum(["approve", "reject"]),
    /** Shown to the merchant (Merchant.activationNote). */
    note: z.string().trim().max(2000).optional(),
    reason: reasonSchema,
    /** Approve although the checklist is incomplete (the CLI's --force). */
    force: z.boolean().optional(),
  })
  .strict();

export const createOperatorSchema = z
  .object({ email: z.string().trim().toLowerCase().email().max(320), name: z.string().trim().max(200).optional(), role: z.enum(OPERATOR_ROLES), reason: reasonSchema })
  .strict();

export const createOperatorApiKeySchema = z.object({ name: z.string().trim().min(1).max(100), reason: reasonSchema }).strict();

/** A merchant's caps in one currency, major units; null lifts the cap (docs/risk.md "Caps"). */
export const merchantCapsSchema = z
  .object({
    currency: z.enum(Object.keys(CURRENCIES) as [Currency, ...Currency[]]),
    payment_cap: z.number().positive().nullable(),
    day_cap: z.number().positive().nullable(),
    reason: reasonSchema,
  })
  .strict();
