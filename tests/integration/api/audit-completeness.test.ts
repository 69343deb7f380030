// Every API write is in the audit log with who (the key), what, the object, the
// IP and the user agent. For every /v2 operation that is not a GET (listed from the OpenAPI
// operations, so a new write route joins by itself), the request built from the document's
// examples (set up by tests/contract-cases) is sent with a client address and user agent of
// its own, and an audit record must name the key, the address and the agent. The dashboard's
// wrapper is checked the same way on its writes below. The operator API's writes are checked in the
// operator's audit log, with the operator API key in place of the merchant's.
import crypto from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { callAsUser } from "@/tests/support/dashboard-session";
import { PATCH as patchSettings } from "@/app/api/dashboard/settings/route";
import { openApiDocument } from "@/lib/openapi/document";
import { API_OPERATIONS } from "@/lib/openapi/operations";
import type { ApiOperation } from "@/lib/openapi/operation";
import { CONTRACT_CASES, contractRequest } from "@/tests/contract-cases";
import { db } from "@/lib/db";

setupTestDatabase();

/** POSTs that compute and write nothing: no audit record, by design. */
const NOT_WRITES: Record<string, string> = {
  previewSplit: "POST /v2/splits/preview computes a split and stores nothing",
  // A processor's callback has no key, no user and no merchant actor: it only makes the gateway ask the
  // processor, and what that changes is recorded by the same services as the worker's own status sync (events, ledger).
  receiveProcessorCallback: "a processor's callback: no key or user to audit; it changes nothing by itself (lib/processor-callbacks/handle-callback.ts)",
  receiveProcessorCallbackPut: "a processor's callback, as above",
};

type Parameter = { in: string; name: string; example?: unknown; schema?: { example?: unknown } };

function exampleParameters(op: ApiOperation, kind: "path" | "query"): Record<string, string> {
  const parameters = (openApiDocument().paths?.[op.path]?.[op.method]?.parameters ?? []) as Parameter[];
  const out: Record<string, string> = {};
  for (const p of parameters) {
    const example = p.example ?? p.schema?.example;
    if (p.in === kind && example !== undefined) out[p.name] = String(example);
  }
  return out;
}

async function routeModule(op: ApiOperation) {
  const dir = op.path.replace(/\{([^}]+)\}/g, "[$1]");
  const file = path.resolve(import.meta.dirname, "../../../app", `.${dir}`, "route.ts");
  return (await import(pathToFileURL(file).href)) as Record<string, (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>>;
}

const writes = API_OPERATIONS.filter((op) => op.method !== "get");

describe("every /v2 write is audited with the key, the IP and the user agent", () => {
  it("lists the writes from the OpenAPI operations, and every exemption names a real operation", () => {
    expect(writes.length).toBeGreaterThan(20);
    for (const id of Object.keys(NOT_WRITES)) expect(writes.map((op) => op.operationId)).toContain(id);
  });

  writes.forEach((op, index) => {
    it(`${op.method.toUpperCase()} ${op.path} (${op.operationId})`, async () => {
      const merchant = await createTestMerchant();
      const key = merchant.keys.test.secret;
      const prepared = (await CONTRACT_CASES[op.operationId]?.prepare?.({ merchant, key })) ?? {};
      const pathParams = { ...exampleParameters(op, "path"), ...prepared.path };
      const query = new URLSearchParams({ ...exampleParameters(op, "query"), ...prepared.query }).toString();
      const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name])) + (query ? `?${query}` : "");
      const ip = `198.51.100.${index + 1}`;
      const userAgent = `audit-completeness/${op.operationId}`;
      const handler = (await routeModule(op))[op.method.toUpperCase()];
      const res = await handler(
        contractRequest(
          url,
          {
            method: op.method.toUpperCase(),
            key: prepared.key ?? key,
            body: op.bodyExample,
            headers: { "x-forwarded-for": ip, "user-agent": userAgent, ...(op.idempotent ? { "Idempotency-Key": `audit-${op.operationId}` } : {}) },
          },
          CONTRACT_CASES[op.operationId],
        ),
        { params: Promise.resolve(pathParams) },
      );
      expect(res.status, (await res.clone().text()).slice(0, 1000)).toBe(op.success.status);

      if (op.operatorApi) {
        // The operator API's writes are the operator's: its audit log names the operator API key.
        const operatorKey = await db().operatorApiKey.findFirstOrThrow({ where: { secretHash: crypto.createHash("sha256").update(prepared.key!).digest("hex") } });
        const records = await db().operatorAuditLog.findMany({ where: { userAgent } });
        expect(records.length, `no operator audit record for ${op.operationId}`).toBeGreaterThan(0);
        for (const record of records) {
          expect(record).toMatchObject({ actorType: "api", operatorApiKeyId: operatorKey.id, operatorId: null, ip, userAgent });
          expect(record.reason.length).toBeGreaterThanOrEqual(3);
        }
        return;
      }
      const records = await db().auditLog.findMany({ where: { merchantId: merchant.merchant.id, userAgent } });
      if (NOT_WRITES[op.operationId]) {
        expect(records).toEqual([]);
        return;
      }
      const apiKey = await db().apiKey.findFirstOrThrow({ where: { merchantId: merchant.merchant.id, mode: "test", kind: "secret" } });
      expect(records.length, `no audit record for ${op.operationId}`).toBeGreaterThan(0);
      for (const record of records) {
        expect(record).toMatchObject({ actorType: "api", apiKeyId: apiKey.id, userId: null, ip, userAgent, mode: "test" });
        expect(record.action).toMatch(/^[a-z_]+\.[a-z_]+$/);
        expect(record.targetId).toBeTruthy();
      }
    });
  });
});

describe("dashboard writes carry the signed-in user, the IP and the user agent", () => {
  it("a settings change records who, from where, and the values before and after", async () => {
    const merchant = await createTestMerchant();
    const res = await callAsUser(patchSettings, { userId: merchant.user.id, merchantId: merchant.merchant.id, role: "owner" }, {
      path: "/api/dashboard/settings",
      method: "PATCH",
      body: { retry_window_minutes: 30 },
      headers: { "x-forwarded-for": "203.0.113.9", "user-agent": "Mozilla/5.0 audit-test" },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const record = await db().auditLog.findFirstOrThrow({ where: { merchantId: merchant.merchant.id, action: "merchant.settings_updated" } });
    expect(record).toMatchObject({
      actorType: "dashboard",
      userId: merchant.user.id,
      apiKeyId: null,
      ip: "203.0.113.9",
      userAgent: "Mozilla/5.0 audit-test",
      before: { retry_window_minutes: 60 },
      after: { retry_window_minutes: 30 },
    });
  });
});
