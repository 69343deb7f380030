// End-to-end tests of the offline schema-engine bridge (scripts/schema-engine.mjs):
// the real Prisma CLI runs migrate/db commands through it against PGlite and,
// when TEST_DATABASE_URL is set, PostgreSQL.
//
// Each suite works in a throwaway project under .data/tmp-bridge-tests/ (inside
// the repo so that prisma.config.ts can import "prisma/config"), with a copy of
// prisma/schema.prisma and a config pointing PRISMA_SCHEMA_ENGINE_BINARY at the
// bridge. Under the repo's vitest.config.ts this file runs in both integration
// projects; TEST_DB_KIND then selects the matching suite so nothing runs twice.
import { PGlite } from "@electric-sql/pglite";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const BRIDGE = path.join(repoRoot, "scripts/schema-engine.mjs");
const PRISMA = path.join(repoRoot, "node_modules/.bin/prisma");
const SEED = path.join(repoRoot, "tests/fixtures/schema-engine/seed.mjs");
const SCHEMA = path.join(repoRoot, "prisma/schema.prisma");
const TMP_ROOT = path.join(repoRoot, ".data/tmp-bridge-tests");
const TIMEOUT = 60_000;

const kind = process.env.TEST_DB_KIND; // set by vitest.config.ts projects; unset = run both
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

// Table names the app schema defines: every one must exist after migrating.
const modelNames = [...fs.readFileSync(SCHEMA, "utf8").matchAll(/^model\s+(\w+)/gm)].map((m) => m[1]);

// Plain-JS helper (no type declarations): the same data-dir lock the bridge takes.
const lockModule = path.join(repoRoot, "scripts/schema-engine/pglite-lock.mjs");
const { acquirePgliteLock } = (await import(lockModule)) as {
  acquirePgliteLock: (dataDir: string) => Promise<() => void>;
};

const createdProjects: string[] = [];

type Run = { code: number | null; stdout: string; stderr: string; output: string };

function runPrisma(cwd: string, args: string[], databaseUrl: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NO_COLOR: "1",
      CHECKPOINT_DISABLE: "1", // no telemetry calls: the sandbox is offline
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
    };
    delete env.FORCE_COLOR;
    delete env.PRISMA_SCHEMA_ENGINE_BINARY; // the project's config sets it
    const child = spawn(PRISMA, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr, output: `${stdout}\n${stderr}` }));
  });
}

/** A throwaway Prisma project; `migrationsFrom` copies an existing migrations dir. */
function makeProject(name: string, migrationsFrom?: string): string {
  fs.mkdirSync(TMP_ROOT, { recursive: true });
  const dir = fs.mkdtempSync(path.join(TMP_ROOT, `${name}-`));
  createdProjects.push(dir);
  fs.mkdirSync(path.join(dir, "prisma"));
  fs.copyFileSync(SCHEMA, path.join(dir, "prisma/schema.prisma"));
  if (migrationsFrom) fs.cpSync(migrationsFrom, path.join(dir, "prisma/migrations"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "prisma.config.ts"),
    `import { defineConfig } from "prisma/config";
process.env.PRISMA_SCHEMA_ENGINE_BINARY = ${JSON.stringify(BRIDGE)};
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: ${JSON.stringify(`node ${SEED}`)} },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
`,
  );
  return dir;
}

function migrationDirs(project: string): string[] {
  const dir = path.join(project, "prisma/migrations");
  return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : [];
}

