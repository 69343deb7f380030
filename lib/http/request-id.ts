import { randomBase62 } from "@/lib/ids";

/** Accepts the caller's Request-Id / X-Request-Id when it is sane, else makes one. */
export function requestIdFrom(headers: Headers): string {
  const given = headers.get("request-id") ?? headers.get("x-request-id");
  if (given && /^[\x21-\x7e]{1,128}$/.test(given)) return given;
  return `req_${randomBase62(12)}`;
}
