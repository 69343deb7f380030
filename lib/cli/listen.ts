// `npm run gateway -- listen` ("Local development: listen"): for an integrator whose
// laptop the gateway cannot reach. It follows the merchant's events feed (GET /v2/events) from the
// moment it starts and POSTs each new event to a local URL, signed like a real delivery
// (lib/webhooks/signing.ts) with a secret made for this session and printed at start.
//
// The body is the v2 payload a real delivery sends (lib/webhooks/payloads.ts), built from the
// feed's event, as compact JSON, exactly the bytes signed; webhook-id is the event id.
//
// Following the feed: the feed is newest first, so each poll reads everything created since the
// newest event seen (minus a look-back window, below) page by page with next_cursor, drops the
// ids already seen, and delivers the rest oldest first. The feed itself is the buffer: while one
// event is being retried nothing is lost, the next poll simply finds more.
import { setTimeout as sleep } from "node:timers/promises";
import type { Prisma } from "@/lib/generated/prisma/client";
import { newWebhookSecret, signatureHeaders } from "@/lib/webhooks/signing";
import { v2Payload } from "@/lib/webhooks/payloads";
import {
  assertTestSecretKey,
  CliError,
  gatewayApi,
  GatewayApiError,
  GatewayUnreachableError,
  networkErrorText,
  parseHttpUrl,
  type GatewayApi,
} from "@/lib/cli/gateway-api";

/** An event as GET /v2/events returns it (lib/events/serialize-event.ts). */
export type FeedEvent = {
  id: string;
  type: string;
  object_type: string;
  object_id: string;
  mode: string;
  created_at: string;
  data: unknown;
};

type FeedPage = { items: FeedEvent[]; pagination: { has_more: boolean; next_cursor: string | null } };

export const LISTEN_USER_AGENT = "Gateway-Webhooks/1.0 (listen)";
/**
 * An event's created_at is taken when its transaction writes it, and the transaction may commit a
 * little later, after a newer event was already seen. Each poll therefore reads again the last
 * few seconds before the newest event seen; the ids already seen are skipped.
 */
export const LOOKBACK_MS = 10_000;
/** A real delivery counts an answer slower than this as failed; so does listen. */
const FORWARD_TIMEOUT_MS = 15_000;
const PAGE_SIZE = 100;

const EVENT_TYPE = /^[a-z_]+(\.[a-z_]+)+$/;
const EVENT_FAMILY = /^[a-z_]+\.\*$/;

export type ListenOptions = {
  apiKey: string | undefined;
  forwardTo: string | undefined;
  baseUrl: string;
  /** "payment.success,payout.*": exact types or families; empty or undefined means every event. */
  events?: string;
  /** How often the feed is polled. */
  intervalMs?: number;
  /** Aborting stops listen: the request in flight is abandoned and listen() resolves. */
  signal: AbortSignal;
  /** One line of normal output (stdout). */
  log: (line: string) => void;
  /** A warning (stderr). */
  warn: (line: string) => void;
};

/** Parses --events; each value is an exact type (payment.success) or a family (payout.*). */
export function parseEventFilters(text: string | undefined): string[] {
  if (text === undefined || text.trim() === "") return [];
  const filters = text.split(",").map((s) => s.trim()).filter(Boolean);
  for (const f of filters) {
    if (!EVENT_TYPE.test(f) && !EVENT_FAMILY.test(f)) throw new CliError(`--events: "${f}" is not an event type such as payment.success or a family such as payout.*`);
  }
  return filters;
}

export function matchesFilters(type: string, filters: readonly string[]): boolean {
  if (filters.length === 0) return true;
  return filters.some((f) => (f.endsWith(".*") ? type.startsWith(f.slice(0, -1)) : type === f));
}

