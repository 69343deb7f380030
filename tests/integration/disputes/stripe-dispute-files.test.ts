// Evidence files reach Stripe: a file the merchant uploaded to the gateway (lib/disputes/dispute-evidence.ts)
// is uploaded to the fake's Files API (purpose dispute_evidence) when the evidence is submitted, and the
// one dispute update names it in the evidence field its purpose maps to; a second file for the same field
// is named in uncategorized_text, not attached. The submission goes once: a second submit is refused
// and the fake saw one update. A binary PNG arrives byte for byte; when Stripe refuses the submission,
// the claim on it is released and it can be submitted again.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { startRouteServer } from "@/tests/support/route-server";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { startStripeFake, type StripeFake } from "@/tests/fakes/stripe/server";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { connectionCallbackUrl } from "@/lib/processors/registry";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { stageDisputeEvidence, uploadDisputeFile } from "@/lib/disputes/dispute-evidence";
import { submitDisputeEvidence } from "@/lib/disputes/respond-to-dispute";
import type { AuditActor } from "@/lib/audit/record-audit";
import * as callbackRoute from "@/app/v2/processor-callbacks/[token]/route";

setupTestDatabase();
checkLedgerAfterEach();

const KEY = "sk_live_disputefiles00000000000000000";
const WEBHOOK_SECRET = "whsec_disputefiles0000000000000000";

let routeServer: { url: string; close(): Promise<void> };
let fake: StripeFake;
let liveKey: string;
let merchantId: string;
let actor: AuditActor;

beforeAll(async () => {
  routeServer = await startRouteServer({ "/v2/processor-callbacks/[token]": callbackRoute });
  process.env.PUBLIC_BASE_URL = routeServer.url;
  resetEnvForTests();
  fake = await startStripeFake({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET });
  const m = await createTestMerchant();
  liveKey = m.keys.live.secret;
  merchantId = m.merchant.id;
  actor = { type: "dashboard", userId: m.user.id };
  const connection = await createConnection({ connector: "stripe", mode: "live", credentials: { secret_key: KEY, webhook_secret: WEBHOOK_SECRET }, baseUrl: fake.url, merchantId });
  fake.setWebhookUrl(connectionCallbackUrl(connection));
  invalidateConnectionCache();
});
afterAll(async () => {
  await fake?.close();
  await routeServer?.close();
  delete process.env.PUBLIC_BASE_URL;
  resetEnvForTests();
});

const until = async (what: string, check: () => Promise<boolean>, ms = 5_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};
const disputeOf = (ref: string) => db().dispute.findFirst({ where: { processorRef: ref, merchantId } });

/** A paid live card payment and a chargeback on it, recorded by the gateway from the fake's webhook. */
async function openedDispute(amount: number) {
  const p = await createHostedPaymentFor(liveKey, { amount, currency: "USD", customer: { first_name: "Jane", email: "jane@example.com" } });
  await submitPaymentAttempt(p.token, { method: "card", kind: "redirect" });
  const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference }, orderBy: { number: "desc" } });
  await fake.pay(attempt.processorRef!, "4242424242424242");
  await until("the payment's success", async () => (await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status === "success");
  const opened = fake.openDispute({ paymentIntent: fake.state.sessions.get(attempt.processorRef!)!.payment_intent!, reason: "product_not_received" });
  await until("the dispute", async () => (await disputeOf(opened.id))?.fundsWithdrawnAt != null);
  return { ref: opened.id, id: (await disputeOf(opened.id))!.id };
}

const lookup = (id: string) => ({ merchantId, mode: "live" as const, otherMode: "not_found" as const, id });
const upload = (id: string, purpose: "receipt" | "other", filename: string, bytes: Buffer) =>
  uploadDisputeFile(db(), {
    ...lookup(id),
    actor,
    upload: { purpose, file: { filename, declared_type: "application/pdf", size: bytes.byteLength, sha256: crypto.createHash("sha256").update(bytes).digest("hex"), base64: bytes.toString("base64") } },
  });
const calls = (path: string) => fake.kit.requests.filter((r) => r.method === "POST" && r.path === path);

describe("Stripe dispute evidence files", () => {
  it("uploads the PDF to Stripe and names its File id in the evidence, submitted once", async () => {
    const { ref, id } = await openedDispute(40);
    const receipt = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    const second = Buffer.from("%PDF-1.4\n% a second receipt\n%%EOF\n");
    await upload(id, "receipt", "receipt.pdf", receipt);
    await upload(id, "receipt", "receipt-2.pdf", second);
    await stageDisputeEvidence(db(), { ...lookup(id), actor, input: { evidence: { uncategorized_text: "Delivered on 1 Dec", shipping_tracking_number: "TRK9" } } });

    const submitted = await submitDisputeEvidence(db(), { ...lookup(id), actor });
    expect(submitted).toMatchObject({ submissionCount: 1, status: "under_review" });

    // One file at Stripe, the first receipt's bytes; the dispute's receipt field names it.
    expect(calls("/v1/files")).toHaveLength(1);
    const [file] = [...fake.state.files.values()];
    expect(file).toMatchObject({ purpose: "dispute_evidence", type: "pdf", filename: "receipt.pdf", size: receipt.byteLength });
    expect(file.content.equals(receipt)).toBe(true);
    const atStripe = fake.state.disputes.get(ref)!;
    expect(atStripe.evidence.receipt).toBe(file.id);
    expect(atStripe.evidence.shipping_tracking_number).toBe("TRK9");
    expect(atStripe.evidence.uncategorized_text).toMatch(/^Delivered on 1 Dec\n\nNot attached .*receipt-2\.pdf \(receipt\)/);
    expect(atStripe.submission_count).toBe(1);

    await expect(submitDisputeEvidence(db(), { ...lookup(id), actor })).rejects.toMatchObject({ code: "INVALID_STATE" });
    expect(calls(`/v1/disputes/${ref}`)).toHaveLength(1);
    expect(calls("/v1/files")).toHaveLength(1);
    expect(fake.state.disputes.get(ref)!.submission_count).toBe(1);
  });

  it("a PNG arrives byte for byte; a submission Stripe refuses is released and can be sent again", async () => {
    const { ref, id } = await openedDispute(30);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(2048)]);
    await upload(id, "other", "photo.png", png);
    fake.kit.fault({ kind: "server_error", match: `POST /v1/disputes/${ref}` });
    await expect(submitDisputeEvidence(db(), { ...lookup(id), actor })).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(fake.state.disputes.get(ref)!.submission_count).toBe(0);
    expect(await db().dispute.findUniqueOrThrow({ where: { id } })).toMatchObject({ submissionCount: 0, evidenceSubmittedAt: null, status: "needs_response" });

    const submitted = await submitDisputeEvidence(db(), { ...lookup(id), actor });
    expect(submitted).toMatchObject({ submissionCount: 1, status: "under_review" });
    const atStripe = fake.state.disputes.get(ref)!;
    const file = fake.state.files.get(atStripe.evidence.uncategorized_file as string)!;
    expect(file).toMatchObject({ type: "png", filename: "photo.png", size: png.byteLength });
    expect(file.content.equals(png)).toBe(true);
    expect(atStripe.submission_count).toBe(1);
  });
});
