// CPU time of the bench's processes, read from /proc (Linux), so a scenario can say where each
// request's CPU went: the Next server (its process and any children) or PostgreSQL (every backend
// and helper process of the local server). On a 2-core machine both share the cores, so a request
// that costs PostgreSQL more CPU leaves Next less of it (what stands between a money write
// and /healthz's rate). Elsewhere than Linux every reading is null and nothing is reported.
import fs from "node:fs";

/** Clock ticks per second of /proc's utime and stime (USER_HZ; 100 on Linux everywhere in practice). */
const TICKS_PER_SECOND = 100;

type ProcStat = { pid: number; ppid: number; comm: string; cpuMs: number };

function readStat(pid: number): ProcStat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // comm is in parentheses and may hold spaces: the fields after it start after the last ")".
    const close = text.lastIndexOf(")");
    const comm = text.slice(text.indexOf("(") + 1, close);
    const fields = text.slice(close + 2).split(" ");
    // fields[0] is state (field 3); ppid is field 4, utime 14, stime 15.
    const ppid = Number(fields[1]);
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid, ppid, comm, cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return null; // gone, or not Linux
  }
}

function allStats(): ProcStat[] {
  let pids: string[];
  try {
    pids = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids.map((p) => readStat(Number(p))).filter((s): s is ProcStat => s !== null);
}

/** CPU milliseconds so far per process: the server's tree, and PostgreSQL's processes. */
export type CpuReading = { server: Map<number, number>; postgres: Map<number, number> } | null;

/** The CPU used so far by `rootPid` and its descendants, and by every `postgres` process. */
export function readCpu(rootPid: number | undefined): CpuReading {
  if (!rootPid || process.platform !== "linux") return null;
  const stats = allStats();
  if (!stats.length) return null;
  const tree = new Set([rootPid]);
  // Parents come before children in most listings, but not always: repeat until nothing is added.
  for (let added = true; added; ) {
    added = false;
    for (const s of stats) {
      if (!tree.has(s.pid) && tree.has(s.ppid)) {
        tree.add(s.pid);
        added = true;
      }
    }
  }
  const byPid = (keep: (s: ProcStat) => boolean) => new Map(stats.filter(keep).map((s) => [s.pid, s.cpuMs]));
  return { server: byPid((s) => tree.has(s.pid)), postgres: byPid((s) => s.comm === "postgres" || s.comm.startsWith("postgres:")) };
}

/** CPU used between two readings by the processes alive at the second (one that started meanwhile counts whole; one that exited is lost). */
function used(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** CPU milliseconds per request between two readings; null when either is missing. */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number): { nextMs: number; postgresMs: number } | null {
  if (!before || !after || requests <= 0) return null;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { nextMs: round(used(before.server, after.server) / requests), postgresMs: round(used(before.postgres, after.postgres) / requests) };
}
