import "server-only";
// The one HTTP executor every connector calls its processor through:
//   - a timeout on every call (the processor's own latency plus a margin, never unbounded);
//   - bounded retries, only for calls the caller marks idempotent (a GET, or a POST the processor
//     deduplicates by a key we send) and only on a network error, a timeout or a 5xx;
//   - a request log with secrets, tokens, card numbers and phone numbers scrubbed (scrub.ts): one
//     ProcessorCall row per try, written on the default client after the call (never inside a
//     gateway transaction), and one log line;
//   - per-connection metrics (calls, errors, latency) read from those rows by the dashboard and the bench.
// Connectors never call fetch themselves.
import { AsyncLocalStorage } from "node:async_hooks";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { logger } from "@/lib/logger";
import { scrubText } from "@/lib/processors/scrub";
import { reportProcessorCall } from "@/lib/processors/call-observers";
import { inProcessorSpan, traceHeaders } from "@/lib/telemetry/processor-span";

export type ProcessorRequest = {
  /** What the call is for, e.g. start_payment, payment_status, refund, send_payout, check. */
  operation: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path and query, appended to the connection's base URL. */
  path: string;
  headers?: Record<string, string>;
  /** A JSON body (serialized here), or a string or bytes (a multipart upload) sent as they are. */
  body?: unknown;
  /** Safe to send again: the executor may retry it on a network error, a timeout or a 5xx. */
  idempotent?: boolean;
  /** The gateway's object the call is about (att_…, rfd_…, po_…), for the request log. */
  objectId?: string;
  timeoutMs?: number;
};

export type ProcessorResponse = {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
};

/** No answer came (network error or timeout): the call may or may not have had its effect. */
export class ProcessorUnreachableError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
    /**
     * The request provably never left (the connection was refused, the host name did not
     * resolve): the processor cannot have acted on it. A timeout or a reset is never "not sent".
     */
    readonly notSent = false,
  ) {
    super(message);
  }
}

/**
 * The processor answered, but with a 5xx: it is down or failing, which says nothing about the
 * customer. Connectors throw this, not a plain Error, so the checkout can tell an outage
 * (which may fail over to another connection) from a refusal (which never does). Like no answer, it
 * does not prove nothing happened: the gateway asks the processor before sending the attempt elsewhere.
 */
export class ProcessorDownError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Whether an error from a processor call means the processor is down (no answer, or a 5xx), not a refusal. */
export function isProcessorDown(error: unknown): error is ProcessorUnreachableError | ProcessorDownError {
  return error instanceof ProcessorUnreachableError || error instanceof ProcessorDownError;
}

/** The error for an answer a connector cannot use: a ProcessorDownError for a 5xx, a plain Error otherwise. */
export function answerError(status: number, message: string): Error {
  return status >= 500 ? new ProcessorDownError(message, status) : new Error(message);
}

/**
 * Network errors raised before any byte of the request was sent: no connection (refused, no route,
 * no such host, the connect itself timed out), or a TLS handshake that failed (the client writes the
 * request only once the handshake is done). A reset, a closed socket or a timeout once connected are
 * not among them: the request may have arrived.
 */
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EAI_FAIL",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
  // The TLS handshake: the server's certificate refused, or no protocol both ends speak.
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "ERR_SSL_WRONG_VERSION_NUMBER",
  "ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE",
  "ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION",
  "ERR_SSL_UNSUPPORTED_PROTOCOL",
]);

/** What the calls inside one sendTracked operation did: whether any of them may have reached the processor. */
const sendScope = new AsyncLocalStorage<{ reached: boolean }>();

/**
 * Runs one operation at a processor (a payment's start, a payout's send) that may make several calls:
 * a token, a bank list, the request itself, a status question after it. Its ProcessorUnreachableError
 * says "never sent" only when none of those calls can have reached the processor: a transfer accepted,
 * then a status question refused because the processor went away, is not a transfer that never left.
 */
export async function sendTracked<T>(operation: () => Promise<T>): Promise<T> {
  const scope = { reached: false };
  try {
    return await sendScope.run(scope, operation);
  } catch (error) {
    if (error instanceof ProcessorUnreachableError && error.notSent && scope.reached) throw new ProcessorUnreachableError(error.message, error.timedOut, false);
    throw error;
  }
}

export type ExecutorOptions = {
  connectionId: string;
  baseUrl: string;
  /** Extra values to scrub from the log wherever they appear (the connection's secrets, tokens). */
  secrets: () => string[];
  timeoutMs?: number;
  retries?: number;
};

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_RETRIES = 2;

export type ProcessorExecutor = (request: ProcessorRequest) => Promise<ProcessorResponse>;

