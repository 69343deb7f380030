// What a database error means, for services that turn one into a business answer
// (a unique index deciding between two writers becomes RESOURCE_CONFLICT, for example).
// Kept apart from the client (lib/db/client.ts) so a service can ask without importing the drivers.
import { Prisma } from "@/lib/generated/prisma/client";

/** A unique index refused the row (Prisma's P2002). */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return true;
  // A raw statement (hotQuery): pg's own error on the pool, or wrapped by Prisma inside a
  // transaction; SQLSTATE 23505 at any level of cause.
  for (const o of errorChain(error)) {
    if (o.code === "23505" || o.meta?.code === "23505") return true;
    if (typeof o.cause === "object" && o.cause && (o.cause as { originalCode?: unknown }).originalCode === "23505") return true;
  }
  return false;
}

/**
 * The DETAIL of a database error with SQLSTATE `code` (one our own SQL functions raise), wherever
 * the driver or Prisma put it; undefined when `error` is not one.
 */
export function databaseErrorDetail(error: unknown, code: string): string | undefined {
  let found = false;
  let detail: string | undefined;
  for (const o of errorChain(error)) {
    const original = typeof o.cause === "object" && o.cause ? (o.cause as { originalCode?: unknown }).originalCode : undefined;
    if (o.code === code || o.meta?.code === code || original === code) found = true;
    if (typeof o.detail === "string") detail ??= o.detail;
  }
  return found ? (detail ?? "") : undefined;
}

type ErrorLike = { code?: unknown; detail?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: { code?: unknown; driverAdapterError?: unknown } };

/** An error and the errors it wraps (`cause`, Prisma's `meta.driverAdapterError`), at most six deep. */
function* errorChain(error: unknown): Generator<ErrorLike> {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    const o = e as ErrorLike;
    yield o;
    e = o.cause ?? o.meta?.driverAdapterError;
  }
}

/**
 * The database is away or too slow, not our code or the request wrong (faults): the
 * connection refused, reset or closed (a restart), a server shutting down or still starting,
 * too many connections, the pool's connect timeout, or a statement cancelled by
 * statement_timeout. Such a request wrote nothing (its transaction did not commit) and can be
 * retried: the API answers 503 SERVICE_UNAVAILABLE with Retry-After, not 500.
 * Errors arrive in several wrappings (pg's own, the Prisma adapter's `{ kind, code }`, Prisma's
 * request errors with a code and a cause); every level of `cause` is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const o of errorChain(error)) {
    if (typeof o.kind === "string" && UNAVAILABLE_KINDS.has(o.kind)) return true;
    if (typeof o.code === "string" && (UNAVAILABLE_CODES.has(o.code) || o.code.startsWith("08"))) return true;
    if (typeof o.message === "string" && UNAVAILABLE_MESSAGE.test(o.message)) return true;
  }
  return false;
}

/** The Prisma adapter's kinds for a lost or refused connection. */
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/**
 * SQLSTATEs (class 08, connection exceptions, by prefix above): 57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now (starting up), 53300 too many connections, 57014 query
 * cancelled (statement_timeout); Node's socket codes; Prisma's P1001 (cannot reach), P1002
 * (timed out), P1008 (operation timed out), P1017 (server closed the connection), P2024 (pool timeout).
 */
const UNAVAILABLE_CODES = new Set([
  "57P01", "57P02", "57P03", "53300", "57014",
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH",
  "P1001", "P1002", "P1008", "P1017", "P2024",
]);
/** pg's errors without a code: a connection ended under a query, or the pool's connect timeout. */
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|the database system is (starting up|shutting down|in recovery)|Connection ended unexpectedly|ECONNREFUSED|canceling statement due to statement timeout/i;
