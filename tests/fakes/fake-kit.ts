// What every processor fake shares: a plain node:http server on 127.0.0.1, a log of every
// request it received (for the request-shape tests), faults that can be armed for the next calls,
// the processor's own latency, and callbacks sent to the gateway with the faults a real processor's
// callbacks have (lost, sent twice, sent before the status changed, signed wrongly).
//
// A fake is controlled two ways, so a test and a separate process (the e2e server, `npm run gateway
// -- fake-processor`) can both drive it:
//   - in process: the handle's methods (`fault`, `requests`, …);
//   - over HTTP, under /__fake/ (never a path of the real API):
//       GET  /__fake/requests            the request log, oldest first
//       POST /__fake/reset               forget requests and faults (the processor's state stays)
//       POST /__fake/faults              arm a fault: {"kind": "...", "match": "POST /v1/transfers", "times": 1}
//       POST /__fake/latency             {"ms": 50}: every answer waits this long
//   and each fake's own customer actions (approve on the phone, pay on the hosted page), named in its header.
//
// Nothing here knows the gateway: a fake only speaks its processor's documented API.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FaultKind =
  /** The call is processed (its effect happens) but the answer never comes: the client times out. */
  | "timeout"
  /** The call is refused with a 500 before anything happens. */
  | "server_error"
  /** The callback for the next change is never sent. */
  | "drop_callback"
  /** The callback is sent twice. */
  | "duplicate_callback"
  /** The callback is sent before the status the API answers has changed (it changes a moment later). */
  | "early_callback"
  /** The callback is sent with a wrong signature (or, for an unsigned API, from a forger's body). */
  | "bad_signature";

export type Fault = {
  kind: FaultKind;
  /** Applies to calls whose "METHOD /path" contains this text; every call when absent. */
  match?: string;
  /** How many matching calls it applies to (default 1). */
  times?: number;
};

export type RecordedRequest = {
  method: string;
  /** The path without the query string. */
  path: string;
  query: Record<string, string>;
  /** Header names lower-case, as node gives them. */
  headers: Record<string, string>;
  body: string;
  at: number;
  status?: number;
};

/** `rawBody`: the body's bytes as they came (a binary upload is not UTF-8 text). */
export type FakeRequest = RecordedRequest & { rawBody: Buffer; json<T = unknown>(): T | undefined };

export type FakeResponse = {
  status: number;
  headers?: Record<string, string>;
  /** A JSON value (sent as application/json), a string (sent as is) or nothing. */
  body?: unknown;
};

export type FakeRoute = (req: FakeRequest, kit: FakeKit) => Promise<FakeResponse | undefined> | FakeResponse | undefined;

export type FakeOptions = {
  port?: number;
  /** Every answer waits this long (a real processor's latency); 0 by default. */
  latencyMs?: number;
  /** How long a "timeout" fault holds the answer before closing the socket (default 60 s). */
  timeoutHoldMs?: number;
};

export type CallbackDelivery = {
  url: string;
  method?: "POST" | "PUT" | "GET";
  headers?: Record<string, string>;
  body?: string;
  /** Sent this long after the call (default 0). */
  delayMs?: number;
};

export class FakeKit {
  readonly requests: RecordedRequest[] = [];
  private faults: Required<Fault>[] = [];
  latencyMs: number;
  readonly timeoutHoldMs: number;
  /** Callbacks sent (or tried), for tests: url, status answered or the error. */
  readonly callbacks: { url: string; method: string; body: string; headers: Record<string, string>; status?: number; error?: string; at: number }[] = [];
  private pendingTimers = new Set<NodeJS.Timeout>();

  constructor(opts: FakeOptions) {
    this.latencyMs = opts.latencyMs ?? 0;
    this.timeoutHoldMs = opts.timeoutHoldMs ?? 60_000;
  }

  fault(fault: Fault): void {
    this.faults.push({ match: "", times: 1, ...fault });
  }

  reset(): void {
    this.requests.length = 0;
    this.callbacks.length = 0;
    this.faults = [];
  }

  /** Takes one armed fault of these kinds that matches `call` ("METHOD /path"), if any. */
  takeFault(kinds: readonly FaultKind[], call: string): FaultKind | undefined {
    const found = this.faults.find((f) => kinds.includes(f.kind) && call.includes(f.match));
    if (!found) return undefined;
    found.times -= 1;
    if (found.times <= 0) this.faults = this.faults.filter((f) => f !== found);
    return found.kind;
  }

  /** Sends a callback the way the processor would, honouring the callback faults armed for `call`. */
  sendCallback(call: string, delivery: CallbackDelivery, opts: { forge?: () => CallbackDelivery } = {}): void {
    const fault = this.takeFault(["drop_callback", "duplicate_callback", "bad_signature"], call);
    if (fault === "drop_callback") return;
    const actual = fault === "bad_signature" && opts.forge ? opts.forge() : delivery;
    const times = fault === "duplicate_callback" ? 2 : 1;
    for (let i = 0; i < times; i++) this.later(actual.delayMs ?? 0, () => this.deliver(actual));
  }

