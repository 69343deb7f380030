// The response of a server-rendered page sent by a route handler (the checkout, its receipt, a
// payment link's page): the markup of lib/html/static-markup.ts, never stored by a browser or a
// shared cache (each is per customer and per moment: a session's state, a receipt, ticket stock).
import { renderToStaticHtml } from "@/lib/html/static-markup";

export function htmlPageResponse(page: Parameters<typeof renderToStaticHtml>[0], status: number): Response {
  // As bytes: a string body is checked for lone surrogates and encoded by the Response in JavaScript,
  // a tenth of the checkout page's CPU for its 30 KB; Buffer.from encodes it natively.
  return new Response(Buffer.from(`<!DOCTYPE html>${renderToStaticHtml(page)}`, "utf8"), {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
    },
  });
}

/** The nonce proxy.ts put in the request's CSP. */
export function requestNonce(h: Headers): string | undefined {
  return h.get("x-nonce") ?? /'nonce-([^']+)'/.exec(h.get("content-security-policy") ?? "")?.[1];
}
