// Vitest globalSetup of the "postgres" project: one database migrated for the whole run, which every
// test file's database is copied from (CREATE DATABASE … TEMPLATE), instead of each file running the
// migrations itself (about 0.6 s a file on the 2-core CI machine, over a hundred files).
// Named per run, so runs sharing a server never copy a template another run is still writing, and
// dropped at the end.
import type { TestProject } from "vitest/node";
import { createPostgresDatabase } from "@/tests/support/postgres-database";

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const template = await createPostgresDatabase(adminUrl, "gw_test_tpl_", { migrate: true });
  project.provide("postgresTemplate", template.name);
  return async () => {
    await template.drop();
  };
}
