"use client";

// Roll a key: a new key now, the old one expiring now, in 1 hour or in 24 hours.
import { useState } from "react";
import { KIND_LABEL } from "@/components/dashboard/api-keys/key-labels";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useRollKey } from "@/components/dashboard/hooks";
import { ConfirmDialog } from "@/components/dashboard/confirm-dialog";
import { cn } from "@/components/ui/cn";
import type { ApiKeyItem, ExpireOldIn, RevealedKey } from "@/lib/auth/api-key-views";

const EXPIRY_OPTIONS: { value: ExpireOldIn; label: string; hint: string }[] = [
  { value: "now", label: "Now", hint: "The old key stops working immediately. Use this if it may have leaked." },
  { value: "1h", label: "In 1 hour", hint: "Time to deploy the new key before the old one stops working." },
  { value: "24h", label: "In 24 hours", hint: "For a gradual switch across several servers." },
];

export function RollKeyDialog({
  target,
  onClose,
  onRolled,
}: {
  target: ApiKeyItem | null;
  onClose: () => void;
  onRolled: (key: RevealedKey, oldExpiresAt: string, when: ExpireOldIn) => void;
}) {
  const { mode } = useDashboard();
  const roll = useRollKey(mode);
  const [when, setWhen] = useState<ExpireOldIn>("now");
  const kind = target ? KIND_LABEL[target.kind].toLowerCase() : "key";
  return (
    <ConfirmDialog
      open={target !== null}
      onClose={() => {
        setWhen("now");
        onClose();
      }}
      attempt={roll}
      variant="primary"
      title={`Roll ${kind}`}
      description={
        <>
          A new {kind} replaces <code className="font-mono text-[13px]">{target?.display.replace(/•+$/, "…")}</code>. Choose when
          the old one stops working.
        </>
      }
      confirmLabel="Roll key"
      onConfirm={() =>
        target &&
        roll.mutate(
          { keyId: target.id, expireOldIn: when },
          {
            onSuccess: (data) => {
              onRolled(data.key, data.old_key.expires_at, when);
              roll.reset();
              setWhen("now");
            },
          },
        )
      }
      errorTitle="The key was not rolled"
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Expire the old key</legend>
        <div className="mt-2 space-y-2">
          {EXPIRY_OPTIONS.map((option) => (
            <label
              key={option.value}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 ring-1 ring-inset transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600",
                when === option.value ? "bg-indigo-50/60 ring-indigo-300" : "ring-slate-200 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name="expire_old_in"
                value={option.value}
                checked={when === option.value}
                onChange={() => setWhen(option.value)}
                className="mt-0.5 size-4 accent-indigo-600 focus:outline-none"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">{option.label}</span>
                <span className="block text-[13px] text-slate-600">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </ConfirmDialog>
  );
}
