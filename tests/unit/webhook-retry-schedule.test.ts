// When a failed webhook delivery is tried again. The schedule's waits with ±10% jitter,
// a Retry-After honoured up to the next step but never making the wait shorter than scheduled,
// and null (the delivery is failed) once the schedule is used up.
import { describe, expect, it } from "vitest";
import { maxAttempts, nextRetryDelayMs } from "@/lib/webhooks/retry-schedule";
import { parseRetryAfter } from "@/lib/webhooks/send-webhook";

// The default schedule (lib/env.ts): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
const SCHEDULE = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
const fixed = (value: number) => () => value;

describe("nextRetryDelayMs", () => {
  it("follows the schedule: the nth failed attempt waits the nth step, with no jitter at the middle", () => {
    SCHEDULE.forEach((step, index) => expect(nextRetryDelayMs(SCHEDULE, index + 1, null, fixed(0.5))).toBe(step));
  });

  it("jitters each wait by at most 10% either way, and uses the whole range", () => {
    SCHEDULE.forEach((step, index) => {
      expect(nextRetryDelayMs(SCHEDULE, index + 1, null, fixed(0))).toBe(Math.round(step * 0.9));
      expect(nextRetryDelayMs(SCHEDULE, index + 1, null, fixed(0.999999))).toBe(Math.round(step * 1.1 - step * 0.2 * 0.000001));
    });
    const samples = Array.from({ length: 2_000 }, () => nextRetryDelayMs(SCHEDULE, 2)!);
    for (const wait of samples) {
      expect(wait).toBeGreaterThanOrEqual(270_000);
      expect(wait).toBeLessThanOrEqual(330_000);
    }
    // Real randomness: not all the same, and both sides of the step are reached.
    expect(new Set(samples).size).toBeGreaterThan(100);
    expect(Math.min(...samples)).toBeLessThan(285_000);
    expect(Math.max(...samples)).toBeGreaterThan(315_000);
  });

  it("returns null after the last step: the delivery is failed after schedule length + 1 attempts", () => {
    expect(nextRetryDelayMs(SCHEDULE, SCHEDULE.length, null, fixed(0.5))).toBe(36_000_000);
    expect(nextRetryDelayMs(SCHEDULE, SCHEDULE.length + 1)).toBeNull();
    expect(nextRetryDelayMs(SCHEDULE, SCHEDULE.length + 1, 60_000)).toBeNull();
    expect(nextRetryDelayMs(SCHEDULE, 50)).toBeNull();
    expect(maxAttempts(SCHEDULE)).toBe(8);
    expect(nextRetryDelayMs([], 1)).toBeNull();
    expect(maxAttempts([40, 80, 120])).toBe(4);
  });

  it("honours a Retry-After longer than the scheduled wait", () => {
    // After the first failure (5 s scheduled), the receiver asks for 60 s: 60 s it is.
    expect(nextRetryDelayMs(SCHEDULE, 1, 60_000, fixed(0.5))).toBe(60_000);
    expect(nextRetryDelayMs(SCHEDULE, 3, 3_600_000, fixed(0.5))).toBe(3_600_000);
  });

  it("caps a Retry-After at the next step of the schedule: a receiver can slow deliveries, not stop them", () => {
    expect(nextRetryDelayMs(SCHEDULE, 1, 86_400_000, fixed(0.5))).toBe(300_000);
    expect(nextRetryDelayMs(SCHEDULE, 2, 86_400_000, fixed(0.5))).toBe(1_800_000);
    // The last step has no step after it: the scheduled wait (with its jitter) is the ceiling.
    expect(nextRetryDelayMs(SCHEDULE, SCHEDULE.length, 10 * 86_400_000, fixed(0.5))).toBe(36_000_000);
    expect(nextRetryDelayMs(SCHEDULE, SCHEDULE.length, 10 * 86_400_000, fixed(1))).toBe(39_600_000);
  });

  it("never waits less than scheduled because of a short Retry-After", () => {
    expect(nextRetryDelayMs(SCHEDULE, 2, 0, fixed(0.5))).toBe(300_000);
    expect(nextRetryDelayMs(SCHEDULE, 2, 1_000, fixed(0))).toBe(270_000);
    expect(nextRetryDelayMs(SCHEDULE, 4, 7_000_000, fixed(0.5))).toBe(7_200_000);
    // A Retry-After between the jittered and the plain wait: the longer of the two.
    expect(nextRetryDelayMs(SCHEDULE, 2, 280_000, fixed(0))).toBe(280_000);
    for (let i = 0; i < 500; i++) {
      const retryAfter = Math.floor(Math.random() * 4_000_000);
      const wait = nextRetryDelayMs(SCHEDULE, 2, retryAfter)!;
      expect(wait).toBeGreaterThanOrEqual(Math.min(270_000, retryAfter) || 270_000);
      expect(wait).toBeGreaterThanOrEqual(Math.min(retryAfter, 1_800_000));
      expect(wait).toBeLessThanOrEqual(1_800_000);
    }
  });

  it("works with a test schedule in milliseconds", () => {
    const fast = [40, 80, 120];
    expect(nextRetryDelayMs(fast, 1, null, fixed(0))).toBe(36);
    expect(nextRetryDelayMs(fast, 3, null, fixed(1))).toBe(132);
    expect(nextRetryDelayMs(fast, 1, 1_000, fixed(0.5))).toBe(80);
    expect(nextRetryDelayMs(fast, 4)).toBeNull();
  });
});

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-11-23T10:00:00Z");
  it("reads seconds and HTTP dates, in ms from now", () => {
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
    expect(parseRetryAfter(["30", "60"], now)).toBe(30_000);
    expect(parseRetryAfter("Mon, 23 Nov 2026 10:02:00 GMT", now)).toBe(120_000);
    // A date in the past: retry as scheduled (0 extra wait).
    expect(parseRetryAfter("Mon, 23 Nov 2026 09:00:00 GMT", now)).toBe(0);
  });
  it("ignores what it cannot read", () => {
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter("", now)).toBeNull();
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter("1e3", now)).toBeNull();
  });
});
