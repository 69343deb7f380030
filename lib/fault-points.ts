// Test-only crash injection: with GATEWAY_TEST_FAULT set to a point's name, the
// process kills itself with SIGKILL when it reaches that point, as a power cut would, so a
// test can prove the gateway recovers (tests/integration/checkout/crash-recovery.test.ts,
// payouts-worker-crash.test.ts). "name:N" kills on the Nth time the point is reached, so a
// worker can finish some payouts first. Never active in production: env() refuses the
// variable there, and this check ignores it as well.
import { env } from "@/lib/env";

// Each names a step of a request that moves money at a processor (the kill matrix of
// tests/integration/processors/money-kill-matrix.test.ts kills the process at each):
//   direct_charge_after_payment       a direct charge's payment committed, its attempt not started
//   before_processor_request          a checkout attempt recorded "processing", the processor not yet asked
//   after_processor_answer            the processor answered the attempt, the answer not yet recorded
//   before_idempotent_answer_stored   a two-step write finished, its answer not yet stored under its key
//   payout_before_processor_request   a payout marked "processing", the processor not yet asked
//   payout_after_processor_answer     the processor answered the payout, the answer not yet recorded
//   refund_after_processor_answer     the processor answered a refund, the answer not yet recorded
export const FAULT_POINTS = [
  "direct_charge_after_payment",
  "before_processor_request",
  "after_processor_answer",
  "before_idempotent_answer_stored",
  "payout_before_processor_request",
  "payout_after_processor_answer",
  "refund_after_processor_answer",
] as const;
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
