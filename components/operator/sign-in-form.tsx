"use client";
// The console's sign-in: e-mail and password, then the authenticator's code. At the first sign-in the
// server answers a new TOTP secret instead: shown as text, as its otpauth URI and as a QR code.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { operatorFetch } from "@/components/operator/operator-fetch";

type Step = { next: "totp" } | { next: "enrol"; secret: string; otpauth_uri: string; qr_svg: string } | { next: "done" };

export function OperatorSignInForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await operatorFetch<Step>("/api/operator/sign-in", { email, password, ...(step ? { code } : {}) });
      if (answer.next === "done") window.location.assign(new URL("/operator/merchants", window.location.origin).href);
      else setStep(answer);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Operator sign-in">
      <label className="block text-sm font-medium text-slate-700">
        E-mail
        <Input name="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} className="mt-1" />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        Password
        <Input name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} className="mt-1" />
      </label>
      {step?.next === "enrol" && (
        <div className="space-y-2 rounded-md bg-slate-50 p-3 text-sm text-slate-700" data-testid="totp-enrolment">
          <p>Two-factor sign-in is required. Scan this code with an authenticator app, or enter the secret by hand, then type the code it shows.</p>
          {/* Our own SVG (lib/qr), drawn from the otpauth URI: no script, no user text. */}
          <div className="w-48" dangerouslySetInnerHTML={{ __html: step.qr_svg }} />
          <p>
            Secret: <code data-testid="totp-secret" className="break-all">{step.secret}</code>
          </p>
          <p className="break-all text-xs text-slate-500">{step.otpauth_uri}</p>
        </div>
      )}
      {step && (
        <label className="block text-sm font-medium text-slate-700">
          Code from the authenticator app
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.target.value)} className="mt-1" />
        </label>
      )}
      {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
      <Button type="submit" disabled={busy} className="w-full">
        {step ? "Sign in" : "Continue"}
      </Button>
    </form>
  );
}
