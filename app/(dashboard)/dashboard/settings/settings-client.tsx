"use client";

// Merchant settings (issue 2). The form validates with merchantSettingsSchema, the same zod
// schema the PATCH route and the service use, so the browser and the server agree on every rule.
import { LoadError } from "@/components/ui/load-error";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useSettings, useUpdateSettings } from "@/components/dashboard/hooks";
import { PageHeader } from "@/components/dashboard/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { focusRing } from "@/components/ui/focus";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { CAN_MANAGE_SETTINGS, type MerchantSettingsView } from "@/lib/dashboard/types";
import { MAX_EMBED_ORIGINS, merchantSettingsSchema, parseEmbedOrigin, type MerchantSettingsInput } from "@/lib/schemas/merchant";

type FormValues = {
  name: string;
  logo_url: string;
  brand_color: string;
  retry_window_minutes: string;
  session_lifetime_minutes: string;
  customer_profiles_enabled: boolean;
  /** One entry per row of the list; blank rows are dropped when saving. */
  embed_origins: string[];
  restrict_to_preferred_methods: boolean;
};

/** Keyed by field, or "embed_origins.<row>" for one origin (the server's field names). */
type Errors = Record<string, string | undefined>;

const ORIGIN_KEY = "embed_origins";
const originKey = (row: number) => `${ORIGIN_KEY}.${row}`;

function toForm(s: MerchantSettingsView): FormValues {
  return {
    name: s.name,
    logo_url: s.logo_url ?? "",
    brand_color: s.brand_color,
    retry_window_minutes: String(s.retry_window_minutes),
    session_lifetime_minutes: String(s.session_lifetime_minutes),
    customer_profiles_enabled: s.customer_profiles_enabled,
    embed_origins: [...s.embed_origins],
    restrict_to_preferred_methods: s.restrict_to_preferred_methods,
  };
}

function withoutBlankOrigins(v: FormValues): FormValues {
  return { ...v, embed_origins: v.embed_origins.filter((o) => o.trim() !== "") };
}

/** Empty or non-numeric text becomes NaN, which the schema reports on that field. */
function toNumber(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

function toInput(v: FormValues): MerchantSettingsInput {
  return {
    name: v.name,
    logo_url: v.logo_url.trim(),
    brand_color: v.brand_color.trim(),
    retry_window_minutes: toNumber(v.retry_window_minutes),
    session_lifetime_minutes: toNumber(v.session_lifetime_minutes),
    customer_profiles_enabled: v.customer_profiles_enabled,
    embed_origins: v.embed_origins.map((o) => o.trim()),
    restrict_to_preferred_methods: v.restrict_to_preferred_methods,
  };
}

/** `v` must have no blank origin rows, so that error paths (embed_origins.<i>) match the rows. */
function validate(v: FormValues): Errors {
  const result = merchantSettingsSchema.safeParse(toInput(v));
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".");
    if (!field || errors[field]) continue;
    errors[field] = issue.code === "invalid_type" ? "Enter a whole number of minutes" : issue.message;
  }
  return errors;
}

/** After removing origin row `removed`, the errors of the rows below it move up one. */
function shiftOriginErrors(errors: Errors, removed: number): Errors {
  const out: Errors = {};
  for (const [key, message] of Object.entries(errors)) {
    const row = key.startsWith(`${ORIGIN_KEY}.`) ? Number(key.slice(ORIGIN_KEY.length + 1)) : Number.NaN;
    if (key === ORIGIN_KEY || row === removed) continue;
    out[Number.isInteger(row) && row > removed ? originKey(row - 1) : key] = message;
  }
  return out;
}

export function SettingsClient() {
  const settings = useSettings();
  return (
    <>
      <PageHeader title="Settings" description="How your business appears to customers and how checkout behaves." />
      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <LoadError title="Could not load your settings" error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        // Keyed by the saved values: a successful save (or a refetch with new data) starts a clean form.
        <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
      )}
    </>
  );
}

