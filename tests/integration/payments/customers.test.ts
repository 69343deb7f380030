// Customer profiles: filing payments under profiles by email, else phone number,
// while the merchant's setting is on; GET /v2/customers and /v2/customers/{id} with their
// numbers after successes, failures and refunds; filters and bad values; isolation; and, on
// PostgreSQL, concurrent payments of one new customer making one profile.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { serveLivePayments } from "@/tests/factories/connections";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor, postHostedPayment } from "@/tests/factories/payments";
import { GET as listCustomersRoute } from "@/app/v2/customers/route";
import { GET as getCustomerRoute } from "@/app/v2/customers/[id]/route";
import { POST as refund } from "@/app/v2/payments/[reference]/refunds/route";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { GET as dashboardList } from "@/app/api/dashboard/customers/route";
import { GET as dashboardDetail } from "@/app/api/dashboard/customers/[id]/route";
import { addMember, callAsUser } from "@/tests/support/dashboard-session";
import { db } from "@/lib/db";

setupTestDatabase();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;

const card = (number: string) => ({ method: "card", card: { number, expMonth: 12, expYear: 2039, cvc: "123", name: "A B", brand: "visa", last4: number.slice(-4) } }) as const;

async function setProfiles(shop: Shop, on: boolean) {
  await updateMerchantSettings(db(), { merchantId: shop.merchant.id, actor: { type: "dashboard", userId: shop.user.id }, input: { customer_profiles_enabled: on } });
}

async function pay(shop: Shop, body: Record<string, unknown>, cardNumber?: string) {
  const p = await createHostedPaymentFor(shop.keys.test.secret, body);
  if (cardNumber) await submitPaymentAttempt(p.token, card(cardNumber));
  return p.reference;
}

