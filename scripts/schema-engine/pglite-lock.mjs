// Advisory lock for a PGlite data directory: `<dataDir>.lock` holding the owner's
// pid, the same convention as lib/db/pglite-lock.ts (acquirePgliteLock).
//
// PGlite is single-process: two processes opening the same data dir corrupt it.
// The bridge waits (bounded) for a live holder to go away, e.g. a previous bridge
// still closing after the CLI bailed out on an error. Stale locks (dead pid) are
// taken over. A lock held by one of our ancestors counts as ours: a script that
// locks the directory and then runs `prisma migrate deploy` (scripts/prepare-db.ts)
// delegates its lock to the engine. The CLI waits for the engine to exit on
// success, so the ancestor gets the directory back only after we closed it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export function lockPathFor(dataDir) {
  return `${dataDir.replace(/[\\/]+$/, "")}.lock`;
}

function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === "EPERM";
  }
}

function parentPid(pid) {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number.parseInt(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1], 10);
  } catch {
    try {
      return Number.parseInt(execFileSync("ps", ["-o", "ppid=", "-p", String(pid)], { encoding: "utf8" }), 10);
    } catch {
      return NaN;
    }
  }
}

function isAncestor(pid) {
  let current = process.ppid;
  for (let depth = 0; depth < 32 && current > 1; depth++) {
    if (current === pid) return true;
    current = parentPid(current);
  }
  return false;
}

/** The holder's pid; null if the file vanished, NaN while its creator is still writing it. */
function readHolder(lockPath) {
  try {
    return Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
  } catch {
    return null;
  }
}

function ageMs(lockPath) {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Wait until the lock is free, then take it. Resolves to a release function.
 * @param {string} dataDir
 * @param {{ timeoutMs?: number }} [opts]
 */
export async function acquirePgliteLock(dataDir, { timeoutMs = 10_000 } = {}) {
  const lockPath = lockPathFor(dataDir);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      break;
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
    const holder = readHolder(lockPath);
    if (holder === null) continue; // released meanwhile: try again
    if (holder === process.pid) return () => {}; // re-entrant: the outer acquisition releases it
    if (Number.isInteger(holder) && isAncestor(holder)) return () => {}; // delegated to us: the ancestor releases it
    // Stale: left by a dead process, or empty for too long (creator died mid-write).
    const stale = Number.isInteger(holder) ? !isAlive(holder) : ageMs(lockPath) > 2_000;
    if (stale) {
      fs.rmSync(lockPath, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `PGlite data directory ${dataDir} is in use by process ${holder} (lock file ${lockPath}). ` +
          "PGlite allows one process per data directory: stop the app (or the other Prisma command) and retry.",
      );
    }
    await sleep(50);
  }
  let released = false;
  return function release() {
    if (released) return;
    released = true;
    if (readHolder(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
}
