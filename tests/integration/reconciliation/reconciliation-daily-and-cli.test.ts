// The daily reconciliation job (once per connection with a settlement API and day, through
// the worker's queue) and `npm run gateway -- reconcile` (its own process, PostgreSQL only, as the other
// CLI tests): a readable report or JSON, exit 0 clean, 1 on exceptions, 2 on bad input.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { runGatewayCli } from "@/tests/support/gateway-cli";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { DEFAULT_STRIPE_WEBHOOK_SECRET, startStripeFake, type StripeFake } from "@/tests/fakes/stripe/server";
import { DEFAULT_AIRTEL_CREDENTIALS, startAirtelMoneyFake, type AirtelMoneyFake } from "@/tests/fakes/airtel-money/server";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { dailyKey, previousDay, runDailyReconciliation, scheduleDailyReconciliations } from "@/lib/reconciliation/run-daily-reconciliation";

const database = setupTestDatabase();
const SECRET = "CHASECK-recon-daily-000000000000000000";

let chapa: ChapaFake;
let momo: MtnMomoFake;
let stripe: StripeFake;
let airtel: AirtelMoneyFake;
let chapaId = "";
let momoId = "";
let stripeId = "";
let airtelId = "";
beforeAll(async () => {
  chapa = await startChapaFake({ secretKey: SECRET });
  momo = await startMtnMomoFake({ targetEnvironment: "mtnuganda" });
  chapaId = (await createConnection({ connector: "chapa", mode: "live", credentials: { secret_key: SECRET, webhook_secret: "daily-webhook-secret" }, baseUrl: chapa.url, merchantId: null })).id;
  const p = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
  momoId = (await createConnection({ connector: "mtn_momo", mode: "live", credentials: { collection: p(DEFAULT_MOMO_CREDENTIALS.collection), target_environment: "mtnuganda" }, baseUrl: momo.url, merchantId: null })).id;
  // Stripe has a settlement API (Balance Transactions): it joins Chapa in the daily job. Airtel Money has a statement file only.
  const stripeKey = "sk_live_recondaily0000000000000000000";
  stripe = await startStripeFake({ secretKey: stripeKey });
  stripeId = (await createConnection({ connector: "stripe", mode: "live", credentials: { secret_key: stripeKey, webhook_secret: DEFAULT_STRIPE_WEBHOOK_SECRET }, baseUrl: stripe.url, merchantId: null })).id;
  airtel = await startAirtelMoneyFake();
  airtelId = (
    await createConnection({
      connector: "airtel_money",
      mode: "live",
      credentials: { client_id: DEFAULT_AIRTEL_CREDENTIALS.clientId, client_secret: DEFAULT_AIRTEL_CREDENTIALS.clientSecret, country: "UG", disbursement: { pin: DEFAULT_AIRTEL_CREDENTIALS.pin, public_key: airtel.pinPublicKey } },
      baseUrl: airtel.url,
      merchantId: null,
    })
  ).id;
  invalidateConnectionCache();
});
afterAll(async () => {
  await chapa?.close();
  await momo?.close();
  await stripe?.close();
  await airtel?.close();
});

