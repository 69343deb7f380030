// The soak's processes: two `next start` servers behind bench/proxy.ts and two
// scripts/worker.ts processes, each restartable after a SIGKILL. Env as bench/run.ts sets it, plus
// what the soak needs: /metrics on every process (METRICS_TOKEN; the workers on WORKER_METRICS_PORT),
// the limiter off (the soak measures the money paths, not the limiter), short webhook retries and
// timeouts scaled so a receiver outage and its recovery fit in the run.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

export const METRICS_TOKEN = "soak-metrics-token-0123456789abcdef";

export type Role = "server" | "worker" | "proxy";
export type Managed = {
  name: string;
  role: Role;
  /** The port of its /metrics (servers: their HTTP port; workers: WORKER_METRICS_PORT); 0 for the proxy. */
  metricsPort: number;
  child: ChildProcess;
  restarts: number;
  /** SIGKILL, then start it again and wait until it answers. */
  killAndRestart(): Promise<number>;
  stop(): Promise<void>;
};

export type ProcessOptions = {
  databaseUrl: string;
  publicBaseUrl: string;
  logFile: string;
  env: Record<string, string>;
};

/**
 * fetch that gives up after `ms`, whatever happens: an AbortController held here (not
 * AbortSignal.timeout, whose signal undici may lose after a garbage collection, nodejs/undici#4068:
 * a soak's set-up once waited forever on a server that took the connection and never answered)
 * and a timer racing the whole request, body included.
 */
export async function fetchWithin(url: string, init: RequestInit, ms: number): Promise<{ status: number; text: string }> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`${url}: no answer in ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([
      fetch(url, { ...init, signal: controller.signal }).then(async (res) => ({ status: res.status, text: await res.text() })),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetchWithin(url, {}, 2_000);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function startManaged(opts: ProcessOptions, name: string, role: Role, port: number, extra: { upstreams?: number[]; metricsPort?: number } = {}): Managed {
  const log = fs.openSync(opts.logFile, "a");
  const command = (): [string, string[]] => {
    if (role === "server") return ["node_modules/.bin/next", ["start", "--port", String(port), "--hostname", "127.0.0.1"]];
    if (role === "proxy") return ["node_modules/.bin/tsx", ["bench/proxy.ts", String(port), ...(extra.upstreams ?? []).map(String)]];
    return [process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"]];
  };
  const spawnIt = () => {
    const [cmd, args] = command();
    const child = spawn(cmd, args, {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: opts.databaseUrl,
        LOG_LEVEL: "warn",
        GATEWAY_ALLOW_DEV_DEFAULTS: "1",
        PUBLIC_BASE_URL: opts.publicBaseUrl,
        GATEWAY_INLINE_WORKER: "0",
        METRICS_TOKEN,
        ...(role === "worker" ? { WORKER_METRICS_PORT: String(extra.metricsPort) } : {}),
        ...opts.env,
      },
      stdio: ["ignore", log, log],
    });
    return child;
  };
  // Three minutes: on a 2-core machine shared with other builds (load average 20), a restarted
  // server took more than one minute to answer /healthz.
  const ready = () => (role === "worker" ? waitFor(`http://127.0.0.1:${extra.metricsPort}/metrics`, 180_000) : waitFor(`http://127.0.0.1:${port}/healthz`, 180_000));
  const exited = (c: ChildProcess) => (c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => c.once("exit", () => r())));
  const managed: Managed = {
    name,
    role,
    metricsPort: role === "server" ? port : (extra.metricsPort ?? 0),
    child: spawnIt(),
    restarts: 0,
    async killAndRestart() {
      const started = Date.now();
      managed.child.kill("SIGKILL");
      await exited(managed.child);
      managed.child = spawnIt();
      managed.restarts++;
      await ready();
      return Date.now() - started;
    },
    async stop() {
      managed.child.kill("SIGTERM");
      const done = exited(managed.child);
      const timer = setTimeout(() => managed.child.kill("SIGKILL"), 10_000);
      await done;
      clearTimeout(timer);
    },
  };
  (managed as Managed & { ready: () => Promise<void> }).ready = ready;
  return managed;
}

export async function ready(m: Managed) {
  await (m as Managed & { ready: () => Promise<void> }).ready();
}
