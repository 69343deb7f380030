// /login: dashboard sign-in with e-mail and password.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDashboardSession } from "@/lib/auth/session";
import { safeCallbackUrl } from "@/lib/dashboard/callback-url";
import { describeSignInError } from "@/lib/auth/sign-in-errors";
import { LoginForm } from "./login-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await getDashboardSession()) redirect(callbackUrl);
  const errorCode = typeof params.error === "string" ? params.error : undefined;
  // A fixed set of codes (lib/auth/sign-in-errors.ts): "?error=constructor" finds nothing.
  const initialError = describeSignInError(errorCode).message;
  return <LoginForm callbackUrl={callbackUrl} initialError={initialError} />;
}
