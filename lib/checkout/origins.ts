// Origins on the hosted checkout: which values count as a web origin (embed
// allow-lists, `embed_origin`), and whether a form POST came from our own pages.
import { env } from "@/lib/env";
import { originNamesThisServer, type OriginPolicy } from "@/lib/http/origin";

/** "https://shop.example:8443/" -> "https://shop.example:8443"; anything that is not a plain http(s) origin -> null. */
export function normalizeOrigin(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (text.length > 300 || !/^https?:\/\/[^\s;,'"\\]+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) return null;
    if (url.pathname !== "/" || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Did this form POST come from one of our pages? The Origin header, when present, must name
 * this server: the configured public base URL, or the host the request was sent to
 * (X-Forwarded-Host only with TRUST_PROXY, else Host), as Next's server actions compare it.
 *
 * `Origin: null` needs care: the checkout sends `Referrer-Policy: no-referrer`, and under that
 * policy browsers send `Origin: null` on their own same-origin form POSTs (Fetch standard,
 * "serializing a request origin"). Such a POST is accepted when Sec-Fetch-Site says
 * same-origin, or is absent (older browsers); a cross-site "null" (sandboxed frame, data: URL)
 * is refused. The checkout has no cookies or other ambient authority (the unguessable token in
 * the URL is the capability), so this is defence in depth, not the only guard.
 * A missing Origin (non-browser clients) is accepted.
 */
export function isOwnFormPost(headers: Headers, policy: OriginPolicy = { publicBaseUrl: env().publicBaseUrl, trustProxy: env().trustProxy }): boolean {
  const origin = headers.get("origin");
  if (origin === null) return true;
  const site = headers.get("sec-fetch-site");
  if (origin === "null") return site === null || site === "same-origin";
  if (site !== null && site !== "same-origin") return false;
  const own = normalizeOrigin(origin);
  return own !== null && originNamesThisServer(own, headers, policy);
}
