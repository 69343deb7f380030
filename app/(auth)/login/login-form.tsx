"use client";
import { useState, type FormEvent } from "react";
import Link from "next/link";
import { signIn } from "next-auth/react";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { describeSignInError } from "@/lib/auth/sign-in-errors";

export function LoginForm({ callbackUrl, initialError }: { callbackUrl: string; initialError?: string }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // Two-factor sign-in: after the right password, the same form asks for a code and
  // sends e-mail, password and code together (the password stays in this component only).
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>(initialError);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError("Enter your e-mail and password.");
      return;
    }
    if (askCode && !code.trim()) {
      setError("Enter the code from your authenticator app, or a recovery code.");
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const result = await signIn("credentials", { email, password, ...(askCode ? { code: code.trim() } : {}), redirect: false });
      if (!result || result.error || !result.ok) {
        // Wrong password, a lock and its end, a limit per address, a code to ask for (lib/auth/sign-in-errors.ts).
        // Times (a lock's end) in the browser's zone: the merchant's own, as far as the page can know before sign-in.
        const view = describeSignInError(result?.error ?? (result?.status === 401 ? "CredentialsSignin" : "failed"), browserTimeZone());
        setError(view.message);
        setAskCode(view.needsCode);
        if (!view.needsCode) setCode("");
        setPending(false);
        return;
      }
      window.location.assign(callbackUrl);
    } catch {
      setError("Could not reach the server; check your connection and try again.");
      setPending(false);
    }
  }

  return (
    <>
      <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight text-slate-900">Sign in to your account</h1>
      <Card>
        <CardBody className="px-6 py-6">
          <form noValidate onSubmit={onSubmit} className="space-y-5">
            {error ? (
              <Notice tone="danger" role="alert">
                {error}
              </Notice>
            ) : null}
            <Field label="E-mail">
              {(p) => (
                <Input {...p} name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
              )}
            </Field>
            <Field label="Password">
              {(p) => (
                <Input
                  {...p}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </Field>
            <p className="-mt-3 text-right text-sm">
              <Link href="/forgot-password" className="font-medium text-indigo-600 hover:text-indigo-500">
                Forgot password?
              </Link>
            </p>
            {askCode ? (
              <Field
                label="Authentication code"
                hint="The 6-digit code from your authenticator app. Lost your device? Enter one of your recovery codes."
              >
                {(p) => (
                  <Input
                    {...p}
                    name="code"
                    autoComplete="one-time-code"
                    autoFocus
                    required
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                  />
                )}
              </Field>
            ) : null}
            <Button type="submit" className="w-full" loading={pending}>
              {askCode ? "Verify" : "Sign in"}
            </Button>
          </form>
        </CardBody>
      </Card>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Gateway?{" "}
        <Link href="/signup" className="font-medium text-indigo-600 hover:text-indigo-500">
          Create an account
        </Link>
      </p>
    </>
  );
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
