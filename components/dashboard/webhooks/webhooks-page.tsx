"use client";
// /dashboard/webhooks: the merchant's webhook endpoints in the current mode: URL,
// description, events, payload version, on or off, failing since. An endpoint the gateway turned
// off gets a banner with the reason and "Turn on again". Owners and developers add endpoints;
// each row opens the endpoint's page (secret, test event, delivery log).
import { useState } from "react";
import Link from "next/link";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { PageHeader } from "@/components/dashboard/page-header";
import { DisabledEndpointNotice } from "@/components/dashboard/webhooks/disabled-endpoint-notice";
import { EndpointFormDialog } from "@/components/dashboard/webhooks/endpoint-form-dialog";
import { EndpointStateBadge, eventsSummary } from "@/components/dashboard/webhooks/webhook-badges";
import { useWebhookEndpoints } from "@/components/dashboard/webhooks/webhook-hooks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { WebhookIcon } from "@/components/ui/icons";
import { LoadError } from "@/components/ui/load-error";
import { Notice } from "@/components/ui/notice";
import { RowsSkeleton } from "@/components/ui/skeleton";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatRelative, formatShortDateTime } from "@/lib/dashboard/format";
import { CAN_MANAGE_WEBHOOKS } from "@/lib/catalog/permissions";
import { disabledByGateway } from "@/lib/webhooks/webhook-view-types";

export function WebhooksPage() {
  const { mode, role } = useDashboard();
  const canManage = CAN_MANAGE_WEBHOOKS.includes(role);
  const list = useWebhookEndpoints(mode);
  const [adding, setAdding] = useState(false);
  const [addSession, setAddSession] = useState(0);
  const endpoints = list.data?.endpoints ?? [];
  const full = list.data ? endpoints.length >= list.data.max_endpoints : false;

  return (
    <>
      <PageHeader
        title="Webhooks"
        description={`Signed event notifications sent to your server when payments, refunds and payouts change, in ${mode} mode. Each mode has its own endpoints.`}
        actions={
          canManage ? (
            <Button
              disabled={!list.isSuccess || full}
              title={full ? `At most ${list.data?.max_endpoints} endpoints per mode` : undefined}
              onClick={() => {
                setAddSession((n) => n + 1);
                setAdding(true);
              }}
            >
              Add endpoint
            </Button>
          ) : null
        }
      />

      {!canManage ? (
        <Notice className="mb-6" title="View only">
          Your role ({role}) can see endpoints and their deliveries but not change them, see their secrets or resend events.
        </Notice>
      ) : null}

      {endpoints.filter(disabledByGateway).map((endpoint) => (
        <DisabledEndpointNotice key={endpoint.id} endpoint={endpoint} mode={mode} canManage={canManage} linkToEndpoint />
      ))}

      <Card aria-labelledby="endpoints-title">
        <CardHeader
          titleId="endpoints-title"
          title="Endpoints"
          description={list.data && endpoints.length > 0 ? `${endpoints.length} of at most ${list.data.max_endpoints} in ${mode} mode` : undefined}
        />
        {list.isPending ? (
          <RowsSkeleton label="Loading endpoints" cells={["h-4 flex-1", "h-4 w-32", "h-5 w-20 rounded-full"]} />
        ) : list.isError ? (
          <div className="p-5">
            <LoadError title="Could not load your endpoints" error={list.error} onRetry={() => list.refetch()} />
          </div>
        ) : endpoints.length === 0 ? (
          <EmptyState
            icon={<WebhookIcon />}
            title={`No ${mode} webhook endpoints yet`}
            description="Add the URL of your server that should receive events such as payment.success. Each delivery is signed with the endpoint's secret."
            action={canManage ? <Button onClick={() => setAdding(true)}>Add endpoint</Button> : undefined}
          />
        ) : (
          <Table>
            <caption className="sr-only">Webhook endpoints in {mode} mode</caption>
            <THead>
              <TR>
                <TH>Endpoint</TH>
                <TH>Events</TH>
                <TH>Version</TH>
                <TH>State</TH>
                <TH>Failing since</TH>
              </TR>
            </THead>
            <TBody>
              {endpoints.map((endpoint) => (
                <TR key={endpoint.id} className="hover:bg-slate-50/70">
                  <TD className="max-w-sm">
                    <Link href={`/dashboard/webhooks/${endpoint.id}`} className="font-mono text-[13px] font-medium break-all text-indigo-700 hover:text-indigo-500">
                      {endpoint.url}
                    </Link>
                    {endpoint.description ? <p className="mt-0.5 text-[13px] text-slate-500">{endpoint.description}</p> : null}
                  </TD>
                  <TD className="text-[13px]">{eventsSummary(endpoint.enabled_events)}</TD>
                  <TD>
                    <Badge tone={endpoint.payload_version === "v2" ? "indigo" : "violet"}>{endpoint.payload_version}</Badge>
                  </TD>
                  <TD>
                    <EndpointStateBadge endpoint={endpoint} />
                  </TD>
                  <TD className="text-[13px] whitespace-nowrap">
                    {endpoint.failing_since ? (
                      <span className="text-red-700" title={formatShortDateTime(endpoint.failing_since)}>
                        {formatRelative(endpoint.failing_since)}
                      </span>
                    ) : (
                      <span className="text-slate-400">—</span>
                    )}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </Card>

      {canManage ? <EndpointFormDialog key={`add-${addSession}`} open={adding} onClose={() => setAdding(false)} mode={mode} /> : null}
    </>
  );
}
