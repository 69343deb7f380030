// The rate limiter's cost, in process: the verify route handler itself, called with real
// Requests against PostgreSQL, in alternating batches with the limiter on and with RATE_LIMIT=off.
// Both halves run in the same process within the same seconds, so other load on the machine hits
// them alike, which the HTTP figures (two `next start` servers, bench/run.ts) cannot promise on a
// busy machine. Next's own HTTP work is left out, so the limiter's share is larger here than over
// HTTP: a conservative figure.
import { Writable } from "node:stream";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { resetEnvForTests } from "@/lib/env";
import { setLogDestination } from "@/lib/logger";

export type LimiterFigure = { onRps: number; offRps: number; ratio: number; costMs: number; rounds: number; requests: number; concurrency: number };

export async function benchLimiterInProcess(opts: { key: string; reference: string; requests: number; rounds: number; concurrency: number }): Promise<LimiterFigure> {
  setLogDestination(new Writable({ write: (_chunk, _enc, done) => done() }), "warn");
  const url = `http://127.0.0.1/v2/payments/${opts.reference}/verify`;
  const batch = async (limiter: boolean, requests: number) => {
    process.env.RATE_LIMIT = limiter ? "on" : "off";
    resetEnvForTests();
    let sent = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: opts.concurrency }, async () => {
        while (sent++ < requests) {
          const res = await verify(new Request(url, { headers: { authorization: `Bearer ${opts.key}` } }), { params: Promise.resolve({ reference: opts.reference }) });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`verify answered ${res.status}`);
          if (limiter !== res.headers.has("ratelimit-limit")) throw new Error("the limiter's headers do not match the switch");
        }
      }),
    );
    return requests / ((performance.now() - started) / 1000);
  };
  await batch(true, 200); // warm-up: prepared statements, the key cache, JIT
  await batch(false, 200);
  const on: number[] = [];
  const off: number[] = [];
  for (let round = 0; round < opts.rounds; round++) {
    // Alternate which goes first, so neither always follows the other.
    if (round % 2) {
      off.push(await batch(false, opts.requests));
      on.push(await batch(true, opts.requests));
    } else {
      on.push(await batch(true, opts.requests));
      off.push(await batch(false, opts.requests));
    }
  }
  setLogDestination(undefined);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  // Ratio and cost from the per-round pairs (same seconds), medians of those.
  const ratios = on.map((o, i) => o / off[i]);
  const costs = on.map((o, i) => 1000 / o - 1000 / off[i]);
  return {
    onRps: Math.round(median(on)),
    offRps: Math.round(median(off)),
    ratio: Math.round(median(ratios) * 1000) / 1000,
    costMs: Math.round(median(costs) * 1000) / 1000,
    rounds: opts.rounds,
    requests: opts.requests,
    concurrency: opts.concurrency,
  };
}
