// Checks an API answer against the OpenAPI document: the status must be one the
// operation documents, and the body must validate against that response's schema, with the
// document's own JSON Schema (ajv, draft 2020-12 as OpenAPI 3.1 uses), not the zod schemas.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { openApiDocument } from "@/lib/openapi/document";
import { API_OPERATIONS } from "@/lib/openapi/operations";
import { findOperation } from "@/lib/openapi/find-operation";

const DOCUMENT_ID = "https://gateway.local/openapi.json";

let ajv: Ajv2020 | null = null;

function validatorFor() {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    ajv.addSchema({ ...structuredClone(openApiDocument()), $id: DOCUMENT_ID });
  }
  return ajv;
}

const pointerEscape = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

/** The ajv validator of one JSON pointer into the document (`/paths/…/schema`). */
export function schemaAt(pointer: string) {
  const validate = validatorFor().getSchema(`${DOCUMENT_ID}#${pointer}`);
  if (!validate) throw new Error(`no schema at ${pointer}`);
  return validate;
}

export function responseSchemaPointer(path: string, method: string, status: number | string) {
  return `/paths/${pointerEscape(path)}/${method.toLowerCase()}/responses/${status}/content/${pointerEscape("application/json")}/schema`;
}

/** null when the answer matches the document; otherwise what is wrong. Unknown routes are not judged. */
export function checkAgainstDocument(method: string, pathname: string, status: number, body: unknown): string | null {
  const op = findOperation(API_OPERATIONS, method === "HEAD" ? "GET" : method, pathname);
  if (!op || method === "HEAD") return null;
  const responses = openApiDocument().paths?.[op.path]?.[op.method]?.responses ?? {};
  if (!(String(status) in responses)) {
    const code = (body as { error?: { code?: string } })?.error?.code;
    return `${method} ${op.path} answered ${status}${code ? ` ${code}` : ""}, which the document does not list (it lists ${Object.keys(responses).join(", ")})`;
  }
  const validate = schemaAt(responseSchemaPointer(op.path, op.method, status));
  if (validate(body)) return null;
  return `${method} ${op.path} ${status}: ${validatorFor().errorsText(validate.errors, { dataVar: "body" })}\nbody: ${JSON.stringify(body).slice(0, 1500)}`;
}

/** The schema of a webhook event's body in the document's `webhooks` section. */
export function webhookPayloadSchemaPointer(eventType: string) {
  return `/webhooks/${pointerEscape(eventType)}/post/requestBody/content/${pointerEscape("application/json")}/schema`;
}

/** null when a webhook body matches the document's schema for its event type; otherwise what is wrong. */
export function checkWebhookPayload(eventType: string, body: unknown): string | null {
  if (!openApiDocument().webhooks?.[eventType]) return `the document has no webhook entry for ${eventType}`;
  const validate = schemaAt(webhookPayloadSchemaPointer(eventType));
  if (validate(body)) return null;
  return `${eventType}: ${validatorFor().errorsText(validate.errors, { dataVar: "body" })}\nbody: ${JSON.stringify(body).slice(0, 1500)}`;
}
