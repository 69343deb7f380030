// Which processor handles a mode. Test mode always uses the simulator; live payments never
// do. No live processor is configured in this build, so live checkouts show methods as
// unavailable (issue 3).
import { simulator } from "@/lib/processors/simulator";
import type { Processor } from "@/lib/processors/types";

export function processorFor(mode: "test" | "live"): Processor | null {
  return mode === "test" ? simulator : null;
}
