// The real worker process (`npm run worker`, scripts/worker.ts) on
// this file's PostgreSQL database is killed with SIGKILL in the middle of processing 30
// payouts, then started again; every payout finishes exactly once (one delivery posting, one
// payout.success event, one transfer at the simulator) and the ledger check is clean.
//
// 1. Deterministic: the test-only fault point GATEWAY_TEST_FAULT=payout_after_processor_answer:12
//    kills the worker on its 12th payout, after the simulator accepted (and completed) the
//    transfer and before the worker recorded the answer: 11 success, 1 processing, 18 pending.
// 2. From outside: SIGKILL at whatever moment the worker is in once some payouts succeeded.
//
// The dead worker's claimed jobs keep their lease (lockedUntil, 60 s, a constant in
// lib/worker/run-due-jobs.ts): a restarted worker leaves them alone and runs the others. Instead of
// waiting a minute, the test then moves lockedUntil into the past, as the clock would.
import { killWorkerProcess, startWorkerProcess, waitUntil } from "@/tests/support/worker-process";
import { describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { balanceOf, checkLedgerAfterEach } from "@/tests/support/ledger";
import { createFundedMerchant } from "@/tests/factories/funds";
import { cbeAccount, createPayoutFor } from "@/tests/factories/payouts";
import { db } from "@/lib/db";
import { LEASE_EXPIRED_ERROR } from "@/lib/jobs/queue";

const database = setupTestDatabase();
checkLedgerAfterEach();

const COUNT = 30;

const startWorker = (env: Record<string, string> = {}) => startWorkerProcess(database.current.url, { SIMULATOR_PAYOUT_PROCESSING_MS: "0", ...env });
const stopWorker = killWorkerProcess;

async function merchantWithPayouts() {
  const m = await createFundedMerchant({ USD: 100 }, { payoutFeesWaived: true });
  const ids: string[] = [];
  for (let i = 0; i < COUNT; i++) ids.push(await createPayoutFor(m.keys.test.secret, { amount: 1, currency: "USD", account: cbeAccount("0000", "cbe_usd") }));
  return { merchantId: m.merchant.id, ids };
}

async function statuses(ids: string[]) {
  const rows = await db().payout.groupBy({ by: ["status"], where: { id: { in: ids } }, _count: true });
  return Object.fromEntries(rows.map((r) => [r.status, r._count]));
}

const jobOf = (job: { payload: unknown }) => (job.payload as { payout_id: string }).payout_id;

/** The proof: each payout success once, one delivery, one success event, one transfer, money where it belongs. */
async function expectEachFinishedOnce(merchantId: string, ids: string[]) {
  expect(await statuses(ids)).toEqual({ success: COUNT });
  const [delivers, events, sent, payouts] = await Promise.all([
    db().ledgerTransaction.groupBy({ by: ["referenceId"], where: { kind: "payout_deliver", referenceId: { in: ids } }, _count: true }),
    db().event.groupBy({ by: ["objectId", "type"], where: { objectId: { in: ids } }, _count: true }),
    db().simulatorPayout.findMany({ where: { payoutId: { in: ids } } }),
    db().payout.findMany({ where: { id: { in: ids } } }),
  ]);
  expect(delivers.map((d) => [d.referenceId, d._count]).sort()).toEqual(ids.map((id) => [id, 1]).sort());
  for (const type of ["payout.pending", "payout.processing", "payout.success"]) {
    expect(events.filter((e) => e.type === type).map((e) => [e.objectId, e._count]).sort(), type).toEqual(ids.map((id) => [id, 1]).sort());
  }
  expect(events.every((e) => ["payout.pending", "payout.processing", "payout.success"].includes(e.type))).toBe(true);
  // One transfer per payout at the processor, and the payout records that one (not a second send).
  const sentRef = new Map(sent.map((s) => [s.payoutId, s.processorRef]));
  expect(sent).toHaveLength(COUNT);
  expect(payouts.map((p) => [p.id, p.processorRef]).sort()).toEqual(ids.map((id) => [id, sentRef.get(id)]).sort());
  expect(await balanceOf("merchant_available", merchantId, "USD")).toBe(10_000n - 100n * BigInt(COUNT));
  const inFlight = await db().ledgerAccount.findUnique({ where: { type_ownerId_mode_currency: { type: "payouts_in_flight", ownerId: merchantId, mode: "test", currency: "USD" } } });
  expect(inFlight?.balance).toBe(0n);
  const jobs = await db().job.findMany({ where: { type: "payout.process" } });
  // Done, each; a job the dead worker held was taken again after its lease, which the worker
  // records as a failure with LEASE_EXPIRED_ERROR (lib/worker/run-due-jobs.ts). No other error.
  const ours = jobs.filter((j) => ids.includes(jobOf(j)));
  expect(ours.every((j) => j.status === "done" && j.doneAt !== null)).toBe(true);
  expect(ours.filter((j) => j.lastError !== null && j.lastError !== LEASE_EXPIRED_ERROR)).toEqual([]);
}

/** What an operator's clock does after LEASE_SECONDS: the dead worker's leases run out. */
async function expireLeases() {
  return db().$executeRaw`UPDATE "Job" SET "lockedUntil" = now() - interval '1 second' WHERE "doneAt" IS NULL AND "lockedUntil" > now()`;
}

describe.skipIf(!onPostgres)("the payout worker killed mid-processing (PostgreSQL, real process)", () => {
  it("killed between the processor's answer and its record: on restart every payout finishes exactly once", { timeout: 120_000 }, async () => {
    const { merchantId, ids } = await merchantWithPayouts();

    // One job at a time, so the crash at the 12th answer leaves exactly 11 done behind it (with
    // WORKER_CONCURRENCY > 1 the others in flight would be at any step; the next test covers that).
    const first = startWorker({ GATEWAY_TEST_FAULT: "payout_after_processor_answer:12", WORKER_CONCURRENCY: "1" });
    const death = await first.exited;
    expect({ signal: death.signal, stderr: death.stderr }).toEqual({ signal: "SIGKILL", stderr: "" });

    // What the dead worker left: 11 done, the 12th sent (the simulator has it, and it succeeded
    // there) but recorded only as processing, the rest pending. No money moved for the 12th.
    expect(await statuses(ids)).toEqual({ success: 11, processing: 1, pending: COUNT - 12 });
    const [inDoubt] = await db().payout.findMany({ where: { id: { in: ids }, status: "processing" } });
    expect(await db().simulatorPayout.findUniqueOrThrow({ where: { payoutId: inDoubt.id } })).toMatchObject({ outcome: "success" });
    expect(inDoubt.processorRef).toBeNull();
    expect(await db().ledgerTransaction.count({ where: { referenceId: inDoubt.id, kind: "payout_deliver" } })).toBe(0);
    expect(await balanceOf("merchant_available", merchantId, "USD")).toBe(10_000n - 100n * BigInt(COUNT));

    // Its claimed, unfinished jobs are still leased (the in-doubt payout's among them).
    const jobs = await db().job.findMany({ where: { type: "payout.process", doneAt: null } });
    const leased = jobs.filter((j) => j.lockedUntil && j.lockedUntil > new Date()).map(jobOf);
    const free = jobs.filter((j) => !j.lockedUntil || j.lockedUntil <= new Date()).map(jobOf);
    expect(leased).toContain(inDoubt.id);
    expect(leased.length + free.length).toBe(COUNT - 11);

    const second = startWorker();
    try {
      // The restarted worker runs the free jobs (those the dead one had not claimed: 10 with a
      // claim of 20 jobs per pass), and leaves the leased ones alone while the lease holds.
      if (free.length) await waitUntil("the unleased payouts to succeed", async () => (await statuses(free))["success"] === free.length);
      await new Promise((r) => setTimeout(r, 2_500)); // two more ticks of the worker
      expect((await statuses(leased))["success"]).toBeUndefined();
      expect((await db().payout.findUniqueOrThrow({ where: { id: inDoubt.id } })).status).toBe("processing");

      // The lease runs out: the restarted worker asks the simulator about the in-doubt payout
      // (no second send) and finishes the rest.
      expect(await expireLeases()).toBe(leased.length);
      await waitUntil("every payout to succeed", async () => (await statuses(ids))["success"] === COUNT);
      await waitUntil("every job to be done", async () => (await db().job.count({ where: { doneAt: null } })) === 0);
    } finally {
      await stopWorker(second);
    }
    await expectEachFinishedOnce(merchantId, ids);
  });

  it("killed from outside at an arbitrary moment: on restart every payout finishes exactly once", { timeout: 120_000 }, async () => {
    const { merchantId, ids } = await merchantWithPayouts();

    // Transfers stay processing at the simulator for 300 ms, so the kill finds payouts in each state.
    const first = startWorker({ SIMULATOR_PAYOUT_PROCESSING_MS: "300" });
    await waitUntil("some payouts to succeed", async () => ((await statuses(ids))["success"] ?? 0) >= 5);
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    const left = await statuses(ids);
    expect((left["processing"] ?? 0) + (left["pending"] ?? 0)).toBeGreaterThan(0); // killed mid-run

    await expireLeases();
    const second = startWorker({ SIMULATOR_PAYOUT_PROCESSING_MS: "300" });
    try {
      await waitUntil("every payout to succeed", async () => (await statuses(ids))["success"] === COUNT);
      await waitUntil("every job to be done", async () => (await db().job.count({ where: { doneAt: null } })) === 0);
    } finally {
      await stopWorker(second);
    }
    await expectEachFinishedOnce(merchantId, ids);
  });
});

describe.skipIf(onPostgres)("the payout worker crash on PGlite", () => {
  it.skip("runs only on PostgreSQL (TEST_DATABASE_URL): PGlite allows one process, so a separate worker cannot share it", () => {});
});
