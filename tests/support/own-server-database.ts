// A fresh, migrated database for a Playwright spec that runs a server of its own: a PostgreSQL
// database cut from TEST_DATABASE_URL when it is set, else a PGlite directory under the spec's data
// directory (one process opens it at a time). `drop` removes the PostgreSQL one; a PGlite directory
// is left for its logs and emptied by the next run.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { migrationSql } from "./migrations";

export type OwnServerDatabase = { databaseUrl: string; pgliteDir: string; drop: () => Promise<void> };

async function onAdmin(run: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}

export async function freshOwnServerDatabase(opts: { dataDir: string; prefix: string }): Promise<OwnServerDatabase> {
  const migrations = migrationSql();
  if (process.env.TEST_DATABASE_URL) {
    const name = `${opts.prefix}${crypto.randomBytes(4).toString("hex")}`;
    await onAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    for (const sql of migrations) await client.query(sql);
    await client.end();
    return { databaseUrl: url.toString(), pgliteDir: "", drop: () => onAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
  }
  const pgliteDir = path.join(opts.dataDir, "pglite");
  fs.rmSync(pgliteDir, { recursive: true, force: true });
  const db = new PGlite(pgliteDir);
  for (const sql of migrations) await db.exec(sql);
  await db.close();
  return { databaseUrl: "", pgliteDir, drop: async () => {} };
}
