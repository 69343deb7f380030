import "server-only";
// What the customer chose on the checkout's pay form, kept for the retry: the method,
// and for a wallet the phone number, so that after a failed attempt, a wrong OTP or "use another
// number" the form opens on the same wallet with the number already there.
//
// Carried in a short-lived cookie of the customer's own browser, not in the database: anyone
// holding a checkout link (a "Payment link" may be shared with many people) can open its page,
// so a number stored with the attempt and shown on that page would be shown to all of them. The
// attempt keeps only the last four digits. The cookie is HttpOnly, limited to this checkout's
// path, signed and bound to the session's token, and expires within the retry window. Card
// numbers and CVCs are never kept anywhere; bank account numbers are not kept either (the
// method is). In a third-party iframe the browser may drop the cookie: the form then opens on
// the last attempt's method, empty, as before.
import crypto from "node:crypto";
import { env } from "@/lib/env";
import { derivedKey } from "@/lib/http/derived-keys";

export const RETRY_CHOICE_COOKIE = "gw_checkout_choice";
/** The longest retry window a merchant can set (lib/schemas/merchant.ts). */
const MAX_AGE_SECONDS = 60 * 60;

export type RetryChoice = { method: string; phone?: string };

const METHOD = /^[a-z_]{1,40}$/;
/** What a phone field may hold as typed; anything else is not kept. */
const PHONE = /^\+?[0-9 ()-]{1,24}$/;

/** A key of its own, derived from the server secret. */
const key = () => derivedKey("checkout retry choice v1");

function sign(token: string, payload: string): string {
  return crypto.createHmac("sha256", key()).update(`${token}.${payload}`).digest("base64url");
}

/** The Set-Cookie header value keeping this choice for this checkout session. */
export function retryChoiceCookie(token: string, choice: RetryChoice, now = Date.now()): string {
  const keep: { m: string; p?: string; e: number } = { m: choice.method, e: Math.floor(now / 1000) + MAX_AGE_SECONDS };
  if (choice.phone && PHONE.test(choice.phone)) keep.p = choice.phone;
  const payload = Buffer.from(JSON.stringify(keep)).toString("base64url");
  const secure = env().publicBaseUrl.startsWith("https://") ? "; Secure" : "";
  return `${RETRY_CHOICE_COOKIE}=${payload}.${sign(token, payload)}; Path=/checkout/${encodeURIComponent(token)}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie header value forgetting the choice: once paid there is nothing to retry. */
export function clearRetryChoiceCookie(token: string): string {
  return `${RETRY_CHOICE_COOKIE}=; Path=/checkout/${encodeURIComponent(token)}; Max-Age=0; HttpOnly; SameSite=Lax`;
}

/** The choice from the cookie, when it is this session's, untampered and not expired. */
export function readRetryChoice(token: string, value: string | undefined, now = Date.now()): RetryChoice | null {
  if (!value || value.length > 600) return null;
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(token, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const kept = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { m?: unknown; p?: unknown; e?: unknown };
    if (typeof kept.e !== "number" || kept.e * 1000 < now) return null;
    if (typeof kept.m !== "string" || !METHOD.test(kept.m)) return null;
    return typeof kept.p === "string" && PHONE.test(kept.p) ? { method: kept.m, phone: kept.p } : { method: kept.m };
  } catch {
    return null;
  }
}
