// Migration 20261204010000_connection_added_by_merchant, on a database migrated up to just before it
// with rows as the old code wrote them: a connection a merchant added in the dashboard (its audit
// record says so) with a base URL the merchant chose, and connections the operator's CLI added (no
// audit record), one for a merchant and one for the installation, each on the operator's base URL.
// The merchant's is marked as the merchant's and loses its base URL; the operator's are untouched.
// Last checks stored in the connector's own words (socket errors, a balance) become fixed sentences.
import { describe, expect, it } from "vitest";
import { migrationText, migrationsBefore, rawDatabase } from "@/tests/support/raw-database";

const MIGRATION = "20261204010000_connection_added_by_merchant";

describe("migration " + MIGRATION, () => {
  it("marks connections added in the dashboard as the merchant's and clears the base URL they chose; the operator's keep theirs", { timeout: 120_000 }, async () => {
    const raw = await rawDatabase();
    try {
      for (const sql of migrationsBefore(MIGRATION)) await raw.exec(sql);
      const connection = (id: string, merchantId: string | null, baseUrl: string) =>
        `('${id}', 'chapa', 'live', ${merchantId ? `'${merchantId}'` : "NULL"}, 'sealed', '${baseUrl}', ARRAY['card'], ARRAY['ETB'], 'tok_${id}', now())`;
      await raw.exec(`
        INSERT INTO "Merchant" ("id", "name", "updatedAt") VALUES ('mch_a', 'A', now()), ('mch_b', 'B', now());
        INSERT INTO "ProcessorConnection" ("id", "connector", "mode", "merchantId", "credentials", "baseUrl", "methods", "currencies", "webhookToken", "updatedAt") VALUES
          ${connection("pcn_dashboard", "mch_a", "http://169.254.169.254")},
          ${connection("pcn_cli_merchant", "mch_b", "http://127.0.0.1:4010")},
          ${connection("pcn_cli_installation", null, "https://proxy.example.com")};
        INSERT INTO "AuditLog" ("id", "merchantId", "userId", "actorType", "action", "mode", "targetId", "details") VALUES
          ('aud_1', 'mch_a', NULL, 'dashboard', 'processor_connection.created', 'live', 'pcn_dashboard', '{"connector": "chapa", "base_url": "http://169.254.169.254"}'),
          ('aud_2', 'mch_b', NULL, 'dashboard', 'processor_connection.checked', 'live', 'pcn_cli_merchant', '{"ok": false}');
        UPDATE "ProcessorConnection" SET "lastCheckAt" = now(), "lastCheckOk" = false, "lastCheckMessage" = 'could not reach the processor: fetch failed (ECONNREFUSED)' WHERE id = 'pcn_dashboard';
        UPDATE "ProcessorConnection" SET "lastCheckAt" = now(), "lastCheckOk" = true, "lastCheckMessage" = 'authenticated; 2 banks listed' WHERE id = 'pcn_cli_installation';
      `);
      await raw.exec(migrationText(MIGRATION));
      const rows = await raw.query<{ id: string; baseUrl: string | null; addedByMerchant: boolean; lastCheckMessage: string | null }>(
        `SELECT "id", "baseUrl", "addedByMerchant", "lastCheckMessage" FROM "ProcessorConnection" ORDER BY "id"`,
      );
      expect(rows).toEqual([
        { id: "pcn_cli_installation", baseUrl: "https://proxy.example.com", addedByMerchant: false, lastCheckMessage: "The processor accepted the credentials." },
        { id: "pcn_cli_merchant", baseUrl: "http://127.0.0.1:4010", addedByMerchant: false, lastCheckMessage: null },
        { id: "pcn_dashboard", baseUrl: null, addedByMerchant: true, lastCheckMessage: "The last check failed. Run it again to see why." },
      ]);
    } finally {
      await raw.close();
    }
  });
});
