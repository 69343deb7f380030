// The SSRF guard end to end: a live-mode webhook URL that is, or resolves to, a
// loopback, private, link-local, unique-local or otherwise non-public address is refused when
// saved (INVALID_VALUE, nothing written) and again when a delivery connects (a name's DNS answer
// can change after it was saved): the attempt is logged as "not sent: …" and no connection is
// made. Numeric and encoded host forms count as the address they are. Test mode allows private
// addresses (a laptop's receiver) unless the operator sets ALLOW_PRIVATE_WEBHOOK_URLS=0.
//
// DNS is the `lookup` option of the services (the test's resolver); no real name is resolved, and
// this file never runs the job queue (whose jobs would resolve names for real).
import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { startReceiver, type Receiver } from "@/tests/support/webhook-receiver";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import type { Mode } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/ids";
import { ApiError } from "@/lib/http/errors";
import { recordEvent } from "@/lib/events/record-event";
import { deliverWebhook } from "@/lib/webhooks/deliver-webhook";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";

setupTestDatabase();

const PUBLIC = "93.184.216.34";

/**
 * Refused in live mode. `address`: what the host is (or, for a name, what the test's DNS answers);
 * for a URL with a literal host, the address the URL parser reads in it.
 */
const REFUSED: { url: string; answers?: string[]; address: string; why: string }[] = [
  { url: "https://127.0.0.1/hooks", address: "127.0.0.1", why: "loopback" },
  { url: "https://localhost/hooks", answers: ["127.0.0.1", "::1"], address: "127.0.0.1", why: "localhost, by its DNS answer" },
  { url: "https://10.0.0.5/hooks", address: "10.0.0.5", why: "private 10/8" },
  { url: "https://172.16.3.4/hooks", address: "172.16.3.4", why: "private 172.16/12" },
  { url: "https://172.31.255.254/hooks", address: "172.31.255.254", why: "private 172.16/12, its end" },
  { url: "https://192.168.1.1/hooks", address: "192.168.1.1", why: "private 192.168/16" },
  { url: "https://169.254.169.254/latest/meta-data/", address: "169.254.169.254", why: "cloud metadata (link-local)" },
  { url: "https://0.0.0.0/hooks", address: "0.0.0.0", why: "this network" },
  { url: "https://[::1]/hooks", address: "::1", why: "IPv6 loopback" },
  { url: "https://[::]/hooks", address: "::", why: "IPv6 unspecified" },
  { url: "https://[fc00::1]/hooks", address: "fc00::1", why: "unique local" },
  { url: "https://[fd12:3456::1]/hooks", address: "fd12:3456::1", why: "unique local fd00/8" },
  { url: "https://[fe80::1]/hooks", address: "fe80::1", why: "IPv6 link-local" },
  { url: "https://[::ffff:127.0.0.1]/hooks", address: "::ffff:127.0.0.1", why: "IPv4-mapped loopback" },
  { url: "https://[::ffff:a9fe:a9fe]/hooks", address: "::ffff:169.254.169.254", why: "IPv4-mapped metadata, in hex" },
  { url: "https://[64:ff9b::a00:1]/hooks", address: "64:ff9b::a00:1", why: "NAT64 of 10.0.0.1" },
  { url: "https://[64:ff9b:1::a00:1]/hooks", address: "64:ff9b:1::a00:1", why: "local-use NAT64 of 10.0.0.1" },
  { url: "https://[::ffff:0:127.0.0.1]/hooks", address: "::ffff:0:127.0.0.1", why: "IPv4-translated loopback" },
  { url: "https://2130706433/hooks", address: "127.0.0.1", why: "decimal 127.0.0.1" },
  { url: "https://0x7f.0.0.1/hooks", address: "127.0.0.1", why: "hex octet" },
  { url: "https://0x7f000001/hooks", address: "127.0.0.1", why: "hex number" },
  { url: "https://017700000001/hooks", address: "127.0.0.1", why: "octal number" },
  { url: "https://127.1/hooks", address: "127.0.0.1", why: "short form" },
  { url: "https://%31%32%37.0.0.1/hooks", address: "127.0.0.1", why: "percent-encoded" },
  { url: "https://100.64.0.1/hooks", address: "100.64.0.1", why: "carrier-grade NAT" },
  { url: "https://224.0.0.1/hooks", address: "224.0.0.1", why: "multicast" },
  { url: "https://mixed.example.com/hooks", answers: [PUBLIC, "10.1.2.3"], address: "10.1.2.3", why: "a name resolving to public and private" },
  { url: "https://metadata.example.com/hooks", answers: ["169.254.169.254"], address: "169.254.169.254", why: "a name resolving to the metadata address" },
];

