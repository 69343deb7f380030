// Local development with listen: `npm run gateway -- listen` and `trigger` as child
// processes against the gateway's real route handlers served over HTTP (tests/support/route-server.ts)
// on this file's database, forwarding to a real local receiver. The signature is checked with the
// `standardwebhooks` library and the secret listen printed; older events are not forwarded; a
// receiver that is down at first still gets the events, in order; more than a page between two
// polls is walked by cursor; an unreachable gateway is a warning; SIGINT stops it with exit 0.
import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { startRouteServer, type RouteModule } from "@/tests/support/route-server";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { generateApiKey } from "@/lib/auth/api-key-format";
import { recordEvent } from "@/lib/events/record-event";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import * as eventsRoute from "@/app/v2/events/route";
import * as hostedRoute from "@/app/v2/payments/hosted/route";
import * as verifyRoute from "@/app/v2/payments/[reference]/verify/route";
import * as payRoute from "@/app/checkout/[token]/pay/route";
import * as cancelRoute from "@/app/checkout/[token]/cancel/route";
import * as testFundsRoute from "@/app/v2/balances/test-funds/route";
import * as payoutsRoute from "@/app/v2/payouts/route";

setupTestDatabase();

// This task's ports: the gateway's routes on one, the local receiver on the next.
const GATEWAY_PORT = 3310;
const RECEIVER_PORT = 3311;
const receiverUrl = `http://127.0.0.1:${RECEIVER_PORT}/webhooks`;
const tsx = path.resolve("node_modules/.bin/tsx");
const cliEnv = { ...process.env, NODE_ENV: "development" as const, LOG_LEVEL: "silent" };

type Received = { headers: Record<string, string>; body: string };

/** The local webhook receiver: records every POST and answers 200. */
class Receiver {
  received: Received[] = [];
  private server: http.Server | null = null;

  async start() {
    this.server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      this.received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
    await new Promise<void>((resolve) => this.server!.listen(RECEIVER_PORT, "127.0.0.1", resolve));
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  events() {
    // The v2 webhook body: its id, event type and object reference.
    return this.received.map((r) => {
      const body = JSON.parse(r.body) as { id: string; event: string; gateway_reference: string };
      return { ...r, event: { id: body.id, type: body.event, object_id: body.gateway_reference } };
    });
  }
}

/** A running `gateway listen`, its output collected line by line. */
class ListenProcess {
  stdout = "";
  stderr = "";
  readonly exited: Promise<number | null>;
  private child: ChildProcessWithoutNullStreams;

  constructor(args: string[]) {
    // Its own process group: tsx runs the script in a child node process, and a SIGKILL of tsx
    // alone would leave that one forwarding into the next test.
    this.child = spawn(tsx, ["--conditions=react-server", "scripts/gateway.ts", "listen", ...args], { env: cliEnv, detached: true });
    this.child.stdout.on("data", (d) => (this.stdout += d));
    this.child.stderr.on("data", (d) => (this.stderr += d));
    this.exited = new Promise((resolve) => this.child.on("exit", (code) => resolve(code)));
  }

  async secret(): Promise<string> {
    await until(() => /Ready\. Signing secret for this session: (whsec_\S+)/.test(this.stdout), () => `no Ready line; stdout: ${this.stdout} stderr: ${this.stderr}`);
    return /Ready\. Signing secret for this session: (whsec_\S+)/.exec(this.stdout)![1];
  }

  /** As Ctrl-C does it: to tsx, which passes it on to the script. */
  signal(name: NodeJS.Signals) {
    this.child.kill(name);
  }

  async kill() {
    if (this.child.exitCode === null && this.child.signalCode === null) process.kill(-this.child.pid!, "SIGKILL");
    await this.exited;
  }
}

/** Runs the CLI to the end without blocking this process (it serves the CLI's requests). */
function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ["--conditions=react-server", "scripts/gateway.ts", ...args], { env: cliEnv });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

