// The dashboard's session cookie as next-auth writes it at
// sign-in (HttpOnly, SameSite=Lax, Secure over https, a short idle lifetime), its sliding
// renewal through GET /api/auth/session and the absolute limit that renewals cannot pass, and
// the API (/v2 and /v1, every route file) ignoring a valid session cookie entirely.
// Real next-auth route handler, real credentials, real database; nothing of ours is replaced.
// Next's request scope must exist before next/server loads (see the support file).
import "@/tests/support/next-async-storage";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { callAsUser, runInRequestScope, sessionCookie } from "@/tests/support/dashboard-session";
import { appRoutes, toUrl } from "@/tests/support/app-routes";
import { env, resetEnvForTests } from "@/lib/env";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from "@/lib/auth/session";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { GET as overview } from "@/app/api/dashboard/overview/route";

setupTestDatabase();

type Owner = Awaited<ReturnType<typeof createTestMerchant>>;
let owner: Owner;
beforeAll(async () => {
  owner = await createTestMerchant();
});

const saved = { ...process.env };
function configure(publicBaseUrl: string) {
  process.env = { ...saved, PUBLIC_BASE_URL: publicBaseUrl, NEXTAUTH_URL: publicBaseUrl };
  resetEnvForTests();
}
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

type AuthHandler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

/** One request to /api/auth/<action>, as Next would hand it to the route. */
function auth(handler: AuthHandler, base: string, action: string[], init: { cookie?: string; form?: Record<string, string> } = {}) {
  const headers = new Headers({ host: new URL(base).host });
  if (init.cookie) headers.set("cookie", init.cookie);
  let body: string | undefined;
  if (init.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(init.form).toString();
  }
  const req = new NextRequest(`${base}/api/auth/${action.join("/")}`, { method: init.form ? "POST" : "GET", headers, body });
  return runInRequestScope(handler as never, req, { nextauth: action }) as Promise<Response>;
}

type Cookie = { name: string; value: string; attributes: Map<string, string | true> };
function parseSetCookies(res: Response): Cookie[] {
  return res.headers.getSetCookie().map((line) => {
    const [pair, ...attrs] = line.split(/;\s*/);
    const eq = pair.indexOf("=");
    const attributes = new Map<string, string | true>();
    for (const a of attrs) {
      const i = a.indexOf("=");
      attributes.set((i < 0 ? a : a.slice(0, i)).toLowerCase(), i < 0 ? true : a.slice(i + 1));
    }
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
  });
}

/** Signs in with e-mail and password through next-auth's credentials callback; answers the session cookie. */
async function signIn(base: string, password = owner.password): Promise<Cookie | undefined> {
  const csrf = await auth(authGet, base, ["csrf"]);
  expect(csrf.status).toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = parseSetCookies(csrf).find((c) => c.name.endsWith("next-auth.csrf-token"))!;
  const res = await auth(authPost, base, ["callback", "credentials"], {
    cookie: `${csrfCookie.name}=${csrfCookie.value}`,
    form: { csrfToken, email: owner.user.email, password, json: "true" },
  });
  return parseSetCookies(res).find((c) => c.name.endsWith("next-auth.session-token"));
}

function expiresInSeconds(cookie: Cookie): number {
  return (Date.parse(String(cookie.attributes.get("expires"))) - Date.now()) / 1000;
}

describe("the session cookie written at sign-in", () => {
  it("over http: HttpOnly, SameSite=Lax, Path=/, not Secure, expiring after the idle lifetime", async () => {
    configure("http://localhost");
    const cookie = await signIn("http://localhost");
    expect(cookie?.name).toBe("next-auth.session-token");
    expect(cookie!.attributes.get("httponly")).toBe(true);
    expect(String(cookie!.attributes.get("samesite")).toLowerCase()).toBe("lax");
    expect(cookie!.attributes.get("path")).toBe("/");
    expect(cookie!.attributes.has("secure")).toBe(false);
    expect(expiresInSeconds(cookie!)).toBeGreaterThan(SESSION_IDLE_SECONDS - 60);
    expect(expiresInSeconds(cookie!)).toBeLessThanOrEqual(SESSION_IDLE_SECONDS + 1);
    expect(SESSION_IDLE_SECONDS).toBeLessThanOrEqual(8 * 3600);
  });

  it("over https (production): the same, Secure and __Secure- prefixed", async () => {
    configure("https://pay.example.com");
    const cookie = await signIn("https://pay.example.com");
    expect(cookie?.name).toBe("__Secure-next-auth.session-token");
    expect(cookie!.attributes.get("secure")).toBe(true);
    expect(cookie!.attributes.get("httponly")).toBe(true);
    expect(String(cookie!.attributes.get("samesite")).toLowerCase()).toBe("lax");
  });

  it("a wrong password writes no session cookie", async () => {
    configure("http://localhost");
    expect(await signIn("http://localhost", "not the password")).toBeUndefined();
  });
});

