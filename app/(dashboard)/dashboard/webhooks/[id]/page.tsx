// /dashboard/webhooks/{id}: one endpoint in the current mode with its secret, test
// event and delivery log. Read on the server: an unknown id, another merchant's endpoint or
// one of the other mode is the not-found page.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { WebhookEndpointDetail } from "@/components/dashboard/webhooks/endpoint-detail";
import { getDashboardSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { isApiError } from "@/lib/http/errors";
import { findWebhookEndpoint, serializeWebhookEndpoint } from "@/lib/webhooks/endpoints";

export const metadata: Metadata = { title: "Webhook endpoint" };

type Props = { params: Promise<{ id: string }> };

export default async function WebhookEndpointPage({ params }: Props) {
  const session = await getDashboardSession();
  if (!session) redirect("/login");
  const { id } = await params;
  let endpoint;
  try {
    endpoint = await findWebhookEndpoint(db(), { merchantId: session.merchantId, mode: session.mode, id, otherMode: "not_found" });
  } catch (error) {
    if (isApiError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
  return <WebhookEndpointDetail key={`${session.mode}:${endpoint.id}`} initial={serializeWebhookEndpoint(endpoint)} />;
}
