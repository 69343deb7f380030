// The /v2/disputes routes end to end through their handlers, on test-mode (simulator) payments: a
// reversal claim recorded, evidence staged and files stored with their hash, submitted once, then the
// claim reversed; and every refusal the issue names (evidence on a closed dispute, a second submit, a
// file over the limit or of a type not on the list, a foreign dispute id) a precise 4xx in the envelope
// with nothing written.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createPaidPayment } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { GET as listRoute, POST as claimRoute } from "@/app/v2/disputes/route";
import { GET as oneRoute } from "@/app/v2/disputes/[id]/route";
import { POST as evidenceRoute } from "@/app/v2/disputes/[id]/evidence/route";
import { POST as filesRoute } from "@/app/v2/disputes/[id]/files/route";
import { POST as submitRoute } from "@/app/v2/disputes/[id]/submit/route";
import { POST as acceptRoute } from "@/app/v2/disputes/[id]/accept/route";
import { POST as claimStatusRoute } from "@/app/v2/disputes/[id]/claim-status/route";
import { DISPUTE_FILE_MAX_BYTES } from "@/lib/catalog/dispute-states";
import { addTestFunds } from "@/lib/ledger/add-test-funds";

setupTestDatabase();
checkLedgerAfterEach();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
let key: string;
beforeAll(async () => {
  shop = await createTestMerchant();
  key = shop.keys.test.secret;
  // Enough balance that no hold here is a debt.
  await db().$transaction((tx) => addTestFunds(tx, { merchantId: shop.merchant.id, mode: "test", currency: "ETB", amount: 1000, actor: { type: "cli" } }));
});

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
async function call(handler: Handler, path: string, opts: { key?: string; body?: unknown; params?: Record<string, string>; request?: Request } = {}) {
  const req = opts.request ?? apiRequest(path, { key: opts.key ?? key, ...(opts.body === undefined ? {} : { body: opts.body }) });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  return { status: res.status, json: await res.json() };
}

function fileRequest(id: string, bytes: Buffer, opts: { name?: string; type?: string; purpose?: string; key?: string } = {}) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: opts.type ?? "application/pdf" }), opts.name ?? "receipt.pdf");
  form.set("purpose", opts.purpose ?? "receipt");
  return new Request(`http://localhost/v2/disputes/${id}/files`, { method: "POST", headers: { authorization: `Bearer ${opts.key ?? key}` }, body: form });
}

/** Everything a refused request must leave alone. */
const snapshot = async () =>
  [await db().dispute.count(), await db().disputeFile.count(), await db().auditLog.count(), await db().event.count(), await db().ledgerTransaction.count(), JSON.stringify(await db().dispute.findMany({ orderBy: { id: "asc" } }), (_, v) => (typeof v === "bigint" ? v.toString() : v))].join("|");

async function expectRefused(run: () => Promise<{ status: number; json: { status?: string; error?: { code: string } } }>, status: number, code: string) {
  const before = await snapshot();
  const res = await run();
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.status).toBe("error");
  expect(res.json.error?.code).toBe(code);
  expect(await snapshot()).toBe(before);
}

const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.from("delivery signed by the customer\n%%EOF\n")]);

