import "server-only";
// Password reset by e-mail (docs/security.md "Password reset").
// - Asking for a link answers the same whether or not the e-mail has an account: an unknown
//   e-mail is counted against the same limits and gets the same words; only a real account is mailed.
// - Limits: PASSWORD_RESET_LIMITS requests per e-mail and per client address within an hour.
// - The link carries a random token; only its SHA-256 is stored. It works once, within
//   PASSWORD_RESET_TTL_MINUTES, and asking again replaces the links not yet used.
// - Setting the new password ends every dashboard session of the user (sessions are JWTs:
//   User.sessionsValidFrom refuses every token signed in before it, lib/auth/session.ts), lifts the
//   sign-in lock of the account, and is written to the audit log of each of the user's merchants.
import crypto from "node:crypto";
import { inTransaction, type Db } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { ApiError } from "@/lib/http/errors";
import { hashPassword } from "@/lib/crypto/passwords";
import { mailConfigured, sendMail } from "@/lib/mail/send-mail";
import { recordAudit, type AuditActor, type AuditRequest } from "@/lib/audit/record-audit";
import { passwordSchema } from "@/lib/schemas/merchant";
import type { Prisma } from "@/lib/generated/prisma/client";
import { timeZoneForCountry } from "@/lib/catalog/time-zones";
import { accountKey, ipKey } from "@/lib/auth/sign-in-throttle";

/** How long a reset link works: said in the message and on the pages. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

export const PASSWORD_RESET_LIMITS = {
  /** Requests for one e-mail (known or not) within the window. */
  account: { maxRequests: 3, windowMs: 60 * 60_000 },
  /** Requests from one client address within the window. */
  ip: { maxRequests: 10, windowMs: 60 * 60_000 },
} as const;

export type PasswordResetRequestResult =
  | { status: "accepted"; mailConfigured: true }
  /** No SMTP server: nothing can be mailed; the page says how to get back in instead. */
  | { status: "mail_not_configured"; mailConfigured: false }
  | { status: "limited"; retryAt: Date };

function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function passwordResetUrl(token: string): string {
  return `${env().publicBaseUrl}/reset-password/${token}`;
}

/**
 * Asks for a reset link for `email` from `ip`. Answers "accepted" for an unknown e-mail too.
 * The message goes out after the request's rows are written; a failing SMTP server is logged
 * (without the link) and the answer stays the same, so it tells nothing about the account.
 */
