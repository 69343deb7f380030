import "server-only";
// The one reader of a merchant's time zone for the dashboard: date filters,
// chart days, CSV exports and settlement days all ask here, so the country default is wired in
// one place.
import type { Db } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { merchantTimeZone } from "@/lib/merchants/time-zone";

export async function getMerchantTimeZone(db: Db, merchantId: string): Promise<string> {
  const merchant = await db.merchant.findUnique({ where: { id: merchantId }, select: { timeZone: true, country: true } });
  if (!merchant) throw new ApiError("NOT_FOUND", "Merchant not found");
  return merchantTimeZone({ timeZone: merchant.timeZone, country: merchant.country });
}
