// Request schemas of a customer's saved payment methods (POST and GET /v2/customers/{id}/payment-methods).
// Shapes here (VALIDATION_ERROR); what needs the method, the currency or a processor connection (a
// wallet's number, a currency nothing serves) is the service's to judge (INVALID_VALUE, NO_LIVE_PROCESSOR).
import { z } from "zod";
import { cursorPaging, listQuery } from "@/lib/schemas/list-query";
import { SAVABLE_METHODS, SAVED_PAYMENT_METHOD_STATUSES } from "@/lib/catalog/subscription-states";

const httpUrl = z
  .string()
  .max(2000, "must be at most 2000 characters")
  .pipe(z.url({ protocol: /^https?$/, message: "must be an http or https URL" }));

export const attachPaymentMethodSchema = z
  .object({
    type: z.enum(SAVABLE_METHODS, { error: `must be one of ${SAVABLE_METHODS.join(", ")}` }).meta({
      description: "`card`: a card the customer saves on the processor's page (Stripe); `mtn_momo`: an MTN MoMo pre-approval the customer approves on the phone",
    }),
    phone_number: z.string().trim().max(32, "must be at most 32 characters").optional().meta({ description: "mtn_momo: the wallet's number, as the customer writes it", example: "+256772123456" }),
    currency: z.string({ error: "is required" }).max(8, "must be at most 8 characters").meta({ description: "The currency it will be charged in (USD, ETB, UGX or DJF, any case)", example: "UGX" }),
    description: z.string().trim().min(1, "must not be empty").max(500, "must be at most 500 characters").optional().meta({
      description: "What the customer agrees to, shown on the processor's page or prompt (\"Fiber 50 Mbps, UGX 120,000 a month\")",
    }),
    return_url: httpUrl.optional().meta({ description: "card: where the processor's page sends the customer back; your website (dashboard settings) when left out" }),
    valid_until: z.iso.datetime({ error: "must be an ISO 8601 UTC time" }).optional().meta({ description: "Until when it may be charged; left out: until it is detached" }),
  })
  .strict();
export type AttachPaymentMethodInput = z.output<typeof attachPaymentMethodSchema>;

export const listPaymentMethodsQuerySchema = listQuery(
  {
    status: z.enum(SAVED_PAYMENT_METHOD_STATUSES).optional().meta({ description: "Only methods in this status" }),
  },
  cursorPaging({ items: "Payment methods" }),
);
export type ListPaymentMethodsQuery = z.output<typeof listPaymentMethodsQuerySchema>;

/** Detaching takes no options. */
export const detachPaymentMethodSchema = z.object({}).strict();
