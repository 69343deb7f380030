"use client";
// The test/live switch shown on every dashboard page. On: test data (simulated
// payments, sk_test_ keys). Off: live data. The server remembers the choice in the gw_mode cookie.
import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useSetMode } from "@/components/dashboard/hooks";
import { useDashboard } from "@/components/dashboard/dashboard-context";
import { useToast } from "@/components/ui/toast";
import { cn } from "@/components/ui/cn";
import { focusRing } from "@/components/ui/focus";

/**
 * The page's address without its list cursor: a cursor pages one mode's list, and the other mode
 * refuses it (400), so a list after the switch starts again from its first page. A full load, for
 * the reason below.
 */
function withoutCursor(location: Location): string {
  const params = new URLSearchParams(location.search);
  params.delete("cursor");
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}

export function ModeSwitch() {
  const { mode, activation } = useDashboard();
  const router = useRouter();
  const notify = useToast();
  const setMode = useSetMode();
  const [refreshing, startTransition] = useTransition();
  const busy = setMode.isPending || refreshing;
  const testMode = mode === "test";

  return (
    <button
      type="button"
      role="switch"
      aria-checked={testMode}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() =>
        setMode.mutate(testMode ? "live" : "test", {
          onSuccess: () => {
            // Live mode of a merchant not activated yet opens its checklist. A full
            // load, because a client navigation keeps the layout (and its mode) from before the switch.
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination
            if (testMode && activation.status !== "activated") window.location.assign("/dashboard/settings/activation");
            else if (new URLSearchParams(window.location.search).has("cursor")) window.location.assign(withoutCursor(window.location));
            else startTransition(() => router.refresh());
          },
          onError: (error) => notify({ tone: "error", title: "Could not switch mode", description: error.message }),
        })
      }
      className={cn(
        "group inline-flex items-center gap-2 rounded-full whitespace-nowrap py-1 pr-1 pl-3 text-sm font-medium transition-colors disabled:opacity-70",
        testMode ? "bg-orange-50 text-orange-800 ring-1 ring-orange-300" : "bg-slate-100 text-slate-600 ring-1 ring-slate-200",
        focusRing,
      )}
    >
      <span>Test mode</span>
      <span
        aria-hidden="true"
        className={cn("relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors", testMode ? "bg-orange-500" : "bg-slate-300")}
      >
        <span
          className={cn(
            "absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform",
            testMode ? "translate-x-4" : "translate-x-0",
          )}
        />
      </span>
    </button>
  );
}
