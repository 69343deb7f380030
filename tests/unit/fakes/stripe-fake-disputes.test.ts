// The Stripe fake's disputes driven by Stripe's official Node library (its own HTTP client): retrieve,
// list, evidence staged with submit=false then submitted once, close; files uploaded for evidence with
// files.create (multipart, sent to the host the library was given) and named in the evidence; and the
// charge.dispute.* webhooks verified with the library's constructEvent, as the fake signs all its events.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_STRIPE_KEY, DEFAULT_STRIPE_WEBHOOK_SECRET, startStripeFake, type StripeFake } from "@/tests/fakes/stripe/server";
import { stripeEvidencePlan, stripeFilesBaseUrl } from "@/lib/processors/stripe/transformers";

let fake: StripeFake;
let stripe: Stripe;
let receiver: { url: string; bodies: { body: string; signature: string }[]; close(): Promise<void> };

beforeAll(async () => {
  fake = await startStripeFake();
  const url = new URL(fake.url);
  stripe = new Stripe(DEFAULT_STRIPE_KEY, { host: url.hostname, port: Number(url.port), protocol: "http", maxNetworkRetries: 0, telemetry: false });
  const bodies: { body: string; signature: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      bodies.push({ body: Buffer.concat(chunks).toString("utf8"), signature: String(req.headers["stripe-signature"]) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  receiver = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, close: () => new Promise<void>((r) => server.close(() => r())) };
  fake.setWebhookUrl(receiver.url);
});
afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});

async function paidIntent(): Promise<string> {
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 5000, product_data: { name: "Order" } } }],
    success_url: "https://shop.example/ok",
    payment_intent_data: { metadata: { gateway_attempt_id: "att_dispute1" } },
  });
  await fake.pay(session.id, "4242424242424242");
  return (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
}

