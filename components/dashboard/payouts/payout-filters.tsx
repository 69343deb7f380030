"use client";
// The payout list's filters (issue 10): status (Succeeded is the API's success, also called
// completed), currency and creation dates apply at once; a reference applies on Enter or
// "Search": a gateway reference (po_…) opens that payout, anything else filters by the
// merchant's own reference.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { PAYOUT_STATUS_LABELS } from "@/components/dashboard/payouts/payout-status-badge";
import { NO_FILTERS, type PayoutFilters } from "@/components/dashboard/payouts/payout-hooks";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { CURRENCY_CODES } from "@/lib/money";

const GATEWAY_REFERENCE = /^po_[0-9A-Za-z]{22}$/;

export function PayoutFiltersBar({ value, onChange }: { value: PayoutFilters; onChange: (next: PayoutFilters) => void }) {
  const router = useRouter();
  const [reference, setReference] = useState(value.merchant_reference);
  const set = (patch: Partial<PayoutFilters>) => onChange({ ...value, ...patch });
  const active = Object.values(value).some((v) => v !== "");

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reference.trim();
    if (GATEWAY_REFERENCE.test(text)) return router.push(`/dashboard/payouts/${text}`);
    set({ merchant_reference: text });
  }

  return (
    <form role="search" aria-label="Filter payouts" onSubmit={onSearch} className="grid gap-3 border-b border-slate-100 px-5 py-4 sm:grid-cols-2 lg:grid-cols-[10rem_8rem_9.5rem_9.5rem_1fr_auto] lg:items-end">
      <Field label="Status">
        {(p) => (
          <select {...p} name="status" value={value.status} onChange={(e) => set({ status: e.target.value })} className={inputClasses}>
            <option value="">All statuses</option>
            {Object.entries(PAYOUT_STATUS_LABELS).map(([status, { label }]) => (
              // "completed" is the spec's other name for success; the list takes either.
              <option key={status} value={status === "success" ? "completed" : status}>
                {status === "success" ? "Succeeded (completed)" : label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Currency">
        {(p) => (
          <select {...p} name="currency" value={value.currency} onChange={(e) => set({ currency: e.target.value })} className={inputClasses}>
            <option value="">All</option>
            {CURRENCY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Created from">
        {(p) => <Input {...p} type="date" name="from" value={value.from} max={value.to || undefined} onChange={(e) => set({ from: e.target.value })} />}
      </Field>
      <Field label="Created to">
        {(p) => <Input {...p} type="date" name="to" value={value.to} min={value.from || undefined} onChange={(e) => set({ to: e.target.value })} />}
      </Field>
      <Field label="Reference">
        {(p) => (
          <Input
            {...p}
            type="search"
            name="reference"
            value={reference}
            placeholder="Your reference or po_…"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => {
              setReference(e.target.value);
              if (e.target.value === "" && value.merchant_reference) set({ merchant_reference: "" });
            }}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {active ? (
          <Button
            variant="ghost"
            onClick={() => {
              setReference("");
              onChange(NO_FILTERS);
            }}
          >
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
