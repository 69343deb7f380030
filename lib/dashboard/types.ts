// Shapes shared by the dashboard's server code, JSON routes and client components.
// Client-safe: no server imports here.
export const DASHBOARD_MODES = ["test", "live"] as const;
export type DashboardMode = (typeof DASHBOARD_MODES)[number];
export type DashboardRole = "owner" | "developer" | "viewer";

/** The cookie that remembers whether the dashboard shows test or live data (issue 2). */
export const MODE_COOKIE = "gw_mode";

export function parseMode(value: string | undefined | null): DashboardMode {
  return value === "live" ? "live" : "test";
}

/** What a role may change; everyone signed in may read. Checked by the JSON routes, mirrored in the UI. */
export const CAN_MANAGE_SETTINGS: readonly DashboardRole[] = ["owner"];
export const CAN_MANAGE_KEYS: readonly DashboardRole[] = ["owner", "developer"];

export type MerchantSettingsView = {
  name: string;
  logo_url: string | null;
  brand_color: string;
  retry_window_minutes: number;
  session_lifetime_minutes: number;
  customer_profiles_enabled: boolean;
};

export type ApiKeyStatus = "active" | "expiring" | "expired" | "revoked";

export type ApiKeyItem = {
  id: string;
  mode: DashboardMode;
  kind: "public" | "secret";
  display: string;
  status: ApiKeyStatus;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  created_at: string;
};

/** A key whose full text is shown once (created or rolled secret key). */
export type RevealedKey = { id: string; kind: "public" | "secret"; mode: DashboardMode; key: string };

export type ExpireOldIn = "now" | "1h" | "24h";
