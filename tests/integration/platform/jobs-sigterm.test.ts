// `npm run worker` stops gracefully. A real worker process (node + tsx, with
// --conditions=react-server as package.json runs it) against this file's PostgreSQL database
// gets SIGTERM while a job is in its hands: it finishes that job, gives back the job it had
// claimed but not started (queued, the claim not counted), closes the database and exits 0.
// On PostgreSQL against this file's database; on PGlite (one process at a time) against an
// embedded database in a temporary directory that this process opens only while the worker is not running.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { createPgliteClient, db, type DbClient } from "@/lib/db";
import { enqueueJob, type JobType } from "@/lib/jobs/enqueue-job";

const database = setupTestDatabase();

function spawnWorker(script: string, extraEnv: Record<string, string> = {}) {
  // Node itself with tsx's loader, so the signal reaches the worker and not a wrapper.
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve(script)], {
    // One job at a time: "one in hand, one claimed but not started" (stop() with several lanes
    // is tested in jobs-worker.test.ts).
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", DATABASE_URL: database.current.url ?? "", LOG_LEVEL: "silent", WORKER_CONCURRENCY: "1", ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const out = { stdout: "", stderr: "" };
  child.stdout.on("data", (d) => (out.stdout += d));
  child.stderr.on("data", (d) => (out.stderr += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const waitFor = async (pattern: RegExp, timeoutMs = 30_000) => {
    const until = Date.now() + timeoutMs;
    while (!pattern.test(out.stdout)) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${pattern}; stdout: ${out.stdout}; stderr: ${out.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { child, out, exited, waitFor };
}

describe.skipIf(!onPostgres)("npm run worker and SIGTERM (PostgreSQL, real process)", () => {
  it("finishes the job in hand, releases the one it had not started, and exits 0", { timeout: 90_000 }, async () => {
    const type = "test.slow" as JobType;
    const first = await enqueueJob(db(), { type, payload: { ms: 1500 }, owner: null, runAt: new Date(Date.now() - 5_000) });
    const second = await enqueueJob(db(), { type, payload: { ms: 1500 }, owner: null, runAt: new Date(Date.now() - 1_000) });

    const worker = spawnWorker("tests/support/worker-child.ts");
    await worker.waitFor(new RegExp(`started ${first.id}`));
    // Both were claimed in one pass; the second waits behind the first.
    expect(await db().job.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ status: "running", attempts: 1 });
    worker.child.kill("SIGTERM");
    const exit = await worker.exited;

    expect(exit, worker.out.stderr).toEqual({ code: 0, signal: null });
    expect(worker.out.stdout).toBe(`started ${first.id}\nfinished ${first.id}\n`);
    expect(await db().job.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: "done", attempts: 1, failures: 0, lockedBy: null });
    expect(await db().job.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({
      status: "queued",
      attempts: 0,
      failures: 0,
      lockedUntil: null,
      lockedBy: null,
    });
  });

  it("scripts/worker.ts itself starts, and exits 0 on SIGTERM when idle", { timeout: 90_000 }, async () => {
    const worker = spawnWorker("scripts/worker.ts", { LOG_LEVEL: "info" });
    await worker.waitFor(/"msg":"worker started"/);
    worker.child.kill("SIGTERM");
    expect(await worker.exited, worker.out.stderr).toEqual({ code: 0, signal: null });
    expect(worker.out.stdout).toMatch(/"msg":"worker stopped"/);
  });
});

describe.skipIf(onPostgres)("npm run worker and SIGTERM (PGlite in a directory, real process)", () => {
  it("finishes the job in hand, releases the one it had not started, and exits 0", { timeout: 180_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gw-worker-"));
    const pgliteDir = path.join(dir, "pglite");
    const dbEnv = { DATABASE_URL: "", PGLITE_DIR: pgliteDir };
    try {
      const tsx = path.resolve("node_modules/.bin/tsx");
      const prepared = spawnSync(tsx, ["--conditions=react-server", "scripts/prepare-db.ts"], {
        env: { ...process.env, ...dbEnv, NODE_ENV: "development", LOG_LEVEL: "silent" },
        encoding: "utf8",
        timeout: 120_000,
      });
      expect(prepared.status, prepared.stderr).toBe(0);
      const withDatabase = async <T>(work: (client: DbClient) => Promise<T>) => {
        const { client, close } = createPgliteClient(pgliteDir);
        try {
          return await work(client);
        } finally {
          await close();
        }
      };
      const type = "test.slow" as JobType;
      const [first, second] = await withDatabase(async (client) => [
        await enqueueJob(client, { type, payload: { ms: 1500 }, owner: null, runAt: new Date(Date.now() - 5_000) }),
        await enqueueJob(client, { type, payload: { ms: 1500 }, owner: null, runAt: new Date(Date.now() - 1_000) }),
      ]);

      const worker = spawnWorker("tests/support/worker-child.ts", dbEnv);
      await worker.waitFor(new RegExp(`started ${first.id}`), 120_000);
      worker.child.kill("SIGTERM");
      const exit = await worker.exited;
      expect(exit, worker.out.stderr).toEqual({ code: 0, signal: null });
      expect(worker.out.stdout).toBe(`started ${first.id}\nfinished ${first.id}\n`);

      await withDatabase(async (client) => {
        expect(await client.job.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ status: "done", attempts: 1, lockedBy: null });
        expect(await client.job.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ status: "queued", attempts: 0, lockedUntil: null, lockedBy: null });
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
