// A small client for the gateway's public API, used by the CLI's `listen` and `trigger`:
// they work against any running gateway with a merchant's secret key, the way an integrator's
// backend would, so they never open the database.
import { parseApiKey } from "@/lib/auth/api-key-format";

/** The API answered with the spec's error envelope (or something that was not an envelope). */
export class GatewayApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** The gateway could not be reached (refused, timed out, DNS): worth trying again later. */
export class GatewayUnreachableError extends Error {}

/** A failure the command cannot recover from (bad key, live key): printed as one line, exit 1. */
export class CliError extends Error {}

export type GatewayApi = {
  baseUrl: string;
  /** `fetch` with the key, the JSON body and the envelope unwrapped; throws GatewayApiError. */
  request: <T>(method: string, path: string, init?: { body?: unknown; signal?: AbortSignal; idempotencyKey?: string }) => Promise<T>;
};

/**
 * Checks the key is a secret test key: both commands are for test mode, where nothing moves real
 * money and the simulator decides outcomes.
 */
export function assertTestSecretKey(apiKey: string | undefined, command: string): string {
  if (!apiKey) throw new CliError(`${command} needs --api-key sk_test_… (a secret test key of the merchant)`);
  const parsed = parseApiKey(apiKey);
  if (!parsed.ok) throw new CliError(`--api-key is not a gateway API key (${parsed.reason === "checksum" ? "its checksum does not match: check for a typo" : "expected sk_test_…"})`);
  if (parsed.mode === "live") throw new CliError(`${command} is for test mode only: use a secret test key (sk_test_…), never a live key`);
  if (parsed.kind !== "secret") throw new CliError(`${command} needs a secret key (sk_test_…), not a public key`);
  return apiKey;
}

/** "http://localhost:3000/" -> "http://localhost:3000"; refuses anything that is not an http(s) URL. */
export function parseHttpUrl(text: string, option: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError(`${option} must be an http:// or https:// URL, got "${text}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new CliError(`${option} must be an http:// or https:// URL, got "${text}"`);
  return url;
}

export function gatewayApi(opts: { baseUrl: string; apiKey: string; fetch?: typeof fetch }): GatewayApi {
  const baseUrl = parseHttpUrl(opts.baseUrl, "--base-url").origin;
  const doFetch = opts.fetch ?? fetch;
  return {
    baseUrl,
    async request<T>(method: string, path: string, init: { body?: unknown; signal?: AbortSignal; idempotencyKey?: string } = {}) {
      const headers: Record<string, string> = { authorization: `Bearer ${opts.apiKey}`, accept: "application/json" };
      if (init.body !== undefined) headers["content-type"] = "application/json";
      if (init.idempotencyKey) headers["idempotency-key"] = init.idempotencyKey;
      let res: Response;
      let text: string;
      try {
        res = await doFetch(`${baseUrl}${path}`, {
          method,
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: init.signal ?? AbortSignal.timeout(15_000),
          redirect: "manual",
        });
        text = await res.text();
      } catch (error) {
        if (init.signal?.aborted && (init.signal.reason as Error)?.name === "AbortError") throw error;
        throw new GatewayUnreachableError(`cannot reach the gateway at ${baseUrl} (${networkErrorText(error)})`);
      }
      let json: { status?: string; message?: string; data?: unknown; error?: { code?: string } } | undefined;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      if (res.ok && json?.status === "success") return json.data as T;
      const message = json?.message ?? `HTTP ${res.status} ${res.statusText}`.trim();
      throw new GatewayApiError(`${method} ${path}: ${message}`, res.status, json?.error?.code);
    },
  };
}

/** "ECONNREFUSED", "timed out"…: the useful part of a failed fetch. */
export function networkErrorText(error: unknown): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === "TimeoutError") return "timed out";
  return e.cause?.code ?? e.cause?.message ?? e.message ?? String(error);
}
