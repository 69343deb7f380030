import "server-only";
// Brings every encrypted column up to the current key (docs/security.md "Secrets"):
// plaintext left from before encryption, and values under a key now in ENCRYPTION_KEYS_OLD, are
// re-encrypted with ENCRYPTION_KEY. A migration cannot do this (it does not know the key), so the
// server runs it at start-up (instrumentation.ts) and operators run it after changing the key:
// `npm run gateway -- secrets rotate`. Each row is rewritten only if it still holds what was read,
// so a rotation of the webhook secret, or a new two-factor enrolment, at the same moment is never
// overwritten. The columns: WebhookEndpoint.secret and .previousSecret, User.totpSecret,
// Operator.totpSecret, ApiKey.sealedSecret (test secret keys, so the dashboard can show them again).
import type { DbClient } from "@/lib/db";
import { needsReencryption, SecretDecryptionError } from "@/lib/crypto/encrypt-secret";
import { openEndpoint, sealEndpointSecret } from "@/lib/webhooks/endpoint-secrets";
import { openTotpSecret, sealTotpSecret } from "@/lib/auth/two-factor/totp-secret-at-rest";
import { openTestSecretKey, sealKeyText } from "@/lib/auth/test-key-at-rest";
import { openOperatorTotp, sealOperatorTotp } from "@/lib/auth/two-factor/operator-totp-at-rest";

/** `failed`: rows that could not be decrypted (their key is in neither ENCRYPTION_KEY nor ENCRYPTION_KEYS_OLD). */
export type ReencryptionReport = { table: string; scanned: number; reencrypted: number; failed: number }[];

export async function encryptStoredSecrets(database: DbClient): Promise<ReencryptionReport> {
  return [await webhookEndpoints(database), await totpSecrets(database), await operatorTotpSecrets(database), await testSecretKeys(database)];
}

async function webhookEndpoints(database: DbClient): Promise<ReencryptionReport[number]> {
  const rows = await database.webhookEndpoint.findMany({ select: { id: true, secret: true, previousSecret: true } });
  let reencrypted = 0;
  let failed = 0;
  for (const row of rows) {
    if (!needsReencryption(row.secret) && (row.previousSecret === null || !needsReencryption(row.previousSecret))) continue;
    let open: typeof row;
    try {
      open = openEndpoint(row);
    } catch (error) {
      if (!(error instanceof SecretDecryptionError)) throw error;
      failed += 1;
      continue;
    }
    const { count } = await database.webhookEndpoint.updateMany({
      where: { id: row.id, secret: row.secret, previousSecret: row.previousSecret },
      data: {
        secret: sealEndpointSecret(row.id, open.secret),
        previousSecret: open.previousSecret === null ? null : sealEndpointSecret(row.id, open.previousSecret),
      },
    });
    reencrypted += count;
  }
  return { table: "WebhookEndpoint", scanned: rows.length, reencrypted, failed };
}

/**
 * One encrypted column: each row still under an old key (or in clear) opened and sealed again,
 * rewritten only if it still holds what was read. `failed`: rows no configured key opens.
 */
async function reencryptColumn(
  table: string,
  rows: { id: string; stored: string }[],
  open: (id: string, stored: string) => string,
  rewrite: (id: string, stored: string, plaintext: string) => Promise<number>,
): Promise<ReencryptionReport[number]> {
  let reencrypted = 0;
  let failed = 0;
  for (const row of rows) {
    if (!needsReencryption(row.stored)) continue;
    let plaintext: string;
    try {
      plaintext = open(row.id, row.stored);
    } catch (error) {
      if (!(error instanceof SecretDecryptionError)) throw error;
      failed += 1;
      continue;
    }
    reencrypted += await rewrite(row.id, row.stored, plaintext);
  }
  return { table, scanned: rows.length, reencrypted, failed };
}

async function totpSecrets(database: DbClient): Promise<ReencryptionReport[number]> {
  const rows = await database.user.findMany({ where: { totpSecret: { not: null } }, select: { id: true, totpSecret: true } });
  return reencryptColumn(
    "User",
    rows.map((r) => ({ id: r.id, stored: r.totpSecret! })),
    openTotpSecret,
    async (id, stored, secret) => (await database.user.updateMany({ where: { id, totpSecret: stored }, data: { totpSecret: sealTotpSecret(id, secret) } })).count,
  );
}

async function operatorTotpSecrets(database: DbClient): Promise<ReencryptionReport[number]> {
  const rows = await database.operator.findMany({ where: { totpSecret: { not: null } }, select: { id: true, totpSecret: true } });
  return reencryptColumn(
    "Operator",
    rows.map((r) => ({ id: r.id, stored: r.totpSecret! })),
    openOperatorTotp,
    async (id, stored, secret) => (await database.operator.updateMany({ where: { id, totpSecret: stored }, data: { totpSecret: sealOperatorTotp(id, secret) } })).count,
  );
}

async function testSecretKeys(database: DbClient): Promise<ReencryptionReport[number]> {
  const rows = await database.apiKey.findMany({ where: { sealedSecret: { not: null } }, select: { id: true, sealedSecret: true } });
  return reencryptColumn(
    "ApiKey",
    rows.map((r) => ({ id: r.id, stored: r.sealedSecret! })),
    openTestSecretKey,
    async (id, stored, text) => (await database.apiKey.updateMany({ where: { id, sealedSecret: stored }, data: { sealedSecret: sealKeyText(id, text) } })).count,
  );
}
