"use client";
// "Add endpoint" and "Edit endpoint": URL, description, the events it receives (all,
// or chosen types and families) and the payload version. The rules are the server's (URL
// scheme and SSRF guard, known event types): its refusals show beside their fields. A new
// endpoint opens its own page.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { FormDialog } from "@/components/dashboard/form-dialog";
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from "@/components/dashboard/webhooks/webhook-hooks";
import { cn } from "@/components/ui/cn";
import { ErrorText } from "@/components/ui/error-text";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { DashboardRequestError } from "@/lib/dashboard/client/fetch-json";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { WebhookEndpointInput, WebhookEndpointItem } from "@/lib/webhooks/webhook-view-types";
import { WEBHOOK_EVENT_FAMILIES, WEBHOOK_EVENT_TYPES } from "@/lib/catalog/event-types";

type Values = { url: string; description: string; allEvents: boolean; events: string[]; payload_version: "v2" | "v1" };

const EMPTY: Values = { url: "", description: "", allEvents: true, events: [], payload_version: "v2" };

function valuesOf(endpoint: WebhookEndpointItem | undefined): Values {
  if (!endpoint) return EMPTY;
  const all = endpoint.enabled_events.length === 0 || endpoint.enabled_events.includes("*");
  return { url: endpoint.url, description: endpoint.description ?? "", allEvents: all, events: all ? [] : endpoint.enabled_events, payload_version: endpoint.payload_version };
}

/** The server names filter entries "enabled_events[2]": they all belong to the one events field. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof DashboardRequestError)) return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const key = field.replace(/[.[].*$/, "");
    out[key] ??= message;
  }
  return out;
}

/** Event types grouped by family ("payment", "payout"), each family with its "all of them" entry. */
const GROUPS = WEBHOOK_EVENT_FAMILIES.map((family) => {
  const prefix = family.slice(0, -1);
  return { family, name: prefix.slice(0, -1), types: WEBHOOK_EVENT_TYPES.filter((t) => t.startsWith(prefix)) };
});

