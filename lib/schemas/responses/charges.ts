// Response schema of direct charges: the payment as verify shows it, with what the
// customer must do next and why a charge failed (lib/charges/serialize-direct-charge.ts).
import { z } from "zod";
import { paymentSchema } from "@/lib/schemas/responses/payments";

export const chargeNextActionSchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("push"), message: z.string() }).strict(),
    z
      .object({
        type: z.literal("otp"),
        message: z.string(),
        authorize_url: z.url().meta({ description: "POST the customer's code here as {\"otp\": \"…\"}" }),
        tries_left: z.number().int().meta({ description: "Codes left before the charge fails" }),
      })
      .strict(),
    z.object({ type: z.literal("redirect"), message: z.string(), url: z.url().meta({ description: "The processor's page where the customer approves (live connections that take the wallet on a page of their own)" }) }).strict(),
  ])
  .nullable()
  .meta({
    id: "ChargeNextAction",
    description:
      "What the customer must do for the charge to go on: `push` (approve on the phone; the outcome comes by webhook or verify), `otp` (send the code the wallet sent to `authorize_url`), `redirect` (send the customer to `url`); null when the charge is final.",
  });

export const directChargeSchema = paymentSchema
  .extend({
    next_action: chargeNextActionSchema,
    failure_reason: z.string().nullable().meta({ description: "Why the wallet declined or blocked the charge; null unless status is failed or blocked" }),
  })
  .strict()
  .meta({ id: "DirectCharge" });
