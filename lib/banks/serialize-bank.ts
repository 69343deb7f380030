import type { z } from "zod";
import type { Bank } from "@/lib/catalog/banks";
import type { bankSchema } from "@/lib/schemas/responses/account";

/** The public shape (GET /v2/banks), typed by the response schema the OpenAPI document shows. */
export function serializeBank(b: Bank): z.input<typeof bankSchema> {
  return {
    slug: b.slug,
    name: b.name,
    type: b.type,
    currency: b.currency,
    account_number_format: b.accountHint,
    account_number_example: b.accountExample,
  };
}

export type BankItem = ReturnType<typeof serializeBank>;
