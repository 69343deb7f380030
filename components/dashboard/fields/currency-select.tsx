"use client";
// The dashboard's one currency select: the gateway's currencies (lib/money), code and name, in
// the money table's order.
import type { ComponentProps } from "react";
import { SelectField } from "@/components/ui/select-field";
import { CURRENCIES, CURRENCY_CODES } from "@/lib/money";

const NAMED = CURRENCY_CODES.map((c) => ({ value: c, label: `${c} · ${CURRENCIES[c].name}` }));
const CODES = CURRENCY_CODES.map((c) => ({ value: c, label: c }));

export function CurrencySelect({
  label = "Currency",
  name = "currency",
  codesOnly = false,
  ...select
}: Omit<ComponentProps<typeof SelectField>, "label" | "options"> & {
  label?: ComponentProps<typeof SelectField>["label"];
  /** "USD" rather than "USD · US dollar", where the select is narrow (a filter row). */
  codesOnly?: boolean;
}) {
  return <SelectField label={label} name={name} options={codesOnly ? CODES : NAMED} {...select} />;
}
