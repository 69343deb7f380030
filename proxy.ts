// Next 16 proxy (formerly middleware), two jobs:
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

let auth: NextMiddlewareWithAuth | undefined;

export default async function proxy(req: NextRequest, ev: NextFetchEvent) {
  if (req.nextUrl.pathname.startsWith("/checkout/")) return checkoutResponse(req);
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

export const config = { matcher: ["/dashboard/:path*", "/checkout/:path*"] };
