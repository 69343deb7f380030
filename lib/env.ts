// The only module that reads process.env (docs/architecture.md, convention 12).
// Parsed lazily so `next build` and unit tests do not need a full configuration.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgresql:// URL (leave it unset for embedded PGlite)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PGLITE_DIR: z.string().default(".data/pglite"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // PostgreSQL only (faults): a statement running longer is cancelled and its request
  // answers 503 (0: no limit); a pool connection not made within the connect timeout fails the same way.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  PUBLIC_BASE_URL: z.string().url().optional(),
  NEXTAUTH_URL: z.string().url().optional(),
  NEXTAUTH_SECRET: z.string().min(32, "NEXTAUTH_SECRET must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  KEY_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  PORT: z.coerce.number().int().optional(),
  GATEWAY_INLINE_WORKER: z.enum(["0", "1"]).default("1"),
  // The test-mode simulator's payout timings (docs/testing.md): how long a payout stays
  // "processing", and how long after success a …2222 payout is reversed.
  SIMULATOR_PAYOUT_PROCESSING_MS: z.coerce.number().int().min(0).max(3_600_000).default(2_000),
  SIMULATOR_PAYOUT_REVERSAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** Test-only crash switch (lib/fault-points.ts); refused in production. */
  GATEWAY_TEST_FAULT: z
    .string()
    .regex(/^(direct_charge_after_payment|before_processor_request|after_processor_answer|before_idempotent_answer_stored|payout_before_processor_request|payout_after_processor_answer|refund_after_processor_answer)(:[1-9]\d*)?$/, "GATEWAY_TEST_FAULT: a fault point of lib/fault-points.ts, optionally :N")
    .optional(),
  // The inline checkout demo (/docs/examples/inline): on by default only in development.
  GATEWAY_DEMO_MODE: z.enum(["0", "1"]).optional(),
  // A reverse proxy in front sets X-Forwarded-Host; without it, that header is the client's word.
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  /** How many jobs one worker runs at once (lib/worker/run-due-jobs.ts). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** How many webhook deliveries (and v1 callbacks) one worker sends at once, beside those (lib/worker/run-due-jobs.ts). */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  /** How often the worker process (`npm run worker`) looks for due jobs; the floor of a job's wait. */
  WORKER_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  // Webhooks (docs/webhooks.md). The waits between attempts, in ms, comma-separated: after
  // the last one fails the delivery is failed. Tests shorten them to milliseconds.
  WEBHOOK_RETRY_SCHEDULE_MS: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,19}$/, "WEBHOOK_RETRY_SCHEDULE_MS: waits in ms, comma-separated (at most 20)")
    .default("5000,300000,1800000,7200000,18000000,36000000,36000000"),
  /** How long one attempt may take (connect, send, the answer's first 4 KB). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** An endpoint whose deliveries have failed this long without a success is disabled (5 days). */
  WEBHOOK_DISABLE_AFTER_MS: z.coerce.number().int().min(0).default(5 * 86_400_000),
  /** Test-mode endpoints may point at private addresses (a laptop's receiver) unless this is 0; live never. */
  ALLOW_PRIVATE_WEBHOOK_URLS: z.enum(["0", "1"]).default("1"),
  // API rate limits (docs/security.md "Rate limits"): a token bucket per API key, refilled
  // at PER_SECOND tokens a second up to BURST. A merchant's own columns override these defaults.
  // RATE_LIMIT=off turns every limit off (benchmarks); the server warns when it starts that way.
  RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  RATE_LIMIT_LIVE_PER_SECOND: z.coerce.number().positive().max(1_000_000).default(100),
  RATE_LIMIT_LIVE_BURST: z.coerce.number().int().min(1).max(10_000_000).default(200),
  RATE_LIMIT_TEST_PER_SECOND: z.coerce.number().positive().max(1_000_000).default(25),
  RATE_LIMIT_TEST_BURST: z.coerce.number().int().min(1).max(10_000_000).default(50),
  // The checkout's pay and OTP forms, per client IP and per checkout session
  // (lib/rate-limit/checkout-limits.ts; the session's burst defaults to the attempt limit, 10).
  RATE_LIMIT_CHECKOUT_IP_PER_MINUTE: z.coerce.number().positive().max(1_000_000).default(60),
  RATE_LIMIT_CHECKOUT_IP_BURST: z.coerce.number().int().min(1).max(10_000_000).default(30),
  RATE_LIMIT_CHECKOUT_SESSION_PER_MINUTE: z.coerce.number().positive().max(1_000_000).default(6),
  RATE_LIMIT_CHECKOUT_SESSION_BURST: z.coerce.number().int().min(1).max(10_000_000).optional(),
  // The public routes that can make the gateway ask a processor (lib/rate-limit/public-limits.ts): the
  // processor callback URL, per client IP and per connection token (a processor's callbacks for every
  // payment of a connection come through one token, from few addresses), and the checkout's return URL,
  // per client IP and per checkout session (a customer comes back once or twice).
  RATE_LIMIT_CALLBACK_IP_PER_MINUTE: z.coerce.number().positive().max(1_000_000).default(1200),
  RATE_LIMIT_CALLBACK_IP_BURST: z.coerce.number().int().min(1).max(10_000_000).default(200),
  RATE_LIMIT_CALLBACK_TOKEN_PER_MINUTE: z.coerce.number().positive().max(1_000_000).default(1200),
  RATE_LIMIT_CALLBACK_TOKEN_BURST: z.coerce.number().int().min(1).max(10_000_000).default(200),
  RATE_LIMIT_RETURN_IP_PER_MINUTE: z.coerce.number().positive().max(1_000_000).default(60),
  RATE_LIMIT_RETURN_IP_BURST: z.coerce.number().int().min(1).max(10_000_000).default(30),
  RATE_LIMIT_RETURN_SESSION_PER_MINUTE: z.coerce.number().positive().max(1_000_000).default(6),
  RATE_LIMIT_RETURN_SESSION_BURST: z.coerce.number().int().min(1).max(10_000_000).default(10),
  // A callback or a customer's return asks the processor about an object at most once per this many
  // seconds, across every process (lib/processors/status-asks.ts); the others answer from what is recorded.
  PROCESSOR_STATUS_ASK_INTERVAL_SECONDS: z.coerce.number().min(1).max(600).default(5),
  // Next.js's own switch: set, `next start` leaves SIGTERM/SIGINT to the app (instrumentation.ts).
  NEXT_MANUAL_SIG_HANDLE: z.string().optional(),
  // The bank that holds live virtual-account numbers (docs/api.md "Virtual accounts"): shown beside
  // each number, since a customer can only pay into an account number at its bank. Test mode's
  // accounts are at a simulated bank. Unset, the dashboard asks the merchant to check with the operator.
  VIRTUAL_ACCOUNT_BANK: z.string().trim().min(2).max(100).optional(),
  // Invite e-mails (docs/security.md "Invites"): unset, nothing is e-mailed and the
  // owner copies the link. smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465.
  SMTP_URL: z
    .literal("")
    .transform(() => undefined)
    .or(z.string().refine(isSmtpUrl, "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587"))
    .optional(),
  /** The From of those e-mails: an address, or "Name <address>". */
  SMTP_FROM: z.string().min(3).default("Gateway <no-reply@localhost>"),
  // Secrets at rest (docs/security.md "Secrets"): 32 random bytes, base64 or hex
  // (openssl rand -base64 32). Required in production; development and tests fall back to a fixed key.
  ENCRYPTION_KEY: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined))
    .refine((v) => v === undefined || parseEncryptionKey(v) !== null, "ENCRYPTION_KEY: 32 bytes, base64 (44 characters) or hex (64 digits)"),
  // Routing health (docs/processors.md "Health and the circuit breaker"): a connection's
  // circuit opens when, over the last CIRCUIT_WINDOW_MS and with at least CIRCUIT_MIN_CALLS calls,
  // the share of calls the processor did not answer (no answer, timeout, 5xx) reaches
  // CIRCUIT_FAILURE_RATE, or after CIRCUIT_CONSECUTIVE_FAILURES such calls in a row; it stays open
  // CIRCUIT_COOLDOWN_MS, then one new attempt in CIRCUIT_HALF_OPEN_EVERY probes it. Each process
  // re-reads the shared call log at most every CIRCUIT_REFRESH_MS.
  CIRCUIT_WINDOW_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  CIRCUIT_MIN_CALLS: z.coerce.number().int().min(1).max(10_000).default(10),
  CIRCUIT_FAILURE_RATE: z.coerce.number().gt(0).max(1).default(0.5),
  CIRCUIT_CONSECUTIVE_FAILURES: z.coerce.number().int().min(1).max(10_000).default(5),
  CIRCUIT_COOLDOWN_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  CIRCUIT_HALF_OPEN_EVERY: z.coerce.number().int().min(1).max(1_000).default(10),
  CIRCUIT_REFRESH_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  // Observability (docs/operations.md "Metrics" and "Traces"). GET /metrics answers only
  // with `Authorization: Bearer $METRICS_TOKEN`; unset, the route does not exist (404).
  METRICS_TOKEN: z
    .string()
    .min(16, "METRICS_TOKEN must be at least 16 characters (openssl rand -hex 24)")
    .regex(/^[\x21-\x7e]+$/, "METRICS_TOKEN: printable ASCII without spaces")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Traces are exported (OTLP over HTTP) only when this names a collector, e.g. http://otel-collector:4318;
  // unset, spans still carry trace ids into logs, jobs and traceparent headers, and nothing is sent.
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .url("OTEL_EXPORTER_OTLP_ENDPOINT must be a URL, e.g. http://otel-collector:4318")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default("gateway"),
  // OpenTelemetry's standard switch: "true" registers no tracer at all (no trace ids in logs, jobs or headers).
  OTEL_SDK_DISABLED: z.enum(["true", "false"]).default("false"),
  // /metrics's database gauges (payments and payouts by status, jobs, webhook lag) are read at most this
  // often per process (ms); a scrape in between answers the last reading. 0: every scrape reads.
  METRICS_DATABASE_MAX_AGE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  // `npm run worker` serves its own /metrics on this port (its counters live in its process); unset: none.
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Keys that encrypted values before the last rotation, comma-separated: read, never written. */
  ENCRYPTION_KEYS_OLD: z
    .string()
    .optional()
    .refine(
      (v) => !v || v.split(",").every((k) => parseEncryptionKey(k.trim()) !== null),
      "ENCRYPTION_KEYS_OLD: comma-separated keys, each 32 bytes in base64 or hex",
    ),
});

