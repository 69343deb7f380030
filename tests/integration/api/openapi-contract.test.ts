// The contract test: for every operation of the OpenAPI document, the request built
// from the document's examples (path and query parameter examples, the body example, the
// documented headers) succeeds with the documented status on a fresh test merchant. The
// answer's body is checked against the document by the contract observer (tests/support/contract-observer.ts).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { openApiDocument } from "@/lib/openapi/document";
import { API_OPERATIONS } from "@/lib/openapi/operations";
import type { ApiOperation } from "@/lib/openapi/operation";
import { CONTRACT_CASES, contractRequest } from "@/tests/contract-cases";

setupTestDatabase();

type Parameter = { in: string; name: string; example?: unknown; schema?: { example?: unknown; $ref?: string } };

/** The example value of each parameter of one kind (`path`, `query`) in the document. */
function exampleParameters(op: ApiOperation, kind: "path" | "query"): Record<string, string> {
  const parameters = (openApiDocument().paths?.[op.path]?.[op.method]?.parameters ?? []) as Parameter[];
  const out: Record<string, string> = {};
  for (const p of parameters) {
    if (p.in !== kind) continue;
    const example = p.example ?? p.schema?.example;
    if (example !== undefined) out[p.name] = String(example);
  }
  return out;
}

/** The route module serving an operation's path (`{reference}` is the folder `[reference]`). */
async function routeModule(op: ApiOperation) {
  const dir = op.path.replace(/\{([^}]+)\}/g, "[$1]");
  const file = path.resolve(import.meta.dirname, "../../../app", `.${dir}`, "route.ts");
  return (await import(pathToFileURL(file).href)) as Record<string, (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>>;
}

describe("requests built from the OpenAPI document's examples", () => {
  it("every operation has a contract case", () => {
    expect(API_OPERATIONS.map((op) => op.operationId).filter((id) => !CONTRACT_CASES[id])).toEqual([]);
  });

  for (const op of API_OPERATIONS) {
    it(`${op.method.toUpperCase()} ${op.path} (${op.operationId}) answers ${op.success.status}`, async () => {
      const contractCase = CONTRACT_CASES[op.operationId];
      if (!contractCase) throw new Error(`no contract case for ${op.operationId} in tests/contract-cases`);
      const merchant = await createTestMerchant();
      const key = merchant.keys.test.secret;
      const prepared = (await contractCase.prepare?.({ merchant, key })) ?? {};
      const pathParams = { ...exampleParameters(op, "path"), ...prepared.path };
      const query = new URLSearchParams({ ...exampleParameters(op, "query"), ...prepared.query }).toString();
      const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name])) + (query ? `?${query}` : "");
      const handler = (await routeModule(op))[op.method.toUpperCase()];
      const res = await handler(
        contractRequest(
          url,
          {
            method: op.method.toUpperCase(),
            key: op.public ? undefined : (prepared.key ?? key),
            body: op.bodyExample,
            headers: op.idempotent ? { "Idempotency-Key": `contract-${op.operationId}` } : {},
          },
          contractCase,
        ),
        { params: Promise.resolve(pathParams) },
      );
      const text = await res.text();
      expect(res.status, text.slice(0, 2000)).toBe(op.success.status);
      expect(res.headers.get("request-id")).toBeTruthy();
    });
  }
});
