// The public page of a payment link for `npm run bench` (BENCH_SCENARIOS=link-page).
//  - Server response: GET /l/{slug} of an event link with three ticket types (the richest page: stock
//    per type, the merchant's brand), one request at a time after a warm-up: p50 and p99 of the
//    whole response. At 50 connections it is also one of the HTTP scenarios in bench/run.ts.
//  - JavaScript weight: every <script> of the page's HTML (inline or loaded), gzipped at level 9,
//    against the checkout's budget of 100 KB compressed; the page is meant to have none.
//  - Works with JavaScript off: the page's own forms are posted as a browser without JavaScript
//    sends them (urlencoded, the page's field names): the first step answers the attendee fields,
//    the second a 303 to the hosted checkout.
import zlib from "node:zlib";
import { db } from "@/lib/db";
import { newId, newLinkSlug } from "@/lib/ids";
import type { Group } from "./results";
import { timeSequentialGets } from "./checkout";

export type LinkPageFigure = {
  requests: number;
  p50: number;
  p99: number;
  htmlBytes: number;
  htmlGzip: number;
  scripts: number;
  scriptGzip: number;
  /** The two steps of the form, posted without JavaScript, reached the checkout. */
  worksWithoutJs: boolean;
};

/** An event link of the bench merchant, written directly (the links API is not what is measured). */
export async function seedBenchLink(merchantId: string): Promise<string> {
  const slug = newLinkSlug();
  await db().paymentLink.create({
    data: {
      id: newId("plink"),
      merchantId,
      mode: "test",
      kind: "event",
      slug,
      title: "Bench concert",
      description: "An evening of music.\n\nDoors open at 19:00.",
      currency: "USD",
      customFields: [{ key: "seat", label: "Seating preference", required: false }],
      ticketTypes: {
        create: ["VIP", "Regular", "Student"].map((name, position) => ({ id: newId("tkty"), merchantId, name, price: BigInt(5000 - position * 1500), quantity: 1_000_000, position })),
      },
    },
  });
  return slug;
}

export async function benchLinkPage(opts: { base: string; slug: string; requests: number }): Promise<LinkPageFigure> {
  const url = `${opts.base}/l/${opts.slug}`;
  const { html, at } = await timeSequentialGets(url, opts.requests);

  let scriptGzip = 0;
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  for (const [, attrs, inline] of scripts) {
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    const body = src ? Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer()) : Buffer.from(inline);
    scriptGzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return {
    requests: opts.requests,
    p50: at(0.5),
    p99: at(0.99),
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: zlib.gzipSync(html, { level: 9 }).length,
    scripts: scripts.length,
    scriptGzip,
    worksWithoutJs: await postsWithoutJavaScript(url, html),
  };
}

/** The form as a browser without JavaScript sends it: step one (one Regular ticket), then step two. */
async function postsWithoutJavaScript(url: string, html: string): Promise<boolean> {
  const qty = /<select[^>]*name="(qty\.tkty_[0-9A-Za-z]+)"/.exec(html)?.[1];
  if (!qty || !html.includes(`action="${new URL(url).pathname}"`)) return false;
  const post = (fields: Record<string, string>) =>
    fetch(url, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin }, body: new URLSearchParams(fields).toString() });
  const step2 = await post({ step: "choose", [qty]: "1" });
  const attendee = /name="(attendee\.tkty_[0-9A-Za-z]+\.1)"/.exec(await step2.text())?.[1];
  if (step2.status !== 200 || !attendee) return false;
  const paid = await post({ step: "pay", [qty]: "1", [attendee]: "Bench Attendee", first_name: "Bench", email: "bench@example.test" });
  return paid.status === 303 && /\/checkout\/cs_test_/.test(paid.headers.get("location") ?? "");
}

export function linkPageGroup(f: LinkPageFigure): Group {
  return {
    title: "Payment link page",
    note: "GET /l/{slug} of an event link (three ticket types), one request at a time (bench/link-page.ts), and every script its HTML carries or loads, gzipped (level 9), against the checkout's budget. Rendered without Next's page runtime (app/l/[slug]/render-link-page.ts), the checkout's stylesheet inlined. 'Works with JavaScript off': both steps of its form posted as plain urlencoded forms reach the checkout (303).",
    rows: [
      { name: "server response", figure: `p50 ${f.p50} ms, p99 ${f.p99} ms (${f.requests} requests)`, baseline: "30 ms", ratio: Math.round((f.p50 / 30) * 100) / 100, target: "p50 < 30 ms", met: f.p50 < 30 },
      { name: "JavaScript, gzipped", figure: `${f.scriptGzip} B in ${f.scripts} scripts`, baseline: "100 KB", ratio: Math.round((f.scriptGzip / 102_400) * 100) / 100, target: "< 100 KB", met: f.scriptGzip < 102_400 },
      { name: "HTML, gzipped (stylesheet inlined)", figure: `${f.htmlGzip} B (${f.htmlBytes} B)`, baseline: "–", ratio: null, target: "–", met: null },
      { name: "works with JavaScript off", figure: f.worksWithoutJs ? "yes: both steps posted, 303 to the checkout" : "NO", baseline: "–", ratio: null, target: "yes", met: f.worksWithoutJs },
    ],
  };
}
