import "server-only";
// The merchant's dashboard settings, in the same snake_case shape the form and
// merchantSettingsSchema use.
import type { Db } from "@/lib/db";
import type { Merchant } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import type { MerchantSettingsView } from "@/lib/merchants/merchant-settings-view";

export function serializeMerchantSettings(m: Merchant): MerchantSettingsView {
  return {
    name: m.name,
    logo_url: m.logoUrl,
    website_url: m.websiteUrl,
    brand_color: m.brandColor,
    retry_window_minutes: m.retryWindowMinutes,
    session_lifetime_minutes: m.sessionLifetimeMinutes,
    customer_profiles_enabled: m.customerProfilesEnabled,
    embed_origins: [...m.embedOrigins],
    restrict_to_preferred_methods: m.restrictToPreferredMethods,
    receipt_emails_enabled: m.receiptEmailsEnabled,
    settlement_schedule: m.settlementSchedule as MerchantSettingsView["settlement_schedule"],
    time_zone: m.timeZone,
  };
}

export async function getMerchantSettings(db: Db, merchantId: string): Promise<MerchantSettingsView> {
  const merchant = await db.merchant.findUnique({ where: { id: merchantId } });
  if (!merchant) throw new ApiError("NOT_FOUND", "Merchant not found");
  return serializeMerchantSettings(merchant);
}
