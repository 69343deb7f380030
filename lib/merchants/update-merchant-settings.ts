import "server-only";
// Saves dashboard settings: validates with the form's own schema, updates the
// merchant and writes one audit row naming each changed field (from -> to), in one transaction.
// Any subset of fields may be sent; an unchanged save writes nothing. Embed origins are read
// by the checkout's CSP through a cache of about 30 s (lib/checkout/security-headers.ts), so
// a change reaches open checkout pages within a minute. New payments read the session
// lifetime, retry window, preferred-methods switch and receipt e-mails through a cache of KEY_CACHE_TTL_MS
// (lib/merchants/payment-settings.ts): at once in this process, within seconds in others.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { parseOrThrow } from "@/lib/http/validation";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { merchantSettingsSchema } from "@/lib/schemas/merchant";
import { serializeMerchantSettings } from "@/lib/merchants/get-merchant-settings";
import { forgetPaymentSettings } from "@/lib/merchants/payment-settings";
import type { MerchantSettingsView } from "@/lib/merchants/merchant-settings-view";
import { authorizeActor } from "@/lib/team/authorize-actor";

export const merchantSettingsUpdateSchema = merchantSettingsSchema.partial();

const COLUMNS = {
  name: "name",
  logo_url: "logoUrl",
  website_url: "websiteUrl",
  brand_color: "brandColor",
  retry_window_minutes: "retryWindowMinutes",
  session_lifetime_minutes: "sessionLifetimeMinutes",
  customer_profiles_enabled: "customerProfilesEnabled",
  embed_origins: "embedOrigins",
  restrict_to_preferred_methods: "restrictToPreferredMethods",
  receipt_emails_enabled: "receiptEmailsEnabled",
  settlement_schedule: "settlementSchedule",
  time_zone: "timeZone",
} as const satisfies Record<keyof MerchantSettingsView, string>;

type Field = keyof MerchantSettingsView;
type Value = MerchantSettingsView[Field];
type Change = { from: Value; to: Value };

/** Scalars by ===, lists (embed_origins) element by element, in order. */
function sameValue(a: Value, b: Value): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

export async function updateMerchantSettings(
  db: Db,
  opts: { merchantId: string; actor: AuditActor; input: unknown },
): Promise<{ settings: MerchantSettingsView; changed: Field[] }> {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "settings.manage" });
  const input = parseOrThrow(merchantSettingsUpdateSchema, opts.input, "body");

  return inTransaction(db, async (tx) => {
    const merchant = await tx.merchant.findUnique({ where: { id: opts.merchantId } });
    if (!merchant) throw new ApiError("NOT_FOUND", "Merchant not found");
    const before = serializeMerchantSettings(merchant);

    const changes: Partial<Record<Field, Change>> = {};
    const data: Record<string, unknown> = {};
    for (const field of Object.keys(COLUMNS) as Field[]) {
      const next = input[field];
      if (next === undefined) continue;
      const normalised: Value = field === "brand_color" ? String(next).toLowerCase() : next;
      if (sameValue(normalised, before[field])) continue;
      changes[field] = { from: before[field], to: normalised };
      data[COLUMNS[field]] = normalised;
    }
    const changed = Object.keys(changes) as Field[];
    if (changed.length === 0) return { settings: before, changed };

    const updated = await tx.merchant.update({ where: { id: merchant.id }, data });
    forgetPaymentSettings(merchant.id); // new payments use the new values at once (lib/merchants/payment-settings.ts)
    await recordAudit(tx, {
      merchantId: merchant.id,
      actor: opts.actor,
      action: "merchant.settings_updated",
      targetId: merchant.id,
      details: { changes },
      before: Object.fromEntries(changed.map((f) => [f, changes[f]!.from])) as Prisma.InputJsonValue,
      after: Object.fromEntries(changed.map((f) => [f, changes[f]!.to])) as Prisma.InputJsonValue,
    });
    return { settings: serializeMerchantSettings(updated), changed };
  });
}
