// Next 16 proxy (formerly middleware), three jobs:
// - any path with malformed percent-encoding: 400 INVALID_FORMAT in the envelope (issue 9).
// - /checkout/*: a per-request CSP nonce and the checkout's security headers (issue 3). Next
//   reads the nonce for its own scripts from the forwarded request's CSP header; frame-ancestors
//   come from the merchant's allowed embed origins (cached briefly).
// - /dashboard/*: a signed-in session (issue 2). Re-exporting next-auth's default fails the
//   build ("must export a function"), so withAuth is wrapped; it is created on first request
//   because env() must not run at build time. /api/dashboard routes check the session themselves.
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { withAuth, type NextMiddlewareWithAuth, type NextRequestWithAuth } from "next-auth/middleware";
import { env } from "@/lib/env";
import { checkoutProxyHeaders } from "@/lib/checkout/security-headers";
import { hasMalformedPercentEncoding, malformedPathResponse } from "@/lib/http/malformed-url";

let auth: NextMiddlewareWithAuth | undefined;

export default async function proxy(req: NextRequest, ev: NextFetchEvent) {
  // Before Next tries to decode route params from it (lib/http/malformed-url.ts).
  if (hasMalformedPercentEncoding(req.nextUrl.pathname)) return malformedPathResponse(req.headers, req.nextUrl.pathname);
  if (req.nextUrl.pathname.startsWith("/checkout/")) return checkoutResponse(req);
  if (!req.nextUrl.pathname.startsWith("/dashboard")) return NextResponse.next(); // /v2, /v1, /api: a well-formed "%"
  auth ??= withAuth({ secret: env().nextAuthSecret, pages: { signIn: "/login" } });
  return auth(req as NextRequestWithAuth, ev);
}

async function checkoutResponse(req: NextRequest) {
  const token = req.nextUrl.pathname.split("/")[2] ?? "";
  const { nonce, headers } = await checkoutProxyHeaders(token);
  const forwarded = new Headers(req.headers);
  forwarded.set("x-nonce", nonce);
  forwarded.set("content-security-policy", headers["Content-Security-Policy"]);
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

// API paths come through the proxy only when they hold a "%", so ordinary API calls pay nothing for it.
export const config = { matcher: ["/dashboard/:path*", "/checkout/:path*", "/v2/:rest(.*%.*)", "/v1/:rest(.*%.*)", "/api/:rest(.*%.*)"] };
