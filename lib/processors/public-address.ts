import "server-only";
// Whether a base URL the operator gives `connectors add` is a public internet address (docs/processors.md).
// A processor's API always is; a loopback, private, link-local or otherwise reserved address is a
// fake, a proxy or a slip, so the CLI warns. A warning, not a refusal: trying a fake on a laptop is
// what --base-url is for. Addresses are judged by the webhooks' SSRF guard (the same table of
// non-public ranges); a host name by every address it resolves to, since a public-looking name can
// point inside. The URL parser has already turned other spellings (2130706433, 0x7f.1) into dotted form.
import net from "node:net";
import { lookup } from "node:dns/promises";
import { nonPublicReason } from "@/lib/security/ssrf-guard";

const LOOKUP_TIMEOUT_MS = 3_000;

/** Why this base URL is not a public address, or null when it is. */
export async function whyNotPublic(baseUrl: string): Promise<string | null> {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) {
    const reason = nonPublicReason(host);
    return reason ? `${host} is ${reason}` : null;
  }
  if (host === "localhost" || host.endsWith(".localhost")) return `${host} is this machine`;
  let addresses: { address: string }[];
  try {
    addresses = await Promise.race([
      lookup(host, { all: true, verbatim: true }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), LOOKUP_TIMEOUT_MS).unref()),
    ]);
  } catch {
    return `${host} does not resolve from here`;
  }
  for (const { address } of addresses) {
    const reason = nonPublicReason(address);
    if (reason) return `${host} resolves to ${address}, ${reason}`;
  }
  return null;
}
