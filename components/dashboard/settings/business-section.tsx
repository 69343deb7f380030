"use client";

// Settings, "Business" card: name, logo and brand colour, as the hosted checkout shows them.
import { LogoPreview } from "@/components/dashboard/settings/logo-preview";
import type { Errors, FormValues, SetField } from "@/components/dashboard/settings/settings-form-values";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { focusRing } from "@/components/ui/focus";
import { Input } from "@/components/ui/input";

export function BusinessSection({
  values,
  errors,
  set,
  savedBrandColor,
}: {
  values: FormValues;
  errors: Errors;
  set: SetField;
  /** Shown behind the logo preview while the typed colour is not a valid hex colour. */
  savedBrandColor: string;
}) {
  const hexValid = /^#[0-9a-fA-F]{6}$/.test(values.brand_color.trim());
  return (
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
              <LogoPreview url={values.logo_url} name={values.name} color={hexValid ? values.brand_color : savedBrandColor} />
            </div>
          )}
        </Field>
        <Field
          label="Website"
          error={errors.website_url}
          hint="An https:// address. The checkout links back to it when a payment has no return URL, for example after a cancel."
          className="sm:col-span-2"
        >
          {(p) => (
            <Input
              {...p}
              name="website_url"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://shop.example"
              value={values.website_url}
              onChange={(e) => set("website_url", e.target.value)}
            />
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
  );
}
