// Test mode on the hosted checkout: a banner on every screen, and a panel with the
// simulator's deterministic test values, read from lib/processors/simulator.ts so the page and
// the processor can never disagree.
import { TEST_CARDS, TEST_OTP, TEST_WALLET_ENDINGS } from "@/lib/processors/simulator";
import { OTP_TRIES } from "@/lib/catalog/attempt-rules";
import { FlaskIcon } from "@/components/ui/icons";

export function TestModeBanner() {
  return (
    <div className="bg-amber-400 px-4 py-1.5 text-center text-[13px] font-semibold text-amber-950">
      <span className="inline-flex items-center gap-1.5">
        <FlaskIcon className="size-4" />
        Test mode — no real money moves
      </span>
    </div>
  );
}

const cardGroups = (n: string) => n.replace(/(\d{4})(?=\d)/g, "$1 ");

const dot = (outcome: string) =>
  outcome === "success" ? "bg-emerald-500" : outcome === "failed" || outcome === "blocked" ? "bg-red-500" : "bg-sky-500";

function Outcome({ outcome, children }: { outcome: string; children: string }) {
  return (
    <span className="flex items-start gap-1.5 text-[13px] text-slate-700 sm:justify-end sm:text-right">
      <span aria-hidden="true" className={`mt-1.5 size-1.5 shrink-0 rounded-full ${dot(outcome)}`} />
      {children}
    </span>
  );
}

/**
 * A "…0001" number of each country, written as its customers write it (the panel showed
 * +251 on UGX and DJF checkouts). USD has no wallets: only account numbers take endings there.
 */
const WALLET_EXAMPLES: Record<string, { local: string; international: string } | undefined> = {
  ETB: { local: "091 111 0001", international: "+251 91 111 0001" },
  UGX: { local: "0772 110 001", international: "+256 772 110 001" },
  DJF: { local: "77 11 00 01", international: "+253 77 11 00 01" },
};

export function TestValuesPanel({ currency }: { currency: string }) {
  const example = WALLET_EXAMPLES[currency];
  return (
    <section aria-labelledby="test-values-title" className="rounded-xl border border-dashed border-amber-400 bg-amber-50/60 p-4 text-sm text-slate-800">
      <h2 id="test-values-title" className="flex items-center gap-2 font-semibold text-amber-950">
        <FlaskIcon className="size-4" />
        Test values
      </h2>
      <p className="mt-1 text-slate-700">Use these to try each outcome. Cards: any future expiry date and any CVC.</p>

      <h3 className="mt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">Cards</h3>
      <ul className="mt-1.5 space-y-1.5">
        {TEST_CARDS.map((card) => (
          <li key={card.number} className="flex flex-col sm:grid sm:grid-cols-[auto_1fr] sm:items-start sm:gap-x-3">
            <code className="font-mono text-[13px] whitespace-nowrap text-slate-900 select-all">{cardGroups(card.number)}</code>
            <Outcome outcome={card.outcome}>{card.description}</Outcome>
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-[13px] text-slate-600">Any other valid card number succeeds.</p>

      <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">Phone or account number ending in</h3>
      <ul className="mt-1.5 space-y-1.5">
        {TEST_WALLET_ENDINGS.map((w) => (
          <li key={w.ending} className="flex flex-col sm:grid sm:grid-cols-[auto_1fr] sm:items-start sm:gap-x-3">
            <code className="font-mono text-[13px] text-slate-900">…{w.ending}</code>
            <Outcome outcome={w.outcome}>{w.description}</Outcome>
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-[13px] text-slate-600">
        {example ? (
          <>
            E.g. <code className="font-mono text-slate-900 select-all">{example.local}</code> or{" "}
            <code className="font-mono text-slate-900 select-all">{example.international}</code>.{" "}
          </>
        ) : null}
        Other endings succeed.
      </p>

      <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">Verification code (OTP, 3-D Secure)</h3>
      <p className="mt-1.5">
        <code className="font-mono text-[13px] text-slate-900 select-all">{TEST_OTP}</code> succeeds; any other code uses one of the
        attempt&apos;s {OTP_TRIES} tries, and a wrong third code fails the attempt.
      </p>
    </section>
  );
}
