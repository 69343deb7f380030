// The soak's own PostgreSQL cluster: initdb in a temporary directory and pg_ctl on a free
// port, as tests/faults/pg-restart.ts does, so the soak can stop and start it without touching the
// machine's shared server. As root the tools run as `postgres` (initdb refuses root).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrationSql } from "@/tests/support/migrations";
import { asRoot, pgTool, pgToolAsync } from "@/tests/support/pg-tools";


/** Whether initdb and pg_ctl can be found (the soak needs both). */
export function postgresToolsAvailable(): boolean {
  return ["initdb", "pg_ctl"].every((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0);
}

export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer().once("error", () => resolve(false));
      s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

export type PgCluster = {
  url: string;
  port: number;
  /** Stops the cluster (fast shutdown: sessions are cut), waits `downMs`, starts it again. */
  restart(downMs: number): Promise<{ stoppedMs: number; totalMs: number }>;
  destroy(): void;
};

export async function startPgCluster(ports: [number, number], maxConnections = 200): Promise<PgCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gw-soak-"));
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const port = await freePort(ports[0], ports[1]);
  const dataDir = path.join(dir, "data");
  const log = path.join(dir, "postgres.log");
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections} -c fsync=off -c synchronous_commit=off`;
  pgTool(["initdb", "-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  pgTool(["pg_ctl", "-D", dataDir, "-o", options, "-l", log, "-w", "start"]);
  const admin = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query("CREATE DATABASE gateway");
  await admin.end();
  const url = `postgresql://postgres@127.0.0.1:${port}/gateway`;
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  for (const sql of migrationSql()) await migrator.query(sql);
  await migrator.end();
  return {
    url,
    port,
    async restart(downMs) {
      const started = Date.now();
      await pgToolAsync(["pg_ctl", "-D", dataDir, "-m", "fast", "-w", "stop"]);
      const stoppedMs = Date.now() - started;
      await new Promise((r) => setTimeout(r, downMs));
      await pgToolAsync(["pg_ctl", "-D", dataDir, "-o", options, "-l", log, "-w", "start"]);
      return { stoppedMs, totalMs: Date.now() - started };
    },
    destroy() {
      try {
        pgTool(["pg_ctl", "-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch (error) {
        console.error(String(error));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
