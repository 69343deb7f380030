// Virtual accounts end to end on a real database: creation (with idempotent retries
// and merchant_reference conflicts), list and get with balances, test credits (test mode only),
// debits into the merchant's available balance with exact balance_before/balance_after, an
// insufficient balance that writes nothing, the debit history with every filter, every bad
// value and both kinds of paging, isolation between merchants and modes, and the ledger
// checked after every test.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { GET as listRoute, POST as createRoute } from "@/app/v2/virtual-accounts/route";
import { GET as getRoute } from "@/app/v2/virtual-accounts/[virtual_account_id]/route";
import { POST as creditRoute } from "@/app/v2/virtual-accounts/[virtual_account_id]/test-credits/route";
import { GET as debitsRoute, POST as debitRoute } from "@/app/v2/virtual-accounts/[virtual_account_id]/debits/route";
import { db } from "@/lib/db";
import { isValidAccountNumber } from "@/lib/virtual-accounts/account-number";
import { WEBHOOK_EVENT_TYPES } from "@/lib/catalog/event-types";
import type { RouteHandler } from "@/lib/api/with-api";

setupTestDatabase();
checkLedgerAfterEach();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let m: Merchant;
let key: string;

const noParams = { params: Promise.resolve({}) };
const vaParams = (id: string) => ({ params: Promise.resolve({ virtual_account_id: id }) });

async function call(handler: RouteHandler, path: string, opts: { key?: string; body?: unknown; id?: string; headers?: Record<string, string> } = {}) {
  const res = await handler(apiRequest(path, { key: opts.key ?? key, body: opts.body, headers: opts.headers }), opts.id ? vaParams(opts.id) : noParams);
  return { res, status: res.status, json: await res.json() };
}
const create = (body: unknown, opts: { key?: string; headers?: Record<string, string> } = {}) => call(createRoute, "/v2/virtual-accounts", { body, ...opts });
async function createOk(body: Record<string, unknown> = {}, k = key): Promise<string> {
  const r = await create({ currency: "ETB", account_name: "Abebe Kebede", ...body }, { key: k });
  if (r.status !== 201) throw new Error(`virtual account creation failed: ${JSON.stringify(r.json)}`);
  return r.json.data.virtual_account_id;
}
const credit = (id: string, body: unknown, k = key) => call(creditRoute, `/v2/virtual-accounts/${id}/test-credits`, { key: k, id, body });
const debit = (id: string, body: unknown, opts: { key?: string; headers?: Record<string, string> } = {}) =>
  call(debitRoute, `/v2/virtual-accounts/${id}/debits`, { id, body, ...opts });
const history = (id: string, query = "", opts: { key?: string; headers?: Record<string, string> } = {}) =>
  call(debitsRoute, `/v2/virtual-accounts/${id}/debits${query}`, { id, ...opts });
const getAccount = (id: string, k = key) => call(getRoute, `/v2/virtual-accounts/${id}`, { key: k, id });
const vaBalance = async (id: string) =>
  (await db().ledgerAccount.findFirst({ where: { type: "virtual_account", ownerId: id } }))?.balance ?? 0n;

beforeAll(async () => {
  m = await createTestMerchant();
  key = m.keys.test.secret;
});

