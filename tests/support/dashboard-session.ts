// Calls a dashboard route handler as a signed-in user would: a real next-auth session cookie
// (the JWT signed with the app's secret, as next-auth writes it at sign-in) and the request
// scope Next gives route handlers, so getServerSession and cookies() read this request.
// Nothing of ours is replaced: withDashboard, the session lookup and the membership check run.
import { encode } from "next-auth/jwt";
import "@/tests/support/next-async-storage";
import { createRequire } from "node:module";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { newId } from "@/lib/ids";
import { MODE_COOKIE, type DashboardMode } from "@/lib/catalog/modes";
import type { DashboardRole } from "@/lib/catalog/permissions";
import { hashPassword } from "@/lib/crypto/passwords";
import { sessionCookieName } from "@/lib/auth/session";
import { randomBase62 } from "@/lib/ids";

export type SessionUser = { userId: string; merchantId: string; role: DashboardRole };

/** `authTime` (seconds) backdates the sign-in, for the absolute session limit's tests. */
export async function sessionCookie(user: SessionUser, mode: DashboardMode = "test", authTime = Math.floor(Date.now() / 1000)): Promise<string> {
  const token = await encode({
    token: { sub: user.userId, userId: user.userId, merchantId: user.merchantId, role: user.role, authTime },
    secret: env().nextAuthSecret,
  });
  return `${sessionCookieName(env().publicBaseUrl.startsWith("https://"))}=${token}; ${MODE_COOKIE}=${mode}`;
}

/** A second user of a merchant with the given role (the first, from createMerchant, is the owner). */
export async function addMember(merchantId: string, role: DashboardRole): Promise<SessionUser> {
  const user = await db().user.create({
    data: { id: newId("usr"), email: `${role}-${randomBase62(6).toLowerCase()}@example.test`, passwordHash: await hashPassword("irrelevant password") },
  });
  await db().membership.create({ data: { id: newId("mem"), userId: user.id, merchantId, role } });
  return { userId: user.id, merchantId, role };
}

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

type CallOptions = {
  path: string;
  method?: string;
  body?: unknown;
  rawBody?: string;
  params?: Record<string, string>;
  mode?: DashboardMode;
  /** More request headers (a client address, a user agent). */
  headers?: Record<string, string>;
};

/** A same-origin JSON request from the dashboard, run inside Next's request scope. */
export async function callAsUser(
  handler: Handler,
  user: SessionUser,
  opts: CallOptions,
): Promise<{
  status: number;
  json: {
    status: string;
    message: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its route's own shape
    data?: any;
    error?: { code: string; details: unknown };
  };
}> {
  const res = await responseAsUser(handler, user, opts);
  return { status: res.status, json: await res.json() };
}

/** The same request, answering the Response itself (a download such as the payments CSV). */
export async function responseAsUser(handler: Handler, user: SessionUser, opts: CallOptions): Promise<Response> {
  const headers = new Headers({
    host: "localhost",
    origin: "http://localhost",
    cookie: await sessionCookie(user, opts.mode),
    ...opts.headers,
  });
  const body = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  if (body !== undefined) headers.set("content-type", "application/json");
  const req = new Request(`http://localhost${opts.path}`, { method: opts.method ?? (body === undefined ? "GET" : "POST"), headers, body });
  return runInRequestScope(handler, req, opts.params ?? {});
}

/** Any route handler called with `req` inside the request scope Next gives route handlers (cookies(), headers()). */
export function runInRequestScope<P>(handler: (req: Request, ctx: { params: Promise<P> }) => Promise<Response>, req: Request, params: P): Promise<Response> {
  const url = new URL(req.url);
  const { workAsyncStorage, workUnitAsyncStorage, createRequestStoreForAPI } = nextRequestScope();
  const store = createRequestStoreForAPI(req as never, { pathname: url.pathname, search: url.search }, { tags: [], expirationsByCacheKind: new Map() } as never, undefined, undefined as never);
  // The route's work store, as Next's route module gives a dynamic route handler.
  const work = { route: url.pathname, page: url.pathname, forceStatic: false, dynamicShouldError: false, isStaticGeneration: false };
  return workAsyncStorage.run(work, () => workUnitAsyncStorage.run(store, () => handler(req, { params: Promise.resolve(params) })));
}

/**
 * Next's request scope, through Node's own require: the same module instances that next-auth
 * and next/headers load (tests/support/next-async-storage.ts must have run before Next loads).
 */
function nextRequestScope() {
  const require = createRequire(import.meta.url);
  const { workUnitAsyncStorage } = require("next/dist/server/app-render/work-unit-async-storage.external");
  const { workAsyncStorage } = require("next/dist/server/app-render/work-async-storage.external");
  const { createRequestStoreForAPI } = require("next/dist/server/async-storage/request-store");
  return { workAsyncStorage, workUnitAsyncStorage, createRequestStoreForAPI } as {
    workAsyncStorage: { run<T>(store: unknown, fn: () => T): T };
    workUnitAsyncStorage: { run<T>(store: unknown, fn: () => T): T };
    createRequestStoreForAPI: (...args: unknown[]) => unknown;
  };
}
