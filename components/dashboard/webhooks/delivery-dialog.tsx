"use client";
// One delivery with every attempt: the request as sent (URL, headers, the exact
// body that was signed), the answer (status and the first 4 KB of its body), how long it took
// and the error when there was no answer. "Resend" starts a new round for a finished delivery;
// while a round is queued it stays disabled with the reason beside it.
import { useQueryClient } from "@tanstack/react-query";
import { useResendWebhookDelivery, useWebhookDelivery, webhookKeys } from "@/components/dashboard/webhooks/webhook-hooks";
import { DeliveryStatusBadge } from "@/components/dashboard/webhooks/webhook-badges";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/load-error";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { formatDateTime, formatDateTimeSeconds } from "@/lib/dashboard/format";
import type { DashboardMode } from "@/lib/catalog/modes";
import type { WebhookAttemptItem } from "@/lib/webhooks/webhook-view-types";

/** A JSON body indented for reading; anything else as it came. */
function readable(body: string | null): string {
  if (!body) return "";
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function Block({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
      <pre className="mt-1 max-h-64 overflow-auto rounded-md bg-slate-900 px-3 py-2 font-mono text-[12px] leading-relaxed break-all whitespace-pre-wrap text-slate-100">
        {children || "(empty)"}
      </pre>
    </div>
  );
}

function AttemptView({ attempt, number }: { attempt: WebhookAttemptItem; number: number }) {
  const headers = Object.entries(attempt.request.headers as Record<string, string>)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
  return (
    <section aria-label={`Attempt ${number}`} className="rounded-lg p-4 ring-1 ring-slate-200 ring-inset">
      <h3 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-slate-900">
        Attempt {number}
        <span className="font-normal text-slate-500">{formatDateTimeSeconds(attempt.created_at)}</span>
        <span className="font-normal text-slate-500">{attempt.duration_ms} ms</span>
        {attempt.response ? (
          <span className={attempt.response.status >= 200 && attempt.response.status < 300 ? "text-emerald-700" : "text-red-700"}>HTTP {attempt.response.status}</span>
        ) : (
          <span className="text-red-700">No answer</span>
        )}
      </h3>
      <div className="mt-3 space-y-3">
        <p className="font-mono text-[12px] break-all text-slate-700">POST {attempt.request.url}</p>
        <Block label="Request headers">{headers}</Block>
        <Block label="Request body">{readable(attempt.request.body)}</Block>
        {attempt.response ? <Block label={`Response body (HTTP ${attempt.response.status})`}>{attempt.response.body ?? ""}</Block> : null}
        {attempt.error ? (
          <Notice tone="danger" title="Error">
            {attempt.error}
          </Notice>
        ) : null}
      </div>
    </section>
  );
}

export function DeliveryDialog({ deliveryId, mode, canManage, onClose }: { deliveryId: string | null; mode: DashboardMode; canManage: boolean; onClose: () => void }) {
  const delivery = useWebhookDelivery(mode, deliveryId);
  const resend = useResendWebhookDelivery(mode);
  const notify = useToast();
  const client = useQueryClient();
  const data = delivery.data;
  const queued = resend.isPending || data?.status === "pending";
  const close = () => {
    resend.reset();
    onClose();
  };

  return (
    <Dialog
      open={deliveryId !== null}
      onClose={close}
      className="sm:max-w-3xl"
      title={data ? `Delivery of ${data.event_type}` : "Delivery"}
      description={
        data ? (
          <span className="flex flex-wrap items-center gap-2">
            <DeliveryStatusBadge status={data.status} />
            <span>
              Event <code className="font-mono text-[12px]">{data.event_id}</code>, created {formatDateTime(data.created_at)}
            </span>
            {data.status === "pending" && data.next_attempt_at ? <span>Next attempt {formatDateTime(data.next_attempt_at)}.</span> : null}
          </span>
        ) : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          {canManage && data ? (
            <>
              {queued ? (
                <span id="resend-reason" className="mr-auto self-center text-[13px] text-slate-600">
                  A delivery of this event is queued: resend once it succeeded or failed.
                </span>
              ) : null}
              {/* Disabled, not hidden, while a round is queued: two clicks sent two rounds. */}
              <Button
                loading={resend.isPending}
                disabled={queued}
                aria-describedby={queued ? "resend-reason" : undefined}
                onClick={() =>
                  resend.mutate(data.id, {
                    onSuccess: (sent) => {
                      // The answer is the delivery, now pending: show it at once so Resend stays off.
                      client.setQueryData(webhookKeys.delivery(mode, sent.id), sent);
                      notify({ title: "Delivery queued again", description: `${data.event_type} is sent again with the same webhook-id.` });
                    },
                  })
                }
              >
                Resend
              </Button>
            </>
          ) : null}
        </>
      }
    >
      {delivery.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading delivery">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : delivery.isError ? (
        <LoadError title="Could not load this delivery" error={delivery.error} onRetry={() => delivery.refetch()} />
      ) : (
        <div className="space-y-4">
          {resend.isError ? (
            <Notice tone="danger" role="alert" title="The delivery was not resent">
              {resend.error.message}
            </Notice>
          ) : null}
          {delivery.data.attempt_log && delivery.data.attempt_log.length > 0 ? (
            delivery.data.attempt_log.map((attempt, i) => <AttemptView key={attempt.id} attempt={attempt} number={i + 1} />)
          ) : (
            <p className="text-sm text-slate-600">No attempt yet: the worker sends it within seconds.</p>
          )}
        </div>
      )}
    </Dialog>
  );
}
