// GET /v2/banks filter. The currency's value is checked by the route (parseCurrency, INVALID_VALUE).
import { z } from "zod";

export const listBanksQuerySchema = z
  .object({
    currency: z.string().optional().meta({ description: "Only the banks and wallets of this currency (USD, ETB, UGX, DJF; any case)", example: "ETB" }),
  })
  .strict();
