"use client";
// A labelled input of the checkout's forms: the label is always visible, hints and errors are
// tied to the input with aria-describedby, and an error sets aria-invalid. Inside a CheckoutForm
// the error comes from the form (server's answer, then the browser's own check); the first field
// with an error takes the focus.
import type { InputHTMLAttributes, ReactNode } from "react";
import { AlertIcon } from "@/components/ui/icons";
import { useFieldError } from "@/components/checkout/checkout-form";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "children"> & {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
};

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs " +
  "placeholder:text-slate-400 transition-[border-color,box-shadow] " +
  "focus:border-(--accent-text) focus:outline-none focus:ring-4 focus:ring-(--accent)/20 " +
  "aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/20 sm:text-[15px]";

export function Field({ id, label, hint, error: ownError, className, ...input }: FieldProps) {
  const fromForm = useFieldError(input.name);
  const error = fromForm ? fromForm.error : (ownError ?? null);
  const focus = fromForm ? fromForm.focus : Boolean(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy} autoFocus={focus || undefined} {...input} />
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <AlertIcon className="mt-px size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
