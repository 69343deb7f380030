// The footer of a form dialog: Cancel, then the submit button, in the dialog's button
// row. While the form saves, Cancel is disabled and the submit button shows its spinner.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog";

export function DialogFooter({ onCancel, pending, submitLabel }: { onCancel: () => void; pending: boolean; submitLabel: ReactNode }) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
