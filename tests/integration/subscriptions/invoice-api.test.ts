// The /v2/invoices routes end to end through their handlers: a one-off invoice made as a draft,
// edited, finalized (the next number of the merchant's sequence, its due date, its hosted page),
// sent, voided; a subscription's invoice voided lets its billing go on. Every refusal (an edit after
// finalize, a minimum with no partial payments or not under the total, lines adding up to nothing,
// no one to send it to, a void once paid toward) a precise 4xx with nothing written.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { routeCaller, type RouteCall, type RouteHandler } from "@/tests/support/route-calls";
import { db } from "@/lib/db";
import { GET as listRoute, POST as createRoute } from "@/app/v2/invoices/route";
import { GET as oneRoute, PATCH as patchRoute } from "@/app/v2/invoices/[id]/route";
import { POST as finalizeRoute } from "@/app/v2/invoices/[id]/finalize/route";
import { POST as voidRoute } from "@/app/v2/invoices/[id]/void/route";
import { POST as sendRoute } from "@/app/v2/invoices/[id]/send/route";
import { POST as uncollectibleRoute } from "@/app/v2/invoices/[id]/mark-uncollectible/route";

setupTestDatabase();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
let shop: Shop;
let key: string;
beforeAll(async () => {
  shop = await createTestMerchant();
  key = shop.keys.test.secret;
});

const routes = routeCaller(() => key);
const call = routes.call;
const json = (v: unknown) => JSON.stringify(v, (_, x) => (typeof x === "bigint" ? x.toString() : x));
const snapshot = async () =>
  [await db().auditLog.count(), await db().event.count(), await db().job.count(), json(await db().invoice.findMany({ orderBy: { id: "asc" } })), json(await db().invoiceSequence.findMany())].join("|");

const expectRefused = (handler: RouteHandler, path: string, opts: RouteCall, status: number, code: string, field?: string) => routes.expectRefused(snapshot, handler, path, opts, status, code, field);

const schoolFees = {
  currency: "etb",
  customer: { name: "Abebe Kebede", email: "Abebe@Example.test", phone_number: "+251 911 000 001" },
  lines: [
    { description: "Term 1 tuition", quantity: 1, unit_amount: 4500 },
    { description: "Textbooks", quantity: 3, unit_amount: 120.5 },
  ],
  tax_rate_percent: 15,
  description: "Grade 4, term 1",
  days_until_due: 14,
  allow_partial_payments: true,
  minimum_partial_amount: 1000,
};

