// The hosted checkout's largest contentful paint on a throttled phone, under 1.5 s.
// Lighthouse's mobile "slow 4G" profile and a phone's viewport (tests/support/lcp.ts, which the
// bench's figure uses too). Each load is in a new browser context (an empty cache); the server has
// answered the page once before (the figure is the page's, not a cold server's first render).
//
// The figure is the median of three loads, as docs/performance.md reports it: on the shared 2-core
// CI machine one load now and then lands behind the worker's own jobs and came out at 1.5–1.7 s
// while the same page measured 0.7–0.8 s alone. One slow load is the machine; three are the page.
import { expect, test } from "@playwright/test";
import { seed } from "./support";
import { largestContentfulPaint, PHONE, throttleLikeSlow4gPhone } from "../support/lcp";

const LCP_BUDGET_MS = 1500;
const LOADS = 3;

// A figure of time: it runs with no other spec beside it (the fuzz suite runs in a second worker, playwright.config.ts).
test("the checkout's largest contentful paint on slow 4G with a 4× slower CPU is under 1.5 s (median of 3 loads)", { lock: "-exclusive-" }, async ({ browser, request }) => {
  const res = await request.post("/v2/payments/hosted", {
    headers: { Authorization: `Bearer ${seed().keys.test.secret}` },
    data: { amount: 49.99, currency: "USD", customization: { title: "Two concert tickets", description: "Order #1042: two seats, row F" }, customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com" } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const url: string = (await res.json()).data.checkout_url;
  expect((await request.get(url)).status()).toBe(200); // warm-up, outside the browser

  const figures: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await throttleLikeSlow4gPhone(page);
    await page.goto(url, { waitUntil: "load" });
    await expect(page.locator("#payment-heading")).toHaveText("Pay with");
    const lcp = await largestContentfulPaint(page);
    console.log(`checkout LCP (slow 4G, 4x CPU, 412x823), load ${i + 1}: ${Math.round(lcp.ms)} ms, element ${lcp.element}`);
    expect(Number.isFinite(lcp.ms), "the browser reported an LCP").toBe(true);
    figures.push(lcp.ms);
    await context.close();
  }
  const median = [...figures].sort((a, b) => a - b)[Math.floor(LOADS / 2)];
  console.log(`checkout LCP median of ${LOADS}: ${Math.round(median)} ms`);
  expect(median).toBeLessThan(LCP_BUDGET_MS);
});
