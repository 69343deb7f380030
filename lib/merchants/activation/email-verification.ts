import "server-only";
// Checklist step 3: prove the owner's e-mail address. With SMTP configured
// the owner gets a link; without it, the operator reads a code from the CLI
// (`npm run gateway -- merchant verification-code <id|email>`) and hands it over. Either way
// only the SHA-256 of the link token or code is stored, for 24 hours, with 5 wrong tries
// allowed; a new link or code replaces the old one. The e-mail is sent after the transaction
// commits (nothing goes over the network inside one).
import crypto from "node:crypto";
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { randomBase62 } from "@/lib/ids";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { mailConfigured, sendMail } from "@/lib/mail/send-mail";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { ownersOf } from "@/lib/merchants/activation/get-activation";

export const EMAIL_VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const EMAIL_VERIFICATION_MAX_ATTEMPTS = 5;
const LINK_TOKEN_PREFIX = "gwev_";

function hashSecret(text: string): string {
  return crypto.createHash("sha256").update(text.trim()).digest("hex");
}

/** Stores a new secret's hash (replacing any earlier one) and audits who issued it. */
async function storeSecret(db: Db, opts: { merchantId: string; actor: AuditActor; secret: string; delivery: "link" | "operator_code" }) {
  return inTransaction(db, async (tx) => {
    const merchant = await tx.merchant.findUnique({ where: { id: opts.merchantId }, select: { emailVerifiedAt: true } });
    if (!merchant) throw new ApiError("NOT_FOUND", "Merchant not found");
    if (merchant.emailVerifiedAt) throw new ApiError("INVALID_STATE", "The e-mail address is already verified");
    const expiresAt = new Date(Date.now() + EMAIL_VERIFICATION_LIFETIME_MS);
    await tx.merchant.update({
      where: { id: opts.merchantId },
      data: { emailVerificationHash: hashSecret(opts.secret), emailVerificationExpiresAt: expiresAt, emailVerificationAttempts: 0 },
    });
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "activation.email_verification_issued",
      details: { delivery: opts.delivery, expires_at: expiresAt.toISOString() },
    });
    return expiresAt;
  });
}

/**
 * The dashboard's "Send verification e-mail". Without SMTP nothing is issued here: the answer
 * tells the page to ask the operator for a code.
 */
export async function sendEmailVerification(db: Db, opts: { merchantId: string; actor: AuditActor }): Promise<{ delivery: "link" | "operator_code"; sent: boolean; email: string }> {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "activation.manage" });
  const owner = (await ownersOf(db, opts.merchantId))[0];
  if (!owner) throw new ApiError("INVALID_STATE", "This account has no owner to verify");
  if (!mailConfigured()) return { delivery: "operator_code", sent: false, email: owner.email };
  const token = `${LINK_TOKEN_PREFIX}${randomBase62(24)}`;
  await storeSecret(db, { merchantId: opts.merchantId, actor: opts.actor, secret: token, delivery: "link" });
  // The link opens the checklist with the token filled in; one click confirms. A GET never
  // verifies by itself: mail scanners fetch links before people do.
  const url = `${env().publicBaseUrl}/dashboard/settings/activation?verify=${token}`;
  try {
    const sent = await sendMail({
      to: owner.email,
      subject: "Confirm your e-mail address to go live",
      text: ["Confirm this address to finish your Gateway activation checklist:", "", url, "", "The link works for 24 hours. If you did not ask for it, ignore this message."].join("\n"),
    });
    return { delivery: "link", sent, email: owner.email };
  } catch (error) {
    logger().warn({ merchantId: opts.merchantId, error: String((error as Error).message ?? error).split(token).join("[redacted]") }, "verification e-mail not sent");
    throw new ApiError("SERVICE_UNAVAILABLE", "The verification e-mail could not be sent; try again in a few minutes");
  }
}

/** The CLI's `merchant verification-code`: a fresh 8-digit code, shown to the operator once. */
export async function issueVerificationCode(db: Db, opts: { merchantId: string }): Promise<{ code: string; expiresAt: Date }> {
  const code = String(crypto.randomInt(0, 100_000_000)).padStart(8, "0");
  const expiresAt = await storeSecret(db, { merchantId: opts.merchantId, actor: { type: "cli" }, secret: code, delivery: "operator_code" });
  return { code, expiresAt };
}

/**
 * Checks a link token or code. A wrong one counts against the 5 tries and is committed before
 * the error is thrown (so it runs in its own transaction, not the request's).
 */
export async function verifyEmail(db: Db, opts: { merchantId: string; actor: AuditActor; code: string }): Promise<{ verified_at: string }> {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "activation.manage" });
  const outcome = await inTransaction(db, async (tx) => {
    const m = await tx.merchant.findUnique({
      where: { id: opts.merchantId },
      select: { emailVerifiedAt: true, emailVerificationHash: true, emailVerificationExpiresAt: true, emailVerificationAttempts: true },
    });
    if (!m) throw new ApiError("NOT_FOUND", "Merchant not found");
    if (m.emailVerifiedAt) return { ok: true as const, verifiedAt: m.emailVerifiedAt };
    if (!m.emailVerificationHash || !m.emailVerificationExpiresAt || m.emailVerificationExpiresAt <= new Date()) {
      throw new ApiError("INVALID_STATE", "There is no valid code: it expired or none was issued; ask for a new one");
    }
    if (m.emailVerificationAttempts >= EMAIL_VERIFICATION_MAX_ATTEMPTS) {
      throw new ApiError("INVALID_STATE", "Too many wrong codes; ask for a new one");
    }
    const matches = crypto.timingSafeEqual(Buffer.from(hashSecret(opts.code), "hex"), Buffer.from(m.emailVerificationHash, "hex"));
    if (!matches) {
      await tx.merchant.update({ where: { id: opts.merchantId }, data: { emailVerificationAttempts: { increment: 1 } } });
      await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "activation.email_verification_failed", details: { attempt: m.emailVerificationAttempts + 1 } });
      return { ok: false as const, left: EMAIL_VERIFICATION_MAX_ATTEMPTS - m.emailVerificationAttempts - 1 };
    }
    const verifiedAt = new Date();
    await tx.merchant.update({
      where: { id: opts.merchantId },
      data: { emailVerifiedAt: verifiedAt, emailVerificationHash: null, emailVerificationExpiresAt: null, emailVerificationAttempts: 0 },
    });
    await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "activation.email_verified", after: { email_verified_at: verifiedAt.toISOString() } });
    return { ok: true as const, verifiedAt };
  });
  if (!outcome.ok) {
    throw new ApiError("INVALID_VALUE", `That code is not right; ${outcome.left} ${outcome.left === 1 ? "try" : "tries"} left`, [{ field: "code", message: "wrong code" }]);
  }
  return { verified_at: outcome.verifiedAt.toISOString() };
}