async function until(check: () => boolean | Promise<boolean>, explain: () => string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${explain()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function paidPayment(key: string, card = "4242424242424242") {
  const p = await createHostedPaymentFor(key);
  await submitPaymentAttempt(p.token, { method: "card", card: { number: card, expMonth: 12, expYear: 2039, cvc: "123", name: "A B", brand: "visa", last4: card.slice(-4) } });
  return p.reference;
}

const eventsOf = (objectId: string) => db().event.findMany({ where: { objectId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

// listen and trigger only speak HTTP to the gateway: the same code on either database. Run once.
describe.skipIf(onPostgres)("gateway listen and trigger", { timeout: 180_000 }, () => {
  let key: string;
  let liveKey: string;
  let merchantId: string;
  let gateway: Awaited<ReturnType<typeof startRouteServer>>;
  const receiver = new Receiver();
  const running: ListenProcess[] = [];
  const listenTo = (...extra: string[]) => {
    const p = new ListenProcess(["--api-key", key, "--forward-to", receiverUrl, "--base-url", gateway.url, "--interval-ms", "100", ...extra]);
    running.push(p);
    return p;
  };

  beforeAll(async () => {
    const m = await createTestMerchant();
    key = m.keys.test.secret;
    liveKey = m.keys.live.secret;
    merchantId = m.merchant.id;
    gateway = await startRouteServer(
      {
        "/v2/events": eventsRoute,
        "/v2/payments/hosted": hostedRoute,
        "/v2/payments/[reference]/verify": verifyRoute,
        "/checkout/[token]/pay": payRoute,
        "/checkout/[token]/cancel": cancelRoute,
        "/v2/balances/test-funds": testFundsRoute,
        "/v2/payouts": payoutsRoute,
      } as unknown as Record<string, RouteModule>,
      GATEWAY_PORT,
    );
  });
  afterEach(async () => {
    for (const p of running.splice(0)) await p.kill();
    await receiver.stop();
    receiver.received = [];
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it("forwards a triggered payment.success signed with the printed secret, and nothing from before it started", async () => {
    const before = await paidPayment(key);
    const [oldEvent] = await eventsOf(before);
    await receiver.start();
    const listen = listenTo();
    const secret = await listen.secret();

    const triggered = await runCli(["trigger", "payment.success", "--api-key", key, "--base-url", gateway.url]);
    expect(triggered.code, triggered.stderr).toBe(0);
    const reference = /Created payment (\S+) and paid it with the test card ending 4242: status success\./.exec(triggered.stdout)?.[1];
    expect(reference, triggered.stdout).toBeTruthy();
    expect(triggered.stdout).toMatch(/Expect the event payment\.success\./);

    const [event] = (await eventsOf(reference!)).filter((e) => e.type === "payment.success");
    await until(() => receiver.events().some((r) => r.event.id === event.id), () => `receiver got ${receiver.received.length}; listen: ${listen.stdout} ${listen.stderr}`);
    const delivery = receiver.events().find((r) => r.event.id === event.id)!;

    // Standard Webhooks, verified by the library with the printed secret; webhook-id is the event id.
    expect(new Webhook(secret).verify(delivery.body, delivery.headers)).toEqual(JSON.parse(delivery.body));
    expect(delivery.headers["webhook-id"]).toBe(event.id);
    expect(() => new Webhook(secret).verify(delivery.body.replace("success", "failed"), delivery.headers)).toThrow();
    // The older style: hex HMAC-SHA256 of the raw body, keyed with the secret as written.
    expect(delivery.headers["gateway-signature"]).toBe(crypto.createHmac("sha256", secret).update(delivery.body).digest("hex"));
    expect(delivery.headers["content-type"]).toBe("application/json");
    expect(delivery.headers["user-agent"]).toMatch(/^Gateway-Webhooks\//);
    // The feed's event object, as compact JSON.
    expect(delivery.body).toBe(JSON.stringify(JSON.parse(delivery.body)));
    // The v2 payload a real delivery sends (docs/webhooks.md).
    expect(JSON.parse(delivery.body)).toMatchObject({ id: event.id, event: "payment.success", webhook_type: "payment", status: "success", gateway_reference: reference, mode: "test" });
    // listen prints its line once the receiver's answer is back in its own process: after the receipt seen above.
    const forwarded = new RegExp(`payment\\.success  ${event.id}  -> 200  \\d+ ms`);
    await until(() => forwarded.test(listen.stdout), () => `listen: ${listen.stdout} ${listen.stderr}`);

    // Nothing that existed before listen started was forwarded.
    expect(receiver.events().map((r) => r.event.id)).not.toContain(oldEvent.id);
    expect(receiver.events().every((r) => r.event.object_id === reference)).toBe(true);
  });

  it("retries while the local receiver is down and then delivers every event, in order", async () => {
    const listen = listenTo();
    await listen.secret();
    const first = await paidPayment(key, "4000000000000002"); // payment.failed
    const second = await paidPayment(key);
    const expected = [...(await eventsOf(first)), ...(await eventsOf(second))].map((e) => e.id);
    await until(() => /-> error: ECONNREFUSED .*\(retrying in 1 s\)/.test(listen.stdout), () => listen.stdout);

    await receiver.start();
    await until(() => receiver.received.length >= expected.length, () => `${receiver.received.length} of ${expected.length}; ${listen.stdout}`);
    expect(receiver.events().map((r) => r.event.id)).toEqual(expected);
    await until(() => new RegExp(`payment\\.failed  ${expected[0]}  -> 200`).test(listen.stdout), () => listen.stdout);
  });

  it("--events forwards only the chosen types and families; trigger makes payouts for the worker to settle", async () => {
    await receiver.start();
    const listen = listenTo("--events", "payment.cancelled,payout.*");
    await listen.secret();
    const [cancelled, payout] = await Promise.all([
      runCli(["trigger", "payment.cancelled", "--api-key", key, "--base-url", gateway.url]),
      runCli(["trigger", "payout.failed", "--api-key", key, "--base-url", gateway.url]),
      paidPayment(key), // payment.success: not chosen
    ]);
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(cancelled.stdout).toMatch(/and cancelled it on the checkout: status cancelled\./);
    expect(payout.code, payout.stderr).toBe(0);
    expect(payout.stdout).toMatch(/Created payout \S+ of 10\.00 ETB to account 1000123451111/);
    expect(payout.stdout).toMatch(/Expect the event payout\.failed\./);
    while ((await runDueJobs(db())) > 0);
    await until(() => receiver.events().some((r) => r.event.type === "payout.failed"), () => listen.stdout);
    await until(() => receiver.events().some((r) => r.event.type === "payment.cancelled"), () => listen.stdout);
    await new Promise((r) => setTimeout(r, 500)); // a few more polls: nothing else may come
    const types = receiver.events().map((r) => r.event.type);
    expect(types.every((t) => t === "payment.cancelled" || t.startsWith("payout."))).toBe(true);
    expect(types.filter((t) => t === "payment.cancelled")).toHaveLength(1);
    expect(types.filter((t) => t.startsWith("payout.")).length).toBeGreaterThanOrEqual(2); // the payout's steps belong to the family
  });

  it("walks every page when more events than one page came in between two polls, oldest first", async () => {
    await receiver.start();
    const listen = new ListenProcess(["--api-key", key, "--forward-to", receiverUrl, "--base-url", gateway.url, "--interval-ms", "1500"]);
    running.push(listen);
    await listen.secret();
    // 130 events (the feed's pages hold at most 100) before the next poll, some sharing a created_at.
    const at = new Date();
    for (let i = 0; i < 130; i++) {
      const event = await recordEvent(db(), { merchantId, mode: "test", type: "payment.success", objectType: "payment", objectId: `pay_page${i}`, payload: { i } });
      if (i % 3 === 0) await db().event.update({ where: { id: event.id }, data: { createdAt: at } });
    }
    const expected = (await db().event.findMany({ where: { objectId: { startsWith: "pay_page" } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map((e) => e.id);
    await until(() => receiver.received.length >= 130, () => `${receiver.received.length} received; ${listen.stderr}`);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.events().map((r) => r.event.id)).toEqual(expected);
  });

  it("warns while the gateway cannot be reached and starts once it answers", async () => {
    const port = GATEWAY_PORT + 2;
    const listen = new ListenProcess(["--api-key", key, "--forward-to", receiverUrl, "--base-url", `http://127.0.0.1:${port}`, "--interval-ms", "100"]);
    running.push(listen);
    await until(() => /warning: cannot read the events feed: cannot reach the gateway at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\); still trying/.test(listen.stderr), () => listen.stderr);
    expect(listen.stdout).not.toMatch(/Ready/);
    const late = await startRouteServer({ "/v2/events": eventsRoute } as unknown as Record<string, RouteModule>, port);
    try {
      await listen.secret();
      expect(listen.stderr).toMatch(/answers again/);
      expect(listen.stderr.match(/warning:/g)).toHaveLength(1); // one warning per outage, not one per poll
    } finally {
      await late.close();
    }
  });

  it("SIGINT stops it cleanly with exit 0; SIGTERM too", async () => {
    await Promise.all(
      (["SIGINT", "SIGTERM"] as const).map(async (signal) => {
        const listen = listenTo();
        await listen.secret();
        listen.signal(signal);
        expect(await listen.exited).toBe(0);
        expect(listen.stdout.trimEnd()).toMatch(/Stopped\.$/);
      }),
    );
  });

  it("refuses live keys and unknown keys, and trigger lists what it supports for an unknown event type", async () => {
    // Independent runs, started together: each CLI start costs about a second.
    const [live, unknownKey, unknown, help] = await Promise.all([
      runCli(["listen", "--api-key", liveKey, "--forward-to", receiverUrl, "--base-url", gateway.url]),
      // A well-formed test key the gateway does not know: refused by the API, so listen stops.
      runCli(["listen", "--api-key", generateApiKey("secret", "test"), "--forward-to", receiverUrl, "--base-url", gateway.url]),
      runCli(["trigger", "payment.exploded", "--api-key", key, "--base-url", gateway.url]),
      runCli(["--help"]),
    ]);
    expect(live.code).toBe(1);
    expect(live.stderr).toMatch(/listen is for test mode only/);
    expect(live.stdout).not.toMatch(/Ready/);
    expect(unknownKey.code).toBe(1);
    expect(unknownKey.stderr).toMatch(/The gateway refused the API key/);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Cannot trigger "payment\.exploded"/);
    for (const type of ["payment.success", "payment.failed", "payment.cancelled", "payout.success", "payout.failed"]) expect(unknown.stderr).toContain(type);
    expect(help.stdout).toMatch(/listen --api-key sk_test_… --forward-to URL/);
    expect(help.stdout).toMatch(/trigger EVENT_TYPE --api-key sk_test_…/);
  });
});
