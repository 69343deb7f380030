import "server-only";
// Dashboard sign-in: next-auth Credentials (e-mail + password) with JWT sessions.
// The token carries userId, merchantId (the user's first membership) and role;
// getDashboardSession() re-reads the membership on every request so a removed
// membership or a changed role takes effect at once, not when the JWT expires.
import { cache } from "react";
import { cookies } from "next/headers";
import { getServerSession, type AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { authorizeCredentials } from "@/lib/auth/authorize-credentials";
import { MODE_COOKIE, parseMode, type DashboardMode } from "@/lib/catalog/modes";
import type { DashboardRole } from "@/lib/catalog/permissions";

// Session lifetimes (docs/security.md "Headers and sessions"). A session ends after
// SESSION_IDLE_SECONDS without activity: the JWT and its cookie expire then, unless renewed.
// Renewal is next-auth's own: GET /api/auth/session re-issues the cookie with a fresh expiry;
// the dashboard's SessionKeepAlive calls it at most every SESSION_RENEW_SECONDS, and only after
// the user did something. Whatever the renewals, a session ends SESSION_ABSOLUTE_SECONDS after
// sign-in (the jwt callback refuses it, and getDashboardSession() checks it on every request).
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
export const SESSION_RENEW_SECONDS = 5 * 60;

/** The session cookie's name: the __Secure- prefix with Secure, as next-auth (and its middleware) names it. */
export function sessionCookieName(secure: boolean) {
  return `${secure ? "__Secure-" : ""}next-auth.session-token`;
}

/** Whether a token's sign-in (authTime, seconds) is older than the absolute limit. A token without one predates it: expired. */
export function pastAbsoluteLimit(authTime: unknown, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  return typeof authTime !== "number" || nowSeconds - authTime >= SESSION_ABSOLUTE_SECONDS;
}

/**
 * Whether a session signed in at authTime (seconds) was ended by a password reset at validFrom.
 * The JWT's time has whole seconds: a sign-in in the same second as the reset is after it.
 */
export function signedInBefore(authTime: unknown, validFrom: Date | null): boolean {
  if (!validFrom) return false;
  return typeof authTime !== "number" || authTime < Math.floor(validFrom.getTime() / 1000);
}

let options: AuthOptions | undefined;
let optionsFor: ReturnType<typeof env> | undefined;

/** Built on first use: env() must not be read at import time (next build). */
export function authOptions(): AuthOptions {
  // Secure cookies whenever the dashboard is served over https (PUBLIC_BASE_URL, which next-auth's
  // NEXTAUTH_URL follows, lib/env.ts): a production deployment is. Over plain http (a laptop, the
  // e2e server) a Secure cookie would never come back.
  const secure = env().publicBaseUrl.startsWith("https://");
  // Rebuilt when the configuration is (tests switch PUBLIC_BASE_URL between http and https).
  if (optionsFor !== env()) options = undefined;
  optionsFor = env();
  options ??= {
    secret: env().nextAuthSecret,
    session: { strategy: "jwt", maxAge: SESSION_IDLE_SECONDS, updateAge: SESSION_RENEW_SECONDS },
    jwt: { maxAge: SESSION_IDLE_SECONDS },
    useSecureCookies: secure,
    cookies: {
      // next-auth's defaults, written out because the issue requires them: not readable by
      // scripts, not sent on cross-site subrequests or POSTs, Secure over https.
      sessionToken: { name: sessionCookieName(secure), options: { httpOnly: true, sameSite: "lax", path: "/", secure } },
    },
    pages: { signIn: "/login", error: "/login" },
    logger: {
      // A session past its absolute limit is an ordinary end, not an error with a stack trace.
      error(code, metadata) {
        const name = (metadata as { name?: unknown } | undefined)?.name;
        if (name === "SessionExpiredError") logger().info({ code }, "dashboard session past its absolute lifetime");
        else logger().error({ code, err: metadata }, "next-auth error");
      },
    },
    providers: [
      CredentialsProvider({
        name: "E-mail and password",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Password", type: "password" },
          // Asked for after the password when the user has two-factor sign-in on.
          code: { label: "Authentication code", type: "text" },
        },
        // Limits, lockout and two-factor: lib/auth/authorize-credentials.ts.
        authorize: (credentials, req) => authorizeCredentials(db(), { credentials, headers: req.headers ?? {} }),
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.userId = user.id;
          token.merchantId = user.merchantId;
          token.role = user.role;
          token.authTime = Math.floor(Date.now() / 1000);
        }
        // Renewal past the absolute limit: next-auth answers no session and clears the cookie.
        if (pastAbsoluteLimit(token.authTime)) throw new SessionExpiredError();
        return token;
      },
      session({ session, token }) {
        session.userId = token.userId ?? "";
        session.merchantId = token.merchantId ?? "";
        session.role = token.role ?? "viewer";
        session.authTime = token.authTime;
        return session;
      },
    },
  };
  return options;
}

/** Thrown by the jwt callback: a session past its absolute lifetime is not renewed. */
class SessionExpiredError extends Error {
  constructor() {
    super("the dashboard session is past its absolute lifetime; sign in again");
    this.name = "SessionExpiredError";
  }
}

export type DashboardSession = {
  userId: string;
  merchantId: string;
  role: DashboardRole;
  mode: DashboardMode;
  email: string;
  merchantName: string;
  /** The merchant requires two-factor sign-in and this user has not set it up: send them to /two-factor/setup. */
  twoFactorSetupNeeded: boolean;
};

/**
 * The signed-in dashboard user, their merchant, role and the current mode (cookie gw_mode,
 * default test), or null. Works in server components, layouts and route handlers.
 * Cached per request so the layout and the page share one lookup.
 */
export const getDashboardSession = cache(async (): Promise<DashboardSession | null> => {
  const session = await getServerSession(authOptions());
  if (!session?.userId || !session.merchantId) return null;
  const membership = await db().membership.findUnique({
    where: { userId_merchantId: { userId: session.userId, merchantId: session.merchantId } },
    select: {
      role: true,
      user: { select: { email: true, totpEnabledAt: true, sessionsValidFrom: true } },
      merchant: { select: { name: true, requireTwoFactor: true } },
    },
  });
  if (!membership) return null;
  if (signedInBefore(session.authTime, membership.user.sessionsValidFrom)) return null;
  const mode = parseMode((await cookies()).get(MODE_COOKIE)?.value);
  return {
    userId: session.userId,
    merchantId: session.merchantId,
    role: membership.role,
    mode,
    email: membership.user.email,
    merchantName: membership.merchant.name,
    twoFactorSetupNeeded: membership.merchant.requireTwoFactor && !membership.user.totpEnabledAt,
  };
});
