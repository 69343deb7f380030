"use client";
// The payment page's Events card: status changes recorded for the payment, newest first, each
// named in words (the type's code is what webhooks and the Events page's filter carry).
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { eventTypeLabel } from "@/lib/catalog/event-labels";
import { formatDateTimeSeconds } from "@/lib/dashboard/format";
import type { PaymentDetail } from "@/lib/payments/payment-view-types";

export function EventsCard({ payment: p }: { payment: PaymentDetail }) {
  return (
    <Card aria-labelledby="events-title">
      <CardHeader
        titleId="events-title"
        title="Events"
        description="Status changes recorded for this payment; webhooks deliver these to your endpoint."
      />
      {p.events.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-500">No events yet: one is recorded at each status change.</p>
        </CardBody>
      ) : (
        <ul className="divide-y divide-slate-100">
          {[...p.events].reverse().map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-2.5">
              <span className="text-sm font-medium text-slate-800">{eventTypeLabel(e.type)}</span>
              <time dateTime={e.created_at} className="text-[13px] text-slate-500">
                {formatDateTimeSeconds(e.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
