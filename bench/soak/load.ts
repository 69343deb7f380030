// The soak's mixed load: what a merchant's backend and its customers send, through the
// proxy, as an open loop at a fixed rate (operations per second), with a cap on operations in flight
// so a stalled system sheds load (counted) instead of piling up sockets.
// Every write carries an Idempotency-Key and a merchant_reference of its own and is recorded (key,
// answers, the reference the 2xx answer named), so the end checks can count its effect in the
// database. A careful client's retries: a transport failure, a 502/503 or 409 IDEMPOTENCY_KEY_IN_USE
// is sent again with the same key (for up to RETRY_FOR_MS); and a share of writes is sent a second
// time with the same key after its 2xx on purpose, which must replay the same object.
export type WriteKind = "initialize" | "initialize-live" | "refund" | "payout" | "payout-live" | "va-debit";
export type OpKind = WriteKind | "checkout-card" | "checkout-wallet" | "checkout-live" | "verify" | "list";

export type WriteRecord = {
  kind: WriteKind;
  mode: "test" | "live";
  url: string;
  key: string;
  merchantReference: string;
  body: string;
  /** Every status answered, in order (0: no answer). */
  statuses: number[];
  /** The object each 2xx answer named. */
  references: string[];
  /** Sent again on purpose after a 2xx. */
  deliberateRetry: boolean;
  /** 2xx answers that named no object (status and the start of the body): each is a finding. */
  unnamed?: string[];
  /** What the final answer's error code was, for a refusal (4xx other than retried ones). */
  errorCode?: string;
};

export type CheckoutRecord = { kind: "checkout-card" | "checkout-wallet" | "checkout-live"; paymentReference: string; formStatus: number; error: string | null };

export type LoadContext = {
  base: string;
  testKey: string;
  liveKey: string;
  virtualAccounts: string[];
};

export const OP_WEIGHTS: Record<OpKind, number> = {
  verify: 22,
  list: 8,
  initialize: 12,
  "initialize-live": 0, // only as part of checkout-live
  "checkout-card": 12,
  "checkout-wallet": 10,
  "checkout-live": 8,
  refund: 6,
  payout: 10,
  // Live payouts to MTN MoMo through its fake, from the live balance the live checkouts filled (refused
  // with INSUFFICIENT_BALANCE until there is enough: a refusal, which must write nothing).
  "payout-live": 3,
  "va-debit": 12,
};

const RETRY_FOR_MS = 60_000;
const DELIBERATE_RETRY_SHARE = 0.05;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Longest an operation may take, retries included; past it the operation is abandoned and counted. */
const OPERATION_DEADLINE_MS = 120_000;

/**
 * An abort signal that fires after `ms`, from a timer this module holds: a request must never wait
 * longer than that, whatever happens to the signal object (a lost abort left one operation of a run
 * waiting for minutes).
 */
