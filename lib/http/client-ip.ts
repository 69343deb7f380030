// The address a request came from, for per-address limits (dashboard sign-in, the
// checkout's pay and OTP forms) and the audit log.
// Route handlers get no socket; `next start` puts the peer's address in X-Forwarded-For, but only
// when the request has none (it keeps a header the client sent). So:
// - TRUST_PROXY=1: a reverse proxy in front appends the address it saw; the last entry is it.
// - otherwise: the last entry is Next's socket address, unless the client sent the header itself,
//   in which case it is whatever the client wrote. Without a proxy, per-address limits are a
//   speed bump that a client can step around; the per-account limits are the ones that hold
//   (docs/security.md "Sign-in protection").
type HeaderSource = Headers | Record<string, string | string[] | undefined>;

const MAX_LENGTH = 64;

export function clientIp(headers: HeaderSource): string {
  const raw = read(headers, "x-forwarded-for");
  const last = raw?.split(",").map((part) => part.trim()).filter(Boolean).at(-1);
  if (!last) return "unknown";
  // IPv4 peers of a dual-stack socket appear as ::ffff:a.b.c.d; one address, one counter.
  const address = last.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
  return /^[0-9a-f.:]+$/.test(address) && address.length <= MAX_LENGTH ? address : "unknown";
}

function read(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}