async function list(key: string, qs = "") {
  const res = await listCustomersRoute(apiRequest(`/v2/customers${qs}`, { key }), { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json() };
}

async function detail(key: string, id: string) {
  const res = await getCustomerRoute(apiRequest(`/v2/customers/${id}`, { key }), { params: Promise.resolve({ id }) });
  return { status: res.status, body: await res.json() };
}

const customerOf = (reference: string) => db().payment.findUniqueOrThrow({ where: { id: reference } }).then((p) => p.customerId);

describe("filing payments under profiles", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await createTestMerchant();
    await serveLivePayments(); // one payment is live: a live connection must serve it
  });

  it("files nothing while profiles are off (on by default: this merchant turns them off)", async () => {
    await setProfiles(shop, false);
    const ref = await pay(shop, { customer: { email: "off@example.test" } });
    expect(await customerOf(ref)).toBeNull();
    expect(await db().customer.count({ where: { merchantId: shop.merchant.id } })).toBe(0);
  });

  it("matches by email, else by phone number, and updates names that are given", async () => {
    await setProfiles(shop, true);
    const first = await pay(shop, { customer: { first_name: "Sara", email: "Sara@Example.test" } });
    const id = await customerOf(first);
    expect(id).toMatch(/^cus_[0-9A-Za-z]{22}$/);
    // The same email in other case and another name: same profile, new first name, last name kept once given.
    const second = await pay(shop, { customer: { first_name: "Sarah", last_name: "Tesfaye", email: "sara@example.TEST", phone_number: "+251 911 000 111" } });
    expect(await customerOf(second)).toBe(id);
    const third = await pay(shop, { customer: { email: "sara@example.test" } });
    expect(await customerOf(third)).toBe(id);
    const row = await db().customer.findUniqueOrThrow({ where: { id: id! } });
    expect(row).toMatchObject({ email: "sara@example.test", phone: "+251911000111", firstName: "Sarah", lastName: "Tesfaye", mode: "test" });

    // Phone only, written differently: the profile that holds the phone.
    const byPhone = await pay(shop, { customer: { phone_number: "+251-911-000-111" } });
    expect(await customerOf(byPhone)).toBe(id);

    // A phone-only profile gains the email it was missing when the email then comes with the phone.
    const phoneOnly = await pay(shop, { customer: { first_name: "Abel", phone_number: "+251911000222" } });
    const phoneId = await customerOf(phoneOnly);
    expect(phoneId).not.toBe(id);
    const withEmail = await pay(shop, { customer: { email: "abel@example.test", phone_number: "+251911000222" } });
    expect(await customerOf(withEmail)).toBe(phoneId);
    expect(await db().customer.findUniqueOrThrow({ where: { id: phoneId! } })).toMatchObject({ email: "abel@example.test", phone: "+251911000222", firstName: "Abel" });

    // Another email with a held phone: another customer (email decides); the phone stays where it is.
    const other = await pay(shop, { customer: { email: "someone-else@example.test", phone_number: "+251911000111" } });
    const otherId = await customerOf(other);
    expect(otherId).not.toBe(id);
    expect(await db().customer.findUniqueOrThrow({ where: { id: otherId! } })).toMatchObject({ email: "someone-else@example.test", phone: null });

    // No email and no phone: no profile.
    const anonymous = await pay(shop, { customer: { first_name: "Nobody" } });
    expect(await customerOf(anonymous)).toBeNull();
    expect(await db().customer.count({ where: { merchantId: shop.merchant.id } })).toBe(3);
  });

  it("a refused payment leaves no profile", async () => {
    const before = await db().customer.count();
    const { res } = await postHostedPayment(shop.keys.test.secret, { amount: 100, currency: "XXX", customer: { email: "refused@example.test" } });
    expect(res.status).toBe(400);
    expect(await db().customer.count()).toBe(before);

    // Refused by the payment's own statement (its merchant_reference is taken), which also files the profile
    // (gw_file_customer): the new customer's profile goes with the refused payment, and a known
    // customer's names stay as they were. Another merchant (profiles on by default), so this file's counts hold.
    const other = await createTestMerchant();
    const kept = await pay(other, { merchant_reference: "order-refused-1", customer: { first_name: "Kept", email: "kept@example.test" } });
    const keptId = await customerOf(kept);
    expect(keptId).toMatch(/^cus_/);
    const taken = await postHostedPayment(other.keys.test.secret, { amount: 100, currency: "ETB", merchant_reference: "order-refused-1", customer: { email: "new-but-refused@example.test" } });
    expect(taken.res.status).toBe(409);
    const renamed = await postHostedPayment(other.keys.test.secret, { amount: 100, currency: "ETB", merchant_reference: "order-refused-1", customer: { first_name: "Renamed", email: "kept@example.test" } });
    expect(renamed.res.status).toBe(409);
    expect(await db().customer.findMany({ where: { merchantId: other.merchant.id }, select: { id: true, firstName: true } })).toEqual([{ id: keptId, firstName: "Kept" }]);
  });

  it("turning profiles off stops new ones and keeps the old ones", async () => {
    const before = await db().customer.findMany({ where: { merchantId: shop.merchant.id }, orderBy: { id: "asc" } });
    await setProfiles(shop, false);
    const known = await pay(shop, { customer: { first_name: "Changed", email: "sara@example.test" } });
    const unknown = await pay(shop, { customer: { email: "new-while-off@example.test" } });
    expect(await customerOf(known)).toBeNull();
    expect(await customerOf(unknown)).toBeNull();
    expect(await db().customer.findMany({ where: { merchantId: shop.merchant.id }, orderBy: { id: "asc" } })).toEqual(before);
    const { body } = await list(shop.keys.test.secret);
    expect(body.data.items).toHaveLength(3);
    await setProfiles(shop, true);
  });

  it("profiles are per mode", async () => {
    const livePayment = await createHostedPaymentFor(shop.keys.live.secret, { customer: { email: "sara@example.test" } });
    const liveId = await customerOf(livePayment.reference);
    const testProfile = await db().customer.findFirstOrThrow({ where: { merchantId: shop.merchant.id, mode: "test", email: "sara@example.test" } });
    expect(liveId).toMatch(/^cus_/);
    expect(liveId).not.toBe(testProfile.id);
    expect(await db().customer.findUniqueOrThrow({ where: { id: liveId! } })).toMatchObject({ mode: "live", email: "sara@example.test" });
  });
});

