// The debit chain under concurrency, on PostgreSQL only (PGlite runs one connection,
// so nothing there is concurrent; the test database's pool has 20 connections):
//  1. A virtual account holding exactly 50 debits' worth and 100 concurrent debits: exactly 50
//     accepted, 50 INSUFFICIENT_BALANCE, the balance never seen below 0, 0 at the end.
//  2. Walking the debit history in time order (created_at), every balance_before equals the
//     previous debit's balance_after, the first starts at the credited amount, and the
//     history's order is the API's order (newest first) reversed.
//  3. Credits racing debits on one account still leave a chain that adds up.
import { describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { POST as createRoute } from "@/app/v2/virtual-accounts/route";
import { POST as creditRoute } from "@/app/v2/virtual-accounts/[virtual_account_id]/test-credits/route";
import { GET as debitsRoute, POST as debitRoute } from "@/app/v2/virtual-accounts/[virtual_account_id]/debits/route";
import { createPostgresClient, db } from "@/lib/db";

const database = setupTestDatabase();
checkLedgerAfterEach();

const noParams = { params: Promise.resolve({}) };
const vaParams = (id: string) => ({ params: Promise.resolve({ virtual_account_id: id }) });

async function post(handler: typeof debitRoute, path: string, key: string, body: unknown, id?: string) {
  const res = await handler(apiRequest(path, { key, body }), id ? vaParams(id) : noParams);
  return { status: res.status, body: await res.json() };
}

async function fundedAccount(dollars: number) {
  const m = await createTestMerchant();
  const key = m.keys.test.secret;
  const created = await post(createRoute, "/v2/virtual-accounts", key, { currency: "USD", account_name: "Chain Test" });
  expect(created.status).toBe(201);
  const id: string = created.body.data.virtual_account_id;
  const credited = await post(creditRoute, `/v2/virtual-accounts/${id}/test-credits`, key, { amount: dollars }, id);
  expect(credited.status).toBe(201);
  return { m, key, id };
}

type DebitItem = { debit_reference: string; amount: number; balance_before: number; balance_after: number; created_at: string };

/** The whole history through the API, following next_cursor, newest first. */
async function fullHistory(key: string, id: string): Promise<DebitItem[]> {
  const items: DebitItem[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?per_page=100${cursor ? `&cursor=${cursor}` : ""}`;
    const res = await debitsRoute(apiRequest(`/v2/virtual-accounts/${id}/debits${query}`, { key }), vaParams(id));
    const json = await res.json();
    expect(res.status).toBe(200);
    items.push(...json.data.items);
    cursor = json.data.pagination.next_cursor;
  } while (cursor);
  return items;
}

function expectChain(oldestFirst: DebitItem[], start: number) {
  expect(oldestFirst[0].balance_before).toBe(start);
  for (let i = 0; i < oldestFirst.length; i++) {
    const d = oldestFirst[i];
    expect(Math.round((d.balance_before - d.amount) * 100)).toBe(Math.round(d.balance_after * 100));
    expect(d.balance_after).toBeGreaterThanOrEqual(0);
    if (i > 0) {
      expect(d.balance_before).toBe(oldestFirst[i - 1].balance_after);
      expect(Date.parse(d.created_at)).toBeGreaterThan(Date.parse(oldestFirst[i - 1].created_at));
    }
  }
}

describe.skipIf(!onPostgres)("concurrent virtual-account debits (PostgreSQL, pool of 20)", () => {
  it("100 concurrent debits of 2.00 against 100.00: exactly 50 accepted, never overdrawn, an unbroken balance chain", { timeout: 60_000 }, async () => {
    expect(database.current.pool?.options.max).toBeGreaterThanOrEqual(10);
    const { m, key, id } = await fundedAccount(100);
    const ledgerAccount = await db().ledgerAccount.findFirstOrThrow({ where: { type: "virtual_account", ownerId: id } });
    expect(ledgerAccount.nonNegative).toBe(true);

    // A sampler on its own connection watches the balance while the debits run.
    const sampler = createPostgresClient(database.current.url!, 1);
    const samples: bigint[] = [];
    let running = true;
    const sampling = (async () => {
      while (running) {
        const [row] = await sampler.client.$queryRaw<{ balance: bigint }[]>`SELECT balance FROM "LedgerAccount" WHERE id = ${ledgerAccount.id}`;
        samples.push(row.balance);
      }
    })();

    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post(debitRoute, `/v2/virtual-accounts/${id}/debits`, key, { amount: 2, merchant_reference: `c-${i}`, reason: "chain" }, id)),
    );
    running = false;
    await sampling;
    await sampler.close();

    const accepted = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(accepted).toHaveLength(50);
    for (const r of refused) expect({ status: r.status, code: r.body.error?.code }).toEqual({ status: 400, code: "INSUFFICIENT_BALANCE" });
    expect(samples.length).toBeGreaterThan(5);
    expect(samples.every((b) => b >= 0n)).toBe(true);

    const account = await db().ledgerAccount.findUniqueOrThrow({ where: { id: ledgerAccount.id } });
    expect(account.balance).toBe(0n);
    expect(await balanceOf("merchant_available", m.merchant.id, "USD")).toBe(10_000n);
    // Nothing was written for the refusals: 50 debits, 50 ledger transactions, 50 events.
    const ids = accepted.map((r) => r.body.data.debit_reference as string).sort();
    expect((await db().virtualAccountDebit.findMany({ where: { virtualAccountId: id }, select: { id: true } })).map((d) => d.id).sort()).toEqual(ids);
    const postings = await db().ledgerTransaction.findMany({ where: { kind: "virtual_account_debit", merchantId: m.merchant.id }, select: { referenceId: true } });
    expect(postings.map((p) => p.referenceId).sort()).toEqual(ids);
    expect(await db().event.count({ where: { objectId: id, type: "virtual_account.debited" } })).toBe(50);

    // The chain, walked in time order through the API: each balance_before is the previous balance_after.
    const newestFirst = await fullHistory(key, id);
    expect(newestFirst.map((d) => d.debit_reference).sort()).toEqual(ids);
    const oldestFirst = [...newestFirst].reverse();
    expectChain(oldestFirst, 100);
    expect(oldestFirst.at(-1)!.balance_after).toBe(0);
    // The balances the answers gave are the balances the history shows.
    const answered = new Map(accepted.map((r) => [r.body.data.debit_reference, [r.body.data.balance_before, r.body.data.balance_after]]));
    for (const d of newestFirst) expect([d.balance_before, d.balance_after]).toEqual(answered.get(d.debit_reference));
  });

  it("credits racing debits: credits and debits together form one unbroken chain of balances", { timeout: 60_000 }, async () => {
    const { key, id } = await fundedAccount(20);
    const work = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0
        ? post(creditRoute, `/v2/virtual-accounts/${id}/test-credits`, key, { amount: 1 }, id)
        : post(debitRoute, `/v2/virtual-accounts/${id}/debits`, key, { amount: 1 }, id),
    );
    const results = await Promise.all(work);
    for (const r of results) expect([201, 400]).toContain(r.status);

    const [debits, credits] = await Promise.all([
      db().virtualAccountDebit.findMany({ where: { virtualAccountId: id } }),
      db().virtualAccountCredit.findMany({ where: { virtualAccountId: id } }),
    ]);
    const movements = [
      ...debits.map((d) => ({ before: d.balanceBefore, after: d.balanceAfter })),
      ...credits.map((c) => ({ before: c.balanceBefore, after: c.balanceAfter })),
    ];
    // One chain from 0 to the final balance: every balance a movement started from was left by
    // another movement (or is the opening 0), and every balance left was taken up by the next
    // one (or is the final balance), value for value.
    const account = await db().ledgerAccount.findFirstOrThrow({ where: { type: "virtual_account", ownerId: id } });
    const sorted = (values: bigint[]) => values.map(String).sort();
    expect(sorted([...movements.map((mv) => mv.before), account.balance])).toEqual(sorted([0n, ...movements.map((mv) => mv.after)]));
    expect(movements.every((mv) => mv.after >= 0n)).toBe(true);
    expect(account.balance).toBe(2000n + BigInt(credits.length - 1) * 100n - BigInt(debits.length) * 100n);
  });
});
