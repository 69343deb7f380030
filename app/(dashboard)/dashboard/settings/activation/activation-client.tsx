"use client";

// Settings → Go live: the checklist that unlocks live mode. Four steps, each
// its own form or link (business details, settlement account checked by the bank registry,
// e-mail verified by a link or the operator's code, two-factor sign-in for the owner), then
// "Submit for activation", then "Waiting for the operator". Once the operator has activated,
// the live secret key is created and shown here once. Owners change things; others see the state.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { SelectField } from "@/components/ui/select-field";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PhoneField } from "@/components/dashboard/fields/phone-field";
import { PageHeader } from "@/components/dashboard/page-header";
import { useBanks } from "@/components/dashboard/money-hooks";
import { TwoFactorSection } from "@/components/dashboard/settings/two-factor-section";
import {
  useActivation,
  useConfirmEmail,
  useRevealLiveKey,
  useSaveBusiness,
  useSaveSettlement,
  useSendVerification,
  useSubmitActivation,
} from "@/components/dashboard/activation/activation-hooks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { Notice } from "@/components/ui/notice";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { ACTIVATION_COUNTRIES, ACTIVATION_STEP_LABELS, BUSINESS_TYPES, type ActivationCountry, type ActivationStep, type ActivationView } from "@/lib/catalog/activation";
import { can } from "@/lib/catalog/permissions";
import { dateTimeInWords } from "@/lib/catalog/time-zones";

const SETTLEMENT_CURRENCIES = ["ETB", "UGX", "DJF", "USD"] as const;

function errorsOf(error: unknown): { message: string | null; fields: Record<string, string> } {
  if (!error) return { message: null, fields: {} };
  if (error instanceof DashboardRequestError) return { message: error.message, fields: error.fieldErrors };
  return { message: "Something went wrong; try again", fields: {} };
}

export function ActivationClient({ verifyToken }: { verifyToken: string | null }) {
  const { role } = useDashboard();
  const canManage = can(role, "activation.manage");
  const activation = useActivation();

  return (
    <>
      <PageHeader title="Go live" description="Live mode moves real money. It unlocks once this checklist is done and the gateway's operator has activated your account." />
      {activation.isPending ? (
        <p className="text-sm text-slate-500">Loading…</p>
      ) : activation.isError ? (
        <LoadError title="Could not load your activation checklist" error={activation.error} onRetry={() => activation.refetch()} />
      ) : (
        <Checklist view={activation.data} canManage={canManage} verifyToken={verifyToken} />
      )}
    </>
  );
}

function Checklist({ view, canManage, verifyToken }: { view: ActivationView; canManage: boolean; verifyToken: string | null }) {
  const editable = canManage && view.status !== "activated";
  // Set when this owner submits here: the notice at the top then takes the focus.
  const [justSubmitted, setJustSubmitted] = useState(false);
  // Kept on screen after two-factor sign-in turns on, until the owner has saved the recovery codes.
  const [showingCodes, setShowingCodes] = useState(false);
  return (
    <div className="space-y-6">
      <StatusNotice view={view} canManage={canManage} justSubmitted={justSubmitted} />
      {view.status === "activated" ? null : (
        <>
          {canManage ? null : <Notice tone="info">Only an owner of this account can fill in the checklist.</Notice>}
          <ol aria-label="Activation checklist" className="space-y-6">
            <Step n={1} step="business_details" done={view.steps.business_details}>
              {editable ? <BusinessForm view={view} /> : null}
            </Step>
            <Step n={2} step="settlement_account" done={view.steps.settlement_account}>
              {editable ? <SettlementForm view={view} /> : null}
            </Step>
            <Step n={3} step="email_verified" done={view.steps.email_verified}>
              {editable && !view.steps.email_verified ? <EmailStep view={view} verifyToken={verifyToken} /> : view.steps.email_verified ? <p className="text-sm text-slate-600">{view.email} is verified.</p> : null}
            </Step>
            <Step n={4} step="owner_two_factor" done={view.steps.owner_two_factor}>
              {editable && (showingCodes || !view.steps.owner_two_factor) ? (
                <TwoFactorStep onTurnedOn={() => setShowingCodes(true)} onCodesSaved={() => setShowingCodes(false)} />
              ) : view.steps.owner_two_factor ? (
                <p className="text-sm text-slate-600">Every owner signs in with two-factor authentication.</p>
              ) : null}
            </Step>
          </ol>
          {editable ? <SubmitCard view={view} onSubmitted={() => setJustSubmitted(true)} /> : null}
        </>
      )}
    </div>
  );
}

