// Opening PGlite instances for the bridge.
//
// initdb inside PGlite costs ~2.5-3 s, and every shadow database (migrate dev,
// diff --from-migrations...) needs a brand new cluster. We run initdb once,
// cache the resulting data dir as a tarball (node_modules/.cache, else the OS
// temp dir) and start new clusters from it with `loadDataDir` (~1 s).
import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { acquirePgliteLock } from "./pglite-lock.mjs";
import { trace } from "./trace.mjs";

const PGLITE_VERSION = JSON.parse(
  fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite"))), "..", "package.json"),
    "utf8",
  ),
).version;

function cacheDirs() {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
  return [
    path.join(projectRoot, "node_modules", ".cache", "prisma-schema-engine-bridge"),
    path.join(os.tmpdir(), "prisma-schema-engine-bridge"),
  ];
}

let freshDump;

/** Tarball of a just-initialised cluster, created once and cached on disk. */
function getFreshDump() {
  freshDump ??= (async () => {
    const name = `pglite-${PGLITE_VERSION}-initdb.tar.gz`;
    for (const dir of cacheDirs()) {
      try {
        return new Blob([fs.readFileSync(path.join(dir, name))]);
      } catch {
        // not cached there
      }
    }
    const db = new PGlite("memory://");
    await db.waitReady;
    const dump = await db.dumpDataDir("gzip");
    await db.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    for (const dir of cacheDirs()) {
      try {
        fs.mkdirSync(dir, { recursive: true });
        const tmp = path.join(dir, `${name}.${process.pid}.tmp`);
        fs.writeFileSync(tmp, bytes);
        fs.renameSync(tmp, path.join(dir, name)); // atomic: concurrent bridges never see half a file
        break;
      } catch {
        // read-only location: try the next one
      }
    }
    return new Blob([bytes]);
  })();
  return freshDump;
}

/** A fresh, empty in-memory cluster (used as shadow database). */
export async function openInMemoryPGlite() {
  const db = new PGlite({ loadDataDir: await getFreshDump() });
  await db.waitReady;
  trace("in-memory PGlite ready");
  return db;
}

/** Whether `dataDir` already holds a cluster. */
export function hasCluster(dataDir) {
  return fs.existsSync(path.join(dataDir, "PG_VERSION"));
}

/**
 * Open (creating if needed) the persistent cluster in `dataDir`, holding the
 * data-dir lock for as long as it is open. Resolves to `{ db, close }`.
 */
export async function openPGliteDir(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = await acquirePgliteLock(dataDir, {
    timeoutMs: Number(process.env.PRISMA_BRIDGE_PGLITE_LOCK_TIMEOUT_MS ?? 10_000),
  });
  try {
    const loadDataDir = hasCluster(dataDir) ? undefined : await getFreshDump();
    trace(`opening PGlite ${dataDir}${loadDataDir ? " (new cluster)" : ""}`);
    const db = new PGlite({ dataDir, loadDataDir });
    await db.waitReady;
    trace("PGlite ready");
    let closing;
    return {
      db,
      close() {
        closing ??= db.close().finally(release);
        return closing;
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
