// Every route of the app, read from the app/ directory itself: the suites that must
// cover every route (headers, Origin checks, cross-tenant cases) enumerate this list, so a new
// page or route file joins them, or makes them fail, without anyone editing a list by hand.
import fs from "node:fs";
import path from "node:path";

export type AppRoute = {
  /** "page" for page.tsx, "route" for route.ts (a route handler). */
  kind: "page" | "route";
  /** The file, relative to the repository root, e.g. "app/v2/payments/[reference]/verify/route.ts". */
  file: string;
  /** The URL pattern with Next's brackets, route groups dropped: "/v2/payments/[reference]/verify". */
  pattern: string;
};

const APP_DIR = path.resolve("app");

/** Every page.tsx and route.ts under app/, sorted by pattern. */
export function appRoutes(root = APP_DIR): AppRoute[] {
  const found: AppRoute[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // (group) folders do not appear in the URL; _private folders and @slots are not routes.
        if (entry.name.startsWith("_") || entry.name.startsWith("@")) continue;
        walk(full, /^\(.+\)$/.test(entry.name) ? segments : [...segments, entry.name]);
      } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name) || /^route\.(ts|js)$/.test(entry.name)) {
        found.push({
          kind: entry.name.startsWith("page.") ? "page" : "route",
          file: path.relative(path.dirname(root), full).split(path.sep).join("/"),
          pattern: `/${segments.join("/")}`,
        });
      }
    }
  };
  walk(root, []);
  return found.sort((a, b) => a.pattern.localeCompare(b.pattern) || a.kind.localeCompare(b.kind));
}

/** The dynamic parameter names of a pattern, in order: "/v2/payouts/[reference]/otp" → ["reference"]. */
export function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]);
}

/**
 * The pattern with sample values: `samples` may name a parameter by "<parent folder>/<name>"
 * (for this folder only) or "<name>" (anywhere). A catch-all ([...path]) takes its sample as is.
 * Throws when a parameter has no sample, so a new dynamic segment cannot be skipped silently.
 */
export function toUrl(pattern: string, samples: Record<string, string>): string {
  const parts = pattern.split("/");
  return parts
    .map((segment, i) => {
      const dynamic = /^\[(?:\.\.\.)?([^\]]+)\]$/.exec(segment);
      if (!dynamic) return segment;
      const value = samples[`${parts[i - 1]}/${dynamic[1]}`] ?? samples[dynamic[1]];
      if (value === undefined) throw new Error(`no sample value for [${dynamic[1]}] in ${pattern}`);
      return value;
    })
    .join("/");
}

/** HTTP methods a route file exports, as Next sees them (a route built by apiRoutes exports all, the unimplemented ones answering 405). */
export async function exportedMethods(file: string): Promise<string[]> {
  const mod = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, unknown>;
  return ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].filter((m) => typeof mod[m] === "function");
}
