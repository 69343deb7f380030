// The OpenAPI document covers exactly the /v2 routes, and its examples are true to its
// own schemas. (Live answers are checked against it by tests/support/contract-observer.ts in
// every integration test, and tests/integration/api/openapi-contract.test.ts sends its examples.)
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { GET as getDocument } from "@/app/v2/openapi.json/route";
import { openApiDocument } from "@/lib/openapi/document";
import { API_OPERATIONS } from "@/lib/openapi/operations";
import { responseSchemaPointer, schemaAt } from "@/tests/support/openapi-contract";

const APP_V2 = path.resolve(import.meta.dirname, "../../../app/v2");

/** Every route file under app/v2 with its path written as in the spec (`[reference]` → `{reference}`). */
function routeFiles(dir = APP_V2, prefix = "/v2"): { file: string; path: string }[] {
  const out: { file: string; path: string }[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) {
      if (entry.name === "route.ts") out.push({ file: path.join(dir, entry.name), path: prefix });
      continue;
    }
    if (entry.name.startsWith("[...")) continue; // the catch-all answering unknown paths
    const segment = entry.name.replace(/^\[(.+)\]$/, "{$1}");
    out.push(...routeFiles(path.join(dir, entry.name), `${prefix}/${segment}`));
  }
  return out;
}

async function implementedOperations(): Promise<string[]> {
  const ops: string[] = [];
  for (const route of routeFiles()) {
    const mod = (await import(pathToFileURL(route.file).href)) as { OPTIONS: (req: Request) => Promise<Response> };
    const res = await mod.OPTIONS(new Request(`http://localhost${route.path}`, { method: "OPTIONS" }));
    const allow = (res.headers.get("allow") ?? "").split(",").map((m) => m.trim());
    for (const method of allow) if (!["HEAD", "OPTIONS"].includes(method)) ops.push(`${method} ${route.path}`);
  }
  return ops.sort();
}

describe("the OpenAPI document", () => {
  it("has an operation for every /v2 route and method, and no operation without a route", async () => {
    const documented = Object.entries(openApiDocument().paths ?? {})
      .flatMap(([p, item]) => Object.keys(item ?? {}).filter((k) => ["get", "post", "put", "patch", "delete"].includes(k)).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    const implemented = await implementedOperations();
    expect(implemented.length).toBeGreaterThan(30);
    expect({ missingFromDocument: implemented.filter((o) => !documented.includes(o)), withoutRoute: documented.filter((o) => !implemented.includes(o)) }).toEqual({
      missingFromDocument: [],
      withoutRoute: [],
    });
  });

  it("is served at GET /v2/openapi.json as OpenAPI 3.1 without a key", async () => {
    const res = await getDocument(new Request("http://localhost/v2/openapi.json"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it("gives every operation a unique operationId, a summary, a tag the document lists, and documented errors", () => {
    const ids = API_OPERATIONS.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set((openApiDocument().tags ?? []).map((t) => t.name));
    for (const op of API_OPERATIONS) {
      expect(op.summary.length, op.operationId).toBeGreaterThan(3);
      expect(tags.has(op.tag), `${op.operationId}: tag ${op.tag}`).toBe(true);
      const responses = openApiDocument().paths?.[op.path]?.[op.method]?.responses ?? {};
      if (!op.public) expect(Object.keys(responses), op.operationId).toContain("401");
      expect(Object.keys(responses), op.operationId).toContain("500");
    }
  });

  it("has examples that validate against their own schemas: request bodies, success answers and every error example", () => {
    const problems: string[] = [];
    for (const op of API_OPERATIONS) {
      if (op.body) {
        expect(op.bodyExample, `${op.operationId} needs a bodyExample`).toBeDefined();
        const parsed = op.body.safeParse(op.bodyExample);
        if (!parsed.success) problems.push(`${op.operationId} bodyExample: ${parsed.error.message}`);
      }
      const responses = openApiDocument().paths?.[op.path]?.[op.method]?.responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        const content = (response as { content?: Record<string, { example?: unknown; examples?: Record<string, { value: unknown }> }> }).content?.["application/json"];
        const examples = [...(content?.example !== undefined ? [content.example] : []), ...Object.values(content?.examples ?? {}).map((e) => e.value)];
        expect(examples.length, `${op.operationId} ${status} has an example`).toBeGreaterThan(0);
        const validate = schemaAt(responseSchemaPointer(op.path, op.method, status));
        for (const example of examples) if (!validate(example)) problems.push(`${op.operationId} ${status}: ${JSON.stringify(validate.errors)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