describe("GET /v2/customers and /v2/customers/{id}", () => {
  let shop: Shop;
  let stranger: Shop;
  let buyer: string;
  const refs: Record<string, string> = {};

  beforeAll(async () => {
    shop = await createTestMerchant();
    stranger = await createTestMerchant();
    await setProfiles(shop, true);
    await setProfiles(stranger, true);
    const customer = { first_name: "Meron", last_name: "Alemu", email: "meron@example.test", phone_number: "+251911222333" };
    refs.usd = await pay(shop, { amount: 100, currency: "USD", customer }, "4242424242424242");
    refs.usd2 = await pay(shop, { amount: 20.5, currency: "USD", customer }, "4242424242424242");
    refs.etb = await pay(shop, { amount: 300, currency: "ETB", customer }, "4242424242424242");
    refs.failed = await pay(shop, { amount: 70, currency: "USD", customer }, "4000000000000002");
    refs.pending = await pay(shop, { amount: 5, currency: "ETB", customer });
    // Refund part of the ETB payment and all of the second USD one.
    for (const [reference, amount] of [[refs.etb, 50], [refs.usd2, 20.5]] as const) {
      const res = await refund(apiRequest(`/v2/payments/${reference}/refunds`, { key: shop.keys.test.secret, body: { amount } }), { params: Promise.resolve({ reference }) });
      expect(res.status).toBe(201);
    }
    buyer = (await customerOf(refs.usd))!;
    // Other customers, newest last.
    await pay(shop, { customer: { first_name: "Dawit", email: "dawit@example.test" } });
    await pay(shop, { customer: { last_name: "Mekonnen", phone_number: "+251922444555" } });
    await pay(stranger, { customer: { email: "meron@example.test" } });
  });

  it("lists profiles newest first with their numbers", async () => {
    const { status, body } = await list(shop.keys.test.secret);
    expect(status).toBe(200);
    expect(body.status).toBe("success");
    const items = body.data.items;
    expect(items.map((i: { email: string | null }) => i.email)).toEqual([null, "dawit@example.test", "meron@example.test"]);
    const meron = items[2];
    expect(meron).toEqual({
      id: buyer,
      email: "meron@example.test",
      phone_number: "+251911222333",
      first_name: "Meron",
      last_name: "Alemu",
      payments_count: 5,
      // Paid less refunded: USD 100 + (20.50 - 20.50); ETB 300 - 50. The failed and pending ones count, but add nothing.
      total_paid: [
        { currency: "ETB", amount: 250 },
        { currency: "USD", amount: 100 },
      ],
      last_payment_at: (await db().payment.findUniqueOrThrow({ where: { id: refs.pending } })).createdAt.toISOString(),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await db().payment.findUniqueOrThrow({ where: { id: refs.failed } }).then((p) => p.status)).not.toBe("success");
    expect(items[0]).toMatchObject({ phone_number: "+251922444555", last_name: "Mekonnen", payments_count: 1, total_paid: [] });
    expect(body.data.pagination).toMatchObject({ limit: 3, per_page: 20, has_more: false, next_cursor: null, prev_cursor: null });
  });

  it("shows one profile with its payments, newest first", async () => {
    const { status, body } = await detail(shop.keys.test.secret, buyer);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: buyer, payments_count: 5, total_paid: [{ currency: "ETB", amount: 250 }, { currency: "USD", amount: 100 }] });
    const payments = body.data.payments;
    expect(payments.map((p: { gateway_reference: string }) => p.gateway_reference)).toEqual([refs.pending, refs.failed, refs.etb, refs.usd2, refs.usd]);
    expect(Object.keys(payments[0]).sort()).toEqual(
      ["gateway_reference", "merchant_reference", "payment_type", "amount", "currency", "status", "payment_method", "service_fee", "customer", "created_at", "updated_at"].sort(),
    );
    expect(payments.find((p: { gateway_reference: string }) => p.gateway_reference === refs.usd2).status).toBe("fully_refunded");
  });

  it("filters by email, phone number and search prefix", async () => {
    const key = shop.keys.test.secret;
    const emails = async (qs: string) => {
      const { status, body } = await list(key, qs);
      expect(status).toBe(200);
      return body.data.items.map((i: { email: string | null; phone_number: string | null }) => i.email ?? i.phone_number);
    };
    expect(await emails("?email=MERON@example.test")).toEqual(["meron@example.test"]);
    expect(await emails("?email=nobody@example.test")).toEqual([]);
    expect(await emails("?phone=%2B251%20911%20222%20333")).toEqual(["meron@example.test"]);
    expect(await emails("?phone=251922444555")).toEqual(["+251922444555"]);
    expect(await emails("?q=mer")).toEqual(["meron@example.test"]); // first name and email prefix
    expect(await emails("?q=ALE")).toEqual(["meron@example.test"]); // last name, any case
    expect(await emails("?q=daw")).toEqual(["dawit@example.test"]);
    expect(await emails("?q=%2B25192")).toEqual(["+251922444555"]);
    expect(await emails("?q=meron%40example")).toEqual(["meron@example.test"]);
    expect(await emails("?q=eron")).toEqual([]); // a prefix, not a substring
    expect(await emails("?q=mek&email=meron@example.test")).toEqual([]); // filters combine
  });

  it("pages by cursor forwards and back without repeats", async () => {
    const key = shop.keys.test.secret;
    const first = (await list(key, "?per_page=2")).body.data;
    expect(first.items).toHaveLength(2);
    expect(first.pagination).toMatchObject({ has_more: true, prev_cursor: null, per_page: 2 });
    const second = (await list(key, `?per_page=2&cursor=${first.pagination.next_cursor}`)).body.data;
    expect(second.items.map((i: { id: string }) => i.id)).toEqual([buyer]);
    expect(second.pagination).toMatchObject({ has_more: false, next_cursor: null });
    const back = (await list(key, `?per_page=2&cursor=${second.pagination.prev_cursor}`)).body.data;
    expect(back.items.map((i: { id: string }) => i.id)).toEqual(first.items.map((i: { id: string }) => i.id));
  });

  it.each([
    ["?email=not-an-email", "INVALID_VALUE", "email"],
    ["?phone=call-me", "INVALID_VALUE", "phone"],
    ["?phone=%2B12", "INVALID_VALUE", "phone"],
    ["?cursor=forged", "INVALID_VALUE", "cursor"],
    [`?cursor=${Buffer.from('["never","cus_x","next"]').toString("base64url")}`, "INVALID_VALUE", "cursor"],
    ["?per_page=0", "VALIDATION_ERROR", "per_page"],
    ["?per_page=101", "VALIDATION_ERROR", "per_page"],
    ["?per_page=ten", "VALIDATION_ERROR", "per_page"],
    [`?q=${"x".repeat(101)}`, "VALIDATION_ERROR", "q"],
    ["?status=success", "VALIDATION_ERROR", null],
    ["?page=2", "VALIDATION_ERROR", null],
  ])("refuses %s with %s", async (qs, code, field) => {
    const { status, body } = await list(shop.keys.test.secret, qs);
    expect(status).toBe(400);
    expect(body.status).toBe("error");
    expect(body.error.code).toBe(code);
    if (field) expect(JSON.stringify(body.error.details)).toContain(field);
  });

  it("the detail refuses query parameters", async () => {
    const res = await getCustomerRoute(apiRequest(`/v2/customers/${buyer}?expand=all`, { key: shop.keys.test.secret }), { params: Promise.resolve({ id: buyer }) });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("VALIDATION_ERROR");
  });

  it("keeps merchants and modes apart", async () => {
    expect((await list(stranger.keys.test.secret)).body.data.items.map((i: { email: string }) => i.email)).toEqual(["meron@example.test"]);
    expect((await list(shop.keys.live.secret)).body.data.items).toEqual([]);
    const strangers = await detail(stranger.keys.test.secret, buyer);
    expect(strangers.status).toBe(404);
    expect(strangers.body.error.code).toBe("NOT_FOUND");
    const live = await detail(shop.keys.live.secret, buyer);
    expect(live.status).toBe(401);
    expect(live.body.message).toMatch(/belongs to test mode/);
    for (const id of ["cus_", "cus_0000000000000000000000", buyer.toUpperCase(), `${buyer}x`, refs.usd]) {
      const res = await detail(shop.keys.test.secret, id);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
  });
});