describe("POST /v2/virtual-accounts", () => {
  it("creates an account with a generated 13-digit account number, a zero balance and an audit record", async () => {
    const r = await create({ currency: "etb", account_name: "Abebe Kebede", merchant_reference: "cust-1", meta: { customer_id: 7 } });
    expect(r.status).toBe(201);
    expect(r.json.status).toBe("success");
    const data = r.json.data;
    expect(data).toEqual({
      virtual_account_id: expect.stringMatching(/^va_[0-9A-Za-z]{22}$/),
      account_number: expect.stringMatching(/^[1-9]\d{12}$/),
      account_name: "Abebe Kebede",
      currency: "ETB",
      balance: 0,
      merchant_reference: "cust-1",
      meta: { customer_id: 7 },
      status: "active",
      mode: "test",
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(isValidAccountNumber(data.account_number)).toBe(true);
    const audit = await db().auditLog.findFirst({ where: { targetId: data.virtual_account_id } });
    expect(audit).toMatchObject({ action: "virtual_account.created", actorType: "api", mode: "test" });
  });

  it("account numbers differ between accounts and pass their check digit", async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => createOk()));
    const rows = await db().virtualAccount.findMany({ where: { id: { in: ids } } });
    expect(new Set(rows.map((r) => r.accountNumber)).size).toBe(5);
    for (const r of rows) expect(isValidAccountNumber(r.accountNumber)).toBe(true);
  });

  it("honours Idempotency-Key: the retry replays the same account, a different body is refused", async () => {
    const headers = { "idempotency-key": `va-create-${Date.now()}` };
    const body = { currency: "USD", account_name: "Retry Person" };
    const first = await create(body, { headers });
    const second = await create(body, { headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.res.headers.get("idempotent-replayed")).toBe("true");
    expect(second.json.data.virtual_account_id).toBe(first.json.data.virtual_account_id);
    expect(await db().virtualAccount.count({ where: { accountName: "Retry Person" } })).toBe(1);
    const other = await create({ ...body, account_name: "Someone Else" }, { headers });
    expect(other.status).toBe(422);
    expect(other.json.error.code).toBe("IDEMPOTENCY_KEY_MISMATCH");
  });

  it("a merchant_reference already used in this mode is 409 RESOURCE_CONFLICT; the other mode and other merchants may reuse it", async () => {
    await createOk({ merchant_reference: "dup-ref" });
    const again = await create({ currency: "ETB", account_name: "X", merchant_reference: "dup-ref" });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("RESOURCE_CONFLICT");
    expect(await db().virtualAccount.count({ where: { merchantReference: "dup-ref" } })).toBe(1);
    await createOk({ merchant_reference: "dup-ref" }, m.keys.live.secret);
    const other = await createTestMerchant();
    await createOk({ merchant_reference: "dup-ref" }, other.keys.test.secret);
  });

  it.each([
    [{ account_name: "A" }, 400, "VALIDATION_ERROR", "currency"],
    [{ currency: "EUR", account_name: "A" }, 400, "INVALID_VALUE", "currency"],
    [{ currency: "ETB" }, 400, "VALIDATION_ERROR", "account_name"],
    [{ currency: "ETB", account_name: "   " }, 400, "VALIDATION_ERROR", "account_name"],
    [{ currency: "ETB", account_name: "A", status: "active" }, 400, "VALIDATION_ERROR", "status"],
    [{ currency: "ETB", account_name: "A", meta: "x" }, 400, "VALIDATION_ERROR", "meta"],
  ])("refuses %j (%i %s) and writes nothing", async (body, status, code, field) => {
    const before = await db().virtualAccount.count();
    const r = await create(body);
    expect(r.status).toBe(status);
    expect(r.json.error.code).toBe(code);
    expect(r.json.error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await db().virtualAccount.count()).toBe(before);
  });
});

