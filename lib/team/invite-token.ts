import "server-only";
// Invite links: 192 random bits, prefixed so a leaked one is recognisable; only the
// SHA-256 is stored, as for API keys, so a database read never yields a usable link.
import crypto from "node:crypto";
import { randomBase62 } from "@/lib/ids";
import { env } from "@/lib/env";

export const INVITE_TOKEN_PREFIX = "gwinv_";
/** An invite link is valid for 7 days from when it was (re)issued. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export function newInviteToken(): string {
  return `${INVITE_TOKEN_PREFIX}${randomBase62(24)}`;
}

export function hashInviteToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function inviteUrl(token: string): string {
  return `${env().publicBaseUrl}/invite/${token}`;
}
