"use client";
// A number input with its unit shown inside on the right (%, ETB…).
import type { ControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

export function SuffixInput({
  p,
  suffix,
  ...input
}: {
  p: ControlProps;
  suffix: string;
  name: string;
  value: string;
  placeholder?: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur: () => void;
}) {
  return (
    <div className="relative">
      <Input {...p} {...input} inputMode="decimal" autoComplete="off" className="pr-12 tabular-nums" />
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-[13px] text-slate-500">
        {suffix}
      </span>
    </div>
  );
}
