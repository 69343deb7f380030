// `schema-engine --datasource <json> cli <command>`: one-shot database commands
// the Prisma CLI runs before migrations (ensureDatabaseExists & co).
//
// Contract (node_modules/prisma/build/cli.js): exit 0 on success; on failure the
// CLI drops the first stderr line, JSON-parses every other line and looks for
// {level:"ERROR", target:"schema_engine::logger", fields:{message, error_code}}.
// So stderr must carry nothing but JSON log lines, the first one being expendable.
import fs from "node:fs";
import pg from "pg";
import { createPostgresDatabase, dropPostgresDatabase } from "./adapters.mjs";
import { parseDatasourceUrl, pgErrorToUserFacing } from "./datasource.mjs";
import { acquirePgliteLock } from "./pglite-lock.mjs";
import { hasCluster } from "./pglite.mjs";

export function logLine(level, message, extra = {}) {
  process.stderr.write(
    `${JSON.stringify({ level, target: "schema_engine::logger", fields: { message, ...extra } })}\n`,
  );
}

async function canConnectPostgres(source) {
  const client = new pg.Client(source.config);
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (e) {
    throw pgErrorToUserFacing(e, source);
  } finally {
    await client.end().catch(() => {});
  }
}

const commands = {
  "can-connect-to-database": async (source) => {
    if (source.kind === "pglite") {
      // A PGlite "database" is a directory we can always create; opening the
      // cluster here would only cost time (and the data-dir lock).
      fs.mkdirSync(source.dataDir, { recursive: true });
      return;
    }
    await canConnectPostgres(source);
  },
  "create-database": async (source) => {
    if (source.kind === "pglite") {
      fs.mkdirSync(source.dataDir, { recursive: true }); // the cluster is initialised on first open
      return;
    }
    await createPostgresDatabase(source);
  },
  "drop-database": async (source) => {
    if (source.kind === "pglite") {
      const release = await acquirePgliteLock(source.dataDir);
      try {
        if (fs.existsSync(source.dataDir) && !hasCluster(source.dataDir) && fs.readdirSync(source.dataDir).length > 0) {
          throw new Error(`Refusing to delete ${source.dataDir}: it is not a PGlite data directory.`);
        }
        fs.rmSync(source.dataDir, { recursive: true, force: true });
      } finally {
        release();
      }
      return;
    }
    await dropPostgresDatabase(source);
  },
};

/** Run a `cli` subcommand; resolves to the process exit code. */
export async function runCliCommand(command, datasource) {
  logLine("INFO", `Starting schema engine bridge CLI command ${command}`); // sacrificial first line
  const run = commands[command];
  try {
    if (!run) throw new Error(`Unknown schema engine CLI command: ${command}`);
    await run(parseDatasourceUrl(datasource?.url));
    return 0;
  } catch (e) {
    const fields = e?.code && /^P\d{4}$/.test(e.code) ? { error_code: e.code } : {};
    logLine("ERROR", e?.message ?? String(e), fields);
    return 1;
  }
}
