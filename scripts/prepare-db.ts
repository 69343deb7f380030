// Runs before `npm run dev` and `npm start`: applies committed migrations to the configured
// database (embedded PGlite by default) and, with --seed, creates a demo merchant when the
// database has none, printing its login and test keys once.
//   tsx --conditions=react-server scripts/prepare-db.ts [--seed] [--fresh]
// --fresh deletes the embedded database first (e2e tests use it on their own directory).
// --seed-output=FILE also writes the demo merchant's login and keys to FILE as JSON (tests).
import fs from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ConfigurationError, env } from "@/lib/env";
import { acquirePgliteLock, closeDatabase, db, DatabaseLockedError } from "@/lib/db";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { randomBase62 } from "@/lib/ids";
import { ensureConnectorCheck } from "@/lib/processors/connector-check";

const args = new Set(process.argv.slice(2));
const seedOutput = process.argv.find((a) => a.startsWith("--seed-output="))?.slice("--seed-output=".length);

async function main() {
  const config = env(); // in production this fails fast, before the server starts, on missing settings
  const embedded = !config.DATABASE_URL;
  if (embedded) {
    // Fail fast and clearly if a running server holds the embedded database; the
    // migration bridge takes the same lock file itself while it runs.
    acquirePgliteLock(config.pgliteDir, 0)();
    if (args.has("--fresh")) fs.rmSync(config.pgliteDir, { recursive: true, force: true });
  }
  try {
    migrate(embedded ? `pglite:${config.pgliteDir}` : config.DATABASE_URL!);
    // The connector CHECK is made from the connector list, not by a migration (lib/processors/connector-check.ts).
    await ensureConnectorCheck((sql) => db().$executeRawUnsafe(sql));
    if (args.has("--seed")) await seedDemoMerchant();
  } finally {
    await closeDatabase();
  }
}

function migrate(url: string) {
  const prisma = path.resolve("node_modules/.bin/prisma");
  const result = spawnSync(prisma, ["migrate", "deploy"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, DATABASE_URL: url.startsWith("pglite:") ? "" : url },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    throw new Error(`prisma migrate deploy failed (exit ${result.status})`);
  }
  const applied = /(\d+) migrations? (?:found|applied)/.exec(result.stdout ?? "");
  console.log(`database ready (${url.startsWith("pglite:") ? "embedded PGlite" : "PostgreSQL"})${applied ? `: ${applied[0]}` : ""}`);
}

async function seedDemoMerchant() {
  if ((await db().merchant.count()) > 0) return;
  const password = `demo-${randomBase62(10)}`;
  const email = "demo@gateway.test";
  const { merchant, keys } = await createMerchant(db(), { name: "Demo Store", email, password }, "seed", { activated: true });
  // The inline checkout demo (/docs/examples/inline) uses only this merchant (isDemo), and
  // frames its checkout from our own origin.
  await db().merchant.update({ where: { id: merchant.id }, data: { isDemo: true, embedOrigins: [new URL(env().publicBaseUrl).origin] } });
  if (seedOutput) {
    fs.mkdirSync(path.dirname(path.resolve(seedOutput)), { recursive: true });
    fs.writeFileSync(seedOutput, JSON.stringify({ email, password, merchant_id: merchant.id, keys }, null, 2), { mode: 0o600 });
  }
  const line = "-".repeat(72);
  console.log(
    [
      line,
      "Demo merchant created (shown once; keep it somewhere safe):",
      `  dashboard   ${env().publicBaseUrl}/login`,
      `  e-mail      ${email}`,
      `  password    ${password}`,
      `  merchant    ${merchant.id}`,
      `  test public ${keys.test.public}`,
      `  test secret ${keys.test.secret}`,
      line,
    ].join("\n"),
  );
}

main().catch((error) => {
  const expected = error instanceof DatabaseLockedError || error instanceof ConfigurationError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
