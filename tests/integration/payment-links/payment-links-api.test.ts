// The payment links API (/v2/payment-links…) and its dashboard JSON routes, called with
// real Requests against a real database. Every refused request is checked for its precise code
// and field, and for having written nothing (no link, ticket type, image or audit record).
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createSubaccountFor } from "@/tests/factories/subaccounts";
import { addMember, callAsUser, runInRequestScope, sessionCookie } from "@/tests/support/dashboard-session";
import {
  createLinkFor,
  donationLinkBody,
  eventLinkBody,
  failByCard,
  JPEG_BYTES,
  linkPaymentWithTickets,
  multipartRequest,
  payByCard,
  PNG_BYTES,
} from "@/tests/factories/payment-links-api";
import { GET as listRoute, POST as createRoute } from "@/app/v2/payment-links/route";
import { GET as getRoute, PATCH as patchRoute } from "@/app/v2/payment-links/[id]/route";
import { POST as deactivateRoute } from "@/app/v2/payment-links/[id]/deactivate/route";
import { GET as ticketsRoute } from "@/app/v2/payment-links/[id]/tickets/route";
import { POST as checkInRoute } from "@/app/v2/payment-links/[id]/tickets/[reference]/check-in/route";
import { POST as imagesRoute } from "@/app/v2/payment-links/images/route";
import { GET as listPaymentsRoute } from "@/app/v2/payments/route";
import { GET as dList, POST as dCreate } from "@/app/api/dashboard/payment-links/route";
import { GET as dGet, PATCH as dPatch } from "@/app/api/dashboard/payment-links/[id]/route";
import { POST as dDeactivate } from "@/app/api/dashboard/payment-links/[id]/deactivate/route";
import { GET as dTickets } from "@/app/api/dashboard/payment-links/[id]/tickets/route";
import { POST as dCheckIn } from "@/app/api/dashboard/payment-links/[id]/tickets/[reference]/check-in/route";
import { GET as dPayments } from "@/app/api/dashboard/payment-links/[id]/payments/route";
import { POST as dImages } from "@/app/api/dashboard/payment-links/images/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { RouteHandler } from "@/lib/api/with-api";

setupTestDatabase();

type Owner = Awaited<ReturnType<typeof createTestMerchant>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its route's own shape
type Json = { status: string; message: string; data: any; error?: { code: string; details?: any } };

async function call(handler: RouteHandler, path: string, init: { key: string; method?: string; body?: unknown; rawBody?: string; params?: Record<string, string>; headers?: Record<string, string> }) {
  const res = await handler(apiRequest(path, { key: init.key, method: init.method, body: init.body, rawBody: init.rawBody, headers: init.headers }), {
    params: Promise.resolve(init.params ?? {}),
  });
  return { status: res.status, json: (await res.json()) as Json, res };
}

const create = (key: string, body: unknown, headers: Record<string, string> = {}) => call(createRoute, "/v2/payment-links", { key, body, headers });
const get = (key: string, id: string) => call(getRoute, `/v2/payment-links/${id}`, { key, params: { id } });
const patch = (key: string, id: string, body: unknown) => call(patchRoute, `/v2/payment-links/${id}`, { key, method: "PATCH", body, params: { id } });
const checkIn = (key: string, id: string, reference: string) =>
  call(checkInRoute, `/v2/payment-links/${id}/tickets/${reference}/check-in`, { key, method: "POST", params: { id, reference } });