function StatusNotice({ view, canManage, justSubmitted }: { view: ActivationView; canManage: boolean; justSubmitted: boolean }) {
  if (view.status === "activated") {
    return (
      <>
        <Notice tone="success" title="Live mode is activated">
          Your live keys work{view.activated_at ? ` since ${whenInZone(view.activated_at, view.time_zone)}` : ""}.
          {view.operator_note ? <span className="mt-1 block">The operator&apos;s note: {view.operator_note}</span> : null}
        </Notice>
        {/* Mounted while activated: the key shown stays in its state after the checklist refetches (no longer available). */}
        {canManage ? <RevealLiveKey available={view.live_key_available} /> : null}
      </>
    );
  }
  if (view.status === "submitted") return <SubmittedNotice view={view} focus={justSubmitted} />;
  if (view.status === "rejected") {
    return (
      <Notice tone="warning" title="The operator asked for changes">
        {view.operator_note ? <span className="mb-1 block">The operator&apos;s note: {view.operator_note}</span> : null}
        Correct the details below and submit again.
      </Notice>
    );
  }
  return (
    <Notice tone="warning" title="Live mode is locked">
      Until the operator activates your account, your live keys are refused and no live payment can be made. Test mode works as before.
    </Notice>
  );
}

/** The merchant's own clock, its zone in words. */
const whenInZone = (iso: string, timeZone: string) => dateTimeInWords(new Date(iso), timeZone);

/**
 * Submitted: said where the owner is looking. The Submit button is at the bottom of the checklist;
 * this notice is at its top, so it takes the focus (and the page scrolls to it) when it appears.
 */
function SubmittedNotice({ view, focus }: { view: ActivationView; focus: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-6 outline-none" aria-live="polite">
      <Notice tone="info" title="Waiting for the operator">
        You submitted the checklist{view.submitted_at ? ` on ${whenInZone(view.submitted_at, view.time_zone)}` : ""}. The gateway&apos;s operator checks it and activates live mode; come back here to get your live secret key.
      </Notice>
    </div>
  );
}

function Step({ n, step, done, children }: { n: number; step: ActivationStep; done: boolean; children: ReactNode }) {
  const id = `step-${step}`;
  return (
    <li>
      <Card aria-labelledby={id}>
        <CardHeader
          title={`${n}. ${ACTIVATION_STEP_LABELS[step]}`}
          titleId={id}
          actions={
            done ? (
              <Badge tone="green" dot>
                Done
              </Badge>
            ) : (
              <Badge tone="amber" dot>
                To do
              </Badge>
            )
          }
        />
        {children ? <CardBody>{children}</CardBody> : null}
      </Card>
    </li>
  );
}

const isActivationCountry = (code: string): code is ActivationCountry => ACTIVATION_COUNTRIES.some((c) => c.code === code);

