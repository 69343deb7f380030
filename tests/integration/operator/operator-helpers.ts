// Operators for the console's tests: a real account (createOperator), enrolled in TOTP and signed in
// through the real sign-in service, and requests to the console's routes as the browser sends them.
import { db } from "@/lib/db";
import { totpCodeAt } from "@/lib/auth/two-factor/totp";
import type { OperatorRole } from "@/lib/catalog/operator-permissions";
import { randomBase62 } from "@/lib/ids";
import { createOperator } from "@/lib/operator/operators/create-operator";
import { signInOperator } from "@/lib/operator/sign-in-operator";
import { OPERATOR_COOKIE } from "@/lib/operator/operator-session";

export type TestOperator = { id: string; email: string; password: string; secret: string; cookie: string; token: string };

export async function createSignedInOperator(role: OperatorRole): Promise<TestOperator> {
  const email = `${role}-${randomBase62(6).toLowerCase()}@operator.test`;
  const password = "correct horse battery staple";
  const created = await createOperator(db(), { email, role, password, reason: "test set-up", actor: { type: "cli" } });
  const enrol = await signInOperator(db(), { email, password });
  if (enrol.next !== "enrol") throw new Error(`expected enrolment, got ${enrol.next}`);
  const done = await signInOperator(db(), { email, password, code: totpCodeAt(enrol.secret, new Date()) });
  if (done.next !== "done") throw new Error(`expected a session, got ${done.next}`);
  return { id: created.id, email, password, secret: enrol.secret, token: done.token, cookie: `${OPERATOR_COOKIE}=${done.token}` };
}

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type OperatorCall = { path: string; method?: string; body?: unknown; cookie?: string; params?: Record<string, string>; origin?: string | null };

export async function callOperatorRoute(handler: Handler, opts: OperatorCall) {
  const headers = new Headers({ host: "localhost", "user-agent": "vitest" });
  if (opts.origin !== null) headers.set("origin", opts.origin ?? "http://localhost");
  if (opts.cookie) headers.set("cookie", opts.cookie);
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  if (body !== undefined) headers.set("content-type", "application/json");
  const res = await handler(new Request(`http://localhost${opts.path}`, { method: opts.method ?? (body === undefined ? "GET" : "POST"), headers, body }), { params: Promise.resolve(opts.params ?? {}) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its route's own shape
  const json = (await res.json()) as { status: string; message: string; data?: any; error?: { code: string; details: unknown } };
  return { status: res.status, json, headers: res.headers };
}
