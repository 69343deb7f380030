// Whether a browser's Origin names this server. The policies around it differ (the dashboard
// refuses a missing or "null" Origin; the checkout's own no-referrer forms send "null"), the
// comparison does not.

export type OriginPolicy = {
  /** The configured public base URL (PUBLIC_BASE_URL): an Origin equal to it is ours. */
  publicBaseUrl?: string;
  /**
   * TRUST_PROXY: a reverse proxy in front sets X-Forwarded-Host. Without one, that
   * header is whatever the client sent, so it must not decide what "this server" is.
   */
  trustProxy?: boolean;
};

/**
 * True when `origin` is an http(s) origin equal to the configured public base URL, or whose
 * host is the one the request was sent to, as Next's server actions compare it: the Host
 * header, or X-Forwarded-Host only when `trustProxy` says a proxy in front sets it.
 */
export function originNamesThisServer(origin: string, headers: Headers, policy: OriginPolicy = {}): boolean {
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (originUrl.protocol !== "http:" && originUrl.protocol !== "https:") return false;
  if (policy.publicBaseUrl) {
    try {
      if (new URL(policy.publicBaseUrl).origin === originUrl.origin) return true;
    } catch {
      /* not a URL: ignore */
    }
  }
  const forwarded = policy.trustProxy ? headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const host = (forwarded || headers.get("host") || "").toLowerCase();
  return host !== "" && host === originUrl.host.toLowerCase();
}
