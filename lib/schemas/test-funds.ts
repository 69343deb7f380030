// Request schema for "Add test funds" (dashboard, test mode only). Currency and amount
// values are checked by the service (parseCurrency, parseAmount).
import { z } from "zod";

export const testFundsSchema = z
  .object({
    currency: z.string().meta({ description: "USD, ETB, UGX or DJF (any case)" }),
    amount: z.number({ error: "must be a number" }).meta({ description: "In major units, above zero, with at most the currency's decimals" }),
  })
  .strict();

export type TestFundsInput = z.output<typeof testFundsSchema>;
