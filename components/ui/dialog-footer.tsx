// The footer of a dialog: the way out (Cancel, Back, Keep…), then the main action. Both steps of
// a review-then-confirm dialog use it: the form's step submits the form (no onSubmit: the primary
// is the form's submit button), the confirm step's primary runs onSubmit. While the action is
// pending the way out is disabled and the primary shows its spinner.
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog";

export type DialogFooterProps = {
  onCancel: () => void;
  /** "Cancel" unless told: "Back", "Back to edit", "Keep payment". */
  cancelLabel?: ReactNode;
  pending?: boolean;
  submitLabel: ReactNode;
  /** Without it the primary submits its form. */
  onSubmit?: () => void;
  variant?: ButtonProps["variant"];
  /** The primary stays disabled (e.g. nothing chosen yet). */
  disabled?: boolean;
};

/** The two buttons alone, for Dialog's footer slot (which draws the row itself). */
export function DialogButtons({ onCancel, cancelLabel = "Cancel", pending = false, submitLabel, onSubmit, variant, disabled }: DialogFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type={onSubmit ? "button" : "submit"} variant={variant} onClick={onSubmit} loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </>
  );
}

export function DialogFooter(props: DialogFooterProps) {
  return (
    <DialogActions>
      <DialogButtons {...props} />
    </DialogActions>
  );
}