describe("sliding renewal and the absolute limit", () => {
  const base = "http://localhost";
  const sessionOf = async (cookie: string) => {
    const res = await auth(authGet, base, ["session"], { cookie });
    return { res, body: (await res.json()) as { userId?: string }, cookie: parseSetCookies(res).find((c) => c.name === "next-auth.session-token") };
  };

  it("GET /api/auth/session re-issues the cookie with a fresh idle expiry, and the renewed cookie works", async () => {
    configure(base);
    const user = { userId: owner.user.id, merchantId: owner.merchant.id, role: "owner" as const };
    // Signed in an hour ago with a token about to expire: renewal pushes it a full idle lifetime out.
    const oneHourAgo = Math.floor(Date.now() / 1000) - 3600;
    const token = await encode({ token: { sub: user.userId, ...user, authTime: oneHourAgo }, secret: env().nextAuthSecret, maxAge: 60 });
    const renewed = await sessionOf(`next-auth.session-token=${token}`);
    expect(renewed.body.userId).toBe(owner.user.id);
    expect(renewed.cookie).toBeDefined();
    expect(renewed.cookie!.attributes.get("httponly")).toBe(true);
    expect(expiresInSeconds(renewed.cookie!)).toBeGreaterThan(SESSION_IDLE_SECONDS - 60);
    const again = await sessionOf(`next-auth.session-token=${renewed.cookie!.value}`);
    expect(again.body.userId).toBe(owner.user.id);
  });

  it("renewal stops at the absolute limit: no session, the cookie cleared, and dashboard routes answer 401", async () => {
    configure(base);
    const user = { userId: owner.user.id, merchantId: owner.merchant.id, role: "owner" as const };
    const signedInLongAgo = Math.floor(Date.now() / 1000) - SESSION_ABSOLUTE_SECONDS - 5;
    const cookie = await sessionCookie(user, "test", signedInLongAgo);
    const answer = await sessionOf(cookie);
    expect(answer.body.userId).toBeUndefined();
    expect(answer.cookie?.value ?? "").toBe("");
    // The control: the same user signed in just now is served.
    expect((await callAsUser(overview as never, user, { path: "/api/dashboard/overview" })).status).toBe(200);
    const old = await runInRequestScope(overview as never, new Request("http://localhost/api/dashboard/overview", { headers: { host: "localhost", cookie } }), {});
    expect(old.status).toBe(401);
  });

  it("an idle session (its JWT expired) is no session", async () => {
    configure(base);
    const token = await encode({
      token: { sub: owner.user.id, userId: owner.user.id, merchantId: owner.merchant.id, role: "owner", authTime: Math.floor(Date.now() / 1000) },
      secret: env().nextAuthSecret,
      // Past next-auth's 15 s clock tolerance.
      maxAge: -60,
    });
    const res = await runInRequestScope(overview as never, new Request("http://localhost/api/dashboard/overview", { headers: { host: "localhost", cookie: `next-auth.session-token=${token}` } }), {});
    expect(res.status).toBe(401);
  });
});

describe("the API ignores cookies entirely (every /v2 and /v1 route file)", () => {
  const routes = appRoutes().filter((r) => r.kind === "route" && /^\/v[12](\/|$)/.test(r.pattern));
  it("finds the API's route files", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map((r) => [r.pattern, r] as const))("%s: a valid dashboard session cookie and no key is 401", async (_pattern, route) => {
    configure("http://localhost");
    const cookie = await sessionCookie({ userId: owner.user.id, merchantId: owner.merchant.id, role: "owner" });
    const url = toUrl(route.pattern, { path: "payments", reference: "ref", tx_ref: "ref", batch_reference: "pob_x", id: "x", virtual_account_id: "va_x", token: "x", pm: "pm_x", importId: "rli_x", value: "x", merchantId: "mch_x" });
    const mod = (await import(/* @vite-ignore */ `@/${route.file.replace(/\.ts$/, "")}`)) as Record<string, (req: Request, ctx: unknown) => Promise<Response>>;
    const params = Object.fromEntries([...route.pattern.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((m) => [m[2], m[1] ? ["payments"] : url.split("/").at(-1)]));
    // The methods the route implements (its OPTIONS answer lists them; a plain export otherwise).
    const options = mod.OPTIONS ? await mod.OPTIONS(new Request(`http://localhost${url}`, { method: "OPTIONS" }), { params: Promise.resolve(params) }) : null;
    const allow = options?.headers.get("allow")?.split(/,\s*/) ?? ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => mod[m]);
    const methods = allow.filter((m) => ["GET", "POST", "PUT", "PATCH", "DELETE"].includes(m));
    expect(methods.length, route.file).toBeGreaterThan(0);
    for (const method of methods) {
      const req = new Request(`http://localhost${url}`, {
        method,
        headers: { host: "localhost", origin: "http://localhost", cookie, ...(method === "GET" || method === "DELETE" ? {} : { "content-type": "application/json" }) },
        body: method === "GET" || method === "DELETE" ? undefined : "{}",
      });
      const res = await runInRequestScope(mod[method] as never, req, params);
      const what = `${method} ${url} (${route.file})`;
      // The OpenAPI document is public; the catch-alls answer 404 for a path that names nothing.
      if (route.pattern === "/v2/openapi.json") expect(res.status, what).toBe(200);
      // A processor's callback takes no key and no cookie: the token names the connection, and "x" names none.
      else if (route.pattern === "/v2/processor-callbacks/[token]") expect(res.status, what).toBe(404);
      else if (route.pattern.endsWith("[...path]")) expect([401, 404], what).toContain(res.status);
      else expect(res.status, what).toBe(401);
    }
  });
});
