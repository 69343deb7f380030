"use client";
// The payout list's filters: status (Succeeded is the API's success, also called
// completed), currency and creation dates apply at once; a reference applies on Enter or
// "Search": a gateway reference (po_…) opens that payout, anything else filters by the
// merchant's own reference.
import { useRouter } from "next/navigation";
import { CurrencySelect } from "@/components/dashboard/fields/currency-select";
import { PAYOUT_STATUS_LABELS } from "@/components/dashboard/payouts/payout-status-badge";
import { NO_FILTERS, type PayoutFilters } from "@/components/dashboard/payouts/payout-hooks";
import { Field } from "@/components/ui/field";
import { FilterBar } from "@/components/ui/filter-bar";
import { inputClasses } from "@/components/ui/input";

const GATEWAY_REFERENCE = /^po_[0-9A-Za-z]{22}$/;

export function PayoutFiltersBar({ value, onChange }: { value: PayoutFilters; onChange: (next: PayoutFilters) => void }) {
  const router = useRouter();
  const set = (patch: Partial<PayoutFilters>) => onChange({ ...value, ...patch });

  function onSearch(text: string) {
    if (GATEWAY_REFERENCE.test(text)) return router.push(`/dashboard/payouts/${text}`);
    set({ merchant_reference: text });
  }

  return (
    <FilterBar
      label="Filter payouts"
      columns="lg:grid-cols-[10rem_8rem_9.5rem_9.5rem_1fr_auto]"
      value={value}
      onChange={set}
      onClear={() => onChange(NO_FILTERS)}
      onSearch={onSearch}
      referenceName="reference"
      referencePlaceholder="Your reference or po_…"
      leading={
        <>
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
          <CurrencySelect codesOnly value={value.currency} onChange={(c) => set({ currency: c })}>
            <option value="">All</option>
          </CurrencySelect>
        </>
      }
    />
  );
}
