"use client";

// Two-factor sign-in: the signed-in user turns it on (secret as text, otpauth:// URI
// and a QR code drawn here, nothing loaded from anywhere), confirms with a code, sees the 10
// recovery codes once; turns it off with a code; an owner requires it for the whole team. Used on
// the settings page and on /two-factor/setup (where a team's rule sends members without it).
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { encode } from "uqr";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { dashboardFetch, DashboardRequestError } from "@/lib/dashboard/client/fetch-json";

type Status = { enabled: boolean; pending: boolean; recovery_codes_remaining: number; required_for_team: boolean };
type Enrolment = { secret: string; otpauth_uri: string };

/** `onConfirmed`: the code was accepted and two-factor sign-in is on; `onEnabled`: the recovery codes were saved. */
export function TwoFactorSection({ isOwner, onConfirmed, onEnabled }: { isOwner: boolean; onConfirmed?: () => void; onEnabled?: () => void }) {
  const [status, setStatus] = useState<Status | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const load = useCallback(async () => {
    try {
      setStatus(await dashboardFetch<Status>("/api/dashboard/two-factor"));
      setLoadError(undefined);
    } catch (e) {
      setLoadError(e instanceof Error ? e.message : "Could not load two-factor sign-in");
    }
  }, []);
  useEffect(() => {
    // Loaded once the component is in the browser: the status is per user and never cached.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- load() sets state after its fetch, not synchronously
    void load();
  }, [load]);

  async function run(action: () => Promise<void>) {
    setPending(true);
    setError(undefined);
    try {
      await action();
    } catch (e) {
      setError(e instanceof DashboardRequestError ? e.message : "Something went wrong; try again");
    } finally {
      setPending(false);
    }
  }

  const start = () =>
    run(async () => {
      setEnrolment(await dashboardFetch<Enrolment>("/api/dashboard/two-factor/enrolment", { method: "POST", body: {} }));
      setCode("");
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const done = await dashboardFetch<{ recovery_codes: string[] }>("/api/dashboard/two-factor/enrolment/confirm", { body: { code } });
      setRecoveryCodes(done.recovery_codes);
      onConfirmed?.();
      setEnrolment(null);
      setCode("");
      await load();
    });
  };

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await dashboardFetch("/api/dashboard/two-factor/disable", { body: { code } });
      setCode("");
      await load();
    });
  };

  const setRequired = (required: boolean) =>
    run(async () => {
      await dashboardFetch("/api/dashboard/two-factor/policy", { method: "PATCH", body: { required } });
      await load();
    });

  return (
    <Card>
      <CardHeader
        title="Two-factor sign-in"
        description="After your password, sign-in asks for a code from an authenticator app on your phone."
      />
      <CardBody className="space-y-4">
        {loadError ? (
          <Notice tone="danger" role="alert">
            {loadError}
          </Notice>
        ) : null}
        {error ? (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        ) : null}

        {recoveryCodes ? (
          <div className="space-y-3">
            <Notice tone="success" title="Two-factor sign-in is on">
              Save these recovery codes somewhere safe. Each signs you in once if you lose your device. They are shown only now.
            </Notice>
            <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
              {recoveryCodes.map((c) => (
                <li key={c} className="rounded bg-slate-50 px-2 py-1 ring-1 ring-slate-200 ring-inset">
                  {c}
                </li>
              ))}
            </ul>
            <div className="flex gap-2">
              <CopyButton text={recoveryCodes.join("\n")} label="Copy codes" srLabel="recovery codes" />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setRecoveryCodes(null);
                  onEnabled?.();
                }}
              >
                I have saved them
              </Button>
            </div>
          </div>
        ) : enrolment ? (
          <form onSubmit={confirm} noValidate className="space-y-4">
            <p className="text-sm text-slate-700">Scan this code with your authenticator app, or type the secret into it. Then enter the 6-digit code it shows.</p>
            <QrCode text={enrolment.otpauth_uri} />
            <dl className="space-y-2 text-sm">
              <div>
                <dt className="font-medium text-slate-900">Secret</dt>
                <dd className="flex items-center gap-2">
                  <code data-testid="totp-secret" className="font-mono break-all text-slate-900">
                    {enrolment.secret}
                  </code>
                  <CopyButton text={enrolment.secret} srLabel="secret" iconOnly />
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">Setup URI</dt>
                <dd>
                  <code className="font-mono text-xs break-all text-slate-600">{enrolment.otpauth_uri}</code>
                </dd>
              </div>
            </dl>
            <Field label="Code from the app">
              {(p) => <Input {...p} name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />}
            </Field>
            <div className="flex gap-2">
              <Button type="submit" loading={pending}>
                Turn on
              </Button>
              <Button type="button" variant="ghost" onClick={() => setEnrolment(null)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : status?.enabled ? (
          <form onSubmit={turnOff} noValidate className="space-y-4">
            <p className="text-sm text-slate-700">
              <strong className="font-medium text-slate-900">On.</strong> {status.recovery_codes_remaining} of 10 recovery codes left.
            </p>
            <Field label="Code to turn it off" hint="A current code from your app, or a recovery code.">
              {(p) => <Input {...p} name="disable-code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />}
            </Field>
            <Button type="submit" variant="danger" loading={pending}>
              Turn off two-factor sign-in
            </Button>
          </form>
        ) : status ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              <strong className="font-medium text-slate-900">Off.</strong> Anyone with your password can sign in as you.
            </p>
            <Button onClick={start} loading={pending}>
              Set up two-factor sign-in
            </Button>
          </div>
        ) : null}

        {isOwner && status && !recoveryCodes ? (
          <label className="flex items-start justify-between gap-4 rounded-lg px-4 py-3 ring-1 ring-slate-200 ring-inset">
            <span>
              <span className="block text-sm font-medium text-slate-900">Require two-factor sign-in for the whole team</span>
              <span className="mt-0.5 block text-[13px] text-slate-500">
                Members without it must set it up before they can use the dashboard. Turn it on for yourself first.
              </span>
            </span>
            <input
              type="checkbox"
              role="switch"
              name="require-two-factor"
              className="mt-1 size-4"
              checked={status.required_for_team}
              disabled={pending}
              onChange={(e) => void setRequired(e.target.checked)}
            />
          </label>
        ) : null}
      </CardBody>
    </Card>
  );
}

/** The otpauth:// URI as a QR code, drawn as SVG from uqr's matrix: no image request, nothing third-party. */
function QrCode({ text }: { text: string }) {
  const { data, size } = encode(text, { ecc: "M", border: 2 });
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join("");
  return (
    <svg role="img" aria-label="QR code of the setup URI" viewBox={`0 0 ${size} ${size}`} className="size-44 rounded bg-white" shapeRendering="crispEdges">
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