/** Everything a refused request must leave as it was. */
async function written(merchantId: string) {
  const [links, types, images, audits, tickets] = await Promise.all([
    db().paymentLink.findMany({ where: { merchantId }, orderBy: { id: "asc" } }),
    db().ticketType.count({ where: { merchantId } }),
    db().paymentLinkImage.count({ where: { merchantId } }),
    db().auditLog.count({ where: { merchantId } }),
    db().ticket.findMany({ where: { merchantId }, orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ links, types, images, audits, tickets }, (_k, v) => (typeof v === "bigint" ? String(v) : v));
}

let owner: Owner;
let stranger: Owner;
let key: string;
let subaccount: string;
beforeAll(async () => {
  owner = await createTestMerchant();
  stranger = await createTestMerchant();
  key = owner.keys.test.secret;
  subaccount = await createSubaccountFor(key);
});

describe("POST /v2/payment-links: each kind", () => {
  it("a donation link: customer-chosen amount with a minimum and suggested amounts, custom fields, the public URL /l/{slug}", async () => {
    const { status, json } = await create(key, { ...donationLinkBody, custom_fields: [{ key: "class", label: "Your child's class", required: true }], collect: { phone: true } });
    expect(status, JSON.stringify(json)).toBe(201);
    const link = json.data;
    expect(link).toMatchObject({
      kind: "donation",
      currency: "ETB",
      amount: null,
      amount_options: { min: 50, max: null, suggested: [100, 250, 500] },
      quantity: { enabled: false, max: null },
      collect: { name: true, email: true, phone: true },
      custom_fields: [{ key: "class", label: "Your child's class", required: true }],
      ticket_types: null,
      subaccounts: null,
      fee_bearer: "merchant",
      active: true,
      payment_count: 0,
      amount_collected: 0,
      mode: "test",
      image_url: null,
    });
    expect(link.id).toMatch(/^plink_[0-9A-Za-z]{22}$/);
    const row = await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(row.slug).toMatch(/^[0-9A-Za-z]{13}$/);
    expect(link.url).toBe(`${env().publicBaseUrl}/l/${row.slug}`);
    expect(row).toMatchObject({ merchantId: owner.merchant.id, amountMin: 5000n, amountMax: null, suggestedAmounts: [10000n, 25000n, 50000n] });
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: owner.merchant.id, targetId: link.id } });
    expect(audit).toMatchObject({ action: "payment_link.created", actorType: "api", mode: "test" });
  });

  it("a payment link with a fixed amount and a quantity (max 10 by default), a redirect, an expiry and a payment limit", async () => {
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const { status, json } = await create(key, {
      kind: "payment",
      title: "T-shirt",
      description: "",
      currency: "usd",
      amount: 12.5,
      quantity: { enabled: true },
      redirect_url: "https://shop.example.com/thanks",
      expires_at: expires,
      max_payments: 100,
    });
    expect(status, JSON.stringify(json)).toBe(201);
    expect(json.data).toMatchObject({ kind: "payment", currency: "USD", amount: 12.5, amount_options: null, quantity: { enabled: true, max: 10 }, redirect_url: "https://shop.example.com/thanks", expires_at: expires, max_payments: 100 });
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: json.data.id } })).amount).toBe(1250n);
  });

  it("an event link: its ticket types with prices, quantities, sale windows, sold 0 and all available", async () => {
    const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const body = { ...eventLinkBody, ticket_types: [{ ...eventLinkBody.ticket_types[0], sales_start_at: "2026-01-01T00:00:00Z", sales_end_at: end }, eventLinkBody.ticket_types[1]] };
    const { status, json } = await create(key, body);
    expect(status, JSON.stringify(json)).toBe(201);
    expect(json.data.amount).toBeNull();
    expect(json.data.amount_options).toBeNull();
    expect(json.data.ticket_types).toEqual([
      { id: expect.stringMatching(/^tkty_/), name: "General admission", price: 500, quantity: 10, sold: 0, available: 10, sales_start_at: "2026-01-01T00:00:00.000Z", sales_end_at: end },
      { id: expect.stringMatching(/^tkty_/), name: "VIP", price: 1500, quantity: 2, sold: 0, available: 2, sales_start_at: null, sales_end_at: null },
    ]);
    expect(await db().ticketType.count({ where: { linkId: json.data.id } })).toBe(2);
  });

  it("split rules through a link: checked against the link's amount and answered as given", async () => {
    const rules = [{ subaccount_reference: subaccount, split_type: "percentage", split_value: 20 }];
    const { status, json } = await create(key, { kind: "payment", title: "Shared", description: "", currency: "ETB", amount: 1000, subaccounts: rules, fee_bearer: "subaccounts" });
    expect(status, JSON.stringify(json)).toBe(201);
    expect(json.data).toMatchObject({ subaccounts: rules, fee_bearer: "subaccounts" });
    // A chosen amount with a minimum is checked at the minimum.
    const chosen = await create(key, { ...donationLinkBody, subaccounts: [{ subaccount_reference: subaccount }] });
    expect(chosen.status, JSON.stringify(chosen.json)).toBe(201);
  });

  it("a repeated Idempotency-Key answers the first link again and writes one; with another body it is 422", async () => {
    const headers = { "Idempotency-Key": "link-once-1" };
    const first = await create(key, donationLinkBody, headers);
    const again = await create(key, donationLinkBody, headers);
    expect(again.status).toBe(201);
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json.data.id).toBe(first.json.data.id);
    expect(await db().paymentLink.count({ where: { merchantId: owner.merchant.id, title: donationLinkBody.title, createdAt: { gte: new Date(Date.now() - 60_000) } } })).toBeGreaterThan(0);
    const before = await written(owner.merchant.id);
    const other = await create(key, { ...donationLinkBody, title: "Another" }, headers);
    expect(other.status).toBe(422);
    expect(other.json.error?.code).toBe("IDEMPOTENCY_KEY_MISMATCH");
    expect(await written(owner.merchant.id)).toBe(before);
  });
});

