"use client";

// API keys for the current mode: the publishable key in full, secret keys by prefix,
// roll (old key expires now / in 1 h / in 24 h), revoke, and create when none is active.
// A new key's text is shown in a dialog: a live secret key's once and never again, a test secret
// key's again whenever a member who manages keys asks (Reveal). The parts live in
// components/dashboard/api-keys/, one file each.
import { useState } from "react";
import { ModeBadge } from "@/components/dashboard/mode-badge";
import { CreateSecretKeyCard } from "@/components/dashboard/api-keys/create-secret-key-card";
import { KeyHistory } from "@/components/dashboard/api-keys/key-history";
import { KIND_LABEL } from "@/components/dashboard/api-keys/key-labels";
import { KeyTable } from "@/components/dashboard/api-keys/key-table";
import { KeysSkeleton } from "@/components/dashboard/api-keys/keys-skeleton";
import { RevealKeyDialog, type RevealedState } from "@/components/dashboard/api-keys/reveal-key-dialog";
import { RevokeKeyDialog } from "@/components/dashboard/api-keys/revoke-key-dialog";
import { RollKeyDialog } from "@/components/dashboard/api-keys/roll-key-dialog";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useApiKeys, useCreateSecretKey, useRevealKey } from "@/components/dashboard/hooks";
import { PageHeader } from "@/components/dashboard/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { KeyIcon } from "@/components/ui/icons";
import { LoadError } from "@/components/ui/load-error";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { formatDateTime } from "@/lib/dashboard/format";
import { CAN_MANAGE_KEYS, ROLE_LABELS } from "@/lib/catalog/permissions";
import type { ApiKeyItem } from "@/lib/auth/api-key-views";

export function ApiKeysClient() {
  const { mode, role } = useDashboard();
  const canManage = CAN_MANAGE_KEYS.includes(role);
  const keys = useApiKeys(mode);
  const createKey = useCreateSecretKey(mode);
  const notify = useToast();

  const [rollTarget, setRollTarget] = useState<ApiKeyItem | null>(null);
  const [revokeTarget, setRevokeTarget] = useState<ApiKeyItem | null>(null);
  const [revealed, setRevealed] = useState<RevealedState | null>(null);
  const revealKey = useRevealKey();

  const current = (keys.data ?? []).filter((k) => k.status === "active" || k.status === "expiring");
  const history = (keys.data ?? []).filter((k) => k.status === "revoked" || k.status === "expired");
  const hasActiveSecret = current.some((k) => k.kind === "secret" && k.status === "active");
  const ordered = [...current].sort((a, b) => (a.kind === b.kind ? (a.status === "active" ? -1 : 1) : a.kind === "public" ? -1 : 1));

  return (
    <>
      <PageHeader
        title="API keys"
        description={
          <>
            Keys for <strong className="font-medium text-slate-700">{mode} mode</strong>. The publishable key can be used in
            browsers; keep secret keys on your server. Switch mode at the top to manage the other set.
          </>
        }
        actions={<ModeBadge mode={mode} what="keys" />}
      />

      {!canManage ? (
        <Notice className="mb-6" title="View only">
          Your role ({ROLE_LABELS[role]}) can see keys but not roll, revoke or create them. Ask an owner or developer of this account.
        </Notice>
      ) : null}

      {keys.isSuccess && !hasActiveSecret ? (
        <CreateSecretKeyCard
          mode={mode}
          canManage={canManage}
          creating={createKey.isPending}
          onCreate={() =>
            createKey.mutate(undefined, {
              onSuccess: (data) => setRevealed({ key: data.key, note: "Your new secret key is active now." }),
              onError: (error) => notify({ tone: "error", title: "Could not create the key", description: error.message }),
            })
          }
        />
      ) : null}

      <Card aria-labelledby="standard-keys-title">
        <CardHeader
          titleId="standard-keys-title"
          title="Standard keys"
          description="Authenticate requests with Authorization: Bearer <secret key>."
        />
        {keys.isPending ? (
          <KeysSkeleton />
        ) : keys.isError ? (
          <div className="p-5">
            <LoadError title="Could not load your keys" error={keys.error} onRetry={() => keys.refetch()} />
          </div>
        ) : ordered.length === 0 ? (
          <EmptyState icon={<KeyIcon />} title="No active keys" description="Every key in this mode has been revoked or has expired." />
        ) : (
          <KeyTable
            keys={ordered}
            actions={
              canManage
                ? (key) => (
                    <div className="flex justify-end gap-1.5">
                      {key.revealable ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          loading={revealKey.isPending && revealKey.variables === key.id}
                          onClick={() =>
                            revealKey.mutate(key.id, {
                              onSuccess: (data) => setRevealed({ key: data.key, note: "Your test secret key, as it works now.", again: true }),
                              onError: (error) => notify({ tone: "error", title: "Could not reveal the key", description: error.message }),
                            })
                          }
                        >
                          Reveal<span className="sr-only"> test secret key {key.display.replace(/•+$/, "")}</span>
                        </Button>
                      ) : null}
                      {key.status === "active" ? (
                        <Button variant="secondary" size="sm" onClick={() => setRollTarget(key)}>
                          Roll<span className="sr-only"> {KIND_LABEL[key.kind].toLowerCase()}</span>
                        </Button>
                      ) : null}
                      {key.kind === "secret" ? (
                        <Button variant="danger-ghost" size="sm" onClick={() => setRevokeTarget(key)}>
                          Revoke<span className="sr-only"> secret key {key.display.replace(/•+$/, "")}</span>
                        </Button>
                      ) : null}
                    </div>
                  )
                : undefined
            }
          />
        )}
      </Card>

      <KeyHistory keys={history} />

      <RollKeyDialog
        target={rollTarget}
        onClose={() => setRollTarget(null)}
        onRolled={(key, oldExpiresAt, when) => {
          setRollTarget(null);
          setRevealed({
            key,
            note: when === "now" ? "The old key has stopped working." : `The old key keeps working until ${formatDateTime(oldExpiresAt)}.`,
          });
        }}
      />
      <RevokeKeyDialog target={revokeTarget} onClose={() => setRevokeTarget(null)} />
      <RevealKeyDialog revealed={revealed} onClose={() => setRevealed(null)} />
    </>
  );
}
