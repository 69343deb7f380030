// The hosted checkout page for `npm run bench` (issue 15; BENCH_SCENARIOS=checkout).
//  - Server response: GET /checkout/{token} of a fresh pending payment (made by POST
//    /v2/payments/hosted just before), one request at a time after a warm-up: p50 and p99 of the
//    whole response (the page is rendered on the server for every request). At 50 connections it
//    is also one of the HTTP scenarios in bench/run.ts (requests/s beside /healthz).
//  - First-load JavaScript: the <script src> chunks the page's HTML makes a browser load (module
//    scripts; a nomodule polyfill is listed apart, modern browsers skip it), each read from the
//    build output (.next/static) and gzipped with node:zlib at level 9: the size per chunk and the
//    total, against the 100 KB compressed. The route's entry chunks in the build's client
//    reference manifest are listed too, so a chunk the HTML does not name is still seen.
import fs from "node:fs";
import path from "node:path";
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
  manifestOnly: string[];
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

export async function benchCheckout(opts: { base: string; pagePath: string; requests: number }): Promise<CheckoutFigure> {
  const url = `${opts.base}${opts.pagePath}`;
  let html = "";
  for (let i = 0; i < 5; i++) html = await (await fetch(url)).text(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < opts.requests; i++) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;

  const staticDir = path.resolve(".next");
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => ({ src: m[1], noModule: /\bnoModule\b|\bnomodule\b/.test(m[0]) }));
  const seen = new Set<string>();
  const chunks: CheckoutChunk[] = [];
  for (const s of scripts) {
    const rel = s.src.replace(/^\/_next\//, "").split("?")[0];
    if (!rel.endsWith(".js") || seen.has(rel)) continue;
    seen.add(rel);
    const file = path.join(staticDir, rel);
    if (!fs.existsSync(file)) throw new Error(`the checkout page loads ${s.src}, not in the build output`);
    const data = fs.readFileSync(file);
    chunks.push({ file: rel, bytes: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length, noModule: s.noModule });
  }
  const manifestOnly = routeEntryChunks().filter((c) => !seen.has(c));
  return {
    requests: opts.requests,
    p50: at(0.5),
    p99: at(0.99),
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: zlib.gzipSync(html, { level: 9 }).length,
    chunks,
    totalGzip: chunks.filter((c) => !c.noModule).reduce((t, c) => t + c.gzip, 0),
    manifestOnly,
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

/** The checkout route's entry chunks in the build's client reference manifest (Turbopack's layout). */
function routeEntryChunks(): string[] {
  const file = path.resolve(".next/server/app/checkout/[token]/page_client-reference-manifest.js");
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, "utf8");
  const json = text.slice(text.indexOf("= {") + 2).replace(/;\s*$/, "");
  try {
    const manifest = JSON.parse(json) as { entryJSFiles?: Record<string, string[]> };
    const entries = manifest.entryJSFiles ?? {};
    const own = Object.entries(entries).filter(([k]) => k.includes("app/layout") || k.includes("app/checkout/[token]/page"));
    return [...new Set(own.flatMap(([, files]) => files))];
  } catch {
    return [];
  }
}
