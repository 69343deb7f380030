// The SSRF guard refuses webhook URLs that are, or resolve to, non-public addresses,
// in every numeric and encoded form the URL parser accepts, and lets public ones through.
import { describe, expect, it } from "vitest";
import { checkWebhookUrl, nonPublicReason } from "@/lib/security/ssrf-guard";

const live = { allowHttp: false, allowPrivate: false };
/** Names resolve through this table, never the network. */
const names: Record<string, string[]> = {
  "hooks.example.com": ["93.184.215.14"],
  "v6.example.com": ["2606:4700::6810:84e5"],
  "internal.example.com": ["10.1.2.3"],
  "metadata.example.com": ["169.254.169.254"],
  // One public and one private answer: refused (the connection could take either).
  "mixed.example.com": ["93.184.215.14", "192.168.1.10"],
  localhost: ["127.0.0.1", "::1"],
};
const lookup = async (host: string) => {
  const found = names[host];
  if (!found) throw new Error("ENOTFOUND");
  return found;
};
const check = (url: string, opts = live) => checkWebhookUrl(url, { ...opts, lookup });

describe("the SSRF guard", () => {
  it.each([
    ["https://127.0.0.1/hook", "loopback"],
    ["https://127.1/hook", "loopback"],
    ["https://2130706433/hook", "loopback"],
    ["https://0x7f000001/hook", "loopback"],
    ["https://0177.0.0.1/hook", "loopback"],
    ["https://%31%32%37.0.0.1/hook", "loopback"],
    ["https://[::1]/hook", "loopback"],
    ["https://[::ffff:127.0.0.1]/hook", "loopback"],
    ["https://[::ffff:7f00:1]/hook", "loopback"],
    ["https://0.0.0.0/hook", "this network"],
    ["https://10.0.0.1/hook", "private"],
    ["https://172.16.5.4/hook", "private"],
    ["https://172.31.255.255/hook", "private"],
    ["https://192.168.0.1/hook", "private"],
    ["https://169.254.169.254/latest/meta-data", "link-local"],
    ["https://100.64.0.1/hook", "shared"],
    ["https://[fd00::1]/hook", "unique local"],
    ["https://[fe80::1]/hook", "link-local"],
    ["https://[ff02::1]/hook", "multicast"],
    ["https://[64:ff9b::a9fe:a9fe]/hook", "link-local"],
    ["https://[2002:c0a8:101::1]/hook", "private"],
    ["https://[2001:db8::1]/hook", "documentation"],
    ["https://224.0.0.1/hook", "multicast"],
    ["https://255.255.255.255/hook", "reserved"],
    ["https://198.51.100.7/hook", "documentation"],
    ["https://localhost/hook", "loopback"],
    ["https://internal.example.com/hook", "private"],
    ["https://metadata.example.com/hook", "link-local"],
    ["https://mixed.example.com/hook", "private"],
  ])("refuses %s (%s)", async (url, reason) => {
    const result = await check(url);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it.each([
    ["https://hooks.example.com/webhooks", ["93.184.215.14"]],
    ["https://v6.example.com/webhooks", ["2606:4700::6810:84e5"]],
    ["https://93.184.215.14:8443/webhooks", ["93.184.215.14"]],
    ["https://[2606:4700::6810:84e5]/webhooks", ["2606:4700::6810:84e5"]],
    ["https://172.32.0.1/webhooks", ["172.32.0.1"]],
  ])("accepts %s and returns the addresses to connect to", async (url, addresses) => {
    const result = await check(url);
    expect(result).toMatchObject({ ok: true, addresses });
  });

  it("requires https in live mode, takes http in test mode, and refuses credentials and other schemes", async () => {
    expect(await check("http://hooks.example.com/x")).toEqual({ ok: false, reason: "must be an https URL in live mode" });
    expect((await check("http://hooks.example.com/x", { allowHttp: true, allowPrivate: false })).ok).toBe(true);
    expect((await check("ftp://hooks.example.com/x", { allowHttp: true, allowPrivate: false })).ok).toBe(false);
    expect((await check("https://user:pw@hooks.example.com/x")).ok).toBe(false);
    expect(await check("not a url")).toEqual({ ok: false, reason: "is not a valid URL" });
    expect(await check("https://nowhere.invalid/x")).toEqual({ ok: false, reason: "host nowhere.invalid cannot be resolved" });
  });

  it("lets private addresses through when the operator allows them (test mode's default)", async () => {
    expect(await check("http://localhost:4000/webhooks", { allowHttp: true, allowPrivate: true })).toMatchObject({ ok: true, addresses: ["127.0.0.1", "::1"] });
  });

  it("classifies addresses directly, public ones as null", () => {
    expect(nonPublicReason("8.8.8.8")).toBeNull();
    expect(nonPublicReason("2001:4860:4860::8888")).toBeNull();
    expect(nonPublicReason("::")).toBe("unspecified");
    expect(nonPublicReason("example.com")).toBe("not an IP address");
  });
});
