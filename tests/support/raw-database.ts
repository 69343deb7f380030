// A bare database for migration tests: the migrations up to (not including) one, then rows
// written the way the old code wrote them, then that migration. In-memory PGlite, or a new
// PostgreSQL database cut from TEST_DATABASE_URL when the "postgres" project runs.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { onPostgres } from "@/tests/support/database";
import { createPostgresDatabase } from "@/tests/support/postgres-database";

export function migrationsDir() {
  return path.resolve("prisma/migrations");
}

/** The SQL of every migration before `name`, in order. */
export function migrationsBefore(name: string): string[] {
  return fs
    .readdirSync(migrationsDir(), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name < name)
    .map((d) => d.name)
    .sort()
    .map((d) => fs.readFileSync(path.join(migrationsDir(), d, "migration.sql"), "utf8"));
}

export function migrationText(name: string): string {
  return fs.readFileSync(path.join(migrationsDir(), name, "migration.sql"), "utf8");
}

/** exec returns the NOTICE messages the statements raised. */
export type Raw = { exec: (sql: string) => Promise<string[]>; query: <T>(sql: string) => Promise<T[]>; close: () => Promise<void> };

export async function rawDatabase(): Promise<Raw> {
  if (!onPostgres) {
    const pglite = new PGlite();
    return {
      exec: async (sql) => {
        const notices: string[] = [];
        await pglite.exec(sql, { onNotice: (n) => notices.push(n.message ?? "") });
        return notices;
      },
      query: async <T,>(sql: string) => (await pglite.query<T>(sql)).rows,
      close: () => pglite.close(),
    };
  }
  const { url, drop } = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "gw_test_mig_", { migrate: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let notices: string[] = [];
  client.on("notice", (n) => notices.push(n.message ?? ""));
  return {
    exec: async (sql) => {
      notices = [];
      await client.query(sql);
      return notices;
    },
    query: async <T,>(sql: string) => (await client.query(sql)).rows as T[],
    close: async () => {
      await client.end();
      await drop();
    },
  };
}
