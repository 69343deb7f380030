// Signs in through next-auth's own route (/api/auth/csrf, then /api/auth/callback/credentials),
// as the login page's signIn("credentials", { redirect: false }) does: what a browser would get,
// with the limits, the lockout and the two-factor step of lib/auth/authorize-credentials.ts.
import "@/tests/support/next-async-storage";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { NextRequest } from "next/server";
import { runInRequestScope } from "@/tests/support/dashboard-session";

type Handler = Parameters<typeof runInRequestScope>[0];
const get = GET as unknown as Handler;
const post = POST as unknown as Handler;

export type SignInAnswer = {
  status: number;
  /** next-auth's error code for the page (CredentialsSignin, SignInLocked:<time>, …), or null when signed in. */
  error: string | null;
  /** The session cookie set on success. */
  sessionCookie: string | null;
};

export async function signInThroughNextAuth(opts: { email: string; password: string; code?: string; ip?: string }): Promise<SignInAnswer> {
  const base = { host: "localhost", ...(opts.ip ? { "x-forwarded-for": opts.ip } : {}) };
  const csrf = await runInRequestScope(get, new NextRequest("http://localhost/api/auth/csrf", { headers: base }), { nextauth: ["csrf"] });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const form = new URLSearchParams({ csrfToken, email: opts.email, password: opts.password, json: "true", callbackUrl: "/dashboard" });
  if (opts.code !== undefined) form.set("code", opts.code);
  const res = await runInRequestScope(
    post,
    new NextRequest("http://localhost/api/auth/callback/credentials", {
      method: "POST",
      headers: { ...base, origin: "http://localhost", cookie: csrfCookie, "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    }),
    { nextauth: ["callback", "credentials"] },
  );
  const { url } = (await res.json()) as { url: string };
  const session = res.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
  return { status: res.status, error: new URL(url, "http://localhost").searchParams.get("error"), sessionCookie: session?.split(";")[0] ?? null };
}
