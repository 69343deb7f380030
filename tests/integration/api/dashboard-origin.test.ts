// Every state-changing dashboard route checks Origin (CSRF).
// The list is generated from app/api/dashboard (tests/support/app-routes.ts); each route's own
// OPTIONS answer says which methods it implements. Every POST, PUT, PATCH and DELETE is called
// with a valid owner session from another site, with no Origin and with "Origin: null": each is
// refused with 403 before anything runs, and nothing is written. A same-origin call of the same
// method is not refused for its origin (so a route that refuses everything would not pass).
// A new route file joins this test by existing; nothing to add here.
import "@/tests/support/next-async-storage";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { runInRequestScope, sessionCookie } from "@/tests/support/dashboard-session";
import { appRoutes, paramNames, toUrl } from "@/tests/support/app-routes";
import { db } from "@/lib/db";

setupTestDatabase();

const STATE_CHANGING = ["POST", "PUT", "PATCH", "DELETE"];
const SAMPLES = { id: "x_sample", reference: "ref_sample", batch_reference: "pob_sample", virtual_account_id: "va_sample", fileId: "dpf_sample", pm: "pm_sample" };
const routes = appRoutes().filter((r) => r.kind === "route" && r.pattern.startsWith("/api/dashboard/"));

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const load = async (file: string) => (await import(/* @vite-ignore */ `@/${file.replace(/\.ts$/, "")}`)) as Record<string, Handler | undefined>;

let cookie: string;
beforeAll(async () => {
  const owner = await createTestMerchant();
  cookie = await sessionCookie({ userId: owner.user.id, merchantId: owner.merchant.id, role: "owner" });
});

/** Row counts of every table a dashboard write could touch. */
async function snapshot() {
  const d = db();
  return JSON.stringify(
    await Promise.all([
      d.merchant.count(),
      d.user.count(),
      d.membership.count(),
      d.apiKey.findMany({ select: { id: true, revokedAt: true }, orderBy: { id: "asc" } }),
      d.auditLog.count(),
      d.event.count(),
      d.job.count(),
      d.payment.count(),
      d.refund.count(),
      d.payout.count(),
      d.subaccount.count(),
      d.virtualAccount.count(),
      d.webhookEndpoint.count(),
      d.ledgerTransaction.count(),
      d.merchant.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } }),
      d.plan.count(),
      d.subscription.count(),
      d.invoice.count(),
      d.testClock.count(),
    ]),
  );
}

function request(url: string, method: string, origin: string | null) {
  const headers = new Headers({ host: "localhost", cookie, "content-type": "application/json" });
  if (origin !== null) headers.set("origin", origin);
  return new Request(`http://localhost${url}`, { method, headers, body: method === "DELETE" ? undefined : "{}" });
}

describe("state-changing dashboard routes (generated from app/api/dashboard)", () => {
  it("finds the dashboard's route files", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map((r) => [r.pattern, r] as const))("%s refuses a cross-site, missing or null Origin", async (_pattern, route) => {
    const mod = await load(route.file);
    const url = toUrl(route.pattern, SAMPLES);
    const params = Object.fromEntries(paramNames(route.pattern).map((name) => [name, SAMPLES[name as keyof typeof SAMPLES] ?? "x"]));
    expect(mod.OPTIONS, `${route.file} answers OPTIONS (dashboardRoutes)`).toBeTypeOf("function");
    const options = await mod.OPTIONS!(new Request(`http://localhost${url}`, { method: "OPTIONS" }), { params: Promise.resolve(params) });
    const implemented = (options.headers.get("allow") ?? "").split(/,\s*/).filter((m) => STATE_CHANGING.includes(m));
    // Methods exported but not implemented answer 405; the OPTIONS list must not hide an export either.
    for (const method of STATE_CHANGING.filter((m) => !implemented.includes(m) && mod[m])) {
      const res = await runInRequestScope(mod[method]!, request(url, method, "https://evil.example"), params);
      expect(res.status, `${method} ${route.file} is not in Allow, so it must be 405`).toBe(405);
    }
    for (const method of implemented) {
      for (const origin of ["https://evil.example", "http://localhost.evil.example", null, "null"]) {
        const before = await snapshot();
        const res = await runInRequestScope(mod[method]!, request(url, method, origin), params);
        const what = `${method} ${url} with Origin ${origin}`;
        expect(res.status, what).toBe(403);
        const body = await res.json();
        expect(body.error.code, what).toBe("UNAUTHORIZED");
        expect(body.message, what).toMatch(/Cross-origin request refused/);
        expect(await snapshot(), `${what} wrote nothing`).toBe(before);
      }
      const same = await runInRequestScope(mod[method]!, request(url, method, "http://localhost"), params);
      const body = same.headers.get("content-type")?.includes("json") ? await same.json() : {};
      expect(body.message ?? "", `${method} ${url} same-origin is not refused for its Origin`).not.toMatch(/Cross-origin/);
    }
  });
});