describe("the daily reconciliation", () => {
  it("runs once per connection with a settlement API and day: yesterday, through the worker; scheduling again or re-running the job adds nothing", async () => {
    // Chapa reports a transaction the gateway never started, dated yesterday.
    const now = new Date();
    const day = previousDay(now);
    await fetch(`${chapa.url}/__fake/settlement/plant`, { method: "POST", body: JSON.stringify({ kind: "extra", value: { amount: "50.00", at: `${day}T12:00:00Z` } }) });

    expect(await scheduleDailyReconciliations(db(), now)).toBe(2); // Chapa and Stripe: MoMo and Airtel have no settlement API
    const jobs = await db().job.findMany({ where: { type: "reconciliation.daily" } });
    expect(jobs.map((j) => j.objectId).sort()).toEqual([dailyKey(chapaId, day), dailyKey(stripeId, day)].sort());
    const job = jobs.find((j) => j.objectId === dailyKey(chapaId, day))!;
    expect(job).toMatchObject({ objectType: "reconciliation_day", merchantId: null });
    expect(await scheduleDailyReconciliations(db(), now)).toBe(0); // the job is there

    await runDueJobs(db());
    expect((await db().job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("done");
    const runs = await db().reconciliationRun.findMany({ where: { connectionId: chapaId } });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ dailyKey: dailyKey(chapaId, day), startedBy: "job", source: "api", status: "completed", exceptionCount: 1, periodFrom: new Date(`${day}T00:00:00Z`) });
    expect(await db().reconciliationItem.findMany({ where: { runId: runs[0].id } })).toEqual([expect.objectContaining({ kind: "missing_in_gateway", resolution: "open" })]);
    // Stripe's day, read from its Balance Transactions: nothing moved yesterday, nothing to report.
    expect(await db().reconciliationRun.findMany({ where: { connectionId: stripeId } })).toEqual([
      expect.objectContaining({ dailyKey: dailyKey(stripeId, day), startedBy: "job", source: "api", status: "completed", matchedCount: 0, exceptionCount: 0 }),
    ]);
    expect(stripe.kit.requests.some((r) => r.method === "GET" && r.path === "/v1/balance_transactions")).toBe(true);

    // Once per day: a second job (or a second worker) finds the day done.
    expect(await runDailyReconciliation({ connectionId: chapaId, day }, db())).toBe("done");
    await db().job.deleteMany({ where: { type: "reconciliation.daily" } });
    expect(await scheduleDailyReconciliations(db(), now)).toBe(0);
    expect(await db().reconciliationRun.count({ where: { connectionId: chapaId } })).toBe(1);
    // The next day is a new one.
    expect(await scheduleDailyReconciliations(db(), new Date(now.getTime() + 86_400_000))).toBe(2);
  });

  it("Chapa down: the try fails (the job backs off and retries), a failed run says why, and the day stays open for the retry", async () => {
    await db().job.deleteMany({ where: { type: "reconciliation.daily" } });
    const day = "2026-01-15";
    chapa.kit.fault({ kind: "server_error", match: "GET /v1/transactions", times: 5 });
    await expect(runDailyReconciliation({ connectionId: chapaId, day }, db())).rejects.toThrow(/could not be read/);
    expect(await db().reconciliationRun.findFirst({ where: { connectionId: chapaId, status: "failed" } })).toMatchObject({ dailyKey: null });
    chapa.kit.reset();
    expect(await runDailyReconciliation({ connectionId: chapaId, day }, db())).toBe("done");
    expect(await db().reconciliationRun.findUnique({ where: { dailyKey: dailyKey(chapaId, day) } })).toMatchObject({ status: "completed" });
  });
});

