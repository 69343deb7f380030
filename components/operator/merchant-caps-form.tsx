"use client";
// The merchant page's caps (risk.manage): per currency, the most one payment may be and the most a UTC
// day may add up to, in major units; an empty field lifts that cap. Saved with a reason.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { operatorFetch } from "@/components/operator/operator-fetch";

const CURRENCY_CODES = ["ETB", "USD", "UGX", "DJF"] as const;

export function MerchantCapsForm({ merchantId, caps }: { merchantId: string; caps: Record<string, { payment: number | null; day: number | null }> }) {
  const router = useRouter();
  const [currency, setCurrency] = useState<(typeof CURRENCY_CODES)[number]>("ETB");
  const [payment, setPayment] = useState(caps.ETB?.payment?.toString() ?? "");
  const [day, setDay] = useState(caps.ETB?.day?.toString() ?? "");
  const [reason, setReason] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const amount = (text: string) => (text.trim() === "" ? null : Number(text));
  return (
    <form
      className="space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        setMessage(null);
        try {
          await operatorFetch(`/api/operator/merchants/${merchantId}/caps`, { currency, payment_cap: amount(payment), day_cap: amount(day), reason });
          setMessage({ ok: true, text: "Caps saved" });
          setReason("");
          router.refresh();
        } catch (err) {
          setMessage({ ok: false, text: (err as Error).message });
        }
      }}
    >
      <div className="grid gap-2 sm:grid-cols-4">
        <select
          aria-label="Currency"
          className="h-9 rounded-md px-2 text-sm ring-1 ring-slate-300"
          value={currency}
          onChange={(e) => {
            const next = e.target.value as (typeof CURRENCY_CODES)[number];
            setCurrency(next);
            setPayment(caps[next]?.payment?.toString() ?? "");
            setDay(caps[next]?.day?.toString() ?? "");
          }}
        >
          {CURRENCY_CODES.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
        <Input aria-label="Most for one payment" placeholder="One payment (empty: none)" inputMode="decimal" value={payment} onChange={(e) => setPayment(e.target.value)} />
        <Input aria-label="Most in one day" placeholder="One day (empty: none)" inputMode="decimal" value={day} onChange={(e) => setDay(e.target.value)} />
        <Input aria-label="Reason for the caps" placeholder="Reason" required value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <Button type="submit" size="sm">Save caps</Button>
      {message && <p role={message.ok ? "status" : "alert"} className={message.ok ? "text-sm text-slate-700" : "text-sm text-red-600"}>{message.text}</p>}
    </form>
  );
}
