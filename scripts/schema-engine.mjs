#!/usr/bin/env node
// Offline stand-in for Prisma's native `schema-engine` binary.
//
// The Prisma CLI runs the executable named by PRISMA_SCHEMA_ENGINE_BINARY (set in
// prisma.config.ts). This script speaks the same stdio protocol but runs
// @prisma/schema-engine-wasm over a driver adapter: PGlite for `pglite:<dir>`
// URLs, node-postgres for postgresql:// URLs. Modes:
//   --version                                   print a version line
//   --datasource <json> cli <command>           can-connect-to-database | create-database | drop-database
//   [--datamodels <path>]... --datasource <json> JSON-RPC 2.0 over stdin/stdout
// Helpers live in scripts/schema-engine/.

// Node warnings (e.g. pg-connection-string's sslmode deprecation) would land on
// stderr as non-JSON lines, which the CLI fails to parse in `cli` mode.
process.removeAllListeners("warning");

import { readFileSync } from "node:fs";

function parseArgs(argv) {
  const args = { datamodels: [], datasource: undefined, version: false, cli: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case "--version":
      case "-V":
        args.version = true;
        break;
      case "--datamodels":
      case "-d":
        args.datamodels.push(value());
        break;
      case "--datasource":
        args.datasource = JSON.parse(value());
        break;
      case "--enabled-preview-features":
      case "--extension-types":
        value(); // accepted for compatibility; the wasm engine takes neither
        break;
      case "cli":
        args.cli = argv[++i];
        break;
      default:
        throw new Error(`Unknown argument: ${arg}`);
    }
  }
  return args;
}

function log(line) {
  process.stderr.write(`${line}\n`);
}

function logError(message) {
  log(JSON.stringify({ level: "ERROR", target: "schema_engine::logger", fields: { message } }));
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    logError(`Invalid arguments: ${e.message}`);
    return 1;
  }

  if (args.version) {
    const { loadSchemaEngineWasm, wasmPackageVersion } = await import("./schema-engine/wasm.mjs");
    const wasm = await loadSchemaEngineWasm();
    process.stdout.write(`schema-engine-cli ${wasm.version()} (wasm bridge, @prisma/schema-engine-wasm ${wasmPackageVersion()})\n`);
    return 0;
  }

  if (args.cli) {
    const { runCliCommand } = await import("./schema-engine/cli-commands.mjs");
    return runCliCommand(args.cli, args.datasource);
  }

  const { runRpcServer } = await import("./schema-engine/rpc.mjs");
  // The engine wants [path, content] pairs; the CLI passes paths.
  const datamodels = args.datamodels.map((p) => [p, readFileSync(p, "utf8")]);
  return runRpcServer({ datamodels, datasource: args.datasource, log });
}

main().then(
  (code) => process.exit(code),
  (e) => {
    // Startup failure (bad schema, wasm load...): the CLI reports the last ERROR line.
    logError(e?.stack ?? String(e));
    process.exit(1);
  },
);