describe("GET /v2/virtual-accounts and /v2/virtual-accounts/{id}", () => {
  it("lists the merchant's accounts in this mode, newest first, with balances, filters and both kinds of paging", async () => {
    const own = await createTestMerchant();
    const k = own.keys.test.secret;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createOk({ currency: i % 2 ? "USD" : "ETB", merchant_reference: `list-${i}` }, k));
    await createOk({}, own.keys.live.secret);
    await credit(ids[4], { amount: 12.5 }, k);

    const all = await call(listRoute, "/v2/virtual-accounts", { key: k });
    expect(all.status).toBe(200);
    expect(all.json.data.items.map((a: { virtual_account_id: string }) => a.virtual_account_id)).toEqual([...ids].reverse());
    expect(all.json.data.items[0].balance).toBe(12.5);
    expect(all.json.data.pagination).toMatchObject({ page: 1, per_page: 20, total: 5, limit: 5, has_more: false, next_cursor: null, prev_cursor: null });

    const usd = await call(listRoute, "/v2/virtual-accounts?currency=usd", { key: k });
    expect(usd.json.data.items.map((a: { virtual_account_id: string }) => a.virtual_account_id)).toEqual([ids[3], ids[1]]);
    const byRef = await call(listRoute, "/v2/virtual-accounts?merchant_reference=list-2", { key: k });
    expect(byRef.json.data.items.map((a: { virtual_account_id: string }) => a.virtual_account_id)).toEqual([ids[2]]);

    const page1 = await call(listRoute, "/v2/virtual-accounts?per_page=2", { key: k });
    expect(page1.json.data.items).toHaveLength(2);
    const page2 = await call(listRoute, `/v2/virtual-accounts?per_page=2&cursor=${page1.json.data.pagination.next_cursor}`, { key: k });
    expect(page2.json.data.items.map((a: { virtual_account_id: string }) => a.virtual_account_id)).toEqual([ids[2], ids[1]]);

    for (const bad of ["currency=EUR", "page=0", "per_page=101", "per_page=x", "cursor=forged", "colour=red"]) {
      const r = await call(listRoute, `/v2/virtual-accounts?${bad}`, { key: k });
      expect({ bad, status: r.status, code: r.json.error?.code }).toEqual({ bad, status: 400, code: "INVALID_VALUE" });
    }
  });

  it("gets one account with its balance; unknown or another merchant's is NOT_FOUND, the other mode's names the mode", async () => {
    const id = await createOk({ account_name: "Getter" });
    await credit(id, { amount: 3 });
    const r = await getAccount(id);
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ virtual_account_id: id, account_name: "Getter", balance: 3, currency: "ETB" });

    for (const unknown of ["va_0000000000000000000000", "nope", "po_x"]) {
      const miss = await getAccount(unknown);
      expect(miss.status).toBe(404);
      expect(miss.json.error.code).toBe("NOT_FOUND");
    }
    const other = await createTestMerchant();
    const theirs = await getAccount(id, other.keys.test.secret);
    expect(theirs.status).toBe(404);
    expect(theirs.json.error.code).toBe("NOT_FOUND");
    const live = await getAccount(id, m.keys.live.secret);
    expect(live.status).toBe(401);
    expect(live.json.message).toContain("test mode");
  });
});

describe("POST /v2/virtual-accounts/{id}/test-credits", () => {
  it("moves money from the clearing account into the virtual account, with an event and an audit record", async () => {
    const id = await createOk();
    const r = await credit(id, { amount: 250.75, reference: "bank-tx-1" });
    expect(r.status).toBe(201);
    expect(r.json.data).toMatchObject({
      credit_reference: expect.stringMatching(/^vac_/),
      reference: "bank-tx-1",
      amount: 250.75,
      currency: "ETB",
      balance_before: 0,
      balance_after: 250.75,
      virtual_account: { virtual_account_id: id, balance: 250.75 },
    });
    expect(await vaBalance(id)).toBe(25_075n);
    const clearing = await db().ledgerAccount.findFirstOrThrow({ where: { type: "virtual_account_clearing", merchantId: m.merchant.id, currency: "ETB", mode: "test" } });
    expect(clearing.nonNegative).toBe(false);
    const second = await credit(id, { amount: 10 });
    expect(second.json.data).toMatchObject({ balance_before: 250.75, balance_after: 260.75 });

    const events = await db().event.findMany({ where: { objectId: id, type: "virtual_account.credited" }, orderBy: { createdAt: "asc" } });
    expect(events).toHaveLength(2);
    expect(events[0].payload).toMatchObject({ virtual_account_id: id, amount: 250.75, balance_after: 250.75 });
    expect(await db().auditLog.count({ where: { action: "virtual_account.credited", merchantId: m.merchant.id } })).toBeGreaterThanOrEqual(2);
    expect(WEBHOOK_EVENT_TYPES).toEqual(expect.arrayContaining(["virtual_account.credited", "virtual_account.debited"]));
  });

  it("live accounts receive real transfers only: a test credit there is 409 INVALID_STATE, nothing written", async () => {
    const liveKey = m.keys.live.secret;
    const id = await createOk({}, liveKey);
    const r = await credit(id, { amount: 5 }, liveKey);
    expect(r.status).toBe(409);
    expect(r.json.error.code).toBe("INVALID_STATE");
    expect(r.json.message).toContain("test mode");
    expect(await db().virtualAccountCredit.count({ where: { virtualAccountId: id } })).toBe(0);
    expect(await vaBalance(id)).toBe(0n);
  });

  it.each([
    [{ amount: 0 }, "INVALID_VALUE"],
    [{ amount: -1 }, "INVALID_VALUE"],
    [{ amount: 1.001 }, "INVALID_VALUE"],
    [{ amount: "5" }, "VALIDATION_ERROR"],
    [{ amount: 5, extra: true }, "VALIDATION_ERROR"],
  ])("refuses %j with %s", async (body, code) => {
    const id = await createOk();
    const r = await credit(id, body);
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe(code);
    expect(await vaBalance(id)).toBe(0n);
  });
});