async function eventsFor(disputeId: string, count: number): Promise<Stripe.Event[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const events = receiver.bodies.map((b) => stripe.webhooks.constructEvent(b.body, b.signature, DEFAULT_STRIPE_WEBHOOK_SECRET)).filter((e) => (e.data.object as { id?: string }).id === disputeId);
    if (events.length >= count || Date.now() > deadline) return events;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("the Stripe fake's disputes, through Stripe's Node library", () => {
  it("opens a dispute on a paid charge, stages evidence, submits once, and rules it lost, each event signed", async () => {
    const pi = await paidIntent();
    const opened = fake.openDispute({ paymentIntent: pi, reason: "product_not_received" });
    const d = await stripe.disputes.retrieve(opened.id);
    expect(d).toMatchObject({ object: "dispute", amount: 5000, currency: "usd", payment_intent: pi, reason: "product_not_received", status: "needs_response" });
    expect(d.evidence_details).toMatchObject({ has_evidence: false, past_due: false, submission_count: 0 });
    expect(d.evidence_details.due_by).toBeGreaterThan(Date.now() / 1000);
    expect(d.balance_transactions.map((t) => [t.amount, t.fee])).toEqual([[-5000, 1500]]);
    expect((await stripe.disputes.list({ payment_intent: pi })).data.map((x) => x.id)).toEqual([d.id]);

    const staged = await stripe.disputes.update(d.id, { evidence: { uncategorized_text: "Delivered on 1 Dec" }, submit: false });
    expect(staged.status).toBe("needs_response");
    expect(staged.evidence_details).toMatchObject({ has_evidence: true, submission_count: 0 });
    const submitted = await stripe.disputes.update(d.id, { evidence: { shipping_tracking_number: "TRK1" }, submit: true });
    expect(submitted.status).toBe("under_review");
    expect(submitted.evidence).toMatchObject({ uncategorized_text: "Delivered on 1 Dec", shipping_tracking_number: "TRK1" });
    expect(submitted.evidence_details.submission_count).toBe(1);
    const again = await stripe.disputes.update(d.id, { evidence: { uncategorized_text: "more" } }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((again as Stripe.errors.StripeError).statusCode).toBe(400);

    fake.ruleDispute(d.id, "lost");
    expect((await stripe.disputes.retrieve(d.id)).status).toBe("lost");
    const closed = await stripe.disputes.update(d.id, { evidence: { uncategorized_text: "late" }, submit: false }).catch((e: unknown) => e);
    expect((closed as Stripe.errors.StripeError).type).toBe("StripeInvalidRequestError");
    const types = (await eventsFor(d.id, 5)).map((e) => e.type);
    expect(types).toEqual(["charge.dispute.created", "charge.dispute.funds_withdrawn", "charge.dispute.updated", "charge.dispute.updated", "charge.dispute.closed"]);
  });

  it("a won dispute reinstates the amount; close accepts one (lost); a forged signature fails constructEvent", async () => {
    const won = fake.openDispute({ paymentIntent: await paidIntent(), amount: 2000 });
    fake.ruleDispute(won.id, "won");
    const read = await stripe.disputes.retrieve(won.id);
    expect(read.status).toBe("won");
    expect(read.balance_transactions.map((t) => t.amount)).toEqual([-2000, 2000]);
    expect((await eventsFor(won.id, 4)).map((e) => e.type)).toEqual(["charge.dispute.created", "charge.dispute.funds_withdrawn", "charge.dispute.closed", "charge.dispute.funds_reinstated"]);

    const accepted = fake.openDispute({ paymentIntent: await paidIntent() });
    expect((await stripe.disputes.close(accepted.id)).status).toBe("lost");
    await expect(stripe.disputes.close(accepted.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(stripe.disputes.retrieve("dp_missing")).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
    const one = receiver.bodies.find((b) => b.body.includes(accepted.id))!;
    expect(() => stripe.webhooks.constructEvent(one.body, one.signature, "whsec_other000000000000")).toThrow();
  });

  it("takes a PDF uploaded for dispute evidence and its id in the evidence; refuses another purpose, another kind, a file above 5 MB and an unknown file id", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    const before = fake.kit.requests.length;
    const file = await stripe.files.create({ purpose: "dispute_evidence", file: { data: pdf, name: "receipt.pdf", type: "application/pdf" } });
    expect(file).toMatchObject({ object: "file", purpose: "dispute_evidence", size: pdf.byteLength, type: "pdf", filename: "receipt.pdf" });
    expect(file.id).toMatch(/^file_/);
    expect(file.created).toBeGreaterThan(Date.now() / 1000 - 60);
    // The library sent it as multipart/form-data to the host it was given (not files.stripe.com).
    const sent = fake.kit.requests.slice(before).find((r) => r.path === "/v1/files")!;
    expect(sent.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(fake.state.files.get(file.id)!.content.equals(pdf)).toBe(true);
    expect(await stripe.files.retrieve(file.id)).toMatchObject({ id: file.id, size: pdf.byteLength });

    const d = fake.openDispute({ paymentIntent: await paidIntent() });
    const unknown = await stripe.disputes.update(d.id, { evidence: { receipt: "file_missing000" }, submit: false }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown).toMatchObject({ statusCode: 400, code: "resource_missing", param: "evidence[receipt]" });
    expect(fake.state.disputes.get(d.id)!.evidence).toEqual({});
    const submitted = await stripe.disputes.update(d.id, { evidence: { receipt: file.id, uncategorized_text: "Receipt attached" } });
    expect(submitted.evidence).toMatchObject({ receipt: file.id, uncategorized_text: "Receipt attached", shipping_documentation: null });
    expect(submitted.evidence_details.submission_count).toBe(1);

    const purpose = await stripe.files.create({ purpose: "identity_document", file: { data: pdf, name: "id.pdf", type: "application/pdf" } }).catch((e: unknown) => e);
    expect(purpose).toMatchObject({ statusCode: 400, type: "StripeInvalidRequestError", param: "purpose" });
    const gif = await stripe.files.create({ purpose: "dispute_evidence", file: { data: Buffer.from("GIF89a tiny"), name: "x.gif", type: "image/gif" } }).catch((e: unknown) => e);
    expect(gif).toMatchObject({ statusCode: 400, param: "file" });
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const tooBig = await stripe.files.create({ purpose: "dispute_evidence", file: { data: big, name: "big.pdf", type: "application/pdf" } }).catch((e: unknown) => e);
    expect(tooBig).toMatchObject({ statusCode: 400, param: "file" });
    const exactly = await stripe.files.create({ purpose: "dispute_evidence", file: { data: big.subarray(0, 5 * 1024 * 1024), name: "max.pdf", type: "application/pdf" } });
    expect(exactly.size).toBe(5 * 1024 * 1024);
    expect(fake.state.files.size).toBe(2);
  });

  it("the connector's evidence plan: one file per Stripe field (a later one named in uncategorized_text), other as uncategorized_file, plain text as text", () => {
    const f = (purpose: string, fileName: string, mimeType = "application/pdf", text = "%PDF-1.4") => ({ purpose, fileName, mimeType, content: Buffer.from(text) });
    const files = [f("receipt", "a.pdf"), f("other", "b.png", "image/png"), f("receipt", "c.pdf"), f("refund_policy", "policy.txt", "text/plain", "No refunds after 30 days")];
    const plan = stripeEvidencePlan({ uncategorized_text: "Staged", product_description: "Widget" }, files);
    expect(plan.uploads.map((u) => [u.field, u.file.fileName])).toEqual([["receipt", "a.pdf"], ["uncategorized_file", "b.png"]]);
    expect(plan.text).toEqual({
      product_description: "Widget",
      uncategorized_text: "Staged\n\npolicy.txt (refund_policy):\nNo refunds after 30 days\n\nNot attached (Stripe takes one file for each kind of evidence): c.pdf (receipt).",
    });
    expect(stripeEvidencePlan({ shipping_carrier: "DHL" }, [])).toEqual({ uploads: [], text: { shipping_carrier: "DHL" } });
  });

  it("the connector's uploads go to Stripe's files host for Stripe's API host, else to the connection's base URL", () => {
    expect(stripeFilesBaseUrl("https://api.stripe.com")).toBe("https://files.stripe.com");
    expect(stripeFilesBaseUrl(null)).toBe("https://files.stripe.com");
    expect(stripeFilesBaseUrl(`${fake.url}/`)).toBe(fake.url);
  });
});
