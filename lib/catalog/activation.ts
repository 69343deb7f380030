// Live activation: the lists the checklist's forms offer and the steps it
// shows. Client-safe: the dashboard's forms and the services read the same lists.

/**
 * Countries a merchant may register in: the three the gateway serves (Ethiopia, Uganda,
 * Djibouti) and their neighbours whose businesses sell into them. ISO 3166-1 alpha-2.
 */
export const ACTIVATION_COUNTRIES = [
  { code: "ET", name: "Ethiopia" },
  { code: "UG", name: "Uganda" },
  { code: "DJ", name: "Djibouti" },
  { code: "KE", name: "Kenya" },
  { code: "RW", name: "Rwanda" },
  { code: "TZ", name: "Tanzania" },
  { code: "SO", name: "Somalia" },
] as const;
export type ActivationCountry = (typeof ACTIVATION_COUNTRIES)[number]["code"];
export const ACTIVATION_COUNTRY_CODES = ACTIVATION_COUNTRIES.map((c) => c.code) as [ActivationCountry, ...ActivationCountry[]];

export const BUSINESS_TYPES = [
  { value: "sole_proprietor", label: "Sole proprietor" },
  { value: "partnership", label: "Partnership" },
  { value: "private_company", label: "Private limited company" },
  { value: "public_company", label: "Public company" },
  { value: "non_profit", label: "Non-profit or NGO" },
  { value: "government", label: "Government body" },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]["value"];
export const BUSINESS_TYPE_VALUES = BUSINESS_TYPES.map((t) => t.value) as [BusinessType, ...BusinessType[]];

export const ACTIVATION_STATUSES = ["pending", "submitted", "activated", "rejected"] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];

export const ACTIVATION_STEPS = ["business_details", "settlement_account", "email_verified", "owner_two_factor"] as const;
export type ActivationStep = (typeof ACTIVATION_STEPS)[number];

export const ACTIVATION_STEP_LABELS: Record<ActivationStep, string> = {
  business_details: "Business details",
  settlement_account: "Settlement account",
  email_verified: "E-mail verified",
  owner_two_factor: "Two-factor sign-in for the owner",
};

/** What the checklist page and the CLI show (GET /api/dashboard/activation). */
export type ActivationView = {
  status: ActivationStatus;
  steps: Record<ActivationStep, boolean>;
  complete: boolean;
  submitted_at: string | null;
  activated_at: string | null;
  /** Activated and the live secret key not yet shown: the dashboard offers it once. */
  live_key_available: boolean;
  email: string;
  /** SMTP is configured: the e-mail step sends a link; else the operator reads a code from the CLI. */
  email_delivery: "link" | "operator_code";
  business: { legal_name: string | null; country: string | null; business_type: string | null; contact_phone: string | null };
  settlement_account: { bank_slug: string; account_number: string; account_name: string } | null;
  /** The zone the dashboard shows the merchant's times in (its setting, else its country's, else UTC). */
  time_zone: string;
  /** What the operator wrote when approving or rejecting the activation (the console's note), if anything. */
  operator_note: string | null;
};
