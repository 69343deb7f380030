// The Chapa fake's dispute webhooks over HTTP: signed like its other webhooks, in the chosen payload
// (tests/fakes/chapa/README.md "Disputes"), and read by the connector's transformer as the gateway's dispute.
import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chapaSignature, startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { chapaDisputeReport } from "@/lib/processors/chapa/transformers";

const SECRET = "fake-disputes-webhook-secret";
let fake: ChapaFake;
let receiver: http.Server;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const port = (receiver.address() as { port: number }).port;
  fake = await startChapaFake({ webhookSecret: SECRET, webhookUrl: `http://127.0.0.1:${port}/hook` });
});
afterAll(async () => {
  await fake?.close();
  await new Promise((r) => receiver.close(r));
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

it("opens, reminds and resolves a dispute on a paid transaction with signed webhooks the connector reads", async () => {
  const init = await fetch(`${fake.url}/v1/transaction/initialize`, {
    method: "POST",
    headers: { authorization: "Bearer CHASECK_TEST-fake0000000000000000000000000000", "content-type": "application/json" },
    body: JSON.stringify({ amount: "120.00", currency: "ETB", tx_ref: "att_dispute_1" }),
  });
  expect(init.status).toBe(200);
  // Only a paid transaction is disputed.
  expect((await fetch(`${fake.url}/__fake/disputes`, { method: "POST", body: JSON.stringify({ tx_ref: "att_dispute_1" }) })).status).toBe(409);
  await fake.completeCheckout("att_dispute_1", "success", "telebirr");
  await until(() => received.length === 1);
  received.length = 0;

  const opened = await fetch(`${fake.url}/__fake/disputes`, { method: "POST", body: JSON.stringify({ tx_ref: "att_dispute_1", reason: "DUPLICATE_CHARGE" }) });
  const ref = ((await opened.json()) as { dispute_reference: string }).dispute_reference;
  expect((await fetch(`${fake.url}/__fake/disputes/${ref}/remind`, { method: "POST" })).status).toBe(200);
  expect((await fetch(`${fake.url}/__fake/disputes/${ref}/resolve`, { method: "POST", body: JSON.stringify({ outcome: "won" }) })).status).toBe(200);
  // Resolved: no more reminders; a late delivery is a redelivery of what was sent.
  expect((await fetch(`${fake.url}/__fake/disputes/${ref}/remind`, { method: "POST" })).status).toBe(409);
  expect((await fetch(`${fake.url}/__fake/disputes/${ref}/redeliver`, { method: "POST", body: JSON.stringify({ event: "charge.dispute.remind" }) })).status).toBe(200);
  await until(() => received.length === 4);

  const bodies = received.map((r) => JSON.parse(r.body) as Record<string, unknown>);
  expect(bodies.map((b) => b.event)).toEqual(["charge.dispute.create", "charge.dispute.remind", "charge.dispute.resolve", "charge.dispute.remind"]);
  for (const r of received) {
    expect(r.headers["x-chapa-signature"]).toBe(chapaSignature(r.body, SECRET));
    expect(r.headers["chapa-signature"]).toBe(chapaSignature(SECRET, SECRET));
  }
  expect(received[3].body).toBe(received[1].body);
  const tx = fake.state.transactions.get("att_dispute_1")!;
  expect(bodies[0]).toMatchObject({ type: "Dispute", dispute_reference: ref, tx_ref: "att_dispute_1", reference: tx.reference, amount: "120.00", currency: "ETB", reason: "DUPLICATE_CHARGE", status: "open" });
  expect(bodies[2]).toMatchObject({ status: "won" });

  const reports = bodies.map((b) => chapaDisputeReport(String(b.event), b)!);
  expect(reports[0]).toMatchObject({ disputeRef: ref, attemptId: "att_dispute_1", chargeRef: tx.reference, amount: 12000n, currency: "ETB", status: "needs_response", reason: "duplicate", stage: "dispute" });
  expect(reports[1].status).toBe("needs_response");
  expect(reports[2]).toMatchObject({ status: "won", processorStatus: "won" });
  expect(reports[2].updatedAt.getTime()).toBeGreaterThan(reports[1].updatedAt.getTime());
  expect(reports[1].updatedAt.getTime()).toBeGreaterThan(reports[0].updatedAt.getTime());
});

it("takes the outcome from the payload's status, not the event's name, and never guesses one", () => {
  const base = { dispute_reference: "DSP-1", tx_ref: "att_1", amount: "10.00", currency: "ETB", reason: "FRAUD", updated_at: "2026-12-01T10:00:00.000000Z" };
  expect(chapaDisputeReport("charge.dispute.resolve", { ...base, status: "lost" })?.status).toBe("lost");
  expect(chapaDisputeReport("charge.dispute.resolve", { ...base, outcome: "won" })?.status).toBe("won");
  // A resolve that names no outcome stays under review (the money held) rather than a guessed one.
  expect(chapaDisputeReport("charge.dispute.resolve", { ...base, status: "resolved" })?.status).toBe("under_review");
  // A remind whose payload says lost is still only a reminder.
  expect(chapaDisputeReport("charge.dispute.remind", { ...base, status: "lost" })?.status).toBe("needs_response");
  expect(chapaDisputeReport("charge.dispute.create", { ...base, reason: "SOMETHING_NEW" })?.reason).toBe("general");
  expect(chapaDisputeReport("charge.dispute.create", { ...base, updated_at: undefined })?.updatedAt).toBeInstanceOf(Date);
  // No dispute id or no amount: nothing to record.
  expect(chapaDisputeReport("charge.dispute.create", { ...base, dispute_reference: undefined })).toBeNull();
  expect(chapaDisputeReport("charge.dispute.create", { ...base, amount: "ten" })).toBeNull();
});