/** Retry delays for one event the local server did not take: 1 s, 2 s, 4 s, 8 s, then every 10 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** (failures - 1), 10_000);
}

/** Runs until opts.signal aborts. Throws CliError when it cannot go on (bad key, live key, bad URL). */
export async function listen(opts: ListenOptions): Promise<void> {
  const apiKey = assertTestSecretKey(opts.apiKey, "listen");
  if (!opts.forwardTo) throw new CliError("listen needs --forward-to URL (your local webhook receiver, e.g. http://localhost:4000/webhooks)");
  const forwardTo = parseHttpUrl(opts.forwardTo, "--forward-to").toString();
  const filters = parseEventFilters(opts.events);
  const intervalMs = opts.intervalMs ?? 1000;
  const { signal } = opts;
  const api = gatewayApi({ baseUrl: opts.baseUrl, apiKey });
  const feed = new FeedFollower(api, filters);
  const outage = new OutageReporter(api.baseUrl, opts);
  const secret = newWebhookSecret();

  // The starting point is the newest event at start: nothing older is ever forwarded. "Ready" is
  // printed only once it is known, so an event created after "Ready" is always forwarded.
  while (!signal.aborted && !(await outage.attempt(() => feed.start(signal)))) await pause(intervalMs, signal);
  if (signal.aborted) return;
  opts.log(`Ready. Signing secret for this session: ${secret}`);
  opts.log(`Forwarding ${filters.length ? filters.join(", ") : "all"} test-mode events from ${api.baseUrl} to ${forwardTo}. Ctrl-C to stop.`);

  while (!signal.aborted) {
    let fresh: FeedEvent[] = [];
    await outage.attempt(async () => {
      fresh = await feed.poll(signal);
    });
    for (const event of fresh) {
      if (signal.aborted) return;
      await deliverUntilAccepted(event, { forwardTo, secret, signal, log: opts.log });
    }
    await pause(intervalMs, signal);
  }
}

/** Remembers where the feed was read up to, and which of the latest events were already seen. */
class FeedFollower {
  /** created_at (ms) of the newest event seen; null while the feed has none. */
  private newest: number | null = null;
  /** Ids seen within LOOKBACK_MS of the newest, with their created_at (ms). */
  private seen = new Map<string, number>();

  constructor(
    private api: GatewayApi,
    private filters: readonly string[],
  ) {}

  /** Marks every event that exists now as seen. */
  async start(signal: AbortSignal) {
    const latest = await this.page({ per_page: "1" }, signal);
    if (latest.items[0]) {
      this.newest = Date.parse(latest.items[0].created_at);
      await this.collectUnseen(signal);
    }
  }

  /** The events created since the last poll that match the filters, oldest first. */
  async poll(signal: AbortSignal): Promise<FeedEvent[]> {
    return (await this.collectUnseen(signal)).filter((e) => matchesFilters(e.type, this.filters));
  }

  private async collectUnseen(signal: AbortSignal): Promise<FeedEvent[]> {
    const query: Record<string, string> = { per_page: String(PAGE_SIZE) };
    if (this.newest !== null) query.from = new Date(this.newest - LOOKBACK_MS).toISOString();
    const unseen: FeedEvent[] = [];
    for (let cursor: string | null = null; ; ) {
      const page: FeedPage = await this.page(cursor ? { ...query, cursor } : query, signal);
      unseen.push(...page.items.filter((e) => !this.seen.has(e.id)));
      cursor = page.pagination.next_cursor;
      if (!page.pagination.has_more || !cursor) break;
    }
    unseen.reverse(); // the feed is newest first
    for (const e of unseen) {
      const at = Date.parse(e.created_at);
      this.seen.set(e.id, at);
      this.newest = Math.max(this.newest ?? at, at);
    }
    // Anything older than the next query's `from` cannot come back: forget it.
    for (const [id, at] of this.seen) if (at < this.newest! - LOOKBACK_MS) this.seen.delete(id);
    return unseen;
  }