describe("POST /v2/payment-links: every refusal names its field and writes nothing", () => {
  const inFuture = () => new Date(Date.now() + 86_400_000).toISOString();
  const cases: [string, () => Record<string, unknown>, string, string | null][] = [
    ["an unknown field (status)", () => ({ ...donationLinkBody, status: "active" }), "VALIDATION_ERROR", null],
    ["an unknown kind", () => ({ ...donationLinkBody, kind: "subscription" }), "VALIDATION_ERROR", "kind"],
    ["no title", () => ({ ...donationLinkBody, title: undefined }), "VALIDATION_ERROR", "title"],
    ["a blank title", () => ({ ...donationLinkBody, title: "   " }), "VALIDATION_ERROR", "title"],
    ["an unsupported currency", () => ({ ...donationLinkBody, currency: "EUR" }), "INVALID_VALUE", "currency"],
    ["an amount with too many decimals", () => ({ kind: "payment", title: "A", description: "", currency: "ETB", amount: 10.001 }), "INVALID_VALUE", "amount"],
    ["decimals on a currency without any (UGX)", () => ({ kind: "payment", title: "A", description: "", currency: "UGX", amount: 1000.5 }), "INVALID_VALUE", "amount"],
    ["a zero amount", () => ({ kind: "payment", title: "A", description: "", currency: "ETB", amount: 0 }), "VALIDATION_ERROR", "amount"],
    ["neither amount nor amount_options", () => ({ kind: "payment", title: "A", description: "", currency: "ETB" }), "INVALID_VALUE", "amount"],
    ["both amount and amount_options", () => ({ kind: "payment", title: "A", description: "", currency: "ETB", amount: 10, amount_options: { min: 5 } }), "INVALID_VALUE", "amount_options"],
    ["an event without ticket types", () => ({ ...eventLinkBody, ticket_types: undefined }), "INVALID_VALUE", "ticket_types"],
    ["an event with an amount", () => ({ ...eventLinkBody, amount: 10 }), "INVALID_VALUE", "amount"],
    ["ticket types on a donation", () => ({ ...donationLinkBody, ticket_types: eventLinkBody.ticket_types }), "INVALID_VALUE", "ticket_types"],
    ["no ticket type at all", () => ({ ...eventLinkBody, ticket_types: [] }), "VALIDATION_ERROR", "ticket_types"],
    ["a minimum above the maximum", () => ({ ...donationLinkBody, amount_options: { min: 500, max: 100 } }), "INVALID_VALUE", "amount_options.max"],
    ["a suggested amount below the minimum", () => ({ ...donationLinkBody, amount_options: { min: 50, suggested: [20] } }), "INVALID_VALUE", "amount_options.suggested.0"],
    ["a suggested amount above the maximum", () => ({ ...donationLinkBody, amount_options: { max: 1000, suggested: [100, 5000] } }), "INVALID_VALUE", "amount_options.suggested.1"],
    ["a suggested amount twice", () => ({ ...donationLinkBody, amount_options: { suggested: [100, 100] } }), "INVALID_VALUE", "amount_options.suggested"],
    ["a minimum with too many decimals", () => ({ ...donationLinkBody, amount_options: { min: 1.005 } }), "INVALID_VALUE", "amount_options.min"],
    ["seven suggested amounts", () => ({ ...donationLinkBody, amount_options: { suggested: [1, 2, 3, 4, 5, 6, 7] } }), "VALIDATION_ERROR", "amount_options.suggested"],
    ["a quantity on a chosen amount", () => ({ ...donationLinkBody, quantity: { enabled: true } }), "INVALID_VALUE", "quantity"],
    ["a quantity on an event", () => ({ ...eventLinkBody, quantity: { enabled: true, max: 4 } }), "INVALID_VALUE", "quantity"],
    ["two custom fields with one key", () => ({ ...donationLinkBody, custom_fields: [{ key: "class", label: "A" }, { key: "class", label: "B" }] }), "INVALID_VALUE", "custom_fields.1.key"],
    ["a custom field key with capitals", () => ({ ...donationLinkBody, custom_fields: [{ key: "Class", label: "A" }] }), "VALIDATION_ERROR", "custom_fields.0.key"],
    ["four custom fields", () => ({ ...donationLinkBody, custom_fields: ["a", "b", "c", "d"].map((k) => ({ key: k, label: k })) }), "VALIDATION_ERROR", "custom_fields"],
    ["an expiry in the past", () => ({ ...donationLinkBody, expires_at: "2020-01-01T00:00:00Z" }), "INVALID_VALUE", "expires_at"],
    ["an expiry that is not a timestamp", () => ({ ...donationLinkBody, expires_at: "tomorrow" }), "VALIDATION_ERROR", "expires_at"],
    ["a sale that ends before it starts", () => ({ ...eventLinkBody, ticket_types: [{ name: "A", price: 10, quantity: 5, sales_start_at: "2099-02-01T00:00:00Z", sales_end_at: "2099-01-01T00:00:00Z" }] }), "INVALID_VALUE", "ticket_types.0.sales_end_at"],
    ["a sale that has ended", () => ({ ...eventLinkBody, ticket_types: [{ name: "A", price: 10, quantity: 5, sales_end_at: "2020-01-01T00:00:00Z" }] }), "INVALID_VALUE", "ticket_types.0.sales_end_at"],
    ["a ticket price with too many decimals", () => ({ ...eventLinkBody, ticket_types: [{ name: "A", price: 10.555, quantity: 5 }] }), "INVALID_VALUE", "ticket_types.0.price"],
    ["a ticket type of no tickets", () => ({ ...eventLinkBody, ticket_types: [{ name: "A", price: 10, quantity: 0 }] }), "VALIDATION_ERROR", "ticket_types.0.quantity"],
    ["an image that does not exist", () => ({ ...donationLinkBody, image_id: "img_AAAAAAAAAAAAAAAAAAAAAA" }), "NOT_FOUND", "image_id"],
    ["an unknown subaccount", () => ({ ...donationLinkBody, subaccounts: [{ subaccount_reference: "sub_AAAAAAAAAAAAAAAAAAAAAA" }] }), "NOT_FOUND", "subaccounts.0.subaccount_reference"],
    ["split rules on a chosen amount without a minimum", () => ({ ...donationLinkBody, amount_options: { suggested: [100] }, subaccounts: [{ subaccount_reference: subaccount }] }), "INVALID_VALUE", "amount_options.min"],
    ["a flat share above the link's amount", () => ({ kind: "payment", title: "A", description: "", currency: "ETB", amount: 100, subaccounts: [{ subaccount_reference: subaccount, split_type: "flat", split_value: 500 }] }), "INVALID_VALUE", "subaccounts"],
    ["a USD link splitting to an ETB subaccount", () => ({ kind: "payment", title: "A", description: "", currency: "USD", amount: 100, subaccounts: [{ subaccount_reference: subaccount }] }), "INVALID_VALUE", "subaccounts.0.subaccount_reference"],
    ['fee_bearer "subaccounts" without subaccounts', () => ({ ...donationLinkBody, fee_bearer: "subaccounts" }), "INVALID_VALUE", "fee_bearer"],
    ["a redirect that is not http(s)", () => ({ ...donationLinkBody, redirect_url: "javascript:alert(1)" }), "VALIDATION_ERROR", "redirect_url"],
    ["a payment limit of 0", () => ({ ...donationLinkBody, max_payments: 0 }), "VALIDATION_ERROR", "max_payments"],
    ["a future expiry is fine but a string amount is not", () => ({ ...donationLinkBody, expires_at: inFuture(), amount_options: { min: "50" } }), "VALIDATION_ERROR", "amount_options.min"],
  ];

  it.each(cases)("%s", async (_name, body, code, field) => {
    const before = await written(owner.merchant.id);
    const { status, json } = await create(key, body());
    expect(json.error?.code, JSON.stringify(json)).toBe(code);
    expect(status).toBe(code === "NOT_FOUND" ? 404 : 400);
    if (field) expect((json.error?.details as { field: string }[]).map((d) => d.field)).toContain(field);
    expect(await written(owner.merchant.id)).toBe(before);
  });

  it("another merchant's image and this merchant's test image from a live key are NOT_FOUND", async () => {
    const upload = await imagesRoute(multipartRequest("/v2/payment-links/images", { key: stranger.keys.test.secret, bytes: PNG_BYTES }), { params: Promise.resolve({}) });
    const strangerImage = (await upload.json()).data.id;
    const mine = (await (await imagesRoute(multipartRequest("/v2/payment-links/images", { key, bytes: PNG_BYTES }), { params: Promise.resolve({}) })).json()).data.id;
    const before = await written(owner.merchant.id);
    expect((await create(key, { ...donationLinkBody, image_id: strangerImage })).json.error?.code).toBe("NOT_FOUND");
    expect((await create(owner.keys.live.secret, { ...donationLinkBody, image_id: mine })).json.error?.code).toBe("NOT_FOUND");
    expect(await written(owner.merchant.id)).toBe(before);
  });
});

