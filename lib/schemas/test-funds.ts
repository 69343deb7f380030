// Request schema for "Add test funds" (dashboard, test mode only). Currency and amount
// values are checked by the service (parseCurrency, parseAmount).
import { z } from "zod";

export const testFundsSchema = z.object({ currency: z.string(), amount: z.number({ error: "must be a number" }) }).strict();

export type TestFundsInput = z.output<typeof testFundsSchema>;
