import "server-only";
// Operators' sessions (docs/operator.md "Sessions"): a random token in an HttpOnly, SameSite=Strict
// cookie, its SHA-256 in OperatorSession, so a copy of the database opens no console. A session ends at
// sign-out, after 12 hours whatever the activity, after 30 minutes without a request, or when its
// operator is disabled. Apart from next-auth (docs/decisions.md): the realms share no cookie and no secret.
import crypto from "node:crypto";
import type { Db } from "@/lib/db";
import { newId, randomBase62 } from "@/lib/ids";
import { isOperatorRole, type OperatorRole } from "@/lib/catalog/operator-permissions";

export const OPERATOR_COOKIE = "gateway_operator";
export const OPERATOR_SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const OPERATOR_SESSION_IDLE_MS = 30 * 60_000;
/** lastSeenAt is written at most this often: a page load's several requests make one write. */
const TOUCH_EVERY_MS = 60_000;

export type SignedInOperator = { sessionId: string; operatorId: string; email: string; name: string | null; role: OperatorRole };

export function hashSessionToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export async function createOperatorSession(db: Db, opts: { operatorId: string; ip?: string | null; userAgent?: string | null; now?: Date }) {
  const now = opts.now ?? new Date();
  // 32 random bytes' worth of base62: the token grants the console, so more than an id's 128 bits.
  const token = `opt_${randomBase62(32)}`;
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_ABSOLUTE_MS);
  await db.operatorSession.create({
    data: { id: newId("ops"), operatorId: opts.operatorId, tokenHash: hashSessionToken(token), ip: opts.ip ?? null, userAgent: opts.userAgent ?? null, createdAt: now, lastSeenAt: now, expiresAt },
  });
  return { token, expiresAt };
}

/** The operator a token signs in, or null: unknown, ended, expired, idle too long, or disabled. */
export async function readOperatorSession(db: Db, token: string | null | undefined, now = new Date()): Promise<SignedInOperator | null> {
  if (!token || token.length > 200) return null;
  const session = await db.operatorSession.findUnique({
    where: { tokenHash: hashSessionToken(token) },
    select: { id: true, endedAt: true, expiresAt: true, lastSeenAt: true, operator: { select: { id: true, email: true, name: true, role: true, disabledAt: true, totpEnabledAt: true } } },
  });
  if (!session || session.endedAt || session.expiresAt <= now) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > OPERATOR_SESSION_IDLE_MS) return null;
  const op = session.operator;
  if (op.disabledAt || !op.totpEnabledAt || !isOperatorRole(op.role)) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.operatorSession.updateMany({ where: { id: session.id, endedAt: null }, data: { lastSeenAt: now } });
  }
  return { sessionId: session.id, operatorId: op.id, email: op.email, name: op.name, role: op.role };
}

export async function endOperatorSession(db: Db, token: string | null | undefined, now = new Date()): Promise<void> {
  if (!token) return;
  await db.operatorSession.updateMany({ where: { tokenHash: hashSessionToken(token), endedAt: null }, data: { endedAt: now } });
}

/** The session token from a Cookie header. */
export function operatorTokenFrom(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === OPERATOR_COOKIE) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** Set-Cookie for a new session. Secure when the console is served over https (the public base URL). */
export function operatorCookieHeader(token: string, expiresAt: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${OPERATOR_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

export function clearOperatorCookieHeader(secure: boolean): string {
  return `${OPERATOR_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? "; Secure" : ""}`;
}
