// /api/auth/* : next-auth (sign-in with e-mail and password, sign-out, CSRF token, session).
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/session";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per call (lazily, once) so `next build` never reads the environment.
function handler(req: Request, ctx: Context) {
  return NextAuth(req as never, ctx as never, authOptions());
}

export { handler as GET, handler as POST };
