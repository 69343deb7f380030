// The database refuses a ProcessorConnection whose connector is not in the connector list: the CHECK
// is made from the list where the database is prepared (lib/processors/connector-check.ts), not by a
// migration, and a fresh database (PGlite and PostgreSQL alike) has it.
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { db } from "@/lib/db";
import { CONNECTOR_NAMES } from "@/lib/processors/connector-specs";
import { CONNECTOR_CHECK, connectorCheckSql, ensureConnectorCheck } from "@/lib/processors/connector-check";
import { createConnection } from "@/lib/processors/connections";

setupTestDatabase();

const constraint = async () =>
  db().$queryRawUnsafe<{ oid: number; comment: string | null; definition: string }[]>(
    `SELECT c.oid::int AS oid, obj_description(c.oid, 'pg_constraint') AS comment, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c WHERE c.conname = $1 AND c.conrelid = '"ProcessorConnection"'::regclass`,
    CONNECTOR_CHECK,
  );
const rename = (id: string, connector: string) => db().$executeRawUnsafe(`UPDATE "ProcessorConnection" SET connector = $1 WHERE id = $2`, connector, id);

describe("the connector CHECK", () => {
  it("a fresh database has it, naming exactly the list's connectors", async () => {
    const [check] = await constraint();
    expect(check.comment).toBe(CONNECTOR_NAMES.join(","));
    for (const name of CONNECTOR_NAMES) expect(check.definition).toContain(`'${name}'`);
  });

  it("refuses a connector name that is not in the list, accepts every listed one", async () => {
    const c = await createConnection({ connector: "chapa", mode: "test", credentials: { secret_key: "CHASECK_TEST-check00000000000000000", webhook_secret: "check-webhook-secret" }, baseUrl: "http://127.0.0.1:9" });
    await expect(rename(c.id, "not_a_connector")).rejects.toThrow(/connector_check|check constraint/i);
    for (const name of CONNECTOR_NAMES) await rename(c.id, name);
    await rename(c.id, "chapa");
  });

  it("is replaced only when the list changed: the same list takes no lock, a longer one widens it, a shorter one narrows it", async () => {
    const [before] = await constraint();
    await ensureConnectorCheck((sql) => db().$executeRawUnsafe(sql));
    expect((await constraint())[0].oid).toBe(before.oid);
    await ensureConnectorCheck((sql) => db().$executeRawUnsafe(sql), [...CONNECTOR_NAMES, "sixth"]);
    const [wider] = await constraint();
    expect(wider.oid).not.toBe(before.oid);
    expect(wider.comment).toBe([...CONNECTOR_NAMES, "sixth"].join(","));
    await ensureConnectorCheck((sql) => db().$executeRawUnsafe(sql));
    expect((await constraint())[0].comment).toBe(CONNECTOR_NAMES.join(","));
  });

  it("takes only lower_snake_case names (they are written into the SQL)", () => {
    expect(() => connectorCheckSql(["chapa", "x'); DROP TABLE x; --"])).toThrow(/lower_snake_case/);
  });
});
