// What the current request or job is, for every log line written while it runs: the
// logger's mixin (lib/logger.ts) reads it, so a line logged deep in a service carries the request
// id without being handed it. AsyncLocalStorage follows the request through awaits and timers.
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestContext = {
  /** The API or dashboard request's id (the Request-Id header). */
  requestId?: string;
  /** The job the worker is running. */
  jobId?: string;
};

// One per process, on globalThis: Next evaluates this module once per layer, and the logger of one
// layer must read what the wrapper of another set.
const storage = ((globalThis as Record<symbol, unknown>)[Symbol.for("gateway.requestContext")] ??= new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>;

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