async function draft(extra: Record<string, unknown> = {}) {
  const res = await call(createRoute, "/v2/invoices", { body: { ...schoolFees, ...extra } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data;
}

describe("a one-off invoice's life", () => {
  it("is a draft with no number, edited, finalized into the sequence, sent, listed", async () => {
    const d = await draft();
    expect(d).toMatchObject({
      status: "draft",
      number: null,
      currency: "ETB",
      subtotal: 4861.5,
      // 15% of 4,861.50 is 729.225: half up to 729.23.
      tax: 729.23,
      total: 5590.73,
      amount_paid: 0,
      amount_due: 5590.73,
      description: "Grade 4, term 1",
      allow_partial_payments: true,
      minimum_partial_amount: 1000,
      hosted_invoice_url: null,
      subscription_reference: null,
      customer: { name: "Abebe Kebede", email: "abebe@example.test", phone_number: "+251911000001" },
    });
    expect(d.lines).toEqual([
      { description: "Term 1 tuition", quantity: 1, unit_amount: 4500, amount: 4500 },
      { description: "Textbooks", quantity: 3, unit_amount: 120.5, amount: 361.5 },
    ]);
    expect(d.customer_reference).toMatch(/^cus_/);
    const id = d.invoice_reference;

    const edited = await call(patchRoute, `/v2/invoices/${id}`, { method: "PATCH", body: { lines: [{ description: "Term 1 tuition", unit_amount: 4000 }], tax_rate_percent: 0 }, params: { id } });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json.data).toMatchObject({ subtotal: 4000, tax: 0, total: 4000, minimum_partial_amount: 1000 });

    const finalized = await call(finalizeRoute, `/v2/invoices/${id}/finalize`, { body: {}, params: { id } });
    expect(finalized.status, JSON.stringify(finalized.json)).toBe(200);
    const f = finalized.json.data;
    expect(f.status).toBe("open");
    expect(f.number).toMatch(/^INV-\d{6}$/);
    expect(f.hosted_invoice_url).toMatch(/\/invoice\/inv_test_[0-9A-Za-z]{20,}$/);
    expect(new Date(f.due_at).getTime() - new Date(f.finalized_at).getTime()).toBe(14 * 86_400_000);
    const again = await call(finalizeRoute, `/v2/invoices/${id}/finalize`, { body: {}, params: { id } });
    expect(again.json.data.number).toBe(f.number);

    // After finalize, nothing on it changes.
    await expectRefused(patchRoute, `/v2/invoices/${id}`, { body: { description: "changed" }, params: { id } }, 409, "INVALID_STATE");

    const second = await draft({ customer: { email: "b@example.test" } });
    const f2 = (await call(finalizeRoute, `/v2/invoices/${second.invoice_reference}/finalize`, { body: {}, params: { id: second.invoice_reference } })).json.data;
    expect(Number(f2.number.slice(4))).toBe(Number(f.number.slice(4)) + 1);

    const sent = await call(sendRoute, `/v2/invoices/${id}/send`, { body: {}, params: { id } });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json.data.sent_at).not.toBeNull();
    expect(await db().job.count({ where: { type: "invoice.send_email", objectId: id } })).toBe(1);

    const byNumber = await call(listRoute, `/v2/invoices?number=${f.number}`, { method: "GET" });
    expect(byNumber.json.data.items.map((i: { invoice_reference: string }) => i.invoice_reference)).toEqual([id]);
    const drafts = await call(listRoute, "/v2/invoices?status=open&per_page=1", { method: "GET" });
    expect(drafts.json.data.items).toHaveLength(1);
    expect(drafts.json.data.pagination.next_cursor).toBeTruthy();

    const types = (await db().event.findMany({ where: { objectId: id }, orderBy: { createdAt: "asc" }, select: { type: true } })).map((e) => e.type);
    expect(types).toEqual(["invoice.created", "invoice.updated", "invoice.finalized", "invoice.sent"]);

    const voided = await call(voidRoute, `/v2/invoices/${id}/void`, { body: {}, params: { id } });
    expect(voided.json.data).toMatchObject({ status: "void", hosted_invoice_url: null });
    await expectRefused(sendRoute, `/v2/invoices/${id}/send`, { body: {}, params: { id } }, 409, "INVALID_STATE");
    const read = await call(oneRoute, `/v2/invoices/${id}`, { method: "GET", params: { id } });
    expect(read.json.data.voided_at).not.toBeNull();
  });

  it("a UGX invoice in whole shillings; a draft sent is refused until finalized", async () => {
    const d = await draft({ currency: "UGX", lines: [{ description: "Internet, December", unit_amount: 95000 }], tax_rate_percent: 18, minimum_partial_amount: 20000 });
    expect(d).toMatchObject({ subtotal: 95000, tax: 17100, total: 112100 });
    await expectRefused(sendRoute, `/v2/invoices/${d.invoice_reference}/send`, { body: {}, params: { id: d.invoice_reference } }, 409, "INVALID_STATE");
    await expectRefused(createRoute, "/v2/invoices", { body: { ...schoolFees, currency: "UGX", lines: [{ description: "x", unit_amount: 10.5 }], minimum_partial_amount: undefined } }, 400, "INVALID_VALUE", "lines[0].unit_amount");
  });
});

