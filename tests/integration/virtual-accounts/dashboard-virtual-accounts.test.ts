// Dashboard side: the virtual-account routes under /api/dashboard/virtual-accounts,
// called with a real signed-in session. They run the API's own services: an account made and
// debited from the dashboard writes the same rows as with the API, the audit record naming the
// user. Viewers read but every write is refused (403, nothing written); the other mode's and
// another merchant's accounts are NOT_FOUND; the history takes the API's filters.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach } from "@/tests/support/ledger";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { webhookBody } from "@/lib/webhooks/payloads";
import { GET as listRoute, POST as createRoute } from "@/app/api/dashboard/virtual-accounts/route";
import { GET as detailRoute } from "@/app/api/dashboard/virtual-accounts/[virtual_account_id]/route";
import { POST as creditRoute } from "@/app/api/dashboard/virtual-accounts/[virtual_account_id]/test-credits/route";
import { GET as debitsRoute, POST as debitRoute } from "@/app/api/dashboard/virtual-accounts/[virtual_account_id]/debits/route";

setupTestDatabase();
checkLedgerAfterEach();

type Mode = "test" | "live";
let shop: Awaited<ReturnType<typeof createTestMerchant>>;
let owner: SessionUser;
let viewer: SessionUser;
let stranger: SessionUser;
let id: string;

const at = (vaId: string, tail = "") => ({ path: `/api/dashboard/virtual-accounts/${vaId}${tail}`, params: { virtual_account_id: vaId } });
const create = (user: SessionUser, body: unknown, mode: Mode = "test") => callAsUser(createRoute, user, { path: "/api/dashboard/virtual-accounts", body, mode });
const credit = (user: SessionUser, vaId: string, body: unknown, mode: Mode = "test") => callAsUser(creditRoute, user, { ...at(vaId, "/test-credits"), body, mode });
const debit = (user: SessionUser, vaId: string, body: unknown, mode: Mode = "test") => callAsUser(debitRoute, user, { ...at(vaId, "/debits"), body, mode });
const debits = (user: SessionUser, vaId: string, query = "", mode: Mode = "test") =>
  callAsUser(debitsRoute, user, { ...at(vaId, "/debits"), path: `/api/dashboard/virtual-accounts/${vaId}/debits${query}`, mode });
const detail = (user: SessionUser, vaId: string, mode: Mode = "test") => callAsUser(detailRoute, user, { ...at(vaId), mode });

beforeAll(async () => {
  shop = await createTestMerchant({ name: "VA Shop" });
  const other = await createTestMerchant({ name: "Someone Else" });
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
  viewer = await addMember(shop.merchant.id, "viewer");
  stranger = { userId: other.user.id, merchantId: other.merchant.id, role: "owner" };
  const created = await create(owner, { currency: "USD", account_name: "Dashboard Customer", merchant_reference: "dash-1" });
  expect(created.status).toBe(201);
  id = created.json.data.virtual_account_id;
});

describe("dashboard virtual accounts", () => {
  it("creates, credits and debits with the API's services; the audit record names the user", async () => {
    expect((await credit(owner, id, { amount: 80 })).json.data).toMatchObject({ balance_before: 0, balance_after: 80 });
    const d = await debit(owner, id, { amount: 30, merchant_reference: "d-1", reason: "Rent" });
    expect(d.status).toBe(201);
    expect(d.json.data).toMatchObject({ merchant_reference: "d-1", amount: 30, balance_before: 80, balance_after: 50 });
    // The page's account: its number's bank and the incoming transfers, beside the debits.
    const shown = (await detail(owner, id)).json.data;
    expect(shown).toMatchObject({ virtual_account_id: id, balance: 50, account_name: "Dashboard Customer", bank: "Gateway Test Bank (simulated transfers)", credit_count: 1 });
    expect(shown.recent_credits).toEqual([expect.objectContaining({ amount: 80, currency: "USD", balance_before: 0, balance_after: 80, credit_reference: expect.stringMatching(/^vac_/) })]);
    expect(await balanceOf("merchant_available", shop.merchant.id, "USD")).toBe(3_000n);
    const audit = await db().auditLog.findFirstOrThrow({ where: { targetId: d.json.data.debit_reference } });
    expect(audit).toMatchObject({ action: "virtual_account.debited", actorType: "dashboard", userId: owner.userId });

    const list = await callAsUser(listRoute, owner, { path: "/api/dashboard/virtual-accounts" });
    expect(list.json.data.items.map((a: { virtual_account_id: string }) => a.virtual_account_id)).toContain(id);
    const history = await debits(owner, id, "?merchant_reference=d-1&per_page=5");
    expect(history.json.data.items.map((i: { debit_reference: string }) => i.debit_reference)).toEqual([d.json.data.debit_reference]);
    expect((await debits(owner, id, "?per_page=0")).json.error?.code).toBe("INVALID_VALUE");

    // The webhook body a v2 endpoint would receive for the debit.
    const event = await db().event.findFirstOrThrow({ where: { objectId: id, type: "virtual_account.debited" } });
    expect(JSON.parse(webhookBody("v2", event)!)).toMatchObject({ event: "virtual_account.debited", webhook_type: "virtual_account", gateway_reference: id, amount: 30, merchant_reference: "d-1" });
    expect(webhookBody("v1", event)).toBeNull();
  });

  it("an amount above the balance is refused with nothing written", async () => {
    const before = await db().virtualAccountDebit.count({ where: { virtualAccountId: id } });
    const refused = await debit(owner, id, { amount: 1_000 });
    expect(refused.status).toBe(400);
    expect(refused.json.error?.code).toBe("INSUFFICIENT_BALANCE");
    expect(await db().virtualAccountDebit.count({ where: { virtualAccountId: id } })).toBe(before);
  });

  it("viewers read but cannot create, credit or debit", async () => {
    expect((await detail(viewer, id)).status).toBe(200);
    const before = { accounts: await db().virtualAccount.count(), ledger: await db().ledgerTransaction.count() };
    for (const res of [await create(viewer, { currency: "USD", account_name: "X" }), await credit(viewer, id, { amount: 1 }), await debit(viewer, id, { amount: 1 })]) {
      expect(res.status).toBe(403);
      expect(res.json.error?.code).toBe("UNAUTHORIZED");
    }
    expect({ accounts: await db().virtualAccount.count(), ledger: await db().ledgerTransaction.count() }).toEqual(before);
  });

  it("another merchant's account and the other mode's are NOT_FOUND; live accounts take no test credit", async () => {
    for (const res of [await detail(stranger, id), await debits(stranger, id), await debit(stranger, id, { amount: 1 }), await detail(owner, id, "live"), await credit(owner, id, { amount: 1 }, "live")]) {
      expect(res.status).toBe(404);
      expect(res.json.error?.code).toBe("NOT_FOUND");
    }
    const live = await create(owner, { currency: "USD", account_name: "Live Customer" }, "live");
    expect(live.json.data.mode).toBe("live");
    // A live number's bank is the installation's (VIRTUAL_ACCOUNT_BANK); unset, the page says to ask.
    expect((await detail(owner, live.json.data.virtual_account_id, "live")).json.data).toMatchObject({ bank: null, recent_credits: [], credit_count: 0 });
    const refused = await credit(owner, live.json.data.virtual_account_id, { amount: 1 }, "live");
    expect(refused.status).toBe(409);
    expect(refused.json.error?.code).toBe("INVALID_STATE");
  });
});