describe("GET /v2/payment-links", () => {
  it("lists newest first, filters by kind and active, pages by cursor, and shows only the key's merchant and mode", async () => {
    const m = await createTestMerchant();
    const k = m.keys.test.secret;
    const a = await createLinkFor(k, donationLinkBody);
    const b = await createLinkFor(k, eventLinkBody);
    const c = await createLinkFor(k, { ...donationLinkBody, title: "Third" });
    await call(deactivateRoute, `/v2/payment-links/${c.id}/deactivate`, { key: k, method: "POST", params: { id: c.id } });
    const list = async (qs: string, asKey = k) => (await call(listRoute, `/v2/payment-links${qs}`, { key: asKey })).json;
    expect((await list("")).data.items.map((l: { id: string }) => l.id)).toEqual([c.id, b.id, a.id]);
    expect((await list("?kind=event")).data.items.map((l: { id: string }) => l.id)).toEqual([b.id]);
    expect((await list("?active=false")).data.items.map((l: { id: string }) => l.id)).toEqual([c.id]);
    const first = await list("?per_page=2");
    expect(first.data.items.map((l: { id: string }) => l.id)).toEqual([c.id, b.id]);
    expect(first.data.pagination).toMatchObject({ has_more: true, per_page: 2, limit: 2 });
    const second = await list(`?per_page=2&cursor=${encodeURIComponent(first.data.pagination.next_cursor)}`);
    expect(second.data.items.map((l: { id: string }) => l.id)).toEqual([a.id]);
    expect(second.data.pagination.has_more).toBe(false);
    expect((await list("", m.keys.live.secret)).data.items).toEqual([]);
    expect((await list("", stranger.keys.test.secret)).data.items.map((l: { id: string }) => l.id)).not.toContain(a.id);
    expect((await call(listRoute, "/v2/payment-links?kind=subscription", { key: k })).json.error?.code).toBe("VALIDATION_ERROR");
    expect((await call(listRoute, "/v2/payment-links?cursor=forged", { key: k })).json.error?.code).toBe("INVALID_VALUE");
  });
});

