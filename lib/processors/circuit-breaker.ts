// The circuit breaker's rules as one pure function over a connection's call log, so every
// process that reads the same log (the ProcessorCall rows) reaches the same state, and the tests
// and the docs can state the rules exactly.
//
//   closed     takes traffic. Opens when, over the last `windowMs` and with at least `minCalls` calls,
//              the share of failures reaches `failureRate`, or after `consecutiveFailures` failures in a row.
//   open       takes no new attempts for `cooldownMs` from the call that opened it.
//   half_open  after the cool-down: a probe's share of new attempts. The next call that ends decides:
//              an answer closes it (the window starts afresh), another failure opens it again.
//
// A failure is a call the processor did not answer: no answer, a timeout, a 5xx. Never a 4xx or a
// decline: those are answers (the customer's bank said no, our request was wrong), not an outage;
// 4xx answers are left out altogether (countsForCircuit), a 2xx or 3xx is a success.
// Calls that end while the circuit is open (status syncs of attempts already there) do not count:
// only the cool-down ends an open circuit, so one lucky call cannot reopen traffic early.

export type CircuitState = "closed" | "open" | "half_open";

export type CircuitSettings = {
  windowMs: number;
  minCalls: number;
  failureRate: number;
  consecutiveFailures: number;
  cooldownMs: number;
};

/** One try of a call as the executor logged it: when it ended, and whether the processor answered. */
export type CallSample = { at: number; failed: boolean };

export type Circuit = {
  state: CircuitState;
  /** When the circuit last opened (ms since epoch), while it is open or half-open. */
  openedAt: number | null;
  /** When an open circuit turns half-open. */
  retryAt: number | null;
  /** Calls and failures in the window ending now, for the dashboard and /metrics. */
  calls: number;
  failures: number;
};

/** A processor's answer that says it is down: no answer, or a 5xx. */
export function isFailedCall(call: { status: number | null; error?: string | null }): boolean {
  return call.status === null || call.status >= 500;
}

/**
 * Whether a call tells the breaker anything: a 4xx does not. It is about the request (an unknown
 * reference, a refused payment, a stale token), neither an outage nor proof that the call the
 * outage hits works: during an outage of the start endpoint, the "404, no such payment" of the
 * status question must not count as the processor being well.
 */
export function countsForCircuit(call: { status: number | null }): boolean {
  return call.status === null || call.status < 400 || call.status >= 500;
}

/** The circuit after these calls (any order; each is placed by its time), as of `now`. */
export function circuitFromCalls(samples: readonly CallSample[], settings: CircuitSettings, now: number): Circuit {
  const calls = [...samples].sort((a, b) => a.at - b.at);
  let state: CircuitState = "closed";
  let openedAt: number | null = null;
  let consecutive = 0;
  // The closed state's window: calls[head..i], since the circuit last closed and at most windowMs old,
  // kept as a moving start and a running failure count (one pass over the log, whatever its size).
  let head = 0;
  let inWindow = 0;
  let failures = 0;
  const restart = (from: number) => {
    head = from;
    inWindow = 0;
    failures = 0;
    consecutive = 0;
  };
  for (let i = 0; i < calls.length; i++) {
    const call = calls[i];
    if (call.at > now) break;
    if (state === "open" && openedAt !== null && call.at >= openedAt + settings.cooldownMs) state = "half_open";
    if (state === "open") continue;
    if (state === "half_open") {
      if (call.failed) {
        state = "open";
        openedAt = call.at;
      } else {
        state = "closed";
        openedAt = null;
        restart(i + 1);
      }
      continue;
    }
    inWindow += 1;
    if (call.failed) failures += 1;
    while (head < i && calls[head].at <= call.at - settings.windowMs) {
      inWindow -= 1;
      if (calls[head].failed) failures -= 1;
      head += 1;
    }
    consecutive = call.failed ? consecutive + 1 : 0;
    if (consecutive >= settings.consecutiveFailures || (inWindow >= settings.minCalls && failures / inWindow >= settings.failureRate)) {
      state = "open";
      openedAt = call.at;
      restart(i + 1);
    }
  }
  if (state === "open" && openedAt !== null && now >= openedAt + settings.cooldownMs) state = "half_open";
  const recent = calls.filter((c) => c.at > now - settings.windowMs && c.at <= now);
  return {
    state,
    openedAt: state === "closed" ? null : openedAt,
    retryAt: state === "open" && openedAt !== null ? openedAt + settings.cooldownMs : null,
    calls: recent.length,
    failures: recent.filter((c) => c.failed).length,
  };
}
