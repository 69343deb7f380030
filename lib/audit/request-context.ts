// The request an audit record names ("who, what, the object, before and after, IP and
// user agent"). withApi and withDashboard put it on the actor they hand to services, so no
// service takes extra parameters.
// The address: route handlers get no socket. `next start` writes the peer's address into
// X-Forwarded-For when the request has none; a reverse proxy (TRUST_PROXY=1) appends the address it
// saw. So the last entry is the best the server knows; without a proxy a client that sends the
// header itself chooses what is recorded (docs/security.md "Audit log").
import type { AuditRequest } from "@/lib/audit/record-audit";

const MAX_USER_AGENT = 512;

export function auditRequestContext(headers: Headers): AuditRequest {
  return { ip: clientAddress(headers), userAgent: userAgentOf(headers) };
}

function clientAddress(headers: Headers): string | null {
  const last = headers.get("x-forwarded-for")?.split(",").map((part) => part.trim()).filter(Boolean).at(-1);
  if (!last) return null;
  const address = last.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
  return /^[0-9a-f.:]{2,64}$/.test(address) ? address : null;
}

function userAgentOf(headers: Headers): string | null {
  // Stored as text: control characters and NUL (which PostgreSQL refuses) are dropped.
  const agent = headers.get("user-agent")?.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return agent ? agent.slice(0, MAX_USER_AGENT) : null;
}