describe("GET and PATCH /v2/payment-links/{id}", () => {
  it("retrieves a link; another merchant's is NOT_FOUND and the other mode's key is UNAUTHORIZED naming the mode", async () => {
    const link = await createLinkFor(key);
    expect((await get(key, link.id)).json.data).toMatchObject({ id: link.id, title: donationLinkBody.title });
    const theirs = await get(stranger.keys.test.secret, link.id);
    expect([theirs.status, theirs.json.error?.code]).toEqual([404, "NOT_FOUND"]);
    const live = await get(owner.keys.live.secret, link.id);
    expect([live.status, live.json.error?.code]).toEqual([401, "UNAUTHORIZED"]);
    expect(live.json.message).toMatch(/belongs to test mode/);
  });

  it("changes what may change, audits before and after, and keeps prices", async () => {
    const link = await createLinkFor(key);
    const expires = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { status, json } = await patch(key, link.id, { title: "Roof fund, phase 2", expires_at: expires, custom_fields: [{ key: "pledge", label: "Pledge note" }], collect: { phone: true }, max_payments: 50 });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.data).toMatchObject({ title: "Roof fund, phase 2", expires_at: expires, max_payments: 50, custom_fields: [{ key: "pledge", label: "Pledge note", required: false }], collect: { name: true, email: true, phone: true }, amount_options: link.amount_options });
    const audit = await db().auditLog.findFirstOrThrow({ where: { targetId: link.id, action: "payment_link.updated" } });
    expect(audit.before).toMatchObject({ title: "School roof fund", expiresAt: null, maxPayments: null, collectPhone: false });
    expect(audit.after).toMatchObject({ title: "Roof fund, phase 2", expiresAt: expires, maxPayments: 50, collectPhone: true });
    // Removing the expiry and the limit.
    expect((await patch(key, link.id, { expires_at: null, max_payments: null })).json.data).toMatchObject({ expires_at: null, max_payments: null });
  });

  it.each([
    ["an empty body", {}, "VALIDATION_ERROR", null],
    ["a price", { amount: 20 }, "VALIDATION_ERROR", null],
    ["the kind", { kind: "event" }, "VALIDATION_ERROR", null],
    ["an expiry in the past", { expires_at: "2020-01-01T00:00:00Z" }, "INVALID_VALUE", "expires_at"],
    ["two custom fields with one key", { custom_fields: [{ key: "a", label: "A" }, { key: "a", label: "B" }] }, "INVALID_VALUE", "custom_fields.1.key"],
    ["an image that is not this merchant's", { image_id: "img_AAAAAAAAAAAAAAAAAAAAAA" }, "NOT_FOUND", "image_id"],
  ] as const)("refuses %s and writes nothing", async (_name, body, code, field) => {
    const link = await createLinkFor(key);
    const before = await written(owner.merchant.id);
    const { json } = await patch(key, link.id, body);
    expect(json.error?.code, JSON.stringify(json)).toBe(code);
    if (field) expect((json.error?.details as { field: string }[]).map((d) => d.field)).toContain(field);
    expect(await written(owner.merchant.id)).toBe(before);
  });
});

