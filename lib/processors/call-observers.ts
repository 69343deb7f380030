// Who hears about each processor call: the executor reports every try here, after it
// ends, and the routing health (connection-health.ts) and the metrics (/metrics) listen. An observer
// never changes the call's outcome: one that throws is logged and ignored.

export type ProcessorCallObservation = {
  connectionId: string;
  operation: string;
  method: string;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  durationMs: number;
  /** No answer within the timeout. */
  timedOut: boolean;
  /** Why no answer came (network error or timeout); null when one did. */
  error: string | null;
  /** The id of the call's ProcessorCall row (routing health merges what it saw with the shared log by it). */
  callId?: string;
};

export type ProcessorCallObserver = (observation: ProcessorCallObservation) => void;

// On globalThis: Next evaluates this module once per layer (the instrumentation hook, which runs the
// inline worker, and the route handlers); one set per process, so an observer hears every executor's calls.
const observers = ((globalThis as Record<symbol, unknown>)[Symbol.for("gateway.processorCallObservers")] ??= new Set()) as Set<ProcessorCallObserver>;

/** Adds an observer; the returned function removes it. */
export function observeProcessorCalls(observer: ProcessorCallObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function reportProcessorCall(observation: ProcessorCallObservation): void {
  for (const observer of observers) {
    try {
      observer(observation);
    } catch (error) {
      console.warn("processor call observer failed", error);
    }
  }
}
