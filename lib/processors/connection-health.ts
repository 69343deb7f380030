import "server-only";
// Each connection's health for routing: its circuit breaker (circuit-breaker.ts), computed
// from the executor's call log.
//
// Shared, not per process: the state comes from the ProcessorCall rows every server and worker
// writes after each call, so a connection one process found down is skipped by all of them, and a
// process that has made no call yet (a fresh server, a worker) does not send customers to a dead
// processor to find out for itself. Each process re-reads the log at most every CIRCUIT_REFRESH_MS;
// between reads, the calls this process makes itself (heard through observeProcessorCalls) count at
// once, merged with the rows by the call's id, so the process that sees an outage reacts on the next
// attempt. The half-open probe share is counted per process (one new attempt in
// CIRCUIT_HALF_OPEN_EVERY): across N processes that is still about that share of the traffic.
import { db as defaultDb, type DbClient } from "@/lib/db";
import { env } from "@/lib/env";
import type { Mode } from "@/lib/generated/prisma/enums";
import type { ProcessorConnection } from "@/lib/generated/prisma/client";
import { observeProcessorCalls } from "@/lib/processors/call-observers";
import { circuitFromCalls, countsForCircuit, isFailedCall, type CallSample, type Circuit, type CircuitSettings, type CircuitState } from "@/lib/processors/circuit-breaker";
import { enabledConnections } from "@/lib/processors/connections";

export type { CircuitState } from "@/lib/processors/circuit-breaker";

type CallReader = Pick<DbClient, "processorCall">;
type Sample = CallSample & { id: string; connectionId: string };

export function circuitSettings(): CircuitSettings & { halfOpenEvery: number; refreshMs: number } {
  const e = env();
  return {
    windowMs: e.CIRCUIT_WINDOW_MS,
    minCalls: e.CIRCUIT_MIN_CALLS,
    failureRate: e.CIRCUIT_FAILURE_RATE,
    consecutiveFailures: e.CIRCUIT_CONSECUTIVE_FAILURES,
    cooldownMs: e.CIRCUIT_COOLDOWN_MS,
    halfOpenEvery: e.CIRCUIT_HALF_OPEN_EVERY,
    refreshMs: e.CIRCUIT_REFRESH_MS,
  };
}

/** How far back the log is read: a window, plus the cool-down of a circuit that window opened. */
const historyMs = (s: CircuitSettings) => s.windowMs + s.cooldownMs;

let shared: { at: number; samples: Sample[]; ids: Set<string> } | null = null;
let loading: Promise<Sample[]> | null = null;
/** This process's own calls, by id, until the shared log has them. */
const local = new Map<string, Sample>();

/** Past this many, the process's own calls older than the history are dropped (a worker that never routes never refreshes). */
const LOCAL_LIMIT = 5_000;

observeProcessorCalls((call) => {
  if (!countsForCircuit(call)) return;
  const id = call.callId ?? `local_${Math.random()}`;
  const at = Date.now();
  local.set(id, { id, connectionId: call.connectionId, at, failed: isFailedCall(call) });
  if (local.size > LOCAL_LIMIT) {
    const oldest = at - historyMs(circuitSettings());
    for (const [key, s] of local) if (s.at < oldest || local.size > LOCAL_LIMIT) local.delete(key);
  }
});

