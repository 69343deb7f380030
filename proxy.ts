// Next 16 proxy (formerly middleware): dashboard pages need a signed-in session (issue 2).
// Re-exporting next-auth's default fails the build ("must export a function"), so withAuth
// is wrapped; it is created on first request because env() must not run at build time.
// The JSON routes under /api/dashboard check the session themselves (JSON 401, not a redirect).
import type { NextFetchEvent } from "next/server";
import { withAuth, type NextMiddlewareWithAuth, type NextRequestWithAuth } from "next-auth/middleware";
import { env } from "@/lib/env";

let auth: NextMiddlewareWithAuth | undefined;

export default function proxy(req: NextRequestWithAuth, ev: NextFetchEvent) {
  auth ??= withAuth({ secret: env().nextAuthSecret, pages: { signIn: "/login" } });
  return auth(req, ev);
}

export const config = { matcher: ["/dashboard/:path*"] };
