// A dispute's events reach the merchant's endpoint as every event does: through the worker's delivery
// jobs to a real local receiver, signed per Standard Webhooks (checked with the `standardwebhooks`
// library receivers use), each body the payload schema of its type (the OpenAPI document's), and in
// the events feed. A reversal claim recorded and accepted sends dispute.created,
// dispute.funds_withdrawn, dispute.updated and dispute.closed.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { answerWith, startReceiver, type Receiver } from "@/tests/support/webhook-receiver";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createPaidPayment } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { WEBHOOK_PAYLOAD_SCHEMAS } from "@/lib/schemas/responses/webhook-payloads";
import { DISPUTE_EVENT_TYPES } from "@/lib/catalog/dispute-states";
import { WEBHOOK_EVENT_TYPES } from "@/lib/catalog/event-types";
import { POST as claimRoute } from "@/app/v2/disputes/route";
import { POST as acceptRoute } from "@/app/v2/disputes/[id]/accept/route";
import { GET as eventsRoute } from "@/app/v2/events/route";

setupTestDatabase();
checkLedgerAfterEach();

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver(answerWith(200, "ok"));
});
afterAll(async () => {
  await receiver?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("dispute events", () => {
  it("are in the webhook catalog, each with its payload schema", () => {
    for (const type of DISPUTE_EVENT_TYPES) {
      expect(WEBHOOK_EVENT_TYPES).toContain(type);
      expect(WEBHOOK_PAYLOAD_SCHEMAS[type], type).toBeDefined();
    }
  });

  it("are delivered signed to an endpoint subscribed to dispute.*, and listed in the events feed", async () => {
    const shop = await createTestMerchant();
    const key = shop.keys.test.secret;
    const endpoint = await createWebhookEndpoint(db(), { merchantId: shop.merchant.id, mode: "test" }, { url: receiver.url, enabledEvents: ["dispute.*"] }, { type: "cli" });
    const payment = await createPaidPayment(key, { amount: 40, currency: "ETB" });

    const claimed = await claimRoute(apiRequest("/v2/disputes", { key, body: { payment_reference: payment.reference, operator_reference: "WAAFI-77", reason: "duplicate" } }), { params: Promise.resolve({}) });
    expect(claimed.status).toBe(201);
    const id = (await claimed.json()).data.dispute_reference;
    const accepted = await acceptRoute(apiRequest(`/v2/disputes/${id}/accept`, { key, body: {} }), { params: Promise.resolve({ id }) });
    expect(accepted.status).toBe(200);

    const expected = ["dispute.created", "dispute.funds_withdrawn", "dispute.updated", "dispute.closed"];
    const deadline = Date.now() + 20_000;
    while (receiver.requests.length < expected.length && Date.now() < deadline) {
      await runDueJobs(db());
      await sleep(10);
    }
    // The payment's own events go nowhere: the endpoint takes dispute.* only.
    expect(receiver.requests).toHaveLength(expected.length);
    const received = receiver.requests.map((request) => {
      const body = new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>) as { event: string; data: Record<string, unknown> };
      const parsed = WEBHOOK_PAYLOAD_SCHEMAS[body.event].safeParse(JSON.parse(request.body));
      expect(parsed.success, `${body.event}: ${parsed.error?.message}`).toBe(true);
      return body;
    });
    expect(received.map((b) => b.event).sort()).toEqual([...expected].sort());
    const closed = received.find((b) => b.event === "dispute.closed")!;
    expect(JSON.stringify(closed)).toContain(id);
    expect(JSON.stringify(closed)).toContain('"outcome":"lost"');

    const feed = await eventsRoute(apiRequest("/v2/events?type=dispute.closed", { key }), { params: Promise.resolve({}) });
    expect(feed.status).toBe(200);
    const items = (await feed.json()).data.items as { type: string }[];
    expect(items.map((e) => e.type)).toEqual(["dispute.closed"]);
  });
});
