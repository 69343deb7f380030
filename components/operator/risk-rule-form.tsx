"use client";
// The Risk page's "New installation rule" (risk.manage): name, action, the CEL expression (compiled
// by the server before anything is saved: a problem comes back as the error), status, position, the
// mode it applies to (both by default) and the reason the audit log keeps.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RISK_ACTIONS, RISK_RULE_STATUSES } from "@/lib/catalog/risk";
import { operatorFetch } from "@/components/operator/operator-fetch";

const select = "mt-1 block h-9 w-full rounded-md px-2 text-sm ring-1 ring-slate-300";

export function RiskRuleForm() {
  const router = useRouter();
  const [form, setForm] = useState({ name: "", action: "block", expression: "", status: "active", position: "100", mode: "", reason: "" });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  return (
    <form
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        setDone(null);
        try {
          const rule = await operatorFetch<{ id: string }>("/api/operator/risk/rules", {
            name: form.name,
            action: form.action,
            expression: form.expression,
            status: form.status,
            position: Number(form.position),
            mode: form.mode === "" ? null : form.mode,
            reason: form.reason,
          });
          setDone(`Rule ${rule.id} created`);
          setForm((f) => ({ ...f, name: "", expression: "", reason: "" }));
          router.refresh();
        } catch (err) {
          setError((err as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm text-slate-700">Name<Input aria-label="Rule name" required value={form.name} onChange={set("name")} className="mt-1" /></label>
        <label className="text-sm text-slate-700">Action<select aria-label="Action" className={select} value={form.action} onChange={set("action")}>{RISK_ACTIONS.map((a) => <option key={a} value={a}>{a}</option>)}</select></label>
        <label className="text-sm text-slate-700">Status<select aria-label="Status" className={select} value={form.status} onChange={set("status")}>{RISK_RULE_STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}</select></label>
      </div>
      <label className="block text-sm text-slate-700">Expression (CEL)<Input aria-label="Expression" required value={form.expression} onChange={set("expression")} placeholder='amount > 5000.0 && in_list("blocked_phones", phone)' className="mt-1 font-mono" /></label>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm text-slate-700">Position<Input aria-label="Position" type="number" min={0} max={100000} value={form.position} onChange={set("position")} className="mt-1" /></label>
        <label className="text-sm text-slate-700">Mode<select aria-label="Mode" className={select} value={form.mode} onChange={set("mode")}><option value="">both</option><option value="test">test</option><option value="live">live</option></select></label>
        <label className="text-sm text-slate-700">Reason (recorded in the audit log)<Input aria-label="Reason" required minLength={3} value={form.reason} onChange={set("reason")} className="mt-1" /></label>
      </div>
      <Button type="submit" loading={busy}>Create rule</Button>
      {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
      {done && <p role="status" className="text-sm text-green-700">{done}</p>}
    </form>
  );
}
