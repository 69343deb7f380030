// A new PostgreSQL database cut from an admin URL, migrated or bare, and dropped when done: the
// test harness (tests/support/database.ts, raw-database.ts), the bench and the profiler all make
// their databases here. Apart from database.ts (which needs vitest) so scripts outside vitest use it.
import pg from "pg";
import { randomBase62 } from "@/lib/ids";
import { migrationSql } from "@/tests/support/migrations";
import { connectorCheckSql } from "@/lib/processors/connector-check";

export type PostgresDatabase = { name: string; url: string; drop: () => Promise<void> };

/**
 * `template`: a database already migrated (tests/support/postgres-template.ts) to copy instead of running
 * every migration again; PostgreSQL copies it in a tenth of the time the migrations take.
 */
export async function createPostgresDatabase(adminUrl: string, prefix: string, options: { migrate: boolean; template?: string }): Promise<PostgresDatabase> {
  const name = `${prefix}${randomBase62(8).toLowerCase()}`;
  await onAdmin(adminUrl, (admin) => admin.query(options.template ? `CREATE DATABASE ${name} TEMPLATE ${options.template}` : `CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (options.migrate && !options.template) {
    const migrator = new pg.Client({ connectionString: url.toString() });
    await migrator.connect();
    try {
      for (const sql of migrationSql()) await migrator.query(sql);
      // As scripts/prepare-db.ts does after the migrations: the connector CHECK from the connector list.
      await migrator.query(connectorCheckSql());
    } finally {
      await migrator.end();
    }
  }
  return { name, url: url.toString(), drop: () => onAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

async function onAdmin(adminUrl: string, work: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
