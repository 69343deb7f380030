// Test-only crash injection (issue 9): with GATEWAY_TEST_FAULT set to a point's name, the
// process kills itself with SIGKILL when it reaches that point, as a power cut would, so a
// test can prove the gateway recovers (tests/integration/crash-recovery.test.ts). Never active
// in production: env() refuses the variable there, and this check ignores it as well.
import { env } from "@/lib/env";

export type FaultPoint = "after_processor_answer";

export function faultPoint(point: FaultPoint) {
  const e = env();
  if (e.NODE_ENV === "production" || e.GATEWAY_TEST_FAULT !== point) return;
  process.kill(process.pid, "SIGKILL");
}
