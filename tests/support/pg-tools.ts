// PostgreSQL's command-line tools (initdb, pg_ctl) for the suites that run a private cluster they
// can stop and start (tests/faults/pg-restart.ts, the soak's bench/soak/pg-cluster.ts). As root the
// tools run as `postgres` (initdb refuses root).
import { spawn, spawnSync } from "node:child_process";

export const asRoot = process.getuid?.() === 0;
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** A tool's command line, run as `postgres` when we are root. */
export function pgCommand(args: string[]): [string, string[]] {
  return asRoot ? ["su", ["postgres", "-s", "/bin/sh", "-c", args.map(shellQuote).join(" ")]] : [args[0], args.slice(1)];
}

/** Runs it and waits (setup and teardown only: it blocks the event loop). */
export function pgTool(args: string[]) {
  const [cmd, argv] = pgCommand(args);
  const result = spawnSync(cmd, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed (${result.status}): ${result.stderr}${result.stdout}`);
}

/** Runs it without blocking: load, samplers and polls go on meanwhile. */
export function pgToolAsync(args: string[]) {
  const [cmd, argv] = pgCommand(args);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} failed (${code}): ${stderr}`))));
  });
}
