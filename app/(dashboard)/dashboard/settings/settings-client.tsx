"use client";
// Merchant settings (issue 2). The form validates with merchantSettingsSchema, the same zod
// schema the PATCH route and the service use, so the browser and the server agree on every rule.
import { useState, type FormEvent } from "react";
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
import { DashboardRequestError } from "@/lib/dashboard/fetch-json";
import { CAN_MANAGE_SETTINGS, type MerchantSettingsView } from "@/lib/dashboard/types";
import { merchantSettingsSchema, type MerchantSettingsInput } from "@/lib/schemas/merchant";

type FormValues = {
  name: string;
  logo_url: string;
  brand_color: string;
  retry_window_minutes: string;
  session_lifetime_minutes: string;
  customer_profiles_enabled: boolean;
};

type Errors = Partial<Record<keyof FormValues, string>>;

function toForm(s: MerchantSettingsView): FormValues {
  return {
    name: s.name,
    logo_url: s.logo_url ?? "",
    brand_color: s.brand_color,
    retry_window_minutes: String(s.retry_window_minutes),
    session_lifetime_minutes: String(s.session_lifetime_minutes),
    customer_profiles_enabled: s.customer_profiles_enabled,
  };
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
  };
}

function validate(v: FormValues): Errors {
  const result = merchantSettingsSchema.safeParse(toInput(v));
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof FormValues | undefined;
    if (!field || errors[field]) continue;
    errors[field] = issue.code === "invalid_type" ? "Enter a whole number of minutes" : issue.message;
  }
  return errors;
}

export function SettingsClient() {
  const settings = useSettings();
  return (
    <>
      <PageHeader title="Settings" description="How your business appears to customers and how checkout behaves." />
      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <Notice tone="danger" role="alert" title="Could not load your settings">
          {settings.error.message}{" "}
          <button type="button" className="font-medium underline" onClick={() => settings.refetch()}>
            Retry
          </button>
        </Notice>
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

  const dirty = JSON.stringify(values) !== JSON.stringify(toForm(saved));
  const hexValid = /^#[0-9a-fA-F]{6}$/.test(values.brand_color.trim());

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    update.mutate(toInput(values), {
      onSuccess: (data) => {
        notify({
          title: data.changed.length ? "Settings saved" : "Nothing to save",
          description: data.changed.length ? undefined : "Your settings were already up to date.",
        });
        if (data.changed.includes("name")) router.refresh(); // the sidebar shows the business name
      },
      onError: (error) => {
        if (error instanceof DashboardRequestError && error.code === "VALIDATION_ERROR") {
          setErrors(error.fieldErrors as Errors);
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
            <div className="sm:col-span-2">
              <label className="flex cursor-pointer items-start justify-between gap-4 rounded-lg px-4 py-3 ring-1 ring-slate-200 ring-inset">
                <span>
                  <span className="block text-sm font-medium text-slate-900">Customer profiles</span>
                  <span className="mt-0.5 block text-[13px] text-slate-500">
                    Remember customers across payments and list them under Customers.
                  </span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  name="customer_profiles_enabled"
                  checked={values.customer_profiles_enabled}
                  onChange={(e) => set("customer_profiles_enabled", e.target.checked)}
                  className={cn(
                    "relative mt-0.5 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-indigo-600 disabled:cursor-not-allowed disabled:opacity-60",
                    "before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:before:translate-x-4",
                    focusRing,
                  )}
                />
              </label>
            </div>
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
