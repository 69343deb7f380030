// The job worker. Per-type policy (exponential backoff with jitter, max tries, then
// dead), "run again later" that is not a failure, leases (taken over when they run out, renewed
// while the handler runs), SKIP LOCKED between two workers, and the loop's graceful stop.
// Test job types are registered beside the real ones; the worker, its SQL and the database are real.
import { beforeEach, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { env } from "@/lib/env";
import { db } from "@/lib/db";
import { enqueueJob, type JobType } from "@/lib/jobs/enqueue-job";
import { backoffDelayMs } from "@/lib/jobs/backoff";
import { DEFAULT_POLICY, jobPolicy, type JobHandler, type JobPolicy } from "@/lib/jobs/job-types";
import { registerJobType } from "@/lib/worker/registry";
import { claimJobs, LEASE_EXPIRED_ERROR } from "@/lib/jobs/queue";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { startWorkerLoop } from "@/lib/worker/worker-loop";
import { retryDeadJob } from "@/lib/job-admin/retry-job";

setupTestDatabase();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let typeCounter = 0;
/** A fresh job type per test, so no test runs another's jobs. */
function defineType(handler: JobHandler, policy: Partial<JobPolicy> = {}): JobType {
  const type = `test.type_${++typeCounter}`;
  registerJobType(type, { handler, policy: { ...DEFAULT_POLICY, ...policy } });
  return type as JobType;
}

async function enqueue(type: JobType, payload: Record<string, string> = {}, owner: { merchantId: string; mode: "test" | "live" } | null = null) {
  return enqueueJob(db(), { type, payload, owner, object: { type: "thing", id: payload.id ?? "thing_1" } });
}

/** Makes every waiting job due now (the clock does not move in tests). */
async function makeDue() {
  await db().job.updateMany({ where: { status: "queued" }, data: { runAt: new Date(Date.now() - 1000) } });
}

const job = (id: string) => db().job.findUniqueOrThrow({ where: { id } });

beforeEach(async () => {
  await db().job.deleteMany();
});

describe("backoff", () => {
  it("grows exponentially, stays within [half, all] of its ceiling, and stops at the cap", () => {
    const policy = { baseMs: 1_000, capMs: 60_000 };
    const ceilings = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000];
    ceilings.forEach((ceiling, i) => {
      const failures = i + 1;
      expect(backoffDelayMs(policy, failures, () => 0)).toBe(ceiling / 2);
      expect(backoffDelayMs(policy, failures, () => 0.999999)).toBe(ceiling);
      for (let n = 0; n < 50; n++) {
        const d = backoffDelayMs(policy, failures);
        expect(d).toBeGreaterThanOrEqual(ceiling / 2);
        expect(d).toBeLessThanOrEqual(ceiling);
      }
    });
    // Below the cap, the shortest wait after n+1 failures is the longest after n: waits grow.
    const uncapped = { baseMs: 1_000, capMs: 10_000_000 };
    for (let n = 1; n < 12; n++) expect(backoffDelayMs(uncapped, n + 1, () => 0)).toBe(backoffDelayMs(uncapped, n, () => 1));
    expect(backoffDelayMs(policy, 10_000, () => 1)).toBe(60_000); // no overflow for huge counts
  });

  it("has jitter: jobs failing together do not all come back at the same moment", () => {
    const delays = new Set(Array.from({ length: 40 }, () => backoffDelayMs({ baseMs: 1_000, capMs: 3_600_000 }, 5)));
    expect(delays.size).toBeGreaterThan(20);
  });

  it("a thrown error is a failure: recorded, counted, and the job waits its backoff", async () => {
    const type = defineType(
      async () => {
        throw new Error("processor unreachable");
      },
      { baseMs: 10_000, capMs: 100_000, maxTries: 5 },
    );
    const queued = await enqueue(type);
    const before = Date.now();
    expect(await runDueJobs(db())).toBe(1);
    const after1 = await job(queued.id);
    expect(after1).toMatchObject({ status: "queued", attempts: 1, failures: 1, lastError: "processor unreachable", lockedUntil: null, lockedBy: null, doneAt: null, deadAt: null });
    const wait1 = after1.runAt.getTime() - before;
    expect(wait1).toBeGreaterThanOrEqual(5_000 - 50);
    expect(wait1).toBeLessThanOrEqual(10_000 + 1_000);
    expect(await runDueJobs(db())).toBe(0); // not due during its backoff

    await makeDue();
    const before2 = Date.now();
    await runDueJobs(db());
    const after2 = await job(queued.id);
    expect(after2).toMatchObject({ status: "queued", attempts: 2, failures: 2 });
    const wait2 = after2.runAt.getTime() - before2;
    expect(wait2).toBeGreaterThanOrEqual(10_000 - 50);
    expect(wait2).toBeLessThanOrEqual(20_000 + 1_000);
  });
});

