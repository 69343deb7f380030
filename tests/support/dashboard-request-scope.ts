// Calls a dashboard route handler as a signed-in user, the way Next runs it: inside a request
// scope (so next/headers' cookies() and headers() answer), with a real next-auth session cookie
// signed with the app's secret. Nothing of ours is replaced: the wrapper reads the session,
// the membership and the mode cookie exactly as in production.
import "@/tests/support/async-local-storage";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external.js";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external.js";
import { RequestCookies } from "next/dist/compiled/@edge-runtime/cookies/index.js";
import { encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import type { DashboardRole } from "@/lib/dashboard/types";

export async function sessionCookie(user: { id: string; email: string }, merchantId: string, role: DashboardRole, mode: "test" | "live" = "test") {
  const token = await encode({
    token: { sub: user.id, email: user.email, userId: user.id, merchantId, role },
    secret: env().nextAuthSecret,
  });
  return `next-auth.session-token=${token}; gw_mode=${mode}`;
}

export function inRequestScope<T>(req: Request, fn: () => Promise<T>): Promise<T> {
  const headers = new Headers(req.headers);
  const workStore = { route: new URL(req.url).pathname, forceStatic: false, dynamicShouldError: false, isStaticGeneration: false };
  const requestStore = { type: "request", phase: "action", headers, cookies: new RequestCookies(headers), mutableCookies: new RequestCookies(headers), userspaceMutableCookies: new RequestCookies(headers) };
  return workAsyncStorage.run(workStore as never, () => workUnitAsyncStorage.run(requestStore as never, fn));
}
