import "server-only";
// Test clocks (docs/subscriptions.md "Test clocks"), as Stripe's: a test-mode clock whose
// subscriptions live in its time. Advancing it moves the time forward one due action at a time
// (each subscription's next invoice or retry, in order), waiting for each cycle's payment to settle
// before the clock moves past it, so a year of cycles runs in seconds with every step as it would
// run in real time. The advance runs as a job (`test_clock.advance`); the clock is `advancing`
// meanwhile and `ready` when it reaches the target.
import type { Db, DbClient } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { JobResult, RunningJob } from "@/lib/jobs/job-types";
import { ApiError, InternalError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";
import { newId } from "@/lib/ids";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { advanceSubscription } from "@/lib/billing/advance-subscription";
import { ENDED_SUBSCRIPTION_STATUSES } from "@/lib/catalog/subscription-states";

/** How far one advance may go (Stripe: two intervals of the longest plan; here simply two years). */
const MAX_ADVANCE_MS = 2 * 366 * 86_400_000;
/** How long one run of the job keeps stepping before it yields the worker's lane. */
const STEP_BUDGET_MS = 5_000;
/** Statuses with no action pending though their nextActionAt is null: ended, or stopped until someone acts. */
const NOT_WAITING = [...ENDED_SUBSCRIPTION_STATUSES, "unpaid", "paused"];
/** How soon it looks again while a cycle's payment is still on its way. */
const WAIT_MS = 100;

export async function createTestClock(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: "test" | "live"; frozenTime: Date; name?: string; actor: AuditActor }) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "billing.manage" });
  if (opts.mode !== "test") throw new ApiError("INVALID_STATE", "Test clocks are for test mode: use your test secret key");
  const clock = await tx.testClock.create({ data: { id: newId("clock"), merchantId: opts.merchantId, mode: "test", frozenTime: opts.frozenTime, name: opts.name ?? null } });
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "test_clock.created", mode: "test", targetId: clock.id, details: { frozen_time: clock.frozenTime.toISOString() } });
  return clock;
}

/** A clock of the merchant's; asked for with a live key, it is answered as any test-mode object is (the caller's OtherModeAnswer). */
export async function getTestClockOrThrow(db: Db, opts: { merchantId: string; mode: "test" | "live"; id: string; otherMode?: OtherModeAnswer }) {
  const clock = /^clock_[0-9A-Za-z]{22}$/.test(opts.id) ? await db.testClock.findFirst({ where: { id: opts.id, merchantId: opts.merchantId, mode: "test" } }) : null;
  if (!clock) throw new ApiError("NOT_FOUND", "test clock not found");
  if (opts.mode !== "test") throw otherModeError("test clock", "test", opts.otherMode ?? "not_found");
  return clock;
}

/** Starts moving the clock to `to`: refused while it is advancing, or for a time not after its own or too far ahead. */
export async function advanceTestClock(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: "test" | "live"; id: string; to: Date; actor: AuditActor; otherMode?: OtherModeAnswer }) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "billing.manage" });
  const clock = await getTestClockOrThrow(tx, opts);
  if (clock.status === "advancing") throw new ApiError("INVALID_STATE", "The clock is advancing: wait until its status is ready");
  if (opts.to <= clock.frozenTime) throw new ApiError("INVALID_VALUE", "frozen_time must be after the clock's current time", [{ field: "frozen_time", message: "must be after the clock's time" }]);
  if (opts.to.getTime() - clock.frozenTime.getTime() > MAX_ADVANCE_MS) throw new ApiError("INVALID_VALUE", "frozen_time may be at most two years after the clock's time", [{ field: "frozen_time", message: "at most two years ahead" }]);
  const { count } = await tx.testClock.updateMany({ where: { id: clock.id, merchantId: opts.merchantId, status: "ready" }, data: { status: "advancing", advanceTo: opts.to } });
  if (count === 0) throw new ApiError("INVALID_STATE", "The clock is advancing: wait until its status is ready");
  await enqueueJob(tx, { type: "test_clock.advance", payload: { clock_id: clock.id }, owner: { merchantId: opts.merchantId, mode: "test" }, object: { type: "test_clock", id: clock.id } });
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "test_clock.advanced", mode: "test", targetId: clock.id, details: { from: clock.frozenTime.toISOString(), to: opts.to.toISOString() } });
  return tx.testClock.findFirstOrThrow({ where: { id: clock.id, merchantId: opts.merchantId } });
}

/** The job: step the clock's subscriptions to the target, one due action at a time. */
export async function runTestClockAdvance(payload: Record<string, unknown>, database: DbClient, job: RunningJob): Promise<JobResult> {
  const merchantId = job.merchantId;
  if (!merchantId) throw new InternalError(`job ${job.id} (${job.type}) has no merchant`);
  const clockId = String(payload.clock_id);
  const started = Date.now();
  while (Date.now() - started < STEP_BUDGET_MS) {
    const clock = await database.testClock.findFirst({ where: { id: clockId, merchantId } });
    if (!clock || clock.status !== "advancing" || !clock.advanceTo) return "done";
    // A cycle's payment still on its way (its charge or its outcome's job not run yet): wait for it.
    const waiting = await database.subscription.count({ where: { merchantId, testClockId: clockId, nextActionAt: null, status: { notIn: [...NOT_WAITING] } } });
    if (waiting > 0) return { retryInMs: WAIT_MS };
    const next = await database.subscription.findFirst({
      where: { merchantId, testClockId: clockId, nextActionAt: { lte: clock.advanceTo } },
      orderBy: { nextActionAt: "asc" },
      select: { nextActionAt: true },
    });
    if (!next?.nextActionAt) {
      await database.testClock.updateMany({ where: { id: clockId, merchantId }, data: { frozenTime: clock.advanceTo, status: "ready", advanceTo: null } });
      return "done";
    }
    const at = next.nextActionAt > clock.frozenTime ? next.nextActionAt : clock.frozenTime;
    await database.testClock.updateMany({ where: { id: clockId, merchantId }, data: { frozenTime: at } });
    const due = await database.subscription.findMany({ where: { merchantId, testClockId: clockId, nextActionAt: { lte: at } }, select: { id: true }, orderBy: { id: "asc" } });
    for (const s of due) await advanceSubscription(database, { id: s.id, merchantId });
  }
  return { retryInMs: 0 };
}
