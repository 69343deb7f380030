"use client";
// The new password, through the e-mailed link. On success every session has ended, so the page
// sends the user to sign in with the new password.
import { useState, type FormEvent } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (password.length < 10) return setError("Use at least 10 characters.");
    if (password !== confirm) return setError("The two passwords are not the same.");
    setBusy(true);
    try {
      const res = await fetch("/api/dashboard/password-reset/confirm", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token, password }),
      });
      const json = (await res.json().catch(() => null)) as { message?: string; details?: { message?: string }[] } | null;
      if (!res.ok) setError(json?.details?.[0]?.message ?? json?.message ?? "Could not set the password; try again.");
      else setDone(json?.message ?? "Your password is changed.");
    } catch {
      setError("Could not reach the server; check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="space-y-4">
        <Notice tone="success" role="status">
          {done}.
        </Notice>
        <Link href="/login" className="text-sm font-medium text-indigo-600 hover:text-indigo-500">
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">
        For <strong className="font-medium text-slate-900">{email}</strong>. Setting it signs you out everywhere.
      </p>
      {error ? (
        <Notice tone="danger" role="alert">
          {error}
        </Notice>
      ) : null}
      {/* A hidden username lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label="New password" hint="At least 10 characters.">
        {(p) => <Input {...p} name="password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </Field>
      <Field label="Repeat the new password">
        {(p) => <Input {...p} name="confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />}
      </Field>
      <Button type="submit" className="w-full" loading={busy}>
        Set new password
      </Button>
    </form>
  );
}