describe("POST /v2/virtual-accounts/{id}/debits", () => {
  it("debits into the merchant's available balance with balance_before and balance_after, an event and an audit record", async () => {
    const own = await createTestMerchant();
    const k = own.keys.test.secret;
    const id = await createOk({ currency: "USD" }, k);
    await credit(id, { amount: 100 }, k);
    const r = await debit(id, { amount: 30.25, merchant_reference: "rent-nov", reason: "November rent", meta: { invoice: "INV-1" } }, { key: k });
    expect(r.status).toBe(201);
    expect(r.json.data).toEqual({
      debit_reference: expect.stringMatching(/^vad_[0-9A-Za-z]{22}$/),
      merchant_reference: "rent-nov",
      amount: 30.25,
      currency: "USD",
      reason: "November rent",
      meta: { invoice: "INV-1" },
      balance_before: 100,
      balance_after: 69.75,
      created_at: expect.any(String),
    });
    expect(await vaBalance(id)).toBe(6_975n);
    expect(await balanceOf("merchant_available", own.merchant.id, "USD")).toBe(3_025n);

    const second = await debit(id, { amount: 69.75 }, { key: k });
    expect(second.json.data).toMatchObject({ merchant_reference: null, reason: null, meta: {}, balance_before: 69.75, balance_after: 0 });
    expect((await getAccount(id, k)).json.data.balance).toBe(0);

    // The payload's balances and time are computed by the debit's one statement; they
    // are exactly the answer's (serializeDebit's shape, numbers as numbers, created_at to the ms).
    const events = await db().event.findMany({ where: { objectId: id, type: "virtual_account.debited" }, orderBy: { createdAt: "asc" } });
    const payloadOf = (reference: string) => events.find((e) => (e.payload as { debit_reference?: string }).debit_reference === reference)?.payload;
    expect(payloadOf(r.json.data.debit_reference)).toEqual({ virtual_account_id: id, ...r.json.data });
    expect(payloadOf(second.json.data.debit_reference)).toEqual({ virtual_account_id: id, ...second.json.data });
    const audit = await db().auditLog.findFirstOrThrow({ where: { targetId: r.json.data.debit_reference } });
    expect(audit).toMatchObject({ action: "virtual_account.debited", actorType: "api", mode: "test" });
    expect(audit.details).toEqual({ virtual_account_id: id, amount: 30.25, currency: "USD", merchant_reference: "rent-nov" });
    // The stored row is the answer: created_at strictly after the previous debit's.
    expect(Date.parse(second.json.data.created_at)).toBeGreaterThan(Date.parse(r.json.data.created_at));
  });

  it("a currency without decimals: the event carries whole major units, as the answer does", async () => {
    const own = await createTestMerchant();
    const k = own.keys.test.secret;
    const id = await createOk({ currency: "UGX" }, k);
    await credit(id, { amount: 25_000 }, k);
    const r = await debit(id, { amount: 7_000 }, { key: k });
    expect(r.status).toBe(201);
    expect(r.json.data).toMatchObject({ amount: 7_000, currency: "UGX", balance_before: 25_000, balance_after: 18_000 });
    const event = await db().event.findFirstOrThrow({ where: { objectId: id, type: "virtual_account.debited" } });
    expect(event.payload).toEqual({ virtual_account_id: id, ...r.json.data });
  });

  it("a debit larger than the balance is 400 INSUFFICIENT_BALANCE and writes nothing", async () => {
    const id = await createOk();
    await credit(id, { amount: 50 });
    const before = {
      debits: await db().virtualAccountDebit.count(),
      events: await db().event.count({ where: { type: "virtual_account.debited" } }),
      ledger: await db().ledgerTransaction.count(),
      audits: await db().auditLog.count({ where: { action: "virtual_account.debited" } }),
    };
    const r = await debit(id, { amount: 50.01, merchant_reference: "too-much" });
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe("INSUFFICIENT_BALANCE");
    expect(r.json.message).toBe("Insufficient balance: ETB 50.00 available in the virtual account, ETB 50.01 needed");
    expect({
      debits: await db().virtualAccountDebit.count(),
      events: await db().event.count({ where: { type: "virtual_account.debited" } }),
      ledger: await db().ledgerTransaction.count(),
      audits: await db().auditLog.count({ where: { action: "virtual_account.debited" } }),
    }).toEqual(before);
    expect(await vaBalance(id)).toBe(5_000n);
    // An account that never received money has nothing to debit.
    const empty = await createOk();
    expect((await debit(empty, { amount: 1 })).json.error.code).toBe("INSUFFICIENT_BALANCE");
  });

  it("merchant_reference is unique per account: a reuse is 409 RESOURCE_CONFLICT, another account may use it", async () => {
    const a = await createOk();
    const b = await createOk();
    await credit(a, { amount: 10 });
    await credit(b, { amount: 10 });
    expect((await debit(a, { amount: 1, merchant_reference: "same" })).status).toBe(201);
    const again = await debit(a, { amount: 1, merchant_reference: "same" });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("RESOURCE_CONFLICT");
    expect(again.json.error.details).toEqual([{ field: "merchant_reference", message: "must be unique per virtual account" }]);
    expect(await vaBalance(a)).toBe(900n);
    // The reference is judged first: taken and too large is still RESOURCE_CONFLICT, nothing written.
    const counts = async () => ({
      debits: await db().virtualAccountDebit.count({ where: { virtualAccountId: a } }),
      events: await db().event.count({ where: { objectId: a, type: "virtual_account.debited" } }),
      audits: await db().auditLog.count({ where: { action: "virtual_account.debited", targetId: { not: null } } }),
      ledger: await db().ledgerTransaction.count({ where: { kind: "virtual_account_debit" } }),
    });
    const before = await counts();
    const tooLarge = await debit(a, { amount: 1_000, merchant_reference: "same" });
    expect({ status: tooLarge.status, code: tooLarge.json.error.code }).toEqual({ status: 409, code: "RESOURCE_CONFLICT" });
    expect(await counts()).toEqual(before);
    expect(await vaBalance(a)).toBe(900n);
    expect((await debit(b, { amount: 1, merchant_reference: "same" })).status).toBe(201);
  });

  it("honours Idempotency-Key: a retried debit is replayed, not debited twice", async () => {
    const id = await createOk();
    await credit(id, { amount: 10 });
    const headers = { "idempotency-key": `va-debit-${Date.now()}` };
    const first = await debit(id, { amount: 4, merchant_reference: "idem" }, { headers });
    const retry = await debit(id, { amount: 4, merchant_reference: "idem" }, { headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.res.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.json.data.debit_reference).toBe(first.json.data.debit_reference);
    expect(await vaBalance(id)).toBe(600n);
    expect(await db().virtualAccountDebit.count({ where: { virtualAccountId: id } })).toBe(1);
  });

  it.each([
    [{ amount: 0 }, "INVALID_VALUE", "amount"],
    [{ amount: 1.001 }, "INVALID_VALUE", "amount"],
    [{}, "VALIDATION_ERROR", "amount"],
    [{ amount: 1, merchant_reference: "" }, "VALIDATION_ERROR", "merchant_reference"],
    [{ amount: 1, status: "done" }, "VALIDATION_ERROR", "status"],
  ])("refuses %j with %s", async (body, code, field) => {
    const id = await createOk();
    await credit(id, { amount: 10 });
    const r = await debit(id, body);
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe(code);
    expect(r.json.error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await vaBalance(id)).toBe(1_000n);
  });

  it("another merchant's account is NOT_FOUND and the other mode's is 401: nothing debited", async () => {
    const id = await createOk();
    await credit(id, { amount: 10 });
    const other = await createTestMerchant();
    const theirs = await debit(id, { amount: 1 }, { key: other.keys.test.secret });
    expect(theirs.status).toBe(404);
    expect(theirs.json.error.code).toBe("NOT_FOUND");
    const live = await debit(id, { amount: 1 }, { key: m.keys.live.secret });
    expect(live.status).toBe(401);
    expect(await vaBalance(id)).toBe(1_000n);
  });
});

describe("GET /v2/virtual-accounts/{id}/debits", () => {
  let id: string;
  let refs: string[]; // debit references, oldest first

  beforeAll(async () => {
    id = await createOk({ currency: "UGX" });
    await credit(id, { amount: 100_000 });
    refs = [];
    for (let i = 0; i < 7; i++) {
      const r = await debit(id, { amount: 1000 + i, merchant_reference: `h-${i}`, reason: `debit ${i}` });
      expect(r.status).toBe(201);
      refs.push(r.json.data.debit_reference);
    }
  });

  const refsOf = (json: { data: { items: { debit_reference: string }[] } }) => json.data.items.map((d) => d.debit_reference);

  it("lists the spec's debit items newest first, with the pagination object; Content-Type is optional", async () => {
    const r = await history(id);
    expect(r.status).toBe(200);
    expect(r.json.message).toBeTruthy();
    expect(refsOf(r.json)).toEqual([...refs].reverse());
    const newest = r.json.data.items[0];
    expect(Object.keys(newest).sort()).toEqual(
      ["amount", "balance_after", "balance_before", "created_at", "currency", "debit_reference", "meta", "merchant_reference", "reason"].sort(),
    );
    expect(newest).toMatchObject({ merchant_reference: "h-6", amount: 1006, currency: "UGX", reason: "debit 6", meta: {} });
    expect(r.json.data.pagination).toMatchObject({ limit: 7, has_more: false, next_cursor: null, prev_cursor: null, page: 1, per_page: 20 });
    // Walking the history oldest first, each balance_before is the previous balance_after.
    const oldestFirst = [...r.json.data.items].reverse();
    expect(oldestFirst[0].balance_before).toBe(100_000);
    for (let i = 1; i < oldestFirst.length; i++) expect(oldestFirst[i].balance_before).toBe(oldestFirst[i - 1].balance_after);
    const withType = await history(id, "", { headers: { "content-type": "application/json" } });
    expect(refsOf(withType.json)).toEqual(refsOf(r.json));
  });

  it("filters by merchant_reference", async () => {
    expect(refsOf((await history(id, "?merchant_reference=h-3")).json)).toEqual([refs[3]]);
    expect(refsOf((await history(id, "?merchant_reference=unknown")).json)).toEqual([]);
  });

  it("filters by from and to (created_at), a bare day as to including that day", async () => {
    const rows = await db().virtualAccountDebit.findMany({ where: { virtualAccountId: id }, orderBy: { createdAt: "asc" } });
    const at = (i: number) => rows[i].createdAt.toISOString();
    expect(refsOf((await history(id, `?from=${at(4)}`)).json)).toEqual([refs[6], refs[5], refs[4]]);
    expect(refsOf((await history(id, `?to=${at(2)}`)).json)).toEqual([refs[1], refs[0]]);
    expect(refsOf((await history(id, `?from=${at(2)}&to=${at(4)}`)).json)).toEqual([refs[3], refs[2]]);
    const today = new Date().toISOString().slice(0, 10);
    expect(refsOf((await history(id, `?from=${today}&to=${today}`)).json)).toHaveLength(7);
    expect(refsOf((await history(id, "?to=2000-01-01")).json)).toEqual([]);
  });

  it("pages by page/per_page and by cursor without skipping or repeating, also while debits arrive", async () => {
    const p1 = await history(id, "?per_page=3");
    expect(refsOf(p1.json)).toEqual([refs[6], refs[5], refs[4]]);
    expect(p1.json.data.pagination).toMatchObject({ page: 1, per_page: 3, total: 7, limit: 3, has_more: true, prev_cursor: null });
    const p3 = await history(id, "?per_page=3&page=3");
    expect(refsOf(p3.json)).toEqual([refs[0]]);
    expect(p3.json.data.pagination).toMatchObject({ has_more: false, next_cursor: null });
    expect(refsOf((await history(id, "?per_page=3&page=4")).json)).toEqual([]);

    // A new debit arrives between pages: the cursor continues after the last item seen, while
    // page numbers would now shift by one.
    const late = await debit(id, { amount: 1, merchant_reference: "late" });
    expect(late.status).toBe(201);
    expect(refsOf((await history(id, "?per_page=3&page=2")).json)).toEqual([refs[4], refs[3], refs[2]]);
    const c2 = await history(id, `?per_page=3&cursor=${p1.json.data.pagination.next_cursor}`);
    expect(refsOf(c2.json)).toEqual([refs[3], refs[2], refs[1]]);
    const c3 = await history(id, `?per_page=3&cursor=${c2.json.data.pagination.next_cursor}`);
    expect(refsOf(c3.json)).toEqual([refs[0]]);
    expect(c3.json.data.pagination).toMatchObject({ has_more: false, next_cursor: null });
    const back = await history(id, `?per_page=3&cursor=${c3.json.data.pagination.prev_cursor}`);
    expect(refsOf(back.json)).toEqual([refs[3], refs[2], refs[1]]);
    const first = await history(id, `?per_page=3&cursor=${back.json.data.pagination.prev_cursor}`);
    expect(refsOf(first.json)).toEqual([refs[6], refs[5], refs[4]]);
    const newest = await history(id, `?per_page=3&cursor=${first.json.data.pagination.prev_cursor}`);
    expect(refsOf(newest.json)).toEqual([late.json.data.debit_reference]);
  });

  it.each([
    ["?from=yesterday", "from"],
    ["?to=2026-13-01", "to"],
    ["?from=2026-11-23T10:00:00Z&to=2026-11-22", "from"],
    ["?page=0", "page"],
    ["?page=-1", "page"],
    ["?page=1.5", "page"],
    ["?per_page=0", "per_page"],
    ["?per_page=101", "per_page"],
    ["?per_page=ten", "per_page"],
    ["?merchant_reference=", "merchant_reference"],
    ["?cursor=not-a-cursor", "cursor"],
    ["?status=success", "status"],
    ["?page=1&page=2", "page"],
  ])("%s is 400 INVALID_VALUE naming %s", async (query, field) => {
    const r = await history(id, query);
    expect(r.status).toBe(400);
    expect(r.json.status).toBe("error");
    expect(r.json.error.code).toBe("INVALID_VALUE");
    expect(r.json.error.details[0].field).toBe(field);
  });

  it("unknown or another merchant's account is 404 NOT_FOUND; the other mode's is 401", async () => {
    expect((await history("va_0000000000000000000000")).json.error.code).toBe("NOT_FOUND");
    const other = await createTestMerchant();
    const theirs = await history(id, "", { key: other.keys.test.secret });
    expect(theirs.status).toBe(404);
    expect(theirs.json.error.code).toBe("NOT_FOUND");
    expect((await history(id, "", { key: m.keys.live.secret })).status).toBe(401);
  });
});
