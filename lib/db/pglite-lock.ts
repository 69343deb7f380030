import fs from "node:fs";
import path from "node:path";

export class DatabaseLockedError extends Error {}

/**
 * PGlite has no lock of its own and a second process silently corrupts its directory.
 * A lock file beside it names the owning pid (the schema-engine bridge takes the same
 * file). A live holder is waited for briefly, since a migration that just finished may
 * still be flushing; then we fail with a clear message. A stale lock (dead pid) is taken over.
 */
export function acquirePgliteLock(dir: string, waitMs = 5_000): () => void {
  const lockFile = `${path.resolve(dir).replace(/[\\/]+$/, "")}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readLockOwner(lockFile);
    if (owner === process.pid) return () => {};
    if (owner && isAlive(owner)) {
      if (Date.now() >= deadline) {
        throw new DatabaseLockedError(
          `The embedded database ${dir} is in use by pid ${owner}; stop it or set DATABASE_URL to use PostgreSQL.`,
        );
      }
      sleepSync(100);
      continue;
    }
    fs.rmSync(lockFile, { force: true }); // stale (its owner is gone) or vanished meanwhile
  }
}

function readLockOwner(lockFile: string): number | null {
  try {
    return Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10) || null;
  } catch {
    return null;
  }
}

/** db() is synchronous; the rare wait for a finishing migration blocks briefly. */
function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
