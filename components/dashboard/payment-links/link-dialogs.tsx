"use client";
// A payment link's edit and deactivate dialogs. Edit changes what PATCH allows (the
// words, redirect, expiry, maximum payments); kind, currency and prices stay, since payments were
// made at them. Deactivating asks first: the page stops taking payments at once.
import { useState, type FormEvent } from "react";
import { FormDialog } from "@/components/dashboard/form-dialog";
import { useDeactivatePaymentLink, useUpdatePaymentLink, type PaymentLinkItem } from "@/components/dashboard/payment-links/link-hooks";
import { localToIso, sentence } from "@/components/dashboard/payment-links/link-form-values";
import { ConfirmDialog } from "@/components/dashboard/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { cn } from "@/components/ui/cn";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { UpdatePaymentLinkInput } from "@/lib/schemas/payment-links";

/** ISO → the datetime-local text of the browser's time zone. */
function isoToLocal(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function EditLinkDialog({ link, open, onClose, mode }: { link: PaymentLinkItem; open: boolean; onClose: () => void; mode: DashboardMode }) {
  const update = useUpdatePaymentLink(mode, link.id);
  const notify = useToast();
  const initial = {
    title: link.title,
    description: link.description,
    redirect_url: link.redirect_url ?? "",
    expires_at: isoToLocal(link.expires_at),
    max_payments: link.max_payments === null ? "" : String(link.max_payments),
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    update.reset();
    setValues(initial);
    setErrors({});
    onClose();
  };
  const bind = (field: keyof typeof initial) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      setErrors((er) => Object.fromEntries(Object.entries(er).filter(([k]) => k !== field)));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const patch: Record<string, unknown> = {};
    if (values.title !== initial.title) patch.title = values.title;
    if (values.description !== initial.description) patch.description = values.description;
    if (values.redirect_url !== initial.redirect_url) patch.redirect_url = values.redirect_url.trim() || null;
    if (values.expires_at !== initial.expires_at) patch.expires_at = values.expires_at ? localToIso(values.expires_at) : null;
    if (values.max_payments !== initial.max_payments) patch.max_payments = values.max_payments.trim() ? Number(values.max_payments) : null;
    if (!Object.keys(patch).length) return close();
    update.mutate(patch as UpdatePaymentLinkInput, {
      onSuccess: () => {
        notify({ title: "Link saved" });
        onClose();
      },
      onError: (error) => {
        if (error instanceof DashboardRequestError) setErrors(error.fieldErrors);
      },
    });
  }

  return (
    <FormDialog
      open={open} onClose={close} attempt={update} onSubmit={onSubmit} className="sm:max-w-xl" label="Edit payment link"
      title={`Edit ${link.title}`} submitLabel="Save" errorTitle="The link was not saved"
      description="The kind, currency and prices stay as they are."
    >
      <fieldset disabled={update.isPending} className="space-y-4">
        <Field label="Title" error={sentence(errors.title)}>
          {(p) => <Input {...p} {...bind("title")} maxLength={100} />}
        </Field>
        <Field label="Description" error={sentence(errors.description)}>
          {(p) => <textarea {...p} {...bind("description")} rows={3} maxLength={2000} className={cn(inputClasses, "h-auto py-2")} />}
        </Field>
        <Field label="After paying, send the customer to" hint="Empty: the customer sees the receipt." error={sentence(errors.redirect_url)}>
          {(p) => <Input {...p} {...bind("redirect_url")} type="url" placeholder="https://" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Expires" hint="Empty: never" error={sentence(errors.expires_at)}>
            {(p) => <Input {...p} {...bind("expires_at")} type="datetime-local" />}
          </Field>
          <Field label="Maximum number of payments" hint="Empty: no limit" error={sentence(errors.max_payments)}>
            {(p) => <Input {...p} {...bind("max_payments")} inputMode="numeric" />}
          </Field>
        </div>
      </fieldset>
    </FormDialog>
  );
}

export function DeactivateLinkDialog({ link, open, onClose, mode }: { link: PaymentLinkItem; open: boolean; onClose: () => void; mode: DashboardMode }) {
  const deactivate = useDeactivatePaymentLink(mode, link.id);
  const notify = useToast();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      attempt={deactivate}
      title={`Deactivate ${link.title}?`}
      description="The page stops taking payments at once; customers who open it are told it is closed. Payments already made, and their tickets, stay valid."
      confirmLabel="Deactivate link"
      onConfirm={(close) =>
        deactivate.mutate(undefined, {
          onSuccess: () => {
            notify({ title: "Link deactivated", description: `${link.title} no longer takes payments.` });
            close();
          },
        })
      }
      errorTitle="The link was not deactivated"
    />
  );
}
