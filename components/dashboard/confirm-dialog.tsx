"use client";
// A confirmation before an action that cannot be undone (cancel a payment, revoke or roll a
// key, deactivate a link or a subaccount, delete an endpoint, approve or reject a payout): what
// will happen, the way out and the action, and the server's refusal in the dialog. Closing
// forgets the last attempt.
import type { ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DialogButtons } from "@/components/ui/dialog-footer";
import { Notice } from "@/components/ui/notice";

/** The part of a react-query mutation the dialog reads. */
type Attempt = { isPending: boolean; error: Error | null; reset: () => void };

export function ConfirmDialog({
  open,
  onClose,
  attempt,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  errorTitle,
  variant = "danger",
  children,
}: {
  open: boolean;
  onClose: () => void;
  attempt: Attempt;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: ReactNode;
  confirmLabel: ReactNode;
  /** Runs the action; `close` shuts the dialog (on success) and forgets the attempt. */
  onConfirm: (close: () => void) => void;
  /** The heading of the refusal ("The key was not revoked"). */
  errorTitle: string;
  /** Red unless the action is a safe one (approve, roll). */
  variant?: "primary" | "danger";
  /** Choices for the action, above the refusal. */
  children?: ReactNode;
}) {
  const close = () => {
    attempt.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!attempt.isPending}
      title={title}
      description={description}
      footer={<DialogButtons onCancel={close} cancelLabel={cancelLabel} pending={attempt.isPending} variant={variant} submitLabel={confirmLabel} onSubmit={() => onConfirm(close)} />}
    >
      {children || attempt.error ? (
        <>
          {children}
          {attempt.error ? (
            <Notice tone="danger" role="alert" title={errorTitle} className={children ? "mt-4" : undefined}>
              {attempt.error.message}
            </Notice>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
