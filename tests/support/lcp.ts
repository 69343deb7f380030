// The checkout's largest contentful paint on a throttled phone, shared by the e2e test
// (tests/e2e/checkout-lcp.spec.ts) and the bench (bench/checkout.ts). Lighthouse's mobile "slow 4G"
// profile over the Chrome DevTools Protocol (Chromium only): 150 ms RTT × 3.75 = 562.5 ms latency,
// 1.6 Mbps × 0.9 down (180,000 bytes/s), 750 kbps × 0.9 up (84,375 bytes/s), a 4× slower CPU, and a
// phone's viewport (412 × 823, as Lighthouse's Moto G Power).
import type { Page } from "@playwright/test";

export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export async function throttleLikeSlow4gPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1_600_000 * 0.9) / 8, // bytes per second: 180,000
    uploadThroughput: (750_000 * 0.9) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** The page's LCP after load: the last candidate the browser reported, and what it was. */
export async function largestContentfulPaint(page: Page): Promise<{ ms: number; element: string }> {
  return page.evaluate(
    () =>
      new Promise<{ ms: number; element: string }>((resolve) => {
        let last: (PerformanceEntry & { element?: Element | null }) | undefined;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          last = entries[entries.length - 1];
        }).observe({ type: "largest-contentful-paint", buffered: true });
        // Later candidates (a bigger element painted after load) come within a few frames.
        setTimeout(() => resolve({ ms: last?.startTime ?? Number.NaN, element: last?.element ? `${last.element.tagName.toLowerCase()} "${(last.element.textContent ?? "").slice(0, 40)}"` : "?" }), 1000);
      }),
  );
}
