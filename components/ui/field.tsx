"use client";
import { useId, type ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { ErrorText } from "@/components/ui/error-text";

export type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/**
 * A label, a control, an optional hint and an error message, wired together for assistive
 * technology: the control gets the id, aria-invalid and aria-describedby through the render prop.
 */
export function Field({
  label,
  hint,
  error,
  children,
  className,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (props: ControlProps) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5">{children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}</div>
      {error && errorId ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-[13px] text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
