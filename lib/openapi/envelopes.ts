// The spec's envelopes (docs/architecture.md, convention 5) as zod schemas, for the OpenAPI document.
import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/lib/http/errors";

export const fieldErrorSchema = z
  .object({
    field: z.string().meta({ description: "The field, dotted for nested ones (`customer.email`, `subaccounts.0.split_value`)" }),
    message: z.string(),
    // Only in POST /v2/payouts/bulk's answers, whose entries name the item and its own code.
    index: z.number().int().nullable().optional().meta({ description: "Bulk payouts: the item's index in `payouts`; null for the batch's balance entry" }),
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]).optional().meta({ description: "Bulk payouts: the item's own code" }),
    total: z.number().optional().meta({ description: "Bulk payouts' INSUFFICIENT_BALANCE entry: amounts plus fees" }),
    available: z.number().optional().meta({ description: "Bulk payouts' INSUFFICIENT_BALANCE entry: the available balance" }),
  })
  .meta({ id: "FieldError" });

export function successEnvelope(data: z.ZodType, topLevel: Record<string, z.ZodType> = {}) {
  return z.object({ status: z.literal("success"), message: z.string(), data, ...topLevel }).strict();
}

/** The error envelope, with `code` narrowed to the codes one response lists. */
export function errorEnvelope(codes: ErrorCode[]) {
  return z
    .object({
      status: z.literal("error"),
      message: z.string().meta({ description: "What went wrong, for a developer to read" }),
      error: z
        .object({
          code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
          details: z
            .union([z.array(fieldErrorSchema), z.record(z.string(), z.unknown()), z.null()])
            .meta({ description: "Per-field problems for validation errors; null or an object otherwise" }),
        })
        .strict(),
    })
    .strict();
}

export const ALL_ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
