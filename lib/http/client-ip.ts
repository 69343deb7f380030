// The client's address for per-IP limits (issue 14). A route handler has no socket: `next start`
// passes the address in X-Forwarded-For, setting it to the socket's address only when the request
// has none. Behind a reverse proxy (TRUST_PROXY=1) the proxy appends the address it saw, so the
// last entry is the client as seen by the proxy; without one, a client that sends its own
// X-Forwarded-For chooses its address, which docs/security.md ("Rate limits") says, and which is why
// the checkout also limits per session.
export function clientIp(headers: Headers): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? headers.get("x-real-ip")?.trim() ?? "unknown";
}
