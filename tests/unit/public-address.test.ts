// The CLI's warning for a base URL that is not a public address (lib/processors/public-address.ts):
// every spelling of an address inside a network warns, a public address does not, and a name is
// judged by what it resolves to. The ranges themselves are the SSRF guard's (webhook-ssrf-guard.test.ts).
import { describe, expect, it } from "vitest";
import { whyNotPublic } from "@/lib/processors/public-address";

describe("whyNotPublic", () => {
  it.each([
    ["http://127.0.0.1", "127.0.0.1 is loopback"],
    ["http://127.0.0.1:5432", "127.0.0.1 is loopback"],
    // The URL parser reads one decimal number, and hex or octal parts, as the dotted address.
    ["http://2130706433", "127.0.0.1 is loopback"],
    ["http://0x7f.1", "127.0.0.1 is loopback"],
    ["http://169.254.169.254/latest/meta-data", "169.254.169.254 is link-local (cloud metadata)"],
    ["http://10.0.0.1", "10.0.0.1 is private"],
    ["http://192.168.1.10:8080", "192.168.1.10 is private"],
    ["http://[::1]:4010", "::1 is loopback"],
    ["http://[::ffff:127.0.0.1]", "::ffff:7f00:1 is loopback"],
  ])("%s is not public: %s", async (url, reason) => {
    expect(await whyNotPublic(url)).toBe(reason);
  });

  it("localhost is this machine, without asking DNS", async () => {
    expect(await whyNotPublic("http://localhost:4010")).toBe("localhost is this machine");
    expect(await whyNotPublic("http://fake.localhost")).toBe("fake.localhost is this machine");
  });

  it.each(["https://93.184.215.14", "https://[2606:4700::1111]", "http://8.8.8.8:80"])("%s is public", async (url) => {
    expect(await whyNotPublic(url)).toBeNull();
  });

  it("a name that does not resolve says so", async () => {
    expect(await whyNotPublic("https://no-such-host.invalid")).toBe("no-such-host.invalid does not resolve from here");
  });
});