describe("the dashboard's customer routes", () => {
  it("list and detail in the dashboard's mode, by the API's service; another mode's or merchant's profile is NOT_FOUND", async () => {
    const shop = await createTestMerchant();
    const stranger = await createTestMerchant();
    await setProfiles(shop, true);
    const ref = await pay(shop, { amount: 12, currency: "ETB", customer: { first_name: "Kidist", email: "kidist@example.test" } }, "4242424242424242");
    const id = (await customerOf(ref))!;
    // Every role may read (a viewer too).
    const viewer = await addMember(shop.merchant.id, "viewer");
    const owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" as const };

    const listed = await callAsUser(dashboardList, viewer, { path: "/api/dashboard/customers?q=kid" });
    expect(listed.status).toBe(200);
    expect(listed.json.data.items).toEqual([expect.objectContaining({ id, email: "kidist@example.test", payments_count: 1, total_paid: [{ currency: "ETB", amount: 12 }] })]);
    expect((await callAsUser(dashboardList, owner, { path: "/api/dashboard/customers", mode: "live" })).json.data.items).toEqual([]);
    const bad = await callAsUser(dashboardList, owner, { path: "/api/dashboard/customers?email=nope" });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.code).toBe("INVALID_VALUE");

    const shown = await callAsUser(dashboardDetail, owner, { path: `/api/dashboard/customers/${id}`, params: { id } });
    expect(shown.status).toBe(200);
    expect(shown.json.data.payments.map((p: { gateway_reference: string }) => p.gateway_reference)).toEqual([ref]);
    const otherMode = await callAsUser(dashboardDetail, owner, { path: `/api/dashboard/customers/${id}`, params: { id }, mode: "live" });
    expect(otherMode.status).toBe(404);
    expect(otherMode.json.error?.code).toBe("NOT_FOUND");
    const strangers = await callAsUser(dashboardDetail, { userId: stranger.user.id, merchantId: stranger.merchant.id, role: "owner" }, { path: `/api/dashboard/customers/${id}`, params: { id } });
    expect(strangers.status).toBe(404);
  });
});

