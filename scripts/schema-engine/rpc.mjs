// JSON-RPC 2.0 server over stdio, one JSON object per line, driving the wasm
// schema engine the way the Prisma CLI drives the native `schema-engine` binary.
import readline from "node:readline";
import { createAdapterFactory, createPostgresDatabase } from "./adapters.mjs";
import { parseDatasourceUrl } from "./datasource.mjs";
import { trace } from "./trace.mjs";
import { lastPanicMessage, loadSchemaEngineWasm } from "./wasm.mjs";

const ENGINE_ERROR_CODE = 4466; // what the native engine uses for every command error
const ENGINE_ERROR_MESSAGE = "An error happened. Check the data field for details.";

// Methods forwarded unchanged to the wasm SchemaEngine (the others are in `handlers`).
const PASSTHROUGH = new Set([
  "dbExecute",
  "diagnoseMigrationHistory",
  "ensureConnectionValidity",
  "introspect",
  "introspectSql",
  "markMigrationApplied",
  "markMigrationRolledBack",
  "reset",
  "schemaPush",
]);

/** Unknown engine errors carry a tracing span trace ("   0: crate::fn ..."); drop it. */
function stripSpanTrace(message) {
  const lines = String(message).split("\n");
  const cut = lines.findIndex((l) => /^\s+\d+: \S+::/.test(l));
  return (cut === -1 ? lines : lines.slice(0, cut)).join("\n").trimEnd();
}

/**
 * The native engine reports a failed migration as P3018; the wasm engine only
 * gives "external connector error ... with migration_name=...". Rebuild P3018 so
 * the CLI prints the familiar message (with the SQL error) and recovery hint.
 */
function toMigrationFailedError(error) {
  if (error?.code) return error;
  const raw = String(error?.message ?? error);
  const name = /migration_name="([^"]+)"/.exec(raw)?.[1];
  if (!name) return error;
  const dbError = stripSpanTrace(raw)
    .replace(/^external connector error\n/, "")
    .replace(/^Error querying the database: /, "");
  const e = new Error(
    "A migration failed to apply. New migrations cannot be applied before the error is recovered from. " +
      "Read more about how to resolve migration issues in a production database: https://pris.ly/d/migrate-resolve\n\n" +
      `Migration name: ${name}\n\nDatabase error:\n${dbError}\n`,
  );
  e.code = "P3018";
  e.meta = { migration_name: name, database_error: dbError };
  return e;
}

function isPanic(error) {
  return error instanceof WebAssembly.RuntimeError || error?.name === "RuntimeError";
}

/**
 * Errors thrown by our adapter code (lock timeouts, connection failures...)
 * reach the engine as opaque "External error id#N"; the real error is kept in
 * the adapter factory's error registry.
 */
function resolveExternalError(error, ...errorRegistries) {
  const id = /External error id#(\d+)/.exec(error?.message ?? "")?.[1];
  if (id === undefined) return error;
  for (const registry of errorRegistries.flat()) {
    const original = registry?.consumeError(Number(id))?.error;
    if (original) return original;
  }
  return error;
}

function toErrorData(error) {
  if (isPanic(error)) {
    return { is_panic: true, message: lastPanicMessage() || String(error?.message ?? error), backtrace: error?.stack };
  }
  const data = { is_panic: false, message: stripSpanTrace(error?.message ?? String(error)) };
  if (error?.code && /^P\d{4}$/.test(error.code)) {
    data.error_code = error.code;
    data.meta = error.meta ?? {};
  }
  return data;
}

/**
 * @param {{ datamodels: [string, string][], datasource: { url?: string, shadowDatabaseUrl?: string } | undefined,
 *   log: (line: string) => void }} options
 * @returns {Promise<number>} exit code
 */
