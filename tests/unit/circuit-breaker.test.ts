// The circuit breaker's rules as a pure function of a connection's call log
// (lib/processors/circuit-breaker.ts): what opens it, how long it stays open, what a probe does,
// and that 4xx answers say nothing either way.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { circuitFromCalls, countsForCircuit, isFailedCall, type CallSample } from "@/lib/processors/circuit-breaker";

const settings = { windowMs: 60_000, minCalls: 10, failureRate: 0.5, consecutiveFailures: 5, cooldownMs: 30_000 };
const calls = (pattern: string, start = 0, every = 100): CallSample[] => [...pattern].map((c, i) => ({ at: start + i * every, failed: c === "x" }));

describe("circuitFromCalls", () => {
  it("stays closed with no calls, and below both thresholds", () => {
    expect(circuitFromCalls([], settings, 0).state).toBe("closed");
    // 8 failures in 9 calls, never 5 in a row: too few calls for the rate to count.
    expect(circuitFromCalls(calls("xxxx.xxxx"), settings, 2_000).state).toBe("closed");
  });

  it("opens after K failures in a row, and stays open for the cool-down from the call that opened it", () => {
    const log = calls("..xxxxx");
    const openedAt = log[6].at;
    expect(circuitFromCalls(log, settings, openedAt + 1)).toMatchObject({ state: "open", openedAt, retryAt: openedAt + 30_000 });
    expect(circuitFromCalls(log, settings, openedAt + 29_999).state).toBe("open");
    expect(circuitFromCalls(log, settings, openedAt + 30_000).state).toBe("half_open");
  });

  it("opens on the failure rate over the window once it has enough calls", () => {
    // 10 calls, alternating: 5 failures, never 2 in a row: the rate (0.5) opens it at the 10th.
    expect(circuitFromCalls(calls(".x.x.x.x.x"), settings, 1_000).state).toBe("open");
    // The same failures spread beyond the window never meet: each window has too few calls.
    expect(circuitFromCalls(calls(".x.x.x.x.x", 0, 20_000), settings, 200_000).state).toBe("closed");
  });

  it("calls while open change nothing; in half-open the next call decides", () => {
    const opened = calls("xxxxx");
    const at = opened[4].at;
    const duringOpen = [{ at: at + 1_000, failed: false }];
    expect(circuitFromCalls([...opened, ...duringOpen], settings, at + 2_000).state).toBe("open");
    const success = [{ at: at + 30_500, failed: false }];
    expect(circuitFromCalls([...opened, ...success], settings, at + 31_000).state).toBe("closed");
    const failure = [{ at: at + 30_500, failed: true }];
    expect(circuitFromCalls([...opened, ...failure], settings, at + 31_000)).toMatchObject({ state: "open", openedAt: at + 30_500 });
  });

  it("a closed circuit starts its window afresh: old failures do not reopen it", () => {
    const opened = calls("xxxxx");
    const at = opened[4].at;
    const log = [...opened, { at: at + 30_500, failed: false }, { at: at + 30_600, failed: true }];
    expect(circuitFromCalls(log, settings, at + 31_000).state).toBe("closed");
  });

  it("property: successes alone never open it, and the order the log is read in does not matter", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ at: fc.integer({ min: 0, max: 120_000 }), failed: fc.boolean() }), { maxLength: 60, selector: (c) => c.at }), (log) => {
        const now = 125_000;
        expect(circuitFromCalls(log.map((c) => ({ ...c, failed: false })), settings, now).state).toBe("closed");
        const sorted = [...log].sort((a, b) => a.at - b.at);
        expect(circuitFromCalls([...sorted].reverse(), settings, now)).toEqual(circuitFromCalls(log, settings, now));
      }),
    );
  });
});

describe("what a call says about the processor", () => {
  it("no answer and 5xx are failures; 2xx/3xx successes; 4xx say nothing", () => {
    expect(isFailedCall({ status: null })).toBe(true);
    expect(isFailedCall({ status: 503 })).toBe(true);
    expect(isFailedCall({ status: 200 })).toBe(false);
    expect(countsForCircuit({ status: 404 })).toBe(false);
    expect(countsForCircuit({ status: 402 })).toBe(false);
    expect(countsForCircuit({ status: 302 })).toBe(true);
    expect(countsForCircuit({ status: null })).toBe(true);
    expect(countsForCircuit({ status: 500 })).toBe(true);
  });
});