export async function requestPasswordReset(
  db: Db,
  opts: { email: string; ip: string; request?: AuditRequest; now?: Date },
): Promise<PasswordResetRequestResult> {
  const now = opts.now ?? new Date();
  const email = opts.email.trim().toLowerCase();
  if (!mailConfigured()) return { status: "mail_not_configured", mailConfigured: false };

  const keys = { account: `reset-${accountKey(email)}`, ip: `reset-${ipKey(opts.ip)}` };
  type Outcome = { limited: Date } | { user: null } | { user: { id: string; email: string }; token: string; expiresAt: Date; timeZone: string };
  const outcome = await inTransaction(db, async (tx): Promise<Outcome> => {
    for (const scope of ["account", "ip"] as const) {
      const { maxRequests, windowMs } = PASSWORD_RESET_LIMITS[scope];
      const since = new Date(now.getTime() - windowMs);
      await tx.passwordResetRequest.deleteMany({ where: { key: keys[scope], at: { lte: since } } });
      const recent = await tx.passwordResetRequest.findMany({ where: { key: keys[scope] }, orderBy: { at: "asc" }, select: { at: true } });
      if (recent.length >= maxRequests) return { limited: new Date(recent[0].at.getTime() + windowMs) };
    }
    await tx.passwordResetRequest.createMany({
      data: (["account", "ip"] as const).map((scope) => ({ id: crypto.randomUUID(), key: keys[scope], at: now })),
    });
    const user = await tx.user.findUnique({
      where: { email },
      select: { id: true, email: true, memberships: { orderBy: { createdAt: "asc" }, select: { merchantId: true, merchant: { select: { timeZone: true, country: true } } } } },
    });
    if (!user) return { user: null };
    // Asking again replaces the links not yet used: only the newest message works.
    await tx.passwordReset.deleteMany({ where: { userId: user.id, usedAt: null } });
    const token = crypto.randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
    await tx.passwordReset.create({ data: { id: crypto.randomUUID(), userId: user.id, tokenHash: hashToken(token), expiresAt } });
    for (const membership of user.memberships) {
      await recordAudit(tx, {
        merchantId: membership.merchantId,
        actor: { type: "system", ...opts.request },
        action: "user.password_reset_requested",
        targetId: user.id,
        details: { email: user.email, expires_at: expiresAt.toISOString() },
      });
    }
    const first = user.memberships[0]?.merchant;
    const timeZone = first?.timeZone ?? timeZoneForCountry(first?.country) ?? "UTC";
    return { user: { id: user.id, email: user.email }, token, expiresAt, timeZone };
  });

  if ("limited" in outcome) return { status: "limited", retryAt: outcome.limited };
  if ("token" in outcome) {
    try {
      await sendMail(passwordResetEmail({ to: outcome.user.email, url: passwordResetUrl(outcome.token), expiresAt: outcome.expiresAt, timeZone: outcome.timeZone }));
    } catch (error) {
      const err = error as { code?: unknown; responseCode?: unknown };
      logger().warn(
        { userId: outcome.user.id, code: typeof err.code === "string" ? err.code : undefined, responseCode: err.responseCode },
        "password reset e-mail not sent",
      );
    }
  }
  return { status: "accepted", mailConfigured: true };
}

/** How long the link a new owner chooses their first password with works (the operator API hands it over). */
export const PASSWORD_SETUP_TTL_HOURS = 72;

/**
 * A link for an owner who has no password of their own yet (a merchant created through the operator
 * API): the reset link's page and rules, valid for PASSWORD_SETUP_TTL_HOURS, written in `tx` beside
 * the account. Only its hash is stored; the platform passes the URL on to its merchant.
 */
export async function issuePasswordSetupLink(tx: Prisma.TransactionClient, opts: { userId: string; now?: Date }): Promise<{ url: string; expiresAt: Date }> {
  const now = opts.now ?? new Date();
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PASSWORD_SETUP_TTL_HOURS * 3_600_000);
  await tx.passwordReset.create({ data: { id: crypto.randomUUID(), userId: opts.userId, tokenHash: hashToken(token), expiresAt } });
  return { url: passwordResetUrl(token), expiresAt };
}

/** The message: the link, how long it works (in the merchant's time zone), and what it does. */
export function passwordResetEmail(opts: { to: string; url: string; expiresAt: Date; timeZone: string }) {
  const until = formatInZone(opts.expiresAt, opts.timeZone);
  const text = [
    "Someone (hopefully you) asked to reset the password of your Gateway dashboard account.",
    "",
    `Choose a new password here (the link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes, until ${until}):`,
    opts.url,
    "",
    "Setting a new password signs you out everywhere and lifts a sign-in lock on the account.",
    "If you did not ask for this, ignore this message: your password stays as it is.",
  ].join("\n");
  return { to: opts.to, subject: "Reset your Gateway password", text };
}

function formatInZone(date: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(date);
  return `${text} (${timeZone.replace(/_/g, " ").split("/").at(-1)} time)`;
}

export type PasswordResetLink = { valid: true; email: string; expiresAt: Date } | { valid: false; reason: "unknown" | "used" | "expired" };

/** Whether a link still works (the reset page asks before showing its form). */
export async function checkPasswordResetToken(db: Db, token: string, now = new Date()): Promise<PasswordResetLink> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { valid: false, reason: "unknown" };
  const row = await db.passwordReset.findUnique({ where: { tokenHash: hashToken(token) }, select: { usedAt: true, expiresAt: true, user: { select: { email: true } } } });
  if (!row) return { valid: false, reason: "unknown" };
  if (row.usedAt) return { valid: false, reason: "used" };
  if (row.expiresAt <= now) return { valid: false, reason: "expired" };
  return { valid: true, email: row.user.email, expiresAt: row.expiresAt };
}

