// The two modes every key, object and dashboard view lives in (spec: Test and live mode).
export const DASHBOARD_MODES = ["test", "live"] as const;
export type DashboardMode = (typeof DASHBOARD_MODES)[number];

/** The cookie that remembers whether the dashboard shows test or live data. */
export const MODE_COOKIE = "gw_mode";

/** Any other value (a missing or tampered cookie) is test mode: live is always chosen on purpose. */
export function parseMode(value: string | undefined | null): DashboardMode {
  return value === "live" ? "live" : "test";
}