/** The test's DNS: a fixed answer for any name. */
const answering = (addresses: string[]) => async () => addresses;
const publicDns = answering([PUBLIC]);

let merchantId: string;
beforeAll(async () => {
  merchantId = (await createTestMerchant()).merchant.id;
});

// Any TCP connection to this port is a request the guard should have stopped.
let trap: net.Server;
let trapPort = 0;
let trapped = 0;
beforeAll(async () => {
  trap = net.createServer((socket) => {
    trapped++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
  trapPort = (trap.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => trap.close(() => resolve())));

const receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
  // A merchant has at most 16 endpoints per mode: each test starts with none.
  await db().webhookEndpoint.deleteMany({ where: { merchantId } });
  delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS;
  resetEnvForTests();
});

async function refusedAtSave(mode: Mode, url: string, answers: string[] | undefined) {
  const before = await db().webhookEndpoint.count({ where: { merchantId } });
  const audits = await db().auditLog.count({ where: { merchantId, action: "webhook_endpoint.created" } });
  const error = await createWebhookEndpoint(db(), { merchantId, mode }, { url }, { type: "cli" }, { lookup: answering(answers ?? [PUBLIC]) }).then(
    () => null,
    (e: unknown) => e,
  );
  // Nothing written: no endpoint, no audit entry.
  expect(await db().webhookEndpoint.count({ where: { merchantId } })).toBe(before);
  expect(await db().auditLog.count({ where: { merchantId, action: "webhook_endpoint.created" } })).toBe(audits);
  return error;
}

/** A live endpoint saved while its name resolved to a public address, and one event for it. */
async function endpointSavedPublic(mode: Mode = "live", url = `https://hooks-${newId("whe").slice(4, 12).toLowerCase()}.example.com:${trapPort}/hooks`) {
  const endpoint = await createWebhookEndpoint(db(), { merchantId, mode }, { url }, { type: "cli" }, { lookup: publicDns });
  const event = await db().$transaction((tx) =>
    recordEvent(tx, { merchantId, mode, type: "payout.success", objectType: "payout", objectId: newId("po"), payload: { amount: 1, currency: "ETB" } }),
  );
  const delivery = await db().webhookDelivery.findUniqueOrThrow({ where: { endpointId_eventId: { endpointId: endpoint.id, eventId: event.id } } });
  return { endpoint, delivery };
}

async function lastAttempt(deliveryId: string) {
  return db().webhookAttempt.findFirstOrThrow({ where: { deliveryId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

describe("SSRF guard: live-mode URLs refused when saved", () => {
  it("has a table of at least 15 addresses and names", () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(15);
  });

  it.each(REFUSED)("refuses $url ($why) with INVALID_VALUE and writes nothing", async ({ url, answers }) => {
    const error = await refusedAtSave("live", url, answers);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "INVALID_VALUE", details: [{ field: "url", message: expect.stringMatching(/^must not point at a non-public address/) }] });
    expect((error as Error).message).toMatch(/^url must not point at a non-public address/);
  });

  it("accepts a public https URL, and refuses http in live mode", async () => {
    const saved = await createWebhookEndpoint(db(), { merchantId, mode: "live" }, { url: "https://hooks.example.com/in" }, { type: "cli" }, { lookup: publicDns });
    expect(saved.url).toBe("https://hooks.example.com/in");
    const literal = await createWebhookEndpoint(db(), { merchantId, mode: "live" }, { url: `https://${PUBLIC}/in` }, { type: "cli" });
    expect(literal.url).toBe(`https://${PUBLIC}/in`);
    const http = await refusedAtSave("live", "http://hooks.example.com/in", [PUBLIC]);
    expect(http).toMatchObject({ code: "INVALID_VALUE", message: "url must be an https URL in live mode" });
    const unresolvable = await createWebhookEndpoint(db(), { merchantId, mode: "live" }, { url: "https://nowhere.example.com/" }, { type: "cli" }, { lookup: async () => [] }).catch((e) => e);
    expect(unresolvable).toMatchObject({ code: "INVALID_VALUE" });
    await db().webhookEndpoint.deleteMany({ where: { id: { in: [saved.id, literal.id] } } });
  });
});

describe("SSRF guard: checked again when a delivery connects", () => {
  it.each(REFUSED)("a name that now resolves to $address ($why) is not sent", async ({ address, answers }) => {
    const { delivery } = await endpointSavedPublic();
    const trappedBefore = trapped;
    const result = await deliverWebhook(delivery.id, db(), { lookup: answering(answers ?? [address]) });
    expect(result).toMatchObject({ retryInMs: expect.any(Number) }); // a failed attempt, retried like any other
    const attempt = await lastAttempt(delivery.id);
    expect(attempt).toMatchObject({ responseStatus: null, responseBody: null });
    expect(attempt.error).toMatch(/^not sent: the URL must not point at a non-public address \(/);
    expect(attempt.error).toContain(`(${address}: `);
    expect(trapped).toBe(trappedBefore);
  });

  it.each(REFUSED.filter((entry) => !entry.answers))("a row whose URL became $url is not sent", async ({ url }) => {
    const { endpoint, delivery } = await endpointSavedPublic();
    // As if the row changed after the check at save (an older gateway, a database edit): the
    // delivery does not trust what was saved.
    const target = new URL(url);
    target.port = String(trapPort);
    await db().webhookEndpoint.update({ where: { id: endpoint.id }, data: { url: target.toString() } });
    const trappedBefore = trapped;
    await deliverWebhook(delivery.id, db(), { lookup: publicDns });
    expect((await lastAttempt(delivery.id)).error).toMatch(/^not sent: the URL must not point at a non-public address/);
    expect(trapped).toBe(trappedBefore);
  });

  it("the trap would have seen it: where private addresses are allowed, the name goes to the address its lookup answered", async () => {
    // Test mode allows private addresses: the same kind of endpoint, its name answered with
    // 127.0.0.1, connects to the trap (pinned DNS: the checked address is the one connected to).
    const { delivery } = await endpointSavedPublic("test", `http://hooks-pinned.example.com:${trapPort}/hooks`);
    const trappedBefore = trapped;
    await deliverWebhook(delivery.id, db(), { lookup: answering(["127.0.0.1"]) });
    expect(trapped).toBe(trappedBefore + 1);
    const attempt = await lastAttempt(delivery.id);
    expect(attempt.error).not.toMatch(/^not sent/);
    expect(attempt.responseStatus).toBeNull(); // the trap hangs up without answering
  });
});

describe("SSRF guard in test mode", () => {
  it("allows http://127.0.0.1 by default: the receiver on this machine gets the delivery", async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const { delivery } = await endpointSavedPublic("test", receiver.url);
    expect(await deliverWebhook(delivery.id, db())).toBe("done");
    expect(receiver.requests).toHaveLength(1);
    expect((await lastAttempt(delivery.id)).responseStatus).toBe(200);
  });

  it("with ALLOW_PRIVATE_WEBHOOK_URLS=0 refuses private addresses when saved", async () => {
    process.env.ALLOW_PRIVATE_WEBHOOK_URLS = "0";
    resetEnvForTests();
    for (const { url, answers } of REFUSED) {
      const error = await refusedAtSave("test", url.replace("https:", "http:"), answers);
      expect(error, url).toMatchObject({ code: "INVALID_VALUE", message: expect.stringMatching(/^url must not point at a non-public address/) });
    }
    // http itself stays allowed in test mode.
    const ok = await createWebhookEndpoint(db(), { merchantId, mode: "test" }, { url: "http://hooks.example.com/in" }, { type: "cli" }, { lookup: publicDns });
    await db().webhookEndpoint.delete({ where: { id: ok.id } });
  });

  it("with ALLOW_PRIVATE_WEBHOOK_URLS=0 refuses at connection time an endpoint saved while it was allowed", async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const { delivery } = await endpointSavedPublic("test", receiver.url);
    process.env.ALLOW_PRIVATE_WEBHOOK_URLS = "0";
    resetEnvForTests();
    await deliverWebhook(delivery.id, db());
    expect((await lastAttempt(delivery.id)).error).toMatch(/^not sent: the URL must not point at a non-public address \(127\.0\.0\.1: loopback\)/);
    expect(receiver.requests).toEqual([]);
  });
});