export async function runRpcServer({ datamodels, datasource, log }) {
  // stdout is the protocol channel: keep stray console output off it.
  const writeOut = process.stdout.write.bind(process.stdout);
  for (const m of ["log", "info", "debug"]) console[m] = (...args) => console.error(...args);
  process.stdout.on("error", () => {}); // EPIPE once the CLI has gone away

  const send = (msg) => writeOut(`${JSON.stringify(msg)}\n`);

  // An empty list makes the engine panic later ("unreachable"): pass undefined instead.
  const engineOptions = { datamodels: datamodels.length > 0 ? datamodels : undefined };
  const opened = []; // adapter factories to close on exit

  async function startEngine(source) {
    const wasm = await loadSchemaEngineWasm();
    const adapters = createAdapterFactory(source);
    opened.push(adapters);
    try {
      return await wasm.SchemaEngine.new(engineOptions, (line) => log(String(line).trimEnd()), adapters.factory);
    } catch (e) {
      throw resolveExternalError(e, adapters.factory.errorRegistry);
    }
  }

  // The engine queries the database as soon as it starts. If that fails (server
  // down, database missing, PGlite dir locked...), keep serving: requests fail
  // with the reason (exiting early makes the CLI lose it), except diffs between
  // schema files, which the native engine computes without any database.
  let engine;
  let startupError;
  try {
    engine = await startEngine(datasource);
  } catch (e) {
    startupError = e;
    trace(`startup failed: ${e?.message}`);
  }
  let offlineEngine; // Promise<SchemaEngine> over a scratch in-memory PGlite
  const isOfflineDiff = (params) =>
    [params?.from?.tag, params?.to?.tag].every((tag) => tag === "empty" || tag === "schemaDatamodel");
  const errorRegistries = () => opened.map((a) => a.factory.errorRegistry);

  // Server-to-client requests (only "print" exists) and their pending replies.
  let nextOutgoingId = 1;
  const pendingReplies = new Map();
  const request = (method, params) =>
    new Promise((resolve, reject) => {
      const id = `bridge-${nextOutgoingId++}`;
      pendingReplies.set(id, { resolve, reject });
      send({ jsonrpc: "2.0", id, method, params });
    });

  // After applyMigrations has applied something, the engine's evaluateDataLoss
  // fails ("PostgreSQL shadow DB must be provided through an external factory")
  // unless devDiagnostic runs again first: replay it before the commands that
  // diff against the shadow database.
  let staleAfterApply = false;
  async function refreshIfStale({ migrationsList, filters }) {
    if (!staleAfterApply) return;
    await engine.devDiagnostic({ migrationsList, filters });
    staleAfterApply = false;
  }

  const handlers = {
    async getDatabaseVersion(params) {
      return engine.version(params ?? null);
    },
    async createDatabase(params) {
      const url = params?.datasource?.tag === "ConnectionString" ? params.datasource.url : datasource?.url;
      const source = parseDatasourceUrl(url);
      if (source.kind === "postgres") await createPostgresDatabase(source);
      return { databaseName: source.kind === "postgres" ? source.database : source.dataDir };
    },
    async diff(params) {
      let target = engine;
      if (startupError) {
        if (!isOfflineDiff(params)) throw startupError;
        target = await (offlineEngine ??= startEngine(undefined));
      }
      const result = await target.diff(params);
      // The native engine streams the diff to the CLI through a "print" request
      // and returns stdout: null; the CLI prints nothing else.
      if (result.stdout != null) await request("print", { content: result.stdout.replace(/\n$/, "") });
      return { exitCode: result.exitCode, stdout: null };
    },
    async devDiagnostic(params) {
      staleAfterApply = false;
      return engine.devDiagnostic(params);
    },
    async applyMigrations(params) {
      try {
        const result = await engine.applyMigrations(params);
        if (result.appliedMigrationNames.length > 0) staleAfterApply = true;
        return result;
      } catch (e) {
        throw toMigrationFailedError(e);
      }
    },
    async evaluateDataLoss(params) {
      await refreshIfStale(params);
      return engine.evaluateDataLoss(params);
    },
    async createMigration(params) {
      await refreshIfStale(params);
      return engine.createMigration(params);
    },
    async debugPanic() {
      return engine.debugPanic();
    },
  };

  async function dispatch(method, params) {
    if (startupError && method !== "diff") throw startupError;
    const handler = handlers[method];
    if (handler) return handler(params);
    if (PASSTHROUGH.has(method)) return engine[method](params);
    const e = new Error(`Method not supported by the schema engine bridge: ${method}`);
    e.rpcCode = -32601;
    throw e;
  }

  let queue = Promise.resolve(); // the engine gets one command at a time
  let panicked = false;

  function handleRequest(msg) {
    queue = queue.then(async () => {
      trace(`-> ${msg.method}`);
      try {
        const result = await dispatch(msg.method, msg.params);
        trace(`<- ${msg.method} ok`);
        send({ jsonrpc: "2.0", id: msg.id, result: result ?? null });
      } catch (e) {
        if (e?.rpcCode) {
          send({ jsonrpc: "2.0", id: msg.id, error: { code: e.rpcCode, message: e.message } });
          return;
        }
        trace(`<- ${msg.method} error: ${e?.message?.split("\n")[0]}`);
        if (isPanic(e)) panicked = true;
        const data = toErrorData(resolveExternalError(e, errorRegistries()));
        send({ jsonrpc: "2.0", id: msg.id, error: { code: ENGINE_ERROR_CODE, message: ENGINE_ERROR_MESSAGE, data } });
      }
    });
  }

  return new Promise((resolveExit) => {
    let shuttingDown = false;
    async function shutdown(code) {
      if (shuttingDown) return;
      shuttingDown = true;
      trace(`shutdown (${code})`);
      // Let a command in flight finish (bounded), then flush/close the databases.
      await Promise.race([queue, new Promise((r) => setTimeout(r, 10_000).unref())]);
      for (const adapters of opened) {
        await adapters.close().catch((e) => log(JSON.stringify({ level: "WARN", fields: { message: `close failed: ${e.message}` } })));
      }
      trace("closed");
      resolveExit(code);
    }

    const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
    rl.on("line", (line) => {
      if (!line.trim()) return;
      let msg;
      try {
        msg = JSON.parse(line);
      } catch {
        send({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
        return;
      }
      if (msg.method !== undefined) {
        handleRequest(msg);
        queue.then(() => panicked && shutdown(101));
      } else if (pendingReplies.has(msg.id)) {
        const { resolve, reject } = pendingReplies.get(msg.id);
        pendingReplies.delete(msg.id);
        if (msg.error) reject(new Error(msg.error.message ?? "client error"));
        else resolve(msg.result);
      }
    });
    rl.on("close", () => shutdown(0));
    // A Rust panic can also surface outside any request promise (wasm trap in a
    // callback). Report it like the native engine (exit code 101 = panic).
    process.on("uncaughtException", (e) => {
      log(JSON.stringify({ level: "ERROR", target: "schema_engine::logger", fields: { message: lastPanicMessage() || String(e?.stack ?? e) } }));
      shutdown(isPanic(e) ? 101 : 1);
    });
    // The CLI sends SIGTERM right after closing stdin: close PGlite cleanly anyway.
    for (const sig of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(sig, () => shutdown(0));
  });
}
