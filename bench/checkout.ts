// The hosted checkout page for `npm run bench` (BENCH_SCENARIOS=checkout).
//  - Server response: GET /checkout/{token} of a fresh pending payment (made by POST
//    /v2/payments/hosted just before), one request at a time after a warm-up: p50 and p99 of the
//    whole response (the page is rendered on the server for every request). At 50 connections it
//    is also one of the HTTP scenarios in bench/run.ts (requests/s beside /healthz).
//  - First-load JavaScript: the <script src> files the page's HTML makes a browser load and the
//    modules they import statically (a nomodule polyfill is listed apart, modern browsers skip
//    it), each fetched from the server and gzipped with node:zlib at level 9: the size per file
//    and the total, against the 100 KB compressed. Modules imported with import() (the
//    field rules, when a form is first used) are listed apart and not counted.
import fs from "node:fs";
import zlib from "node:zlib";

export type CheckoutChunk = { file: string; bytes: number; gzip: number; noModule: boolean };
export type CheckoutFigure = {
  requests: number;
  p50: number;
  p99: number;
  htmlBytes: number;
  htmlGzip: number;
  chunks: CheckoutChunk[];
  totalGzip: number;
  /** Modules the page's scripts import only when needed (import()): not first-load. */
  lazy: CheckoutChunk[];
  /** Largest contentful paint on a throttled phone (tests/support/lcp.ts), one fresh browser per run; null without Chromium. */
  lcpMs: number[] | null;
};

/** A fresh pending payment's checkout page path (/checkout/{token}). */
export async function freshCheckoutPath(base: string, secretKey: string): Promise<string> {
  const res = await fetch(`${base}/v2/payments/hosted`, {
    method: "POST",
    headers: { authorization: `Bearer ${secretKey}`, "content-type": "application/json" },
    body: JSON.stringify({ amount: 25.5, currency: "USD", customer: { email: "buyer@example.com" } }),
  });
  const body = await res.json();
  const url: string | undefined = body?.data?.checkout_url;
  if (!url) throw new Error(`initialize answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return new URL(url).pathname;
}

/**
 * A page fetched `requests` times one after another, after 5 warm-up fetches: its server time's
 * quantiles (ms, one decimal) and the HTML of the last warm-up, for the page's scripts. Shared by the
 * link page's scenario (bench/link-page.ts).
 */
export async function timeSequentialGets(url: string, requests: number): Promise<{ html: string; at: (q: number) => number }> {
  let html = "";
  for (let i = 0; i < 5; i++) html = await (await fetch(url)).text(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { html, at: (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10 };
}

export async function benchCheckout(opts: { base: string; pagePath: string; requests: number }): Promise<CheckoutFigure> {
  const url = `${opts.base}${opts.pagePath}`;
  const { html, at } = await timeSequentialGets(url, opts.requests);

  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => ({ src: m[1], noModule: /\bnoModule\b|\bnomodule\b/.test(m[0]) }));
  const chunks: CheckoutChunk[] = [];
  const lazy: CheckoutChunk[] = [];
  const seen = new Set<string>();
  // Each script the HTML names, and each module those import statically (they load before the
  // page's script runs): fetched from the server as a browser would, then gzipped. Modules
  // imported with import() load only when a form is first used: listed apart, not counted.
  const load = async (src: string, noModule: boolean, into: CheckoutChunk[]) => {
    const url = new URL(src, `${opts.base}${opts.pagePath}`);
    if (seen.has(url.pathname)) return;
    seen.add(url.pathname);
    const res = await fetch(url);
    if (res.status !== 200) throw new Error(`the checkout page loads ${url.pathname}: ${res.status}`);
    const data = Buffer.from(await res.arrayBuffer());
    into.push({ file: url.pathname, bytes: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length, noModule });
    const text = data.toString("utf8");
    for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g)) await load(new URL(m[1], url).pathname, noModule, into);
    for (const m of text.matchAll(/\bimport\(\s*"(\.{1,2}\/[^"]+\.js)"\s*\)/g)) await load(new URL(m[1], url).pathname, noModule, lazy);
  };
  for (const s of scripts) await load(s.src, s.noModule, chunks);
  return {
    requests: opts.requests,
    p50: at(0.5),
    p99: at(0.99),
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: zlib.gzipSync(html, { level: 9 }).length,
    chunks,
    totalGzip: chunks.filter((c) => !c.noModule).reduce((t, c) => t + c.gzip, 0),
    lazy,
    lcpMs: await checkoutLcp(url, 3),
  };
}

/**
 * The page's LCP on Lighthouse's slow-4G phone profile (the profile and the reading are
 * tests/support/lcp.ts, shared with tests/e2e/checkout-lcp.spec.ts), in Debian's Chromium: `runs`
 * fresh browser contexts (empty caches) on the same page. Null when Chromium is not installed.
 */
async function checkoutLcp(url: string, runs: number): Promise<number[] | null> {
  const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!fs.existsSync(executablePath)) return null;
  const { chromium } = await import("@playwright/test");
  const { largestContentfulPaint, PHONE, throttleLikeSlow4gPhone } = await import("../tests/support/lcp");
  const browser = await chromium.launch({ executablePath, args: ["--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
  try {
    const figures: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await throttleLikeSlow4gPhone(page);
      await page.goto(url, { waitUntil: "load" });
      figures.push(Math.round((await largestContentfulPaint(page)).ms));
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}
