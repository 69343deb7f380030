"use client";
// The payment table's filters: free-text search (a gateway reference or a merchant
// reference, matched exactly, or the start of a customer's name, e-mail or phone number, any
// case), status, currency, method and a date range (days in the merchant's
// time zone; `to` included). Choices apply at once; the search applies on Enter or
// "Search", so the URL does not change with every key typed.
import { useState, type FormEvent } from "react";
import { SelectField } from "@/components/ui/select-field";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";
import { paymentStatusLabel } from "@/components/dashboard/payment-status-badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PAYMENT_METHODS } from "@/lib/catalog/payment-methods";
import { PAYMENT_STATUSES } from "@/lib/catalog/payment-transitions";
import type { PaymentTableView } from "@/components/dashboard/payments-list/table-state";
import { timeZoneName } from "@/lib/catalog/time-zones";

type Filters = Pick<PaymentTableView, "status" | "currency" | "method" | "q" | "from" | "to">;

/** `timeZone`: the merchant's; the API reads a bare day in it (lib/catalog/date-range.ts). */
export function PaymentFilters({ view, onChange, timeZone }: { view: Filters; onChange: (patch: Partial<Filters>) => void; timeZone: string }) {
  // Keyed by the URL's q: a reload, a shared link or "Clear filters" puts its value back in the box.
  return <FilterForm key={view.q ?? ""} view={view} onChange={onChange} timeZone={timeZone} />;
}

function FilterForm({ view, onChange, timeZone }: { view: Filters; onChange: (patch: Partial<Filters>) => void; timeZone: string }) {
  const zone = timeZoneName(timeZone);
  const [search, setSearch] = useState(view.q ?? "");
  const filtered = Object.values(view).some((v) => v !== null && v !== "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim() || null });
  };
  const select = (value: string) => (value === "" ? null : value);

  return (
    <form role="search" aria-label="Filter payments" onSubmit={submit} className="grid gap-3 border-b border-slate-100 px-5 py-4 sm:grid-cols-2 lg:grid-cols-12">
      <Field label="Search" hint="A payment reference, your own reference, or the start of a customer's name, e-mail or phone" className="sm:col-span-2 lg:col-span-4">
        {(p) => (
          <div className="flex gap-2">
            <Input {...p} type="search" name="q" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="pay_…, Almaz or name@example.com" />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
        )}
      </Field>
      <SelectField
        label="Status"
        name="status"
        className="lg:col-span-2"
        value={view.status ?? ""}
        onChange={(status) => onChange({ status: select(status) as Filters["status"] })}
        options={PAYMENT_STATUSES.map((s) => ({ value: s, label: paymentStatusLabel(s) }))}
      >
        <option value="">Any status</option>
      </SelectField>
      <CurrencySelect codesOnly value={view.currency ?? ""} onChange={(c) => onChange({ currency: select(c) as Filters["currency"] })} className="lg:col-span-2">
        <option value="">Any currency</option>
      </CurrencySelect>
      <SelectField
        label="Method"
        name="method"
        className="lg:col-span-2"
        value={view.method ?? ""}
        onChange={(method) => onChange({ method: select(method) as Filters["method"] })}
        options={PAYMENT_METHODS.map((m) => ({ value: m.id, label: m.name }))}
      >
        <option value="">Any method</option>
      </SelectField>
      <div className="flex items-start sm:col-span-2 lg:col-span-2 lg:pt-7">
        {filtered ? (
          <Button type="button" variant="ghost" onClick={() => onChange({ status: null, currency: null, method: null, q: null, from: null, to: null })}>
            Clear filters
          </Button>
        ) : null}
      </div>
      <Field label="From" hint={`From midnight, ${zone}`} className="lg:col-span-2">
        {(p) => <Input {...p} type="date" name="from" value={view.from ?? ""} max={view.to ?? undefined} onChange={(e) => onChange({ from: select(e.target.value) })} />}
      </Field>
      <Field label="To" hint={`Included, to midnight, ${zone}`} className="lg:col-span-2">
        {(p) => <Input {...p} type="date" name="to" value={view.to ?? ""} min={view.from ?? undefined} onChange={(e) => onChange({ to: select(e.target.value) })} />}
      </Field>
    </form>
  );
}
