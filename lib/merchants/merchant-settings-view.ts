// The merchant settings as the dashboard reads and writes them (client-safe).
export type MerchantSettingsView = {
  name: string;
  logo_url: string | null;
  /** The shop's website (https): the checkout's link back when a payment has no return_url. */
  website_url: string | null;
  brand_color: string;
  retry_window_minutes: number;
  session_lifetime_minutes: number;
  customer_profiles_enabled: boolean;
  /** Origins allowed to show the hosted checkout in an iframe (CSP frame-ancestors), normalised. */
  embed_origins: string[];
  /** Show only a payment's preferred_payment_methods on checkout, instead of listing them first. */
  restrict_to_preferred_methods: boolean;
  /** E-mail each paid payment's receipt to its customer (when SMTP is configured and the customer gave an e-mail). */
  receipt_emails_enabled: boolean;
  /** When subaccount balances are paid out: daily, weekly (Mondays) or manual only. */
  settlement_schedule: "daily" | "weekly" | "manual";
  /** The IANA zone chosen for the dashboard's days; null: the default. */
  time_zone: string | null;
};