describe.skipIf(!onPostgres)("concurrent payments of one new customer (PostgreSQL)", () => {
  it("make one profile, and every payment is filed under it", async () => {
    const shop = await createTestMerchant();
    await setProfiles(shop, true);
    const customer = { first_name: "Hana", email: "hana@example.test", phone_number: "+251911777888" };
    const results = await Promise.all(Array.from({ length: 12 }, () => postHostedPayment(shop.keys.test.secret, { amount: 10, currency: "ETB", customer })));
    for (const r of results) expect(r.res.status).toBe(201);
    const profiles = await db().customer.findMany({ where: { merchantId: shop.merchant.id } });
    expect(profiles).toHaveLength(1);
    const filed = await db().payment.groupBy({ by: ["customerId"], where: { merchantId: shop.merchant.id }, _count: { _all: true } });
    expect(filed).toEqual([{ customerId: profiles[0].id, _count: { _all: 12 } }]);

    // The same person by phone and by email at once, with a second new customer sharing the phone: no payment fails.
    const mixed = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postHostedPayment(shop.keys.test.secret, { amount: 10, currency: "ETB", customer: i % 2 ? { phone_number: "+251911999000" } : { email: `pair-${i % 4}@example.test`, phone_number: "+251911999000" } }),
      ),
    );
    for (const r of mixed) expect(r.res.status).toBe(201);
    const phoneHolders = await db().customer.count({ where: { merchantId: shop.merchant.id, phone: "+251911999000" } });
    expect(phoneHolders).toBe(1);
    expect(await db().payment.count({ where: { merchantId: shop.merchant.id, customerId: null } })).toBe(0);
  });
});
