// The operator API's request schemas (docs/operator.md "Operator API"): `.strict()`, as every schema here.
import { z } from "zod";

/** Optional on the operator API (a platform's automation): the audit log records the key's name when none is given. */
const reason = z.string().trim().min(3).max(1000).optional().meta({ description: "Why, for the operator's audit log (default: the key's name)." });

export const createOperatorMerchantSchema = z
  .object({
    // The rules sign-up applies (lib/schemas/merchant.ts), so a name or e-mail sign-up would refuse is refused here as a 400.
    name: z.string().trim().min(2).max(100).meta({ description: "The merchant's business name.", example: "Abebe Coffee PLC" }),
    owner_email: z.string().trim().toLowerCase().email().max(254).meta({ description: "The owner's e-mail: they choose their password through the link the answer carries.", example: "owner@abebe.example" }),
    activated: z.boolean().optional().meta({ description: "Activate live mode at once (the operator vouches for the merchant, as `merchant create --activated`); the live secret key is then in the answer. Default false: the merchant completes the activation checklist." }),
    reason,
  })
  .strict();

export const listOperatorMerchantsQuerySchema = z
  .object({
    q: z.string().trim().max(320).optional().meta({ description: "A name, an owner's e-mail or a merchant id." }),
    page: z.coerce.number().int().min(1).max(100_000).optional().meta({ description: "The page, from 1 (25 merchants a page, newest first)." }),
  })
  .strict();

export const createOperatorMerchantKeySchema = z
  .object({
    mode: z.enum(["test", "live"]).meta({ description: "The key's mode. A live secret key waits for the merchant's activation." }),
    kind: z.enum(["public", "secret"]).meta({ description: "`secret` for the merchant's server, `public` for the browser." }),
    reason,
  })
  .strict();
