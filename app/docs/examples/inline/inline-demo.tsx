"use client";
// The interactive part of /docs/examples/inline: loads /inline.js like a merchant's page would,
// asks "the merchant's backend" (./session) for a checkout URL and opens it inline or in a popup.
import { useState } from "react";
import Script from "next/script";

type GatewayResult = { type?: string; reason?: string | null; reference?: string | null; status?: string | null; [key: string]: unknown };
type GatewayApi = {
  open(options: {
    checkoutUrl: string | Promise<string>;
    mode: "inline" | "popup";
    onSuccess?: (r: GatewayResult) => void;
    onError?: (r: GatewayResult) => void;
    onClose?: (r: GatewayResult) => void;
    onEvent?: (r: GatewayResult) => void;
  }): { close(): void };
};

type Entry = { id: number; callback: string; data: GatewayResult };

const CURRENCIES = ["USD", "ETB", "UGX", "DJF"] as const;

export function InlineDemo() {
  const [ready, setReady] = useState(false);
  const [currency, setCurrency] = useState<(typeof CURRENCIES)[number]>("USD");
  const [log, setLog] = useState<Entry[]>([]);

  const add = (callback: string) => (data: GatewayResult) => setLog((entries) => [{ id: Date.now() + Math.random(), callback, data }, ...entries].slice(0, 20));

  function start(mode: "inline" | "popup") {
    const gateway = (window as unknown as { Gateway?: GatewayApi }).Gateway;
    if (!gateway) return;
    // Ask the backend for a session; hand the promise to Gateway.open so the popup opens
    // inside this click (browsers block popups opened after an await).
    const checkoutUrl = fetch("/docs/examples/inline/session", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ currency }),
    }).then(async (res) => {
      // The route answers in the API's envelope: { status, message, data } or { status, message, error }.
      const body = await res.json().catch(() => null);
      if (!res.ok || body?.status !== "success") throw new Error(body?.message ?? `Session request failed (${res.status})`);
      add(`session (${mode})`)({ reference: body.data.gateway_reference, checkout_url: body.data.checkout_url });
      return body.data.checkout_url as string;
    });
    gateway.open({ checkoutUrl, mode, onSuccess: add("onSuccess"), onError: add("onError"), onClose: add("onClose") });
  }

  return (
    <div className="space-y-6">
      <Script src="/inline.js" strategy="afterInteractive" onReady={() => setReady(true)} />
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="demo-currency" className="mb-1.5 block text-sm font-medium text-slate-700">
            Currency
          </label>
          <select
            id="demo-currency"
            value={currency}
            onChange={(e) => setCurrency(e.target.value as (typeof CURRENCIES)[number])}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-[15px] focus:border-indigo-600 focus:ring-4 focus:ring-indigo-600/20 focus:outline-none"
          >
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <button
          type="button"
          disabled={!ready}
          onClick={() => start("inline")}
          className="rounded-lg bg-indigo-600 px-4 py-2.5 text-[15px] font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-50"
        >
          Pay inline
        </button>
        <button
          type="button"
          disabled={!ready}
          onClick={() => start("popup")}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-[15px] font-semibold text-slate-800 shadow-xs hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-50"
        >
          Pay in popup
        </button>
      </div>

      <section aria-labelledby="callbacks-title">
        <div className="flex items-center justify-between">
          <h2 id="callbacks-title" className="text-base font-semibold text-slate-900">
            Callback results
          </h2>
          {log.length ? (
            <button type="button" onClick={() => setLog([])} className="text-sm text-slate-600 underline underline-offset-4 hover:text-slate-900">
              Clear
            </button>
          ) : null}
        </div>
        <ol aria-live="polite" data-testid="callback-log" className="mt-3 space-y-2">
          {log.length === 0 ? <li className="text-sm text-slate-500">Nothing yet. Open the checkout and pay with a test card.</li> : null}
          {log.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 bg-white px-3 py-2 font-mono text-[13px] [overflow-wrap:anywhere] text-slate-800">
              <span className="font-semibold text-indigo-700">{entry.callback}</span> {JSON.stringify(entry.data)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
