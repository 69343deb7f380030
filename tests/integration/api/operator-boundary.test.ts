// The boundary between the operator's realm and the merchants' (docs/operator.md "Sign-in and
// sessions"), on every route of the console, read from app/api/operator (tests/support/app-routes.ts):
// a new route file joins this test by existing.
//   - every method a route implements is built by withOperator, so it names the permission it needs;
//   - without an operator session every non-public method is 401, and so it is with what a merchant
//     holds instead (a dashboard session cookie, a secret API key): neither opens the console;
//   - a state-changing method from another origin is refused before anything runs (403);
//   - each role is refused (403) every method its permissions do not grant;
//   - the other way, an operator's session grants nothing on the merchants' dashboard routes: every
//     one of them answers an operator's cookie exactly as it answers no cookie at all.
//   - the operator API (/v2/operator, from the OpenAPI operations) takes only operator API keys, and no
//     merchant operation of /v2 takes one.
// Every refusal writes nothing (operator and merchant audit logs, merchants, operators, sessions).
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { runInRequestScope, sessionCookie } from "@/tests/support/dashboard-session";
import { appRoutes, paramNames, toUrl } from "@/tests/support/app-routes";
import { createSignedInOperator, type TestOperator } from "@/tests/integration/operator/operator-helpers";
import { OPERATOR_ROLES, operatorMay, type OperatorAction, type OperatorRole } from "@/lib/catalog/operator-permissions";
import { db } from "@/lib/db";
import { API_OPERATIONS } from "@/lib/openapi/operations";
import { newOperatorApiKey } from "@/tests/contract-cases/operator";

setupTestDatabase();

type Handler = ((req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>) & { operatorPermission?: OperatorAction | "public" };
const load = async (file: string) => (await import(/* @vite-ignore */ `@/${file.replace(/\.ts$/, "")}`)) as Record<string, Handler | undefined>;

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const STATE_CHANGING = ["POST", "PUT", "PATCH", "DELETE"];
const operatorRoutes = appRoutes().filter((r) => r.kind === "route" && r.pattern.startsWith("/api/operator/"));
const dashboardRoutes = appRoutes().filter((r) => r.kind === "route" && r.pattern.startsWith("/api/dashboard/"));

/** A sample for every dynamic segment of every route: unknown ids, so nothing real is reached. */
const SAMPLES = Object.fromEntries([...operatorRoutes, ...dashboardRoutes].flatMap((r) => paramNames(r.pattern)).map((name) => [name, `${name}_sample`]));
const paramsOf = (pattern: string) => Object.fromEntries(paramNames(pattern).map((name) => [name, SAMPLES[name]]));

let roles: Record<OperatorRole, TestOperator>;
let merchantCookie: string;
let merchantKey: string;

beforeAll(async () => {
  const entries = [];
  for (const role of OPERATOR_ROLES) entries.push([role, await createSignedInOperator(role)] as const);
  roles = Object.fromEntries(entries) as Record<OperatorRole, TestOperator>;
  const owner = await createTestMerchant();
  merchantCookie = await sessionCookie({ userId: owner.user.id, merchantId: owner.merchant.id, role: "owner" });
  merchantKey = owner.keys.test.secret;
});

/** What a refused call could have written. */
async function snapshot() {
  const d = db();
  return JSON.stringify(
    await Promise.all([
      d.operatorAuditLog.count(),
      d.auditLog.count(),
      d.operator.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } }),
      d.operatorSession.count(),
      d.operatorAssignment.count(),
      d.merchant.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } }),
      d.processorConnection.count(),
      d.job.count(),
      d.riskRule.count(),
    ]),
  );
}

function request(url: string, method: string, opts: { cookie?: string; bearer?: string; origin?: string | null } = {}) {
  const headers = new Headers({ host: "localhost", "content-type": "application/json", "user-agent": "vitest" });
  if (opts.origin !== null) headers.set("origin", opts.origin ?? "http://localhost");
  if (opts.cookie) headers.set("cookie", opts.cookie);
  if (opts.bearer) headers.set("authorization", `Bearer ${opts.bearer}`);
  return new Request(`http://localhost${url}`, { method, headers, body: method === "GET" || method === "DELETE" ? undefined : "{}" });
}

/** The methods a route implements, as its OPTIONS answer lists them. */
async function implemented(mod: Record<string, Handler | undefined>, url: string, params: Record<string, string>) {
  const options = await mod.OPTIONS!(new Request(`http://localhost${url}`, { method: "OPTIONS" }), { params: Promise.resolve(params) });
  return (options.headers.get("allow") ?? "").split(/,\s*/).filter((m) => METHODS.includes(m));
}

const cases = operatorRoutes.map((r) => [r.pattern, r] as const);