export function EndpointFormDialog({
  open,
  onClose,
  mode,
  endpoint,
}: {
  open: boolean;
  onClose: () => void;
  mode: DashboardMode;
  /** Set: edit this endpoint; unset: add one. */
  endpoint?: WebhookEndpointItem;
}) {
  const editing = endpoint !== undefined;
  const create = useCreateWebhookEndpoint(mode);
  const update = useUpdateWebhookEndpoint(mode, endpoint?.id ?? "");
  const save = editing ? update : create;
  const notify = useToast();
  const router = useRouter();
  const [values, setValues] = useState<Values>(() => valuesOf(endpoint));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const errors = { ...fieldErrorsOf(save.error), ...localErrors };
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const close = () => {
    save.reset();
    setLocalErrors({});
    setValues(valuesOf(endpoint));
    onClose();
  };

  function toggle(entry: string, on: boolean) {
    set({ events: on ? [...values.events, entry] : values.events.filter((e) => e !== entry) });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.reset();
    const problems: Record<string, string> = {};
    if (!values.url.trim()) problems.url = "Enter the URL that receives the events";
    if (!values.allEvents && values.events.length === 0) problems.enabled_events = "Choose at least one event, or all events";
    setLocalErrors(problems);
    if (Object.keys(problems).length) {
      event.currentTarget.querySelector<HTMLElement>(problems.url ? "[name=url]" : "[name=enabled_events]")?.focus();
      return;
    }
    const input: WebhookEndpointInput = {
      url: values.url.trim(),
      description: values.description.trim() || null,
      enabled_events: values.allEvents ? ["*"] : values.events,
      payload_version: values.payload_version,
    };
    save.mutate(input, {
      onSuccess: (saved) => {
        notify({ title: editing ? "Endpoint saved" : "Endpoint added", description: saved.url });
        setLocalErrors({});
        onClose();
        save.reset();
        // A new endpoint's page is where its secret and its first test event are.
        if (!editing) router.push(`/dashboard/webhooks/${saved.id}`);
      },
    });
  }

  const title = editing ? "Edit endpoint" : "Add endpoint";
  return (
    <FormDialog
      open={open} onClose={close} attempt={save} onSubmit={onSubmit} className="sm:max-w-2xl" formClassName="space-y-5"
      title={title} submitLabel={editing ? "Save endpoint" : "Add endpoint"} errorTitle={editing ? "The endpoint was not saved" : "The endpoint was not added"}
      description={
        mode === "test"
          ? "Test mode: http and addresses on your own network are allowed, so a receiver on your laptop works."
          : "Live mode: the URL must use https and reach a public address."
      }
    >
      <fieldset disabled={save.isPending} className="space-y-5">
        <Field label="Endpoint URL" error={errors.url} hint="We send a signed POST here for each event.">
          {(p) => (
            <Input
              {...p}
              name="url"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder={mode === "test" ? "http://localhost:4000/webhooks" : "https://example.com/webhooks"}
              value={values.url}
              onChange={(e) => set({ url: e.target.value })}
            />
          )}
        </Field>
        <Field label="Description (optional)" error={errors.description}>
          {(p) => <Input {...p} name="description" maxLength={500} value={values.description} onChange={(e) => set({ description: e.target.value })} />}
        </Field>

        <fieldset aria-describedby={errors.enabled_events ? "endpoint-events-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">Events to send</legend>
          <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="enabled_events"
              className="size-4 accent-indigo-600"
              checked={values.allEvents}
              onChange={(e) => set({ allEvents: e.target.checked })}
            />
            All events, including types added later
          </label>
          {!values.allEvents ? (
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {GROUPS.map((group) => {
                const wholeFamily = values.events.includes(group.family);
                return (
                  <fieldset key={group.family} className="rounded-lg px-3 py-2.5 ring-1 ring-slate-200 ring-inset">
                    <legend className="px-1 text-xs font-medium tracking-wide text-slate-500 uppercase">{group.name} events</legend>
                    <label className="flex items-center gap-2 py-0.5 text-sm font-medium text-slate-800">
                      <input type="checkbox" className="size-4 accent-indigo-600" checked={wholeFamily} onChange={(e) => toggle(group.family, e.target.checked)} />
                      Every {group.name} event <code className="font-mono text-[12px] text-slate-500">{group.family}</code>
                    </label>
                    {group.types.map((type) => (
                      <label key={type} className={cn("flex items-center gap-2 py-0.5 pl-4 font-mono text-[13px]", wholeFamily ? "text-slate-400" : "text-slate-700")}>
                        <input
                          type="checkbox"
                          className="size-4 accent-indigo-600"
                          disabled={wholeFamily}
                          checked={wholeFamily || values.events.includes(type)}
                          onChange={(e) => toggle(type, e.target.checked)}
                        />
                        {type}
                      </label>
                    ))}
                  </fieldset>
                );
              })}
            </div>
          ) : null}
          {errors.enabled_events ? <ErrorText id="endpoint-events-error">{errors.enabled_events}</ErrorText> : null}
        </fieldset>

        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Payload version</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(
              [
                ["v2", "v2 (recommended)", "The current flat format with split rules and customer details."],
                ["v1", "v1", "The older format (charge.success…), while your receiver migrates."],
              ] as const
            ).map(([value, label, hint]) => (
              <label
                key={value}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 ring-1 ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600",
                  values.payload_version === value ? "bg-indigo-50/60 ring-indigo-300" : "ring-slate-200 hover:bg-slate-50",
                )}
              >
                <input
                  type="radio"
                  name="payload_version"
                  value={value}
                  checked={values.payload_version === value}
                  onChange={() => set({ payload_version: value })}
                  className="mt-0.5 size-4 accent-indigo-600 focus:outline-none"
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">{label}</span>
                  <span className="block text-[13px] text-slate-600">{hint}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.payload_version ? <ErrorText id="endpoint-version-error">{errors.payload_version}</ErrorText> : null}
        </fieldset>
      </fieldset>

    </FormDialog>
  );
}
