// The database's own guard on ProcessorConnection.connector: a CHECK that names exactly the
// connectors of the list (connectors.ts), so a row for a connector this gateway does not have is
// refused even when it is written past the app (psql, a bad migration). The CHECK is made here from
// the list, not written in a migration, so adding a connector needs no migration: the step runs where
// the database is prepared (scripts/prepare-db.ts after the migrations, and the tests' database
// set-up), and replaces the CHECK only when the list changed (the names it was made from are the
// constraint's comment), so an unchanged start takes no lock on the table. docs/processors.md
// "Adding a connector".
import { installedConnectors } from "@/lib/processors/connector-specs";

export const CONNECTOR_CHECK = "ProcessorConnection_connector_check";

/** One statement (a DO block, so any client runs it, atomically): the CHECK for these names, replaced if it named others. */
export function connectorCheckSql(names: readonly string[] = installedConnectors().map((c) => c.spec.name)): string {
  // The names are inlined into SQL: only the shape connector names have is let through.
  for (const name of names) if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`connector name ${JSON.stringify(name)} is not lower_snake_case`);
  const list = names.join(",");
  const values = names.map((n) => `'${n}'`).join(", ");
  return `DO $connector_check$
BEGIN
  IF (SELECT obj_description(c.oid, 'pg_constraint') FROM pg_constraint c
      WHERE c.conname = '${CONNECTOR_CHECK}' AND c.conrelid = '"ProcessorConnection"'::regclass) IS DISTINCT FROM '${list}' THEN
    ALTER TABLE "ProcessorConnection" DROP CONSTRAINT IF EXISTS "${CONNECTOR_CHECK}";
    ALTER TABLE "ProcessorConnection" ADD CONSTRAINT "${CONNECTOR_CHECK}" CHECK ("connector" IN (${values}));
    COMMENT ON CONSTRAINT "${CONNECTOR_CHECK}" ON "ProcessorConnection" IS '${list}';
  END IF;
END
$connector_check$;`;
}

/** Runs the step on a client that takes raw SQL (the app's db(), a pg client, PGlite). */
export async function ensureConnectorCheck(run: (sql: string) => Promise<unknown>, names?: readonly string[]): Promise<void> {
  await run(connectorCheckSql(names));
}