export function createExecutor(opts: ExecutorOptions): ProcessorExecutor {
  const base = opts.baseUrl.replace(/\/+$/, "");
  // Each call (its tries and their waits) is one client span; each try sends its traceparent.
  const traced: ProcessorExecutor = (request) => inProcessorSpan(opts.connectionId, request, () => execute(request));
  return traced;
  async function execute(request: ProcessorRequest): Promise<ProcessorResponse> {
    const tries = request.idempotent ? 1 + (opts.retries ?? DEFAULT_RETRIES) : 1;
    let lastError: unknown;
    // A try that may have arrived (an answer, a timeout) makes the call "maybe sent", whatever a later try met.
    let reached = false;
    for (let attempt = 1; attempt <= tries; attempt++) {
      try {
        const response = await once(opts, base, request);
        if (response.status >= 500 && attempt < tries) {
          reached = true;
          await sleep(backoffMs(attempt));
          continue;
        }
        return response;
      } catch (error) {
        lastError = error;
        if (!(error instanceof ProcessorUnreachableError && error.notSent)) reached = true;
        if (attempt < tries) await sleep(backoffMs(attempt));
      }
    }
    if (reached && lastError instanceof ProcessorUnreachableError && lastError.notSent) throw new ProcessorUnreachableError(lastError.message, lastError.timedOut, false);
    throw lastError;
  }
}

async function once(opts: ExecutorOptions, base: string, request: ProcessorRequest): Promise<ProcessorResponse> {
  const timeoutMs = request.timeoutMs ?? opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const bytes = request.body instanceof Uint8Array;
  const body: string | Uint8Array | undefined =
    request.body === undefined ? undefined : typeof request.body === "string" || request.body instanceof Uint8Array ? request.body : JSON.stringify(request.body);
  const headers: Record<string, string> = { accept: "application/json", ...traceHeaders(), ...(request.headers ?? {}) };
  if (body !== undefined && typeof request.body !== "string" && !bytes) headers["content-type"] ??= "application/json";
  const started = performance.now();
  let status: number | null = null;
  let text = "";
  let error: string | null = null;
  let timedOut = false;
  try {
    const res = await fetch(`${base}${request.path}`, { method: request.method, headers, body: body as BodyInit | undefined, signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
    status = res.status;
    markReached();
    text = await res.text();
    return { status, headers: res.headers, text, json: parseJson(text) };
  } catch (caught) {
    timedOut = (caught as Error).name === "TimeoutError" || (caught as Error).name === "AbortError";
    const code = ((caught as { cause?: { code?: string } }).cause?.code ?? "") as string;
    error = timedOut ? `no answer within ${timeoutMs} ms` : `could not reach the processor: ${(caught as Error).message}${code ? ` (${code})` : ""}`;
    // The socket-level cause (ECONNREFUSED, UND_ERR_SOCKET…) stays in the request log, for the
    // operator; the error travels on to job errors and checks a merchant reads, so it says only what happened.
    const notSent = !timedOut && NOT_SENT_CODES.has(code);
    if (!notSent) markReached();
    throw new ProcessorUnreachableError(timedOut ? error : "could not reach the processor", timedOut, notSent);
  } finally {
    const durationMs = Math.round(performance.now() - started);
    const callId = newId("pcl");
    reportProcessorCall({ connectionId: opts.connectionId, operation: request.operation, method: request.method, status, durationMs, timedOut, error, callId });
    const secrets = opts.secrets();
    const logged = {
      id: callId,
      connectionId: opts.connectionId,
      operation: request.operation,
      method: request.method,
      path: scrubText(request.path, secrets),
      status,
      durationMs,
      error,
      // A byte body (a file upload) is logged by its size: its content is the merchant's evidence, not a request to read back.
      request: body === undefined ? null : typeof body === "string" ? scrubText(body, secrets).slice(0, 4000) : `[${body.byteLength} bytes]`,
      response: text ? scrubText(text, secrets).slice(0, 4000) : null,
      objectId: request.objectId ?? null,
    };
    logger().info({ processorCall: { ...logged, request: undefined, response: undefined } }, "processor call");
    // The log row is best effort: a database hiccup must not turn a processor's answer into an error.
    await db()
      .processorCall.create({ data: logged })
      .catch((e: unknown) => logger().warn({ err: e, connectionId: opts.connectionId }, "processor call log not written"));
  }
}

function markReached(): void {
  const scope = sendScope.getStore();
  if (scope) scope.reached = true;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const backoffMs = (attempt: number) => 200 * 2 ** (attempt - 1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls, errors and latency of one connection over the last `sinceMs` (the dashboard's health, the bench). */
export async function connectionMetrics(connectionId: string, sinceMs = 24 * 3600_000) {
  const since = new Date(Date.now() - sinceMs);
  const rows = await db().processorCall.findMany({ where: { connectionId, createdAt: { gte: since } }, select: { status: true, durationMs: true, error: true } });
  const durations = rows.map((r) => r.durationMs).sort((a, b) => a - b);
  const errors = rows.filter((r) => r.error !== null || (r.status ?? 0) >= 500).length;
  return {
    calls: rows.length,
    errors,
    p50Ms: durations.length ? durations[Math.floor(durations.length / 2)] : null,
    p95Ms: durations.length ? durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.95))] : null,
  };
}
