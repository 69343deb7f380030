"use client";
// The merchant page's actions: approve or reject the activation (with the note the merchant reads),
// suspend, restrict or restore (with the reason the merchant sees), and view the account read-only.
// Each asks a reason, which both audit logs record; the buttons a role may not use are not shown.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RESTRICTIONS, type Restriction } from "@/lib/catalog/merchant-states";
import { operatorFetch } from "@/components/operator/operator-fetch";

type ViewAs = {
  mode: string;
  payments: { id: string; status: string; amount: string; currency: string; created_at: string }[];
  payouts: { id: string; status: string; amount: string; currency: string; created_at: string }[];
  balances: { currency: string; available: number }[];
};

export function MerchantActions(props: { merchantId: string; activationStatus: string; held: boolean; mayDecide: boolean; mayHold: boolean }) {
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [restrictions, setRestrictions] = useState<Restriction[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [view, setView] = useState<ViewAs | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `/api/operator/merchants/${props.merchantId}`;

  async function run(label: string, path: string, body: Record<string, unknown>, after?: (data: unknown) => void) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const data = await operatorFetch<unknown>(`${base}/${path}`, { reason, ...body });
      setDone(label);
      after?.(data);
      router.refresh();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <label className="block text-sm font-medium text-slate-700">
        Reason (required; recorded in both audit logs)
        <Input name="reason" value={reason} onChange={(e) => setReason(e.target.value)} className="mt-1" />
      </label>
      {props.mayDecide && props.activationStatus !== "activated" && (
        <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-700">Activation</legend>
          <label className="block text-sm text-slate-700">
            Note to the merchant
            <Input name="note" value={note} onChange={(e) => setNote(e.target.value)} className="mt-1" />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => run("Activation approved", "activation", { decision: "approve", note })}>Approve</Button>
            <Button disabled={busy} variant="secondary" onClick={() => run("Activation approved (forced)", "activation", { decision: "approve", note, force: true })}>Approve although incomplete</Button>
            {props.activationStatus === "submitted" && <Button disabled={busy} variant="danger" onClick={() => run("Activation rejected", "activation", { decision: "reject", note })}>Reject</Button>}
          </div>
        </fieldset>
      )}
      {props.mayHold && (
        <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-700">Holds</legend>
          {RESTRICTIONS.map((r) => (
            <label key={r.id} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={restrictions.includes(r.id)} onChange={(e) => setRestrictions((rs) => (e.target.checked ? [...rs, r.id] : rs.filter((x) => x !== r.id)))} />
              {r.label}
            </label>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} variant="danger" onClick={() => run("Merchant suspended", "suspend", {})}>Suspend</Button>
            <Button disabled={busy || restrictions.length === 0} variant="secondary" onClick={() => run("Merchant restricted", "restrict", { restrictions })}>Restrict</Button>
            {props.held && <Button disabled={busy} variant="secondary" onClick={() => run("Holds lifted", "restore", {})}>Restore</Button>}
          </div>
        </fieldset>
      )}
      <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">View as merchant (read-only, audited, shown in the merchant&apos;s audit log)</legend>
        <div className="flex gap-2">
          <Button disabled={busy} variant="secondary" onClick={() => run("Viewed live mode", "view-as", { mode: "live" }, (d) => setView(d as ViewAs))}>View live</Button>
          <Button disabled={busy} variant="secondary" onClick={() => run("Viewed test mode", "view-as", { mode: "test" }, (d) => setView(d as ViewAs))}>View test</Button>
        </div>
      </fieldset>
      {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
      {done && <p role="status" className="text-sm text-green-700">{done}</p>}
      {view && (
        <div className="space-y-3 text-sm" data-testid="view-as">
          <h3 className="font-medium text-slate-900">{view.mode} mode, read-only</h3>
          <p>Balances: {view.balances.length ? view.balances.map((b) => `${b.available} ${b.currency}`).join(", ") : "none"}</p>
          <p className="font-medium">Recent payments</p>
          <ul className="font-mono text-xs">{view.payments.map((p) => <li key={p.id}>{p.id} {p.status} {p.amount} {p.currency} {p.created_at.slice(0, 10)}</li>)}</ul>
          {view.payments.length === 0 && <p className="text-slate-500">None.</p>}
          <p className="font-medium">Recent payouts</p>
          <ul className="font-mono text-xs">{view.payouts.map((p) => <li key={p.id}>{p.id} {p.status} {p.amount} {p.currency} {p.created_at.slice(0, 10)}</li>)}</ul>
          {view.payouts.length === 0 && <p className="text-slate-500">None.</p>}
        </div>
      )}
    </div>
  );
}
