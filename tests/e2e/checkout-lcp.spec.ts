// Issue 15: the hosted checkout's largest contentful paint on a throttled phone, under 1.5 s.
// Lighthouse's mobile "slow 4G" profile over the Chrome DevTools Protocol (Chromium only):
// 150 ms RTT × 3.75 = 562.5 ms latency, 1.6 Mbps × 0.9 down (180,000 bytes/s), 750 kbps × 0.9
// up (84,375 bytes/s), a 4× slower CPU, and a phone's viewport (412 × 823, as Lighthouse's Moto G Power). The
// browser's cache is empty (a new context); the server has answered the page once before (the
// figure is the page's, not a cold server's first render). The figure is printed for docs/performance.md.
import { expect, test } from "@playwright/test";
import { seed } from "./support";

const LCP_BUDGET_MS = 1500;

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

test("the checkout's largest contentful paint on slow 4G with a 4× slower CPU is under 1.5 s", async ({ page, request }) => {
  const res = await request.post("/v2/payments/hosted", {
    headers: { Authorization: `Bearer ${seed().keys.test.secret}` },
    data: { amount: 49.99, currency: "USD", customization: { title: "Two concert tickets", description: "Order #1042: two seats, row F" }, customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com" } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const url: string = (await res.json()).data.checkout_url;
  expect((await request.get(url)).status()).toBe(200); // warm-up, outside the browser

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1_600_000 * 0.9) / 8, // bytes per second: 180,000
    uploadThroughput: (750_000 * 0.9) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

  await page.goto(url, { waitUntil: "load" });
  await expect(page.locator("#payment-heading")).toHaveText("Pay with");
  const lcp = await page.evaluate(
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
  console.log(`checkout LCP (slow 4G, 4x CPU, 412x823): ${Math.round(lcp.ms)} ms, element ${lcp.element}`);
  expect(lcp.ms).toBeLessThan(LCP_BUDGET_MS);
});
