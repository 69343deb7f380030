// A real HTTP server around some of the app's route handlers, for tests whose client is another
// process (the CLI's `listen` and `trigger`): it turns each node request into the Request that
// Next would pass, calls the route module's handler for the method, and writes its Response back.
// Starting `next start` would take a build; this serves the same handlers in the test's process,
// on the test's database, in milliseconds.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";

type Handler = (request: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Response | Promise<Response>;
export type RouteModule = Partial<Record<"GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS", Handler>>;

/**
 * `routes` maps an App Router path ("/v2/payments/[reference]/verify", "/v2/[...path]") to its
 * route module. As in Next, HEAD falls back to GET without the body.
 */
export async function startRouteServer(routes: Record<string, RouteModule>, port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const table = Object.entries(routes).map(([pattern, module]) => ({ segments: pattern.split("/").filter(Boolean), module }));

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
      const match = findRoute(table, url.pathname);
      const head = req.method === "HEAD" && !match?.module.HEAD;
      const handler = head ? match?.module.GET : match?.module[req.method as keyof RouteModule];
      if (!match || !handler) {
        res.writeHead(match ? 405 : 404, { "content-type": "text/plain" }).end(match ? "Method not allowed" : "Not found");
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
        else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      }
      const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
      const response = await handler(new Request(url, { method: req.method, headers, body }), { params: Promise.resolve(match.params) });
      const out: Record<string, string | string[]> = {};
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie") out[name] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) out["set-cookie"] = cookies;
      res.writeHead(response.status, out).end(head ? undefined : Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function findRoute(table: { segments: string[]; module: RouteModule }[], pathname: string) {
  const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  // Static segments win over dynamic ones, as in the App Router: try the most static patterns
  // first; a catch-all ("[...path]") comes after every route of exactly that many segments.
  const ordered = [...table].sort((a, b) => Number(isCatchAll(a.segments)) - Number(isCatchAll(b.segments)) || staticCount(b.segments) - staticCount(a.segments));
  for (const route of ordered) {
    const catchAll = isCatchAll(route.segments);
    if (catchAll ? parts.length < route.segments.length : route.segments.length !== parts.length) continue;
    const params: Record<string, string | string[]> = {};
    const ok = route.segments.every((segment, i) => {
      const rest = /^\[\.\.\.(\w+)\]$/.exec(segment);
      if (rest) {
        params[rest[1]] = parts.slice(i);
        return true;
      }
      const dynamic = /^\[(\w+)\]$/.exec(segment);
      if (dynamic) params[dynamic[1]] = parts[i];
      return dynamic !== null || segment === parts[i];
    });
    if (ok) return { module: route.module, params };
  }
  return null;
}

const staticCount = (segments: string[]) => segments.filter((s) => !s.startsWith("[")).length;
const isCatchAll = (segments: string[]) => segments.length > 0 && segments[segments.length - 1].startsWith("[...");

/**
 * Every route.ts under the given app/ folders ("v2", "v1", "checkout", …), imported and keyed by
 * its App Router path, so a new route file is served without editing a list. Route groups
 * ("(dashboard)") are not part of the path; folders that do not exist are skipped.
 */
export async function appRouteModules(folders: string[], appDir = path.resolve("app")): Promise<Record<string, RouteModule>> {
  const routes: Record<string, RouteModule> = {};
  const walk = async (dir: string): Promise<void> => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name === "route.ts") {
        const segments = path.relative(appDir, dir).split(path.sep).filter((s) => !/^\(.*\)$/.test(s));
        routes[`/${segments.join("/")}`] = (await import(full)) as RouteModule;
      }
    }
  };
  for (const folder of folders) {
    const dir = path.join(appDir, folder);
    if (fs.existsSync(dir)) await walk(dir);
  }
  return routes;
}