describe("a reversal claim through the API", () => {
  let disputeId: string;
  let paymentRef: string;

  it("is recorded with the operator's reference and holds the amount", async () => {
    const p = await createPaidPayment(key, { amount: 120, currency: "ETB" });
    paymentRef = p.reference;
    const res = await call(claimRoute, "/v2/disputes", { body: { payment_reference: p.reference, operator_reference: "MTN-CC-778812", reason: "unrecognized", note: "Customer called MTN on 1 Dec" } });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      kind: "reversal",
      status: "open",
      amount: 120,
      currency: "ETB",
      payment_reference: p.reference,
      processor_reference: "MTN-CC-778812",
      evidence: { uncategorized_text: "Customer called MTN on 1 Dec" },
      evidence_details: { channel: "record", submission_count: 0, awaiting_response: true },
      files: [],
      balance_transactions: [{ type: "hold", amount: 120, currency: "ETB" }],
    });
    disputeId = res.json.data.dispute_reference;
  });

  it("is listed, filtered and fetched", async () => {
    const all = await call(listRoute, "/v2/disputes");
    expect(all.status).toBe(200);
    expect(all.json.data.items.map((d: { dispute_reference: string }) => d.dispute_reference)).toContain(disputeId);
    const byPayment = await call(listRoute, `/v2/disputes?payment_reference=${paymentRef}&status=open&kind=reversal&open=true`);
    expect(byPayment.json.data.items).toHaveLength(1);
    const closed = await call(listRoute, "/v2/disputes?open=false");
    expect(closed.json.data.items).toEqual([]);
    const one = await call(oneRoute, `/v2/disputes/${disputeId}`, { params: { id: disputeId } });
    expect(one.json.data.dispute_reference).toBe(disputeId);
  });

  it("refuses bad list filters", async () => {
    await expectRefused(() => call(listRoute, "/v2/disputes?status=maybe"), 400, "VALIDATION_ERROR");
    await expectRefused(() => call(listRoute, "/v2/disputes?colour=red"), 400, "VALIDATION_ERROR");
    await expectRefused(() => call(listRoute, "/v2/disputes?due_before=tomorrow"), 400, "VALIDATION_ERROR");
  });

  it("stages text evidence, then restages and clears a field", async () => {
    const res = await call(evidenceRoute, `/v2/disputes/${disputeId}/evidence`, { params: { id: disputeId }, body: { evidence: { product_description: "Airtime bundle", customer_name: "Abebe" } } });
    expect(res.status).toBe(200);
    expect(res.json.data.evidence).toEqual({ uncategorized_text: "Customer called MTN on 1 Dec", product_description: "Airtime bundle", customer_name: "Abebe" });
    const cleared = await call(evidenceRoute, `/v2/disputes/${disputeId}/evidence`, { params: { id: disputeId }, body: { evidence: { customer_name: null } } });
    expect(cleared.json.data.evidence).not.toHaveProperty("customer_name");
  });

  it("refuses evidence of the wrong shape", async () => {
    const at = { params: { id: disputeId } };
    await expectRefused(() => call(evidenceRoute, "/", { ...at, body: { evidence: {} } }), 400, "INVALID_VALUE");
    await expectRefused(() => call(evidenceRoute, "/", { ...at, body: { evidence: { favourite_colour: "red" } } }), 400, "VALIDATION_ERROR");
    await expectRefused(() => call(evidenceRoute, "/", { ...at, body: { evidence: { product_description: 42 } } }), 400, "VALIDATION_ERROR");
    await expectRefused(() => call(evidenceRoute, "/", { ...at, body: { evidence: { product_description: "x".repeat(20_001) } } }), 400, "VALIDATION_ERROR");
    await expectRefused(() => call(evidenceRoute, "/", { ...at, body: { product_description: "top-level" } }), 400, "VALIDATION_ERROR");
  });

  it("stores a file with its size and hash", async () => {
    const res = await call(filesRoute, "/", { params: { id: disputeId }, request: fileRequest(disputeId, pdf, { name: "../../etc/receipt.pdf" }) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ purpose: "receipt", file_name: "receipt.pdf", mime_type: "application/pdf", size: pdf.byteLength, sha256: crypto.createHash("sha256").update(pdf).digest("hex") });
    const stored = await db().disputeFile.findUniqueOrThrow({ where: { id: res.json.data.file_id } });
    expect(Buffer.from(stored.content).equals(pdf)).toBe(true);
  });

  it("refuses a file over the limit, of a type not on the list, empty, or without a purpose", async () => {
    const at = { params: { id: disputeId } };
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(DISPUTE_FILE_MAX_BYTES)]);
    await expectRefused(() => call(filesRoute, "/", { ...at, request: fileRequest(disputeId, big) }), 400, "INVALID_VALUE");
    // An executable declared as a PDF: judged by its bytes.
    await expectRefused(() => call(filesRoute, "/", { ...at, request: fileRequest(disputeId, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])) }), 400, "INVALID_VALUE");
    await expectRefused(() => call(filesRoute, "/", { ...at, request: fileRequest(disputeId, Buffer.alloc(0)) }), 400, "INVALID_VALUE");
    await expectRefused(() => call(filesRoute, "/", { ...at, request: fileRequest(disputeId, pdf, { purpose: "selfie" }) }), 400, "VALIDATION_ERROR");
    await expectRefused(() => call(filesRoute, "/", { ...at, body: { file: "not multipart" } }), 400, "INVALID_FORMAT");
  });

  it("refuses another merchant's dispute, and answers the other mode's key with its mode", async () => {
    const other = await createTestMerchant();
    const foreign = { key: other.keys.test.secret, params: { id: disputeId } };
    await expectRefused(() => call(oneRoute, "/", foreign), 404, "NOT_FOUND");
    await expectRefused(() => call(evidenceRoute, "/", { ...foreign, body: { evidence: { product_description: "taken over" } } }), 404, "NOT_FOUND");
    await expectRefused(() => call(filesRoute, "/", { params: { id: disputeId }, request: fileRequest(disputeId, pdf, { key: other.keys.test.secret }) }), 404, "NOT_FOUND");
    await expectRefused(() => call(submitRoute, "/", { ...foreign, body: {} }), 404, "NOT_FOUND");
    await expectRefused(() => call(acceptRoute, "/", { ...foreign, body: {} }), 404, "NOT_FOUND");
    await expectRefused(() => call(claimStatusRoute, "/", { ...foreign, body: { status: "reversed" } }), 404, "NOT_FOUND");
    await expectRefused(() => call(oneRoute, "/", { params: { id: "dp_nosuchdispute00000000" } }), 404, "NOT_FOUND");
    const live = await call(oneRoute, "/", { key: shop.keys.live.secret, params: { id: disputeId } });
    expect(live.status).toBe(401);
    expect(live.json.error.code).toBe("UNAUTHORIZED");
    expect(live.json.message).toContain("test mode");
  });

  it("submits once: a second submit, more evidence or files after it are refused", async () => {
    const at = { params: { id: disputeId } };
    const res = await call(submitRoute, "/", { ...at, body: {} });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.evidence_details).toMatchObject({ submission_count: 1, awaiting_response: false, channel: "record" });
    expect(res.json.data.evidence_details.submitted_at).not.toBeNull();
    await expectRefused(() => call(submitRoute, "/", { ...at, body: {} }), 409, "INVALID_STATE");
    await expectRefused(() => call(evidenceRoute, "/", { ...at, body: { evidence: { product_description: "later" } } }), 409, "INVALID_STATE");
    await expectRefused(() => call(filesRoute, "/", { ...at, request: fileRequest(disputeId, pdf) }), 409, "INVALID_STATE");
    await expectRefused(() => call(submitRoute, "/", { ...at, body: { confirm: true } }), 400, "VALIDATION_ERROR");
  });

  it("moves as the operator says: reversed takes the held amount; then nothing more is accepted", async () => {
    const at = { params: { id: disputeId } };
    await expectRefused(() => call(claimStatusRoute, "/", { ...at, body: { status: "won" } }), 400, "VALIDATION_ERROR");
    const frozen = await call(claimStatusRoute, "/", { ...at, body: { status: "funds_frozen" } });
    expect(frozen.json.data.status).toBe("funds_frozen");
    const reversed = await call(claimStatusRoute, "/", { ...at, body: { status: "reversed" } });
    expect(reversed.json.data).toMatchObject({ status: "reversed", outcome: "lost" });
    expect(reversed.json.data.balance_transactions.map((t: { type: string }) => t.type)).toEqual(["hold", "loss"]);
    await expectRefused(() => call(claimStatusRoute, "/", { ...at, body: { status: "rejected" } }), 409, "INVALID_STATE");
    await expectRefused(() => call(acceptRoute, "/", { ...at, body: {} }), 409, "INVALID_STATE");
    await expectRefused(() => call(evidenceRoute, "/", { ...at, body: { evidence: { product_description: "too late" } } }), 409, "INVALID_STATE");
  });

  it("accepting an open claim reverses it", async () => {
    const p = await createPaidPayment(key, { amount: 30, currency: "ETB" });
    const opened = await call(claimRoute, "/v2/disputes", { body: { payment_reference: p.reference, operator_reference: "AIRTEL-CC-1", reason: "duplicate", amount: 10 } });
    expect(opened.status).toBe(201);
    const id = opened.json.data.dispute_reference;
    const accepted = await call(acceptRoute, "/", { params: { id }, body: {} });
    expect(accepted.json.data).toMatchObject({ status: "reversed", outcome: "lost", amount: 10 });
    const events = await db().event.findMany({ where: { objectId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    expect(events.map((e) => e.type)).toEqual(["dispute.created", "dispute.funds_withdrawn", "dispute.updated", "dispute.closed"]);
    const audits = await db().auditLog.findMany({ where: { targetId: id } });
    expect(audits.map((a) => a.action).sort()).toEqual(["dispute.accepted", "dispute.reversal_claim_recorded"]);
  });

  it("refuses claims that do not fit: a repeated reference, an unpaid payment, bad fields", async () => {
    const p = await createPaidPayment(key, { amount: 5, currency: "ETB" });
    await expectRefused(() => call(claimRoute, "/", { body: { payment_reference: p.reference, operator_reference: "MTN-CC-778812", reason: "duplicate" } }), 409, "RESOURCE_CONFLICT");
    await expectRefused(() => call(claimRoute, "/", { body: { payment_reference: p.reference, operator_reference: "X-1", reason: "because" } }), 400, "VALIDATION_ERROR");
    await expectRefused(() => call(claimRoute, "/", { body: { payment_reference: p.reference, operator_reference: "X-2", reason: "duplicate", amount: 6 } }), 400, "INVALID_VALUE");
    await expectRefused(() => call(claimRoute, "/", { body: { payment_reference: "pay_nosuchpayment000000", operator_reference: "X-3", reason: "duplicate" } }), 404, "NOT_FOUND");
    await expectRefused(() => call(claimRoute, "/", { body: { operator_reference: "X-4", reason: "duplicate" } }), 400, "VALIDATION_ERROR");
  });
});
