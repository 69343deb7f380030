// Response schemas of plans: the `data` of the /v2/plans routes, as lib/plans/serialize-plan.ts builds it.
import { z } from "zod";
import { amount, currency, cursorPaginationSchema, modeAndTimestamps, timestamp } from "@/lib/schemas/responses/common";
import { BILLING_INTERVALS } from "@/lib/catalog/billing-intervals";

export const planSchema = z
  .object({
    plan_reference: z.string().meta({ description: "The plan's reference (`plan_…`)" }),
    name: z.string(),
    description: z.string().nullable(),
    amount: amount(),
    currency: currency(),
    interval: z.enum(BILLING_INTERVALS),
    interval_count: z.number().int(),
    interval_in_words: z.string().meta({ description: "\"every month\", \"every 3 months\"", example: "every month" }),
    trial_days: z.number().int(),
    cycle_limit: z.number().int().nullable().meta({ description: "Periods billed at most; null: until cancelled" }),
    allow_multiple_subscriptions: z.boolean(),
    active: z.boolean().meta({ description: "false once archived: it takes no new subscriptions, and its subscriptions go on" }),
    archived_at: timestamp().nullable(),
    ...modeAndTimestamps(),
  })
  .strict()
  .meta({ id: "Plan" });

export const planListSchema = z.object({ items: z.array(planSchema), pagination: cursorPaginationSchema }).strict().meta({ id: "PlanList" });
