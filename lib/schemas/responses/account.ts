// Response schemas of the reference data and balances: GET /v2/account, GET /v2/banks
// (lib/catalog/banks.ts serializeBank), GET /v2/balances and POST /v2/balances/test-funds
// (lib/ledger/get-balances.ts).
import { z } from "zod";
import { BANKS } from "@/lib/catalog/banks";
import { amount, currency, mode } from "@/lib/schemas/responses/common";

export const accountSchema = z
  .object({
    merchant_id: z.string().meta({ description: "Your merchant account's id (`mch_…`)" }),
    business_name: z.string(),
    mode: mode().meta({ description: "The mode of the key you called with" }),
  })
  .strict()
  .meta({ id: "MerchantAccount" });

export const bankSchema = z
  .object({
    slug: z.enum(BANKS.map((b) => b.slug) as [string, ...string[]]).meta({ description: "The bank_slug to send for a subaccount or payout account" }),
    name: z.string(),
    type: z.enum(["bank", "wallet"]),
    currency: currency(),
    account_number_format: z.string().meta({ description: "What an account number looks like, for people: `13 digits`, `mobile number, e.g. …`" }),
    account_number_example: z.string().meta({ description: "An account number in the form it is stored and answered, which the API accepts" }),
  })
  .strict()
  .meta({ id: "Bank" });

export const balanceSchema = z
  .object({
    currency: currency(),
    available: amount().meta({ description: "Spendable now: payouts and refunds come out of it. The sum of held_by_operator and held_at_connections" }),
    held_by_operator: amount().meta({
      description: "The part of available the gateway's operator holds (collected through the gateway's processor accounts): payouts through the gateway send at most this",
    }),
    held_at_connections: z
      .array(
        z
          .object({
            connection_id: z.string().meta({ description: "Your own processor connection that collected it (`pcn_…`)" }),
            processor: z.string().meta({ description: "The connector, e.g. `chapa`" }),
            enabled: z.boolean(),
            available: amount().meta({ description: "Held at that processor account: paid out only through that connection while it is enabled, or withdrawn there" }),
          })
          .strict(),
      )
      .meta({ description: "The part of available collected through your own processor connections, per connection (empty in test mode without one)" }),
    pending: amount().meta({ description: "Held for your payouts on their way (amounts and fees)" }),
    disputed: amount().meta({
      description: "Held for your open disputes (docs/disputes.md): taken out of available when a dispute opened, released to it if you win; payouts and refunds cannot spend it",
    }),
    owed: amount().meta({
      description: "What you owe when a dispute's hold or fee was larger than available, as a positive amount (0 when you owe nothing): the next money in pays it off first, and a payout nets it before it checks available",
    }),
    subaccounts: amount().meta({ description: "What your subaccounts hold in total, for reference; not yours to spend" }),
  })
  .strict()
  .meta({ id: "Balance" });

export const balancesSchema = z.array(balanceSchema).meta({ description: "One entry per currency that has seen money (a currency never used is absent), always in the same currency order" });

export const testFundsAddedSchema = z.object({ balances: balancesSchema }).strict();
