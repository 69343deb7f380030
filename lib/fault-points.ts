// Test-only crash injection (issues 9, 10): with GATEWAY_TEST_FAULT set to a point's name, the
// process kills itself with SIGKILL when it reaches that point, as a power cut would, so a
// test can prove the gateway recovers (tests/integration/checkout/crash-recovery.test.ts,
// payouts-worker-crash.test.ts). "name:N" kills on the Nth time the point is reached, so a
// worker can finish some payouts first. Never active in production: env() refuses the
// variable there, and this check ignores it as well.
import { env } from "@/lib/env";

export const FAULT_POINTS = ["after_processor_answer", "payout_after_processor_answer"] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

const reached = new Map<FaultPoint, number>();

export function faultPoint(point: FaultPoint) {
  const e = env();
  if (e.NODE_ENV === "production" || !e.GATEWAY_TEST_FAULT) return;
  const [name, nth = "1"] = e.GATEWAY_TEST_FAULT.split(":");
  if (name !== point) return;
  const count = (reached.get(point) ?? 0) + 1;
  reached.set(point, count);
  if (count === Number(nth)) process.kill(process.pid, "SIGKILL");
}