describe("what the invoice routes refuse", () => {
  it("bad amounts and minimums, no one to bill, unknown fields and currencies", async () => {
    await expectRefused(createRoute, "/v2/invoices", { body: { ...schoolFees, allow_partial_payments: false } }, 400, "INVALID_VALUE", "minimum_partial_amount");
    await expectRefused(createRoute, "/v2/invoices", { body: { ...schoolFees, minimum_partial_amount: 6000 } }, 400, "INVALID_VALUE", "minimum_partial_amount");
    await expectRefused(createRoute, "/v2/invoices", { body: { ...schoolFees, lines: [{ description: "Free", unit_amount: 0 }], minimum_partial_amount: undefined } }, 400, "INVALID_VALUE", "lines");
    await expectRefused(createRoute, "/v2/invoices", { body: { ...schoolFees, customer: {} } }, 400, "INVALID_VALUE", "customer");
    await expectRefused(createRoute, "/v2/invoices", { body: { ...schoolFees, currency: "EUR" } }, 400, "INVALID_VALUE", "currency");
    await expectRefused(createRoute, "/v2/invoices", { body: { ...schoolFees, lines: [] } }, 400, "VALIDATION_ERROR", "lines");
    await expectRefused(createRoute, "/v2/invoices", { body: { ...schoolFees, tax_rate_percent: 12.345 } }, 400, "VALIDATION_ERROR", "tax_rate_percent");
    await expectRefused(createRoute, "/v2/invoices", { body: { ...schoolFees, lines: [{ description: "x", unit_amount: 5, quantity: 0 }] } }, 400, "VALIDATION_ERROR", "quantity");
    await expectRefused(createRoute, "/v2/invoices", { body: { ...schoolFees, status: "paid" } }, 400, "VALIDATION_ERROR");
    await expectRefused(listRoute, "/v2/invoices?number=42", {}, 400, "INVALID_VALUE", "number");
  });

  it("a draft's edits are checked as its creation; send needs an e-mail; unknown and foreign invoices are not found", async () => {
    const d = await draft({ customer: { phone_number: "+251911000003" } });
    const id = d.invoice_reference;
    await expectRefused(patchRoute, `/v2/invoices/${id}`, { body: { minimum_partial_amount: 99999 }, params: { id } }, 400, "INVALID_VALUE", "minimum_partial_amount");
    await expectRefused(patchRoute, `/v2/invoices/${id}`, { body: { allow_partial_payments: false, minimum_partial_amount: 500 }, params: { id } }, 400, "INVALID_VALUE", "minimum_partial_amount");
    // Turning partial payments off drops the minimum with them.
    const off = await call(patchRoute, `/v2/invoices/${id}`, { method: "PATCH", body: { allow_partial_payments: false }, params: { id } });
    expect(off.json.data).toMatchObject({ allow_partial_payments: false, minimum_partial_amount: null });
    await expectRefused(patchRoute, `/v2/invoices/${id}`, { body: { currency: "USD" }, params: { id } }, 400, "VALIDATION_ERROR");
    await call(finalizeRoute, `/v2/invoices/${id}/finalize`, { body: {}, params: { id } });
    await expectRefused(sendRoute, `/v2/invoices/${id}/send`, { body: {}, params: { id } }, 400, "INVALID_VALUE", "customer.email");
    await expectRefused(oneRoute, "/v2/invoices/in_0000000000000000000000", { params: { id: "in_0000000000000000000000" } }, 404, "NOT_FOUND");
    const other = await createTestMerchant();
    await expectRefused(voidRoute, `/v2/invoices/${id}/void`, { body: {}, params: { id }, key: other.keys.test.secret }, 404, "NOT_FOUND");
    await expectRefused(oneRoute, `/v2/invoices/${id}`, { params: { id }, key: shop.keys.live.secret }, 401, "UNAUTHORIZED");
  });

  it("marks an open invoice uncollectible once (a draft or a paid one refused); it can still be voided while nothing was paid", async () => {
    const d = await draft();
    const id = d.invoice_reference;
    await expectRefused(uncollectibleRoute, `/v2/invoices/${id}/mark-uncollectible`, { body: {}, params: { id } }, 409, "INVALID_STATE");
    await call(finalizeRoute, `/v2/invoices/${id}/finalize`, { body: {}, params: { id } });
    const marked = await call(uncollectibleRoute, `/v2/invoices/${id}/mark-uncollectible`, { body: {}, params: { id } });
    expect(marked.status, JSON.stringify(marked.json)).toBe(200);
    expect(marked.json.data).toMatchObject({ status: "uncollectible", amount_due: 5590.73 });
    expect(marked.json.data.hosted_invoice_url).not.toBeNull();
    const again = await call(uncollectibleRoute, `/v2/invoices/${id}/mark-uncollectible`, { body: {}, params: { id } });
    expect(again.json.data.updated_at).toBe(marked.json.data.updated_at);
    expect(await db().auditLog.count({ where: { targetId: id, action: "invoice.marked_uncollectible" } })).toBe(1);
    expect((await db().event.findMany({ where: { objectId: id }, orderBy: { createdAt: "asc" } })).map((e) => e.type).slice(-1)).toEqual(["invoice.updated"]);
    await expectRefused(uncollectibleRoute, `/v2/invoices/${id}/mark-uncollectible`, { body: { reason: "bad debt" }, params: { id } }, 400, "VALIDATION_ERROR");
    const voided = await call(voidRoute, `/v2/invoices/${id}/void`, { body: {}, params: { id } });
    expect(voided.json.data.status).toBe("void");
    await expectRefused(uncollectibleRoute, `/v2/invoices/${id}/mark-uncollectible`, { body: {}, params: { id } }, 409, "INVALID_STATE");
  });

  it("a void once money was paid toward it", async () => {
    const d = await draft();
    const id = d.invoice_reference;
    await call(finalizeRoute, `/v2/invoices/${id}/finalize`, { body: {}, params: { id } });
    await db().invoice.update({ where: { id }, data: { amountPaid: 100000n, status: "partially_paid" } });
    await expectRefused(voidRoute, `/v2/invoices/${id}/void`, { body: {}, params: { id } }, 409, "INVALID_STATE");
  });
});
