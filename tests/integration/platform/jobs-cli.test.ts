// `npm run gateway -- jobs list [--dead] [--merchant M] [--json]` and `jobs retry <id>`,
// run as real processes against an embedded database in a temporary directory (as cli.test.ts).
// The dead job is made by the real worker in this process: a job type whose handler throws,
// run until its maximum tries; after the CLI's retry the same worker runs it to done.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres } from "@/tests/support/database";
import { createPgliteClient, type DbClient } from "@/lib/db";
import { enqueueJob, type JobType } from "@/lib/jobs/enqueue-job";
import { DEFAULT_POLICY } from "@/lib/jobs/job-types";
import { registerJobType } from "@/lib/worker/registry";
import { runDueJobs } from "@/lib/worker/run-due-jobs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gw-jobs-cli-"));
const env = { ...process.env, DATABASE_URL: "", PGLITE_DIR: path.join(dir, "pglite"), NODE_ENV: "development" as const, LOG_LEVEL: "silent" };
const tsx = path.resolve("node_modules/.bin/tsx");

function run(script: string, args: string[]) {
  const result = spawnSync(tsx, ["--conditions=react-server", script, ...args], { env, encoding: "utf8", timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
const gateway = (...args: string[]) => run("scripts/gateway.ts", args);

/** Opens the embedded database in this process while no CLI run holds it. */
async function withDatabase<T>(work: (client: DbClient) => Promise<T>): Promise<T> {
  const { client, close } = createPgliteClient(env.PGLITE_DIR);
  try {
    return await work(client);
  } finally {
    await close();
  }
}

let failing = true;
const TYPE = "test.cli_flaky" as JobType;
registerJobType(TYPE, {
  policy: { ...DEFAULT_POLICY, baseMs: 1, capMs: 1, maxTries: 2 },
  handler: async () => {
    if (failing) throw new Error("bank endpoint answered 503");
    return "done";
  },
});

describe.skipIf(onPostgres)("npm run gateway -- jobs", { timeout: 240_000 }, () => {
  let merchantId = "";
  let otherMerchantId = "";
  let deadId = "";
  let systemDeadId = "";
  let queuedId = "";

  beforeAll(async () => {
    const prepared = run("scripts/prepare-db.ts", []);
    expect(prepared.code, prepared.stderr).toBe(0);
    const created = gateway("merchant", "create", "--name", "Jobs Shop", "--email", "owner@jobs.test", "--password", "a-long-password", "--json");
    expect(created.code, created.stderr).toBe(0);
    merchantId = JSON.parse(created.stdout).merchant_id;
    const other = gateway("merchant", "create", "--name", "Other Shop", "--email", "owner@other.test", "--password", "a-long-password", "--json");
    otherMerchantId = JSON.parse(other.stdout).merchant_id;

    await withDatabase(async (client) => {
      const dead = await enqueueJob(client, {
        type: TYPE,
        payload: { n: 1 },
        owner: { merchantId, mode: "test" },
        object: { type: "payout", id: "po_cli" },
        runAt: new Date(Date.now() - 60_000),
      });
      const systemDead = await enqueueJob(client, { type: TYPE, payload: { n: 2 }, owner: null, runAt: new Date(Date.now() - 60_000) });
      for (let i = 0; i < 2; i++) {
        await client.job.updateMany({ where: { status: "queued" }, data: { runAt: new Date(Date.now() - 1000) } });
        await runDueJobs(client);
      }
      // A job still waiting (not dead): listed without --dead, and not retryable.
      const queued = await enqueueJob(client, { type: TYPE, payload: { n: 3 }, owner: { merchantId, mode: "test" }, runAt: new Date(Date.now() + 3_600_000) });
      deadId = dead.id;
      systemDeadId = systemDead.id;
      queuedId = queued.id;
      expect(await client.job.count({ where: { status: "dead" } })).toBe(2);
    });
  }, 240_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("jobs list --dead --json shows dead jobs with their last error and tries", () => {
    const out = gateway("jobs", "list", "--dead", "--json");
    expect(out.code, out.stderr).toBe(0);
    const jobs = JSON.parse(out.stdout);
    expect(jobs.map((j: { id: string }) => j.id).sort()).toEqual([deadId, systemDeadId].sort());
    expect(jobs.find((j: { id: string }) => j.id === deadId)).toMatchObject({
      type: TYPE,
      status: "dead",
      merchant_id: merchantId,
      mode: "test",
      object: { type: "payout", id: "po_cli" },
      failures: 2,
      attempts: 2,
      max_tries: null,
      last_error: "bank endpoint answered 503",
      dead_at: expect.any(String),
    });
  });

  it("jobs list filters by merchant, and without --dead also lists waiting jobs; text output names the error", () => {
    const mine = JSON.parse(gateway("jobs", "list", "--dead", "--merchant", merchantId, "--json").stdout);
    expect(mine.map((j: { id: string }) => j.id)).toEqual([deadId]);
    const all = JSON.parse(gateway("jobs", "list", "--merchant", merchantId, "--json").stdout);
    expect(all.map((j: { id: string; status: string }) => [j.id, j.status]).sort()).toEqual([[deadId, "dead"], [queuedId, "queued"]].sort());
    expect(JSON.parse(gateway("jobs", "list", "--dead", "--merchant", otherMerchantId, "--json").stdout)).toEqual([]);
    expect(gateway("jobs", "list", "--dead", "--merchant", otherMerchantId).stdout).toBe("No dead jobs.\n");

    const text = gateway("jobs", "list", "--dead", "--merchant", merchantId);
    expect(text.code, text.stderr).toBe(0);
    // The CLI process does not know this test's type, so no maximum is shown: only the failed tries.
    expect(text.stdout).toContain(`${deadId}  dead     ${TYPE}  payout po_cli  ${merchantId}  tries 2  dead since `);
    expect(text.stdout).toContain("    last error: bank endpoint answered 503");

    const unknown = gateway("jobs", "list", "--merchant", "mch_nope");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No merchant with id mch_nope/);
  });

  it("jobs retry refuses a job that is not dead, or does not exist (exit 1), and changes nothing", async () => {
    const notDead = gateway("jobs", "retry", queuedId);
    expect(notDead.code).toBe(1);
    expect(notDead.stderr).toBe(`error: Job ${queuedId} is queued, not dead: only a dead job can be retried\n`);
    const missing = gateway("jobs", "retry", "job_nope");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/No job with id job_nope/);
    const usage = gateway("jobs", "retry");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/Give the id of the dead job/);
    await withDatabase(async (client) => {
      expect(await client.job.count({ where: { status: "dead" } })).toBe(2);
      expect(await client.auditLog.count({ where: { action: "job.retried" } })).toBe(0);
    });
  });

  it("jobs retry queues a dead job again with its tries reset (audited), and the worker then runs it", async () => {
    const out = gateway("jobs", "retry", deadId, "--json");
    expect(out.code, out.stderr).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ id: deadId, status: "queued", failures: 0, dead_at: null });
    const text = gateway("jobs", "retry", systemDeadId);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toBe(`Job ${systemDeadId} (${TYPE}) is queued again and runs at the worker's next pass.\n`);
    expect(JSON.parse(gateway("jobs", "list", "--dead", "--json").stdout)).toEqual([]);

    await withDatabase(async (client) => {
      const audit = await client.auditLog.findMany({ where: { action: "job.retried" } });
      // Only the merchant's job is audited: a system job has no merchant log to write to.
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ merchantId, actorType: "cli", targetId: deadId, mode: "test", userId: null });

      failing = false;
      expect(await runDueJobs(client)).toBe(2);
      expect(await client.job.findUniqueOrThrow({ where: { id: deadId } })).toMatchObject({ status: "done", failures: 0, attempts: 3 });
      expect(await client.job.findUniqueOrThrow({ where: { id: systemDeadId } })).toMatchObject({ status: "done" });
    });

    const again = gateway("jobs", "retry", deadId);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is done, not dead/);
  });

  it("the usage text lists the jobs commands", () => {
    const out = gateway("--help");
    expect(out.stdout).toContain("jobs list [--dead] [--merchant MERCHANT_ID] [--json]");
    expect(out.stdout).toContain("jobs retry JOB_ID [--json]");
  });
});
