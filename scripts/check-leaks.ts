// The leak check, run after the e2e suite (`npm run test:leaks`, part of `test:e2e`):
// greps the e2e server's captured log and every text and JSON column of every table of the e2e
// database for secret keys, webhook secrets, TOTP secrets, the test cards' numbers, CVCs and OTPs
// (lib/security/leak-scan.ts). Exits 1 listing each leak (masked), 0 when there is none.
//   tsx scripts/check-leaks.ts --pglite .data/e2e/pglite --log .data/e2e/server.log [--seed .data/e2e/seed.json]
//   (or --database-url postgresql://… for a PostgreSQL run)
import fs from "node:fs";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { findLeaks, type Leak } from "@/lib/security/leak-scan";
import { TEST_CARDS } from "@/lib/processors/simulator";

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

async function main() {
  const { values } = parseArgs({ options: { pglite: { type: "string" }, "database-url": { type: "string" }, log: { type: "string", multiple: true }, seed: { type: "string" } } });
  const exact = TEST_CARDS.map((c) => ({ kind: "test card number", value: c.number as string }));
  if (values.seed && fs.existsSync(values.seed)) {
    const seed = JSON.parse(fs.readFileSync(values.seed, "utf8")) as { password?: string; keys?: Record<string, { secret?: string }> };
    for (const mode of Object.values(seed.keys ?? {})) if (mode.secret) exact.push({ kind: "seeded secret key", value: mode.secret });
    if (seed.password) exact.push({ kind: "seeded password", value: seed.password });
  }
  const leaks: Leak[] = [];
  let logLines = 0;
  for (const file of values.log ?? []) {
    if (!fs.existsSync(file)) throw new Error(`no log at ${file}: was the e2e server's output captured?`);
    fs.readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        logLines += 1;
        leaks.push(...findLeaks(line, `${file}:${i + 1}`, exact));
      });
  }

  let close: () => Promise<void>;
  let query: Query;
  if (values.pglite) {
    const db = new PGlite(values.pglite);
    query = async (sql) => (await db.query<Record<string, unknown>>(sql)).rows;
    close = () => db.close();
  } else if (values["database-url"]) {
    const client = new pg.Client({ connectionString: values["database-url"] });
    await client.connect();
    query = async (sql) => (await client.query(sql)).rows;
    close = () => client.end();
  } else throw new Error("--pglite DIR or --database-url URL");

  let cells = 0;
  try {
    const columns = (await query(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
       ORDER BY table_name, column_name`,
    )) as { table_name: string; column_name: string }[];
    for (const { table_name, column_name } of columns) {
      const rows = await query(`SELECT "${column_name}"::text AS v FROM "${table_name}" WHERE "${column_name}" IS NOT NULL`);
      for (const row of rows) {
        cells += 1;
        leaks.push(...findLeaks(String(row.v), `${table_name}.${column_name}`, exact));
      }
    }
  } finally {
    await close();
  }
  console.log(`leak check: ${logLines} log lines, ${cells} database values`);
  if (leaks.length > 0) {
    for (const leak of leaks.slice(0, 50)) console.error(`LEAK ${leak.kind} in ${leak.where}: ${leak.match}`);
    console.error(`${leaks.length} leak(s) found`);
    process.exit(1);
  }
  console.log("no secret, card number, CVC or OTP found");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
});