describe("the console's routes (generated from app/api/operator)", () => {
  it("finds the console's route files", () => {
    expect(operatorRoutes.length).toBeGreaterThan(10);
  });

  it.each(cases)("%s: every method names its permission, and opens for no one but a signed-in operator", async (_pattern, route) => {
    const mod = await load(route.file);
    const url = toUrl(route.pattern, SAMPLES);
    const params = paramsOf(route.pattern);
    const methods = await implemented(mod, url, params);
    expect(methods.length, `${route.file} implements a method`).toBeGreaterThan(0);
    for (const method of methods) {
      const permission = mod[method]!.operatorPermission;
      expect(permission, `${method} ${route.file} is built by withOperator`).toBeDefined();
      if (permission === "public") continue;
      for (const [who, credentials] of [
        ["no credentials", {}],
        ["a merchant's dashboard session", { cookie: merchantCookie }],
        ["a merchant's secret key", { bearer: merchantKey }],
        ["a forged operator cookie", { cookie: "gateway_operator=ops_forged" }],
      ] as const) {
        const before = await snapshot();
        const res = await mod[method]!(request(url, method, credentials), { params: Promise.resolve(params) });
        expect(res.status, `${method} ${url} with ${who}`).toBe(401);
        expect((await res.json()).error.code).toBe("UNAUTHORIZED");
        expect(await snapshot(), `${method} ${url} with ${who} wrote nothing`).toBe(before);
      }
    }
  });

  it.each(cases)("%s: a change from another origin is refused before anything runs", async (_pattern, route) => {
    const mod = await load(route.file);
    const url = toUrl(route.pattern, SAMPLES);
    const params = paramsOf(route.pattern);
    for (const method of (await implemented(mod, url, params)).filter((m) => STATE_CHANGING.includes(m))) {
      for (const origin of ["https://evil.example", "http://localhost.evil.example", null, "null"]) {
        const before = await snapshot();
        const res = await mod[method]!(request(url, method, { cookie: roles.administrator.cookie, origin }), { params: Promise.resolve(params) });
        expect(res.status, `${method} ${url} with Origin ${origin}`).toBe(403);
        expect((await res.json()).message).toMatch(/Cross-origin request refused/);
        expect(await snapshot()).toBe(before);
      }
    }
  });

  it.each(cases)("%s: each role is refused what its permissions do not grant", async (_pattern, route) => {
    const mod = await load(route.file);
    const url = toUrl(route.pattern, SAMPLES);
    const params = paramsOf(route.pattern);
    for (const method of await implemented(mod, url, params)) {
      const permission = mod[method]!.operatorPermission!;
      if (permission === "public") continue;
      for (const role of OPERATOR_ROLES.filter((r) => !operatorMay(r, permission))) {
        const before = await snapshot();
        const res = await mod[method]!(request(url, method, { cookie: roles[role].cookie }), { params: Promise.resolve(params) });
        expect(res.status, `${method} ${url} as ${role} (needs ${permission})`).toBe(403);
        expect(await snapshot()).toBe(before);
      }
    }
  });
});

describe("the merchants' dashboard routes (generated from app/api/dashboard)", () => {
  it("an operator's session opens none of them: each answers it as it answers no cookie", async () => {
    expect(dashboardRoutes.length).toBeGreaterThan(40);
    for (const route of dashboardRoutes) {
      const mod = await load(route.file);
      const url = toUrl(route.pattern, SAMPLES);
      const params = paramsOf(route.pattern);
      for (const method of await implemented(mod, url, params)) {
        const before = await snapshot();
        const anonymous = await runInRequestScope(mod[method]!, request(url, method), params);
        const asOperator = await runInRequestScope(mod[method]!, request(url, method, { cookie: roles.administrator.cookie }), params);
        expect(asOperator.status, `${method} ${url}`).toBe(anonymous.status);
        expect((await asOperator.json()).error?.code, `${method} ${url}`).toBe((await anonymous.json()).error?.code);
        expect(await snapshot(), `${method} ${url} wrote nothing`).toBe(before);
      }
    }
  });
});

describe("the operator API and the merchants' API (generated from the OpenAPI operations)", () => {
  const routeFile = (path: string) => `app${path.replace(/\{([^}]+)\}/g, "[$1]")}/route.ts`;
  const pathOf = (path: string) => path.replace(/\{([^}]+)\}/g, (_, name: string) => `${name}_sample`);
  const paramsOfPath = (path: string) => Object.fromEntries([...path.matchAll(/\{([^}]+)\}/g)].map((m) => [m[1], `${m[1]}_sample`]));
  const operatorOps = API_OPERATIONS.filter((op) => op.operatorApi);
  const merchantOps = API_OPERATIONS.filter((op) => !op.operatorApi && !op.public && !op.path.startsWith("/v2/processor-callbacks/"));

  it("every /v2/operator operation is marked as the operator API's, and only those are", () => {
    expect(operatorOps.length).toBeGreaterThanOrEqual(4);
    expect(API_OPERATIONS.filter((op) => op.path.startsWith("/v2/operator/")).map((op) => op.operationId)).toEqual(operatorOps.map((op) => op.operationId));
  });

  it("no merchant key opens an operator API operation", async () => {
    for (const op of operatorOps) {
      const mod = await load(routeFile(op.path));
      expect((mod[op.method.toUpperCase()] as { operatorApi?: boolean }).operatorApi, `${op.operationId} is built by withOperatorApi`).toBe(true);
      for (const bearer of [merchantKey, undefined]) {
        const before = await snapshot();
        const res = await mod[op.method.toUpperCase()]!(request(pathOf(op.path), op.method.toUpperCase(), { bearer }), { params: Promise.resolve(paramsOfPath(op.path)) });
        expect(res.status, `${op.operationId} with ${bearer ? "a merchant's key" : "no key"}`).toBe(401);
        expect(await snapshot()).toBe(before);
      }
    }
  });

  it("no operator API key opens a merchant operation", async () => {
    const operatorKey = (await newOperatorApiKey()).key;
    expect(merchantOps.length).toBeGreaterThan(50);
    for (const op of merchantOps) {
      const mod = await load(routeFile(op.path));
      const before = await snapshot();
      const res = await mod[op.method.toUpperCase()]!(request(pathOf(op.path), op.method.toUpperCase(), { bearer: operatorKey }), { params: Promise.resolve(paramsOfPath(op.path)) });
      expect(res.status, `${op.method.toUpperCase()} ${op.path} with an operator API key`).toBe(401);
      expect(await snapshot()).toBe(before);
    }
  });
});
