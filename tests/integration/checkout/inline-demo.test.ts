// Section 3: the inline checkout demo (/docs/examples/inline) creates payments without a
// key, so it is served only in demo mode, only for the merchant the seed marked as the demo
// merchant, and only in test mode. Real route handler and page, real database.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { env, resetEnvForTests } from "@/lib/env";
import { POST as session } from "@/app/docs/examples/inline/session/route";
import InlineDemoPage from "@/app/docs/examples/inline/page";

setupTestDatabase();

const saved = { ...process.env };
function configure(values: Record<string, string | undefined>) {
  process.env = { ...saved };
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}
afterEach(() => configure({}));

// A merchant created before the demo merchant: the old code picked "the first merchant".
let first: Awaited<ReturnType<typeof createTestMerchant>>;
beforeAll(async () => {
  first = await createTestMerchant({ name: "First Real Shop" });
});

const origin = () => new URL(env().publicBaseUrl).origin;
function post(body: unknown = { currency: "ETB" }, headers: Record<string, string> = { origin: origin(), "sec-fetch-site": "same-origin" }) {
  return session(
    new Request(`${origin()}/docs/examples/inline/session`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
  );
}
const paymentCount = () => db().payment.count();

/** notFound() throws Next's not-found signal; the page must throw exactly that. */
async function pageOutcome(): Promise<"rendered" | "not-found"> {
  try {
    await InlineDemoPage();
    return "rendered";
  } catch (error) {
    if ((error as { digest?: string }).digest === "NEXT_HTTP_ERROR_FALLBACK;404") return "not-found";
    throw error;
  }
}

describe("demo mode setting", () => {
  it("is on by default under `npm run dev` (development), off under `next start` (production) and in tests", () => {
    configure({ NODE_ENV: "development", GATEWAY_DEMO_MODE: undefined });
    expect(env().demoMode).toBe(true);
    configure({ NODE_ENV: "production", GATEWAY_DEMO_MODE: undefined, PUBLIC_BASE_URL: "https://pay.example.com", NEXTAUTH_SECRET: "x".repeat(40), ENCRYPTION_KEY: "ab".repeat(32) });
    expect(env().demoMode).toBe(false);
    configure({ NODE_ENV: "test", GATEWAY_DEMO_MODE: undefined });
    expect(env().demoMode).toBe(false);
  });

  it("an operator can turn it on in production, or off in development", () => {
    configure({ NODE_ENV: "production", GATEWAY_DEMO_MODE: "1", PUBLIC_BASE_URL: "https://pay.example.com", NEXTAUTH_SECRET: "x".repeat(40), ENCRYPTION_KEY: "ab".repeat(32) });
    expect(env().demoMode).toBe(true);
    configure({ NODE_ENV: "development", GATEWAY_DEMO_MODE: "0" });
    expect(env().demoMode).toBe(false);
    configure({ GATEWAY_DEMO_MODE: "true" });
    expect(() => env()).toThrow(/GATEWAY_DEMO_MODE/);
  });
});

describe("demo mode off", () => {
  it("the session route answers 404 in the envelope and writes nothing", async () => {
    configure({ GATEWAY_DEMO_MODE: "0" });
    const before = await paymentCount();
    const res = await post();
    expect(res.status).toBe(404);
    expect(res.headers.get("request-id")).toMatch(/^req_/);
    expect(await res.json()).toEqual({ status: "error", message: "Not found", error: { code: "NOT_FOUND", details: null } });
    expect(await paymentCount()).toBe(before);
  });

  it("the page is Next's not-found", async () => {
    configure({ GATEWAY_DEMO_MODE: "0" });
    expect(await pageOutcome()).toBe("not-found");
  });
});

describe("demo mode on", () => {
  it("without a demo merchant: 404, and no other merchant is used", async () => {
    configure({ GATEWAY_DEMO_MODE: "1" });
    expect(await db().merchant.count({ where: { isDemo: true } })).toBe(0);
    const before = await paymentCount();
    const res = await post();
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: "error", error: { code: "NOT_FOUND" }, message: expect.stringMatching(/demo merchant/) });
    expect(await paymentCount()).toBe(before);
  });

  it("the page renders", async () => {
    configure({ GATEWAY_DEMO_MODE: "1" });
    expect(await pageOutcome()).toBe("rendered");
  });

  it("creates a test-mode payment for the demo merchant only, never another merchant, never live", async () => {
    configure({ GATEWAY_DEMO_MODE: "1" });
    const demo = await createTestMerchant({ name: "Demo Store" });
    await db().merchant.update({ where: { id: demo.merchant.id }, data: { isDemo: true } });
    await createTestMerchant({ name: "Later Shop" });

    const res = await post({ currency: "ETB" });
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json).toMatchObject({ status: "success", data: { checkout_url: expect.stringMatching(/\/checkout\//), gateway_reference: expect.any(String) } });
    const row = await db().payment.findUniqueOrThrow({ where: { id: json.data.gateway_reference } });
    expect(row).toMatchObject({ merchantId: demo.merchant.id, mode: "test", currency: "ETB", amount: 145050n });
    expect(await db().payment.count({ where: { merchantId: { not: demo.merchant.id } } })).toBe(0);
    expect(await db().payment.count({ where: { mode: "live" } })).toBe(0);
    expect(first.merchant.id).not.toBe(demo.merchant.id);
  });

  it("a body asking for another merchant or live mode changes nothing about who or which mode", async () => {
    configure({ GATEWAY_DEMO_MODE: "1" });
    const demo = await db().merchant.findFirstOrThrow({ where: { isDemo: true } });
    const res = await post({ currency: "USD", merchant_id: first.merchant.id, mode: "live" });
    expect(res.status).toBe(201);
    const row = await db().payment.findUniqueOrThrow({ where: { id: (await res.json()).data.gateway_reference } });
    expect(row).toMatchObject({ merchantId: demo.id, mode: "test", currency: "USD" });
    expect(await db().payment.count({ where: { mode: "live" } })).toBe(0);
  });

  it("refuses a foreign Origin with 403 and writes nothing", async () => {
    configure({ GATEWAY_DEMO_MODE: "1" });
    const before = await paymentCount();
    const res = await post({ currency: "USD" }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ status: "error", error: { code: "UNAUTHORIZED" } });
    expect(await paymentCount()).toBe(before);
  });
});