/** What a link that no longer works says: a not-found for a link never issued, else its state. */
export function passwordResetRefusal(reason: "unknown" | "used" | "expired"): ApiError {
  if (reason === "expired") return new ApiError("INVALID_STATE", `This reset link has expired (a link works for ${PASSWORD_RESET_TTL_MINUTES} minutes): ask for a new one.`);
  if (reason === "used") return new ApiError("INVALID_STATE", "This reset link was already used: ask for a new one if you need to.");
  return new ApiError("NOT_FOUND", "This reset link is not valid: check that you copied all of it, or ask for a new one.");
}

/**
 * Sets the new password through a reset link: the link is used up, every session of the user
 * ends, the account's sign-in lock and failures are cleared, and the reset is audited. One
 * transaction; the token row is claimed with a conditional update, so two uses cannot both win.
 */
export async function completePasswordReset(
  db: Db,
  opts: { token: string; password: string; request?: AuditRequest; now?: Date },
): Promise<{ userId: string; email: string }> {
  const now = opts.now ?? new Date();
  const link = await checkPasswordResetToken(db, opts.token, now);
  if (!link.valid) throw passwordResetRefusal(link.reason);
  const passwordHash = await hashPassword(opts.password);
  return inTransaction(db, async (tx) => {
    const tokenHash = hashToken(opts.token);
    const claimed = await tx.passwordReset.updateMany({ where: { tokenHash, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
    if (claimed.count !== 1) throw passwordResetRefusal("used");
    const reset = await tx.passwordReset.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } });
    return applyNewPassword(tx, { userId: reset.userId, passwordHash, now, actor: { type: "dashboard", userId: reset.userId, ...opts.request }, via: "reset_link" });
  });
}

/**
 * The operator's way back in when no mail server is set up (`npm run gateway -- user set-password`):
 * the same as a reset through a link (sessions ended, lock lifted, audited), the actor being the CLI.
 */
export async function setPasswordByOperator(db: Db, opts: { email: string; password: string; now?: Date }): Promise<{ userId: string; email: string }> {
  const now = opts.now ?? new Date();
  const parsed = passwordSchema.safeParse(opts.password);
  if (!parsed.success) throw new ApiError("VALIDATION_ERROR", `The password: ${parsed.error.issues[0]?.message ?? "not valid"}`);
  const email = opts.email.trim().toLowerCase();
  const found = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!found) throw new ApiError("NOT_FOUND", `No dashboard user has the e-mail ${email}`);
  const passwordHash = await hashPassword(opts.password);
  return inTransaction(db, (tx) => applyNewPassword(tx, { userId: found.id, passwordHash, now, actor: { type: "cli" }, via: "operator" }));
}

async function applyNewPassword(
  tx: Prisma.TransactionClient,
  opts: { userId: string; passwordHash: string; now: Date; actor: AuditActor; via: "reset_link" | "operator" },
): Promise<{ userId: string; email: string }> {
  const user = await tx.user.update({
    where: { id: opts.userId },
    data: { passwordHash: opts.passwordHash, sessionsValidFrom: opts.now },
    select: { id: true, email: true, memberships: { select: { merchantId: true } } },
  });
  // Any other link still open is spent too.
  await tx.passwordReset.deleteMany({ where: { userId: user.id, usedAt: null } });
  // A new password also unlocks: the lock and the failures that led to it are cleared.
  await tx.signInThrottle.deleteMany({ where: { key: accountKey(user.email) } });
  for (const membership of user.memberships) {
    await recordAudit(tx, {
      merchantId: membership.merchantId,
      actor: opts.actor,
      action: "user.password_reset",
      targetId: user.id,
      details: { email: user.email, via: opts.via, sessions_ended: true, sign_in_unlocked: true },
    });
  }
  return { userId: user.id, email: user.email };
}
