"use client";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

/** Copies text; falls back to a hidden textarea where the Clipboard API is unavailable (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through */
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

export function CopyButton({
  text,
  label = "Copy",
  srLabel,
  size = "sm",
  className,
  iconOnly = false,
}: {
  text: string;
  label?: string;
  /** Extra words for screen readers, e.g. "publishable key", when several copy buttons share a page. */
  srLabel?: string;
  size?: "sm" | "md";
  className?: string;
  /** Only the icon is visible; the label stays for screen readers and as a tooltip. */
  iconOnly?: boolean;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <Button
      variant="secondary"
      size={size}
      className={iconOnly ? `${className ?? ""} w-8 px-0` : className}
      title={iconOnly ? `${label}${srLabel ? ` ${srLabel}` : ""}` : undefined}
      onClick={async () => setState((await copyText(text)) ? "copied" : "failed")}
      aria-live="polite"
    >
      {state === "copied" ? (
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 text-emerald-600">
          <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" clipRule="evenodd" />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" className="size-4">
          <rect x="7" y="7" width="10" height="10" rx="2" />
          <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
        </svg>
      )}
      <span className={iconOnly ? "sr-only" : undefined}>{state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : label}</span>
      {srLabel && state === "idle" ? <span className="sr-only"> {srLabel}</span> : null}
    </Button>
  );
}
