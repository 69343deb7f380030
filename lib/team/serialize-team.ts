import "server-only";
// The team page's shapes: never a token hash, never a password hash.
import type { Invite } from "@/lib/generated/prisma/client";
import type { InviteItem, InviteStatus } from "@/lib/team/types";

export function inviteStatus(invite: Invite, now = new Date()): InviteStatus {
  if (invite.acceptedAt) return "accepted";
  if (invite.revokedAt) return "revoked";
  if (invite.expiresAt.getTime() <= now.getTime()) return "expired";
  return "pending";
}

export function serializeInvite(invite: Invite, now = new Date()): InviteItem {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    status: inviteStatus(invite, now),
    expires_at: invite.expiresAt.toISOString(),
    created_at: invite.createdAt.toISOString(),
  };
}
