// `npm run gateway -- operator create|list|disable` as processes against an embedded database in a
// temporary directory: a one-time password or one read from stdin, never a password on the command line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres } from "@/tests/support/database";
import { createPgliteClient } from "@/lib/db";
import { verifyPassword } from "@/lib/crypto/passwords";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gw-operator-cli-"));
const env = { ...process.env, DATABASE_URL: "", PGLITE_DIR: path.join(dir, "pglite"), NODE_ENV: "development" as const, LOG_LEVEL: "silent" };
const tsx = path.resolve("node_modules/.bin/tsx");

function run(script: string, args: string[], input?: string) {
  const result = spawnSync(tsx, ["--conditions=react-server", script, ...args], { env, encoding: "utf8", timeout: 60_000, input });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
const gateway = (args: string[], input?: string) => run("scripts/gateway.ts", args, input);

describe.skipIf(onPostgres)("npm run gateway -- operator", { timeout: 180_000 }, () => {
  beforeAll(() => {
    const prepared = run("scripts/prepare-db.ts", []);
    expect(prepared.code, prepared.stderr).toBe(0);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("creates an administrator and prints a one-time password", () => {
    const out = gateway(["operator", "create", "--email", "Boss@Operator.test", "--role", "administrator"]);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/Created operator boss@operator\.test \(opr_\w+\), administrator/);
    expect(out.stdout).toMatch(/One-time password \(shown only now\): [0-9A-Za-z]{20,}/);
  });

  it("takes the password from stdin with --password-stdin", () => {
    const out = gateway(["operator", "create", "--email", "help@operator.test", "--role", "support", "--password-stdin", "--json"], "a long support password\n");
    expect(out.code, out.stderr).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(json).toMatchObject({ email: "help@operator.test", role: "support", password: null });
  });

  it("refuses an unknown role (usage, exit 2) and a second account with the same e-mail (exit 1)", () => {
    expect(gateway(["operator", "create", "--email", "x@operator.test", "--role", "boss"]).code).toBe(2);
    const dup = gateway(["operator", "create", "--email", "boss@operator.test", "--role", "support"]);
    expect(dup.code).toBe(1);
    expect(dup.stderr).toMatch(/already exists/);
  });

  it("lists operators and disables one with a reason, audited", async () => {
    const list = gateway(["operator", "list"]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/administrator\s+TOTP not set up\s+boss@operator\.test/);
    expect(gateway(["operator", "disable", "help@operator.test"]).code).toBe(2);
    const off = gateway(["operator", "disable", "help@operator.test", "--reason", "left the team"]);
    expect(off.code, off.stderr).toBe(0);
    expect(gateway(["operator", "list", "--json"]).stdout).toMatch(/"disabled_at": "20/);

    const { client, close } = createPgliteClient(env.PGLITE_DIR);
    try {
      const support = await client.operator.findUniqueOrThrow({ where: { email: "help@operator.test" } });
      expect(await verifyPassword("a long support password", support.passwordHash)).toBe(true);
      const audit = await client.operatorAuditLog.findMany({ orderBy: { createdAt: "asc" } });
      expect(audit.map((a) => [a.actorType, a.action])).toEqual([["cli", "operator.created"], ["cli", "operator.created"], ["cli", "operator.disabled"]]);
      expect(audit[2].reason).toBe("left the team");
    } finally {
      await close();
    }
  });
});
