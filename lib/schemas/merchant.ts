// Shared by the dashboard forms, the dashboard API routes and the CLI.
import { z } from "zod";

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

export const merchantSettingsSchema = z
  .object({
    name: businessNameSchema,
    logo_url: z
      .union([z.literal(""), z.url({ protocol: /^https?$/, message: "Enter an http(s) URL" }).max(500)])
      .nullable()
      .transform((v) => (v ? v : null)),
    brand_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a hex colour like #4f46e5"),
    retry_window_minutes: z.number().int("Whole minutes only").min(5, "At least 5 minutes").max(60, "At most 60 minutes"),
    session_lifetime_minutes: z.number().int("Whole minutes only").min(5, "At least 5 minutes").max(1440, "At most 24 hours (1440 minutes)"),
    customer_profiles_enabled: z.boolean(),
  })
  .strict();

export type MerchantSettingsInput = z.input<typeof merchantSettingsSchema>;
