// Response schemas of the operator API (lib/operator/api/): a merchant as a platform sees it, the
// answer that creates one (its owner's password link and its keys, shown once), and a new key.
import { z } from "zod";
import { MERCHANT_STATES, RESTRICTION_IDS } from "@/lib/catalog/merchant-states";
import { ACTIVATION_STATUSES, ACTIVATION_STEPS } from "@/lib/catalog/activation";

export const operatorMerchantSchema = z
  .object({
    id: z.string().meta({ description: "The merchant's id (`mch_…`)" }),
    name: z.string(),
    owner_email: z.string().nullable(),
    state: z.enum(MERCHANT_STATES).meta({ description: "test, activation_pending, live, restricted or suspended (docs/operator.md \"Merchant states\")" }),
    created_at: z.string(),
    activation: z
      .object({
        status: z.enum(ACTIVATION_STATUSES),
        submitted_at: z.string().nullable(),
        activated_at: z.string().nullable(),
        requirements_due: z.array(z.enum(ACTIVATION_STEPS)).meta({ description: "The checklist's steps not done yet" }),
      })
      .strict(),
    hold: z
      .object({ kind: z.enum(["suspended", "restricted"]), reason: z.string().nullable(), restrictions: z.array(z.enum(RESTRICTION_IDS)) })
      .strict()
      .nullable(),
  })
  .strict()
  .meta({ id: "OperatorMerchant" });

export const operatorMerchantListSchema = z
  .object({ merchants: z.array(operatorMerchantSchema), page: z.number().int(), pages: z.number().int(), total: z.number().int() })
  .strict();

const keyPair = (liveSecret: boolean) =>
  z
    .object({
      public_key: z.string(),
      secret_key: liveSecret ? z.string().nullable().meta({ description: "Null until the merchant is activated: it then reveals it once in its dashboard" }) : z.string(),
    })
    .strict();

export const createdOperatorMerchantSchema = z
  .object({
    merchant: operatorMerchantSchema,
    owner: z
      .object({
        email: z.string(),
        password_setup_url: z.string().meta({ description: "Where the owner chooses their password: works once, until password_setup_expires_at. Pass it on to them." }),
        password_setup_expires_at: z.string(),
      })
      .strict(),
    keys: z.object({ test: keyPair(false), live: keyPair(true) }).strict().meta({ description: "Shown once: only their hashes are kept" }),
  })
  .strict()
  .meta({ id: "CreatedOperatorMerchant" });

export const operatorMerchantKeySchema = z
  .object({
    id: z.string().meta({ description: "The key's id (`key_…`)" }),
    mode: z.enum(["test", "live"]),
    kind: z.enum(["public", "secret"]),
    prefix: z.string(),
    key: z.string().meta({ description: "The key itself, shown once" }),
  })
  .strict()
  .meta({ id: "OperatorMerchantKey" });
