// The operator's side of live activation, `npm run gateway -- merchant …` run
// as the operator runs it, in its own process, against the PostgreSQL database a running server
// uses: `merchant create` (pending by default, --activated for operators who onboard merchants
// themselves), `merchant list --pending`, `merchant verification-code` (the e-mail step without
// SMTP) and `merchant activate` (refused for an incomplete checklist unless --force). This
// test's process plays the server: the live key it checks answers ACTIVATION_PENDING, then 200
// once the cache's few seconds have passed.
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { runGatewayCli } from "@/tests/support/gateway-cli";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { verifyEmail } from "@/lib/merchants/activation/email-verification";
import { GET as balances } from "@/app/v2/balances/route";

const database = setupTestDatabase();

const gateway = (...args: string[]) => runGatewayCli(database.current.url, ...args);

const v2 = (key: string) => balances(apiRequest("/v2/balances", { key }), { params: Promise.resolve({}) });
const waitForCache = () => new Promise((r) => setTimeout(r, env().KEY_CACHE_TTL_MS + 100));

describe.skipIf(!onPostgres)("merchant activation CLI (PostgreSQL, beside a running server)", { timeout: 120_000 }, () => {
  let pending: { merchant_id: string; keys: { test: { secret: string }; live?: unknown } };
  const email = `cli-activation-${Date.now()}@example.test`;

  beforeAll(async () => {
    const out = await gateway("merchant", "create", "--name", "Pending Shop", "--email", email, "--password", "correct horse battery", "--json");
    expect(out.code, out.stderr).toBe(0);
    pending = JSON.parse(out.stdout);
  });

  it("merchant create leaves live mode pending and shows no live key; --activated shows every key and they work", async () => {
    expect(pending).toMatchObject({ activation_status: "pending", keys: { test: { secret: expect.stringMatching(/^sk_test_/) } } });
    expect(pending.keys.live).toBeUndefined();
    expect((await v2(pending.keys.test.secret)).status).toBe(200);

    const out = await gateway("merchant", "create", "--name", "Onboarded Shop", "--email", `cli-onboarded-${Date.now()}@example.test`, "--password", "correct horse battery", "--activated", "--json");
    expect(out.code, out.stderr).toBe(0);
    const activated = JSON.parse(out.stdout);
    expect(activated).toMatchObject({ activation_status: "activated", keys: { live: { secret: expect.stringMatching(/^sk_live_/) } } });
    expect((await v2(activated.keys.live.secret)).status).toBe(200);
  });

  it("merchant list --pending shows the pending merchant and its missing steps, and not the activated one", async () => {
    const out = await gateway("merchant", "list", "--pending", "--json");
    expect(out.code, out.stderr).toBe(0);
    const rows = JSON.parse(out.stdout) as { merchant_id: string; status: string; owner_email: string; missing_steps: string[] }[];
    expect(rows.find((r) => r.merchant_id === pending.merchant_id)).toMatchObject({ status: "pending", owner_email: email, missing_steps: ["business_details", "settlement_account", "email_verified", "owner_two_factor"] });
    expect(rows.every((r) => r.status !== "activated")).toBe(true);
    // Without --json, the steps by their names, never their identifiers.
    const text = await gateway("merchant", "list", "--pending");
    expect(text.code, text.stderr).toBe(0);
    const line = text.stdout.split("\n").find((l) => l.startsWith(pending.merchant_id))!;
    expect(line).toContain("still to do: Business details, Settlement account, E-mail verified, Two-factor sign-in for the owner");
    expect(line).not.toMatch(/email_verified|owner_two_factor|missing:/);
  });

  it("merchant verification-code prints a code that verifies the owner's e-mail", async () => {
    const out = await gateway("merchant", "verification-code", email, "--json");
    expect(out.code, out.stderr).toBe(0);
    const { code } = JSON.parse(out.stdout) as { code: string };
    expect(code).toMatch(/^\d{8}$/);
    await expect(verifyEmail(db(), { merchantId: pending.merchant_id, actor: { type: "cli" }, code })).resolves.toMatchObject({ verified_at: expect.any(String) });
  });

  it("merchant activate refuses an incomplete checklist (exit 1, nothing changed), --force activates, and the server's live key works within seconds", async () => {
    // A signed-up merchant whose live key this "server" has already refused (and cached).
    const shop = await createTestMerchant({ activated: false });
    const before = await v2(shop.keys.live.secret);
    expect(before.status).toBe(401);
    expect((await before.json()).error.code).toBe("ACTIVATION_PENDING");

    const refused = await gateway("merchant", "activate", shop.merchant.id);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/checklist is incomplete .*business details.*pass --force/);
    expect((await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } })).activationStatus).toBe("pending");

    const forced = await gateway("merchant", "activate", shop.user.email, "--force", "--json");
    expect(forced.code, forced.stderr).toBe(0);
    expect(JSON.parse(forced.stdout)).toMatchObject({ merchant_id: shop.merchant.id, status: "activated", activated_by: "cli --force" });
    const audit = await db().auditLog.findFirstOrThrow({ where: { merchantId: shop.merchant.id, action: "merchant.activated" } });
    expect(audit).toMatchObject({ actorType: "cli", details: { forced: true } });

    await waitForCache();
    expect((await v2(shop.keys.live.secret)).status).toBe(200);

    const again = await gateway("merchant", "activate", shop.merchant.id);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already activated/);
    const list = JSON.parse((await gateway("merchant", "list", "--pending", "--json")).stdout) as { merchant_id: string }[];
    expect(list.map((r) => r.merchant_id)).not.toContain(shop.merchant.id);
    expect(list.map((r) => r.merchant_id)).toContain(pending.merchant_id);
  });

  it("an unknown merchant is one clear line", async () => {
    const out = await gateway("merchant", "activate", "nobody@example.test");
    expect(out.code).toBe(1);
    expect(out.stderr.trim()).toBe("error: No merchant is owned by nobody@example.test");
  });
});
