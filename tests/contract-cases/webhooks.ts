// Contract cases of the webhooks operations (lib/openapi/operations/webhooks.ts): an endpoint
// made through the API, a delivery made by its test event, and for resend a delivery the real
// delivery job sent to a local receiver (only a finished delivery can be resent).
import type { ContractCases } from "@/tests/contract-cases/types";
import { apiRequest } from "@/tests/factories/merchants";
import { startReceiver } from "@/tests/support/webhook-receiver";
import { POST as createEndpointRoute } from "@/app/v2/webhook-endpoints/route";
import { POST as testRoute } from "@/app/v2/webhook-endpoints/[id]/test/route";
import { db } from "@/lib/db";
import { deliverWebhook } from "@/lib/webhooks/deliver-webhook";

async function createEndpoint(key: string, url = "http://127.0.0.1:9/contract"): Promise<string> {
  const res = await createEndpointRoute(apiRequest("/v2/webhook-endpoints", { key, body: { url } }), { params: Promise.resolve({}) });
  if (res.status !== 201) throw new Error(`creating a webhook endpoint answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** A pending delivery: the endpoint's test event. */
async function sendTest(key: string, endpointId: string): Promise<string> {
  const res = await testRoute(apiRequest(`/v2/webhook-endpoints/${endpointId}/test`, { key, body: {} }), { params: Promise.resolve({ id: endpointId }) });
  if (res.status !== 202) throw new Error(`the test event answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const withEndpoint = async ({ key }: { key: string }) => ({ path: { id: await createEndpoint(key) } });

export const webhookContractCases: ContractCases = {
  createWebhookEndpoint: {},
  listWebhookEndpoints: {},
  getWebhookEndpoint: { prepare: withEndpoint },
  updateWebhookEndpoint: { prepare: withEndpoint },
  deleteWebhookEndpoint: { prepare: withEndpoint },
  rotateWebhookSecret: { prepare: withEndpoint },
  sendTestWebhook: { prepare: withEndpoint },
  listWebhookDeliveries: {
    prepare: async ({ key }) => {
      const id = await createEndpoint(key);
      await sendTest(key, id);
      return { path: { id } };
    },
  },
  replayWebhookDeliveries: { prepare: withEndpoint },
  getWebhookDelivery: {
    prepare: async ({ key }) => ({ path: { id: await sendTest(key, await createEndpoint(key)) } }),
  },
  resendWebhookDelivery: {
    prepare: async ({ key }) => {
      const receiver = await startReceiver();
      try {
        const deliveryId = await sendTest(key, await createEndpoint(key, receiver.url));
        await deliverWebhook(deliveryId, db());
        return { path: { id: deliveryId } };
      } finally {
        await receiver.close();
      }
    },
  },
};
