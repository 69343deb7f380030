// API keys as the dashboard shows them (client-safe).
import type { DashboardMode } from "@/lib/catalog/modes";

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
  /** A working test secret key the dashboard can show again (live secret keys are shown once). */
  revealable: boolean;
};

/** A key's full text: shown once for a created or rolled key, or again for a test secret key. */
export type RevealedKey = { id: string; kind: "public" | "secret"; mode: DashboardMode; key: string };

export type ExpireOldIn = "now" | "1h" | "24h";
