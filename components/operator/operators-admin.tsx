"use client";
// The Operators page's actions (administrators): create an account (its one-time password shown
// once) and disable one, each with a reason.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { OPERATOR_ROLES, OPERATOR_ROLE_LABELS, type OperatorRole } from "@/lib/catalog/operator-permissions";
import { operatorFetch } from "@/components/operator/operator-fetch";

export function CreateOperatorForm() {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<OperatorRole>("support");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  return (
    <form
      className="space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        try {
          const created = await operatorFetch<{ password: string | null }>("/api/operator/operators", { email, role, reason });
          setPassword(created.password);
          router.refresh();
        } catch (err) {
          setError((err as Error).message);
        }
      }}
    >
      <div className="grid gap-2 sm:grid-cols-3">
        <Input aria-label="E-mail" placeholder="E-mail" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <select aria-label="Role" className="h-9 rounded-md px-2 text-sm ring-1 ring-slate-300" value={role} onChange={(e) => setRole(e.target.value as OperatorRole)}>
          {OPERATOR_ROLES.map((r) => <option key={r} value={r}>{OPERATOR_ROLE_LABELS[r]}</option>)}
        </select>
        <Input aria-label="Reason" placeholder="Reason" required value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <Button type="submit">Create operator</Button>
      {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
      {password && <p role="status" className="text-sm text-slate-700">One-time password (shown only now): <code>{password}</code></p>}
    </form>
  );
}

export function DisableOperatorButton({ operatorId }: { operatorId: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  return (
    <span>
      <Button
        size="sm"
        variant="danger-ghost"
        onClick={async () => {
          const reason = window.prompt("Reason for disabling this operator");
          if (!reason) return;
          try {
            await operatorFetch(`/api/operator/operators/${operatorId}/disable`, { reason });
            router.refresh();
          } catch (err) {
            setError((err as Error).message);
          }
        }}
      >
        Disable
      </Button>
      {error && <span className="ml-2 text-xs text-red-600">{error}</span>}
    </span>
  );
}