describe("max tries and the dead state", () => {
  it("after maxTries failures the job is dead, not done, and no worker claims it again", async () => {
    const type = defineType(
      async () => {
        throw new Error("account closed");
      },
      { baseMs: 1, capMs: 1, maxTries: 3 },
    );
    const m = await createTestMerchant();
    const queued = await enqueue(type, { id: "thing_dead" }, { merchantId: m.merchant.id, mode: "test" });
    for (let i = 0; i < 3; i++) {
      await makeDue();
      expect(await runDueJobs(db())).toBe(1);
    }
    const dead = await job(queued.id);
    expect(dead).toMatchObject({ status: "dead", failures: 3, attempts: 3, lastError: "account closed", doneAt: null, lockedUntil: null, lockedBy: null });
    expect(dead.deadAt).toBeInstanceOf(Date);
    await db().job.update({ where: { id: queued.id }, data: { runAt: new Date(Date.now() - 60_000) } });
    expect(await runDueJobs(db())).toBe(0);
    expect((await job(queued.id)).attempts).toBe(3);
  });

  it("retry brings a dead job back with its tries reset, audited for its merchant, and it runs", async () => {
    let failing = true;
    const type = defineType(
      async () => {
        if (failing) throw new Error("bank offline");
        return "done";
      },
      { baseMs: 1, capMs: 1, maxTries: 2 },
    );
    const m = await createTestMerchant();
    const queued = await enqueue(type, { id: "thing_r" }, { merchantId: m.merchant.id, mode: "live" });
    for (let i = 0; i < 2; i++) {
      await makeDue();
      await runDueJobs(db());
    }
    expect((await job(queued.id)).status).toBe("dead");

    const actor = { type: "dashboard" as const, userId: m.user.id };
    // Another merchant, or the other mode, cannot see it.
    const other = await createTestMerchant();
    await expect(
      retryDeadJob(db(), { jobId: queued.id, actor, scope: { merchantId: other.merchant.id, mode: "live" } }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(retryDeadJob(db(), { jobId: queued.id, actor, scope: { merchantId: m.merchant.id, mode: "test" } })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await job(queued.id)).status).toBe("dead");

    const view = await db().$transaction((tx) => retryDeadJob(tx, { jobId: queued.id, actor, scope: { merchantId: m.merchant.id, mode: "live" } }));
    expect(view).toMatchObject({ id: queued.id, status: "queued", failures: 0, dead_at: null, max_tries: 2 });
    const audit = await db().auditLog.findMany({ where: { merchantId: m.merchant.id, action: "job.retried" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId: m.user.id, mode: "live", targetId: queued.id, actorType: "dashboard" });

    failing = false;
    expect(await runDueJobs(db())).toBe(1);
    expect(await job(queued.id)).toMatchObject({ status: "done", failures: 0, attempts: 3 });

    // Retrying what is not dead is INVALID_STATE, and writes nothing.
    await expect(retryDeadJob(db(), { jobId: queued.id, actor: { type: "cli" } })).rejects.toMatchObject({
      code: "INVALID_STATE",
      message: expect.stringMatching(/is done, not dead/),
    });
    expect(await db().auditLog.count({ where: { action: "job.retried" } })).toBe(1);
    expect((await job(queued.id)).status).toBe("done");
  });
});

describe("run again later", () => {
  it("{ retryInMs } is not a failure: no count toward maxTries, however often", async () => {
    let polls = 0;
    const type = defineType(async () => (++polls < 6 ? { retryInMs: 45_000 } : "done"), { maxTries: 1 });
    const queued = await enqueue(type);
    for (let i = 0; i < 5; i++) {
      await makeDue();
      const before = Date.now();
      expect(await runDueJobs(db())).toBe(1);
      const row = await job(queued.id);
      expect(row).toMatchObject({ status: "queued", failures: 0, attempts: i + 1, lastError: null, lockedBy: null });
      expect(row.runAt.getTime() - before).toBeGreaterThanOrEqual(45_000 - 50);
      expect(row.runAt.getTime() - before).toBeLessThanOrEqual(45_000 + 1_000);
    }
    await makeDue();
    await runDueJobs(db());
    expect(await job(queued.id)).toMatchObject({ status: "done", failures: 0, attempts: 6 });
  });

  it('"retry" (the older answer) waits the policy\'s pollMs, also without counting', async () => {
    const type = defineType(async () => "retry", { pollMs: 7_000, maxTries: 1 });
    const queued = await enqueue(type);
    const before = Date.now();
    await runDueJobs(db());
    const row = await job(queued.id);
    expect(row).toMatchObject({ status: "queued", failures: 0 });
    expect(row.runAt.getTime() - before).toBeGreaterThanOrEqual(7_000 - 50);
    expect(row.runAt.getTime() - before).toBeLessThanOrEqual(8_000);
  });

  it("the payment job types poll without counting failures", () => {
    expect(jobPolicy("payment.confirm_pending_attempt").maxTries).toBeGreaterThan(1);
    expect(jobPolicy("payment.refund_duplicate_charge").maxTries).toBeGreaterThan(1);
  });
});

describe("leases", () => {
  it("a job whose worker died is taken by another worker once its lease ran out, and that counts as a failure", async () => {
    const ranBy: string[] = [];
    const type = defineType(async (_payload, _db, running) => {
      ranBy.push(running.id);
      return "done";
    });
    const queued = await enqueue(type);
    // Worker A claims it with a short lease, then "dies": never runs it, never renews.
    const claimed = await claimJobs(db(), { workerId: "worker-a", leaseMs: 200 });
    expect(claimed.map((j) => j.id)).toEqual([queued.id]);
    expect(await job(queued.id)).toMatchObject({ status: "running", lockedBy: "worker-a" });
    // While the lease holds, nobody else takes it.
    expect(await runDueJobs(db(), { workerId: "worker-b" })).toBe(0);
    await sleep(300);
    expect(await runDueJobs(db(), { workerId: "worker-b" })).toBe(1);
    expect(ranBy).toEqual([queued.id]);
    expect(await job(queued.id)).toMatchObject({ status: "done", attempts: 2, failures: 1, lastError: LEASE_EXPIRED_ERROR, lockedBy: null });
  });

  it("a job that keeps killing its workers goes dead after maxTries lease expiries, without running again", async () => {
    let ran = 0;
    const type = defineType(
      async () => {
        ran++;
        return "done";
      },
      { maxTries: 2 },
    );
    const queued = await enqueue(type);
    await claimJobs(db(), { workerId: "w1", leaseMs: 50 });
    await sleep(100);
    await claimJobs(db(), { workerId: "w2", leaseMs: 50 }); // reclaimed: failure 1, "dies" again
    await sleep(100);
    expect(await runDueJobs(db(), { workerId: "w3" })).toBe(0); // reclaimed: failure 2 = maxTries
    expect(ran).toBe(0);
    expect(await job(queued.id)).toMatchObject({ status: "dead", failures: 2, lastError: LEASE_EXPIRED_ERROR, lockedBy: null });
  });

  it("a long-running handler keeps its lease: no other worker takes the job while it runs", async () => {
    let runs = 0;
    const type = defineType(
      async () => {
        runs++;
        await sleep(1_200);
        return "done";
      },
      { leaseMs: 300 },
    );
    const queued = await enqueue(type);
    const first = runDueJobs(db(), { workerId: "slow-worker" });
    // Four lease lengths later the first worker still holds it (renewed every 100 ms).
    for (let i = 0; i < 4; i++) {
      await sleep(250);
      expect(await runDueJobs(db(), { workerId: "other-worker" })).toBe(0);
      const row = await job(queued.id);
      expect(row).toMatchObject({ status: "running", lockedBy: "slow-worker" });
    }
    expect(await first).toBe(1);
    expect(runs).toBe(1);
    expect(await job(queued.id)).toMatchObject({ status: "done", attempts: 1, failures: 0 });
  });
});

describe("two workers", () => {
  it(`never run one job twice (FOR UPDATE SKIP LOCKED${onPostgres ? ", PostgreSQL" : ", PGlite"})`, { timeout: 60_000 }, async () => {
    const runs = new Map<string, string[]>();
    const type = defineType(async (_payload, _db, running) => {
      await sleep(5);
      runs.set(running.id, [...(runs.get(running.id) ?? []), "ran"]);
      return "done";
    });
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.push((await enqueue(type, { id: `thing_${i}` })).id);
    const perWorker = { a: 0, b: 0 };
    const work = async (name: "a" | "b") => {
      for (;;) {
        const n = await runDueJobs(db(), { workerId: `worker-${name}`, limit: 4 });
        if (n === 0) return;
        perWorker[name] += n;
      }
    };
    await Promise.all([work("a"), work("b")]);
    expect(perWorker.a + perWorker.b).toBe(60);
    expect([...runs.values()].every((r) => r.length === 1)).toBe(true);
    expect(runs.size).toBe(60);
    expect(await db().job.count({ where: { id: { in: ids }, status: "done", attempts: 1 } })).toBe(60);
    if (onPostgres) {
      // With a pool, both really worked at once.
      expect(perWorker.a).toBeGreaterThan(0);
      expect(perWorker.b).toBeGreaterThan(0);
    }
  });
});

describe("graceful stop of the loop", () => {
  it("stop() lets the jobs in hand finish and releases the claimed ones it had not started", async () => {
    const started: string[] = [];
    const type = defineType(async (_payload, _db, running) => {
      started.push(running.id);
      await sleep(500);
      return "done";
    });
    // One job more than the worker runs at once (WORKER_CONCURRENCY), due in a known order.
    const lanes = env().WORKER_CONCURRENCY;
    const jobs = [];
    for (let i = 0; i <= lanes; i++) {
      const queued = await enqueue(type, { id: `j${i}` });
      await db().job.update({ where: { id: queued.id }, data: { runAt: new Date(Date.now() - 10_000 + i * 1000) } });
      jobs.push(queued);
    }
    const inHand = jobs.slice(0, lanes).map((j) => j.id);
    const last = jobs[lanes];
    const stop = startWorkerLoop(20, db());
    while (started.length === 0) await sleep(10);
    const t0 = Date.now();
    await stop();
    expect(Date.now() - t0).toBeGreaterThan(200); // it waited for the jobs in hand
    expect([...started].sort()).toEqual([...inHand].sort());
    for (const id of inHand) expect(await job(id)).toMatchObject({ status: "done", attempts: 1 });
    // Claimed in the same pass, never started: queued again, the claim not counted.
    expect(await job(last.id)).toMatchObject({ status: "queued", attempts: 0, failures: 0, lockedUntil: null, lockedBy: null });
    await sleep(100);
    expect(started).toHaveLength(lanes); // nothing runs after stop
  });

  it("after a job ran, the loop looks again within tens of ms, not a whole interval (lag)", async () => {
    const done: Record<string, number> = {};
    const type = defineType(async (_payload, _db, running) => {
      done[running.id] = Date.now();
      return "done";
    });
    const first = await enqueue(type, { id: "first" });
    const stop = startWorkerLoop(1_000, db());
    try {
      while (!done[first.id]) await sleep(10);
      // The worker is busy now: a job committed a moment later does not wait for the next tick.
      await sleep(50);
      const second = await enqueue(type, { id: "second" });
      const committed = Date.now();
      while (!done[second.id]) await sleep(10);
      expect(done[second.id] - committed).toBeLessThan(500);
    } finally {
      await stop();
    }
  });

  it("stop() waits at most its timeout; the job still running keeps its lease for another worker to take over if it dies", async () => {
    let finished = false;
    const type = defineType(
      async () => {
        await sleep(800);
        finished = true;
        return "done";
      },
      { leaseMs: 10_000 },
    );
    const queued = await enqueue(type);
    const stop = startWorkerLoop(20, db());
    while ((await job(queued.id)).status !== "running") await sleep(10);
    const t0 = Date.now();
    await stop({ timeoutMs: 100 });
    expect(Date.now() - t0).toBeLessThan(600);
    expect(finished).toBe(false);
    expect(await job(queued.id)).toMatchObject({ status: "running" });
    while (!finished) await sleep(20);
    await sleep(100);
    expect(await job(queued.id)).toMatchObject({ status: "done" });
  });
});
