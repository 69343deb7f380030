// lib/env.ts: fails fast with a message naming what to set; generates a development secret.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigurationError, env, resetEnvForTests } from "@/lib/env";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

function configure(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

describe("env", () => {
  it("names every missing production setting", () => {
    configure({ NODE_ENV: "production", PUBLIC_BASE_URL: undefined, NEXTAUTH_SECRET: undefined, ENCRYPTION_KEY: undefined, GATEWAY_ALLOW_DEV_DEFAULTS: undefined });
    expect(() => env()).toThrow(ConfigurationError);
    expect(() => env()).toThrow(/PUBLIC_BASE_URL[\s\S]*NEXTAUTH_SECRET[\s\S]*ENCRYPTION_KEY/);
  });

  it("rejects a DATABASE_URL that is not PostgreSQL, and a short secret", () => {
    configure({ NODE_ENV: "development", DATABASE_URL: "mysql://x" });
    expect(() => env()).toThrow(/DATABASE_URL must be a postgresql:\/\/ URL/);
    configure({ NODE_ENV: "development", DATABASE_URL: undefined, NEXTAUTH_SECRET: "short" });
    expect(() => env()).toThrow(/NEXTAUTH_SECRET must be at least 32 characters/);
  });

  it("in development, generates a secret once and keeps it beside the embedded database", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gw-env-"));
    configure({ NODE_ENV: "development", NEXTAUTH_SECRET: undefined, PUBLIC_BASE_URL: undefined, DATABASE_URL: undefined, PGLITE_DIR: path.join(dir, "pglite") });
    const first = env().nextAuthSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    resetEnvForTests();
    expect(env().nextAuthSecret).toBe(first);
    expect(fs.readFileSync(path.join(dir, "dev-secret"), "utf8")).toBe(first);
    expect(env().publicBaseUrl).toBe("http://localhost:3000");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reads the worker's poll interval (default 1 s) and refuses one outside 10 ms to 60 s", () => {
    configure({ NODE_ENV: "development", WORKER_INTERVAL_MS: undefined });
    expect(env().WORKER_INTERVAL_MS).toBe(1_000);
    configure({ NODE_ENV: "development", WORKER_INTERVAL_MS: "100" });
    expect(env().WORKER_INTERVAL_MS).toBe(100);
    for (const bad of ["0", "5", "61000", "soon"]) {
      configure({ NODE_ENV: "development", WORKER_INTERVAL_MS: bad });
      expect(() => env()).toThrow(/WORKER_INTERVAL_MS/);
    }
  });

  it("uses PUBLIC_BASE_URL without a trailing slash", () => {
    configure({ NODE_ENV: "production", PUBLIC_BASE_URL: "https://pay.example.com/", NEXTAUTH_SECRET: "x".repeat(40), ENCRYPTION_KEY: "ab".repeat(32) });
    expect(env().publicBaseUrl).toBe("https://pay.example.com");
  });
});
