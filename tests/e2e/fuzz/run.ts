// Sends an operation's generated requests and judges every answer.
import fc from "fast-check";
import type { HttpClient, RawRequest, RawResponse } from "./http";
import type { Targets } from "./harness";
import { statusOf, type FuzzCase, type Operation } from "./operations";
import { V1_INVALID_KEY, v1Status } from "../../../lib/v1/envelope";

export type Failure = { category: string; note: string; expected: string; got: string; problem: string; request: string; response: string; index: number };

/** Why an answer is wrong, or null: no 5xx, the documented status and code, the error envelope, a Request-Id. */
export function judge(c: FuzzCase, res: RawResponse): string | null {
  if (c.envelope === "v1") return judgeV1(c, res);
  const status = statusOf(c.expect);
  if (res.status >= 500) return `${res.status}: a server error`;
  if (res.status !== status) return `status ${res.status}, expected ${status}`;
  const body = res.json as { status?: unknown; message?: unknown; error?: { code?: unknown; details?: unknown } } | undefined;
  if (!body || typeof body !== "object") return "no JSON error envelope";
  if (body.status !== "error") return `envelope status ${JSON.stringify(body.status)}, expected "error"`;
  if (typeof body.message !== "string" || body.message.length === 0) return "envelope without a message";
  if (!body.error || typeof body.error !== "object" || !("details" in body.error)) return "envelope without error.code and error.details";
  if (body.error.code !== c.expect) return `code ${String(body.error.code)}, expected ${c.expect}`;
  if (!String(res.headers["content-type"] ?? "").startsWith("application/json")) return `Content-Type ${String(res.headers["content-type"])}`;
  const requestId = res.headers["request-id"];
  if (typeof requestId !== "string" || !/^[\x21-\x7e]{1,128}$/.test(requestId)) return `Request-Id header ${JSON.stringify(requestId)}`;
  if (c.expect === "METHOD_NOT_ALLOWED" && !res.headers.allow) return "405 without an Allow header";
  return c.details?.(body.error.details) ?? null;
}

/**
 * The v1 layer's answers: v1's status for the code, the envelope
 * { message, status: "failed", data: null } and nothing else, a { field: [messages] } message for a
 * schema failure and a sentence otherwise (v1's one sentence for a bad key), and the same headers.
 */
export function judgeV1(c: FuzzCase, res: RawResponse): string | null {
  const status = v1Status(c.expect);
  if (res.status >= 500) return `${res.status}: a server error`;
  if (res.status !== status) return `status ${res.status}, expected ${status}`;
  const body = res.json as { status?: unknown; message?: unknown; data?: unknown } | undefined;
  if (!body || typeof body !== "object" || Array.isArray(body)) return "no JSON error envelope";
  if (Object.keys(body).sort().join(",") !== "data,message,status") return `v1 envelope keys ${Object.keys(body).join(",")}`;
  if (body.status !== "failed" || body.data !== null) return `v1 envelope status ${JSON.stringify(body.status)}, data ${JSON.stringify(body.data)}`;
  if (c.expect === "VALIDATION_ERROR") {
    const fields = body.message && typeof body.message === "object" && !Array.isArray(body.message) ? Object.values(body.message) : [];
    if (fields.length === 0 || !fields.every((m) => Array.isArray(m) && m.length > 0 && m.every((x) => typeof x === "string" && x.length > 0))) {
      return `message ${JSON.stringify(body.message)?.slice(0, 120)}, expected { field: [messages] }`;
    }
  } else if (typeof body.message !== "string" || body.message.length === 0) return `message ${JSON.stringify(body.message)?.slice(0, 120)}, expected a sentence`;
  if (c.category === "auth" && body.message !== V1_INVALID_KEY) return `message ${JSON.stringify(body.message)}, expected ${JSON.stringify(V1_INVALID_KEY)}`;
  if (!String(res.headers["content-type"] ?? "").startsWith("application/json")) return `Content-Type ${String(res.headers["content-type"])}`;
  const requestId = res.headers["request-id"];
  if (typeof requestId !== "string" || !/^[\x21-\x7e]{1,128}$/.test(requestId)) return `Request-Id header ${JSON.stringify(requestId)}`;
  if (c.expect === "METHOD_NOT_ALLOWED" && !res.headers.allow) return "405 without an Allow header";
  return null;
}

const clip = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text);

export function describeRequest(r: RawRequest): string {
  const headers = Object.entries(r.headers)
    .map(([k, v]) => `${k}: ${JSON.stringify(clip(v, 120))}`)
    .join(", ");
  const body = r.body === undefined ? "" : ` body ${clip(Buffer.isBuffer(r.body) ? JSON.stringify(r.body.toString("latin1")) : JSON.stringify(r.body), 400)}`;
  return `${r.method} ${clip(r.target, 200)} {${headers}}${body}`;
}

/**
 * The operation's `runs` cases from a fixed seed (fc.sample: the same seed, the same requests),
 * sent `concurrency` at a time. Shrinking is not used: each failing request is reported as sent.
 */
export async function runOperation(op: Operation, targets: Targets, client: HttpClient, opts: { seed: number; runs: number; concurrency: number }) {
  const cases = fc.sample(op.cases(targets), { seed: opts.seed, numRuns: opts.runs });
  const failures: Failure[] = [];
  const categories = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const c = cases[index];
      categories.set(c.category, (categories.get(c.category) ?? 0) + 1);
      let res: RawResponse | null = null;
      let problem: string | null;
      try {
        res = await client.send(c.request);
        problem = judge(c, res);
      } catch (error) {
        problem = `no answer: ${(error as Error).message}`;
      }
      if (problem) {
        failures.push({
          category: c.category,
          note: c.note,
          expected: `${statusOf(c.expect)} ${c.expect}`,
          got: res ? `${res.status} ${(res.json as { error?: { code?: string } } | undefined)?.error?.code ?? "(no envelope)"}` : "no answer",
          problem,
          request: describeRequest(c.request),
          response: res ? clip(`${res.status} request-id=${String(res.headers["request-id"])} ${res.text}`, 300) : "",
          index,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return { sent: cases.length, failures, categories };
}

/** Failures grouped by what went wrong, one example each (the shortest request). */
export function summarize(opName: string, failures: Failure[]): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.category}: expected ${f.expected}, got ${f.got}${f.problem.startsWith("status") || f.problem.startsWith("code") ? "" : ` (${f.problem})`}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const lines = [`${opName}: ${failures.length} failing requests`];
  for (const [key, list] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const example = list.reduce((a, b) => (a.request.length <= b.request.length ? a : b));
    lines.push(`  ${list.length} × ${key}`, `      e.g. #${example.index} [${example.note}]`, `      ${example.request}`, `      -> ${example.response}`);
  }
  return lines.join("\n");
}
