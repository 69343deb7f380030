// Whether a browser's Origin names this server. The policies around it differ (the dashboard
// refuses a missing or "null" Origin; the checkout's own no-referrer forms send "null"), the
// comparison does not.

/**
 * True when `origin` is an http(s) origin equal to the configured public base URL, or whose
 * host is the one the request was sent to (X-Forwarded-Host behind a proxy, else Host), as
 * Next's server actions compare it.
 */
export function originNamesThisServer(origin: string, headers: Headers, publicBaseUrl?: string): boolean {
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (originUrl.protocol !== "http:" && originUrl.protocol !== "https:") return false;
  if (publicBaseUrl) {
    try {
      if (new URL(publicBaseUrl).origin === originUrl.origin) return true;
    } catch {
      /* not a URL: ignore */
    }
  }
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = (forwarded || headers.get("host") || "").toLowerCase();
  return host !== "" && host === originUrl.host.toLowerCase();
}
