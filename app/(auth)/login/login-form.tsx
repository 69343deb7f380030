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
  const [error, setError] = useState<string | undefined>(initialError);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError("Enter your e-mail and password.");
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const result = await signIn("credentials", { email, password, redirect: false });
      if (!result || result.error || !result.ok) {
        // Wrong password, a lock and its end, a limit per address (lib/auth/sign-in-errors.ts).
        setError(describeSignInError(result?.error ?? (result?.status === 401 ? "CredentialsSignin" : "failed")).message);
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
            <Button type="submit" className="w-full" loading={pending}>
              Sign in
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
