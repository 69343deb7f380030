// When a failed webhook delivery is tried again: after 5 s, 5 min, 30 min, 2 h, 5 h,
// 10 h and 10 h (WEBHOOK_RETRY_SCHEDULE_MS), each with up to ±10% jitter so the deliveries of an
// outage do not all come back in the same second. A Retry-After longer than the scheduled wait is
// honoured, but never beyond the step after it: a receiver can slow us down, not stop us.

const JITTER = 0.1;

/**
 * The wait before the next attempt after `attemptsMade` failed attempts (1 = the first failed), or
 * null when the schedule is used up and the delivery is failed.
 */
export function nextRetryDelayMs(
  schedule: readonly number[],
  attemptsMade: number,
  retryAfterMs: number | null = null,
  random: () => number = Math.random,
): number | null {
  const scheduled = schedule[attemptsMade - 1];
  if (scheduled === undefined) return null;
  const jittered = Math.round(scheduled * (1 - JITTER + 2 * JITTER * random()));
  if (retryAfterMs === null || retryAfterMs <= jittered) return jittered;
  const ceiling = schedule[attemptsMade] ?? scheduled;
  return Math.max(jittered, Math.min(retryAfterMs, ceiling));
}

/** How many attempts a delivery gets in all: the first, then one per scheduled wait. */
export const maxAttempts = (schedule: readonly number[]) => schedule.length + 1;
