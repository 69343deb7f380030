// Migration-aware driver-adapter factories for the wasm schema engine, with the
// fixes the stock adapters (pglite-prisma-adapter 0.7.2, @prisma/adapter-pg 7.10)
// need to run migrations. Each fix is explained where it is made.
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { patchColumnTypes } from "./column-types.mjs";
import { parseDatasourceUrl, pgErrorToUserFacing } from "./datasource.mjs";
import { openInMemoryPGlite, openPGliteDir } from "./pglite.mjs";
import { trace } from "./trace.mjs";

/** Patch the transaction objects an adapter hands out, too. */
function patchTransactions(adapter) {
  const startTransaction = adapter.startTransaction;
  adapter.startTransaction = async function (...args) {
    return patchColumnTypes(await startTransaction.apply(this, args));
  };
  return adapter;
}

// ---------------------------------------------------------------------------
// PGlite

function patchPgliteAdapter(adapter) {
  // pglite-prisma-adapter 0.7.2 fires `exec()` without awaiting it, so a failing
  // migration script would be recorded as applied. Await it and surface the error.
  adapter.executeScript = async function (script) {
    try {
      await this.client.exec(script);
    } catch (e) {
      this.onError(e);
    }
  };
  return patchTransactions(patchColumnTypes(adapter));
}

// Drops everything a migration can create in a database, leaving an empty
// "public" schema: used to recycle shadow clusters/databases.
const RESET_SCHEMAS_SQL = `
DO $$
DECLARE s record;
BEGIN
  FOR s IN SELECT nspname FROM pg_namespace
           WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
  LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', s.nspname);
  END LOOP;
END $$;
CREATE SCHEMA public;`;

function createPgliteFactory(source) {
  let main; // Promise<{ db, close }>
  // One in-memory shadow cluster per process, emptied between uses: the engine
  // asks for a shadow database several times per `migrate dev` and a new
  // cluster costs ~1 s each time.
  let shadow; // Promise<PGlite>
  let shadowInUse = false;
  const extraShadows = new Set();
  const factory = {
    provider: "postgres",
    adapterName: "pglite-prisma-adapter",
    async connect() {
      // The engine queries the server version right after it is created, so
      // there is no point in opening the cluster lazily.
      main ??= source.dataDir
        ? openPGliteDir(source.dataDir)
        : openInMemoryPGlite().then((db) => ({ db, close: () => db.close() }));
      const { db } = await main;
      const adapter = patchPgliteAdapter(await new PrismaPGlite(db).connect());
      adapter.dispose = async () => {}; // the cluster stays open until the bridge exits
      return adapter;
    },
    async connectToShadowDb() {
      trace("connectToShadowDb (pglite)");
      let db;
      if (!shadowInUse) {
        shadowInUse = true;
        shadow ??= openInMemoryPGlite();
        db = await shadow;
      } else {
        db = await openInMemoryPGlite(); // overlapping request: use a separate cluster
        extraShadows.add(db);
      }
      const adapter = patchPgliteAdapter(await new PrismaPGlite(db).connect());
      adapter.dispose = async () => {
        if (extraShadows.delete(db)) return db.close();
        await db.exec(RESET_SCHEMAS_SQL);
        shadowInUse = false;
      };
      return adapter;
    },
  };
  return {
    factory,
    async close() {
      const shadows = [...extraShadows, ...(shadow ? [await shadow.catch(() => null)] : [])];
      await Promise.allSettled(shadows.filter(Boolean).map((db) => db.close()));
      if (main) await (await main.catch(() => null))?.close();
    },
  };
}

// ---------------------------------------------------------------------------
// PostgreSQL

const quoteIdent = (name) => `"${String(name).replaceAll('"', '""')}"`;