  /**
   * One page of the feed. One filter goes to the API as `type` (exact or family, the feed knows
   * both); several are matched here on an unfiltered read, so one request per poll serves any
   * number of filters instead of one request per filter.
   */
  private page(query: Record<string, string>, signal: AbortSignal): Promise<FeedPage> {
    const params = new URLSearchParams(query);
    if (this.filters.length === 1) params.set("type", this.filters[0]);
    return this.api.request<FeedPage>("GET", `/v2/events?${params}`, { signal: AbortSignal.any([signal, AbortSignal.timeout(FORWARD_TIMEOUT_MS)]) });
  }
}

/**
 * Runs one read of the feed: a gateway that cannot be reached (or answers 5xx, 408, 429) gets
 * one warning per outage and is tried again at the next poll; a refused key or request
 * (any other 4xx) cannot get better by waiting, so it ends listen.
 */
class OutageReporter {
  private down = false;

  constructor(
    private baseUrl: string,
    private out: Pick<ListenOptions, "log" | "warn" | "signal">,
  ) {}

  async attempt(read: () => Promise<void>): Promise<boolean> {
    try {
      await read();
    } catch (error) {
      if (this.out.signal.aborted) return false;
      if (error instanceof GatewayApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
        throw new CliError(error.status === 401 ? `The gateway refused the API key: ${error.message}` : error.message);
      }
      if (!this.down) this.out.warn(`warning: cannot read the events feed: ${describeError(error)}; still trying`);
      this.down = true;
      return false;
    }
    if (this.down) this.out.warn(`The events feed at ${this.baseUrl} answers again.`);
    this.down = false;
    return true;
  }
}

/** Forwards one event until the local server answers 2xx (or listen stops), one line per try. */
async function deliverUntilAccepted(event: FeedEvent, ctx: { forwardTo: string; secret: string; signal: AbortSignal; log: (line: string) => void }) {
  for (let failures = 0; !ctx.signal.aborted; ) {
    const result = await forwardEvent(event, ctx);
    if (ctx.signal.aborted) return;
    const answer = result.status !== undefined ? String(result.status) : `error: ${result.error}`;
    const line = `${event.type}  ${event.id}  -> ${answer}  ${result.ms} ms`;
    if (result.status !== undefined && result.status >= 200 && result.status < 300) {
      ctx.log(line);
      return;
    }
    const delay = retryDelayMs(++failures);
    ctx.log(`${line}  (retrying in ${delay / 1000} s)`);
    await pause(delay, ctx.signal);
  }
}

/**
 * The v2 body a real delivery of this event sends (lib/webhooks/payloads.ts), built from the
 * feed's event. One difference: the split rules, which a real delivery reads from the payment,
 * are not in the feed, so `split` is empty here.
 */
export function webhookBodyOf(event: FeedEvent): string {
  const row = {
    id: event.id,
    type: event.type,
    objectType: event.object_type,
    objectId: event.object_id,
    mode: event.mode as "test" | "live",
    payload: event.data as Prisma.JsonValue,
    createdAt: new Date(event.created_at),
  };
  return JSON.stringify(v2Payload(row, null));
}

/** One POST with the headers of a real delivery; a redirect is an answer, not followed. */
export async function forwardEvent(event: FeedEvent, ctx: { forwardTo: string; secret: string; signal: AbortSignal }): Promise<{ status?: number; error?: string; ms: number }> {
  const body = webhookBodyOf(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    ...signatureHeaders({ id: event.id, timestamp, body, secrets: [ctx.secret] }),
    "content-type": "application/json",
    "user-agent": LISTEN_USER_AGENT,
  };
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(ctx.forwardTo, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(FORWARD_TIMEOUT_MS)]),
    });
    await res.arrayBuffer().catch(() => undefined); // read to the end so the connection is reused
    return { status: res.status, ms: elapsed() };
  } catch (error) {
    return { error: describeError(error), ms: elapsed() };
  }
}

function describeError(error: unknown): string {
  return error instanceof GatewayApiError || error instanceof GatewayUnreachableError ? error.message : networkErrorText(error);
}

/** Waits, or returns early when listen is stopped. */
async function pause(ms: number, signal: AbortSignal) {
  await sleep(ms, undefined, { signal }).catch(() => undefined);
}