function addBrokenMigration(project: string): string {
  const name = "20990101000000_broken";
  fs.mkdirSync(path.join(project, "prisma/migrations", name));
  fs.writeFileSync(path.join(project, "prisma/migrations", name, "migration.sql"), "CREATE TABLE bridge_broken (;\n");
  return name;
}

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Query a PGlite data dir directly (after the bridge released it). */
async function withPglite<T>(dataDir: string, fn: (q: Query) => Promise<T>): Promise<T> {
  const release = await acquirePgliteLock(dataDir);
  const db = new PGlite(dataDir);
  try {
    return await fn(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await db.close();
    release();
  }
}

async function withPostgres<T>(url: string, fn: (q: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

const TABLES_SQL = `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`;
const MIGRATIONS_SQL = `SELECT migration_name, finished_at, rolled_back_at, logs FROM _prisma_migrations ORDER BY migration_name`;

/**
 * The same scenarios for both backends. `target(name)` names a fresh database
 * (a data dir that does not exist yet, or a PostgreSQL database not created yet).
 */
function bridgeScenarios(opts: {
  target: (name: string) => string;
  withDb: <T>(url: string, fn: (q: Query) => Promise<T>) => Promise<T>;
  /** Datasource for `migrate diff` (default: the `migrate dev` database). */
  diffUrl?: string;
  /** What `migrate deploy` prints when it had to create the database. */
  createdMessage?: (url: string) => string;
}) {
  const { target, withDb, createdMessage } = opts;
  let project: string;
  let devUrl: string;

  beforeAll(() => {
    project = makeProject("bridge");
    devUrl = target("dev");
  });

  it(
    "migrate diff --from-empty --to-schema prints the SQL",
    async () => {
      const args = ["migrate", "diff", "--from-empty", "--to-schema", "prisma/schema.prisma", "--script"];
      const run = await runPrisma(project, args, opts.diffUrl ?? devUrl);
      expect(run.code, run.output).toBe(0);
      for (const model of modelNames) expect(run.stdout).toContain(`CREATE TABLE "${model}"`);
    },
    TIMEOUT,
  );

  it(
    "migrate dev creates a migration and applies it",
    async () => {
      const run = await runPrisma(project, ["migrate", "dev", "--name", "init"], devUrl);
      expect(run.code, run.output).toBe(0);
      expect(run.stdout).toContain("Your database is now in sync with your schema.");
      const dirs = migrationDirs(project);
      expect(dirs).toHaveLength(1);
      expect(dirs[0]).toMatch(/^\d{14}_init$/);
      const sql = fs.readFileSync(path.join(project, "prisma/migrations", dirs[0], "migration.sql"), "utf8");
      expect(sql).toContain(`CREATE TABLE "${modelNames[0]}"`);
      expect(fs.readFileSync(path.join(project, "prisma/migrations/migration_lock.toml"), "utf8")).toContain('provider = "postgresql"');

      await withDb(devUrl, async (q) => {
        const tables = (await q(TABLES_SQL)).map((r) => r.table_name);
        expect(tables).toEqual(expect.arrayContaining([...modelNames, "_prisma_migrations"]));
        const migrations = await q(MIGRATIONS_SQL);
        expect(migrations.map((m) => m.migration_name)).toEqual(dirs);
        expect(migrations[0].finished_at).not.toBeNull();
      });
    },
    TIMEOUT,
  );

  it(
    "migrate deploy applies the migrations to a fresh database",
    async () => {
      const url = target("deploy");
      const run = await runPrisma(project, ["migrate", "deploy"], url);
      expect(run.code, run.output).toBe(0);
      if (createdMessage) expect(run.stdout).toContain(createdMessage(url));
      expect(run.stdout).toContain("All migrations have been successfully applied.");
      await withDb(url, async (q) => {
        expect((await q(TABLES_SQL)).map((r) => r.table_name)).toEqual(expect.arrayContaining(modelNames));
        const migrations = await q(MIGRATIONS_SQL);
        expect(migrations.map((m) => m.migration_name)).toEqual(migrationDirs(project));
        expect(migrations.every((m) => m.finished_at !== null)).toBe(true);
      });

    },
    TIMEOUT,
  );

  it(
    "migrate status reports the database up to date",
    async () => {
      const run = await runPrisma(project, ["migrate", "status"], devUrl);
      expect(run.code, run.output).toBe(0);
      expect(run.stdout).toContain("Database schema is up to date!");
    },
    TIMEOUT,
  );

  it(
    "db seed runs the configured seed, migrate reset --force wipes and re-migrates",
    async () => {
      const seed = await runPrisma(project, ["db", "seed"], devUrl);
      expect(seed.code, seed.output).toBe(0);
      expect(seed.stdout).toContain("seeded bridge_seed_marker");
      await withDb(devUrl, async (q) => {
        expect(await q("SELECT note FROM bridge_seed_marker")).toEqual([{ note: "seeded" }]);
      });

      const reset = await runPrisma(project, ["migrate", "reset", "--force"], devUrl);
      expect(reset.code, reset.output).toBe(0);
      expect(reset.stdout).toContain("Database reset successful");
      await withDb(devUrl, async (q) => {
        const tables = (await q(TABLES_SQL)).map((r) => r.table_name);
        expect(tables).not.toContain("bridge_seed_marker");
        expect(tables).toEqual(expect.arrayContaining(modelNames));
        expect((await q(MIGRATIONS_SQL)).map((m) => m.migration_name)).toEqual(migrationDirs(project));
      });
    },
    TIMEOUT,
  );

  it(
    "a broken migration fails migrate deploy and is not recorded as applied",
    async () => {
      const broken = makeProject("broken", path.join(project, "prisma/migrations"));
      const brokenName = addBrokenMigration(broken);
      const url = target("broken");

      const run = await runPrisma(broken, ["migrate", "deploy"], url);
      expect(run.code, run.output).not.toBe(0);
      expect(run.output).toContain("P3018");
      expect(run.output).toContain(`Migration name: ${brokenName}`);
      expect(run.output).toContain('syntax error at or near ";"');

      await withDb(url, async (q) => {
        const rows = await q(MIGRATIONS_SQL);
        const failed = rows.find((m) => m.migration_name === brokenName);
        expect(failed).toBeDefined();
        expect(failed!.finished_at).toBeNull();
        expect(failed!.rolled_back_at).toBeNull();
        expect(String(failed!.logs)).toContain("syntax error");
        // the migrations before it were applied normally
        expect(rows.filter((m) => m.migration_name !== brokenName).every((m) => m.finished_at !== null)).toBe(true);
        expect((await q(TABLES_SQL)).map((r) => r.table_name)).not.toContain("bridge_broken");
      });

    },
    TIMEOUT,
  );
}

describe.skipIf(kind !== undefined && kind !== "pglite")("schema-engine bridge on PGlite", () => {
  const dataRoot = path.join(TMP_ROOT, `pglite-dbs-${randomBytes(4).toString("hex")}`);
  afterAll(() => fs.rmSync(dataRoot, { recursive: true, force: true }));
  // pglite:<dir> with a directory that does not exist yet
  bridgeScenarios({
    target: (name) => `pglite:${path.join(dataRoot, name)}`,
    withDb: (url, fn) => withPglite(url.slice("pglite:".length), fn),
  });
});

describe.skipIf(!TEST_DATABASE_URL || (kind !== undefined && kind !== "postgres"))("schema-engine bridge on PostgreSQL", () => {
  const prefix = `gw_bridge_${randomBytes(4).toString("hex")}`;
  const urlFor = (database: string) => {
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    return url.toString();
  };
  afterAll(async () => {
    await withPostgres(urlFor("postgres"), async (q) => {
      const rows = await q(`SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`);
      for (const { datname } of rows) await q(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    });
  });

  // The databases do not exist beforehand: `migrate dev` / `migrate deploy`
  // create them through the bridge's `cli create-database`.
  bridgeScenarios({
    target: (name) => urlFor(`${prefix}_${name}`),
    withDb: withPostgres,
    diffUrl: TEST_DATABASE_URL,
    createdMessage: (url) => `PostgreSQL database ${new URL(url).pathname.slice(1)} created`,
  });
});

afterAll(() => {
  for (const dir of createdProjects) fs.rmSync(dir, { recursive: true, force: true });
});
