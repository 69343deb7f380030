// An event written as part of a one-statement money write (addEvent, lib/events/record-event.ts)
// chooses its webhook endpoints in SQL. The rule must be the one endpointWants applies in code when an
// event is recorded the old way (recordEvent → queueWebhookDeliveries): the same endpoints get a
// delivery, each with one webhook.deliver job, for every kind of filter, payload version, disabled
// endpoint and other mode.
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { OneStatement } from "@/lib/db/one-statement";
import { addEvent, recordEvent } from "@/lib/events/record-event";
import { createWebhookEndpoint, type EndpointInput } from "@/lib/webhooks/endpoints";
import { endpointWants } from "@/lib/catalog/event-types";

setupTestDatabase();

const TYPES = ["payout.pending", "payout.success", "payment.success", "payment.partially_refunded", "virtual_account.debited", "refund.created"];

async function merchantWithEndpoints() {
  const { merchant } = await createTestMerchant();
  const scope = { merchantId: merchant.id, mode: "test" as const };
  const inputs: EndpointInput[] = [
    { url: "http://127.0.0.1:9/all" },
    { url: "http://127.0.0.1:9/star", enabledEvents: ["*"] },
    { url: "http://127.0.0.1:9/payouts", enabledEvents: ["payout.*"] },
    { url: "http://127.0.0.1:9/exact", enabledEvents: ["payment.success", "virtual_account.debited"] },
    { url: "http://127.0.0.1:9/v1", payloadVersion: "v1" },
    { url: "http://127.0.0.1:9/v1-payouts", payloadVersion: "v1", enabledEvents: ["payout.*"] },
    { url: "http://127.0.0.1:9/off", enabled: false },
  ];
  for (const input of inputs) await createWebhookEndpoint(db(), scope, input, { type: "cli" });
  // An endpoint of the other mode never receives this mode's events.
  await createWebhookEndpoint(db(), { merchantId: merchant.id, mode: "live" }, { url: "https://example.com/live" }, { type: "cli" }, { lookup: async () => ["93.184.216.34"] });
  return merchant.id;
}

async function deliveriesOf(eventId: string) {
  const rows = await db().webhookDelivery.findMany({ where: { eventId }, select: { id: true, endpointId: true, merchantId: true, mode: true, eventType: true, status: true } });
  const jobs = await db().job.findMany({ where: { objectType: "webhook_delivery", objectId: { in: rows.map((r) => r.id) } } });
  return { rows, jobs };
}

describe("an event's webhook deliveries written in the same statement", () => {
  it("go to exactly the endpoints recordEvent picks, each with one webhook.deliver job", async () => {
    const merchantId = await merchantWithEndpoints();
    const endpoints = await db().webhookEndpoint.findMany({ where: { merchantId } });
    for (const type of TYPES) {
      const event = { merchantId, mode: "test" as const, type, objectType: "test", objectId: `obj_${type}`, payload: { type } };
      const old = await db().$transaction((tx) => recordEvent(tx, event));
      const statement = new OneStatement();
      const id = addEvent(statement, event);
      await statement.run(db(), "1");

      const expected = endpoints.filter((e) => e.enabled && e.mode === "test" && endpointWants(e, type)).map((e) => e.id).sort();
      const before = await deliveriesOf(old.id);
      const now = await deliveriesOf(id);
      expect(now.rows.map((r) => r.endpointId).sort(), type).toEqual(expected);
      expect(before.rows.map((r) => r.endpointId).sort(), type).toEqual(expected);
      expect(expected.length, type).toBeGreaterThan(0);
      for (const r of now.rows) expect(r).toMatchObject({ merchantId, mode: "test", eventType: type, status: "pending" });
      // One job per delivery, shaped as enqueueDeliveryJobs makes them.
      const shape = (jobs: typeof now.jobs) =>
        jobs.map((j) => ({ type: j.type, status: j.status, merchantId: j.merchantId, mode: j.mode, objectType: j.objectType, payloadKeys: Object.keys(j.payload as object) })).sort();
      expect(now.jobs).toHaveLength(now.rows.length);
      expect(new Set(now.jobs.map((j) => (j.payload as { delivery_id: string }).delivery_id))).toEqual(new Set(now.rows.map((r) => r.id)));
      expect(shape(now.jobs)).toEqual(shape(before.jobs));
      const stored = await db().event.findUniqueOrThrow({ where: { id } });
      expect(stored.payload).toEqual({ type });
    }
  });

  it("a merchant with no endpoints gets the event and nothing else", async () => {
    const { merchant } = await createTestMerchant();
    const statement = new OneStatement();
    const id = addEvent(statement, { merchantId: merchant.id, mode: "test", type: "payout.pending", objectType: "payout", objectId: "po_x", payload: { a: 1 } });
    await statement.run(db(), "1");
    expect(await db().event.count({ where: { id } })).toBe(1);
    expect((await deliveriesOf(id)).rows).toEqual([]);
  });
});
