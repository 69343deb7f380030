// The checkout's security headers: a strict nonce CSP, no referrer, and framing
// limited to the merchant's embed origins (X-Frame-Options: DENY when there are none).
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { checkoutHeaders, checkoutProxyHeaders, clearEmbedOriginsCache } from "@/lib/checkout/security-headers";

setupTestDatabase();

let plain: { token: string };
let embeddable: { token: string; merchantId: string };
beforeAll(async () => {
  plain = await createHostedPaymentFor((await createTestMerchant()).keys.test.secret);
  const shop = await createTestMerchant();
  await db().merchant.update({ where: { id: shop.merchant.id }, data: { embedOrigins: ["https://shop.example", "http://localhost:8080/", "not an origin; script-src *"] } });
  embeddable = { ...(await createHostedPaymentFor(shop.keys.test.secret)), merchantId: shop.merchant.id };
});

const directives = (csp: string) => Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]));

describe("checkoutHeaders", () => {
  it("no embed origins: frame-ancestors 'none' and X-Frame-Options DENY", () => {
    const h = checkoutHeaders({ nonce: "AAAAAAAAAAAAAAAAAAAAAA==", embedOrigins: [] });
    const csp = directives(h["Content-Security-Policy"]);
    expect(csp).toMatchObject({
      "default-src": "'self'",
      "script-src": "'self' 'nonce-AAAAAAAAAAAAAAAAAAAAAA==' 'strict-dynamic'",
      "style-src": "'self' 'unsafe-inline'",
      "img-src": "'self' https: data:",
      "form-action": "'self'",
      "frame-ancestors": "'none'",
      "base-uri": "'none'",
      "object-src": "'none'",
    });
    expect(h).toMatchObject({ "Referrer-Policy": "no-referrer", "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff" });
    expect(h["Content-Security-Policy"]).not.toContain("unsafe-eval");
  });

  it("embed origins become frame-ancestors (normalised, invalid ones dropped) and X-Frame-Options goes", () => {
    const h = checkoutHeaders({ nonce: "AAAAAAAAAAAAAAAAAAAAAA==", embedOrigins: ["https://shop.example/", "https://a.example:8443", "https://evil.example; script-src *", "javascript:alert(1)"] });
    expect(directives(h["Content-Security-Policy"])["frame-ancestors"]).toBe("https://shop.example https://a.example:8443");
    expect(h["X-Frame-Options"]).toBeUndefined();
  });

  it("development adds 'unsafe-eval' (React's dev build); https adds upgrade-insecure-requests; a bad nonce is refused", () => {
    expect(checkoutHeaders({ nonce: "AAAAAAAAAAAAAAAAAAAAAA==", embedOrigins: [], dev: true })["Content-Security-Policy"]).toContain("'strict-dynamic' 'unsafe-eval'");
    expect(checkoutHeaders({ nonce: "AAAAAAAAAAAAAAAAAAAAAA==", embedOrigins: [], upgradeInsecureRequests: true })["Content-Security-Policy"]).toMatch(/upgrade-insecure-requests$/);
    expect(() => checkoutHeaders({ nonce: "x' 'unsafe-inline", embedOrigins: [] })).toThrow(TypeError);
  });
});

describe("checkoutProxyHeaders", () => {
  it("a fresh nonce per request, in the CSP", async () => {
    const a = await checkoutProxyHeaders(plain.token);
    const b = await checkoutProxyHeaders(plain.token);
    expect(a.nonce).not.toBe(b.nonce);
    expect(Buffer.from(a.nonce, "base64")).toHaveLength(16);
    expect(a.headers["Content-Security-Policy"]).toContain(`'nonce-${a.nonce}'`);
  });

  it("looks up the merchant's embed origins by token", async () => {
    expect(directives((await checkoutProxyHeaders(plain.token)).headers["Content-Security-Policy"])["frame-ancestors"]).toBe("'none'");
    const h = (await checkoutProxyHeaders(embeddable.token)).headers;
    expect(directives(h["Content-Security-Policy"])["frame-ancestors"]).toBe("https://shop.example http://localhost:8080");
    expect(h["X-Frame-Options"]).toBeUndefined();
  });

  it("unknown and malformed tokens get the strictest policy", async () => {
    for (const token of ["cs_test_000000000000000000000000000000000", "../../etc", ""]) {
      const h = (await checkoutProxyHeaders(token)).headers;
      expect(h["X-Frame-Options"]).toBe("DENY");
      expect(directives(h["Content-Security-Policy"])["frame-ancestors"]).toBe("'none'");
    }
  });

  it("caches the lookup for a while (a settings change shows after the cache is cleared or ~30 s)", async () => {
    clearEmbedOriginsCache();
    await checkoutProxyHeaders(embeddable.token);
    await db().merchant.update({ where: { id: embeddable.merchantId }, data: { embedOrigins: [] } });
    expect((await checkoutProxyHeaders(embeddable.token)).headers["X-Frame-Options"]).toBeUndefined();
    clearEmbedOriginsCache();
    expect((await checkoutProxyHeaders(embeddable.token)).headers["X-Frame-Options"]).toBe("DENY");
  });
});
