// Money writes for `npm run bench`, beside the payout and debit scenarios of run.ts:
//  - refunds: the HTTP scenario POST /v2/payments/{ref}/refunds (BENCH_SCENARIOS=refunds), USD 1.00
//    partial refunds going round `count` paid payments of USD 5,000.00 each (one payment would make
//    every request wait on its row). The payments are direct charges of the simulator's wallet that
//    succeeds at once, made over HTTP before the rounds (not measured).
//  - bulk payouts (BENCH_SCENARIOS=bulk-payouts): POST /v2/payouts/bulk of 100 USD 1.00 payouts,
//    one request at a time after two warm-ups; p50 and p99 of the whole answer. Target: p50 < 1 s.
import type { Group } from "./results";

const ACCOUNT = { account_name: "Bench Payee", account_number: "1000123450000", bank_slug: "cbe_usd" };

/** `count` paid payments of the merchant whose key this is; their refund paths. */
export async function paidPaymentRefundPaths(base: string, secretKey: string, count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}/v2/charges`, {
      method: "POST",
      headers: { authorization: `Bearer ${secretKey}`, "content-type": "application/json" },
      // The simulator's wallet number ending 0001 succeeds at once (docs/testing.md).
      body: JSON.stringify({ amount: 5000, currency: "ETB", method: "telebirr", phone_number: "+251911110001", customer: { email: "buyer@example.com" } }),
    });
    const json = (await res.json()) as { data?: { gateway_reference?: string; status?: string } };
    if (res.status !== 201 || json.data?.status !== "success") throw new Error(`bench: a paid payment for the refunds scenario was not made (${res.status} ${JSON.stringify(json)})`);
    paths.push(`/v2/payments/${json.data.gateway_reference}/refunds`);
  }
  return paths;
}

/**
 * The refund body: ETB 1.00 of the payment. A function, as the payout and debit bodies are: only a
 * body made per request goes round the scenario's paths (run.ts, `rotatePaths`).
 */
export function refundRequestBody(): () => string {
  return () => JSON.stringify({ amount: 1, reason: "bench" });
}

export type BulkPayoutFigure = { requests: number; items: number; p50: number; p99: number };

export async function benchBulkPayouts(opts: { base: string; secretKey: string; requests: number; items?: number }): Promise<BulkPayoutFigure> {
  const items = opts.items ?? 100;
  const run = Math.random().toString(36).slice(2, 8);
  let batch = 0;
  const send = async () => {
    const n = batch++;
    const started = performance.now();
    const res = await fetch(`${opts.base}/v2/payouts/bulk`, {
      method: "POST",
      headers: { authorization: `Bearer ${opts.secretKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        title: `Bench batch ${n}`,
        currency: "USD",
        payouts: Array.from({ length: items }, (_, i) => ({ amount: 1, account: ACCOUNT, merchant_reference: `bench-bulk-${run}-${n}-${i}`, reason: "bench" })),
      }),
    });
    const ms = performance.now() - started;
    if (res.status !== 201) throw new Error(`bench: bulk payout answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer().catch(() => undefined);
    return ms;
  };
  for (let i = 0; i < 2; i++) await send();
  const times: number[] = [];
  for (let i = 0; i < opts.requests; i++) times.push(await send());
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { requests: opts.requests, items, p50: at(0.5), p99: at(0.99) };
}

export function bulkPayoutGroup(f: BulkPayoutFigure): Group {
  return {
    title: "Bulk payouts",
    note: `POST /v2/payouts/bulk of ${f.items} USD 1.00 payouts, one request at a time after two warm-ups (bench/money-writes.ts): the batch, its payouts, their events, jobs, audit records and held money in the request's transaction. Target: p50 under 1 s.`,
    rows: [
      { name: `bulk payout of ${f.items} items`, figure: `p50 ${f.p50} ms, p99 ${f.p99} ms (${f.requests} requests)`, baseline: "1,000 ms", ratio: Math.round((f.p50 / 1000) * 100) / 100, target: "p50 < 1,000 ms", met: f.p50 < 1000 },
    ],
  };
}