function BusinessForm({ view }: { view: ActivationView }) {
  const save = useSaveBusiness();
  const [values, setValues] = useState({
    legal_name: view.business.legal_name ?? "",
    country: view.business.country ?? "",
    business_type: view.business.business_type ?? "",
    contact_phone: view.business.contact_phone ?? "",
  });
  const [saved, setSaved] = useState(false);
  const { message, fields } = errorsOf(save.error);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => (setSaved(false), setValues((v) => ({ ...v, [name]: e.target.value })));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(values, { onSuccess: () => setSaved(true) });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Business details">
      <Field label="Legal name" error={fields.legal_name} hint="As registered with the authorities">
        {(p) => <Input {...p} name="legal_name" value={values.legal_name} onChange={set("legal_name")} autoComplete="organization" />}
      </Field>
      <SelectField label="Country" name="country" error={fields.country} value={values.country} onChange={(v) => set("country")({ target: { value: v } })} options={ACTIVATION_COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}>
        <option value="">Choose…</option>
      </SelectField>
      <SelectField label="Business type" name="business_type" error={fields.business_type} value={values.business_type} onChange={(v) => set("business_type")({ target: { value: v } })} options={BUSINESS_TYPES}>
        <option value="">Choose…</option>
      </SelectField>
      <PhoneField
        label="Contact phone"
        name="contact_phone"
        country={isActivationCountry(values.country) ? values.country : null}
        error={fields.contact_phone}
        value={values.contact_phone}
        onChange={(phone) => set("contact_phone")({ target: { value: phone } })}
      />
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          Save business details
        </Button>
        {saved ? (
          <p role="status" className="text-sm text-emerald-700">
            Saved
          </p>
        ) : null}
        {message && Object.keys(fields).length === 0 ? (
          <p role="alert" className="text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function SettlementForm({ view }: { view: ActivationView }) {
  const save = useSaveSettlement();
  const [currency, setCurrency] = useState<string>("ETB");
  const banks = useBanks(currency);
  const [values, setValues] = useState({
    bank_slug: view.settlement_account?.bank_slug ?? "",
    account_number: view.settlement_account?.account_number ?? "",
    account_name: view.settlement_account?.account_name ?? "",
  });
  const [saved, setSaved] = useState(false);
  const { message, fields } = errorsOf(save.error);
  const bank = banks.data?.find((b) => b.slug === values.bank_slug);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => (setSaved(false), setValues((v) => ({ ...v, [name]: e.target.value })));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(values, { onSuccess: () => setSaved(true) });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Settlement account">
      <Field label="Currency" hint="Your settlements are paid in the account's currency">
        {(p) => (
          <select {...p} name="currency" value={currency} onChange={(e) => (setCurrency(e.target.value), setValues((v) => ({ ...v, bank_slug: "" })))} className={inputClasses}>
            {SETTLEMENT_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Bank or wallet" error={fields.bank_slug} hint={banks.isError ? `Could not load banks: ${banks.error.message}` : undefined}>
        {(p) => (
          <select {...p} name="bank_slug" value={values.bank_slug} onChange={set("bank_slug")} className={inputClasses}>
            <option value="">Choose…</option>
            {(banks.data ?? []).map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Account number" error={fields.account_number} hint={bank ? `${bank.name}: e.g. ${bank.account_number_example}` : undefined}>
        {(p) => <Input {...p} name="account_number" inputMode="numeric" value={values.account_number} onChange={set("account_number")} />}
      </Field>
      <Field label="Account holder's name" error={fields.account_name}>
        {(p) => <Input {...p} name="account_name" value={values.account_name} onChange={set("account_name")} />}
      </Field>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          Save settlement account
        </Button>
        {saved ? (
          <p role="status" className="text-sm text-emerald-700">
            Saved
          </p>
        ) : null}
        {message && Object.keys(fields).length === 0 ? (
          <p role="alert" className="text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function EmailStep({ view, verifyToken }: { view: ActivationView; verifyToken: string | null }) {
  const send = useSendVerification();
  const confirm = useConfirmEmail();
  const [code, setCode] = useState(verifyToken ?? "");
  const { message, fields } = errorsOf(confirm.error);
  const sendError = errorsOf(send.error).message;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate(code.trim());
  };
  const operatorCode = view.email_delivery === "operator_code";
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {operatorCode ? (
          <>
            This gateway does not send e-mail. Ask its operator for the verification code of <strong>{view.email}</strong> and enter it below.
          </>
        ) : verifyToken ? (
          <>Confirm {view.email} with the link&apos;s code below.</>
        ) : (
          <>
            We send a link to <strong>{view.email}</strong>; open it to confirm the address.
          </>
        )}
      </p>
      {!operatorCode && !verifyToken ? (
        <div className="flex items-center gap-3">
          <Button type="button" variant="secondary" loading={send.isPending} onClick={() => send.mutate()}>
            Send verification e-mail
          </Button>
          {send.data?.sent ? (
            <p role="status" className="text-sm text-emerald-700">
              Sent to {send.data.email}: check your inbox
            </p>
          ) : null}
          {sendError ? (
            <p role="alert" className="text-sm text-red-700">
              {sendError}
            </p>
          ) : null}
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3" aria-label="Verify e-mail">
        <Field label="Verification code" error={fields.code ?? message ?? undefined} className="min-w-64 flex-1">
          {(p) => <Input {...p} name="code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" spellCheck={false} />}
        </Field>
        <Button type="submit" loading={confirm.isPending}>
          Verify e-mail
        </Button>
      </form>
    </div>
  );
}

/**
 * The step ticks, and Submit unlocks, as soon as the code is confirmed (the checklist is read
 * again then); the section stays until the owner has saved the recovery codes it shows.
 */
function TwoFactorStep({ onTurnedOn, onCodesSaved }: { onTurnedOn: () => void; onCodesSaved: () => void }) {
  const activation = useActivation();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">Every owner of the account signs in with a code from an authenticator app. Turn it on for yourself here; other owners do it in their own settings.</p>
      <TwoFactorSection
        isOwner
        onConfirmed={() => {
          onTurnedOn();
          void activation.refetch();
        }}
        onEnabled={onCodesSaved}
      />
    </div>
  );
}

function SubmitCard({ view, onSubmitted }: { view: ActivationView; onSubmitted: () => void }) {
  const submit = useSubmitActivation();
  const router = useRouter();
  const { message } = errorsOf(submit.error);
  if (view.status === "submitted") return null;
  return (
    <Card data-submit-card="">
      <CardBody className="flex flex-wrap items-center gap-3">
        <Button type="button" disabled={!view.complete} loading={submit.isPending} onClick={() =>
            submit.mutate(undefined, {
              onSuccess: () => {
                onSubmitted();
                router.refresh();
              },
            })
          }>
          Submit for activation
        </Button>
        <p className="text-sm text-slate-600">{view.complete ? "Everything is ready: the operator is told once you submit." : "Finish the four steps above to submit."}</p>
        {message ? (
          <p role="alert" className="w-full text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}

function RevealLiveKey({ available }: { available: boolean }) {
  const reveal = useRevealLiveKey();
  const router = useRouter();
  // The key lives in this component's state only: leaving the page forgets it.
  const [key, setKey] = useState<string | null>(null);
  const { message } = errorsOf(reveal.error);
  if (key) {
    return (
      <section aria-labelledby="live-key-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-amber-300">
        <h2 id="live-key-title" className="text-[15px] font-semibold text-slate-900">
          Your live secret key
        </h2>
        <p className="mt-1 text-sm text-slate-600">Copy it now and keep it on your server. It is shown only this once; if you lose it, roll it on the API keys page.</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <code data-testid="live-secret-key" className="min-w-0 flex-1 rounded-md bg-slate-100 px-2.5 py-1.5 font-mono text-[13px] break-all text-slate-800">
            {key}
          </code>
          <CopyButton text={key} label="Copy key" />
        </div>
        <Button variant="ghost" size="sm" className="mt-3 -ml-2.5" onClick={() => (setKey(null), router.refresh())}>
          I have saved it
        </Button>
      </section>
    );
  }
  if (!available) return null;
  return (
    <Card>
      <CardBody className="flex flex-wrap items-center gap-3">
        <Button type="button" loading={reveal.isPending} onClick={() => reveal.mutate(undefined, { onSuccess: (k) => setKey(k.key) })}>
          Reveal your live secret key
        </Button>
        <p className="text-sm text-slate-600">It is created now and shown once; earlier live secret keys stop working.</p>
        {message ? (
          <p role="alert" className="w-full text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}
