import "server-only";
// The merchant settings that every payment initialization reads (session lifetime, retry
// window, "show only preferred methods", customer profiles; and the receipt e-mails, read when a
// payment succeeds), cached in memory like verified API keys, for the
// same time (KEY_CACHE_TTL_MS, 5 s by default). Initialization is the gateway's hottest write;
// this read was a third of its database client time (measured with `npm run bench`). A change
// saved through updateMerchantSettings applies at once in this process and within the cache
// time in other server processes; a payment keeps the values it was created with. The operator's
// holds ride along: a suspension refuses new payments here within the cache time, and at once at
// the checkout's attempt, which reads the merchant under the payment's lock.
import type { Db } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { MERCHANT_HOLD_COLUMNS, type MerchantHolds } from "@/lib/merchants/holds";

export type PaymentSettings = {
  sessionLifetimeMinutes: number;
  retryWindowMinutes: number;
  restrictToPreferredMethods: boolean;
  /** File each payment's customer under a profile (lib/customers/upsert-customer.ts). */
  customerProfilesEnabled: boolean;
  /** E-mail each paid payment's receipt to its customer (lib/payments/enqueue-receipt-email.ts). */
  receiptEmailsEnabled: boolean;
} & MerchantHolds;

const cacheKey = Symbol.for("gateway.paymentSettingsCache");
const cache = ((globalThis as Record<symbol, unknown>)[cacheKey] ??= new Map()) as Map<string, { settings: PaymentSettings; at: number }>;

export async function getPaymentSettings(db: Db, merchantId: string): Promise<PaymentSettings> {
  const now = Date.now();
  const cached = cache.get(merchantId);
  if (cached && now - cached.at <= env().KEY_CACHE_TTL_MS) return cached.settings;
  const settings = await db.merchant.findUnique({
    where: { id: merchantId },
    select: { sessionLifetimeMinutes: true, retryWindowMinutes: true, restrictToPreferredMethods: true, customerProfilesEnabled: true, receiptEmailsEnabled: true, ...MERCHANT_HOLD_COLUMNS },
  });
  if (!settings) throw new ApiError("NOT_FOUND", "merchant not found");
  if (cache.size >= 10_000) cache.clear(); // bounded: a burst of merchants cannot grow it forever
  cache.set(merchantId, { settings, at: now });
  return settings;
}

/** Called when the settings change, so this process uses the new values at once. */
export function forgetPaymentSettings(merchantId: string) {
  cache.delete(merchantId);
}