describe.skipIf(!onPostgres)("npm run gateway -- reconcile (PostgreSQL, its own process)", { timeout: 120_000 }, () => {
  const gateway = (...args: string[]) => runGatewayCli(database.current.url, ...args);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reconcile-cli-"));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("a clean statement: exit 0 and the report says so; --json gives the run and its items", async () => {
    const file = write("clean.csv", momo.statement());
    const out = await gateway("reconcile", "--connection", momoId, "--from", "2026-11-01", "--to", "2026-11-30", "--file", file);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/^Reconciliation rcn_\w+: mtn_momo connection pcn_\w+, 2026-11-01T00:00:00.000Z to 2026-12-01T00:00:00.000Z \(file clean.csv\)/);
    expect(out.stdout).toContain("0 matched, 0 exceptions.");
    const json = await gateway("reconcile", "--connection", momoId, "--from", "2026-11-01", "--to", "2026-11-30", "--file", file, "--json");
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ id: expect.stringMatching(/^rcn_/), connection_id: momoId, status: "completed", source: "file", file_name: "clean.csv", matched: 0, exceptions: 0, items: [] });
  });

  it("exceptions: exit 1, each with its evidence; --json lists them", async () => {
    await fetch(`${momo.url}/__fake/statement/plant`, { method: "POST", body: JSON.stringify({ kind: "extra", value: { amount: "7000", at: "2026-11-10T08:00:00Z" } }) });
    const file = write("extra.csv", momo.statement());
    const out = await gateway("reconcile", "--connection", momoId, "--from", "2026-11-01", "--to", "2026-11-30", "--file", file);
    expect(out.code, out.stderr).toBe(1);
    expect(out.stdout).toContain("0 matched, 1 exception.");
    expect(out.stdout).toMatch(/\[missing_in_gateway\] The processor reports a payment \d+ \(reference [0-9a-f-]+\), settled, that the gateway does not know\./);
    const json = await gateway("reconcile", "--connection", momoId, "--from", "2026-11-01", "--to", "2026-11-30", "--file", file, "--json");
    expect(json.code).toBe(1);
    const body = JSON.parse(json.stdout);
    expect(body.items).toEqual([expect.objectContaining({ kind: "missing_in_gateway", gateway: null, processor_record: expect.objectContaining({ amount: "7000", currency: "UGX", status: "settled" }), resolution: expect.objectContaining({ state: "open" }) })]);
  });

  it("an Airtel Money statement file: its exception reported, exit 1; without the file, Airtel has no settlement API (exit 2)", async () => {
    const statement = airtel.statement({ from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-12-01T00:00:00Z"), plant: [{ kind: "extra", amount: 7000 }] });
    const file = write("airtel.csv", statement);
    const out = await gateway("reconcile", "--connection", airtelId, "--from", "2026-11-01", "--to", "2026-11-30", "--file", file);
    expect(out.code, out.stderr).toBe(1);
    expect(out.stdout).toMatch(/airtel_money connection pcn_\w+, .* \(file airtel\.csv\)/);
    expect(out.stdout).toContain("0 matched, 1 exception.");
    expect(out.stdout).toMatch(/\[missing_in_gateway\] The processor reports a payment MP[\d.A-F]+, settled, that the gateway does not know\./);
    const json = JSON.parse((await gateway("reconcile", "--connection", airtelId, "--from", "2026-11-01", "--to", "2026-11-30", "--file", file, "--json")).stdout);
    expect(json.items).toEqual([expect.objectContaining({ kind: "missing_in_gateway", processor_record: expect.objectContaining({ amount: "7000", currency: "UGX", status: "settled" }) })]);
    const noFile = await gateway("reconcile", "--connection", airtelId, "--from", "2026-11-01", "--to", "2026-11-30");
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toMatch(/airtel_money has no settlement API: give its report file/);
  });

  it("bad input exits 2 with a clear line and writes nothing: dates, a missing option, an unreadable or malformed file, an unknown connection", async () => {
    const before = await database.current.client.reconciliationRun.count();
    const cases: [string[], RegExp][] = [
      [["--connection", momoId, "--from", "2026-13-01", "--to", "2026-11-30"], /--from "2026-13-01" is not a date/],
      [["--connection", momoId, "--from", "2026-11-01"], /--to is required/],
      [["--connection", momoId, "--from", "2026-11-30", "--to", "2026-11-01", "--file", write("a.csv", momo.statement())], /from must be before to/],
      [["--connection", momoId, "--from", "2026-11-01", "--to", "2026-11-30", "--file", path.join(dir, "absent.csv")], /absent\.csv cannot be read: ENOENT/],
      [["--connection", momoId, "--from", "2026-11-01", "--to", "2026-11-30", "--file", write("bad.csv", "Id,Date\n1,2026-11-02\n")], /lacks the columns "External Transaction Id"/],
      [["--connection", "pcn_unknown", "--from", "2026-11-01", "--to", "2026-11-30"], /No processor connection pcn_unknown/],
    ];
    for (const [args, message] of cases) {
      const out = await gateway("reconcile", ...args);
      expect(out.code, `${args.join(" ")}: ${out.stderr}`).toBe(2);
      expect(out.stderr).toMatch(message);
    }
    expect(await database.current.client.reconciliationRun.count()).toBe(before);
  });
});
