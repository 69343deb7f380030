// Migration 20261128020000_child_tables_merchant_id copies each child row's merchantId
// from its parent (payment, ledger account, webhook delivery, virtual account), makes it required,
// and keeps the ledger append-only. Run on a database migrated up to just before it, with rows
// of two merchants written the way the old code wrote them (no merchantId on the children).
import { describe, expect, it } from "vitest";
import { migrationsBefore, migrationText, rawDatabase } from "@/tests/support/raw-database";

const MIGRATION = "20261128020000_child_tables_merchant_id";

const merchantRows = (m: string, n: string) => `
  INSERT INTO "Merchant" ("id", "name", "updatedAt") VALUES ('${m}', '${m}', now());
  INSERT INTO "Payment" ("id", "merchantId", "mode", "amount", "currency", "checkoutToken", "expiresAt", "retryWindowMinutes", "updatedAt")
    VALUES ('pay_${n}', '${m}', 'test', 1000, 'ETB', 'cs_${n}', now(), 60, now());
  INSERT INTO "PaymentAttempt" ("id", "paymentId", "number", "method", "outcome", "serviceFee") VALUES ('att_${n}', 'pay_${n}', 1, 'card', 'success', 30);
  INSERT INTO "Subaccount" ("id", "merchantId", "mode", "name", "accountName", "accountNumber", "bankSlug", "bankName", "currency", "splitType", "splitValue", "updatedAt")
    VALUES ('sub_${n}', '${m}', 'test', 'n', 'a', '1000${n}', 'cbe', 'CBE', 'ETB', 'percentage', 1000, now());
  INSERT INTO "PaymentSplit" ("id", "paymentId", "subaccountId", "position", "splitType", "splitValue", "shareAmount") VALUES ('spl_${n}', 'pay_${n}', 'sub_${n}', 0, 'percentage', 1000, 100);
  INSERT INTO "LedgerAccount" ("id", "type", "merchantId", "ownerId", "mode", "currency", "nonNegative", "updatedAt") VALUES
    ('lac_${n}_c', 'customer_clearing', '${m}', '${m}', 'test', 'ETB', false, now()),
    ('lac_${n}_m', 'merchant_available', '${m}', '${m}', 'test', 'ETB', true, now());
  INSERT INTO "LedgerTransaction" ("id", "mode", "kind", "referenceId", "merchantId") VALUES ('ltx_${n}', 'test', 'payment_settlement', 'pay_${n}', '${m}');
  INSERT INTO "LedgerEntry" ("id", "transactionId", "accountId", "amount", "currency") VALUES
    ('len_${n}_c', 'ltx_${n}', 'lac_${n}_c', -1000, 'ETB'), ('len_${n}_m', 'ltx_${n}', 'lac_${n}_m', 1000, 'ETB');
  UPDATE "LedgerAccount" SET "balance" = CASE "type" WHEN 'customer_clearing' THEN -1000 ELSE 1000 END WHERE "merchantId" = '${m}';
  INSERT INTO "Event" ("id", "merchantId", "mode", "type", "objectType", "objectId", "payload") VALUES ('evt_${n}', '${m}', 'test', 'payment.success', 'payment', 'pay_${n}', '{}');
  INSERT INTO "WebhookEndpoint" ("id", "merchantId", "mode", "url", "secret", "updatedAt") VALUES ('we_${n}', '${m}', 'test', 'https://example.com/h', 'whsec_x', now());
  INSERT INTO "WebhookDelivery" ("id", "merchantId", "mode", "endpointId", "eventId", "eventType") VALUES ('whd_${n}', '${m}', 'test', 'we_${n}', 'evt_${n}', 'payment.success');
  INSERT INTO "WebhookAttempt" ("id", "deliveryId", "requestUrl", "requestHeaders", "requestBody", "durationMs") VALUES ('wha_${n}', 'whd_${n}', 'https://example.com/h', '{}', '{}', 5);
  INSERT INTO "VirtualAccount" ("id", "merchantId", "mode", "currency", "accountName", "accountNumber", "updatedAt") VALUES ('va_${n}', '${m}', 'test', 'ETB', 'A', '900000000000${n}', now());
  INSERT INTO "VirtualAccountCredit" ("id", "virtualAccountId", "amount", "currency", "balanceBefore", "balanceAfter") VALUES ('vac_${n}', 'va_${n}', 100, 'ETB', 0, 100);
  INSERT INTO "VirtualAccountDebit" ("id", "virtualAccountId", "amount", "currency", "balanceBefore", "balanceAfter") VALUES ('vad_${n}', 'va_${n}', 40, 'ETB', 100, 60);
`;

const CHILDREN = ["PaymentAttempt", "PaymentSplit", "LedgerEntry", "WebhookAttempt", "VirtualAccountDebit", "VirtualAccountCredit"];

describe("migration " + MIGRATION, () => {
  it("copies each child row's merchant from its parent, requires it, and leaves the ledger append-only", async () => {
    const raw = await rawDatabase();
    try {
      for (const sql of migrationsBefore(MIGRATION)) await raw.exec(sql);
      await raw.exec(merchantRows("mer_a", "1") + merchantRows("mer_b", "2"));
      await raw.exec(migrationText(MIGRATION));

      for (const table of CHILDREN) {
        const rows = await raw.query<{ id: string; merchantId: string }>(`SELECT "id", "merchantId" FROM "${table}" ORDER BY "id"`);
        expect(rows.length, table).toBeGreaterThan(0);
        // Merchant 1's rows all end in 1 (…_1, …_1_c): each got its own parent's merchant.
        for (const row of rows) expect(row.merchantId, `${table} ${row.id}`).toBe(/_1(_\w)?$/.test(row.id) ? "mer_a" : "mer_b");
        await expect(raw.exec(`UPDATE "${table}" SET "merchantId" = NULL`), table).rejects.toThrow(/null|append-only/i);
      }
      // The trigger is back on: entries still cannot change or go away.
      await expect(raw.exec(`UPDATE "LedgerEntry" SET "amount" = 0 WHERE "id" = 'len_1_c'`)).rejects.toThrow(/append-only/);
      await expect(raw.exec(`DELETE FROM "LedgerEntry" WHERE "id" = 'len_1_c'`)).rejects.toThrow(/append-only/);
      // An entry is in its account's merchant's books: another merchant's id is refused.
      await expect(
        raw.exec(`INSERT INTO "LedgerTransaction" ("id", "mode", "kind", "referenceId", "merchantId") VALUES ('ltx_x', 'test', 'manual', 'x', 'mer_b');
                  INSERT INTO "LedgerEntry" ("id", "transactionId", "accountId", "merchantId", "amount", "currency") VALUES
                    ('len_x1', 'ltx_x', 'lac_1_c', 'mer_b', -5, 'ETB'), ('len_x2', 'ltx_x', 'lac_1_m', 'mer_b', 5, 'ETB');`),
      ).rejects.toThrow(/foreign key/i);
    } finally {
      await raw.close();
    }
  });
});
