"use client";

// The settings form: its state, validation on save (the shared zod schema) and the save itself;
// each card is its own section component.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useUpdateSettings } from "@/components/dashboard/hooks";
import { CustomerBackfillOffer } from "@/components/dashboard/customers/backfill-offer";
import { BusinessSection } from "@/components/dashboard/settings/business-section";
import { CheckoutSection } from "@/components/dashboard/settings/checkout-section";
import { EmbedOriginsField } from "@/components/dashboard/settings/embed-origins-field";
import { SettlementSection } from "@/components/dashboard/settings/settlement-section";
import { TimeZoneSection } from "@/components/dashboard/settings/time-zone-section";
import {
  toForm,
  toInput,
  validate,
  withoutBlankOrigins,
  type Errors,
  type FormValues,
  type SetField,
} from "@/components/dashboard/settings/settings-form-values";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { CAN_MANAGE_SETTINGS, ROLE_LABELS } from "@/lib/catalog/permissions";
import type { MerchantSettingsView } from "@/lib/merchants/merchant-settings-view";

export function SettingsForm({ saved }: { saved: MerchantSettingsView }) {
  const { role } = useDashboard();
  const canEdit = CAN_MANAGE_SETTINGS.includes(role);
  const router = useRouter();
  const notify = useToast();
  const update = useUpdateSettings();
  const [values, setValues] = useState<FormValues>(() => toForm(saved));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set: SetField = (field, value) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const dirty = JSON.stringify(withoutBlankOrigins(values)) !== JSON.stringify(toForm(saved));

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
        <Notice title="View only">Only owners of this account can change its settings. Your role is {ROLE_LABELS[role]}.</Notice>
      ) : null}
      {formError ? (
        <Notice tone="danger" role="alert" title="Settings were not saved">
          {formError}
        </Notice>
      ) : null}

      {/* Profiles just turned on (or on with payments from before): offer to file past payments. */}
      {saved.customer_profiles_enabled ? <CustomerBackfillOffer /> : null}

      <fieldset disabled={!canEdit || update.isPending} className="space-y-6">
        <BusinessSection values={values} errors={errors} set={set} savedBrandColor={saved.brand_color} />

        <CheckoutSection values={values} errors={errors} set={set} />

        <TimeZoneSection values={values} errors={errors} set={set} />

        <SettlementSection values={values} errors={errors} set={set} zone={values.time_zone || "UTC"} />

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
