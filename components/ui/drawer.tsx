"use client";
// A side panel on the native <dialog>, the sibling of dialog.tsx: showModal() makes the rest of
// the page inert and keeps focus inside, Escape and the backdrop close it, and focus returns to
// the opener. For details that belong next to a list (the payment table's row drawer).
import { useEffect, useId, useRef, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";

export function Drawer({
  open,
  onClose,
  title,
  description,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault(); // closed through state, so React stays the source of truth
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-md bg-white p-0 text-slate-900 shadow-2xl ring-1 ring-slate-900/10 backdrop:bg-slate-900/40"
    >
      {open ? (
        <div className="flex h-full flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
            <div className="min-w-0">
              <h2 id={titleId} className="text-base font-semibold text-slate-900">
                {title}
              </h2>
              {description ? (
                <div id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </div>
              ) : null}
            </div>
            <button type="button" onClick={onClose} className={cn("-m-1 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600", focusRing)}>
              <span className="sr-only">Close</span>
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
          </div>
          {/* Focusable so keyboard users can scroll a long body that holds no link or button. */}
          <div tabIndex={0} role="group" aria-labelledby={titleId} className={cn("min-h-0 flex-1 overflow-y-auto px-6 py-4", focusRing)}>
            {children}
          </div>
          {footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 bg-slate-50/60 px-6 py-3">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
