// Issue 11 smoke: an endpoint on a real local receiver gets a payout's events, signed so the
// standardwebhooks library verifies them, through the worker.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { POST as testFunds } from "@/app/v2/balances/test-funds/route";
import { POST as createPayout } from "@/app/v2/payouts/route";
import { db } from "@/lib/db";
import { runDueJobs } from "@/lib/jobs/worker";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";

setupTestDatabase();
const none = { params: Promise.resolve({}) };
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let server: http.Server;
let url = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("webhook delivery", () => {
  it("delivers a payout's events, signed", async () => {
    const m = await createTestMerchant();
    const endpoint = await createWebhookEndpoint(db(), { merchantId: m.merchant.id, mode: "test" }, { url }, { type: "cli" });
    const key = m.keys.test.secret;
    await testFunds(apiRequest("/v2/balances/test-funds", { key, body: { amount: 1000, currency: "ETB" } }), none);
    await createPayout(apiRequest("/v2/payouts", { key, body: { amount: 10, currency: "ETB", account: { account_name: "A", account_number: "1000123450000", bank_slug: "cbe" } } }), none);
    for (let i = 0; i < 10 && (await runDueJobs(db())) > 0; i++);
    const types = received.map((r) => JSON.parse(r.body).event);
    expect(types).toEqual(expect.arrayContaining(["payout.pending", "payout.processing", "payout.success"]));
    for (const r of received) {
      const payload = new Webhook(endpoint.secret).verify(r.body, r.headers as Record<string, string>) as { id: string };
      expect(payload.id).toBe(r.headers["webhook-id"]);
    }
    const deliveries = await db().webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
    expect(deliveries.every((d) => d.status === "succeeded" && d.attempts === 1)).toBe(true);
  });
});
