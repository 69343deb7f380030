"use client";
// One console action that changes something: the button opens a small form asking the reason (every
// operator change carries one, which the audit log keeps), then posts it with the action's body and
// refreshes the page. A role that may not act is not shown the button (the page decides).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { operatorFetch } from "@/components/operator/operator-fetch";

export type ReasonActionProps = {
  label: string;
  path: string;
  body?: Record<string, unknown>;
  variant?: "primary" | "secondary" | "danger" | "ghost";
  /** What to show once done, from the answer's data (a check's outcome); else "Done". */
  describe?: (data: unknown) => string;
};

export function ReasonAction({ label, path, body = {}, variant = "secondary", describe }: ReasonActionProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!open) {
    return (
      <span className="inline-flex items-center gap-2">
        <Button size="sm" variant={variant} onClick={() => { setOpen(true); setDone(null); }}>{label}</Button>
        {done && <span role="status" className="text-xs text-green-700">{done}</span>}
      </span>
    );
  }
  return (
    <form
      className="inline-flex flex-wrap items-center gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        try {
          const data = await operatorFetch<unknown>(path, { ...body, reason });
          setDone(describe ? describe(data) : "Done");
          setOpen(false);
          setReason("");
          router.refresh();
        } catch (err) {
          setError((err as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Input aria-label={`Reason: ${label}`} placeholder="Reason (recorded in the audit log)" required minLength={3} value={reason} onChange={(e) => setReason(e.target.value)} className="h-8 w-64" autoFocus />
      <Button size="sm" type="submit" variant={variant === "danger" ? "danger" : "primary"} loading={busy}>Confirm {label.toLowerCase()}</Button>
      <Button size="sm" type="button" variant="ghost" onClick={() => { setOpen(false); setError(null); }}>Cancel</Button>
      {error && <span role="alert" className="text-xs text-red-600">{error}</span>}
    </form>
  );
}
