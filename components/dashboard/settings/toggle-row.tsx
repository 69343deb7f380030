"use client";

// A labelled on/off switch (a checkbox with role="switch") spanning a settings card's grid.
import { useId, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";

export function ToggleRow({
  name,
  label,
  description,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  description: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <label className="flex cursor-pointer items-start justify-between gap-4 rounded-lg px-4 py-3 ring-1 ring-slate-200 ring-inset">
        <span>
          <span id={`${id}-label`} className="block text-sm font-medium text-slate-900">
            {label}
          </span>
          <span id={`${id}-description`} className="mt-0.5 block text-[13px] text-slate-500">
            {description}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          name={name}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className={cn(
            "relative mt-0.5 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-indigo-600 disabled:cursor-not-allowed disabled:opacity-60",
            "before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:before:translate-x-4",
            focusRing,
          )}
        />
      </label>
    </div>
  );
}
