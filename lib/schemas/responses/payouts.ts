// Response schemas of the payouts API: the `data` of each answer, as the serializers in
// lib/payouts/ build it (serialize-payout.ts, find-payout-batch.ts).
import { z } from "zod";
import { PAYOUT_STATUSES } from "@/lib/catalog/payout-transitions";
import { amount, currency, mode, modeAndTimestamps, pageOrCursorPaginationSchema, timestamp } from "@/lib/schemas/responses/common";

export const payoutStatusSchema = z.enum(PAYOUT_STATUSES).meta({
  id: "PayoutStatus",
  description:
    "`pending` → `processing` → `success` | `failed` | `blocked` | `auth_needed` | `otp_needed`; `auth_needed` → `processing` (approved) or `failed` (rejected); " +
    "`otp_needed` → `processing` (right code) or `failed` (3 wrong codes); `success` → `reversed`. `failed`, `blocked` and `reversed` return amount and fee to the balance.",
});

/** A destination account as stored: a bank's number in digits, a wallet's in E.164. */
export const destinationAccountSchema = z
  .object({
    account_name: z.string(),
    account_number: z.string().meta({ description: "As stored: digits only for a bank, E.164 for a wallet (`+251911110000`)" }),
    bank_slug: z.string().meta({ description: "The bank or wallet (`GET /v2/banks`)" }),
    bank_name: z.string().meta({ description: "Your bank_name, or the registry's name of the bank" }),
  })
  .strict()
  .meta({ id: "DestinationAccount" });

const gatewayReference = () => z.string().meta({ description: "The gateway's reference of the payout (`po_…`)", example: "po_7Hq2LmN9xKp4RtVb1ZcW8e" });
const serviceFee = () => z.number().meta({ description: "The payout fee (docs/pricing.md), paid on top of the amount; 0 when your pricing waives it" });

/** The verify shape: GET /v2/payouts/{reference}/verify, list items, batch items and payout events. */
export const payoutSchema = z
  .object({
    gateway_reference: gatewayReference(),
    merchant_reference: z.string().nullable(),
    amount: amount(),
    currency: currency(),
    status: payoutStatusSchema,
    status_reason: z
      .string()
      .nullable()
      .meta({ description: "Why it is in this status: the processor's reason for failed, blocked or reversed, or why a live payout waits in pending" }),
    account: destinationAccountSchema,
    reason: z.string().nullable().meta({ description: "Your reason, as you sent it" }),
    service_fee: serviceFee(),
    meta: z.record(z.string(), z.unknown()).meta({ description: "Your meta object, as you sent it; {} when you sent none" }),
    type: z.enum(["payout", "settlement"]).meta({ description: "`settlement`: a subaccount's settlement, paid from the subaccount's balance" }),
    origin: z.enum(["api", "dashboard", "bulk", "settlement"]).meta({ description: "How it was created" }),
    batch_reference: z.string().nullable().meta({ description: "The bulk batch it belongs to (`pob_…`), or null" }),
    subaccount_reference: z.string().nullable().meta({ description: "For a settlement: the subaccount it settles (`sub_…`); null otherwise" }),
    ...modeAndTimestamps(),
    processed_at: timestamp().nullable().meta({ description: "When the processor's final word (success, failed, blocked) arrived" }),
  })
  .strict()
  .meta({ id: "Payout" });

/** POST /v2/payouts (spec: "Creation response"); created_at and updated_at are beside data. */
export const payoutCreatedSchema = z
  .object({
    gateway_reference: gatewayReference(),
    merchant_reference: z.string().nullable(),
    status: payoutStatusSchema,
    amount: amount(),
    currency: currency(),
    service_fee: serviceFee(),
    status_reason: z.string().optional().meta({ description: "Only when the payout waits for a reason: a live payout while no live payout processor is configured" }),
  })
  .strict()
  .meta({ id: "PayoutCreated" });

export const payoutCreatedTopLevel = {
  created_at: timestamp(),
  updated_at: timestamp(),
};

/** POST /v2/subaccounts/{reference}/settle: the creation answer and the subaccount it settles. */
export const settlementPayoutCreatedSchema = payoutCreatedSchema
  .extend({ subaccount_reference: z.string().meta({ description: "The subaccount settled (`sub_…`)" }) })
  .strict()
  .meta({ id: "SettlementPayoutCreated" });


export const payoutListSchema = z.object({ items: z.array(payoutSchema), pagination: pageOrCursorPaginationSchema }).strict();

/** POST /v2/payouts/bulk; created_at is beside data. */
export const payoutBatchCreatedSchema = z
  .object({
    batch_reference: z.string().meta({ description: "The batch's reference (`pob_…`)" }),
    title: z.string(),
    currency: currency(),
    count: z.number().int(),
    total_amount: amount().meta({ description: "The sum of the payouts' amounts" }),
    total_fee: z.number().meta({ description: "The sum of the payouts' fees" }),
    payouts: z.array(
      z
        .object({
          gateway_reference: gatewayReference(),
          merchant_reference: z.string().nullable(),
          status: payoutStatusSchema,
          amount: amount(),
          service_fee: serviceFee(),
        })
        .strict(),
    ),
  })
  .strict()
  .meta({ id: "PayoutBatchCreated" });

export const payoutBatchCreatedTopLevel = { created_at: timestamp() };

const count = () => z.number().int();

/** GET /v2/payouts/bulk/{batch_reference}. */
export const payoutBatchSchema = z
  .object({
    batch_reference: z.string(),
    title: z.string(),
    currency: currency(),
    count: count(),
    total_amount: amount(),
    total_fee: z.number(),
    status_counts: z
      .object(Object.fromEntries(PAYOUT_STATUSES.map((s) => [s, count()])) as Record<(typeof PAYOUT_STATUSES)[number], ReturnType<typeof count>>)
      .strict()
      .meta({ description: "How many of the batch's payouts are in each status (every status, zeros included)" }),
    in_progress: z.boolean().meta({ description: "Some payout is still pending or processing: its status will change by itself" }),
    mode: mode(),
    created_at: timestamp(),
    payouts: z.array(payoutSchema),
    payouts_url: z.string().meta({ description: "The same payouts, paged and filterable: `/v2/payouts?batch_reference=…`" }),
  })
  .strict()
  .meta({ id: "PayoutBatch" });
