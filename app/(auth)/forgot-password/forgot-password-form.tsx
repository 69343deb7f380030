"use client";
// The request for a reset link. The answer is the same whether or not the address has an
// account, so the page shows the server's words as they are.
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";

export function ForgotPasswordForm({ ttlMinutes }: { ttlMinutes: number }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notice = useRef<HTMLDivElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError("Enter the e-mail address you sign in with.");
      return;
    }
    setBusy(true);
    try {
      const res = await fetch("/api/dashboard/password-reset", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: email.trim() }),
      });
      const json = (await res.json().catch(() => null)) as { message?: string; details?: { message?: string }[] } | null;
      if (!res.ok) setError(json?.details?.[0]?.message ?? json?.message ?? "Could not ask for a link; try again.");
      else setSent(json?.message ?? "Check your e-mail for a link.");
    } catch {
      setError("Could not reach the server; check your connection and try again.");
    } finally {
      setBusy(false);
      requestAnimationFrame(() => notice.current?.focus());
    }
  }

  if (sent) {
    return (
      <div ref={notice} tabIndex={-1} className="space-y-3 outline-none">
        <Notice tone="success" role="status">
          {sent}
        </Notice>
        <p className="text-sm text-slate-600">Nothing after a few minutes? Check your spam folder, or ask again.</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">
        Enter the e-mail you sign in with. We will send a link to choose a new password; it works once, for {ttlMinutes} minutes, and
        also unlocks sign-in after too many tries.
      </p>
      {error ? (
        <div ref={notice} tabIndex={-1} className="outline-none">
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        </div>
      ) : null}
      <Field label="E-mail">
        {(p) => <Input {...p} name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <Button type="submit" className="w-full" loading={busy}>
        Send reset link
      </Button>
    </form>
  );
}
