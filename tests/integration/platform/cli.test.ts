// The operator CLI against a real embedded database in a temporary directory.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres } from "@/tests/support/database";
import { parseApiKey } from "@/lib/auth/api-key-format";
import { createPgliteClient } from "@/lib/db";
import { addTestFunds } from "@/lib/ledger/add-test-funds";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gw-cli-"));
const env = { ...process.env, DATABASE_URL: "", PGLITE_DIR: path.join(dir, "pglite"), NODE_ENV: "development" as const, LOG_LEVEL: "silent" };
const tsx = path.resolve("node_modules/.bin/tsx");

function run(script: string, args: string[]) {
  const result = spawnSync(tsx, ["--conditions=react-server", script, ...args], { env, encoding: "utf8", timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
const gateway = (...args: string[]) => run("scripts/gateway.ts", args);

// The CLI is the same code on either database; run it once, on PGlite.
// Each case runs the CLI as processes (about a second each, much more on a loaded machine).
describe.skipIf(onPostgres)("npm run gateway", { timeout: 180_000 }, () => {
  beforeAll(() => {
    const prepared = run("scripts/prepare-db.ts", []);
    expect(prepared.code, prepared.stderr).toBe(0);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  let merchantId = "";
  let liveSecret = "";

  it("creates an activated merchant (--activated) and prints its test and live keys as JSON", () => {
    const out = gateway("merchant", "create", "--name", "Acme", "--email", "Owner@Acme.test", "--password", "a-long-password", "--activated", "--json");
    expect(out.code, out.stderr).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(json).toMatchObject({ merchant_id: expect.stringMatching(/^mch_/), name: "Acme", owner_email: "owner@acme.test", activation_status: "activated" });
    for (const mode of ["test", "live"] as const) {
      expect(parseApiKey(json.keys[mode].public)).toMatchObject({ ok: true, kind: "public", mode });
      expect(parseApiKey(json.keys[mode].secret)).toMatchObject({ ok: true, kind: "secret", mode });
    }
    merchantId = json.merchant_id;
    liveSecret = json.keys.live.secret;
  });

  it("without --activated prints only the test keys: live mode waits for activation", () => {
    const out = gateway("merchant", "create", "--name", "Pending Shop", "--email", "owner@pending.test", "--password", "a-long-password", "--json");
    expect(out.code, out.stderr).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(json).toMatchObject({ activation_status: "pending" });
    expect(parseApiKey(json.keys.test.secret)).toMatchObject({ ok: true, kind: "secret", mode: "test" });
    expect(json.keys.live).toBeUndefined();
  });

  it("refuses a second merchant with the same owner e-mail", () => {
    const out = gateway("merchant", "create", "--name", "Acme 2", "--email", "owner@acme.test", "--password", "a-long-password");
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/already exists/);
  });

  it("explains invalid input and exits non-zero", () => {
    const out = gateway("merchant", "create", "--name", "A", "--email", "not-an-email", "--password", "short");
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/--name/);
    expect(out.stderr).toMatch(/--email: Enter a valid e-mail address/);
    expect(out.stderr).toMatch(/--password: Use at least 10 characters/);
  });

  it("exits 2 with usage on a missing option or unknown command", () => {
    const missing = gateway("merchant", "create", "--name", "Acme");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--email is required/);
    const unknown = gateway("payments", "explode");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown command/);
  });

  it("lists keys without revealing secrets, and rolls the live secret key", () => {
    const listed = gateway("keys", "list", "--merchant", merchantId, "--json");
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).not.toContain(liveSecret);
    const keys = JSON.parse(listed.stdout);
    expect(keys).toHaveLength(4);

    const rolled = gateway("keys", "roll", "--merchant", merchantId, "--mode", "live", "--expire", "1h", "--json");
    expect(rolled.code, rolled.stderr).toBe(0);
    const json = JSON.parse(rolled.stdout);
    expect(parseApiKey(json.new_key.key)).toMatchObject({ ok: true, kind: "secret", mode: "live" });
    expect(new Date(json.old_key.expires_at).getTime()).toBeGreaterThan(Date.now() + 3_500_000);

    const after = JSON.parse(gateway("keys", "list", "--merchant", merchantId, "--json").stdout);
    expect(after.filter((k: { mode: string; kind: string }) => k.mode === "live" && k.kind === "secret").map((k: { status: string }) => k.status).sort()).toEqual(["active", "expiring"]);
  });

  it("ledger check reports a consistent ledger and exits 0", () => {
    const out = gateway("ledger", "check", "--json");
    expect(out.code, out.stderr).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ ok: true, problems: [] });
    const text = gateway("ledger", "check", "--merchant", merchantId);
    expect(text.stdout).toMatch(/^ledger ok: \d+ accounts and \d+ transactions agree with their entries/);
  });

  it("ledger check exits 1 and names the account when a balance disagrees with its entries", async () => {
    // Open the embedded database in this process (the CLI runs have exited) to move money and tamper.
    const { client, close } = createPgliteClient(env.PGLITE_DIR);
    try {
      await client.$transaction((tx) => addTestFunds(tx, { merchantId, mode: "test", currency: "ETB", amount: 100, actor: { type: "cli" } }));
      await client.ledgerAccount.updateMany({ where: { merchantId, type: "merchant_available" }, data: { balance: 999n } });
    } finally {
      await close();
    }
    const out = gateway("ledger", "check");
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/ledger check FAILED: 1 problem/);
    expect(out.stderr).toMatch(/"stored":"999","fromEntries":"10000"/);
  });

  it("fails clearly for an unknown merchant", () => {
    const out = gateway("keys", "list", "--merchant", "mch_nope");
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/No merchant with id mch_nope/);
  });
});
