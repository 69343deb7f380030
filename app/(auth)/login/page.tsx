// /login: dashboard sign-in with e-mail and password (issue 2).
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDashboardSession } from "@/lib/auth/session";
import { safeCallbackUrl } from "@/lib/dashboard/callback-url";
import { LoginForm } from "./login-form";

export const metadata: Metadata = { title: "Sign in" };

const ERRORS: Record<string, string> = {
  CredentialsSignin: "Incorrect e-mail or password.",
  SessionRequired: "Sign in to continue.",
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await getDashboardSession()) redirect(callbackUrl);
  const errorCode = typeof params.error === "string" ? params.error : undefined;
  // Own keys only: "?error=constructor" must not find Object's constructor (issue 9).
  const initialError = errorCode ? (Object.hasOwn(ERRORS, errorCode) ? ERRORS[errorCode] : "Sign-in failed; try again.") : undefined;
  return <LoginForm callbackUrl={callbackUrl} initialError={initialError} />;
}
