"use client";

// Revoke a secret key, after a confirmation: refused with 401 at once, for good.
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useRevokeKey } from "@/components/dashboard/hooks";
import { ConfirmDialog } from "@/components/dashboard/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import type { ApiKeyItem } from "@/lib/auth/api-key-views";

export function RevokeKeyDialog({ target, onClose }: { target: ApiKeyItem | null; onClose: () => void }) {
  const { mode } = useDashboard();
  const revoke = useRevokeKey(mode);
  const notify = useToast();
  return (
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      attempt={revoke}
      title="Revoke secret key?"
      description={
        <>
          Requests signed with <code className="font-mono text-[13px]">{target?.display.replace(/•+$/, "…")}</code> will be refused
          with 401 at once. This cannot be undone.
        </>
      }
      confirmLabel="Revoke key"
      onConfirm={(close) =>
        target &&
        revoke.mutate(target.id, {
          onSuccess: () => {
            notify({ title: "Key revoked", description: "It no longer works for API requests." });
            close();
          },
        })
      }
      errorTitle="The key was not revoked"
    />
  );
}
