"use client";
// The Operators page's operator API keys (administrators): make one (shown once, with a reason). Revoking
// is the console's ReasonAction (components/operator/reason-action.tsx).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { operatorFetch } from "@/components/operator/operator-fetch";

export function CreateOperatorApiKeyForm() {
  const router = useRouter();
  const [name, setName] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(null);
  return (
    <form
      className="space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        try {
          const made = await operatorFetch<{ key: string }>("/api/operator/api-keys", { name, reason });
          setKey(made.key);
          router.refresh();
        } catch (err) {
          setError((err as Error).message);
        }
      }}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <Input aria-label="Key name" placeholder="Name (the platform it is for)" required value={name} onChange={(e) => setName(e.target.value)} />
        <Input aria-label="Reason" placeholder="Reason" required value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <Button type="submit">Create API key</Button>
      {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
      {key && (
        <p role="status" className="text-sm text-slate-700">
          The key (shown only now): <code className="break-all">{key}</code>
        </p>
      )}
    </form>
  );
}
