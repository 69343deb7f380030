// Which documented operation a request is: its method and a path matching the operation's
// template. A literal segment beats a parameter (`/v2/payouts/bulk` before `/v2/payouts/{reference}`).
import type { ApiOperation, HttpMethod } from "@/lib/openapi/operation";

type Compiled = { op: ApiOperation; pattern: RegExp; params: number };

const compiled = new WeakMap<ApiOperation[], Compiled[]>();

function compile(operations: ApiOperation[]): Compiled[] {
  let list = compiled.get(operations);
  if (!list) {
    list = operations
      .map((op) => ({
        op,
        pattern: new RegExp(`^${op.path.replace(/[.]/g, "\\.").replace(/\{[^/]+\}/g, "[^/]+")}$`),
        params: (op.path.match(/\{/g) ?? []).length,
      }))
      .sort((a, b) => a.params - b.params);
    compiled.set(operations, list);
  }
  return list;
}

export function findOperation(operations: ApiOperation[], method: string, pathname: string): ApiOperation | null {
  const m = method.toLowerCase() as HttpMethod;
  return compile(operations).find((c) => c.op.method === m && c.pattern.test(pathname))?.op ?? null;
}
