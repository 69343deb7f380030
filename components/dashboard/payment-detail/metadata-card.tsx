"use client";
// The payment page's Metadata card: the meta object the merchant's server sent.
import { useId } from "react";
import { Card, CardBody, CardHeader } from "@/components/ui/card";

export function MetadataCard({ meta }: { meta: unknown }) {
  const titleId = useId(); // rendered in two places (one hidden per screen size): ids must differ
  const entries = meta && typeof meta === "object" && !Array.isArray(meta) ? Object.entries(meta as Record<string, unknown>) : [];
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title="Metadata" description="The meta object your server sent with the payment." />
      {entries.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-500">No metadata.</p>
        </CardBody>
      ) : (
        <CardBody className="py-2">
          <dl className="divide-y divide-slate-100 text-sm">
            {entries.map(([key, value]) => (
              <div key={key} className="flex items-baseline justify-between gap-4 py-2.5">
                <dt className="shrink-0 font-mono text-[12.5px] text-slate-500">{key}</dt>
                <dd className="min-w-0 text-right font-mono text-[12.5px] break-all text-slate-800">
                  {typeof value === "string" ? value : JSON.stringify(value)}
                </dd>
              </div>
            ))}
          </dl>
        </CardBody>
      )}
    </Card>
  );
}
