"use client";

// Revoked and expired keys, folded away under a disclosure; nothing when there are none.
import { KeyTable } from "@/components/dashboard/api-keys/key-table";
import { Card } from "@/components/ui/card";
import type { ApiKeyItem } from "@/lib/auth/api-key-views";

export function KeyHistory({ keys }: { keys: ApiKeyItem[] }) {
  if (keys.length === 0) return null;
  return (
    <Card className="mt-6">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-5 py-4 text-[15px] font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
          <span>
            Revoked and expired keys <span className="ml-1 text-sm font-normal text-slate-500">({keys.length})</span>
          </span>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 text-slate-400 transition-transform group-open:rotate-180">
            <path fillRule="evenodd" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
          </svg>
        </summary>
        <div className="border-t border-slate-100">
          <KeyTable keys={keys} muted />
        </div>
      </details>
    </Card>
  );
}
