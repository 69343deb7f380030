// `scripts/worker.ts` as a real child process against a test database (PostgreSQL: PGlite allows
// one process), for the crash and at-least-once tests. Node runs it with tsx's loader directly,
// not the tsx wrapper, which would outlive a killed process.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type WorkerExit = { code: number | null; signal: NodeJS.Signals | null; stderr: string };
export type WorkerProcess = { child: ChildProcess; stdout: () => string; exited: Promise<WorkerExit> };

export function startWorkerProcess(databaseUrl: string | undefined, env: Record<string, string> = {}): WorkerProcess {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.resolve("scripts/worker.ts")], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "4",
      LOG_LEVEL: "silent",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d) => (stdout += d));
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<WorkerExit>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, stderr })));
  return { child, stdout: () => stdout, exited };
}

/** SIGKILL unless it already exited; resolves when it has. */
export async function killWorkerProcess(worker: WorkerProcess) {
  if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill("SIGKILL");
  await worker.exited;
}

/** Polls `check` every `everyMs` until true; throws naming `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * A worker started with GATEWAY_TEST_FAULT=`fault` (one job at a time), left to run until it kills
 * itself there, and killed after `timeoutMs` if it never does: how it exited (null when it did not
 * die in time), with what it printed, for the caller's assertion.
 */
export async function runWorkerToFault(databaseUrl: string | undefined, fault: string, env: Record<string, string> = {}, timeoutMs = 60_000) {
  const worker = startWorkerProcess(databaseUrl, { GATEWAY_TEST_FAULT: fault, WORKER_CONCURRENCY: "1", ...env });
  try {
    const death = await Promise.race([worker.exited, new Promise<null>((r) => setTimeout(() => r(null), timeoutMs))]);
    return { death, stdout: worker.stdout() };
  } finally {
    await killWorkerProcess(worker);
  }
}