describe("POST /v2/payment-links/{id}/deactivate", () => {
  it("turns the link off once (one audit record), and PATCH active: true turns it back on", async () => {
    const link = await createLinkFor(key);
    const deactivate = () => call(deactivateRoute, `/v2/payment-links/${link.id}/deactivate`, { key, method: "POST", params: { id: link.id } });
    expect((await deactivate()).json.data.active).toBe(false);
    expect((await deactivate()).json.data.active).toBe(false);
    expect(await db().auditLog.count({ where: { targetId: link.id, action: "payment_link.deactivated" } })).toBe(1);
    expect((await patch(key, link.id, { active: true })).json.data.active).toBe(true);
    const theirs = await call(deactivateRoute, `/v2/payment-links/${link.id}/deactivate`, { key: stranger.keys.test.secret, method: "POST", params: { id: link.id } });
    expect(theirs.json.error?.code).toBe("NOT_FOUND");
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).active).toBe(true);
  });
});

describe("POST /v2/payment-links/images", () => {
  const upload = (opts: Parameters<typeof multipartRequest>[1]) => imagesRoute(multipartRequest("/v2/payment-links/images", { key, ...opts }), { params: Promise.resolve({}) });

  it("stores a PNG, and a JPEG declared as PNG as what its bytes say; a link then shows it from our origin", async () => {
    const png = await upload({ bytes: PNG_BYTES });
    const pngJson = await png.json();
    expect(png.status, JSON.stringify(pngJson)).toBe(201);
    expect(pngJson.data).toMatchObject({ id: expect.stringMatching(/^img_/), content_type: "image/png", size: PNG_BYTES.byteLength, mode: "test" });
    const jpeg = await (await upload({ bytes: JPEG_BYTES, type: "image/png", filename: "lie.png" })).json();
    expect(jpeg.data.content_type).toBe("image/jpeg");
    const stored = await db().paymentLinkImage.findUniqueOrThrow({ where: { id: pngJson.data.id } });
    expect(Buffer.from(stored.bytes).equals(PNG_BYTES)).toBe(true);
    const link = await createLinkFor(key, { ...donationLinkBody, image_id: pngJson.data.id });
    const slug = (await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).slug;
    expect(link.image_url).toBe(`${env().publicBaseUrl}/l/${slug}/image`);
    expect((await patch(key, link.id, { image_id: null })).json.data.image_url).toBeNull();
  });

  it.each([
    ["text declared as a PNG (magic bytes decide)", { bytes: Buffer.from("<svg onload=alert(1)>"), type: "image/png" }, "INVALID_VALUE", "file"],
    ["an SVG", { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: "image/svg+xml" }, "INVALID_VALUE", "file"],
    ["an empty file", { bytes: Buffer.alloc(0) }, "INVALID_VALUE", "file"],
    ["a file over 1 MB", { bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(1_000_001)]) }, "INVALID_VALUE", "file"],
    ["no file field", { extra: { note: "hello" } }, "VALIDATION_ERROR", "file"],
    ["text in the file field", { extra: { file: "not a file" } }, "VALIDATION_ERROR", "file"],
    ["another field beside the file", { bytes: PNG_BYTES, extra: { purpose: "logo" } }, "VALIDATION_ERROR", null],
  ] as const)("refuses %s and stores nothing", async (_name, opts, code, field) => {
    const before = await written(owner.merchant.id);
    const res = await upload(opts as Parameters<typeof multipartRequest>[1]);
    const json = await res.json();
    expect(json.error?.code, JSON.stringify(json).slice(0, 500)).toBe(code);
    expect(res.status).toBe(400);
    if (field) expect(JSON.stringify(json.error?.details)).toContain(`"field":"${field}"`);
    expect(await written(owner.merchant.id)).toBe(before);
  });

  it("refuses a JSON body as INVALID_FORMAT", async () => {
    const before = await written(owner.merchant.id);
    const res = await imagesRoute(apiRequest("/v2/payment-links/images", { key, body: { file: "iVBORw0KGgo=" } }), { params: Promise.resolve({}) });
    expect((await res.json()).error.code).toBe("INVALID_FORMAT");
    expect(await written(owner.merchant.id)).toBe(before);
  });
});

