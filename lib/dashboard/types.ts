// Shapes shared by the dashboard's server code, JSON routes and client components.
// Client-safe: no server imports here.
import type { serializeBank } from "@/lib/banks/serialize-bank";
import type { SerializedPayment } from "@/lib/payments/serialize-payment";
import type { PaymentDetailView } from "@/lib/payments/serialize-payment-detail";
import type { serializeSubaccount } from "@/lib/subaccounts/serialize-subaccount";
import type { JobView } from "@/lib/job-admin/list-jobs";

export const DASHBOARD_MODES = ["test", "live"] as const;
export type DashboardMode = (typeof DASHBOARD_MODES)[number];
import { rolesFor } from "@/lib/catalog/permissions";
export type { DashboardRole } from "@/lib/catalog/permissions";

/** The cookie that remembers whether the dashboard shows test or live data (issue 2). */
export const MODE_COOKIE = "gw_mode";

export function parseMode(value: string | undefined | null): DashboardMode {
  return value === "live" ? "live" : "test";
}

/**
 * What a role may change, for the pages that hide what the role cannot do: views of the one
 * permission table (lib/catalog/permissions.ts), which the JSON routes and services enforce.
 */
export const CAN_MANAGE_SETTINGS = rolesFor("settings.manage");
export const CAN_MANAGE_KEYS = rolesFor("keys.manage");
/** Payouts, subaccounts, virtual accounts, test funds (issue 4, 10, 12). */
export const CAN_MOVE_MONEY = rolesFor("money.move");
/** Refunds: support too, up to the merchant's limit (issue 14). */
export const CAN_REFUND = rolesFor("refunds.create");
/** Create payment links and cancel unfinished payments (issue 9). */
export const CAN_MANAGE_PAYMENTS = rolesFor("payments.manage");
/** Retry a dead background job (issue 10). */
export const CAN_RETRY_JOBS = rolesFor("jobs.retry");
/** Webhook endpoints (issue 11); viewers read the endpoints and the delivery log, never the secret. */
export const CAN_MANAGE_WEBHOOKS = rolesFor("webhooks.manage");
/** Members and invites (issue 14). */
export const CAN_MANAGE_TEAM = rolesFor("team.manage");

export type MerchantSettingsView = {
  name: string;
  logo_url: string | null;
  brand_color: string;
  retry_window_minutes: number;
  session_lifetime_minutes: number;
  customer_profiles_enabled: boolean;
  /** Origins allowed to show the hosted checkout in an iframe (CSP frame-ancestors), normalised. */
  embed_origins: string[];
  /** Show only a payment's preferred_payment_methods on checkout, instead of listing them first. */
  restrict_to_preferred_methods: boolean;
  /** When subaccount balances are paid out (issue 10): daily, weekly (Mondays) or manual only. */
  settlement_schedule: "daily" | "weekly" | "manual";
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

/** Money shapes of the dashboard JSON routes (issues 3 and 4): amounts in major units, as in the API. */
export type PaymentListItem = SerializedPayment;
export type PaymentDetail = PaymentDetailView;
export type SubaccountItem = ReturnType<typeof serializeSubaccount>;
export type BankItem = ReturnType<typeof serializeBank>;
export type BalanceItem = { currency: string; available: number; pending: number; subaccounts: number };
export type RefundItem = PaymentDetailView["refunds"][number];
/** A dead background job as the dashboard shows it (GET /api/dashboard/jobs). */
export type DeadJobItem = JobView;
export type PagedList<T> = { items: T[]; pagination: { page: number; per_page: number; total: number; has_more: boolean } };