/** Run `fn(client)` on a maintenance database of the server (postgres, else template1). */
export async function withAdminClient(source, fn) {
  let lastError;
  for (const database of ["postgres", "template1"]) {
    const client = new pg.Client({ ...source.config, database });
    client.on("error", () => {}); // reported through the awaited calls
    try {
      await client.connect();
    } catch (e) {
      lastError = e;
      await client.end().catch(() => {});
      if (e?.code === "3D000") continue; // no such maintenance database: try the next
      throw pgErrorToUserFacing(e, source);
    }
    try {
      return await fn(client);
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw pgErrorToUserFacing(lastError, source);
}

export async function createPostgresDatabase(source, name = source.database) {
  await withAdminClient(source, async (client) => {
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    } catch (e) {
      throw pgErrorToUserFacing(e, { ...source, database: name });
    }
  });
}

export async function dropPostgresDatabase(source, name = source.database) {
  // WITH (FORCE) (PG 13+) terminates leftover sessions instead of failing with
  // "database is being accessed by other users".
  await withAdminClient(source, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

function patchPgAdapter(adapter) {
  // adapter-pg splits scripts on ";" and runs the pieces one by one, which breaks
  // on semicolons inside strings/function bodies and loses the implicit
  // transaction. Send the whole script as one simple query, like the native engine.
  adapter.executeScript = async function (script) {
    try {
      await this.client.query(script);
    } catch (e) {
      this.onError(e);
    }
  };
  return patchTransactions(patchColumnTypes(adapter));
}

/** Empty an explicitly configured shadow database (the native engine resets it too). */
async function resetShadowDatabase(config) {
  const client = new pg.Client(config);
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(RESET_SCHEMAS_SQL);
  } finally {
    await client.end().catch(() => {});
  }
}

function createPostgresFactory(source, shadowDatabaseUrl) {
  // Parsed fields, never { connectionString }: adapter-pg derives shadow pools
  // with `{ ...config, database }`, and a connectionString would win over `database`.
  const options = source.schema ? { schema: source.schema } : undefined;
  const inner = new PrismaPg({ ...source.config }, options);
  const ownShadowDbs = new Set();
  const mainAdapters = [];
  // A fresh shadow database lacks the `?schema=` schema its search_path names.
  const ensureSchema = async (adapter) => {
    if (source.schema) await adapter.executeScript(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(source.schema)}`);
    return adapter;
  };
  const factory = {
    provider: "postgres",
    adapterName: inner.adapterName,
    async connect() {
      const adapter = patchPgAdapter(await inner.connect());
      mainAdapters.push(adapter);
      return adapter;
    },
    async connectToShadowDb() {
      if (shadowDatabaseUrl) {
        const shadow = parseDatasourceUrl(shadowDatabaseUrl);
        if (shadow.kind !== "postgres") throw new Error("shadowDatabaseUrl must be a postgresql:// URL");
        await resetShadowDatabase(shadow.config);
        return ensureSchema(patchPgAdapter(await new PrismaPg({ ...shadow.config }, shadow.schema ? { schema: shadow.schema } : undefined).connect()));
      }
      // We create and drop the shadow database ourselves: adapter-pg's own cleanup
      // drops it before closing its pool and fails ("being accessed by other users").
      const name = `prisma_migrate_shadow_db_${randomUUID()}`;
      await createPostgresDatabase(source, name);
      ownShadowDbs.add(name);
      const adapter = await ensureSchema(patchPgAdapter(await new PrismaPg({ ...source.config, database: name }, options).connect()));
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose().catch(() => {});
        await dropPostgresDatabase(source, name);
        ownShadowDbs.delete(name);
      };
      return adapter;
    },
  };
  return {
    factory,
    async close() {
      // End the pools (a clean disconnect rather than a dropped socket), then drop
      // shadow databases the engine did not dispose of (e.g. after an error).
      await Promise.allSettled(mainAdapters.map((adapter) => adapter.dispose()));
      await Promise.allSettled([...ownShadowDbs].map((name) => dropPostgresDatabase(source, name)));
    },
  };
}

// ---------------------------------------------------------------------------

/**
 * Adapter factory for the datasource, bound for the wasm engine.
 * @param {{ url?: string, shadowDatabaseUrl?: string }} datasource
 * @returns {{ factory: object, close(): Promise<void> }}
 */
export function createAdapterFactory(datasource) {
  // No URL (e.g. `migrate diff --from-empty --to-schema` without a datasource):
  // anything that needs a database gets a scratch in-memory PGlite.
  const source = datasource?.url ? parseDatasourceUrl(datasource.url) : null;
  const { factory, close } =
    source?.kind === "postgres"
      ? createPostgresFactory(source, datasource.shadowDatabaseUrl)
      : createPgliteFactory(source ?? { kind: "pglite", dataDir: null });
  return { factory: bindMigrationAwareSqlAdapterFactory(factory), close };
}
