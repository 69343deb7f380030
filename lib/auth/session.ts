import "server-only";
// Dashboard sign-in (issue 2): next-auth Credentials (e-mail + password) with JWT sessions.
// The token carries userId, merchantId (the user's first membership) and role;
// getDashboardSession() re-reads the membership on every request so a removed
// membership or a changed role takes effect at once, not when the JWT expires.
import { cache } from "react";
import { cookies } from "next/headers";
import { getServerSession, type AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { authorizeCredentials } from "@/lib/auth/authorize-credentials";
import { MODE_COOKIE, parseMode, type DashboardMode, type DashboardRole } from "@/lib/dashboard/types";

/** Sessions last a working day; there is no refresh without SessionProvider, so this is absolute. */
const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

let options: AuthOptions | undefined;

/** Built on first use: env() must not be read at import time (next build). */
export function authOptions(): AuthOptions {
  options ??= {
    secret: env().nextAuthSecret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "E-mail and password",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Password", type: "password" },
          // Asked for after the password when the user has two-factor sign-in on (issue 14).
          code: { label: "Authentication code", type: "text" },
        },
        // Limits, lockout and two-factor: lib/auth/authorize-credentials.ts (issue 14).
        authorize: (credentials, req) => authorizeCredentials(db(), { credentials, headers: req.headers ?? {} }),
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.userId = user.id;
          token.merchantId = user.merchantId;
          token.role = user.role;
        }
        return token;
      },
      session({ session, token }) {
        session.userId = token.userId ?? "";
        session.merchantId = token.merchantId ?? "";
        session.role = token.role ?? "viewer";
        return session;
      },
    },
  };
  return options;
}

export type DashboardSession = {
  userId: string;
  merchantId: string;
  role: DashboardRole;
  mode: DashboardMode;
  email: string;
  merchantName: string;
  /** The merchant requires two-factor sign-in and this user has not set it up (issue 14): send them to /two-factor/setup. */
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
    select: { role: true, user: { select: { email: true, totpEnabledAt: true } }, merchant: { select: { name: true, requireTwoFactor: true } } },
  });
  if (!membership) return null;
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
