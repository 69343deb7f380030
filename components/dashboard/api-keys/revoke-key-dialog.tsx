"use client";

// Revoke a secret key, after a confirmation: refused with 401 at once, for good.
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useRevokeKey } from "@/components/dashboard/hooks";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import type { ApiKeyItem } from "@/lib/auth/api-key-views";

export function RevokeKeyDialog({ target, onClose }: { target: ApiKeyItem | null; onClose: () => void }) {
  const { mode } = useDashboard();
  const revoke = useRevokeKey(mode);
  const notify = useToast();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      dismissible={!revoke.isPending}
      title="Revoke secret key?"
      description={
        <>
          Requests signed with <code className="font-mono text-[13px]">{target?.display.replace(/•+$/, "…")}</code> will be refused
          with 401 at once. This cannot be undone.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={revoke.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={revoke.isPending}
            onClick={() =>
              target &&
              revoke.mutate(target.id, {
                onSuccess: () => {
                  notify({ title: "Key revoked", description: "It no longer works for API requests." });
                  close();
                },
              })
            }
          >
            Revoke key
          </Button>
        </>
      }
    >
      {revoke.isError ? (
        <Notice tone="danger" role="alert" title="The key was not revoked">
          {revoke.error.message}
        </Notice>
      ) : null}
    </Dialog>
  );
}
