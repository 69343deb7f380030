// Section 3: X-Forwarded-Host decides nothing unless the operator says a proxy is in
// front (TRUST_PROXY=1). Real route handlers: the checkout's cancel form and the dashboard's
// sign-up, both guarded by the shared Origin comparison, with a forged header both ways.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { env, resetEnvForTests } from "@/lib/env";
import { POST as cancel } from "@/app/checkout/[token]/cancel/route";
import { POST as signup } from "@/app/api/dashboard/signup/route";

setupTestDatabase();

const saved = { ...process.env };
function configure(trustProxy: "0" | "1" | undefined) {
  process.env = { ...saved, PUBLIC_BASE_URL: "https://pay.example.com" };
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
  resetEnvForTests();
}
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

let key: string;
beforeAll(async () => {
  key = (await createTestMerchant()).keys.test.secret;
});

// The attacker's page at evil.example posts to the server's internal address and adds the
// header a proxy would, naming its own host.
const forged = { origin: "https://evil.example", host: "10.0.0.5:3000", "x-forwarded-host": "evil.example", "sec-fetch-site": "same-origin" };
// What a trusted proxy forwards when it serves the site under a second name (shop-proxy.example).
const proxied = { origin: "https://shop-proxy.example", host: "10.0.0.5:3000", "x-forwarded-host": "shop-proxy.example", "sec-fetch-site": "same-origin" };

async function cancelForm(token: string, headers: Record<string, string>) {
  const request = new Request(`http://10.0.0.5:3000/checkout/${token}/cancel`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "confirm=yes", // The second, confirming step
  });
  return cancel(request, { params: Promise.resolve({ token }) });
}

const status = async (reference: string) => (await db().payment.findUniqueOrThrow({ where: { id: reference } })).status;
const signupBody = () => ({ name: "Proxy Test Co", email: `proxy-${Math.random().toString(36).slice(2)}@example.test`, password: "long enough password" });

describe("TRUST_PROXY", () => {
  it("is off unless set to 1", () => {
    configure(undefined);
    expect(env().trustProxy).toBe(false);
    configure("1");
    expect(env().trustProxy).toBe(true);
    process.env.TRUST_PROXY = "yes";
    resetEnvForTests();
    expect(() => env()).toThrow(/TRUST_PROXY/);
  });

  describe("without TRUST_PROXY", () => {
    it("the checkout refuses a form whose Origin matches only a forged X-Forwarded-Host, and changes nothing", async () => {
      configure(undefined);
      const p = await createHostedPaymentFor(key);
      const res = await cancelForm(p.token, forged);
      expect(res.status).toBe(403);
      expect(await res.text()).toMatch(/Forbidden/);
      expect(await status(p.reference)).toBe("pending");
    });

    it("the checkout still accepts its configured public URL and the Host it was sent to", async () => {
      configure("0");
      const viaPublicUrl = await createHostedPaymentFor(key);
      const res = await cancelForm(viaPublicUrl.token, { origin: "https://pay.example.com", host: "10.0.0.5:3000", "sec-fetch-site": "same-origin" });
      expect(res.status).toBe(303);
      expect(await status(viaPublicUrl.reference)).toBe("cancelled");

      const viaHost = await createHostedPaymentFor(key);
      const res2 = await cancelForm(viaHost.token, { origin: "http://10.0.0.5:3000", host: "10.0.0.5:3000", "sec-fetch-site": "same-origin" });
      expect(res2.status).toBe(303);
      expect(await status(viaHost.reference)).toBe("cancelled");
    });

    it("the dashboard refuses a sign-up whose Origin matches only a forged X-Forwarded-Host, and creates nothing", async () => {
      configure(undefined);
      const body = signupBody();
      const res = await signup(apiRequest("/api/dashboard/signup", { body, headers: forged }));
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ status: "error", error: { code: "UNAUTHORIZED" } });
      expect(await db().user.count({ where: { email: body.email } })).toBe(0);
    });
  });

  describe("with TRUST_PROXY=1", () => {
    it("the checkout accepts a form whose Origin is the host the proxy forwarded", async () => {
      configure("1");
      const p = await createHostedPaymentFor(key);
      const res = await cancelForm(p.token, proxied);
      expect(res.status).toBe(303);
      expect(await status(p.reference)).toBe("cancelled");
    });

    it("the dashboard accepts a sign-up whose Origin is the host the proxy forwarded", async () => {
      configure("1");
      const body = signupBody();
      const res = await signup(apiRequest("/api/dashboard/signup", { body, headers: proxied }));
      expect(res.status).toBe(201);
      expect((await res.json()).data).toMatchObject({ business_name: "Proxy Test Co" });
      expect(await db().user.count({ where: { email: body.email } })).toBe(1);
    });

    it("still refuses an Origin that names neither the forwarded host nor the public URL", async () => {
      configure("1");
      const p = await createHostedPaymentFor(key);
      const res = await cancelForm(p.token, { ...proxied, origin: "https://evil.example" });
      expect(res.status).toBe(403);
      expect(await status(p.reference)).toBe("pending");
    });
  });
});