export type Env = z.infer<typeof schema> & {
  publicBaseUrl: string;
  inlineWorker: boolean;
  /** NEXT_MANUAL_SIG_HANDLE is set: the inline worker's signal handler closes the database and exits. */
  manualSignalHandling: boolean;
  /** Serve the inline checkout demo (page and session route) for the demo merchant, test mode only. */
  demoMode: boolean;
  /** Trust X-Forwarded-Host: the operator says a reverse proxy in front sets it. */
  trustProxy: boolean;
  webhookRetryScheduleMs: number[];
  nextAuthSecret: string;
  pgliteDir: string;
  /** ENCRYPTION_KEY's 32 bytes, or the fixed development key outside production. */
  encryptionKey: Buffer;
  encryptionKeyIsDevelopment: boolean;
  encryptionKeysOld: Buffer[];
  /** RATE_LIMIT is not "off". */
  rateLimitEnabled: boolean;
};

/** Configuration is wrong or missing: the message says what to set. */
export class ConfigurationError extends Error {}

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigurationError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production" && !process.env.NEXT_PHASE?.includes("build");
  if (production) {
    const missing = [
      !e.PUBLIC_BASE_URL && "PUBLIC_BASE_URL (the https address customers and merchants use)",
      !e.NEXTAUTH_SECRET && "NEXTAUTH_SECRET (at least 32 random characters: openssl rand -base64 32)",
      !e.ENCRYPTION_KEY && "ENCRYPTION_KEY (32 random bytes, base64 or hex: openssl rand -base64 32); it encrypts webhook secrets at rest",
    ].filter(Boolean);
    if (missing.length && process.env.GATEWAY_ALLOW_DEV_DEFAULTS !== "1") {
      throw new ConfigurationError(`Missing configuration for production:\n  ${missing.join("\n  ")}`);
    }
  }
  if (e.GATEWAY_TEST_FAULT && e.NODE_ENV === "production") {
    throw new ConfigurationError("GATEWAY_TEST_FAULT is a test-only crash switch: unset it in production");
  }
  const port = e.PORT ?? 3000;
  // next-auth reads NEXTAUTH_URL itself; one origin everywhere (or logins loop), so it
  // follows PUBLIC_BASE_URL unless set on its own.
  if (!e.NEXTAUTH_URL && e.PUBLIC_BASE_URL) process.env.NEXTAUTH_URL = e.PUBLIC_BASE_URL;
  const pgliteDir = path.resolve(e.PGLITE_DIR);
  cached = {
    ...e,
    pgliteDir,
    inlineWorker: e.GATEWAY_INLINE_WORKER === "1" && e.NODE_ENV !== "test",
    manualSignalHandling: Boolean(e.NEXT_MANUAL_SIG_HANDLE),
    // `npm run dev` runs with NODE_ENV=development; `next start` and tests must opt in.
    demoMode: (e.GATEWAY_DEMO_MODE ?? (e.NODE_ENV === "development" ? "1" : "0")) === "1",
    trustProxy: e.TRUST_PROXY === "1",
    webhookRetryScheduleMs: e.WEBHOOK_RETRY_SCHEDULE_MS.split(",").map(Number),
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? e.NEXTAUTH_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    nextAuthSecret: e.NEXTAUTH_SECRET ?? developmentSecret(pgliteDir),
    encryptionKey: e.ENCRYPTION_KEY ? parseEncryptionKey(e.ENCRYPTION_KEY)! : DEVELOPMENT_ENCRYPTION_KEY,
    encryptionKeyIsDevelopment: !e.ENCRYPTION_KEY,
    encryptionKeysOld: (e.ENCRYPTION_KEYS_OLD ?? "")
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean)
      .map((k) => parseEncryptionKey(k)!),
    rateLimitEnabled: e.RATE_LIMIT === "on",
  };
  return cached;
}

function isSmtpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Anyone can derive this key: it protects nothing, and exists so development needs no setup. */
const DEVELOPMENT_ENCRYPTION_KEY = crypto.createHash("sha256").update("gateway development encryption key (not secret)").digest();

/** 32 bytes written as 64 hex digits or as base64 (standard or URL-safe); null otherwise. */
export function parseEncryptionKey(text: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return null;
  const key = Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return key.length === 32 ? key : null;
}

/** Tests change configuration between cases; this forgets the parsed copy. */
export function resetEnvForTests() {
  cached = undefined;
}

/**
 * Development only: a random secret kept next to the embedded database so that
 * sessions survive restarts, created on first use. Production requires NEXTAUTH_SECRET.
 */
function developmentSecret(pgliteDir: string): string {
  const file = path.join(path.dirname(pgliteDir), "dev-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim(); // another process created it first
    }
  }
}
