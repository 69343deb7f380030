// Payouts: no double spend, and two workers, on PostgreSQL only (PGlite runs one
// connection, so nothing there is concurrent): the test database's pool has 20 connections
// (tests/support/database.ts), so the requests and the workers really contend.
//  1. A balance of exactly 10,000 minor units and 100 concurrent POST /v2/payouts of 1,000
//     (fees waived): exactly 10 accepted, 90 INSUFFICIENT_BALANCE, the balance sampled while
//     they run never below 0, 0 at the end, 10 payouts with 10 holds, ledger check clean.
//  2. Two workers on separate connection pools share 50 payouts: each ends success once.
//  3. Two workers running the payout step on the same 50 payouts at the same time (no job
//     claim between them): still one delivery and one success event per payout.
import { describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest } from "@/tests/factories/merchants";
import { createFundedMerchant } from "@/tests/factories/funds";
import { createPayoutFor } from "@/tests/factories/payouts";
import { POST as createRoute } from "@/app/v2/payouts/route";
import { createPostgresClient, db } from "@/lib/db";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { processPayout } from "@/lib/payouts/process-payout";

const database = setupTestDatabase();
checkLedgerAfterEach();

const noParams = { params: Promise.resolve({}) };
const account = { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe_usd" };

async function postPayout(key: string, body: Record<string, unknown>) {
  const res = await createRoute(apiRequest("/v2/payouts", { key, body }), noParams);
  return { status: res.status, body: await res.json() };
}

async function createPayouts(key: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await createPayoutFor(key, { amount: 1, currency: "USD", account }));
  return ids;
}

/** Per payout: its status, its deliveries, its success events, its simulator transfers. */
async function outcomes(ids: string[]) {
  const [payouts, delivers, events, sent] = await Promise.all([
    db().payout.findMany({ where: { id: { in: ids } }, select: { id: true, status: true, processorRef: true } }),
    db().ledgerTransaction.groupBy({ by: ["referenceId"], where: { kind: "payout_deliver", referenceId: { in: ids } }, _count: true }),
    db().event.groupBy({ by: ["objectId"], where: { type: "payout.success", objectId: { in: ids } }, _count: true }),
    db().simulatorPayout.findMany({ where: { payoutId: { in: ids } }, select: { payoutId: true, processorRef: true } }),
  ]);
  return { payouts, delivers, events, sent };
}

function expectEachSucceededOnce(ids: string[], o: Awaited<ReturnType<typeof outcomes>>) {
  expect(o.payouts.filter((p) => p.status === "success")).toHaveLength(ids.length);
  expect(o.delivers.map((d) => [d.referenceId, d._count]).sort()).toEqual(ids.map((id) => [id, 1]).sort());
  expect(o.events.map((e) => [e.objectId, e._count]).sort()).toEqual(ids.map((id) => [id, 1]).sort());
  // One transfer per payout at the processor, and the payout records that transfer.
  const sentRef = new Map(o.sent.map((s) => [s.payoutId, s.processorRef]));
  expect(o.payouts.map((p) => [p.id, p.processorRef]).sort()).toEqual(ids.map((id) => [id, sentRef.get(id)]).sort());
}

