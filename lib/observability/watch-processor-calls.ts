import "server-only";
// Counts every processor call try for /metrics: the executor reports each one
// (lib/processors/call-observers.ts) with its connection id; the connector's name (chapa, mtn_momo…)
// is looked up once per connection and remembered (a connection's connector never changes).
// A scrape waits for lookups still under way (settleProcessorCallCounts), so it never misses a call
// that ended before it.
import { db } from "@/lib/db";
import { logger } from "@/lib/logger";
import { observeProcessorCalls, type ProcessorCallObservation } from "@/lib/processors/call-observers";
import { processorCalls, processorDuration, processorErrors, processorOutcome } from "@/lib/telemetry/metrics";

// On globalThis, as the registry and the observers are: one watcher per process, whichever of Next's
// layers (the instrumentation hook, the route handlers) starts it.
const state = ((globalThis as Record<symbol, unknown>)[Symbol.for("gateway.metrics.processorCalls")] ??= {
  connectors: new Map<string, string>(),
  pending: new Set<Promise<void>>(),
  unsubscribe: undefined,
}) as { connectors: Map<string, string>; pending: Set<Promise<void>>; unsubscribe: (() => void) | undefined };
const { connectors, pending } = state;

/** Starts counting (once per process; later calls do nothing). */
export function watchProcessorCalls(): void {
  state.unsubscribe ??= observeProcessorCalls(onCall);
}

/** Tests: stop counting. */
export function stopWatchingProcessorCalls(): void {
  state.unsubscribe?.();
  state.unsubscribe = undefined;
}

/** Resolves once the calls already reported are counted. */
export async function settleProcessorCallCounts(): Promise<void> {
  await Promise.all([...pending]);
}

function onCall(call: ProcessorCallObservation): void {
  const connector = connectors.get(call.connectionId);
  if (connector) return count(call, connector);
  const lookup = db()
    .processorConnection.findUnique({ where: { id: call.connectionId }, select: { connector: true } })
    .then((row) => {
      // "unknown": a connection deleted since; still counted, under a bounded name.
      const name = row?.connector ?? "unknown";
      if (row) connectors.set(call.connectionId, name);
      count(call, name);
    })
    .catch((error: unknown) => {
      logger().warn({ err: error, connectionId: call.connectionId }, "processor call not counted: its connector could not be read");
    })
    .finally(() => pending.delete(lookup));
  pending.add(lookup);
}

function count(call: ProcessorCallObservation, connector: string): void {
  const outcome = processorOutcome(call.status, call.timedOut);
  processorCalls.inc({ connection: call.connectionId, connector, operation: call.operation, outcome });
  if (outcome !== "ok") processorErrors.inc({ connection: call.connectionId, connector, kind: outcome });
  processorDuration.observe({ connection: call.connectionId, connector, operation: call.operation }, call.durationMs / 1000);
}