function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer in ${ms} ms`)), ms);
  timer.unref?.();
  return controller.signal;
}

export class SoakLoad {
  readonly writes: WriteRecord[] = [];
  readonly checkouts: CheckoutRecord[] = [];
  /** [when it ended (ms since epoch), duration ms] of every verify answered 2xx. */
  readonly verifyTimes: [number, number][] = [];
  readonly opCounts: Record<string, { started: number; ok: number; failed: number }> = {};
  readonly failureSamples: string[] = [];
  /** Wall time of each successful operation, by kind (ms; a checkout is its initialize and its form). */
  readonly durations: Record<string, number[]> = {};
  shed = 0;
  inFlight = 0;
  private seq = 0;
  private readonly run = Math.random().toString(36).slice(2, 8);
  /** Test payments paid by card, not yet refunded: what refunds take. */
  private readonly refundable: string[] = [];
  private readonly verifiable: string[] = [];
  private stopped = false;

  constructor(private readonly ctx: LoadContext) {}

  private count(kind: string, field: "started" | "ok" | "failed") {
    (this.opCounts[kind] ??= { started: 0, ok: 0, failed: 0 })[field]++;
  }

  private pick(): OpKind {
    const entries = Object.entries(OP_WEIGHTS) as [OpKind, number][];
    const total = entries.reduce((t, [, w]) => t + w, 0);
    let roll = Math.random() * total;
    for (const [kind, weight] of entries) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return "verify";
  }

  /** One operation of the mix, chosen by weight; resolves when it is done. */
  async one(): Promise<void> {
    let kind = this.pick();
    if (kind === "refund" && this.refundable.length === 0) kind = "checkout-card";
    if (kind === "verify" && this.verifiable.length === 0) kind = "initialize";
    this.count(kind, "started");
    this.inFlight++;
    const op = this.opSeq++;
    this.running.set(op, { kind, startedAt: Date.now() });
    const started = performance.now();
    let deadline: NodeJS.Timeout | undefined;
    try {
      const abandoned = new Promise<never>((_, reject) => {
        deadline = setTimeout(() => reject(new Error(`abandoned after ${OPERATION_DEADLINE_MS / 1000} s`)), OPERATION_DEADLINE_MS);
      });
      const ok = await Promise.race([this.perform(kind), abandoned]);
      this.count(kind, ok ? "ok" : "failed");
      if (ok) (this.durations[kind] ??= []).push(performance.now() - started);
    } catch (error) {
      this.count(kind, "failed");
      this.note(`${kind}: ${String(error).slice(0, 200)}`);
    } finally {
      clearTimeout(deadline);
      this.inFlight--;
      this.running.delete(op);
    }
  }

  /** Operations in flight now, by kind and start time: what a slow end of the load is waiting for. */
  readonly running = new Map<number, { kind: OpKind; startedAt: number }>();
  private opSeq = 0;
  /** After this time (set when the load ends) no operation sends anything again: the end phase must not wait on retries. */
  private retryUntil = Number.POSITIVE_INFINITY;

  /** Open loop: `rate` operations per second until stop(), at most `maxInFlight` at once (the rest shed). */
  async runAtRate(rate: number, maxInFlight: number, until: () => boolean, graceMs = 30_000): Promise<void> {
    const started = Date.now();
    let issued = 0;
    const pending = new Set<Promise<void>>();
    while (!until() && !this.stopped) {
      const due = Math.floor(((Date.now() - started) / 1000) * rate);
      while (issued < due) {
        issued++;
        if (this.inFlight >= maxInFlight) {
          this.shed++;
          continue;
        }
        const p = this.one();
        pending.add(p);
        void p.finally(() => pending.delete(p));
      }
      await sleep(5);
    }
    // The operations still running get at most `graceMs` more, then stop retrying (their last answers
    // stand; unanswered writes are sent again at the end, with their keys, by the caller).
    this.retryUntil = Date.now() + graceMs;
    await Promise.all(pending);
  }

  /** Closed loop with `concurrency` clients for `ms`: operations per second (the capacity probe). */
  async closedLoop(concurrency: number, ms: number): Promise<number> {
    const end = Date.now() + ms;
    let done = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < end) {
          await this.one();
          done++;
        }
      }),
    );
    return done / (ms / 1000);
  }

  stop() {
    this.stopped = true;
  }

  private note(text: string) {
    if (this.failureSamples.length < 30) this.failureSamples.push(text);
  }

  private async perform(kind: OpKind): Promise<boolean> {
    const { base, testKey } = this.ctx;
    const auth = { authorization: `Bearer ${testKey}` };
    switch (kind) {
      case "verify": {
        const ref = this.verifiable[Math.floor(Math.random() * this.verifiable.length)];
        const started = performance.now();
        const res = await fetch(`${base}/v2/payments/${ref}/verify`, { headers: auth, signal: timeoutSignal(30_000) });
        await res.arrayBuffer();
        if (res.status === 200) this.verifyTimes.push([Date.now(), performance.now() - started]);
        return res.status === 200;
      }
      case "list": {
        const res = await fetch(`${base}/v2/payments?per_page=20`, { headers: auth, signal: timeoutSignal(30_000) });
        await res.arrayBuffer();
        return res.status === 200;
      }
      case "initialize":
      case "initialize-live": {
        const w = await this.initialize("test", "USD", 25.5);
        if (w.references[0]) this.verifiable.push(w.references[0]);
        if (this.verifiable.length > 2_000) this.verifiable.splice(0, 1_000);
        return w.references.length > 0;
      }
      case "checkout-card":
      case "checkout-wallet":
      case "checkout-live": {
        const live = kind === "checkout-live";
        const w = await this.initialize(live ? "live" : "test", live ? "UGX" : kind === "checkout-card" ? "USD" : "ETB", live ? 5000 : 12.5);
        const ref = w.references[0];
        const checkoutUrl = (w as WriteRecord & { checkoutUrl?: string }).checkoutUrl;
        if (!ref || !checkoutUrl) return false;
        const form = new URLSearchParams(
          kind === "checkout-card"
            ? { method: "card", card_number: "4242424242424242", expiry: "12/35", cvc: "123", name: "Soak Buyer" }
            : kind === "checkout-wallet"
              ? { method: "telebirr", phone_number: "+251911110001" }
              : { method: "mtn_momo", phone_number: "+256772123456" },
        );
        const pagePath = new URL(checkoutUrl).pathname;
        let status = 0;
        let error: string | null = null;
        for (let attempt = 0; attempt < 5; attempt++) {
          try {
            const res = await fetch(`${base}${pagePath}/pay`, {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: form.toString(),
              redirect: "manual",
              signal: timeoutSignal(30_000),
            });
            status = res.status;
            // The form answers 303 either way: back to the page, with ?error=<code> when it was refused.
            error = status === 303 ? new URL(res.headers.get("location") ?? "/", base).searchParams.get("error") : null;
            await res.arrayBuffer();
          } catch {
            status = 0;
          }
          // Not answered (a SIGKILL cut it), or refused for a passing reason (the database restarting):
          // the customer taps "Pay" again; the checkout's rules keep it to one charge.
          // A retry that finds the payment paid: the first try went through, its answer was lost.
          if (attempt > 0 && error === "already_paid") error = null;
          const again = status === 0 || status === 502 || status === 503 || error === "unexpected" || error === "in_progress";
          if (!again || Date.now() > this.retryUntil) break;
          await sleep(1_000);
        }
        this.checkouts.push({ kind, paymentReference: ref, formStatus: status, error });
        if (status === 303 && !error && kind === "checkout-card") this.refundable.push(ref);
        if (status !== 303 || error) this.note(`${kind} ${ref}: form answered ${status}${error ? ` error=${error}` : ""}`);
        return status === 303 && !error;
      }
      case "refund": {
        const paymentRef = this.refundable.shift()!;
        const w = await this.write("refund", "test", `${base}/v2/payments/${paymentRef}/refunds`, (merchantReference) => ({ merchant_reference: merchantReference, reason: "soak" }));
        return w.references.length > 0;
      }
      case "payout": {
        const w = await this.write("payout", "test", `${base}/v2/payouts`, (merchantReference) => ({
          amount: 1,
          currency: "USD",
          account: { account_name: "Soak Payee", account_number: "1000123450000", bank_slug: "cbe_usd" },
          merchant_reference: merchantReference,
          reason: "soak",
        }));
        return w.references.length > 0;
      }
      case "payout-live": {
        const w = await this.write("payout-live", "live", `${base}/v2/payouts`, (merchantReference) => ({
          amount: 1000,
          currency: "UGX",
          account: { account_name: "Soak Payee", account_number: "+256772123456", bank_slug: "mtn_momo_ug" },
          merchant_reference: merchantReference,
          reason: "soak",
        }));
        return w.references.length > 0;
      }
      case "va-debit": {
        const account = this.ctx.virtualAccounts[Math.floor(Math.random() * this.ctx.virtualAccounts.length)];
        const w = await this.write("va-debit", "test", `${base}/v2/virtual-accounts/${account}/debits`, (merchantReference) => ({ amount: 1, merchant_reference: merchantReference, reason: "soak" }));
        return w.references.length > 0;
      }
    }
  }

  private initialize(mode: "test" | "live", currency: string, amount: number) {
    return this.write(mode === "live" ? "initialize-live" : "initialize", mode, `${this.ctx.base}/v2/payments/hosted`, (merchantReference) => ({
      amount,
      currency,
      merchant_reference: merchantReference,
      customer: { first_name: "Soak", last_name: "Buyer", email: "buyer@example.com" },
    }));
  }

  /** One write with its own key, sent again with the same key while the answer says "try again". */
  async write(kind: WriteKind, mode: "test" | "live", url: string, body: (merchantReference: string) => unknown): Promise<WriteRecord> {
    const n = this.seq++;
    const merchantReference = `soak-${this.run}-${kind}-${n}`;
    const record: WriteRecord = {
      kind,
      mode,
      url,
      key: `soak-${this.run}-${n}`,
      merchantReference,
      body: JSON.stringify(body(merchantReference)),
      statuses: [],
      references: [],
      deliberateRetry: Math.random() < DELIBERATE_RETRY_SHARE,
    };
    this.writes.push(record);
    await this.send(record, RETRY_FOR_MS);
    if (record.deliberateRetry && record.references.length) await this.send(record, RETRY_FOR_MS);
    return record;
  }

  /** From now on retries are allowed again (the end phase's resend of unanswered writes). */
  allowRetries() {
    this.retryUntil = Number.POSITIVE_INFINITY;
  }

  /** Sends the record's request (same key) until an answer that is not "try again", or `forMs` passes. */
  async send(record: WriteRecord, forMs: number): Promise<void> {
    const deadline = Date.now() + forMs;
    const key = record.mode === "live" ? this.ctx.liveKey : this.ctx.testKey;
    for (;;) {
      let status = 0;
      let text = "";
      try {
        const res = await fetch(record.url, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": record.key },
          body: record.body,
          signal: timeoutSignal(30_000),
        });
        status = res.status;
        text = await res.text();
      } catch (error) {
        text = String(error);
      }
      record.statuses.push(status);
      if (status >= 200 && status < 300) {
        const data = JSON.parse(text).data ?? {};
        const ref: string | undefined = data.gateway_reference ?? data.refund_reference ?? data.debit_reference;
        if (ref) record.references.push(ref);
        else record.unnamed = (record.unnamed ?? []).concat(`${status} ${text.slice(0, 300)}`);
        if (data.checkout_url) (record as WriteRecord & { checkoutUrl?: string }).checkoutUrl = data.checkout_url;
        return;
      }
      const again = status === 0 || status === 502 || status === 503 || (status === 409 && text.includes("IDEMPOTENCY_KEY_IN_USE"));
      if (!again || Date.now() > Math.min(deadline, this.retryUntil)) {
        try {
          record.errorCode = JSON.parse(text).error?.code;
        } catch {
          record.errorCode = text.slice(0, 80);
        }
        if (!again) this.note(`${record.kind} ${status} ${text.slice(0, 200)}`);
        return;
      }
      await sleep(status === 409 ? 500 : 250);
    }
  }
}
