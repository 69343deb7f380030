// Next 16 proxy (formerly middleware), four jobs:
// - any path with malformed percent-encoding: 400 INVALID_FORMAT in the envelope.
// - /checkout/*: a per-request CSP nonce and the checkout's security headers. Next
//   reads the nonce for its own scripts from the forwarded request's CSP header; frame-ancestors
//   come from the merchant's allowed embed origins (cached briefly). Not the page itself,
//   /checkout/{token}: it makes the same headers in its handler (running the proxy was
//   a third of its CPU), so the matcher leaves that one path out.
// - every other page (dashboard, /login, /signup, /docs, home, not-found): a per-request nonce and
//   the page security headers (lib/http/page-security-headers.ts), HSTS over https.
// - /dashboard/*: a signed-in session. Re-exporting next-auth's default fails the
//   build ("must export a function"), so withAuth is wrapped; it is created on first request
//   because env() must not run at build time. /api/dashboard routes check the session themselves.
// The API (/v2, /v1, /api) never comes here unless its path holds a "%": its static headers come
// from next.config.js, so an API call pays nothing for the proxy (see `config.matcher`).
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { withAuth, type NextMiddlewareWithAuth, type NextRequestWithAuth } from "next-auth/middleware";
import { env } from "@/lib/env";
import { checkoutProxyHeaders, newNonce } from "@/lib/checkout/security-headers";
import { HSTS_VALUE, pageHeaders, servedOverHttps } from "@/lib/http/page-security-headers";
import { hasMalformedPercentEncoding, malformedPathResponse } from "@/lib/v1/malformed-url";

let auth: NextMiddlewareWithAuth | undefined;

export default async function proxy(req: NextRequest, ev: NextFetchEvent) {
  const pathname = req.nextUrl.pathname;
  // Before Next tries to decode route params from it (lib/v1/malformed-url.ts).
  if (hasMalformedPercentEncoding(pathname)) return malformedPathResponse(req.headers, pathname);
  if (isApiPath(pathname)) return NextResponse.next(); // /v2, /v1, /api: a well-formed "%"
  const https = servedOverHttps(req.headers, { publicBaseUrl: env().publicBaseUrl, trustProxy: env().trustProxy });
  if (pathname.startsWith("/checkout/")) return checkoutResponse(req, https);
  const nonce = newNonce();
  const dashboard = pathname === "/dashboard" || pathname.startsWith("/dashboard/");
  const headers = pageHeaders({ nonce, https, dev: env().NODE_ENV === "development", blobImages: dashboard });
  if (dashboard) {
    auth ??= withAuth({ secret: env().nextAuthSecret, pages: { signIn: "/login" } });
    // A redirect to /login when signed out; nothing (undefined) when the session is valid.
    const refused = await auth(req as NextRequestWithAuth, ev);
    if (refused instanceof Response) return withHeaders(refused, headers);
  }
  return forwardWithNonce(req, nonce, headers);
}

function isApiPath(pathname: string) {
  return /^\/(v1|v2|api)(\/|$)/.test(pathname);
}

async function checkoutResponse(req: NextRequest, https: boolean) {
  const token = req.nextUrl.pathname.split("/")[2] ?? "";
  const { nonce, headers } = await checkoutProxyHeaders(token);
  return forwardWithNonce(req, nonce, https ? { ...headers, "Strict-Transport-Security": HSTS_VALUE } : headers);
}

/** Next puts the nonce of the forwarded request's CSP on its own inline scripts. */
function forwardWithNonce(req: NextRequest, nonce: string, headers: Record<string, string>) {
  const forwarded = new Headers(req.headers);
  forwarded.set("x-nonce", nonce);
  forwarded.set("content-security-policy", headers["Content-Security-Policy"]);
  return withHeaders(NextResponse.next({ request: { headers: forwarded } }), headers);
}

function withHeaders(response: Response, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

// Every path but the API's, Next's build assets and the files next.config.js gives static headers
// (kept in step with NON_PAGE_PATHS there; tests/e2e/route-headers.spec.ts checks both sides). API
// paths come through only when they hold a "%", so ordinary API calls pay nothing for the proxy.
export const config = {
  matcher: ["/((?!v2/|v1/|api/|checkout/[0-9A-Za-z_]+$|_next/|healthz|readyz|metrics|docs/reference/assets/|favicon\\.ico|icon\\.svg|inline\\.js|checkout-bridge\\.js|checkout-assets/|templates/|l/tickets/|l/[0-9A-Za-z]+/image).*)", "/v2/:rest(.*%.*)", "/v1/:rest(.*%.*)", "/api/:rest(.*%.*)"],
};
