"use client";

// A table of API keys: kind and status, the key (publishable in full, secret by prefix), dates,
// and optional per-row actions.
import type { ReactNode } from "react";
import { KIND_LABEL } from "@/components/dashboard/api-keys/key-labels";
import { KeyStatusBadge } from "@/components/dashboard/api-keys/key-status-badge";
import { cn } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import { DataTable, actionsColumn } from "@/components/ui/data-table";
import { TD } from "@/components/ui/table";
import { formatDate, formatDateTime, formatRelative } from "@/lib/dashboard/format";
import type { ApiKeyItem } from "@/lib/auth/api-key-views";

export function KeyTable({ keys, actions, muted }: { keys: ApiKeyItem[]; actions?: (key: ApiKeyItem) => ReactNode; muted?: boolean }) {
  return (
    <DataTable rows={keys} rowKey={(key) => key.id}
      columns={["Name", "Key", "Created", "Last used", actions && actionsColumn()]}
    >
      {(key) => (
        <>
          <TD className="whitespace-nowrap">
            <span className={cn("block font-medium", muted ? "text-slate-500" : "text-slate-900")}>{KIND_LABEL[key.kind]}</span>
            <span className="mt-1 block">
              <KeyStatusBadge keyItem={key} />
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
        </>
      )}
    </DataTable>
  );
}
