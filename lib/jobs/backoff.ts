/**
 * The wait after the n-th failure (n >= 1): exponential, capped, with "equal jitter": between half
 * and all of min(cap, base * 2^(n-1)). Below the cap, the shortest wait after n+1 failures is the
 * longest after n, so waits grow; and jobs that failed together do not all come back at once.
 */
export function backoffDelayMs(policy: { baseMs: number; capMs: number }, failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, Math.min(failures - 1, 52)));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