describe.skipIf(!onPostgres)("concurrent payouts (PostgreSQL, pool of 20)", () => {
  it("100 concurrent payouts of 1,000 against a balance of 10,000: exactly 10 accepted, never below 0", { timeout: 60_000 }, async () => {
    expect(database.current.pool?.options.max).toBeGreaterThanOrEqual(10);
    const m = await createFundedMerchant({ USD: 100 }, { payoutFeesWaived: true }); // USD 100.00 = 10,000 minor units
    const key = m.keys.test.secret;
    expect(await balanceOf("merchant_available", m.merchant.id, "USD")).toBe(10_000n);

    // The database itself refuses a negative spendable balance (the last line of defence).
    const [constraint] = await db().$queryRaw<{ convalidated: boolean }[]>`
      SELECT convalidated FROM pg_constraint WHERE conname = 'LedgerAccount_spendable_not_negative'`;
    expect(constraint).toEqual({ convalidated: true });
    const available = await db().ledgerAccount.findUniqueOrThrow({
      where: { type_ownerId_mode_currency: { type: "merchant_available", ownerId: m.merchant.id, mode: "test", currency: "USD" } },
    });
    expect(available.nonNegative).toBe(true);

    // A sampler on its own connection watches the balance while the requests run.
    const sampler = createPostgresClient(database.current.url!, 1);
    const samples: bigint[] = [];
    let running = true;
    const sampling = (async () => {
      while (running) {
        const [row] = await sampler.client.$queryRaw<{ balance: bigint }[]>`SELECT balance FROM "LedgerAccount" WHERE id = ${available.id}`;
        samples.push(row.balance);
      }
    })();

    const results = await Promise.all(Array.from({ length: 100 }, () => postPayout(key, { amount: 10, currency: "USD", account })));
    running = false;
    await sampling;
    await sampler.close();

    const accepted = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const r of refused) expect({ status: r.status, code: r.body.error?.code }).toEqual({ status: 400, code: "INSUFFICIENT_BALANCE" });
    for (const r of accepted) expect(r.body.data).toMatchObject({ status: "pending", amount: 10, service_fee: 0, currency: "USD" });

    // The sampler sees committed states only; the CHECK above is what stops an uncommitted one.
    expect(samples.length).toBeGreaterThan(5);
    expect(samples.every((b) => b >= 0n)).toBe(true);
    expect(await balanceOf("merchant_available", m.merchant.id, "USD")).toBe(0n);

    // Nothing was written for the 90 refusals: 10 payouts, 10 holds, 10 jobs, 10 events.
    const ids = accepted.map((r) => r.body.data.gateway_reference as string).sort();
    expect((await db().payout.findMany({ where: { merchantId: m.merchant.id }, select: { id: true } })).map((p) => p.id).sort()).toEqual(ids);
    const holds = await db().ledgerTransaction.findMany({ where: { merchantId: m.merchant.id, kind: "payout_hold" }, select: { referenceId: true } });
    expect(holds.map((h) => h.referenceId).sort()).toEqual(ids);
    expect(await db().event.count({ where: { merchantId: m.merchant.id, type: "payout.pending" } })).toBe(10);
    const jobs = await db().job.findMany({ where: { type: "payout.process", doneAt: null }, select: { payload: true } });
    expect(jobs.map((j) => (j.payload as { payout_id: string }).payout_id).sort()).toEqual(ids);
    const inFlight = await db().ledgerAccount.findUniqueOrThrow({
      where: { type_ownerId_mode_currency: { type: "payouts_in_flight", ownerId: m.merchant.id, mode: "test", currency: "USD" } },
    });
    expect(inFlight.balance).toBe(10_000n);

    // Clear the queue for the next test (its jobs would otherwise be shared with it).
    await db().job.updateMany({ where: { status: { in: ["queued", "running"] } }, data: { status: "done", doneAt: new Date() } });
  });

  it("two workers on separate connections share 50 payouts: each succeeds exactly once", { timeout: 60_000 }, async () => {
    const m = await createFundedMerchant({ USD: 100 }, { payoutFeesWaived: true });
    const ids = await createPayouts(m.keys.test.secret, 50);
    expect(await db().job.count({ where: { doneAt: null } })).toBe(50);

    const workers = [createPostgresClient(database.current.url!, 4), createPostgresClient(database.current.url!, 4)];
    const claimed = [0, 0];
    try {
      // Each worker: claim up to 5 due jobs, run them, again, until a pass finds none.
      await Promise.all(
        workers.map(async (w, i) => {
          for (;;) {
            const n = await runDueJobs(w.client, { limit: 5 });
            if (n === 0) return;
            claimed[i] += n;
          }
        }),
      );
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
    expect(claimed[0] + claimed[1]).toBe(50); // no job claimed twice
    expect(claimed[0]).toBeGreaterThan(0);
    expect(claimed[1]).toBeGreaterThan(0);
    expect(await db().job.count({ where: { doneAt: null } })).toBe(0);
    expectEachSucceededOnce(ids, await outcomes(ids));
    expect(await balanceOf("merchant_available", m.merchant.id, "USD")).toBe(5_000n);
  });

  it("two workers running the payout step on the same 50 payouts at once: still exactly once each", { timeout: 60_000 }, async () => {
    const m = await createFundedMerchant({ USD: 100 }, { payoutFeesWaived: true });
    const ids = await createPayouts(m.keys.test.secret, 50);
    const workers = [createPostgresClient(database.current.url!, 5), createPostgresClient(database.current.url!, 5)];
    try {
      // No job claim in between: both run every payout's step, as two workers whose leases
      // overlapped would. The payout's row lock and the transition table decide.
      const results = await Promise.all(ids.flatMap((id) => workers.map((w) => processPayout(id, w.client))));
      expect(results.every((r) => r === "done")).toBe(true);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
    const o = await outcomes(ids);
    expectEachSucceededOnce(ids, o);
    // Each payout moved pending → processing → success once: one event for each move.
    const processing = await db().event.count({ where: { type: "payout.processing", objectId: { in: ids } } });
    expect(processing).toBe(50);
    await db().job.updateMany({ where: { status: { in: ["queued", "running"] } }, data: { status: "done", doneAt: new Date() } });
  });
});

describe.skipIf(onPostgres)("concurrent payouts on PGlite", () => {
  it.skip("run only on PostgreSQL (TEST_DATABASE_URL): PGlite has one connection, so nothing here would be concurrent", () => {});
});
