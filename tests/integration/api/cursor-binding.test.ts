// Position cursors are bound to what they page (lib/http/cursor.ts): the list, the merchant and
// mode, and the filters. A cursor from any list replayed on any other list, with another
// merchant's key, in the other mode, with other filters or on another object's sub-list is
// 400 INVALID_VALUE naming `cursor`; on its own list, with its own filters, it still pages.
import "@/tests/support/next-async-storage";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { createLinkFor, eventLinkBody, linkPaymentWithTickets } from "@/tests/factories/payment-links-api";
import { GET as listPayments } from "@/app/v2/payments/route";
import { GET as listPayouts, POST as createPayout } from "@/app/v2/payouts/route";
import { POST as testFunds } from "@/app/v2/balances/test-funds/route";
import { GET as listEvents } from "@/app/v2/events/route";
import { GET as listCustomers } from "@/app/v2/customers/route";
import { GET as listLinks } from "@/app/v2/payment-links/route";
import { GET as listTickets } from "@/app/v2/payment-links/[id]/tickets/route";
import { GET as listVirtualAccounts, POST as createVirtualAccount } from "@/app/v2/virtual-accounts/route";
import { POST as creditVirtualAccount } from "@/app/v2/virtual-accounts/[virtual_account_id]/test-credits/route";
import { GET as listDebits, POST as debitVirtualAccount } from "@/app/v2/virtual-accounts/[virtual_account_id]/debits/route";
import { POST as createEndpoint } from "@/app/v2/webhook-endpoints/route";
import { POST as testEndpoint } from "@/app/v2/webhook-endpoints/[id]/test/route";
import { GET as listDeliveries } from "@/app/v2/webhook-endpoints/[id]/deliveries/route";
import { GET as listAudit } from "@/app/api/dashboard/audit/route";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";
import { callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import type { RouteHandler } from "@/lib/api/with-api";
import { db } from "@/lib/db";

setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let owner: Merchant;
let stranger: Merchant;
const refs = { link: "", otherLink: "", account: "", otherAccount: "", endpoint: "", otherEndpoint: "" };

/**
 * Every /v2 list paged by position cursor. `filter` is a filter the list accepts (a cursor made
 * without it must not be followed with it); `sub` names a list under one object, with a sibling
 * object whose list the cursor must not page either.
 */
type List = { name: string; handler: RouteHandler; path: (parent?: string) => string; param?: string; parent?: () => string; sibling?: () => string; filter: string };
const lists: List[] = [
  { name: "payments", handler: listPayments, path: () => "/v2/payments", filter: "status=pending" },
  { name: "payouts", handler: listPayouts, path: () => "/v2/payouts", filter: "currency=ETB" },
  { name: "events", handler: listEvents, path: () => "/v2/events", filter: "type=webhook_endpoint.*" },
  { name: "customers", handler: listCustomers, path: () => "/v2/customers", filter: "email=c1@example.test" },
  { name: "payment links", handler: listLinks, path: () => "/v2/payment-links", filter: "active=true" },
  { name: "virtual accounts", handler: listVirtualAccounts, path: () => "/v2/virtual-accounts", filter: "currency=ETB" },
  { name: "tickets", handler: listTickets, path: (p) => `/v2/payment-links/${p}/tickets`, param: "id", parent: () => refs.link, sibling: () => refs.otherLink, filter: "status=held" },
  { name: "debits", handler: listDebits, path: (p) => `/v2/virtual-accounts/${p}/debits`, param: "virtual_account_id", parent: () => refs.account, sibling: () => refs.otherAccount, filter: "merchant_reference=d-1" },
  { name: "webhook deliveries", handler: listDeliveries, path: (p) => `/v2/webhook-endpoints/${p}/deliveries`, param: "id", parent: () => refs.endpoint, sibling: () => refs.otherEndpoint, filter: "status=pending" },
];

async function call(list: List, opts: { key?: string; qs?: string; parent?: string } = {}) {
  const parent = opts.parent ?? list.parent?.();
  const params = list.param ? { [list.param]: parent! } : {};
  const res = await list.handler(apiRequest(`${list.path(parent)}${opts.qs ?? ""}`, { key: opts.key ?? owner.keys.test.secret }), { params: Promise.resolve(params) });
  return { status: res.status, json: await res.json() };
}

const cursors = new Map<string, string>();

beforeAll(async () => {
  owner = await createTestMerchant();
  stranger = await createTestMerchant();
  const key = owner.keys.test.secret;
  const none = { params: Promise.resolve({}) };
  // Payments and, with profiles on, a customer per e-mail address.
  await updateMerchantSettings(db(), { merchantId: owner.merchant.id, actor: { type: "dashboard", userId: owner.user.id }, input: { customer_profiles_enabled: true } });
  for (const n of [1, 2, 3]) await createHostedPaymentFor(key, { customer: { first_name: "C", last_name: `${n}`, email: `c${n}@example.test` } });
  // Payouts.
  expect((await testFunds(apiRequest("/v2/balances/test-funds", { key, body: { amount: 1000, currency: "ETB" } }), none)).status).toBe(201);
  for (const n of [1, 2, 3]) {
    const body = { amount: 10, currency: "ETB", account: { account_name: "A", account_number: "1000123450000", bank_slug: "cbe" }, merchant_reference: `cb-payout-${n}` };
    expect((await createPayout(apiRequest("/v2/payouts", { key, body }), none)).status).toBe(201);
  }
  // Two endpoints; the first with test deliveries (and their events).
  const endpoint = async () => (await (await createEndpoint(apiRequest("/v2/webhook-endpoints", { key, body: { url: "http://127.0.0.1:9/hooks" } }), none)).json()).data.id as string;
  refs.endpoint = await endpoint();
  refs.otherEndpoint = await endpoint();
  for (let i = 0; i < 3; i++) {
    expect((await testEndpoint(apiRequest(`/v2/webhook-endpoints/${refs.endpoint}/test`, { key, body: {} }), { params: Promise.resolve({ id: refs.endpoint }) })).status).toBe(202);
  }
  // Two event links; the first with tickets.
  const link = await createLinkFor(key, eventLinkBody);
  refs.link = link.id;
  refs.otherLink = (await createLinkFor(key, eventLinkBody)).id;
  const typeId = link.ticket_types![0].id;
  await linkPaymentWithTickets({ merchantId: owner.merchant.id, linkId: link.id, tickets: [1, 2, 3].map((n) => ({ typeId, attendee: `A${n}` })) });
  // Two virtual accounts; the first with debits.
  const account = async (reference: string) =>
    (await (await createVirtualAccount(apiRequest("/v2/virtual-accounts", { key, body: { currency: "ETB", account_name: "A", merchant_reference: reference } }), none)).json()).data.virtual_account_id as string;
  refs.account = await account("cb-va-1");
  refs.otherAccount = await account("cb-va-2");
  const vaParams = { params: Promise.resolve({ virtual_account_id: refs.account }) };
  expect((await creditVirtualAccount(apiRequest(`/v2/virtual-accounts/${refs.account}/test-credits`, { key, body: { amount: 100 } }), vaParams)).status).toBe(201);
  for (const n of [1, 2, 3]) {
    expect((await debitVirtualAccount(apiRequest(`/v2/virtual-accounts/${refs.account}/debits`, { key, body: { amount: 1, merchant_reference: `d-${n}` } }), vaParams)).status).toBe(201);
  }
  // A next_cursor of each list (one item a page, so each has one).
  for (const list of lists) {
    const { status, json } = await call(list, { qs: "?per_page=1" });
    expect(status, list.name).toBe(200);
    expect(json.data.pagination.next_cursor, list.name).toEqual(expect.any(String));
    cursors.set(list.name, json.data.pagination.next_cursor);
  }
});

function expectRefused(answer: { status: number; json: { error?: { code: string; details: unknown }; message: string } }, note: string, pattern?: RegExp) {
  expect(answer.status, note).toBe(400);
  expect(answer.json.error?.code, note).toBe("INVALID_VALUE");
  expect(answer.json.error?.details, note).toEqual([{ field: "cursor", message: expect.any(String) }]);
  if (pattern) expect(answer.json.message, note).toMatch(pattern);
}

describe("a position cursor is bound to its list, merchant, mode and filters", () => {
  it("pages its own list: the next page follows the first, nothing repeated", async () => {
    for (const list of lists) {
      const first = await call(list, { qs: "?per_page=1" });
      const second = await call(list, { qs: `?per_page=1&cursor=${cursors.get(list.name)}` });
      expect(second.status, list.name).toBe(200);
      const items = second.json.data.items ?? second.json.data;
      expect(items, list.name).toHaveLength(1);
      expect(JSON.stringify(items[0]), list.name).not.toBe(JSON.stringify((first.json.data.items ?? first.json.data)[0]));
      // Back by its prev_cursor: the first page again.
      const back = await call(list, { qs: `?per_page=1&cursor=${second.json.data.pagination.prev_cursor}` });
      expect(back.json.data.items ?? back.json.data, list.name).toEqual(first.json.data.items ?? first.json.data);
    }
  });

  it("is refused by every other list", async () => {
    for (const from of lists) {
      for (const on of lists.filter((l) => l !== from)) {
        expectRefused(await call(on, { qs: `?cursor=${cursors.get(from.name)}` }), `${from.name} cursor on ${on.name}`, new RegExp(`made for the ${from.name} list`));
      }
    }
  });

  it("is refused with another merchant's key and with the other mode's key", async () => {
    for (const list of lists.filter((l) => !l.parent)) {
      const cursor = cursors.get(list.name);
      expectRefused(await call(list, { key: stranger.keys.test.secret, qs: `?cursor=${cursor}` }), `${list.name}, another merchant`, /another account or mode/);
      expectRefused(await call(list, { key: owner.keys.live.secret, qs: `?cursor=${cursor}` }), `${list.name}, live mode`, /another account or mode/);
    }
  });

  it("is refused with other filters, and on another object's list", async () => {
    for (const list of lists) {
      expectRefused(await call(list, { qs: `?${list.filter}&cursor=${cursors.get(list.name)}` }), `${list.name} with ${list.filter}`, /other filters/);
      if (list.sibling) expectRefused(await call(list, { parent: list.sibling(), qs: `?cursor=${cursors.get(list.name)}` }), `${list.name} of another object`, /other filters or for another object's list/);
    }
  });

  it("made with filters, pages with the same filters, however they are spelled", async () => {
    const payouts = lists.find((l) => l.name === "payouts")!;
    const first = await call(payouts, { qs: "?currency=ETB&per_page=1" });
    const cursor = first.json.data.pagination.next_cursor;
    expect((await call(payouts, { qs: `?currency=etb&per_page=1&cursor=${cursor}` })).status).toBe(200);
    expectRefused(await call(payouts, { qs: `?per_page=1&cursor=${cursor}` }), "filter dropped", /other filters/);
  });

  it("the dashboard's audit log: bound to the merchant and its filters, refused from an API list", async () => {
    const user = (m: Merchant): SessionUser => ({ userId: m.user.id, merchantId: m.merchant.id, role: "owner" });
    const audit = (u: SessionUser, qs: string) => callAsUser(listAudit, u, { path: `/api/dashboard/audit${qs}` });
    const own = user(owner);
    const first = await audit(own, "?per_page=1");
    expect(first.status).toBe(200);
    const cursor = first.json.data.pagination.next_cursor as string;
    expect((await audit(own, `?per_page=1&cursor=${cursor}`)).status).toBe(200);
    expectRefused(await audit(user(stranger), `?cursor=${cursor}`), "audit, another merchant", /another account or mode/);
    expectRefused(await audit(own, `?action=payout.*&cursor=${cursor}`), "audit with a filter", /other filters/);
    expectRefused(await audit(own, `?cursor=${cursors.get("payments")}`), "payments cursor on the audit log", /payments list/);
    expectRefused(await call(lists[0], { qs: `?cursor=${cursor}` }), "audit cursor on payments", /audit log list/);
  });
});
