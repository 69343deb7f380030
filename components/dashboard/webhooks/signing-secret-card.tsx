"use client";
// An endpoint's signing secret: hidden until "Reveal" (each reveal is audited), and
// "Rotate": a new secret now while the old one keeps signing for the chosen overlap (0-72 h),
// so receivers can switch without missing a delivery. Viewers never see it.
import { useState, type FormEvent } from "react";
import { FormDialog } from "@/components/dashboard/form-dialog";
import { useRevealWebhookSecret, useRotateWebhookSecret } from "@/components/dashboard/webhooks/webhook-hooks";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import { formatDateTime } from "@/lib/dashboard/format";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { RevealedWebhookSecret, WebhookEndpointItem } from "@/lib/webhooks/webhook-view-types";

export function SigningSecretCard({ endpoint, mode, canManage }: { endpoint: WebhookEndpointItem; mode: DashboardMode; canManage: boolean }) {
  const reveal = useRevealWebhookSecret(endpoint.id);
  const [shown, setShown] = useState<RevealedWebhookSecret | null>(null);
  const [rotating, setRotating] = useState(false);

  return (
    <Card aria-labelledby="secret-title">
      <CardHeader
        titleId="secret-title"
        title="Signing secret"
        description="Verify each delivery's webhook-signature header with it (Standard Webhooks)."
        actions={
          canManage ? (
            <Button variant="secondary" size="sm" onClick={() => setRotating(true)}>
              Rotate
            </Button>
          ) : null
        }
      />
      <CardBody className="space-y-3">
        {!canManage ? (
          <p className="text-sm text-slate-600">Only owners and developers can see the signing secret.</p>
        ) : shown ? (
          <>
            <SecretField id="current-secret" label="Current secret" value={shown.secret} />
            {shown.previous_secret ? (
              <SecretField
                id="previous-secret"
                label="Previous secret"
                value={shown.previous_secret}
                hint={`Still signs beside the current one until ${formatDateTime(shown.previous_secret_expires_at)}.`}
              />
            ) : null}
            <Button variant="ghost" size="sm" onClick={() => setShown(null)}>
              Hide secret
            </Button>
          </>
        ) : (
          <div className="flex items-center gap-2">
            <code aria-label="Secret hidden" className="min-w-0 flex-1 truncate rounded-md bg-slate-100 px-2.5 py-1.5 font-mono text-[13px] text-slate-500">
              whsec_••••••••••••••••••••••••
            </code>
            <Button variant="secondary" size="sm" loading={reveal.isPending} onClick={() => reveal.mutate(undefined, { onSuccess: setShown })}>
              Reveal<span className="sr-only"> signing secret</span>
            </Button>
          </div>
        )}
        {reveal.isError ? (
          <Notice tone="danger" role="alert" title="The secret was not revealed">
            {reveal.error.message}
          </Notice>
        ) : null}
        {!shown && endpoint.previous_secret_expires_at ? (
          <p className="text-[13px] text-slate-500">
            The previous secret still signs until {formatDateTime(endpoint.previous_secret_expires_at)}.
          </p>
        ) : null}
      </CardBody>
      {canManage ? (
        <RotateSecretDialog
          open={rotating}
          mode={mode}
          endpointId={endpoint.id}
          onClose={() => setRotating(false)}
          onRotated={(secrets) => {
            setRotating(false);
            setShown(secrets);
          }}
        />
      ) : null}
    </Card>
  );
}

function SecretField({ id, label, value, hint }: { id: string; label: string; value: string; hint?: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} className={cn(inputClasses, "font-mono text-[13px]")} aria-describedby={hint ? `${id}-hint` : undefined} />
        <CopyButton text={value} label="Copy" srLabel={label.toLowerCase()} size="md" />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-[13px] text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function RotateSecretDialog({
  open,
  mode,
  endpointId,
  onClose,
  onRotated,
}: {
  open: boolean;
  mode: DashboardMode;
  endpointId: string;
  onClose: () => void;
  onRotated: (secrets: RevealedWebhookSecret) => void;
}) {
  const rotate = useRotateWebhookSecret(mode, endpointId);
  const notify = useToast();
  const [hours, setHours] = useState("24");
  const [localError, setLocalError] = useState<string | undefined>();
  const serverError = rotate.error instanceof DashboardRequestError ? rotate.error.fieldErrors.expires_in_hours : undefined;
  const close = () => {
    rotate.reset();
    setHours("24");
    setLocalError(undefined);
    onClose();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    rotate.reset();
    const value = Number(hours);
    if (hours.trim() === "" || !Number.isInteger(value) || value < 0 || value > 72) {
      setLocalError("Enter a whole number of hours from 0 to 72");
      return;
    }
    setLocalError(undefined);
    rotate.mutate(value, {
      onSuccess: (data) => {
        notify({ title: "Signing secret rotated", description: value === 0 ? "The old secret stopped signing." : `The old secret signs for ${value} more hours.` });
        rotate.reset();
        setHours("24");
        onRotated(data);
      },
    });
  }

  return (
    <FormDialog
      open={open} onClose={close} attempt={rotate} onSubmit={onSubmit}
      title="Rotate signing secret" submitLabel="Rotate secret" errorTitle="The secret was not rotated"
      description="A new secret signs every delivery from now on. During the overlap, deliveries carry a signature for each secret, so your receiver can switch without missing one."
    >
      <Field label="Keep the old secret signing for (hours)" error={localError ?? serverError} hint="0 stops it at once (use this if it leaked); at most 72.">
        {(p) => <Input {...p} name="expires_in_hours" type="number" inputMode="numeric" min={0} max={72} step={1} value={hours} onChange={(e) => setHours(e.target.value)} />}
      </Field>
    </FormDialog>
  );
}
