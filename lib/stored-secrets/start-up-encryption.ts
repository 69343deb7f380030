import "server-only";
// instrumentation.ts runs this once per server start (docs/security.md "Secrets").
import { db } from "@/lib/db";
import { logger } from "@/lib/logger";
import { encryptStoredSecrets } from "@/lib/stored-secrets/encrypt-stored-secrets";

export async function encryptStoredSecretsAtStartUp() {
  try {
    const report = await encryptStoredSecrets(db());
    const reencrypted = report.reduce((n, t) => n + t.reencrypted, 0);
    if (reencrypted > 0) logger().info({ tables: report }, "secrets re-encrypted with the current ENCRYPTION_KEY");
    if (report.some((t) => t.failed > 0)) {
      // Deliveries for those endpoints, and two-factor sign-in for those users, fail until the key
      // that encrypted them is configured again.
      logger().error({ tables: report }, "some stored secrets could not be decrypted: add the key that encrypted them to ENCRYPTION_KEYS_OLD");
    }
  } catch (error) {
    // A value under a key that is no longer configured: what needs it fails until the key is back.
    logger().error({ err: error instanceof Error ? error.message : String(error) }, "could not re-encrypt stored secrets: check ENCRYPTION_KEY and ENCRYPTION_KEYS_OLD");
  }
}
