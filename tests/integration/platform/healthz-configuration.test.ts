// /healthz never says ok on a server that cannot serve. The process refuses to
// start with an invalid configuration (instrumentation-node.ts; tests/e2e/start-up-config.spec.ts
// starts `next start` to prove it); /healthz checks the configuration too, for a process started
// some way that skips that hook, and answers 503 without telling the caller why.
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { GET as healthz } from "@/app/healthz/route";

const saved = { ...process.env };
function configure(vars: Record<string, string | undefined>) {
  process.env = { ...saved, ...vars };
  resetEnvForTests();
}
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

const get = () => healthz(new Request("http://localhost/healthz"));

describe("GET /healthz and the configuration", () => {
  it("ok with a valid configuration", async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it.each([
    ["ENCRYPTION_KEY of the wrong length", { ENCRYPTION_KEY: "too-short" }],
    ["production without ENCRYPTION_KEY", { NODE_ENV: "production", PUBLIC_BASE_URL: "https://pay.example.com", NEXTAUTH_SECRET: "x".repeat(40), ENCRYPTION_KEY: undefined, GATEWAY_ALLOW_DEV_DEFAULTS: undefined }],
  ])("503 with %s, naming no variable to the caller", async (_label, vars) => {
    configure(vars);
    const res = await get();
    expect(res.status).toBe(503);
    expect(res.headers.get("request-id")).toMatch(/^req_/);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: "unavailable", configuration: "invalid" });
    expect(text).not.toContain("ENCRYPTION_KEY");
  });
});
