"use client";
// The filter bar above a dashboard list, shared by the payout list and a virtual
// account's debit history: creation dates apply at once, a reference applies on Enter or
// "Search" (and emptying the box drops it), "Clear" appears while any filter is set. Lists add
// their own fields before the dates (`leading`) or after the reference (`trailing`).
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** The filters every such list has, in the API's names. */
export type DateReferenceFilters = { from: string; to: string; merchant_reference: string };

export function FilterBar({
  label,
  columns,
  value,
  onChange,
  onClear,
  onSearch,
  referenceName,
  referencePlaceholder,
  leading,
  trailing,
}: {
  /** The search form's accessible name, e.g. "Filter payouts". */
  label: string;
  /** The wide-screen grid, one track per field and one for the buttons: "lg:grid-cols-[…]". */
  columns: string;
  /** Every filter of the list (all strings, "" when unset); any non-empty one shows "Clear". */
  value: DateReferenceFilters & Record<string, string>;
  onChange: (patch: Partial<DateReferenceFilters>) => void;
  onClear: () => void;
  /** What "Search" does with the trimmed reference; by default it filters by it. */
  onSearch?: (reference: string) => void;
  referenceName: string;
  referencePlaceholder: string;
  leading?: ReactNode;
  trailing?: ReactNode;
}) {
  const [reference, setReference] = useState(value.merchant_reference);
  const active = Object.values(value).some((v) => v !== "");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reference.trim();
    if (onSearch) onSearch(text);
    else onChange({ merchant_reference: text });
  }

  return (
    <form role="search" aria-label={label} onSubmit={submit} className={cn("grid gap-3 border-b border-slate-100 px-5 py-4 sm:grid-cols-2", columns, "lg:items-end")}>
      {leading}
      <Field label="Created from">
        {(p) => <Input {...p} type="date" name="from" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />}
      </Field>
      <Field label="Created to">
        {(p) => <Input {...p} type="date" name="to" value={value.to} min={value.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />}
      </Field>
      <Field label="Reference">
        {(p) => (
          <Input
            {...p}
            type="search"
            name={referenceName}
            value={reference}
            placeholder={referencePlaceholder}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => {
              setReference(e.target.value);
              if (e.target.value === "" && value.merchant_reference) onChange({ merchant_reference: "" });
            }}
          />
        )}
      </Field>
      {trailing}
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {active ? (
          <Button
            variant="ghost"
            onClick={() => {
              setReference("");
              onClear();
            }}
          >
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
