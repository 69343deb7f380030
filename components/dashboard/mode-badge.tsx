// The mode a page shows, as a badge: orange for test, green for live (the shell's header and
// the pages whose data is per mode).
import { Badge } from "@/components/ui/badge";
import type { DashboardMode } from "@/lib/catalog/modes";

export function ModeBadge({ mode, what = "mode" }: { mode: DashboardMode; /** "mode", or what is per mode ("keys"). */ what?: string }) {
  return mode === "test" ? (
    <Badge tone="orange" dot>
      Test {what}
    </Badge>
  ) : (
    <Badge tone="green" dot>
      Live {what}
    </Badge>
  );
}
