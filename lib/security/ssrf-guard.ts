import "server-only";
// The SSRF guard for webhook URLs. A merchant's URL must not make the gateway call
// into its own network: in live mode a URL whose host is, or resolves to, a loopback, private,
// link-local (169.254.169.254, the cloud metadata address, among them), unique-local, multicast,
// documentation or otherwise non-public address is refused, when saved and again when connecting
// (a DNS answer can change between the two: the delivery connects to the address checked).
// Numeric and encoded host forms (2130706433, 0x7f.1, %31%32%37.0.0.1, [::ffff:127.0.0.1]) are
// normalised by the WHATWG URL parser first, so they are judged as the address they are.
// A host's DNS answer is reused for 2 s (defaultLookup); the judgement is made on every send.
import dns from "node:dns/promises";
import net from "node:net";

/** Why an address is not public, or null when it is. */
export function nonPublicReason(address: string): string | null {
  const version = net.isIP(address);
  if (version === 4) return ipv4Reason(address);
  if (version === 6) return ipv6Reason(address);
  return "not an IP address";
}

const V4_BLOCKS: [string, number, string][] = [
  ["0.0.0.0", 8, "this network"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "shared (carrier-grade NAT)"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local (cloud metadata)"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "IETF protocol assignments"],
  ["192.0.2.0", 24, "documentation"],
  ["192.88.99.0", 24, "6to4 relay"],
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation"],
  ["203.0.113.0", 24, "documentation"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"],
];

const v4Number = (address: string) => address.split(".").reduce((n, part) => n * 256 + Number(part), 0);

function ipv4Reason(address: string): string | null {
  const n = v4Number(address);
  for (const [base, bits, reason] of V4_BLOCKS) {
    const size = 2 ** (32 - bits);
    const start = v4Number(base);
    if (n >= start && n < start + size) return reason;
  }
  return null;
}

/** The 8 groups of an IPv6 address as numbers (an embedded IPv4 tail becomes two groups). */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase().split("%")[0];
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = v4Number(v4[1]);
    text = text.slice(0, -v4[1].length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const parse = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const h = parse(head);
  const t = parse(tail);
  return tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill(0), ...t];
}

function ipv6Reason(address: string): string | null {
  const g = v6Groups(address);
  const v4Tail = () => `${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`;
  if (g.every((x) => x === 0)) return "unspecified";
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return "loopback";
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): the IPv4 inside decides.
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) return ipv4Reason(v4Tail()) ?? null;
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return ipv4Reason(v4Tail()) ?? null;
  if (g[0] === 0x2002) return ipv4Reason(`${g[1] >> 8}.${g[1] & 255}.${g[2] >> 8}.${g[2] & 255}`) ?? null; // 6to4
  if ((g[0] & 0xfe00) === 0xfc00) return "unique local";
  if ((g[0] & 0xffc0) === 0xfe80) return "link-local";
  if ((g[0] & 0xffc0) === 0xfec0) return "site-local (deprecated)";
  if ((g[0] & 0xff00) === 0xff00) return "multicast";
  if (g[0] === 0x2001 && g[1] === 0x0db8) return "documentation";
  if (g[0] === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return "discard";
  if (g[0] === 0x2001 && g[1] < 0x200) return "IETF protocol assignments";
  // Only 2000::/3 is global unicast. The rest (IPv4-translated ::ffff:0:a.b.c.d, local-use NAT64
  // 64:ff9b:1::/48 that a site's own translator sends to its private IPv4, other reserved space)
  // is not a public destination.
  if ((g[0] & 0xe000) !== 0x2000) return "reserved (not global unicast)";
  return null;
}

export type UrlCheck = { ok: true; url: URL; addresses: string[] } | { ok: false; reason: string };

/**
 * Checks a webhook URL: http(s) only (https required unless `allowHttp`), no credentials in it,
 * and, unless `allowPrivate`, every address its host resolves to is public. Returns the
 * addresses checked, for the delivery to connect to exactly those.
 */
export async function checkWebhookUrl(
  text: string,
  opts: { allowHttp: boolean; allowPrivate: boolean; lookup?: (host: string) => Promise<string[]> },
): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: "is not a valid URL" };
  }
  if (url.protocol !== "https:" && !(opts.allowHttp && url.protocol === "http:")) {
    return { ok: false, reason: opts.allowHttp ? "must be an http or https URL" : "must be an https URL in live mode" };
  }
  if (url.username || url.password) return { ok: false, reason: "must not contain a user name or password" };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (opts.lookup ?? defaultLookup)(host);
    } catch {
      return { ok: false, reason: `host ${host} cannot be resolved` };
    }
    if (addresses.length === 0) return { ok: false, reason: `host ${host} cannot be resolved` };
  }
  if (!opts.allowPrivate) {
    for (const address of addresses) {
      const reason = nonPublicReason(address);
      if (reason) return { ok: false, reason: `must not point at a non-public address (${address}: ${reason})` };
    }
  }
  return { ok: true, url, addresses };
}

/**
 * The system resolver's answers are reused for DNS_CACHE_MS: a getaddrinfo per delivery
 * took a thread of libuv's small pool each time. Only the answer is cached; every send judges its
 * addresses again under its own rules, and connects to those. Failures are not cached.
 */
const DNS_CACHE_MS = 2_000;
const DNS_CACHE_SIZE = 1_000;
const dnsCache = new Map<string, { addresses: string[]; until: number }>();

async function defaultLookup(host: string): Promise<string[]> {
  const cached = dnsCache.get(host);
  if (cached && cached.until > Date.now()) return cached.addresses;
  const addresses = (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  if (dnsCache.size >= DNS_CACHE_SIZE) dnsCache.clear();
  dnsCache.set(host, { addresses, until: Date.now() + DNS_CACHE_MS });
  return addresses;
}
