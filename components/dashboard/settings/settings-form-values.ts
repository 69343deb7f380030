// The settings form's values and errors, and their conversion to and from the shared schema
// (merchantSettingsSchema): the browser validates with the same rules as the PATCH route.
import type { MerchantSettingsView } from "@/lib/merchants/merchant-settings-view";
import { merchantSettingsSchema, type MerchantSettingsInput } from "@/lib/schemas/merchant";

export type FormValues = {
  name: string;
  logo_url: string;
  website_url: string;
  brand_color: string;
  retry_window_minutes: string;
  session_lifetime_minutes: string;
  customer_profiles_enabled: boolean;
  /** One entry per row of the list; blank rows are dropped when saving. */
  embed_origins: string[];
  restrict_to_preferred_methods: boolean;
  receipt_emails_enabled: boolean;
  settlement_schedule: MerchantSettingsView["settlement_schedule"];
  /** "" = the default zone (sent as null). */
  time_zone: string;
};

/** Keyed by field, or "embed_origins.<row>" for one origin (the server's field names). */
export type Errors = Record<string, string | undefined>;

export const ORIGIN_KEY = "embed_origins";
export const originKey = (row: number) => `${ORIGIN_KEY}.${row}`;

export function toForm(s: MerchantSettingsView): FormValues {
  return {
    name: s.name,
    logo_url: s.logo_url ?? "",
    website_url: s.website_url ?? "",
    brand_color: s.brand_color,
    retry_window_minutes: String(s.retry_window_minutes),
    session_lifetime_minutes: String(s.session_lifetime_minutes),
    customer_profiles_enabled: s.customer_profiles_enabled,
    embed_origins: [...s.embed_origins],
    restrict_to_preferred_methods: s.restrict_to_preferred_methods,
    receipt_emails_enabled: s.receipt_emails_enabled,
    settlement_schedule: s.settlement_schedule,
    time_zone: s.time_zone ?? "",
  };
}

export function withoutBlankOrigins(v: FormValues): FormValues {
  return { ...v, embed_origins: v.embed_origins.filter((o) => o.trim() !== "") };
}

/** Empty or non-numeric text becomes NaN, which the schema reports on that field. */
function toNumber(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

export function toInput(v: FormValues): MerchantSettingsInput {
  return {
    name: v.name,
    logo_url: v.logo_url.trim(),
    website_url: v.website_url.trim(),
    brand_color: v.brand_color.trim(),
    retry_window_minutes: toNumber(v.retry_window_minutes),
    session_lifetime_minutes: toNumber(v.session_lifetime_minutes),
    customer_profiles_enabled: v.customer_profiles_enabled,
    embed_origins: v.embed_origins.map((o) => o.trim()),
    restrict_to_preferred_methods: v.restrict_to_preferred_methods,
    receipt_emails_enabled: v.receipt_emails_enabled,
    settlement_schedule: v.settlement_schedule,
    time_zone: v.time_zone === "" ? null : v.time_zone,
  };
}

/** `v` must have no blank origin rows, so that error paths (embed_origins.<i>) match the rows. */
export function validate(v: FormValues): Errors {
  const result = merchantSettingsSchema.safeParse(toInput(v));
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".");
    if (!field || errors[field]) continue;
    errors[field] = issue.code === "invalid_type" ? "Enter a whole number of minutes" : issue.message;
  }
  return errors;
}

/** After removing origin row `removed`, the errors of the rows below it move up one. */
export function shiftOriginErrors(errors: Errors, removed: number): Errors {
  const out: Errors = {};
  for (const [key, message] of Object.entries(errors)) {
    const row = key.startsWith(`${ORIGIN_KEY}.`) ? Number(key.slice(ORIGIN_KEY.length + 1)) : Number.NaN;
    if (key === ORIGIN_KEY || row === removed) continue;
    out[Number.isInteger(row) && row > removed ? originKey(row - 1) : key] = message;
  }
  return out;
}

/** Sets one field and clears its error (what every section's inputs call). */
export type SetField = <K extends keyof FormValues>(field: K, value: FormValues[K]) => void;
