// Subscription cycles: 10,000 due push subscriptions stepped by the worker's sweep (each step one
// transaction: the period's invoice, its first charge try as a payment, the charge job, the events),
// by one worker in process against PostgreSQL on a database of its own. (Two sweeps in one process
// share its event loop and measured 1.04x: the step is bound by the process's CPU, so more cycles a
// second come from more worker processes, as the payout worker's do.) The baseline, measured in the same run: as many hosted payments made one at a time in their own
// transactions, the cheapest thing a cycle contains. Each figure is the median of the rounds.
//
//   npx tsx --conditions=react-server bench/subscription-cycles.ts [--subscriptions N] [--rounds R]
//
// and `npm run bench` with BENCH_SCENARIOS=subscription-cycles (not in --quick).
import { closeDatabase, createPostgresClient, db, setDatabase } from "@/lib/db";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { createPlan } from "@/lib/plans/create-plan";
import { createHostedPayment } from "@/lib/payments/create-hosted-payment";
import { runDueSubscriptions } from "@/lib/billing/run-due-subscriptions";
import { newId } from "@/lib/ids";
import { checkLedger } from "@/lib/ledger/check-ledger";
import { createPostgresDatabase } from "../tests/support/postgres-database";

export type SubscriptionCycleFigure = { name: string; subscriptions: number; seconds: number; perSecond: number };

async function seedDueSubscriptions(merchantId: string, planId: string, count: number) {
  const due = new Date(Date.now() - 60_000).toISOString();
  await db().$executeRawUnsafe(`
    INSERT INTO "Subscription" (id, "merchantId", mode, "planId", status, "collectionMethod", "paymentMethod", "walletNumber",
      "customerFirstName", "customerEmail", "customerPhone", "timeZone", "billingAnchor", "nextActionAt", "updatedAt")
    SELECT 'subs_bench' || lpad(g::text, 17, '0') || '${newId("subs").slice(5, 10)}', '${merchantId}', 'test', '${planId}', 'incomplete', 'push', 'telebirr',
      '+2519' || lpad(g::text, 8, '0'), 'Bench', 'bench' || g || '@example.test', '+2519' || lpad(g::text, 8, '0'), 'Africa/Addis_Ababa',
      '${due}'::timestamp, '${due}'::timestamp, now()
    FROM generate_series(1, ${count}) g`);
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return (performance.now() - started) / 1000;
}

/** Sweeps until nothing is due (`workers` sweeps at once share the rows). */
async function sweepAll(workers: number) {
  const one = async () => {
    while ((await runDueSubscriptions(db(), new Date())) > 0);
  };
  await Promise.all(Array.from({ length: workers }, one));
}

export async function benchSubscriptionCycles(opts: { url: string; subscriptions: number; rounds: number }): Promise<SubscriptionCycleFigure[]> {
  const { client, close, pool } = createPostgresClient(opts.url, 8, { statementTimeoutMs: 0, connectTimeoutMs: 60_000 });
  setDatabase(client, "postgres", close, pool);
  const samples: Record<string, number[]> = { payments: [], one: [] };
  try {
    for (let round = 0; round < opts.rounds; round++) {
      const { merchant } = await createMerchant(db(), { name: `Bench billing ${round}`, email: `bench-billing-${round}-${Date.now()}@example.test`, password: "bench-password-123" }, "cli");
      const actor = { type: "cli" } as const;
      const plan = await createPlan(db(), { merchantId: merchant.id, mode: "test", input: { name: "Bench monthly", amount: 1200, currency: "ETB", interval: "month", interval_count: 1, trial_days: 0, allow_multiple_subscriptions: true }, actor });

      samples.payments.push(
        await timed(async () => {
          for (let i = 0; i < opts.subscriptions; i++) {
            await db().$transaction((tx) => createHostedPayment(tx, { merchantId: merchant.id, mode: "test", actor, input: { amount: 1200, currency: "ETB", merchant_reference: `bench-${round}-${i}` } }));
          }
        }),
      );
      for (const [key, workers] of [["one", 1]] as const) {
        await db().invoice.deleteMany({ where: { merchantId: merchant.id } });
        await db().subscription.deleteMany({ where: { merchantId: merchant.id } });
        await seedDueSubscriptions(merchant.id, plan.id, opts.subscriptions);
        await db().$executeRawUnsafe(`ANALYZE "Subscription"`);
        samples[key].push(await timed(() => sweepAll(workers)));
        const invoices = await db().invoice.count({ where: { merchantId: merchant.id, subscription: { is: { merchantId: merchant.id } } } });
        const due = await db().subscription.count({ where: { merchantId: merchant.id, nextActionAt: { lte: new Date() } } });
        if (due !== 0 || invoices < opts.subscriptions) throw new Error(`bench: ${due} subscriptions still due, ${invoices} invoices after the sweep`);
        // Each subscription's period was invoiced once, whatever the workers did.
        const doubled = await db().$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM (SELECT "subscriptionId" FROM "Invoice" WHERE "merchantId" = '${merchant.id}' AND "subscriptionId" IS NOT NULL GROUP BY "subscriptionId", "periodIndex" HAVING count(*) > 1) d`);
        if (Number(doubled[0].n) !== 0) throw new Error("bench: a period was invoiced twice");
        await db().$executeRawUnsafe(`DELETE FROM "Job" WHERE "merchantId" = '${merchant.id}'`);
      }
      const report = await checkLedger(db(), { merchantId: merchant.id });
      if (!report.ok) throw new Error(`ledger check failed after the bench: ${JSON.stringify(report.problems)}`);
    }
  } finally {
    await closeDatabase();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const figure = (name: string, seconds: number): SubscriptionCycleFigure => ({ name, subscriptions: opts.subscriptions, seconds: Math.round(seconds * 100) / 100, perSecond: Math.round(opts.subscriptions / seconds) });
  const figures = [
    figure(`baseline: ${opts.subscriptions.toLocaleString("en")} hosted payments, one at a time`, median(samples.payments)),
    figure(`${opts.subscriptions.toLocaleString("en")} due cycles, one worker`, median(samples.one)),
  ];
  for (const f of figures) console.log(`  ${f.name.padEnd(52)} ${String(f.seconds).padStart(7)} s  ${String(f.perSecond).padStart(6)} /s`);
  console.log(`  a cycle beside a hosted payment (time, median): ${(figures[1].seconds / figures[0].seconds).toFixed(2)}x`);
  return figures;
}

if (process.argv[1]?.endsWith("subscription-cycles.ts")) {
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const database = await createPostgresDatabase(adminUrl, "gw_bench_", { migrate: true });
  try {
    console.log(`Subscription cycles (bench/subscription-cycles.ts, PostgreSQL, in process):`);
    await benchSubscriptionCycles({ url: database.url, subscriptions: arg("subscriptions", 10_000), rounds: arg("rounds", 3) });
  } finally {
    await database.drop();
  }
}
