"use client";
// /dashboard/webhooks/{id}: one endpoint: its settings (edit, turn off or on, delete),
// the signing secret (reveal, rotate), "Send test event", and its delivery log with every
// attempt, resend and replay. Rendered with the endpoint read on the server; the client keeps it
// fresh through React Query.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ConfirmDialog } from "@/components/dashboard/confirm-dialog";
import { DetailHeader } from "@/components/dashboard/detail-header";
import { DetailRow, none } from "@/components/dashboard/payment-detail/detail-row";
import { DeliveriesLog } from "@/components/dashboard/webhooks/deliveries-log";
import { DisabledEndpointNotice } from "@/components/dashboard/webhooks/disabled-endpoint-notice";
import { EndpointFormDialog } from "@/components/dashboard/webhooks/endpoint-form-dialog";
import { SigningSecretCard } from "@/components/dashboard/webhooks/signing-secret-card";
import { EndpointStateBadge, eventsSummary } from "@/components/dashboard/webhooks/webhook-badges";
import { useDeleteWebhookEndpoint, useSendTestWebhook, useUpdateWebhookEndpoint, useWebhookEndpoint } from "@/components/dashboard/webhooks/webhook-hooks";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { useToast } from "@/components/ui/toast";
import { formatDateTime, formatRelative } from "@/lib/dashboard/format";
import { CAN_MANAGE_WEBHOOKS } from "@/lib/catalog/permissions";
import { disabledByGateway, type WebhookEndpointItem } from "@/lib/webhooks/webhook-view-types";

export function WebhookEndpointDetail({ initial }: { initial: WebhookEndpointItem }) {
  const { mode, role } = useDashboard();
  const canManage = CAN_MANAGE_WEBHOOKS.includes(role);
  const query = useWebhookEndpoint(mode, initial.id, initial);
  const endpoint = query.data ?? initial;
  const update = useUpdateWebhookEndpoint(mode, endpoint.id);
  const sendTest = useSendTestWebhook(mode, endpoint.id);
  const notify = useToast();
  const [editing, setEditing] = useState(false);
  const [editSession, setEditSession] = useState(0);
  const [deleting, setDeleting] = useState(false);

  const actions = canManage ? (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setEditSession((n) => n + 1);
          setEditing(true);
        }}
      >
        Edit
      </Button>
      <Button
        variant="secondary"
        loading={update.isPending}
        onClick={() =>
          update.mutate(
            { enabled: !endpoint.enabled },
            {
              onSuccess: (saved) => notify({ title: saved.enabled ? "Endpoint turned on" : "Endpoint turned off", description: saved.url }),
              onError: (error) => notify({ tone: "error", title: "The endpoint was not changed", description: error.message }),
            },
          )
        }
      >
        {endpoint.enabled ? "Disable" : "Enable"}
      </Button>
      <Button variant="danger-ghost" onClick={() => setDeleting(true)}>
        Delete
      </Button>
      <Button
        disabled={!endpoint.enabled}
        title={endpoint.enabled ? undefined : "Turn the endpoint on first"}
        loading={sendTest.isPending}
        onClick={() =>
          sendTest.mutate(undefined, {
            onSuccess: () => notify({ title: "Test event queued", description: "It appears in the deliveries below with your endpoint's answer." }),
            onError: (error) => notify({ tone: "error", title: "The test event was not sent", description: error.message }),
          })
        }
      >
        Send test event
      </Button>
    </>
  ) : null;

  return (
    <>
      <DetailHeader
        back={{ href: "/dashboard/webhooks", label: "Webhooks" }}
        title="Webhook endpoint"
        meta={<span className="font-mono break-all text-slate-700">{endpoint.url}</span>}
        actions={actions}
      />

      {disabledByGateway(endpoint) ? <DisabledEndpointNotice endpoint={endpoint} mode={mode} canManage={canManage} /> : null}
      {!canManage ? (
        <Notice className="mb-6" title="View only">
          Your role ({role}) can see this endpoint and its deliveries but not change it, see its secret or resend events.
        </Notice>
      ) : null}

      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        <Card aria-labelledby="endpoint-details-title">
          <CardHeader titleId="endpoint-details-title" title="Details" />
          <CardBody className="py-1">
            <dl className="divide-y divide-slate-100 text-sm">
              <DetailRow label="State">
                <EndpointStateBadge endpoint={endpoint} />
              </DetailRow>
              <DetailRow label="Description">{endpoint.description ?? none}</DetailRow>
              <DetailRow label="Events">{eventsSummary(endpoint.enabled_events, 8)}</DetailRow>
              <DetailRow label="Payload version">{endpoint.payload_version}</DetailRow>
              <DetailRow label="Failing since">
                {endpoint.failing_since ? (
                  <span className="text-red-700">
                    {formatDateTime(endpoint.failing_since)} ({formatRelative(endpoint.failing_since)})
                  </span>
                ) : (
                  none
                )}
              </DetailRow>
              <DetailRow label="Created">{formatDateTime(endpoint.created_at)}</DetailRow>
              <DetailRow label="ID">
                <code className="font-mono text-[12px]">{endpoint.id}</code>
              </DetailRow>
            </dl>
          </CardBody>
        </Card>
        <SigningSecretCard endpoint={endpoint} mode={mode} canManage={canManage} />
      </div>

      <DeliveriesLog endpoint={endpoint} mode={mode} canManage={canManage} />

      {canManage ? (
        <>
          <EndpointFormDialog key={`edit-${editSession}`} open={editing} onClose={() => setEditing(false)} mode={mode} endpoint={endpoint} />
          <DeleteEndpointDialog open={deleting} endpoint={endpoint} onClose={() => setDeleting(false)} />
        </>
      ) : null}
    </>
  );
}

function DeleteEndpointDialog({ open, endpoint, onClose }: { open: boolean; endpoint: WebhookEndpointItem; onClose: () => void }) {
  const { mode } = useDashboard();
  const remove = useDeleteWebhookEndpoint(mode, endpoint.id);
  const router = useRouter();
  const notify = useToast();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      attempt={remove}
      title="Delete this endpoint?"
      description={
        <>
          Events stop being sent to <span className="font-mono break-all">{endpoint.url}</span>, and its delivery log is deleted with it. Your events stay
          in the events feed. This cannot be undone.
        </>
      }
      confirmLabel="Delete endpoint"
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            notify({ title: "Endpoint deleted", description: endpoint.url });
            router.push("/dashboard/webhooks");
          },
        })
      }
      errorTitle="The endpoint was not deleted"
    />
  );
}
