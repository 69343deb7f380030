"use client";

// API keys for the current mode (issue 2): the publishable key in full, secret keys by prefix,
// roll (old key expires now / in 1 h / in 24 h), revoke, and create when none is active.
// A new key's text is shown once, in a dialog, and never again.
import { LoadError } from "@/components/ui/load-error";
import { useState, type ReactNode } from "react";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useApiKeys, useCreateSecretKey, useRevokeKey, useRollKey } from "@/components/dashboard/hooks";
import { PageHeader } from "@/components/dashboard/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { KeyIcon, WarningIcon } from "@/components/ui/icons";
import { inputClasses } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { formatDate, formatDateTime, formatRelative } from "@/lib/dashboard/format";
import { CAN_MANAGE_KEYS, type ApiKeyItem, type ExpireOldIn, type RevealedKey } from "@/lib/dashboard/types";

const KIND_LABEL = { public: "Publishable key", secret: "Secret key" } as const;

export function ApiKeysClient() {
  const { mode, role } = useDashboard();
  const canManage = CAN_MANAGE_KEYS.includes(role);
  const keys = useApiKeys(mode);
  const createKey = useCreateSecretKey(mode);
  const notify = useToast();

  const [rollTarget, setRollTarget] = useState<ApiKeyItem | null>(null);
  const [revokeTarget, setRevokeTarget] = useState<ApiKeyItem | null>(null);
  const [revealed, setRevealed] = useState<{ key: RevealedKey; note: string } | null>(null);

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
        actions={
          mode === "test" ? (
            <Badge tone="orange" dot>
              Test keys
            </Badge>
          ) : (
            <Badge tone="green" dot>
              Live keys
            </Badge>
          )
        }
      />

      {!canManage ? (
        <Notice className="mb-6" title="View only">
          Your role ({role}) can see keys but not roll, revoke or create them. Ask an owner or developer of this account.
        </Notice>
      ) : null}

      {keys.isSuccess && !hasActiveSecret ? (
        <Card className="mb-6">
          <EmptyState
            icon={<KeyIcon />}
            title={`No active ${mode} secret key`}
            description={`Your server cannot call the API in ${mode} mode until it has a secret key. Create one; it is shown once.`}
            action={
              canManage ? (
                <Button
                  loading={createKey.isPending}
                  onClick={() =>
                    createKey.mutate(undefined, {
                      onSuccess: (data) => setRevealed({ key: data.key, note: "Your new secret key is active now." }),
                      onError: (error) => notify({ tone: "error", title: "Could not create the key", description: error.message }),
                    })
                  }
                >
                  Create secret key
                </Button>
              ) : null
            }
          />
        </Card>
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

      {history.length > 0 ? (
        <Card className="mt-6">
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-5 py-4 text-[15px] font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
              <span>
                Revoked and expired keys <span className="ml-1 text-sm font-normal text-slate-500">({history.length})</span>
              </span>
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 text-slate-400 transition-transform group-open:rotate-180">
                <path fillRule="evenodd" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
              </svg>
            </summary>
            <div className="border-t border-slate-100">
              <KeyTable keys={history} muted />
            </div>
          </details>
        </Card>
      ) : null}

      <RollDialog
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
      <RevokeDialog target={revokeTarget} onClose={() => setRevokeTarget(null)} />
      <RevealDialog revealed={revealed} onClose={() => setRevealed(null)} />
    </>
  );
}

function KeyTable({ keys, actions, muted }: { keys: ApiKeyItem[]; actions?: (key: ApiKeyItem) => ReactNode; muted?: boolean }) {
  return (
    <Table>
      <THead>
        <TR>
          <TH>Name</TH>
          <TH>Key</TH>
          <TH>Created</TH>
          <TH>Last used</TH>
          {actions ? (
            <TH>
              <span className="sr-only">Actions</span>
            </TH>
          ) : null}
        </TR>
      </THead>
      <TBody>
        {keys.map((key) => (
          <TR key={key.id}>
            <TD className="whitespace-nowrap">
              <span className={cn("block font-medium", muted ? "text-slate-500" : "text-slate-900")}>{KIND_LABEL[key.kind]}</span>
              <span className="mt-1 block">
                <StatusBadge keyItem={key} />
              </span>
            </TD>
            <TD>
              <div className="flex items-center gap-1.5">
                <code
                  className={cn(
                    "rounded bg-slate-100 px-2 py-1 font-mono text-[12.5px] whitespace-nowrap",
                    muted ? "text-slate-500" : "text-slate-800",
                  )}
                >
                  {key.display}
                </code>
                {key.kind === "public" && !muted ? <CopyButton text={key.display} srLabel="publishable key" iconOnly /> : null}
              </div>
            </TD>
            <TD className="whitespace-nowrap" title={formatDateTime(key.created_at)}>
              {formatDate(key.created_at)}
            </TD>
            <TD className="whitespace-nowrap">
              {key.last_used_at ? (
                <span title={formatDateTime(key.last_used_at)}>{formatRelative(key.last_used_at)}</span>
              ) : (
                <span className="text-slate-500">Never</span>
              )}
            </TD>
            {actions ? <TD>{actions(key)}</TD> : null}
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

function StatusBadge({ keyItem }: { keyItem: ApiKeyItem }) {
  switch (keyItem.status) {
    case "active":
      return <Badge tone="green">Active</Badge>;
    case "expiring":
      return (
        <span title={formatDateTime(keyItem.expires_at)}>
          <Badge tone="amber">Expires {keyItem.expires_at ? formatRelative(keyItem.expires_at) : ""}</Badge>
        </span>
      );
    case "expired":
      return (
        <span title={formatDateTime(keyItem.expires_at)}>
          <Badge tone="gray">Expired</Badge>
        </span>
      );
    case "revoked":
      return (
        <span title={formatDateTime(keyItem.revoked_at)}>
          <Badge tone="red">Revoked {formatDate(keyItem.revoked_at)}</Badge>
        </span>
      );
  }
}

function KeysSkeleton() {
  return (
    <div className="space-y-3 px-5 py-5" aria-busy="true" aria-label="Loading keys">
      {[0, 1].map((i) => (
        <div key={i} className="flex items-center gap-6">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-6 w-72" />
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </div>
      ))}
    </div>
  );
}

const EXPIRY_OPTIONS: { value: ExpireOldIn; label: string; hint: string }[] = [
  { value: "now", label: "Now", hint: "The old key stops working immediately. Use this if it may have leaked." },
  { value: "1h", label: "In 1 hour", hint: "Time to deploy the new key before the old one stops working." },
  { value: "24h", label: "In 24 hours", hint: "For a gradual switch across several servers." },
];

function RollDialog({
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
  const close = () => {
    roll.reset();
    setWhen("now");
    onClose();
  };

  return (
    <Dialog
      open={target !== null}
      onClose={close}
      dismissible={!roll.isPending}
      title={`Roll ${kind}`}
      description={
        <>
          A new {kind} replaces <code className="font-mono text-[13px]">{target?.display.replace(/•+$/, "…")}</code>. Choose when
          the old one stops working.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={roll.isPending}>
            Cancel
          </Button>
          <Button
            loading={roll.isPending}
            onClick={() =>
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
          >
            Roll key
          </Button>
        </>
      }
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
      {roll.isError ? (
        <Notice tone="danger" role="alert" className="mt-4" title="The key was not rolled">
          {roll.error.message}
        </Notice>
      ) : null}
    </Dialog>
  );
}

function RevokeDialog({ target, onClose }: { target: ApiKeyItem | null; onClose: () => void }) {
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

function RevealDialog({ revealed, onClose }: { revealed: { key: RevealedKey; note: string } | null; onClose: () => void }) {
  const kind = revealed?.key.kind === "public" ? "publishable key" : "secret key";
  const secret = revealed?.key.kind === "secret";
  return (
    <Dialog
      open={revealed !== null}
      onClose={onClose}
      title={`Your new ${kind}`}
      description={revealed?.note}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {revealed ? (
        <div className="space-y-4">
          {secret ? (
            <div className="flex gap-3 rounded-lg bg-amber-50 px-3.5 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
              <WarningIcon className="mt-0.5 size-4 shrink-0 text-amber-600" />
              <p>
                <strong className="font-semibold">Copy this key now.</strong> It is shown only once: we keep just a fingerprint of
                it. Store it in your server&apos;s secrets, never in browser code or a repository.
              </p>
            </div>
          ) : null}
          <div>
            <label htmlFor="revealed-key" className="block text-sm font-medium text-slate-800">
              New {kind}
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
