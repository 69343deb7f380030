// Calling a route handler as its HTTP request would, and checking a refusal: the status, the error
// envelope's code (and the field it names), and that nothing was written, by a snapshot the test
// file takes of what the route could change.
import { expect } from "vitest";
import { apiRequest } from "@/tests/factories/merchants";

export type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
export type RouteCall = { key?: string; body?: unknown; params?: Record<string, string>; method?: string };

/** `key`: the secret key a call uses unless it names another. */
export function routeCaller(key: () => string) {
  async function call(handler: RouteHandler, path: string, opts: RouteCall = {}) {
    const req = apiRequest(path, { key: opts.key ?? key(), ...(opts.method ? { method: opts.method } : {}), ...(opts.body === undefined ? {} : { body: opts.body }) });
    const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
    return { status: res.status, json: await res.json() };
  }

  /** The call is refused with `status` and `code` (naming `field`), and `snapshot` reads the same before and after. */
  async function expectRefused(snapshot: () => Promise<string>, handler: RouteHandler, path: string, opts: RouteCall, status: number, code: string, field?: string) {
    const before = await snapshot();
    const res = await call(handler, path, opts);
    expect(res.status, JSON.stringify(res.json)).toBe(status);
    expect(res.json.status).toBe("error");
    expect(res.json.error.code).toBe(code);
    if (field) expect(JSON.stringify(res.json.error.details)).toContain(field);
    expect(await snapshot()).toBe(before);
    return res.json;
  }

  return { call, expectRefused };
}