describe("an event's tickets: the list and check-in", () => {
  let link: Awaited<ReturnType<typeof createLinkFor>>;
  let paid: string[];
  let held: string;
  let released: string;
  beforeAll(async () => {
    link = await createLinkFor(key, eventLinkBody);
    const [general, vip] = link.ticket_types!;
    // Two tickets paid through the real checkout (held → paid by the payment's own transition).
    const a = await linkPaymentWithTickets({ merchantId: owner.merchant.id, linkId: link.id, tickets: [{ typeId: general.id, attendee: "Abebe" }, { typeId: vip.id, attendee: "Sara" }] });
    await payByCard(a.payment.checkoutToken);
    paid = a.references;
    // One still held (its payment open), one released (its payment declined).
    held = (await linkPaymentWithTickets({ merchantId: owner.merchant.id, linkId: link.id, tickets: [{ typeId: general.id, attendee: "Hana" }] })).references[0];
    const c = await linkPaymentWithTickets({ merchantId: owner.merchant.id, linkId: link.id, tickets: [{ typeId: vip.id, attendee: "Yonas" }] });
    await failByCard(c.payment.checkoutToken);
    released = c.references[0];
  });

  it("the link counts the paid payment, and each ticket type its sold and available tickets", async () => {
    const { json } = await get(key, link.id);
    expect(json.data).toMatchObject({ payment_count: 1, amount_collected: 2000 });
    expect(json.data.ticket_types.map((t: { sold: number; available: number }) => [t.sold, t.available])).toEqual([
      [1, 8],
      [1, 1],
    ]);
  });

  it("lists tickets newest first with their status, filters by status, and holds no other link's", async () => {
    const { json } = await call(ticketsRoute, `/v2/payment-links/${link.id}/tickets`, { key, params: { id: link.id } });
    expect(json.data.items.map((t: { reference: string }) => t.reference).sort()).toEqual([...paid, held, released].sort());
    const paidOnly = await call(ticketsRoute, `/v2/payment-links/${link.id}/tickets?status=paid`, { key, params: { id: link.id } });
    expect(paidOnly.json.data.items.map((t: { reference: string }) => t.reference).sort()).toEqual([...paid].sort());
    expect(paidOnly.json.data.items[0]).toMatchObject({ status: "paid", checked_in_at: null, qr_code_url: expect.stringContaining(`/l/tickets/${paidOnly.json.data.items[0].reference}/qr.svg`) });
    const theirs = await call(ticketsRoute, `/v2/payment-links/${link.id}/tickets`, { key: stranger.keys.test.secret, params: { id: link.id } });
    expect(theirs.json.error?.code).toBe("NOT_FOUND");
  });

  it("checks a paid ticket in once; the second answer is 409 with the first check-in's time", async () => {
    const first = await checkIn(key, link.id, paid[0].toLowerCase());
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data).toMatchObject({ reference: paid[0], status: "paid", attendee_name: "Abebe" });
    const at = first.json.data.checked_in_at;
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);
    const before = await written(owner.merchant.id);
    const second = await checkIn(key, link.id, paid[0]);
    expect([second.status, second.json.error?.code]).toEqual([409, "INVALID_STATE"]);
    expect(second.json.error?.details).toEqual({ checked_in_at: at });
    expect(await written(owner.merchant.id)).toBe(before);
    expect(await db().auditLog.count({ where: { action: "ticket.checked_in", merchantId: owner.merchant.id } })).toBe(1);
  });

  it("two doors scanning the same ticket at once: exactly one lets it in", async () => {
    const answers = await Promise.all([checkIn(key, link.id, paid[1]), checkIn(key, link.id, paid[1])]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it.each([
    ["a held ticket (its payment still open)", () => held, 409, "INVALID_STATE"],
    ["a released ticket (its payment failed)", () => released, 409, "INVALID_STATE"],
    ["an unknown reference", () => "TKT-2222-2222", 404, "NOT_FOUND"],
  ])("refuses %s and writes nothing", async (_name, reference, status, code) => {
    const before = await written(owner.merchant.id);
    const res = await checkIn(key, link.id, reference());
    expect([res.status, res.json.error?.code]).toEqual([status, code]);
    expect(await written(owner.merchant.id)).toBe(before);
  });

  it("another merchant cannot check in this merchant's ticket, even naming it under their own link", async () => {
    const theirLink = await createLinkFor(stranger.keys.test.secret, eventLinkBody);
    const before = await written(owner.merchant.id);
    expect((await checkIn(stranger.keys.test.secret, link.id, held)).json.error?.code).toBe("NOT_FOUND");
    expect((await checkIn(stranger.keys.test.secret, theirLink.id, paid[0])).json.error?.code).toBe("NOT_FOUND");
    expect((await checkIn(owner.keys.live.secret, link.id, held)).status).toBe(401);
    expect(await written(owner.merchant.id)).toBe(before);
  });

  it("GET /v2/payments?payment_link_id= lists the link's payments with their payment_type", async () => {
    const { json } = await call(listPaymentsRoute, `/v2/payments?payment_link_id=${link.id}`, { key });
    expect(json.data.items).toHaveLength(3);
    expect(new Set(json.data.items.map((p: { payment_type: string }) => p.payment_type))).toEqual(new Set(["Event"]));
    expect((await call(listPaymentsRoute, `/v2/payments?payment_link_id=${link.id}`, { key: stranger.keys.test.secret })).json.data.items).toEqual([]);
  });
});

describe("the dashboard's JSON routes (session auth, same services)", () => {
  const owned = () => ({ userId: owner.user.id, merchantId: owner.merchant.id, role: "owner" as const });

  it("creates, lists, reads, updates and deactivates a link in the session's mode", async () => {
    const created = await callAsUser(dCreate, owned(), { path: "/api/dashboard/payment-links", body: eventLinkBody });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.data.id;
    const audit = await db().auditLog.findFirstOrThrow({ where: { targetId: id } });
    expect(audit).toMatchObject({ actorType: "dashboard", userId: owner.user.id, action: "payment_link.created" });
    const list = await callAsUser(dList, owned(), { path: "/api/dashboard/payment-links?kind=event" });
    expect(list.json.data.items[0].id).toBe(id);
    expect(list.json.data.pagination).toMatchObject({ per_page: 20 });
    // The dashboard's forms send unset filters empty: there, empty means not given.
    const unset = await callAsUser(dList, owned(), { path: "/api/dashboard/payment-links?cursor=&kind=&active=" });
    expect(unset.status, JSON.stringify(unset.json)).toBe(200);
    expect(unset.json.data.items.map((l: { id: string }) => l.id)).toContain(id);
    expect((await callAsUser(dList, owned(), { path: "/api/dashboard/payment-links?kind=subscription" })).json.error?.code).toBe("VALIDATION_ERROR");
    expect((await callAsUser(dGet, owned(), { path: `/api/dashboard/payment-links/${id}`, params: { id } })).json.data.ticket_types).toHaveLength(2);
    const patched = await callAsUser(dPatch, owned(), { path: `/api/dashboard/payment-links/${id}`, method: "PATCH", body: { title: "Jazz night II" }, params: { id } });
    expect(patched.json.data).toMatchObject({ link: { title: "Jazz night II" }, changed: ["title"] });
    expect((await callAsUser(dDeactivate, owned(), { path: `/api/dashboard/payment-links/${id}/deactivate`, body: {}, params: { id } })).json.data.active).toBe(false);
    // The live dashboard does not see the test link.
    expect((await callAsUser(dGet, owned(), { path: `/api/dashboard/payment-links/${id}`, params: { id }, mode: "live" })).status).toBe(404);
  });

  it("a link's payments, tickets and check-in; support may check in but not create", async () => {
    const link = await createLinkFor(key, eventLinkBody);
    const { payment, references } = await linkPaymentWithTickets({ merchantId: owner.merchant.id, linkId: link.id, tickets: [{ typeId: link.ticket_types![0].id, attendee: "Meron" }] });
    await payByCard(payment.checkoutToken);
    const payments = await callAsUser(dPayments, owned(), { path: `/api/dashboard/payment-links/${link.id}/payments`, params: { id: link.id } });
    expect(payments.json.data.items.map((p: { gateway_reference: string }) => p.gateway_reference)).toEqual([payment.id]);
    const tickets = await callAsUser(dTickets, owned(), { path: `/api/dashboard/payment-links/${link.id}/tickets`, params: { id: link.id } });
    expect(tickets.json.data.items.map((t: { reference: string }) => t.reference)).toEqual(references);
    const support = await addMember(owner.merchant.id, "support");
    const checked = await callAsUser(dCheckIn, support, { path: `/api/dashboard/payment-links/${link.id}/tickets/${references[0]}/check-in`, body: {}, params: { id: link.id, reference: references[0] } });
    expect(checked.status, JSON.stringify(checked.json)).toBe(200);
    const before = await written(owner.merchant.id);
    const refused = await callAsUser(dCreate, support, { path: "/api/dashboard/payment-links", body: donationLinkBody });
    expect([refused.status, refused.json.error?.code]).toEqual([403, "UNAUTHORIZED"]);
    const viewer = await addMember(owner.merchant.id, "viewer");
    const viewerCheckIn = await callAsUser(dCheckIn, viewer, { path: `/api/dashboard/payment-links/${link.id}/tickets/${references[0]}/check-in`, body: {}, params: { id: link.id, reference: references[0] } });
    expect(viewerCheckIn.status).toBe(403);
    expect(await written(owner.merchant.id)).toBe(before);
  });

  it("uploads an image as multipart/form-data, same-origin only", async () => {
    const user = owned();
    const upload = async (origin: string) => {
      const req = multipartRequest("/api/dashboard/payment-links/images", { bytes: PNG_BYTES, headers: { host: "localhost", origin, cookie: await sessionCookie(user) } });
      const res = await runInRequestScope(dImages as never, req, {});
      return { status: res.status, json: await res.json() };
    };
    const ok = await upload("http://localhost");
    expect(ok.status, JSON.stringify(ok.json)).toBe(201);
    expect(ok.json.data.content_type).toBe("image/png");
    const before = await written(owner.merchant.id);
    expect((await upload("https://evil.example")).status).toBe(403);
    expect(await written(owner.merchant.id)).toBe(before);
  });
});
