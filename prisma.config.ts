// Prisma CLI configuration. The datasource URL lives here (not in schema.prisma).
// With no DATABASE_URL the project runs on embedded PGlite in .data/pglite, which
// the CLI reaches through our schema-engine bridge (scripts/schema-engine.mjs):
// Prisma's native engine cannot be downloaded offline and cannot open PGlite anyway.
import path from "node:path";
import { defineConfig } from "prisma/config";

if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = path.resolve("scripts/schema-engine.mjs");
}

// Tooling config, read by the Prisma CLI only: the one place besides lib/env.ts that reads the environment.
const url = process.env.DATABASE_URL || `pglite:${path.resolve(process.env.PGLITE_DIR || ".data/pglite")}`;

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx prisma/seed.ts",
  },
  datasource: { url },
});
