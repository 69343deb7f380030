// The page policy proxy.ts sends (lib/http/page-security-headers.ts),
// called as Next calls it, with a real NextRequest. HSTS and upgrade-insecure-requests only when the
// page is served over https: an https PUBLIC_BASE_URL, or X-Forwarded-Proto from a trusted proxy.
// Every route's headers under `next start` are checked in tests/e2e/security-headers.spec.ts.
import "@/tests/support/next-async-storage";
import { afterEach, describe, expect, it } from "vitest";
import { NextRequest, type NextFetchEvent } from "next/server";
import { setupTestDatabase } from "@/tests/support/database";
import { resetEnvForTests } from "@/lib/env";
import { pageHeaders } from "@/lib/http/page-security-headers";
import proxy, { config } from "@/proxy";
import { db } from "@/lib/db";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";

setupTestDatabase();

const saved = { ...process.env };
function configure(vars: Record<string, string>) {
  process.env = { ...saved, ...vars };
  resetEnvForTests();
}
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

const directives = (csp: string) => Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]));

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await proxy(new NextRequest(`http://localhost${path}`, { headers: { host: "localhost", ...headers } }), {} as NextFetchEvent);
  return res as Response;
}

describe("pageHeaders", () => {
  it("a strict nonce policy: no inline or eval scripts, no other origin, never framed", () => {
    const h = pageHeaders({ nonce: "AAAAAAAAAAAAAAAAAAAAAA==" });
    expect(directives(h["Content-Security-Policy"])).toEqual({
      "default-src": "'self'",
      "script-src": "'self' 'nonce-AAAAAAAAAAAAAAAAAAAAAA==' 'strict-dynamic'",
      "style-src": "'self' 'unsafe-inline'",
      "img-src": "'self' data: https:",
      "font-src": "'self'",
      "connect-src": "'self'",
      "form-action": "'self'",
      "frame-src": "'self'",
      "frame-ancestors": "'none'",
      "base-uri": "'none'",
      "object-src": "'none'",
    });
    expect(h).toMatchObject({ "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin" });
    expect(h["Permissions-Policy"]).toContain("camera=()");
    expect(h["Strict-Transport-Security"]).toBeUndefined();
  });

  it("the dashboard's pages alone take blob: images (a chosen file's preview before it is uploaded)", () => {
    expect(directives(pageHeaders({ nonce: "AAAAAAAAAAAAAAAAAAAAAA==", blobImages: true })["Content-Security-Policy"])["img-src"]).toBe("'self' data: https: blob:");
  });

  it("refuses a nonce too short to be unguessable", () => {
    expect(() => pageHeaders({ nonce: "abc" })).toThrow(TypeError);
  });
});

