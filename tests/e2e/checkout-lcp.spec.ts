// Issue 15: the hosted checkout's largest contentful paint on a throttled phone, under 1.5 s.
// Lighthouse's mobile "slow 4G" profile and a phone's viewport (tests/support/lcp.ts, which the
// bench's figure uses too). The browser's cache is empty (a new context); the server has answered the page once before (the
// figure is the page's, not a cold server's first render). The figure is printed for docs/performance.md.
import { expect, test } from "@playwright/test";
import { seed } from "./support";
import { largestContentfulPaint, PHONE, throttleLikeSlow4gPhone } from "../support/lcp";

const LCP_BUDGET_MS = 1500;

test.use(PHONE);

test("the checkout's largest contentful paint on slow 4G with a 4× slower CPU is under 1.5 s", async ({ page, request }) => {
  const res = await request.post("/v2/payments/hosted", {
    headers: { Authorization: `Bearer ${seed().keys.test.secret}` },
    data: { amount: 49.99, currency: "USD", customization: { title: "Two concert tickets", description: "Order #1042: two seats, row F" }, customer: { first_name: "Abebe", last_name: "Kebede", email: "abebe@example.com" } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const url: string = (await res.json()).data.checkout_url;
  expect((await request.get(url)).status()).toBe(200); // warm-up, outside the browser

  await throttleLikeSlow4gPhone(page);

  await page.goto(url, { waitUntil: "load" });
  await expect(page.locator("#payment-heading")).toHaveText("Pay with");
  const lcp = await largestContentfulPaint(page);
  console.log(`checkout LCP (slow 4G, 4x CPU, 412x823): ${Math.round(lcp.ms)} ms, element ${lcp.element}`);
  expect(lcp.ms).toBeLessThan(LCP_BUDGET_MS);
});
