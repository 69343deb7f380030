// Payout figures for `npm run bench`:
//  - creation: the HTTP scenario POST /v2/payouts (run.ts) needs a merchant with money; this
//    adds USD 1,000,000.00 of test funds. Fees are NOT waived (the USD bank fee, 1.00, is held
//    with each USD 1.00 payout), and each request carries its own merchant_reference, so the
//    uniqueness check is part of what is measured.
//  - worker rate: N pending payouts are created up front (the same service as the API, 100 per
//    transaction), their jobs held back; 1, then 2 worker processes (scripts/worker.ts, the
//    simulator answering at once: SIMULATOR_PAYOUT_PROCESSING_MS=0) are started and, once they
//    are up, the jobs are released. The figure is N / (last processedAt − release), both on the
//    database's clock, so process start-up is not counted.
import type { ChildProcess } from "node:child_process";
import { db } from "@/lib/db";
import { addTestFunds } from "@/lib/ledger/add-test-funds";
import { draftPayout } from "@/lib/payouts/draft-payout";
import { insertPayouts } from "@/lib/payouts/insert-payouts";
import { checkLedger } from "@/lib/ledger/check-ledger";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { randomBase62 } from "@/lib/ids";

export type WorkerFigure = { workers: number; payouts: number; seconds: number; payoutsPerSecond: number };

const ACCOUNT = { account_name: "Bench Payee", account_number: "1000123450000", bank_slug: "cbe_usd" };

/** The POST /v2/payouts body: USD 1.00, a fresh merchant_reference on every request. */
export function payoutRequestBody(): () => string {
  let n = 0;
  const run = randomBase62(6);
  return () => JSON.stringify({ amount: 1, currency: "USD", account: ACCOUNT, merchant_reference: `bench-po-${run}-${n++}`, reason: "bench" });
}

export async function fundForPayouts(merchantId: string) {
  await db().$transaction((tx) => addTestFunds(tx, { merchantId, mode: "test", currency: "USD", amount: 1_000_000, actor: { type: "cli" } }));
}

/** Creates `count` pending payouts whose jobs wait (runAt an hour away) until released. */
async function pendingPayouts(count: number): Promise<string> {
  const { merchant } = await createMerchant(db(), { name: "Bench Payouts", email: `bench-po-${randomBase62(6)}@example.test`, password: "bench-password-123" }, "cli");
  await fundForPayouts(merchant.id);
  for (let start = 0; start < count; start += 100) {
    const drafts = Array.from({ length: Math.min(100, count - start) }, () => draftPayout({ amount: 1, account: ACCOUNT }, { currency: "USD", feesWaived: false }));
    await db().$transaction((tx) => insertPayouts(tx, { merchantId: merchant.id, mode: "test", origin: "api", drafts, actor: { type: "cli" }, approvalThresholds: {} }), { timeout: 60_000 });
  }
  await db().$executeRaw`UPDATE "Job" SET "runAt" = now() + interval '1 hour' WHERE "doneAt" IS NULL`;
  await db().$executeRawUnsafe('ANALYZE "Job"');
  return merchant.id;
}

export async function untilStarted(child: ChildProcess) {
  // scripts/worker.ts logs a line once its loop runs; a worker that logs nothing gets 8 s.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 8_000);
    child.stdout?.on("data", (d: Buffer) => {
      if (/worker/i.test(String(d))) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

export async function benchWorkerRate(opts: { payouts: number; workerCounts: number[]; startWorker: () => ChildProcess }): Promise<WorkerFigure[]> {
  const figures: WorkerFigure[] = [];
  for (const workers of opts.workerCounts) {
    const merchantId = await pendingPayouts(opts.payouts);
    const children = Array.from({ length: workers }, () => opts.startWorker());
    try {
      await Promise.all(children.map(untilStarted));
      // Release every job at once; now() is this statement's start, on the database's clock.
      const [{ released }] = await db().$queryRaw<{ released: Date; jobs: bigint }[]>`
        WITH r AS (UPDATE "Job" SET "runAt" = now() WHERE "doneAt" IS NULL AND type = 'payout.process' RETURNING 1)
        SELECT now() AS released, (SELECT count(*) FROM r) AS jobs`;
      const deadline = Date.now() + Math.max(120_000, opts.payouts * 200);
      for (;;) {
        const [row] = await db().$queryRaw<{ done: bigint; last: Date | null }[]>`
          SELECT count(*) FILTER (WHERE status = 'success') AS done, max("processedAt") AS last FROM "Payout" WHERE "merchantId" = ${merchantId}`;
        if (Number(row.done) === opts.payouts) {
          const seconds = (row.last!.getTime() - released.getTime()) / 1000;
          const figure = { workers, payouts: opts.payouts, seconds: Math.round(seconds * 100) / 100, payoutsPerSecond: Math.round((opts.payouts / seconds) * 10) / 10 };
          console.log(`worker rate, ${workers} worker${workers > 1 ? "s" : " "}: ${opts.payouts} payouts in ${figure.seconds} s = ${figure.payoutsPerSecond} payouts/s`);
          figures.push(figure);
          break;
        }
        if (Date.now() > deadline) throw new Error(`${workers} worker(s): only ${row.done} of ${opts.payouts} payouts succeeded in time`);
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      for (const c of children) c.kill("SIGTERM");
      await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.on("exit", r)) : null)));
    }
    const problems = (await checkLedger(db())).problems;
    if (problems.length) throw new Error(`ledger check after the worker run: ${JSON.stringify(problems)}`);
  }
  return figures;
}
