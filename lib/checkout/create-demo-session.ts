import "server-only";
// "The merchant's backend" of the inline checkout demo at /docs/examples/inline (issue 3): a
// test-mode hosted payment for the first merchant in the database (the seeded demo merchant),
// created with the same service as POST /v2/payments/hosted. Test mode only; no key leaves the server.
import { db as defaultDb, inTransaction, type Db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { randomBase62 } from "@/lib/ids";
import { checkoutUrl, createHostedPayment } from "@/lib/payments/create-hosted-payment";

export const DEMO_AMOUNTS = { USD: 25, ETB: 1450.5, UGX: 95000, DJF: 4500 } as const;
export type DemoCurrency = keyof typeof DEMO_AMOUNTS;

export function isDemoCurrency(value: unknown): value is DemoCurrency {
  return typeof value === "string" && Object.hasOwn(DEMO_AMOUNTS, value);
}

export async function createDemoSession(opts: { currency: DemoCurrency; returnUrl?: string }, database: Db = defaultDb()) {
  const merchant = await database.merchant.findFirst({ orderBy: { createdAt: "asc" }, select: { id: true, name: true } });
  if (!merchant) throw new ApiError("NOT_FOUND", "No merchant yet: run `npm run dev` once to seed the demo merchant");
  const payment = await inTransaction(database, (tx) =>
    createHostedPayment(tx, {
      merchantId: merchant.id,
      mode: "test",
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
