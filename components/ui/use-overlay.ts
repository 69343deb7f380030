"use client";
// The open/close plumbing of a modal on the native <dialog>, shared by Dialog, Drawer and the
// dashboard's mobile menu. showModal() makes the rest of the page inert and keeps focus
// inside, the browser returns focus to the opener on close; Escape ("cancel") and a click on the
// backdrop ask the owner to close, so the `open` state stays the one source of truth.
import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";

export function useOverlay({
  open,
  onClose,
  dismissible = true,
}: {
  open: boolean;
  onClose: () => void;
  /** When false (e.g. while saving), Escape and the backdrop do not close it. */
  dismissible?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Spread onto the <dialog>: `<dialog {...overlay} …>`.
  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault(); // closed through state, so React stays the source of truth
      if (dismissible) onClose();
    },
    onClose: () => {
      if (open) onClose();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (dismissible && event.target === event.currentTarget) onClose(); // a click on the backdrop
    },
  };
}

/** What Dialog and Drawer take. */
export type OverlayProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
};

/**
 * useOverlay for an overlay named by its title and described by its description: spread
 * `dialogProps` onto the <dialog>, put `titleId` on the heading and `descriptionId` on the
 * description.
 */
export function useTitledOverlay({ open, onClose, dismissible, description }: Pick<OverlayProps, "open" | "onClose" | "description"> & { dismissible?: boolean }) {
  const overlay = useOverlay({ open, onClose, dismissible });
  const titleId = useId();
  const descriptionId = useId();
  return {
    dialogProps: { ...overlay, "aria-labelledby": titleId, "aria-describedby": description ? descriptionId : undefined },
    titleId,
    descriptionId,
  };
}
