// Opt-in timing trace: PRISMA_BRIDGE_TRACE=/path/to/file appends one line per event.
import { appendFileSync } from "node:fs";

const target = process.env.PRISMA_BRIDGE_TRACE;
const t0 = performance.now();

export function trace(message) {
  if (!target) return;
  appendFileSync(target, `[${process.pid} +${Math.round(performance.now() - t0)}ms] ${message}\n`);
}