describe("proxy.ts on pages", () => {
  it("a fresh nonce per request, on the response and on the forwarded request Next renders from", async () => {
    configure({ PUBLIC_BASE_URL: "http://localhost" });
    const [a, b] = [await get("/login"), await get("/login")];
    const nonce = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce(a)).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
    expect(nonce(a)).not.toBe(nonce(b));
    // NextResponse.next({ request: { headers } }) passes request headers as x-middleware-request-*.
    expect(a.headers.get("x-middleware-request-content-security-policy")).toBe(a.headers.get("content-security-policy"));
    expect(a.headers.get("x-middleware-request-x-nonce")).toBe(nonce(a));
    expect(a.headers.get("strict-transport-security")).toBeNull();
  });

  it("X-Forwarded-Proto: https from the client adds nothing without TRUST_PROXY", async () => {
    configure({ PUBLIC_BASE_URL: "http://localhost", TRUST_PROXY: "0" });
    const res = await get("/docs", { "x-forwarded-proto": "https" });
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  it("behind a trusted proxy that says https: HSTS and upgrade-insecure-requests", async () => {
    configure({ PUBLIC_BASE_URL: "http://localhost", TRUST_PROXY: "1" });
    const res = await get("/docs", { "x-forwarded-proto": "https" });
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    expect((await get("/docs", { "x-forwarded-proto": "http" })).headers.get("strict-transport-security")).toBeNull();
  });

  it("an https public address: HSTS on pages, the checkout and the sign-in redirect", async () => {
    configure({ PUBLIC_BASE_URL: "https://pay.example.com" });
    for (const path of ["/", "/login", "/checkout/cs_not_a_token", "/checkout/cs_not_a_token/receipt", "/dashboard/settings"]) {
      const res = await get(path);
      expect(res.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
    }
    const redirect = await get("/dashboard/settings");
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get("x-frame-options")).toBe("DENY");
  });

  it("A payment link's page gets the page policy; its image and a ticket's QR code skip the proxy (static headers, next.config.js)", async () => {
    configure({ PUBLIC_BASE_URL: "http://localhost" });
    const page = await get("/l/x7Kq2Mw9Lp3Zt");
    expect(directives(page.headers.get("content-security-policy") ?? "")).toMatchObject({ "default-src": "'self'", "frame-ancestors": "'none'", "form-action": "'self'" });
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    // Next applies the matcher before calling the proxy: as a regular expression, the first entry
    // takes the page and leaves the files to next.config.js's `default-src 'none'`.
    const pages = new RegExp(`^${config.matcher[0]}$`);
    expect(pages.test("/l/x7Kq2Mw9Lp3Zt")).toBe(true);
    expect(pages.test("/l/x7Kq2Mw9Lp3Zt/image")).toBe(false);
    expect(pages.test("/l/tickets/TKT-7Q3K-M9XD/qr.svg")).toBe(false);
  });

  it("the receipt page gets the checkout's policy, not the page policy: nonce CSP, no referrer, the merchant's frame-ancestors", async () => {
    configure({ PUBLIC_BASE_URL: "http://localhost" });
    const shop = await createTestMerchant();
    await db().merchant.update({ where: { id: shop.merchant.id }, data: { embedOrigins: ["https://shop.example"] } });
    const { token } = await createHostedPaymentFor(shop.keys.test.secret);
    const framed = await get(`/checkout/${token}/receipt`);
    const csp = directives(framed.headers.get("content-security-policy") ?? "");
    expect(csp["script-src"]).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{22,}' 'strict-dynamic'$/);
    expect(csp["frame-ancestors"]).toBe("https://shop.example");
    expect(framed.headers.get("referrer-policy")).toBe("no-referrer");
    expect(framed.headers.get("x-frame-options")).toBeNull();
    const unknown = await get("/checkout/cs_test_nosuchtoken000000000000000000000/receipt");
    expect(directives(unknown.headers.get("content-security-policy") ?? "")["frame-ancestors"]).toBe("'none'");
    expect(unknown.headers.get("x-frame-options")).toBe("DENY");
    expect(unknown.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("blob: images on the dashboard's pages and its sign-in redirect, nowhere else", async () => {
    configure({ PUBLIC_BASE_URL: "http://localhost" });
    for (const path of ["/dashboard", "/dashboard/payment-links/new"]) {
      expect(directives((await get(path)).headers.get("content-security-policy") ?? "")["img-src"], path).toBe("'self' data: https: blob:");
    }
    for (const path of ["/", "/login", "/docs", "/l/x7Kq2Mw9Lp3Zt", "/dashboardx", "/checkout/cs_not_a_token"]) {
      expect((await get(path)).headers.get("content-security-policy") ?? "", path).not.toContain("blob:");
    }
  });

  it("API paths pass through untouched (their static headers come from next.config.js)", async () => {
    configure({ PUBLIC_BASE_URL: "https://pay.example.com" });
    for (const path of ["/v2/payments", "/v1/banks", "/api/dashboard/overview"]) {
      const res = await get(path);
      expect(res.headers.get("content-security-policy"), path).toBeNull();
      expect(res.headers.get("strict-transport-security"), path).toBeNull();
    }
  });
});
