// Request schemas of plans (the /v2/plans routes and the dashboard's plan pages). Shapes here
// (VALIDATION_ERROR); what depends on more than one field (a count too long for its interval, an
// amount its currency cannot carry, a currency nothing serves) is the service's to judge (INVALID_VALUE).
import { z } from "zod";
import { cursorPaging, listQuery } from "@/lib/schemas/list-query";
import { BILLING_INTERVALS, MAX_CYCLE_LIMIT, MAX_TRIAL_DAYS } from "@/lib/catalog/billing-intervals";

const wholeNumber = (field: string) => z.number({ error: "must be a whole number" }).int("must be a whole number").meta({ description: field });

export const createPlanSchema = z
  .object({
    name: z.string({ error: "is required" }).trim().min(1, "is required").max(120, "must be at most 120 characters").meta({ description: "What the customer subscribes to, as they see it (\"Fiber 50 Mbps\")" }),
    description: z.string().trim().max(500, "must be at most 500 characters").optional().meta({ description: "A line under the name on invoices and the customer portal" }),
    amount: z.number({ error: "must be a number" }).meta({ description: "Billed each period, in major units (ETB 1200.50, UGX 50000)" }),
    currency: z.string({ error: "is required" }).meta({ description: "USD, ETB, UGX or DJF (any case)", example: "ETB" }),
    interval: z.enum(BILLING_INTERVALS, { error: `must be one of ${BILLING_INTERVALS.join(", ")}` }).meta({ description: "The unit of the billing period" }),
    interval_count: wholeNumber("Intervals per period (3 with `month`: every three months); the period is at most one year")
      .min(1, "must be at least 1")
      .default(1),
    trial_days: wholeNumber(`Free days before the first charge, 0 to ${MAX_TRIAL_DAYS}`)
      .min(0, "must be 0 or more")
      .max(MAX_TRIAL_DAYS, `must be at most ${MAX_TRIAL_DAYS}`)
      .default(0),
    cycle_limit: wholeNumber(`Periods billed at most, 1 to ${MAX_CYCLE_LIMIT} (24 monthly instalments); left out or null: until cancelled`)
      .min(1, "must be at least 1")
      .max(MAX_CYCLE_LIMIT, `must be at most ${MAX_CYCLE_LIMIT}`)
      .nullable()
      .optional(),
    allow_multiple_subscriptions: z.boolean({ error: "must be true or false" }).default(false).meta({
      description: "Whether one customer may hold several live subscriptions to this plan at once (a second SIM, a second child's school fees); false: a second one is refused",
    }),
  })
  .strict();
export type CreatePlanInput = z.output<typeof createPlanSchema>;

export const listPlansQuerySchema = listQuery(
  {
    active: z.enum(["true", "false"]).optional().meta({ description: "`true`: only plans that take new subscriptions; `false`: only archived ones" }),
    currency: z.string().optional().meta({ description: "Only plans in this currency (USD, ETB, UGX or DJF, any case)" }),
  },
  cursorPaging({ items: "Plans" }),
);
export type ListPlansQuery = z.output<typeof listPlansQuerySchema>;
