// A fresh, migrated database per test file: in-memory PGlite, or a new PostgreSQL
// database cut from TEST_DATABASE_URL when the "postgres" project runs. Real databases,
// no mocks: the app's own db() returns this client while the file runs.
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDatabase, createPgliteClient, createPostgresClient, setDatabase, type DbClient } from "@/lib/db";
import { migrationSql } from "@/tests/support/migrations";
import { createPostgresDatabase } from "@/tests/support/postgres-database";
import { connectorCheckSql } from "@/lib/processors/connector-check";

export { migrationSql };

export const dbKind = (process.env.TEST_DB_KIND ?? "pglite") as "pglite" | "postgres";
export const onPostgres = dbKind === "postgres";

export type TestDatabase = { client: DbClient; url?: string; name: string; pool?: pg.Pool; pglite?: PGlite };

export async function createTestDatabase(): Promise<TestDatabase & { close: () => Promise<void> }> {
  if (dbKind === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the postgres project");
    // Copied from the run's migrated template (tests/support/postgres-template.ts) when there is one.
    const { name, url, drop } = await createPostgresDatabase(adminUrl, "gw_test_", { migrate: true, template: inject("postgresTemplate") });
    // 20 connections: enough for real contention in the concurrency tests, and two test
    // files at once stay well under PostgreSQL's default max_connections of 100.
    // Statements get a minute, not production's 10 s: a loaded CI machine must not turn a slow
    // seed into a 503 (tests/integration/platform/database-outage.test.ts sets a short limit of its own).
    const { client, close, pool } = createPostgresClient(url, 20, { statementTimeoutMs: 60_000 });
    return {
      client,
      pool,
      url,
      name,
      close: async () => {
        await close();
        await drop();
      },
    };
  }
  const { client, pglite, close } = createPgliteClient(null);
  for (const sql of migrationSql()) await pglite.exec(sql);
  // As scripts/prepare-db.ts does after the migrations: the connector CHECK from the connector list.
  await pglite.exec(connectorCheckSql());
  return { client, name: "pglite-memory", close, pglite };
}

/** Call at the top of an integration test file. */
export function setupTestDatabase(): { current: TestDatabase } {
  const ref = {} as { current: TestDatabase };
  beforeAll(async () => {
    const database = await createTestDatabase();
    ref.current = database;
    setDatabase(database.client, dbKind, database.close, database.pool, database.pglite);
  });
  afterAll(async () => {
    await closeDatabase();
  });
  return ref;
}
