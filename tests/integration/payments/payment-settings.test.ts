// The settings new payments read (session lifetime, retry window, preferred-methods switch) are
// cached like API keys (lib/merchants/payment-settings.ts): a change saved through the settings
// service applies to the very next payment in this process; a change made elsewhere (another
// server process, here a direct write) applies once the cache time has passed.
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { postHostedPayment } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";

setupTestDatabase();

async function lifetimeMinutes(key: string) {
  const { res, body } = await postHostedPayment(key);
  expect(res.status).toBe(201);
  return (Date.parse(body.data.expires_at) - Date.parse(body.data.created_at)) / 60_000;
}

describe("payment settings cache", () => {
  it("a change saved through the settings service applies to the next payment at once", async () => {
    const m = await createTestMerchant();
    const key = m.keys.test.secret;
    expect(await lifetimeMinutes(key)).toBe(60); // warms the cache with the default
    await updateMerchantSettings(db(), { merchantId: m.merchant.id, actor: { type: "cli" }, input: { session_lifetime_minutes: 20 } });
    expect(await lifetimeMinutes(key)).toBe(20);
  });

  it("a change made by another process applies within the cache time, never later", async () => {
    const m = await createTestMerchant();
    const key = m.keys.test.secret;
    expect(await lifetimeMinutes(key)).toBe(60);
    // Another server process saved the setting: this one's cache does not know yet.
    await db().merchant.update({ where: { id: m.merchant.id }, data: { sessionLifetimeMinutes: 30 } });
    expect(await lifetimeMinutes(key)).toBe(60);
    await new Promise((resolve) => setTimeout(resolve, env().KEY_CACHE_TTL_MS + 50));
    expect(await lifetimeMinutes(key)).toBe(30);
  });
});
