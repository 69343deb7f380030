"use client";
// Right after sign-up, the new merchant's test secret key is shown here. The sign-up form leaves it
// in sessionStorage (this tab only); it is removed as soon as it is read. The API keys page can
// reveal a test secret key again later.
import Link from "next/link";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { WarningIcon } from "@/components/ui/icons";

export const NEW_KEY_STORAGE = "gw_new_test_secret";

function takeStoredKey(): string | null {
  try {
    const key = window.sessionStorage.getItem(NEW_KEY_STORAGE);
    if (key) window.sessionStorage.removeItem(NEW_KEY_STORAGE);
    return key;
  } catch {
    return null;
  }
}

export function NewKeyNotice() {
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    const stored = takeStoredKey();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from browser storage after hydration
    if (stored) setKey(stored);
  }, []);
  if (!key) return null;
  return (
    <section aria-labelledby="new-key-title" className="mb-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-amber-300">
      <div className="flex items-start gap-3">
        <WarningIcon className="mt-0.5 size-5 shrink-0 text-amber-500" />
        <div className="min-w-0 flex-1">
          <h2 id="new-key-title" className="text-[15px] font-semibold text-slate-900">
            Your test secret key
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Keep it on your server, never in browser code. You can show it again on the{" "}
            <Link href="/dashboard/api-keys" className="font-medium text-indigo-700 underline underline-offset-2">
              API keys
            </Link>{" "}
            page: test keys can be revealed again, live secret keys are shown once.
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <code className="min-w-0 flex-1 rounded-md bg-slate-100 px-2.5 py-1.5 font-mono text-[13px] break-all text-slate-800">{key}</code>
            <CopyButton text={key} label="Copy key" />
          </div>
          <Button variant="ghost" size="sm" className="mt-3 -ml-2.5" onClick={() => setKey(null)}>
            I have saved it
          </Button>
        </div>
      </div>
    </section>
  );
}
