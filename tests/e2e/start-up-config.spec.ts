// A server with an invalid configuration must not start. `next start` with
// ENCRYPTION_KEY missing or of the wrong length used to stay up, log "Missing configuration for
// production" on every request and answer 500 to everything, /healthz included. Now the register
// hook (instrumentation-node.ts) validates the configuration first and exits 1 with the message.
// Here the build the e2e suite already made is started by `next start` itself (no wrapper script),
// on its own port and data directory, with a bad configuration: it must exit non-zero with the
// message, and /healthz must never answer 200 while it lives. No browser needed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3100) + 50;
const base = `http://127.0.0.1:${port}`;

type Outcome = { code: number | null; output: string; healthzOk: number; timedOut: boolean };

/** Starts `next start` with `env` and waits for it to exit (at most 30 s), probing /healthz meanwhile. */
async function startWith(env: Record<string, string>): Promise<Outcome> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gateway-start-up-"));
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      PGLITE_DIR: path.join(dataDir, "pglite"),
      PUBLIC_BASE_URL: base,
      NEXTAUTH_SECRET: "start-up-test-secret-start-up-test-secret",
      ...env,
    },
    detached: true, // its own process group: a server left running is stopped with its children
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let healthzOk = 0;
  let done = false;
  const probing = (async () => {
    while (!done) {
      const status = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1_000) }).then((r) => r.status, () => 0);
      if (status === 200) healthzOk++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const timer = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 30_000));
  const result = await Promise.race([exited, timer]);
  done = true;
  await probing;
  if (result === "timeout") {
    process.kill(-child.pid!, "SIGKILL");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { code: result === "timeout" ? null : result, output, healthzOk, timedOut: result === "timeout" };
}

test.describe("an invalid configuration stops `next start`", () => {
  test.setTimeout(90_000);

  test("ENCRYPTION_KEY of the wrong length: exit 1, the variable named, /healthz never ok", async () => {
    const outcome = await startWith({ ENCRYPTION_KEY: "too-short-to-be-32-bytes" });
    expect(outcome.timedOut, outcome.output).toBe(false);
    expect(outcome.code).toBe(1);
    expect(outcome.output).toContain("Invalid configuration");
    expect(outcome.output).toContain("ENCRYPTION_KEY");
    expect(outcome.output).toContain("The server did not start");
    expect(outcome.healthzOk).toBe(0);
  });

  test("ENCRYPTION_KEY missing in production: exit 1 with the missing variable named", async () => {
    const outcome = await startWith({});
    expect(outcome.timedOut, outcome.output).toBe(false);
    expect(outcome.code).toBe(1);
    expect(outcome.output).toContain("Missing configuration for production");
    expect(outcome.output).toContain("ENCRYPTION_KEY");
    expect(outcome.healthzOk).toBe(0);
  });
});
