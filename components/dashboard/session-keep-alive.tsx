"use client";
// Sliding renewal of the dashboard session: while the user is active, ask next-auth
// for the session at most every `renewEverySeconds`. GET /api/auth/session re-issues the session
// cookie with a fresh idle expiry (lib/auth/session.ts); an empty answer means the session has
// ended (idle, absolute limit, membership removed), and the page goes to sign-in. A tab left
// open without any input does not renew, so the idle limit still ends it.
import { useEffect } from "react";

export function SessionKeepAlive({ renewEverySeconds }: { renewEverySeconds: number }) {
  useEffect(() => {
    let active = false;
    const markActive = () => {
      active = true;
    };
    const events = ["pointerdown", "keydown", "wheel", "touchstart"] as const;
    for (const name of events) window.addEventListener(name, markActive, { passive: true });
    const timer = window.setInterval(async () => {
      if (!active) return;
      active = false;
      try {
        const res = await fetch("/api/auth/session", { cache: "no-store", credentials: "same-origin" });
        const session = (await res.json()) as { userId?: string };
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        if (res.ok && !session.userId) window.location.assign("/login");
      } catch {
        // Offline for a moment: the next interval asks again.
      }
    }, renewEverySeconds * 1000);
    return () => {
      window.clearInterval(timer);
      for (const name of events) window.removeEventListener(name, markActive);
    };
  }, [renewEverySeconds]);
  return null;
}
