// Response schemas of customer profiles (extension): GET /v2/customers and
// GET /v2/customers/{id}, as lib/customers/serialize-customer.ts builds them.
import { z } from "zod";
import { amount, currency, cursorPaginationSchema, timestamp } from "@/lib/schemas/responses/common";
import { paymentListItemSchema } from "@/lib/schemas/responses/payment-list";

export const customerProfileSchema = z
  .object({
    id: z.string().meta({ description: "The profile's id (`cus_…`)" }),
    email: z.string().nullable().meta({ description: "Lower-cased" }),
    phone_number: z.string().nullable().meta({ description: "As stored: spaces, brackets and dashes removed" }),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    payments_count: z.number().int().meta({ description: "Every payment filed under the profile, whatever its status" }),
    total_paid: z
      .array(z.object({ currency: currency(), amount: amount() }).strict())
      .meta({ description: "Per currency (alphabetical) with a paid payment: the paid amounts less what was refunded of them; `[]` when nothing was paid" }),
    last_payment_at: timestamp().nullable().meta({ description: "created_at of the newest filed payment (any status), or null" }),
    created_at: timestamp(),
    updated_at: timestamp(),
  })
  .strict()
  .meta({ id: "CustomerProfile" });

export const customerListSchema = z.object({ items: z.array(customerProfileSchema), pagination: cursorPaginationSchema }).strict();

export const customerDetailSchema = customerProfileSchema
  .extend({ payments: z.array(paymentListItemSchema).meta({ description: "The profile's newest 50 payments, newest first; the payment list pages through the rest" }) })
  .strict()
  .meta({ id: "CustomerDetail" });