async function sharedSamples(reader: CallReader): Promise<Sample[]> {
  const settings = circuitSettings();
  if (shared && Date.now() - shared.at < settings.refreshMs) return shared.samples;
  if (loading) return loading;
  const startedAt = Date.now();
  loading = reader.processorCall
    .findMany({ where: { createdAt: { gte: new Date(startedAt - historyMs(settings)) } }, select: { id: true, connectionId: true, status: true, createdAt: true } })
    .then((rows) => {
      const samples = rows.filter(countsForCircuit).map((r) => ({ id: r.id, connectionId: r.connectionId, at: r.createdAt.getTime(), failed: isFailedCall(r) }));
      shared = { at: startedAt, samples, ids: new Set(samples.map((s) => s.id)) };
      // What the log now has, or what is too old to matter, is no longer kept here.
      for (const [id, s] of local) if (shared.ids.has(id) || s.at < startedAt - historyMs(settings)) local.delete(id);
      return samples;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Every connection's circuit now (connections without calls are closed). */
export async function connectionCircuits(reader: CallReader = defaultDb(), now = Date.now()): Promise<Map<string, Circuit>> {
  const settings = circuitSettings();
  const rows = await sharedSamples(reader);
  const seen = shared?.ids ?? new Set<string>();
  const byConnection = new Map<string, Sample[]>();
  for (const s of [...rows, ...[...local.values()].filter((l) => !seen.has(l.id))]) {
    const list = byConnection.get(s.connectionId) ?? [];
    list.push(s);
    byConnection.set(s.connectionId, list);
  }
  const circuits = new Map<string, Circuit>();
  for (const [id, samples] of byConnection) circuits.set(id, circuitFromCalls(samples, settings, now));
  return circuits;
}

const CLOSED: Circuit = { state: "closed", openedAt: null, retryAt: null, calls: 0, failures: 0 };

export async function connectionCircuit(connectionId: string, reader: CallReader = defaultDb()): Promise<Circuit> {
  return (await connectionCircuits(reader)).get(connectionId) ?? CLOSED;
}

/** The circuit state of every enabled connection (read by /metrics and the dashboard). */
export async function circuitStates(): Promise<Array<{ connectionId: string; connector: string; mode: Mode; state: CircuitState }>> {
  const rows = await enabledConnections();
  const circuits = await connectionCircuits();
  return rows.map((c) => ({ connectionId: c.id, connector: c.connector, mode: c.mode, state: circuits.get(c.id)?.state ?? "closed" }));
}

// ---- routing by health ------------------------------------------------------------------------

/** Per half-open connection: the open period it belongs to, and how many routing decisions it has seen. */
const probeTurns = new Map<string, { openedAt: number | null; seen: number }>();

/** Whether this routing decision is a half-open connection's probe: the first after the cool-down, then one in N. */
function probeTurn(connectionId: string, circuit: Circuit, every: number): boolean {
  let turn = probeTurns.get(connectionId);
  if (!turn || turn.openedAt !== circuit.openedAt) {
    turn = { openedAt: circuit.openedAt, seen: 0 };
    probeTurns.set(connectionId, turn);
  }
  const probe = turn.seen % every === 0;
  turn.seen += 1;
  return probe;
}

/**
 * Connections in the order to try them, given in the order of preference (merchant's own, priority):
 * the closed ones and a half-open one on its probe turn, then the other half-open ones, then the open
 * ones, each group keeping the preference. Nothing is dropped: with every connection open, the best
 * one is still tried (a refusal would fail the customer for certain; the try may find it back).
 */
export async function orderByHealth<T extends Pick<ProcessorConnection, "id">>(rows: T[], reader: CallReader = defaultDb()): Promise<Array<T & { circuit: CircuitState }>> {
  if (rows.length === 0) return [];
  const circuits = await connectionCircuits(reader);
  const every = circuitSettings().halfOpenEvery;
  const first: Array<T & { circuit: CircuitState }> = [];
  const waiting: Array<T & { circuit: CircuitState }> = [];
  const open: Array<T & { circuit: CircuitState }> = [];
  for (const row of rows) {
    const circuit = circuits.get(row.id) ?? CLOSED;
    const item = { ...row, circuit: circuit.state };
    if (circuit.state === "closed") first.push(item);
    else if (circuit.state === "half_open") (probeTurn(row.id, circuit, every) ? first : waiting).push(item);
    else open.push(item);
  }
  return [...first, ...waiting, ...open];
}

/** Tests and the bench: forget what this process knows (the shared log is read again at once). */
export function resetConnectionHealth(): void {
  shared = null;
  local.clear();
  probeTurns.clear();
}
