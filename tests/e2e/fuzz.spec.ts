// The fuzz suite. For every /v2 and /v1 operation, FUZZ_RUNS (1,000) generated hostile
// requests (fast-check, fixed seed) go over real HTTP to a real `next start` of the production
// build on its own fresh database. Each must answer its documented 4xx code in the error
// envelope with a Request-Id, never a 5xx; and afterwards every table holds exactly the rows it
// held before (PostgreSQL: checked after each operation too), and the seeded payments, refund,
// subaccounts, payouts, payout batch, events and webhook endpoints read the same through the API. See docs/testing.md ("Fuzz suite").
//   FUZZ_SEED=<n> FUZZ_RUNS=<n> FUZZ_ONLY=<part of an operation name> npx playwright test tests/e2e/fuzz.spec.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { diffSnapshots, FuzzHarness, type Targets } from "./fuzz/harness";
import { sendJson } from "./fuzz/http";
import { OPERATIONS } from "./fuzz/operations";
import { runOperation, summarize, type Failure } from "./fuzz/run";

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const ONLY = process.env.FUZZ_ONLY;

// Deterministic: a retry would send the same requests again.
test.describe.configure({ retries: 0 });

let harness: FuzzHarness | undefined;
// Also after a timeout: the server runs in its own process group and would outlive the worker.
test.afterAll(async () => {
  await harness?.close();
});

/** What the API says about every seeded object: hostile requests must not change any of it. */
async function readSeeded(h: FuzzHarness, t: Targets) {
  const get = async (target: string) => {
    const res = await sendJson(h.client, "GET", target, t.key);
    return `${res.status} ${JSON.stringify((res.json as { data?: unknown } | undefined)?.data ?? res.text)}`;
  };
  return {
    paid: await get(`/v2/payments/${t.paid.id}/verify`),
    pending: await get(`/v2/payments/${t.pending.id}/verify`),
    refund: await get(`/v2/refunds/${t.refund.id}`),
    active: await get(`/v2/subaccounts/${t.active}`),
    inactive: await get(`/v2/subaccounts/${t.inactive}`),
    subaccounts: await get("/v2/subaccounts?per_page=100"),
    balances: await get("/v2/balances"),
    payouts: await get("/v2/payouts?per_page=100"),
    batch: await get(`/v2/payouts/bulk/${t.batch.id}`),
    ...Object.fromEntries(await Promise.all(Object.entries(t.payouts).map(async ([name, p]) => [`payout ${name}`, await get(`/v2/payouts/${p.id}/verify`)]))),
    events: await get("/v2/events?per_page=100"),
    ...Object.fromEntries(await Promise.all(Object.entries(t.events).map(async ([name, id]) => [`event ${name}`, await get(`/v2/events/${id}`)]))),
    webhookEndpoints: await get("/v2/webhook-endpoints"),
    webhookDeliveries: await get(`/v2/webhook-endpoints/${t.webhookEndpoint.enabled}/deliveries?per_page=100`),
    webhookDelivery: await get(`/v2/webhook-deliveries/${t.webhookDelivery}`),
    virtualAccounts: await get("/v2/virtual-accounts?per_page=100"),
    virtualAccount: await get(`/v2/virtual-accounts/${t.virtualAccount.id}`),
    virtualAccountDebits: await get(`/v2/virtual-accounts/${t.virtualAccount.id}/debits?per_page=100`),
  };
}

test(`every /v2 and /v1 operation answers ${RUNS} hostile requests with its documented 4xx and writes nothing (seed ${SEED})`, async () => {
  const operations = OPERATIONS.filter((op) => !ONLY || op.name.includes(ONLY));
  test.setTimeout(120_000 + operations.length * RUNS * 60);
  // It runs beside the browser specs (playwright.config.ts): at a lower CPU priority, inherited by its
  // server, it takes the CPU they leave idle instead of slowing them down.
  os.setPriority(10);
  const h = (harness = new FuzzHarness());
  fs.rmSync(path.join(h.dataDir, "failures.json"), { force: true });
  console.log(`fuzz: seed ${SEED}, ${RUNS} requests per operation, ${operations.length} operations, ${h.kind}, ${h.baseUrl} (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`);
  const allFailures: (Failure & { operation: string })[] = [];
  try {
    await h.createDatabase();
    await h.startServer();
    const t = await h.seed();
    const seededBefore = await readSeeded(h, t);
    const before = await h.snapshot();

    for (const [i, op] of operations.entries()) {
      await test.step(op.name, async () => {
        const tablesBefore = h.liveSnapshots ? await h.snapshot() : null;
        const started = Date.now();
        const { sent, failures, categories } = await runOperation(op, t, h.client, { seed: SEED + i, runs: RUNS, concurrency: CONCURRENCY });
        const mix = [...categories].map(([k, n]) => `${k} ${n}`).join(", ");
        console.log(`fuzz: ${op.name}: ${sent} requests (${mix}) in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} failing`);
        allFailures.push(...failures.map((f) => ({ ...f, operation: op.name })));
        if (failures.length) console.log(summarize(op.name, failures));
        expect.soft(failures.length, summarize(op.name, failures)).toBe(0);
        if (tablesBefore) {
          const changed = diffSnapshots(tablesBefore, await h.snapshot());
          expect.soft(changed, `${op.name} wrote rows:\n${changed.join("\n")}`).toEqual([]);
        }
      });
    }

    await test.step("the seeded objects read the same, and no table changed", async () => {
      expect.soft(await readSeeded(h, t), "a seeded payment, refund, subaccount, payout, batch, event, webhook endpoint or balance changed").toEqual(seededBefore);
      const changed = diffSnapshots(before, await h.snapshot(false));
      if (changed.length) console.log(`fuzz: rows written:\n${changed.join("\n")}`);
      expect.soft(changed, `rows written:\n${changed.join("\n")}`).toEqual([]);
    });
  } finally {
    if (allFailures.length) {
      const file = path.join(h.dataDir, "failures.json");
      fs.writeFileSync(file, JSON.stringify({ seed: SEED, runs: RUNS, failures: allFailures }, null, 2));
      console.log(`fuzz: ${allFailures.length} failing requests written to ${path.relative(process.cwd(), file)}`);
    }
    await h.close();
  }
});
