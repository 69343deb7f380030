// Request schemas of the payments API. `.strict()` everywhere: unknown fields are
// rejected, not dropped. Business rules that need the currency (decimals, methods) are
// checked by the service and answer INVALID_VALUE.
import { z } from "zod";
import { isValidPhone } from "@/lib/phone";

const name = z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters");

export const phoneNumberSchema = z
  .string()
  .trim()
  .refine((v) => v.startsWith("+"), "must be in international format with a leading + and country code, e.g. +251911234567")
  .refine(isValidPhone, "is not a valid phone number for its country code");

export const customerSchema = z
  .object({
    first_name: name.optional(),
    last_name: name.optional(),
    email: z.string().trim().max(254).pipe(z.email("must be a valid e-mail address")).optional(),
    phone_number: phoneNumberSchema.optional(),
  })
  .strict();

const httpUrl = z
  .string()
  .max(2000, "must be at most 2000 characters")
  .pipe(z.url({ protocol: /^https?$/, message: "must be an http or https URL" }));

/** True when "__proto__" is an own key at any depth (iterative: a deep body cannot overflow the stack). */
function hasProtoKey(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (!v || typeof v !== "object") continue;
    if (!Array.isArray(v) && Object.hasOwn(v, "__proto__")) return true;
    stack.push(...Object.values(v));
  }
  return false;
}

// A "__proto__" key would vanish from meta (zod skips it when it copies a record, and reading
// the stored JSON back drops it at any depth): refuse it instead of losing it silently.
// The OpenAPI document (lib/openapi) cannot derive a JSON Schema from a z.custom guard: `override` says what it accepts.
const withoutProtoKey = z
  .custom<unknown>((v) => !hasProtoKey(v), "__proto__ is not allowed as a key, at any depth")
  .meta({ override: { type: "object", maxProperties: 50, propertyNames: { maxLength: 100 }, additionalProperties: true } });

export const metaSchema = withoutProtoKey
  .pipe(z.record(z.string().max(100, "keys must be at most 100 characters"), z.unknown()))
  .refine((m) => Object.keys(m).length <= 50, "must have at most 50 keys")
  .refine((m) => Buffer.byteLength(JSON.stringify(m)) <= 8192, "must be at most 8 KB as JSON")
  .meta({
    description:
      "Your own key-value data, returned as given: at most 50 keys, keys at most 100 characters, at most 8 KB as JSON, at most 16 levels of objects and arrays (meta's own object included; deeper is 400 INVALID_FORMAT); `__proto__` is refused as a key at any depth.",
  });

export const splitRuleSchema = z
  .object({
    subaccount_reference: z.string().min(1).max(100),
    split_type: z.string().optional(),
    split_value: z.number().optional(),
  })
  .strict();

/** Your own reference for an object you create: trimmed, 1 to 100 characters, unique per mode (the service checks that). */
export const merchantReferenceSchema = z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters").optional();

/** Who pays a split payment's service fee (lib/splits/allocate-fee.ts). */
export const feeBearerSchema = z.enum(["merchant", "subaccounts"], { error: 'must be "merchant" or "subaccounts"' });

export const createHostedPaymentSchema = z
  .object({
    amount: z.number({ error: "must be a number" }),
    currency: z.string({ error: "must be a string" }),
    merchant_reference: merchantReferenceSchema,
    customer: customerSchema.optional(),
    preferred_payment_methods: z.array(z.string()).max(20, "must have at most 20 methods").optional(),
    subaccounts: z.array(splitRuleSchema).optional(),
    fee_bearer: feeBearerSchema.optional(),
    meta: metaSchema.optional(),
    return_url: httpUrl.optional(),
    customization: z
      .object({
        title: z.string().trim().max(100).optional(),
        description: z.string().trim().max(500).optional(),
        logo: z.string().max(2000).pipe(z.url({ protocol: /^https$/, message: "must be an https URL" })).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type CreateHostedPaymentInput = z.output<typeof createHostedPaymentSchema>;

export const paymentMethodsQuerySchema = z.object({ currency: z.string().optional() }).strict();
