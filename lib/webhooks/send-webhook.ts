import "server-only";
// One webhook HTTP request, made outside any database transaction. The URL is checked
// again here, not only when it was saved: the host's DNS answer can change, so the SSRF guard
// resolves it now and the connection goes to exactly the addresses it approved (no second lookup
// an attacker's DNS could answer differently). Redirects are not followed: a 3xx is an answer
// like any other non-2xx. The time limit covers connecting, sending and the answer's first 4 KB.
//
// Connections are kept alive and reused (a new TCP, let alone TLS, connection per
// delivery cost more than the delivery). A reused connection goes to an address the guard
// approved when it was opened, at most KEEP_ALIVE_MS idle ago, under the same rules: the agents
// are separate per protocol and per allowPrivate, so a connection a test-mode endpoint opened to a
// private address is never lent to a request that must stay public. An answer cut short, a
// timeout or an error destroys its connection instead of returning it.
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { LookupFunction } from "node:net";
import { checkWebhookUrl } from "@/lib/security/ssrf-guard";
import { countWebhookAttempt } from "@/lib/telemetry/metrics";

/** How much of an answer's body is kept in the attempt log. */
export const RESPONSE_BODY_LIMIT = 4096;

/**
 * How long an idle kept-alive connection is kept: below the 5 s most servers (Node's default among
 * them) keep theirs, so we seldom send on a connection the receiver is closing.
 */
const KEEP_ALIVE_MS = 4_000;

const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, allowPrivate: boolean): http.Agent {
  const key = `${protocol}${allowPrivate ? "private" : "public"}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, timeout: KEEP_ALIVE_MS, maxFreeSockets: 64 };
    agent = protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

export type SendOutcome = {
  /** The answer's status, or null when there was none (refused by the guard, timeout, network error). */
  status: number | null;
  /** The first 4 KB of the answer's body. */
  body: string | null;
  durationMs: number;
  error: string | null;
  /** The answer's Retry-After, in ms, when it sent one. */
  retryAfterMs: number | null;
};

export type SendOptions = {
  url: string;
  /** POST for webhooks; GET for a v1 payment's callback_url, which has no body. */
  method?: "POST" | "GET";
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowHttp: boolean;
  allowPrivate: boolean;
  /** DNS for tests; the system resolver otherwise. */
  lookup?: (host: string) => Promise<string[]>;
};

export async function sendWebhook(options: SendOptions): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const check = await checkWebhookUrl(options.url, { allowHttp: options.allowHttp, allowPrivate: options.allowPrivate, lookup: options.lookup });
  if (!check.ok) return finishWith({ status: null, body: null, error: `not sent: the URL ${check.reason}`, retryAfterMs: null }, elapsed);
  const first = await sendOnce(options, check.url, check.addresses, options.timeoutMs);
  // A kept-alive connection the receiver closed just as we reused it fails before any answer
  // (ECONNRESET, EPIPE): the request almost surely never reached it, so it is sent once more on a
  // new connection (had it arrived, this is a repeat with the same webhook-id: at least once).
  const remaining = options.timeoutMs - elapsed();
  if (first.staleConnection && remaining > 0) return finishWith(await sendOnce(options, check.url, check.addresses, remaining), elapsed);
  return finishWith(first, elapsed);
}

function finishWith(outcome: Omit<SendOutcome, "durationMs"> & { staleConnection?: boolean }, elapsed: () => number): SendOutcome {
  const durationMs = elapsed();
  countWebhookAttempt(outcome.status, durationMs); // /metrics
  return { status: outcome.status, body: outcome.body, error: outcome.error, retryAfterMs: outcome.retryAfterMs, durationMs };
}

function sendOnce(options: SendOptions, url: URL, addresses: string[], timeoutMs: number): Promise<Omit<SendOutcome, "durationMs"> & { staleConnection?: boolean }> {
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    const all = addresses.map((address) => ({ address, family: net.isIP(address) }));
    if ((lookupOptions as { all?: boolean }).all) (callback as unknown as (e: null, a: typeof all) => void)(null, all);
    else callback(null, all[0].address, all[0].family);
  };
  const requestModule = url.protocol === "https:" ? https : http;
  type Outcome = Omit<SendOutcome, "durationMs"> & { staleConnection?: boolean };
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    /** `reusable`: the answer was read to its end, so its connection may serve the next request. */
    const finish = (outcome: Outcome, reusable = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!reusable) request.destroy();
      resolve(outcome);
    };
    const request = requestModule.request(
      url,
      {
        method: options.method ?? "POST",
        lookup: pinned,
        headers: options.method === "GET" ? options.headers : { ...options.headers, "content-length": Buffer.byteLength(options.body) },
        agent: agentFor(url.protocol, options.allowPrivate),
      },
      (response) => {
        const status = response.statusCode ?? null;
        const retryAfterMs = parseRetryAfter(response.headers["retry-after"]);
        const chunks: Buffer[] = [];
        let size = 0;
        const done = (reusable: boolean) => finish({ status, body: Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString("utf8"), error: null, retryAfterMs }, reusable);
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_BODY_LIMIT) done(false);
        });
        response.on("end", () => done(true));
        response.on("error", () => done(false));
      },
    );
    const timer = setTimeout(() => finish({ status: null, body: null, error: `timed out after ${options.timeoutMs} ms`, retryAfterMs: null }), timeoutMs);
    request.on("error", (error: Error & { code?: string }) =>
      finish({
        status: null,
        body: null,
        error: describeNetworkError(error),
        retryAfterMs: null,
        staleConnection: request.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE"),
      }),
    );
    if (options.method === "GET") request.end();
    else request.end(options.body);
  });
}

function describeNetworkError(error: Error & { code?: string }): string {
  return error.code ? `${error.code}: ${error.message}` : error.message;
}

/** Retry-After as seconds or an HTTP date, in ms from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d{1,9}$/.test(text.trim())) return Number(text.trim()) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
