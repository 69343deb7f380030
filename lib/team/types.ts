// Shapes of the team page and its JSON routes. Client-safe.
import type { DashboardRole } from "@/lib/catalog/permissions";

export type InviteStatus = "pending" | "accepted" | "revoked" | "expired";

export type InviteItem = { id: string; email: string; role: DashboardRole; status: InviteStatus; expires_at: string; created_at: string };

export type MemberItem = { id: string; user_id: string; email: string; name: string | null; role: DashboardRole; joined_at: string };

export type TeamView = {
  members: MemberItem[];
  /** Pending invites only (accepted, revoked and expired ones are in the audit log). */
  invites: InviteItem[];
  /** Support's largest single refund per currency, in major units (lib/team/support-refund-limit.ts). */
  support_refund_limits: Record<string, number>;
};

/** A new or re-issued invite: its link is in this answer only (only its hash is stored). */
export type IssuedInvite = { invite: InviteItem; invite_url: string; emailed: boolean };
