// /dashboard/webhooks/{id}: one endpoint in the current mode with its secret, test
// event and delivery log. Read on the server: an unknown id, another merchant's endpoint or
// one of the other mode is the not-found page.
import type { Metadata } from "next";
import { WebhookEndpointDetail } from "@/components/dashboard/webhooks/endpoint-detail";
import { db } from "@/lib/db";
import { loadDetail } from "../../load-detail";
import { findWebhookEndpoint, serializeWebhookEndpoint } from "@/lib/webhooks/endpoints";

export const metadata: Metadata = { title: "Webhook endpoint" };

type Props = { params: Promise<{ id: string }> };

export default async function WebhookEndpointPage({ params }: Props) {
  const { id } = await params;
  const { session, found: endpoint } = await loadDetail((s) => findWebhookEndpoint(db(), { merchantId: s.merchantId, mode: s.mode, id, otherMode: "not_found" }));
  return <WebhookEndpointDetail key={`${session.mode}:${endpoint.id}`} initial={serializeWebhookEndpoint(endpoint)} />;
}
