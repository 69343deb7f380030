"use client";
// A dialog that is one form: its fields, the server's refusal above the buttons (field errors
// show beside their fields), then Cancel and the submit button. It cannot be dismissed while the
// form is being saved.
import type { FormEvent, ReactNode } from "react";
import { MutationErrorNotice } from "@/components/dashboard/mutation-error-notice";
import { Dialog } from "@/components/ui/dialog";
import { DialogFooter } from "@/components/ui/dialog-footer";

export function FormDialog({
  open,
  onClose,
  attempt,
  title,
  description,
  label,
  className,
  formClassName = "space-y-4",
  onSubmit,
  submitLabel,
  errorTitle,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The save (a react-query mutation): pending, and its failure, shown when not about one field. */
  attempt: { isPending: boolean; error: Error | null };
  title: string;
  description?: ReactNode;
  /** The form's accessible name, when it is not the title. */
  label?: string;
  className?: string;
  formClassName?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  errorTitle: string;
  children: ReactNode;
}) {
  const pending = attempt.isPending;
  return (
    <Dialog open={open} onClose={onClose} dismissible={!pending} className={className} title={title} description={description}>
      <form noValidate onSubmit={onSubmit} aria-label={label ?? title} className={formClassName}>
        {children}
        <MutationErrorNotice error={attempt.error} title={errorTitle} />
        <DialogFooter onCancel={onClose} pending={pending} submitLabel={submitLabel} />
      </form>
    </Dialog>
  );
}
