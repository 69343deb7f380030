"use client";
// An accessible modal on the native <dialog>: showModal() makes the rest of the page inert
// (focus stays inside), Escape closes it, focus returns to the opener when it closes.
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";
import { useTitledOverlay, type OverlayProps } from "@/components/ui/use-overlay";

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  dismissible = true,
  className,
}: OverlayProps & {
  /** When false (e.g. while saving), Escape and the backdrop do not close it. */
  dismissible?: boolean;
  className?: string;
}) {
  const { dialogProps, titleId, descriptionId } = useTitledOverlay({ open, onClose, dismissible, description });

  return (
    <dialog
      {...dialogProps}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-slate-900 shadow-2xl ring-1 ring-slate-900/10 backdrop:bg-slate-900/50 backdrop:backdrop-blur-[1px]",
        className,
      )}
    >
      {open ? (
        <div className="px-6 pt-5 pb-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            {dismissible ? <OverlayCloseButton onClick={onClose} /> : null}
          </div>
          {description ? (
            <div id={descriptionId} className="mt-1.5 text-sm text-slate-600">
              {description}
            </div>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <DialogActions>{footer}</DialogActions> : null}
        </div>
      ) : null}
    </dialog>
  );
}

/** The row of buttons at the bottom of a dialog (stacked on small screens, the main action last). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/** The "Close" cross in the corner of a dialog or drawer. */
export function OverlayCloseButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={cn("-m-1 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600", focusRing)}>
      <span className="sr-only">Close</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
        <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
      </svg>
    </button>
  );
}
