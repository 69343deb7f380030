import "server-only";
// "The merchant's backend" of the inline checkout demo at /docs/examples/inline: a
// test-mode hosted payment for the demo merchant, created with the same service as
// POST /v2/payments/hosted. No key leaves the server.
//
// Anyone can call it without a key, so it is fenced three ways: only when demo mode is
// on (GATEWAY_DEMO_MODE; on by default only under `npm run dev`), only for the merchant the seed
// marked as the demo merchant (never "the first merchant"), and only in test mode.
import { db as defaultDb, inTransaction, type Db } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { randomBase62 } from "@/lib/ids";
import { checkoutUrl, createHostedPayment } from "@/lib/payments/create-hosted-payment";

export const DEMO_AMOUNTS = { USD: 25, ETB: 1450.5, UGX: 95000, DJF: 4500 } as const;
export type DemoCurrency = keyof typeof DEMO_AMOUNTS;

/** The demo never takes real money, whatever a caller passes. */
const DEMO_MODE = "test" as const;

export function isDemoCurrency(value: unknown): value is DemoCurrency {
  return typeof value === "string" && Object.hasOwn(DEMO_AMOUNTS, value);
}

/** Whether the inline demo is served at all; when off its page and route answer 404. */
export function demoModeEnabled(): boolean {
  return env().demoMode;
}

export async function createDemoSession(opts: { currency: DemoCurrency; returnUrl?: string }, database: Db = defaultDb()) {
  if (!demoModeEnabled()) throw new ApiError("NOT_FOUND", "Not found");
  const merchant = await database.merchant.findFirst({ where: { isDemo: true }, orderBy: { createdAt: "asc" }, select: { id: true } });
  if (!merchant) throw new ApiError("NOT_FOUND", "No demo merchant: run `npm run dev` once on an empty database to seed it");
  const payment = await inTransaction(database, (tx) =>
    createHostedPayment(tx, {
      merchantId: merchant.id,
      mode: DEMO_MODE,
      actor: { type: "demo" },
      input: {
        amount: DEMO_AMOUNTS[opts.currency],
        currency: opts.currency,
        merchant_reference: `inline-demo-${randomBase62(8)}`,
        customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com" },
        customization: { title: "Inline checkout demo", description: "A test-mode payment created by the /docs/examples/inline demo." },
        meta: { source: "docs/examples/inline" },
        ...(opts.returnUrl ? { return_url: opts.returnUrl } : {}),
      },
    }),
  );
  return {
    checkout_url: checkoutUrl(payment.checkoutToken),
    gateway_reference: payment.id,
    merchant_reference: payment.merchantReference,
    expires_at: payment.expiresAt.toISOString(),
  };
}