  /** Runs `fn` after `ms`, cancelled when the fake closes. */
  later(ms: number, fn: () => unknown): void {
    const timer = setTimeout(() => {
      this.pendingTimers.delete(timer);
      void Promise.resolve().then(fn).catch(() => undefined);
    }, ms);
    this.pendingTimers.add(timer);
  }

  private async deliver(d: CallbackDelivery): Promise<void> {
    const record: FakeKit["callbacks"][number] = { url: d.url, method: d.method ?? "POST", body: d.body ?? "", headers: d.headers ?? {}, at: Date.now() };
    this.callbacks.push(record);
    try {
      const res = await fetch(d.url, { method: record.method, headers: d.headers, body: record.method === "GET" ? undefined : d.body, signal: AbortSignal.timeout(10_000), redirect: "manual" });
      record.status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (error) {
      record.error = (error as Error).message;
    }
  }

  stopTimers(): void {
    for (const t of this.pendingTimers) clearTimeout(t);
    this.pendingTimers.clear();
  }
}

export type FakeServer = {
  url: string;
  port: number;
  kit: FakeKit;
  close(): Promise<void>;
};

/** Starts a fake: `route` answers the processor's API; undefined means 404 in the processor's style (the route decides). */
export async function startFakeServer(opts: FakeOptions, route: FakeRoute, control?: FakeRoute): Promise<FakeServer> {
  const kit = new FakeKit(opts);
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void handle(req, Buffer.concat(chunks), res);
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });

  async function handle(req: http.IncomingMessage, rawBody: Buffer, res: http.ServerResponse) {
    const body = rawBody.toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(", ") : v;
    const recorded: RecordedRequest = { method: req.method ?? "GET", path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body, at: Date.now() };
    const fakeReq: FakeRequest = {
      ...recorded,
      rawBody,
      json<T>() {
        try {
          return JSON.parse(body) as T;
        } catch {
          return undefined;
        }
      },
    };

    if (url.pathname.startsWith("/__fake/")) {
      const answer = (await builtInControl(fakeReq, kit)) ?? (control ? await control(fakeReq, kit) : undefined) ?? { status: 404, body: { error: "no such control" } };
      return send(res, answer);
    }

    kit.requests.push(recorded);
    const call = `${recorded.method} ${recorded.path}`;
    if (kit.latencyMs > 0) await new Promise((r) => setTimeout(r, kit.latencyMs));
    if (kit.takeFault(["server_error"], call)) {
      recorded.status = 500;
      return send(res, { status: 500, body: { message: "Internal Server Error" } });
    }
    const timeout = kit.takeFault(["timeout"], call);
    let answer: FakeResponse;
    try {
      answer = (await route(fakeReq, kit)) ?? { status: 404, body: { message: "Not Found" } };
    } catch (error) {
      answer = { status: 500, body: { message: (error as Error).message } };
    }
    recorded.status = answer.status;
    if (timeout) {
      // Processed, but the answer never arrives: hold the socket, then drop it.
      kit.later(kit.timeoutHoldMs, () => req.socket.destroy());
      return;
    }
    send(res, answer);
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    kit,
    async close() {
      kit.stopTimers();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function builtInControl(req: FakeRequest, kit: FakeKit): Promise<FakeResponse | undefined> {
  const route = `${req.method} ${req.path}`;
  if (route === "GET /__fake/requests") return { status: 200, body: { requests: kit.requests, callbacks: kit.callbacks } };
  if (route === "POST /__fake/reset") {
    kit.reset();
    return { status: 200, body: { ok: true } };
  }
  if (route === "POST /__fake/faults") {
    const f = req.json<Fault>();
    if (!f || typeof f.kind !== "string") return { status: 400, body: { error: "a fault needs a kind" } };
    kit.fault(f);
    return { status: 200, body: { ok: true } };
  }
  if (route === "POST /__fake/latency") {
    const ms = req.json<{ ms: number }>()?.ms;
    if (typeof ms !== "number" || ms < 0) return { status: 400, body: { error: "ms must be a number >= 0" } };
    kit.latencyMs = ms;
    return { status: 200, body: { ok: true } };
  }
  return undefined;
}

function send(res: http.ServerResponse, answer: FakeResponse): void {
  const headers = { ...(answer.headers ?? {}) };
  let payload = "";
  if (answer.body !== undefined) {
    if (typeof answer.body === "string") payload = answer.body;
    else {
      payload = JSON.stringify(answer.body);
      headers["content-type"] ??= "application/json";
    }
  }
  res.writeHead(answer.status, headers);
  res.end(payload);
}
