// The gateway on embedded PGlite ("On PGlite, verify ≥ 0.6×"): `next start` with no
// DATABASE_URL, on a data directory prepared as `npm run dev` prepares it (scripts/prepare-db.ts
// --seed), measured with the same autocannon load as the PostgreSQL scenarios: GET /healthz,
// verify and initialize on that one server, in interleaved rounds.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type PgliteRun<F> = { figures: F[]; rounds: F[][]; dir: string };

type Scenario = { key: string; name: string; url: string; headers: Record<string, string>; post?: { body: string } };

export async function benchPglite<F extends { key: string }>(opts: {
  port: number;
  rounds: number;
  start: (name: string, cmd: string[], url: string, extraEnv: Record<string, string>) => ChildProcess;
  waitFor: (url: string) => Promise<void>;
  load: (scenario: Scenario) => Promise<F>;
  median: (figures: F[]) => F;
}): Promise<PgliteRun<F>> {
  const dir = path.resolve(`.data/bench-pglite-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const seedFile = path.join(dir, "seed.json");
  // The inline worker runs, as under `npm run dev`: on PGlite it is also what analyzes the tables
  // (lib/db/pglite-maintenance.ts), without which verify's prepared read keeps a plan made for an
  // empty table and slows as initialize grows it.
  const env = { GATEWAY_INLINE_WORKER: "1", PGLITE_DIR: path.join(dir, "pglite"), RATE_LIMIT_TEST_PER_SECOND: "1000000", RATE_LIMIT_TEST_BURST: "10000000" };
  await new Promise<void>((resolve, reject) => {
    const prepare = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/prepare-db.ts", "--fresh", "--seed", `--seed-output=${seedFile}`], {
      env: { ...process.env, ...env, DATABASE_URL: "", NODE_ENV: "production", GATEWAY_ALLOW_DEV_DEFAULTS: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    prepare.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`prepare-db exited with ${code}`))));
  });
  const seed = JSON.parse(fs.readFileSync(seedFile, "utf8")) as { keys: { test: { secret: string } } };
  // BENCH_PGLITE_NODE_ARGS: node flags for the server alone, e.g. "--cpu-prof --cpu-prof-dir=DIR"
  // (how the verify stalls of docs/performance.md, "PGlite verify across rounds", were found).
  const server = opts.start("next (PGlite)", [process.execPath, ...(process.env.BENCH_PGLITE_NODE_ARGS ?? "").split(" ").filter(Boolean), "node_modules/next/dist/bin/next", "start", "--port", String(opts.port), "--hostname", "127.0.0.1"], "", env);
  try {
    const base = `http://127.0.0.1:${opts.port}`;
    await opts.waitFor(`${base}/healthz`);
    const auth = { authorization: `Bearer ${seed.keys.test.secret}` };
    const created = await fetch(`${base}/v2/payments/hosted`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ amount: 10, currency: "USD", customer: { email: "buyer@example.com" } }),
    }).then((res) => res.json() as Promise<{ data: { gateway_reference: string } }>);
    const scenarios: Scenario[] = [
      { key: "pglite-healthz", name: "PGlite: GET /healthz", url: `${base}/healthz`, headers: {} },
      { key: "pglite-verify", name: "PGlite: GET /v2/payments/{ref}/verify", url: `${base}/v2/payments/${created.data.gateway_reference}/verify`, headers: auth },
      {
        key: "pglite-initialize",
        name: "PGlite: POST /v2/payments/hosted (initialize)",
        url: `${base}/v2/payments/hosted`,
        headers: auth,
        post: { body: JSON.stringify({ amount: 25.5, currency: "USD", customer: { email: "buyer@example.com" }, meta: { order: "bench" } }) },
      },
      // The seeded merchant files a customer profile with each payment that names a customer (
      // profiles are on for new merchants): the same payment without one shows what that costs here.
      {
        key: "pglite-initialize-anonymous",
        name: "PGlite: POST /v2/payments/hosted (initialize, no customer)",
        url: `${base}/v2/payments/hosted`,
        headers: auth,
        post: { body: JSON.stringify({ amount: 25.5, currency: "USD", meta: { order: "bench" } }) },
      },
    ];
    const rounds: F[][] = [];
    for (let round = 1; round <= opts.rounds; round++) {
      console.log(`PGlite round ${round} of ${opts.rounds}:`);
      const measured: F[] = [];
      for (const scenario of scenarios) measured.push(await opts.load(scenario));
      rounds.push(measured);
    }
    return { figures: scenarios.map((_, i) => opts.median(rounds.map((r) => r[i]))), rounds, dir };
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
