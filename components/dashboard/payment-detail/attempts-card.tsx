"use client";
// The payment page's Attempts timeline: every try the customer made, newest first.
import { AttemptOutcomeBadge } from "@/components/dashboard/payment-status-badge";
import { methodName } from "@/components/dashboard/payments-table";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { formatDateTimeSeconds } from "@/lib/dashboard/format";
import type { PaymentDetail } from "@/lib/payments/payment-view-types";

/** An attempt's completion after its start: only the time when it is the same day. */
function completedText(startIso: string, endIso: string): string {
  const [startDay] = formatDateTimeSeconds(startIso).split(", ");
  const [endDay, endTime] = formatDateTimeSeconds(endIso).split(", ");
  return startDay === endDay && endTime ? endTime : formatDateTimeSeconds(endIso);
}

function instrument(a: PaymentDetail["attempt_history"][number]): string | null {
  if (a.card_last4) {
    const brand = a.card_brand && a.card_brand !== "card" ? a.card_brand[0].toUpperCase() + a.card_brand.slice(1) : "Card";
    return `${brand} ••••${a.card_last4}`;
  }
  if (a.phone_last4) return `••${a.phone_last4}`;
  return null;
}

export function AttemptsCard({ payment: p }: { payment: PaymentDetail }) {
  const attempts = [...p.attempt_history].reverse();
  return (
    <Card aria-labelledby="attempts-title">
      <CardHeader
        titleId="attempts-title"
        title="Attempts"
        description={attempts.length ? "Every try the customer made, newest first." : undefined}
      />
      {attempts.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-500">The customer has not tried to pay yet.</p>
        </CardBody>
      ) : (
        <ol className="px-5 py-4">
          {attempts.map((a, i) => (
            <li key={a.number} className="relative flex gap-4 pb-5 last:pb-0">
              {i < attempts.length - 1 ? <span aria-hidden="true" className="absolute top-7 bottom-0 left-[13px] w-px bg-slate-200" /> : null}
              <span
                aria-hidden="true"
                className={cn(
                  "relative flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ring-4 ring-white",
                  a.outcome === "success" ? "bg-emerald-100 text-emerald-700" : a.outcome === "failed" || a.outcome === "blocked" ? "bg-red-100 text-red-700" : "bg-slate-100 text-slate-600",
                )}
              >
                {a.number}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <p className="text-sm font-medium text-slate-900">
                    <span className="sr-only">Attempt {a.number}: </span>
                    {methodName(a.method)}
                    {instrument(a) ? <span className="ml-2 font-mono text-[12.5px] font-normal text-slate-600">{instrument(a)}</span> : null}
                  </p>
                  <AttemptOutcomeBadge outcome={a.outcome} />
                </div>
                {a.reason ? <p className="mt-1 text-[13px] text-slate-600">{a.reason}</p> : null}
                <p className="mt-1 text-[12.5px] text-slate-500">
                  <time dateTime={a.created_at}>{formatDateTimeSeconds(a.created_at)}</time>
                  {a.completed_at && a.completed_at !== a.created_at ? (
                    <>
                      {" "}
                      → completed <time dateTime={a.completed_at}>{completedText(a.created_at, a.completed_at)}</time>
                    </>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
