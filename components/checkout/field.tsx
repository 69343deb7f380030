// A labelled input of the checkout's forms: the label is always visible, hints and errors are
// tied to the input with aria-describedby, and an error sets aria-invalid. The error is the
// server's answer to the form (JavaScript off); with JavaScript, lib/checkout/client/checkout-forms.ts
// checks the form before it is sent and writes the same markup (FieldErrorTemplate) beside each field.
import type { InputHTMLAttributes, ReactNode } from "react";
import { AlertIcon } from "@/components/ui/icons";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "children"> & {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
};

/** A field's look without its width: for a control sized on its own (a quantity select beside its label). */
export const inputLook =
  "rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs " +
  "placeholder:text-slate-400 transition-[border-color,box-shadow] " +
  "focus:border-(--accent-text) focus:outline-none focus:ring-4 focus:ring-(--accent)/20 " +
  "aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/20 sm:text-[15px]";

export const inputClass = `block w-full ${inputLook}`;

/** The id of a field's error message (the browser's check writes it under the same id). */
export const fieldErrorId = (inputId: string) => `${inputId}-error`;

export function Field({ id, label, hint, error, className, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? fieldErrorId(id) : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? <FieldError id={errorId} message={error} /> : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <AlertIcon className="mt-px size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** A field error's markup without its text, which the browser's check copies (one per page). */
export function FieldErrorTemplate() {
  return (
    <template id="checkout-field-error">
      <FieldError message="" />
    </template>
  );
}
