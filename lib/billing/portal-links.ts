import "server-only";
// The customer portal's links (docs/customer-portal.md): a signed capability, not a session. The
// link names the customer, the mode, the merchant and when it ends, signed with an HMAC under a key
// derived from the server secret (as list cursors are, lib/http/cursor.ts), so a forged or edited
// link is refused and an expired one is gone, without a row to look up. The merchant travels as a
// keyed hash (its id is internal), checked against the customer's own merchant. A link cannot be
// revoked before its end: give short ones (the default is 7 days, at most 30).
import crypto from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import type { Db } from "@/lib/db";
import { env } from "@/lib/env";
import { derivedKey } from "@/lib/http/derived-keys";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import type { OtherModeAnswer } from "@/lib/auth/other-mode";
import { findCustomer } from "@/lib/customers/find-customer";

export const DEFAULT_PORTAL_LINK_HOURS = 7 * 24;
export const MAX_PORTAL_LINK_HOURS = 30 * 24;
const VERSION = 1;
const SIGNATURE_BYTES = 16; // 128 bits
const MERCHANT_BINDING_BYTES = 8;
/** Longer than any link this code makes: anything longer is not even decoded. */
const MAX_TOKEN_LENGTH = 300;

export type PortalClaims = { customerId: string; mode: Mode; merchantBinding: string; expiresAt: Date };
export type PortalTokenCheck = { ok: true; claims: PortalClaims } | { ok: false; problem: "forged" | "expired" };

/** A key of its own for portal links, derived from the server secret. */
const portalKey = () => derivedKey("customer portal link v1");

function sign(payload: string): Buffer {
  return crypto.createHmac("sha256", portalKey()).update(payload).digest().subarray(0, SIGNATURE_BYTES);
}

/** The merchant as the link names it: a keyed hash, so the link shows nothing of the id. */
export function merchantBinding(merchantId: string): string {
  return crypto.createHmac("sha256", portalKey()).update(`merchant\0${merchantId}`).digest().subarray(0, MERCHANT_BINDING_BYTES).toString("base64url");
}

export function signPortalToken(opts: { merchantId: string; mode: Mode; customerId: string; expiresAt: Date }): string {
  const payload = Buffer.from(JSON.stringify([VERSION, opts.customerId, opts.mode, Math.floor(opts.expiresAt.getTime() / 1000), merchantBinding(opts.merchantId)])).toString("base64url");
  return `${payload}.${sign(payload).toString("base64url")}`;
}

/** The link's claims when its signature holds and it has not ended; which of the two failed otherwise. */
export function verifyPortalToken(token: string, now = new Date()): PortalTokenCheck {
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token)) return { ok: false, problem: "forged" };
  const [payload, signature] = token.split(".");
  const given = Buffer.from(signature, "base64url");
  const expected = sign(payload);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, problem: "forged" };
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, problem: "forged" };
  }
  if (!Array.isArray(parts) || parts[0] !== VERSION || parts.length !== 5) return { ok: false, problem: "forged" };
  const [, customerId, mode, expires, binding] = parts as [number, unknown, unknown, unknown, unknown];
  if (typeof customerId !== "string" || (mode !== "test" && mode !== "live") || typeof expires !== "number" || typeof binding !== "string") return { ok: false, problem: "forged" };
  const expiresAt = new Date(expires * 1000);
  if (expiresAt <= now) return { ok: false, problem: "expired" };
  return { ok: true, claims: { customerId, mode, merchantBinding: binding, expiresAt } };
}

export function portalUrl(token: string): string {
  return `${env().publicBaseUrl}/portal/${token}`;
}

/** POST /v2/customers/{id}/portal-link: a link to the customer's portal, audited (never the link itself). */
export async function createPortalLink(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; otherMode: OtherModeAnswer; customerId: string; actor: AuditActor; expiresInHours?: number; now?: Date },
): Promise<{ url: string; expires_at: string }> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "billing.manage" });
  const customer = await findCustomer(tx, { merchantId: opts.merchantId, mode: opts.mode, id: opts.customerId, otherMode: opts.otherMode });
  const hours = Math.min(opts.expiresInHours ?? DEFAULT_PORTAL_LINK_HOURS, MAX_PORTAL_LINK_HOURS);
  // Whole seconds, as the link carries them.
  const expiresAt = new Date(Math.floor(((opts.now ?? new Date()).getTime() + hours * 3_600_000) / 1000) * 1000);
  const token = signPortalToken({ merchantId: customer.merchantId, mode: customer.mode, customerId: customer.id, expiresAt });
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "customer.portal_link_created", mode: opts.mode, targetId: customer.id, details: { expires_at: expiresAt.toISOString() } });
  return { url: portalUrl(token), expires_at: expiresAt.toISOString() };
}

/**
 * The customer a portal link opens, or why it opens nothing: `forged` (bad signature, or claims
 * that name no such customer of that merchant and mode) or `expired`.
 */
export async function openPortal(db: Db, token: string, now = new Date()) {
  const check = verifyPortalToken(token, now);
  if (!check.ok) return { ok: false as const, problem: check.problem };
  const { claims } = check;
  const customer = /^cus_[0-9A-Za-z]{22}$/.test(claims.customerId) ? await db.customer.findFirst({ where: { id: claims.customerId, mode: claims.mode } }) : null;
  if (!customer || merchantBinding(customer.merchantId) !== claims.merchantBinding) return { ok: false as const, problem: "forged" as const };
  return { ok: true as const, customer, expiresAt: claims.expiresAt };
}