function SettingsForm({ saved }: { saved: MerchantSettingsView }) {
  const { role } = useDashboard();
  const canEdit = CAN_MANAGE_SETTINGS.includes(role);
  const router = useRouter();
  const notify = useToast();
  const update = useUpdateSettings();
  const [values, setValues] = useState<FormValues>(() => toForm(saved));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const dirty = JSON.stringify(withoutBlankOrigins(values)) !== JSON.stringify(toForm(saved));
  const hexValid = /^#[0-9a-fA-F]{6}$/.test(values.brand_color.trim());

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    // Blank origin rows are dropped first, so error paths name the rows the merchant sees.
    const submitted = withoutBlankOrigins(values);
    if (submitted.embed_origins.length !== values.embed_origins.length) setValues(submitted);
    const found = validate(submitted);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      // After React has re-rendered without the blank rows.
      requestAnimationFrame(() =>
        (form.querySelector<HTMLElement>(`[name="${first}"]`) ?? form.querySelector<HTMLElement>(`[name^="${first}."]`))?.focus(),
      );
      return;
    }
    update.mutate(toInput(submitted), {
      onSuccess: (data) => {
        notify({
          title: data.changed.length ? "Settings saved" : "Nothing to save",
          description: data.changed.length ? undefined : "Your settings were already up to date.",
        });
        if (data.changed.includes("name")) router.refresh(); // the sidebar shows the business name
      },
      onError: (error) => {
        if (error instanceof DashboardRequestError && error.code === "VALIDATION_ERROR") {
          setErrors(error.fieldErrors);
          setFormError("Some settings need your attention.");
        } else {
          setFormError(error.message);
        }
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Settings" className="space-y-6">
      {!canEdit ? (
        <Notice title="View only">Only owners of this account can change its settings. You are signed in as a {role}.</Notice>
      ) : null}
      {formError ? (
        <Notice tone="danger" role="alert" title="Settings were not saved">
          {formError}
        </Notice>
      ) : null}

      <fieldset disabled={!canEdit || update.isPending} className="space-y-6">
        <Card>
          <CardHeader title="Business" description="Shown on your hosted checkout and in receipts." />
          <CardBody className="grid gap-5 sm:grid-cols-2">
            <Field label="Business name" error={errors.name} className="sm:col-span-2">
              {(p) => (
                <Input {...p} name="name" autoComplete="organization" value={values.name} onChange={(e) => set("name", e.target.value)} />
              )}
            </Field>
            <Field
              label="Logo URL"
              error={errors.logo_url}
              hint="An https:// link to a square PNG or SVG. Leave empty to show your business name."
              className="sm:col-span-2"
            >
              {(p) => (
                <div className="flex items-center gap-3">
                  <Input
                    {...p}
                    name="logo_url"
                    type="url"
                    inputMode="url"
                    placeholder="https://example.com/logo.png"
                    value={values.logo_url}
                    onChange={(e) => set("logo_url", e.target.value)}
                  />
                  <LogoPreview url={values.logo_url} name={values.name} color={hexValid ? values.brand_color : saved.brand_color} />
                </div>
              )}
            </Field>
            <Field label="Brand colour" error={errors.brand_color} hint="Buttons and accents on your checkout page.">
              {(p) => (
                <div className="flex items-center gap-2">
                  <input
                    type="color"
                    aria-label="Colour picker"
                    value={hexValid ? values.brand_color.trim().toLowerCase() : "#000000"}
                    onChange={(e) => set("brand_color", e.target.value)}
                    className={cn("h-9 w-11 shrink-0 cursor-pointer rounded-md border-0 bg-white p-1 ring-1 ring-slate-300 ring-inset", focusRing)}
                  />
                  <Input
                    {...p}
                    name="brand_color"
                    spellCheck={false}
                    autoComplete="off"
                    maxLength={7}
                    className="font-mono"
                    value={values.brand_color}
                    onChange={(e) => set("brand_color", e.target.value)}
                  />
                </div>
              )}
            </Field>
          </CardBody>
        </Card>

        <Card>
          <CardHeader title="Checkout" description="Rules for payment sessions created through the API." />
          <CardBody className="grid gap-5 sm:grid-cols-2">
            <Field
              label="Retry window (minutes)"
              error={errors.retry_window_minutes}
              hint="How long a customer may retry after a failed attempt: 5 to 60 minutes."
            >
              {(p) => (
                <Input
                  {...p}
                  name="retry_window_minutes"
                  type="number"
                  inputMode="numeric"
                  min={5}
                  max={60}
                  step={1}
                  value={values.retry_window_minutes}
                  onChange={(e) => set("retry_window_minutes", e.target.value)}
                />
              )}
            </Field>
            <Field
              label="Checkout session lifetime (minutes)"
              error={errors.session_lifetime_minutes}
              hint="How long a checkout link stays valid: 5 to 1440 minutes (24 hours)."
            >
              {(p) => (
                <Input
                  {...p}
                  name="session_lifetime_minutes"
                  type="number"
                  inputMode="numeric"
                  min={5}
                  max={1440}
                  step={1}
                  value={values.session_lifetime_minutes}
                  onChange={(e) => set("session_lifetime_minutes", e.target.value)}
                />
              )}
            </Field>
            <ToggleRow
              name="customer_profiles_enabled"
              label="Customer profiles"
              description="Remember customers across payments and list them under Customers."
              checked={values.customer_profiles_enabled}
              onChange={(checked) => set("customer_profiles_enabled", checked)}
            />
            <ToggleRow
              name="restrict_to_preferred_methods"
              label="Show only the payment methods a payment prefers"
              description={
                <>
                  When a payment sets <code className="font-mono text-[12px]">preferred_payment_methods</code>, checkout offers only
                  those methods. When off, they are listed first and your other methods stay available.
                </>
              }
              checked={values.restrict_to_preferred_methods}
              onChange={(checked) => set("restrict_to_preferred_methods", checked)}
            />
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title="Embedding"
            description="Where your hosted checkout may appear inside an iframe on your own site (inline checkout)."
          />
          <CardBody>
            <EmbedOriginsField
              origins={values.embed_origins}
              errors={errors}
              onChange={(origins, nextErrors) => {
                setValues((v) => ({ ...v, embed_origins: origins }));
                setErrors(nextErrors);
              }}
            />
          </CardBody>
          <CardFooter>
            {dirty ? <span className="mr-auto text-[13px] text-slate-500">Unsaved changes</span> : null}
            <Button variant="secondary" disabled={!dirty || update.isPending} onClick={() => { setValues(toForm(saved)); setErrors({}); setFormError(null); }}>
              Discard
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </CardFooter>
        </Card>
      </fieldset>
    </form>
  );
}

function ToggleRow({
  name,
  label,
  description,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  description: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <label className="flex cursor-pointer items-start justify-between gap-4 rounded-lg px-4 py-3 ring-1 ring-slate-200 ring-inset">
        <span>
          <span id={`${id}-label`} className="block text-sm font-medium text-slate-900">
            {label}
          </span>
          <span id={`${id}-description`} className="mt-0.5 block text-[13px] text-slate-500">
            {description}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          name={name}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className={cn(
            "relative mt-0.5 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-indigo-600 disabled:cursor-not-allowed disabled:opacity-60",
            "before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:before:translate-x-4",
            focusRing,
          )}
        />
      </label>
    </div>
  );
}

/**
 * The allowed embed origins as an add/remove list, one input per origin with its own error.
 * A valid origin is normalised when its input loses focus (https://Shop.Example/ -> https://shop.example);
 * errors show on save, like the other fields: showing them on blur would move the buttons below
 * while the merchant is clicking one.
 */
function EmbedOriginsField({
  origins,
  errors,
  onChange,
}: {
  origins: string[];
  errors: Errors;
  onChange: (origins: string[], errors: Errors) => void;
}) {
  const id = useId();
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  // Where focus goes once the list has re-rendered after adding or removing a row.
  const focusAfterRender = useRef<number | "add" | null>(null);
  const full = origins.length >= MAX_EMBED_ORIGINS;
  const listError = errors[ORIGIN_KEY];

  useEffect(() => {
    const target = focusAfterRender.current;
    if (target === null) return;
    focusAfterRender.current = null;
    const selector = target === "add" ? "[data-add-origin]" : `[name="${originKey(target)}"]`;
    fieldsetRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const edit = (row: number, value: string) =>
    onChange(
      origins.map((o, i) => (i === row ? value : o)),
      { ...errors, [originKey(row)]: undefined, [ORIGIN_KEY]: undefined },
    );

  const normalise = (row: number) => {
    const result = parseEmbedOrigin(origins[row]);
    if (result.ok && result.origin !== origins[row]) onChange(origins.map((o, i) => (i === row ? result.origin : o)), errors);
  };

  const remove = (row: number) => {
    const next = origins.filter((_, i) => i !== row);
    onChange(next, shiftOriginErrors(errors, row));
    focusAfterRender.current = next.length === 0 ? "add" : Math.min(row, next.length - 1);
  };

  const add = () => {
    onChange([...origins, ""], { ...errors, [ORIGIN_KEY]: undefined });
    focusAfterRender.current = origins.length;
  };

  return (
    <fieldset ref={fieldsetRef} aria-describedby={[listError ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ")}>
      <legend className="block text-sm font-medium text-slate-800">Allowed embed origins</legend>
      <div id={`${id}-hint`} className="mt-1 space-y-1 text-[13px] text-slate-500">
        <p>
          Inline checkout shows the payment page in an iframe on your site, so it needs the origin of each page that embeds it:
          scheme, host and port only, e.g. <code className="font-mono text-[12px]">https://shop.example</code>. Popup and redirect
          checkout need nothing here. With no origins, no site can frame your checkout.
        </p>
        <p>
          Use https://; http:// is accepted only for localhost and 127.0.0.1 while you develop. Up to {MAX_EMBED_ORIGINS} origins.
          Changes apply to checkout pages within a minute.
        </p>
      </div>

      <div className="mt-3 space-y-2">
        {origins.length === 0 ? (
          <p className="rounded-md px-3 py-2 text-[13px] text-slate-500 ring-1 ring-slate-200 ring-inset">
            No origins yet: your checkout cannot be embedded on other sites.
          </p>
        ) : null}
        {origins.map((origin, row) => {
          const error = errors[originKey(row)];
          const errorId = `${id}-${row}-error`;
          return (
            // Controlled inputs, so index keys stay correct when a row is removed.
            <div key={row}>
              <div className="flex items-center gap-2">
                <Input
                  name={originKey(row)}
                  aria-label={`Allowed embed origin ${row + 1}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  autoComplete="off"
                  placeholder="https://shop.example"
                  className="font-mono"
                  value={origin}
                  onChange={(e) => edit(row, e.target.value)}
                  onBlur={() => normalise(row)}
                />
                <Button variant="ghost" size="sm" aria-label={`Remove origin ${row + 1}${origin.trim() ? ` (${origin.trim()})` : ""}`} onClick={() => remove(row)}>
                  Remove
                </Button>
              </div>
              {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
            </div>
          );
        })}
      </div>

      {listError ? <ErrorText id={`${id}-error`}>{listError}</ErrorText> : null}
      <div className="mt-3 flex items-center gap-3">
        <Button data-add-origin variant="secondary" size="sm" disabled={full} onClick={add}>
          Add origin
        </Button>
        <span className="text-[13px] text-slate-500" aria-live="polite">
          {full ? `The maximum of ${MAX_EMBED_ORIGINS} origins is listed.` : `${origins.length} of ${MAX_EMBED_ORIGINS}`}
        </span>
      </div>
    </fieldset>
  );
}

/** The same error line as components/ui/field.tsx, for controls that are not in a Field. */
function ErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1 text-[13px] text-red-600">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-px size-4 shrink-0">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      {children}
    </p>
  );
}

function LogoPreview({ url, name, color }: { url: string; name: string; color: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = /^https?:\/\/\S+$/.test(url.trim()) && failed !== url;
  return (
    <div
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-md text-sm font-semibold text-white ring-1 ring-slate-200"
      style={{ backgroundColor: showImage ? "#fff" : color }}
    >
      {showImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- arbitrary merchant URL, not an optimisable asset
        <img src={url.trim()} alt="" className="size-full object-contain" onError={() => setFailed(url)} />
      ) : (
        (name.trim()[0] ?? "?").toUpperCase()
      )}
    </div>
  );
}

function SettingsSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading settings">
      {[0, 1].map((i) => (
        <div key={i} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="mt-2 h-3 w-64" />
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        </div>
      ))}
    </div>
  );
}
