// Test factories: real rows through the real services.
import { db } from "@/lib/db";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { randomBase62 } from "@/lib/ids";

/**
 * A merchant with its owner and keys. Activated for live mode by default, as
 * every merchant was before activation existed; `activated: false` makes a new sign-up's state.
 */
export async function createTestMerchant(overrides: { name?: string; email?: string; password?: string; activated?: boolean } = {}) {
  const suffix = randomBase62(6).toLowerCase();
  const password = overrides.password ?? "correct horse battery staple";
  const result = await createMerchant(db(), {
    name: overrides.name ?? `Test Merchant ${suffix}`,
    email: overrides.email ?? `owner-${suffix}@example.test`,
    password,
  }, "signup", { activated: overrides.activated ?? true });
  return { ...result, password };
}

/** A Request for calling route handlers directly, as Next would. */
export function apiRequest(
  path: string,
  init: { method?: string; key?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Request {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  let body: string | undefined = init.rawBody;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers["content-type"] ??= "application/json";
  }
  return new Request(`http://localhost${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
}
