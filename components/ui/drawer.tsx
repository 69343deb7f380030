"use client";
// A side panel on the native <dialog>, the sibling of dialog.tsx: showModal() makes the rest of
// the page inert and keeps focus inside, Escape and the backdrop close it, and focus returns to
// the opener. For details that belong next to a list (the payment table's row drawer).
import { cn } from "@/components/ui/cn";
import { OverlayCloseButton } from "@/components/ui/dialog";
import { focusRing } from "@/components/ui/focus";
import { useTitledOverlay, type OverlayProps } from "@/components/ui/use-overlay";

export function Drawer({ open, onClose, title, description, children, footer }: OverlayProps) {
  const { dialogProps, titleId, descriptionId } = useTitledOverlay({ open, onClose, description });

  return (
    <dialog
      {...dialogProps}
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
            <OverlayCloseButton onClick={onClose} />
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
