// Loads @prisma/schema-engine-wasm by hand. The package's own entry point does
// `import * as wasm from "./schema_engine_bg.wasm"` (a bundler-style wasm import)
// which plain Node cannot load, so we instantiate the module ourselves.
import { readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The package exports neither the .wasm nor package.json; locate them via the glue module.
const GLUE_SPECIFIER = "@prisma/schema-engine-wasm/schema_engine_bg";
const pkgDir = path.dirname(fileURLToPath(import.meta.resolve(GLUE_SPECIFIER)));

// The wasm glue reports Rust panics through this global before throwing.
class PanicRegistry {
  message = "";
  get() {
    return this.message;
  }
  set_message(m) {
    this.message = `RuntimeError: ${m}`;
  }
}

let loaded;

/** @returns {Promise<typeof import("@prisma/schema-engine-wasm")>} */
export function loadSchemaEngineWasm() {
  loaded ??= (async () => {
    globalThis.PRISMA_WASM_PANIC_REGISTRY ??= new PanicRegistry();
    const glue = await import(GLUE_SPECIFIER);
    const bytes = await readFile(path.join(pkgDir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue });
    glue.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start();
    return glue;
  })();
  return loaded;
}

/** Message of the last Rust panic (empty if none). */
export function lastPanicMessage() {
  return globalThis.PRISMA_WASM_PANIC_REGISTRY?.get() ?? "";
}

export function wasmPackageVersion() {
  return JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8")).version;
}
