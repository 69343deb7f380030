// Moves a test clock (lib/billing/test-clocks.ts) and runs the worker's jobs in this process until
// the clock is ready again: its cycles' charges and their outcomes settle as the worker would run them.
import { db } from "@/lib/db";
import { advanceTestClock } from "@/lib/billing/test-clocks";
import { runDueJobs } from "@/lib/worker/run-due-jobs";

export async function advanceTestClockUntilReady(opts: { merchantId: string; clockId: string; to: string }) {
  await db().$transaction((tx) => advanceTestClock(tx, { merchantId: opts.merchantId, mode: "test", id: opts.clockId, to: new Date(opts.to), actor: { type: "cli" } }));
  for (let i = 0; i < 2000; i++) {
    await runDueJobs(db());
    const clock = await db().testClock.findUniqueOrThrow({ where: { id: opts.clockId } });
    if (clock.status === "ready") return clock;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`test clock ${opts.clockId} never got ready`);
}
