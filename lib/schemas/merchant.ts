// Shared by the dashboard forms, the dashboard API routes and the CLI.
import { z } from "zod";
import { isValidTimeZone } from "@/lib/catalog/time-zones";
import { normalizePhone, phoneExample } from "@/lib/phone";
import { ACTIVATION_COUNTRY_CODES, BUSINESS_TYPE_VALUES } from "@/lib/catalog/activation";

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address")).pipe(z.string().max(254));
export const passwordSchema = z.string().min(10, "Use at least 10 characters").max(200, "Use at most 200 characters");
export const businessNameSchema = z.string().trim().min(2, "Enter at least 2 characters").max(100, "Use at most 100 characters");

export const signUpSchema = z
  .object({
    name: businessNameSchema,
    email: emailSchema,
    password: passwordSchema,
  })
  .strict();

/** Embed origins a merchant may list (the CSP frame-ancestors of its /checkout pages). */
export const MAX_EMBED_ORIGINS = 10;
/** Plain http:// is accepted only for these hosts, so a merchant can try inline checkout in development. */
const LOCAL_DEV_HOSTS = new Set(["localhost", "127.0.0.1"]);

function quoted(value: string): string {
  return `"${value.length > 60 ? `${value.slice(0, 57)}…` : value}"`;
}

/**
 * One allowed embed origin, checked and normalised: "HTTPS://Shop.Example/" -> "https://shop.example".
 * https only (http only for localhost and 127.0.0.1), no path, query, fragment, credentials or
 * wildcard. Every message quotes the item so a list's errors say which entry is wrong.
 * The result always passes lib/checkout/origins.ts normalizeOrigin unchanged.
 */
export function parseEmbedOrigin(input: string): { ok: true; origin: string } | { ok: false; message: string } {
  const text = input.trim();
  const fail = (message: string) => ({ ok: false as const, message: `${quoted(text)}: ${message}` });
  if (text === "") return { ok: false, message: "Enter an origin such as https://shop.example, or remove this entry" };
  if (text.length > 200) return fail("too long for an origin (at most 200 characters)");
  if (text.includes("*")) return fail("wildcards are not allowed; list each origin, e.g. https://shop.example");
  if (/[\s;,'"\\]/.test(text)) return fail("enter one origin per entry, without spaces, commas, quotes or backslashes");
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase();
  if (!scheme) return fail("start with https://, e.g. https://shop.example");
  if (scheme !== "https" && scheme !== "http") return fail("only https:// origins can embed the checkout");
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail("not a valid origin; use the form https://shop.example[:port]");
  }
  if (!url.hostname) return fail("not a valid origin; use the form https://shop.example[:port]");
  if (url.username || url.password) return fail("remove the user name and password");
  // URL drops an empty "?" or "#", so look at the text too; "/" alone (a trailing slash) is fine.
  if (url.pathname !== "/" || url.search || url.hash || /[?#]/.test(text)) {
    return fail(`an origin has no path, query or fragment; use ${url.origin}`);
  }
  if (scheme === "http" && !LOCAL_DEV_HOSTS.has(url.hostname)) {
    return fail("use https:// (http:// is allowed only for localhost and 127.0.0.1)");
  }
  return { ok: true, origin: url.origin };
}

const embedOriginSchema = z.string().transform((value, ctx) => {
  const result = parseEmbedOrigin(value);
  if (result.ok) return result.origin;
  ctx.addIssue({ code: "custom", message: result.message });
  return z.NEVER;
});

export const embedOriginsSchema = z
  .array(embedOriginSchema)
  .max(MAX_EMBED_ORIGINS, `List at most ${MAX_EMBED_ORIGINS} origins`)
  // The same origin twice (after normalising) is kept once.
  .transform((origins) => [...new Set(origins)]);

/**
 * The shop's website, where the checkout sends a customer back when the payment has
 * no return_url: an https URL with a host, at most 500 characters; "" or null clears it.
 */
export const websiteUrlSchema = z
  .union([
    z.literal(""),
    z
      .string()
      .trim()
      .max(500, "Use at most 500 characters")
      .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, message: "Enter an https:// address, e.g. https://shop.example" })),
  ])
  .nullable()
  .transform((v) => (v ? v : null));

export const merchantSettingsSchema = z
  .object({
    name: businessNameSchema,
    logo_url: z
      .union([z.literal(""), z.url({ protocol: /^https?$/, message: "Enter an http(s) URL" }).max(500)])
      .nullable()
      .transform((v) => (v ? v : null)),
    website_url: websiteUrlSchema,
    brand_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a hex colour like #4f46e5"),
    retry_window_minutes: z.number().int("Whole minutes only").min(5, "At least 5 minutes").max(60, "At most 60 minutes"),
    session_lifetime_minutes: z.number().int("Whole minutes only").min(5, "At least 5 minutes").max(1440, "At most 24 hours (1440 minutes)"),
    customer_profiles_enabled: z.boolean(),
    embed_origins: embedOriginsSchema,
    restrict_to_preferred_methods: z.boolean(),
    // E-mail each paid payment's receipt to the customer (when SMTP is configured and the customer gave an e-mail).
    receipt_emails_enabled: z.boolean(),
    // Subaccount settlement (lib/payouts/settle-subaccount.ts SETTLEMENT_SCHEDULES).
    settlement_schedule: z.enum(["daily", "weekly", "manual"], "Choose daily, weekly or manual"),
    // The zone the dashboard counts days in; null = the country's zone, else UTC.
    time_zone: z.string().max(64).refine(isValidTimeZone, "Choose a time zone from the list (an IANA name such as Africa/Addis_Ababa)").nullable(),
  })
  .strict();

export type MerchantSettingsInput = z.input<typeof merchantSettingsSchema>;

// Live activation: the checklist's forms.

export const activationBusinessSchema = z
  .object({
    legal_name: z.string().trim().min(2, "Enter the registered name, at least 2 characters").max(200, "Use at most 200 characters"),
    country: z.enum(ACTIVATION_COUNTRY_CODES, "Choose a country the gateway serves"),
    business_type: z.enum(BUSINESS_TYPE_VALUES, "Choose a business type"),
    contact_phone: z.string().trim().min(1, "Enter a contact phone number").max(32, "Use at most 32 characters"),
  })
  .strict()
  // Stored in E.164 ("0911 234 567" in Ethiopia -> "+251911234567"): the one phone rule of lib/phone.ts,
  // so a local number is read as one of the business's country, as the checkout reads it.
  .transform((d, ctx) => {
    const found = normalizePhone(d.contact_phone, d.country);
    if (!("phone" in found)) {
      ctx.addIssue({ code: "custom", path: ["contact_phone"], message: `Enter a phone number, e.g. ${phoneExample(d.country)}` });
      return z.NEVER;
    }
    return { ...d, contact_phone: found.phone };
  });

export const activationSettlementSchema = z
  .object({
    bank_slug: z.string().trim().min(1, "Choose a bank").max(64),
    account_number: z.string().trim().min(1, "Enter the account number").max(40),
    account_name: z.string().trim().min(2, "Enter the account holder's name").max(200),
  })
  .strict();

export const activationVerifyEmailSchema = z
  .object({ code: z.string().trim().min(6, "Enter the code").max(80) })
  .strict();

export const emptyBodySchema = z.object({}).strict();
