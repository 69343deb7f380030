// Datasource URL parsing and the user-facing (P1xxx) errors of connection problems.
import path from "node:path";
import { parseIntoClientConfig } from "pg-connection-string";

// Query parameters Prisma accepts in PostgreSQL URLs that mean nothing to `pg`.
const PRISMA_ONLY_PARAMS = [
  "schema",
  "connection_limit",
  "pool_timeout",
  "pgbouncer",
  "statement_cache_size",
  "socket_timeout",
  "sslaccept",
  "sslidentity",
  "sslpassword",
];

/**
 * @typedef {{ kind: "pglite", url: string, dataDir: string }} PgliteSource
 * @typedef {{ kind: "postgres", url: string, config: import("pg").ClientConfig,
 *   schema: string | undefined, database: string, location: string }} PostgresSource
 * @returns {PgliteSource | PostgresSource}
 */
export function parseDatasourceUrl(url) {
  if (typeof url !== "string" || url.length === 0) {
    throw new UserFacingError("P1012", "The datasource URL is empty.");
  }
  if (url.startsWith("pglite:")) {
    // pglite:/abs/dir, pglite:rel/dir (relative to the CLI's cwd) or pglite:///abs/dir
    const dir = url.slice("pglite:".length).replace(/^\/\/(?=\/)/, "");
    if (!dir) throw new UserFacingError("P1013", "The pglite: URL must name a data directory, e.g. pglite:./.data/pglite");
    return { kind: "pglite", url, dataDir: path.resolve(dir) };
  }
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new UserFacingError(
      "P1013",
      "The provided database string is invalid. This bridge supports postgresql://… and pglite:<dir> URLs only.",
    );
  }
  let config;
  try {
    config = { ...parseIntoClientConfig(url) };
  } catch (e) {
    throw new UserFacingError("P1013", `The provided database string is invalid. ${e.message}`);
  }
  const schema = typeof config.schema === "string" && config.schema ? config.schema : undefined;
  for (const key of PRISMA_ONLY_PARAMS) delete config[key];
  if (schema) {
    // Like the native engine: `?schema=` selects the search_path, so the
    // unqualified names in migration scripts land in that schema.
    const searchPath = `-c search_path=${schema.replace(/[\\ ]/g, "\\$&")}`;
    config.options = config.options ? `${config.options} ${searchPath}` : searchPath;
  }
  config.host ||= "localhost";
  config.port = Number(config.port || 5432);
  config.database ||= config.user || "postgres";
  return {
    kind: "postgres",
    url,
    config,
    schema,
    database: config.database,
    location: `${config.host}:${config.port}`,
  };
}

/** An error the CLI shows with its Prisma error code (like the native engine's KnownError). */
export class UserFacingError extends Error {
  constructor(code, message, meta = {}) {
    super(message);
    this.name = "UserFacingError";
    this.code = code;
    this.meta = meta;
  }
}

/** Map a `pg` connection/query error to the native engine's user-facing error. */
export function pgErrorToUserFacing(error, source) {
  const { location, database } = source;
  const [host, port] = [source.config.host, source.config.port];
  const user = source.config.user ?? "";
  // Node reports "localhost" (::1 + 127.0.0.1) failures as an AggregateError.
  const code = error?.code ?? error?.errors?.[0]?.code;
  switch (code) {
    case "3D000":
      return new UserFacingError(
        "P1003",
        `Database \`${database}\` does not exist on the database server at \`${location}\`.`,
        { database_name: database, database_location: location },
      );
    case "42P04":
      return new UserFacingError(
        "P1009",
        `Database \`${database}\` already exists on the database server at \`${location}\``,
        { database_name: database, database_location: location },
      );
    case "28P01":
    case "28000":
      return new UserFacingError(
        "P1000",
        `Authentication failed against database server, the provided database credentials for \`${user}\` are not valid.\n\n` +
          "Please make sure to provide valid database credentials for the database server at the configured address.",
        { database_user: user },
      );
    case "42501":
      return new UserFacingError("P1010", `User \`${user}\` was denied access on the database \`${database}\``, {
        database_user: user,
        database_name: database,
      });
    case "ECONNREFUSED":
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EHOSTUNREACH":
    case "ETIMEDOUT":
    case "ECONNRESET":
      return new UserFacingError(
        "P1001",
        `Can't reach database server at \`${host}:${port}\`\n\nPlease make sure your database server is running at \`${host}:${port}\`.`,
        { database_host: host, database_port: port },
      );
    default:
      return error instanceof Error ? error : new Error(String(error));
  }
}
