// A resend's bookkeeping. The deliveries list counts attempts from the attempt
// log over every round (attempts_total), so a resend no longer makes the count drop while the log
// grows; and one round is queued at a time: a resend while one is queued is 409 INVALID_STATE,
// and two resends at once (two tabs) queue exactly one round, one job and one audit row. The
// race is real on PostgreSQL (the postgres project); on PGlite the requests take turns.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { deliverWebhook } from "@/lib/webhooks/deliver-webhook";
import { POST as createRoute } from "@/app/api/dashboard/webhooks/route";
import { POST as testRoute } from "@/app/api/dashboard/webhooks/[id]/test/route";
import { GET as deliveriesRoute } from "@/app/api/dashboard/webhooks/[id]/deliveries/route";
import { POST as resendRoute } from "@/app/api/dashboard/webhooks/deliveries/[id]/resend/route";

setupTestDatabase();

let owner: SessionUser;
let receiver: http.Server;
let receiverUrl: string;
let answer = 500;

beforeAll(async () => {
  const shop = await createTestMerchant({ name: "Resend Shop" });
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
  receiver = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(answer).end("ok"));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

const resend = (id: string) => callAsUser(resendRoute, owner, { path: `/api/dashboard/webhooks/deliveries/${id}/resend`, body: {}, params: { id } });

/** A test event delivered once and then marked failed (as after the schedule's last attempt). */
async function failedDelivery() {
  const created = await callAsUser(createRoute, owner, { path: "/api/dashboard/webhooks", body: { url: receiverUrl, enabled_events: ["*"] } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const endpointId = created.json.data.id as string;
  const sent = await callAsUser(testRoute, owner, { path: `/api/dashboard/webhooks/${endpointId}/test`, body: {}, params: { id: endpointId } });
  const deliveryId = sent.json.data.id as string;
  answer = 500;
  await deliverWebhook(deliveryId, db());
  await db().webhookDelivery.update({ where: { id: deliveryId }, data: { status: "failed", nextAttemptAt: null } });
  return { endpointId, deliveryId };
}

const listed = async (endpointId: string, deliveryId: string) => {
  const res = await callAsUser(deliveriesRoute, owner, { path: `/api/dashboard/webhooks/${endpointId}/deliveries`, params: { id: endpointId } });
  expect(res.status).toBe(200);
  return res.json.data.items.find((d: { id: string }) => d.id === deliveryId);
};

describe("resend bookkeeping", () => {
  it("counts attempts from the log across rounds: after a resend the list shows every attempt", async () => {
    const { endpointId, deliveryId } = await failedDelivery();
    await db().webhookDelivery.update({ where: { id: deliveryId }, data: { status: "pending", nextAttemptAt: new Date() } });
    await deliverWebhook(deliveryId, db()); // a second failed attempt in the first round
    await db().webhookDelivery.update({ where: { id: deliveryId }, data: { status: "failed", nextAttemptAt: null } });
    expect(await db().webhookAttempt.count({ where: { deliveryId } })).toBe(2);
    expect(await listed(endpointId, deliveryId)).toMatchObject({ attempts: 2, attempts_total: 2 });

    expect((await resend(deliveryId)).status).toBe(200);
    answer = 200;
    await deliverWebhook(deliveryId, db());
    const log = await db().webhookAttempt.count({ where: { deliveryId } });
    expect(log).toBe(3);
    // The round count restarts (the schedule's business); the list's count follows the log.
    expect(await listed(endpointId, deliveryId)).toMatchObject({ status: "succeeded", attempts: 1, attempts_total: 3 });
  });

  it("refuses a second resend while the first is queued: 409 INVALID_STATE, nothing queued twice", async () => {
    const { deliveryId } = await failedDelivery();
    const first = await resend(deliveryId);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ status: "pending" });
    const second = await resend(deliveryId);
    expect(second.status).toBe(409);
    expect(second.json.error).toMatchObject({ code: "INVALID_STATE", details: { status: "pending" } });
    expect(await db().auditLog.count({ where: { targetId: deliveryId, action: "webhook_delivery.resent" } })).toBe(1);
  });

  it(`two resends at once queue one round${onPostgres ? "" : " (PGlite: the requests take turns)"}`, async () => {
    const { deliveryId } = await failedDelivery();
    const jobsBefore = await db().job.count({ where: { payload: { path: ["delivery_id"], equals: deliveryId } } });
    const answers = await Promise.all([resend(deliveryId), resend(deliveryId), resend(deliveryId)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.json.error?.code).toBe("INVALID_STATE");
    expect(await db().auditLog.count({ where: { targetId: deliveryId, action: "webhook_delivery.resent" } })).toBe(1);
    expect(await db().job.count({ where: { payload: { path: ["delivery_id"], equals: deliveryId } } })).toBe(jobsBefore + 1);
  });
});
