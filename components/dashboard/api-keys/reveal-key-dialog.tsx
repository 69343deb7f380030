"use client";

// A key's text: a new key's, shown once for a live secret key (only a fingerprint is kept), or a
// test secret key's, revealed again (`again`), which can be shown as often as needed.
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { WarningIcon } from "@/components/ui/icons";
import { inputClasses } from "@/components/ui/input";
import type { RevealedKey } from "@/lib/auth/api-key-views";

export type RevealedState = { key: RevealedKey; note: string; again?: boolean };

export function RevealKeyDialog({ revealed, onClose }: { revealed: RevealedState | null; onClose: () => void }) {
  const kind = revealed?.key.kind === "public" ? "publishable key" : "secret key";
  const again = revealed?.again === true;
  const shownOnce = revealed?.key.kind === "secret" && revealed.key.mode === "live";
  return (
    <Dialog
      open={revealed !== null}
      onClose={onClose}
      title={again ? `Your test ${kind}` : `Your new ${kind}`}
      description={revealed?.note}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {revealed ? (
        <div className="space-y-4">
          {shownOnce ? (
            <div className="flex gap-3 rounded-lg bg-amber-50 px-3.5 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
              <WarningIcon className="mt-0.5 size-4 shrink-0 text-amber-600" />
              <p>
                <strong className="font-semibold">Copy this key now.</strong> It is shown only once: we keep just a fingerprint of
                it. Store it in your server&apos;s secrets, never in browser code or a repository.
              </p>
            </div>
          ) : revealed.key.kind === "secret" ? (
            <p className="text-sm text-slate-600">
              Keep it on your server, never in browser code or a repository. Test secret keys can be shown again here; live
              secret keys are shown once.
            </p>
          ) : null}
          <div>
            <label htmlFor="revealed-key" className="block text-sm font-medium text-slate-800">
              {again ? `Test ${kind}` : `New ${kind}`}
            </label>
            <div className="mt-1.5 flex gap-2">
              <input
                id="revealed-key"
                readOnly
                value={revealed.key.key}
                onFocus={(e) => e.currentTarget.select()}
                className={cn(inputClasses, "font-mono text-[13px]")}
              />
              <CopyButton text={revealed.key.key} label="Copy" srLabel={kind} size="md" />
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
