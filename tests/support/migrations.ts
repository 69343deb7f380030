// The migrations' SQL in order, to build a database without the migration engine. Apart from
// tests/support/database.ts (which needs vitest) so scripts outside vitest use it too (tests/faults).
import fs from "node:fs";
import path from "node:path";

export function migrationSql(): string[] {
  const dir = path.resolve("prisma/migrations");
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8"));
}
