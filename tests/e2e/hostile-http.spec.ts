// Section 1: what only a real `next start` shows. Malformed percent-encoding used to
// fail inside Next's own router (a bare text 500, no envelope, no Request-Id); responses that
// do not go through withApi (health checks, the checkout's forms) must still carry a
// Request-Id; the Authorization header is read as HTTP defines it.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";

type Seed = { email: string; password: string; merchant_id: string; keys: { test: { secret: string } } };
let seedCache: Seed | undefined;
const seed = (): Seed => (seedCache ??= JSON.parse(fs.readFileSync(path.resolve(".data/e2e/seed.json"), "utf8")));
const auth = () => ({ Authorization: `Bearer ${seed().keys.test.secret}` });

async function expectEnvelope(res: APIResponse, status: number, code: string, field?: string) {
  expect(res.status()).toBe(status);
  expect(res.headers()["content-type"]).toMatch(/^application\/json/);
  expect(res.headers()["request-id"]).toMatch(/^req_[0-9A-Za-z]+$/);
  const body = await res.json();
  expect(body).toMatchObject({ status: "error", error: { code } });
  if (field) expect(body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  return body;
}

async function createPayment(request: APIRequestContext) {
  const res = await request.post("/v2/payments/hosted", { headers: auth(), data: { amount: 12.5, currency: "usd" } });
  expect(res.status()).toBe(201);
  const data = (await res.json()).data;
  return { reference: data.gateway_reference as string, token: String(data.checkout_url).split("/checkout/")[1] };
}

test.describe("malformed percent-encoding: 400 INVALID_FORMAT in the envelope, with a Request-Id", () => {
  for (const segment of ["%FF", "%ED%A0%80", "%", "abc%", "%E2%82", "%zz"]) {
    test(`path segment ${segment}`, async ({ request }) => {
      await expectEnvelope(await request.get(`/v2/payments/${segment}/verify`, { headers: auth() }), 400, "INVALID_FORMAT", "path");
      await expectEnvelope(await request.post(`/v2/payments/${segment}/refunds`, { headers: auth(), data: { amount: 1 } }), 400, "INVALID_FORMAT", "path");
      await expectEnvelope(await request.get(`/v2/${segment}`, { headers: auth() }), 400, "INVALID_FORMAT", "path");
      await expectEnvelope(await request.get(`/api/dashboard/payments/${segment}`), 400, "INVALID_FORMAT", "path");
      await expectEnvelope(await request.get(`/checkout/${segment}`), 400, "INVALID_FORMAT", "path");
      await expectEnvelope(await request.post(`/checkout/${segment}/pay`, { form: { method: "card" } }), 400, "INVALID_FORMAT", "path");
      await expectEnvelope(await request.get(`/dashboard/payments/${segment}`, { maxRedirects: 0 }), 400, "INVALID_FORMAT", "path");
    });
  }

  test("a query value or key with malformed encoding names the parameter", async ({ request }) => {
    await expectEnvelope(await request.get("/v2/banks?currency=%FF", { headers: auth() }), 400, "INVALID_FORMAT", "currency");
    await expectEnvelope(await request.get("/v2/payment-methods?currency=%ED%A0%80", { headers: auth() }), 400, "INVALID_FORMAT", "currency");
    await expectEnvelope(await request.get("/v2/balances?x=%FF", { headers: auth() }), 400, "INVALID_FORMAT", "x");
    await expectEnvelope(await request.get("/v2/balances?y=1&%E2%82=1", { headers: auth() }), 400, "INVALID_FORMAT");
  });

  test("well-formed encoding still reaches the route (%41 is A, %00 is refused by the route as NUL)", async ({ request }) => {
    const { reference } = await createPayment(request);
    const encoded = reference.replace(/^pay_/, "pay%5F");
    const res = await request.get(`/v2/payments/${encoded}/verify`, { headers: auth() });
    expect(res.status()).toBe(200);
    expect((await res.json()).data).toMatchObject({ gateway_reference: reference, currency: "USD", amount: 12.5 });
    await expectEnvelope(await request.get("/v2/payments/%41bc/verify", { headers: auth() }), 404, "NOT_FOUND");
    await expectEnvelope(await request.get("/v2/payments/pay_%00/verify", { headers: auth() }), 400, "INVALID_FORMAT", "reference");
  });
});

test.describe("Request-Id, Allow and Authorization over real HTTP", () => {
  test("/healthz and /readyz carry a Request-Id (the caller's when sane)", async ({ request }) => {
    for (const url of ["/healthz", "/readyz"]) {
      const res = await request.get(url);
      expect(res.status()).toBe(200);
      expect(res.headers()["request-id"]).toMatch(/^req_/);
      expect((await request.get(url, { headers: { "Request-Id": "lb-probe-1" } })).headers()["request-id"]).toBe("lb-probe-1");
    }
  });

  test("the checkout's form answers carry a Request-Id", async ({ request, baseURL }) => {
    const { token, reference } = await createPayment(request);
    const origin = new URL(baseURL!).origin;
    // confirm=yes: the second step of the cancel; without it the form only asks.
    const ok = await request.post(`/checkout/${token}/cancel`, { headers: { Origin: origin }, form: { confirm: "yes" }, maxRedirects: 0 });
    expect(ok.status()).toBe(303);
    expect(ok.headers()["request-id"]).toMatch(/^req_/);
    for (const form of ["pay", "otp", "another-number", "cancel"]) {
      const foreign = await request.post(`/checkout/${token}/${form}`, { headers: { Origin: "https://evil.example" }, form: { method: "card" }, maxRedirects: 0 });
      expect(foreign.status(), form).toBe(403);
      expect(foreign.headers()["request-id"], form).toMatch(/^req_/);
    }
    const cancelled = await request.get(`/v2/payments/${reference}/verify`, { headers: auth() });
    expect((await cancelled.json()).data.status).toBe("cancelled");
  });

  test("OPTIONS on a /v2 route answers 204 with the same Allow as its 405", async ({ request }) => {
    const options = await request.fetch("/v2/payments/hosted", { method: "OPTIONS" });
    expect(options.status()).toBe(204);
    expect(options.headers()["allow"]).toBe("POST, OPTIONS");
    expect(options.headers()["request-id"]).toMatch(/^req_/);
    const wrong = await request.get("/v2/payments/hosted", { headers: auth() });
    const body = await expectEnvelope(wrong, 405, "METHOD_NOT_ALLOWED");
    expect(wrong.headers()["allow"]).toBe("POST, OPTIONS");
    expect(body.message).toContain("POST, OPTIONS");
    const verifyOptions = await request.fetch("/v2/payments/pay_x/verify", { method: "OPTIONS" });
    expect(verifyOptions.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
    await expectEnvelope(await request.fetch("/v2/no/such/path", { method: "OPTIONS" }), 404, "NOT_FOUND");
  });

  test("Authorization: any-case scheme and several spaces work; a malformed header shows the expected form", async ({ request }) => {
    const key = seed().keys.test.secret;
    for (const header of [`bearer ${key}`, `BEARER  ${key}`, `Bearer \t ${key}`]) {
      const res = await request.get("/v2/balances", { headers: { Authorization: header } });
      expect(res.status(), header.replace(key, "<key>")).toBe(200);
    }
    const bad = await expectEnvelope(await request.get("/v2/balances", { headers: { Authorization: `Bearer:${key}` } }), 401, "UNAUTHORIZED");
    expect(bad.message).toContain("Authorization: Bearer <secret key>");
  });

  test("/login?error=constructor is an unknown error code, not Object's constructor", async ({ page }) => {
    const res = await page.goto("/login?error=constructor");
    expect(res?.status()).toBe(200);
    await expect(page.getByText("Sign-in failed; try again.")).toBeVisible();
  });
});

test.describe("dashboard JSON routes: prototype keys, currency case and NUL (signed in)", () => {
  test("banks, test funds and settings", async ({ page, baseURL }) => {
    const s = seed();
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(s.email);
    await page.getByLabel("Password").fill(s.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const origin = new URL(baseURL!).origin;

    for (const currency of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      await expectEnvelope(await page.request.get(`/api/dashboard/banks?currency=${currency}`), 400, "INVALID_VALUE", "currency");
      await expectEnvelope(await page.request.post("/api/dashboard/balances/test-funds", { headers: { Origin: origin }, data: { currency, amount: 5 } }), 400, "INVALID_VALUE", "currency");
    }
    const djf = await page.request.get("/api/dashboard/banks?currency=djf");
    expect(djf.status()).toBe(200);
    const banks = (await djf.json()).data as { currency: string }[];
    expect(banks.length).toBeGreaterThan(0);
    expect(banks.every((b) => b.currency === "DJF")).toBe(true);

    const funded = await page.request.post("/api/dashboard/balances/test-funds", { headers: { Origin: origin }, data: { currency: "usd", amount: 5 } });
    expect(funded.status()).toBe(201);
    const balances = (await funded.json()).data.balances as { currency: string }[];
    expect(balances.map((b) => b.currency)).toContain("USD");
    expect(balances.map((b) => b.currency)).not.toContain("usd");

    await expectEnvelope(await page.request.patch("/api/dashboard/settings", { headers: { Origin: origin }, data: { name: "Demo\u0000Store" } }), 400, "INVALID_FORMAT", "name");
    await expectEnvelope(await page.request.get("/api/dashboard/payments?limit=%00"), 400, "INVALID_FORMAT", "limit");
  });
});
