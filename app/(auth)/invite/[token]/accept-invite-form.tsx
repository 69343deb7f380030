"use client";
// Accepting an invite: the account is always the invited address, shown and not
// editable. A plain fetch, not dashboardFetch: a 401 here means a wrong password, not a
// session that ended.
import { useState, type FormEvent } from "react";
import { signIn } from "next-auth/react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { ROLE_LABELS, type DashboardRole } from "@/lib/catalog/permissions";

export function AcceptInviteForm({ token, email, role, accountExists }: { token: string; email: string; role: DashboardRole; accountExists: boolean }) {
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const res = await fetch("/api/dashboard/team/invites/accept", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token, password, ...(name.trim() && !accountExists ? { name: name.trim() } : {}) }),
    });
    const json = (await res.json().catch(() => null)) as { message?: string } | null;
    if (!res.ok) {
      setBusy(false);
      setError(json?.message ?? "Could not accept the invite");
      return;
    }
    const result = await signIn("credentials", { email, password, redirect: false });
    if (!result?.ok || result.error) {
      setBusy(false);
      setError("You joined the team, but signing in failed. Sign in with your e-mail and password.");
      return;
    }
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/dashboard");
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">
        You are invited as <strong className="font-medium text-slate-900">{ROLE_LABELS[role]}</strong> with the e-mail{" "}
        <strong className="font-medium text-slate-900">{email}</strong>.
      </p>
      {error ? (
        <Notice tone="danger" role="alert">
          {error}
        </Notice>
      ) : null}
      {accountExists ? null : (
        <Field label="Your name">{(p) => <Input {...p} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />}</Field>
      )}
      <Field label={accountExists ? "Your account's password" : "Choose a password"} hint={accountExists ? undefined : "At least 10 characters."}>
        {(p) => (
          <Input
            {...p}
            name="password"
            type="password"
            autoComplete={accountExists ? "current-password" : "new-password"}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" loading={busy}>
        Join the team
      </Button>
    </form>
  );
}
