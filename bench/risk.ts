// The risk engine's cost in the checkout, for `npm run bench` (BENCH_SCENARIOS=risk), in this process
// against PostgreSQL: test-mode telebirr attempts through submitPaymentAttempt (start with the risk
// step, the simulator, the outcome) for two merchants, one with no rules and one with 50 active rules
// of its own (mixed: velocity counters, value lists of 1,000 numbers each, amounts, countries and
// e-mail domains) and caps, none of which matches, so every rule is evaluated on every attempt. The
// two are timed interleaved, one attempt each in turn, so a noisy moment hits both; the figure is the
// attempt's wall time, and the difference of the medians is what the engine adds (target: p50 under 5 ms).
import { Writable } from "node:stream";
import { db } from "@/lib/db";
import { setLogDestination } from "@/lib/logger";
import { newId, randomBase62 } from "@/lib/ids";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { createHostedPayment } from "@/lib/payments/create-hosted-payment";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";

type Spread = { p50: number; p95: number };
export type RiskBenchFigure = { attempts: number; rules: number; none: Spread; fifty: Spread; added: Spread; failures: number };

/** The added p50 the engine must stay under. */
export const RISK_TARGET_ADDED_P50_MS = 5;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)) };
};
const round = (x: number) => Math.round(x * 100) / 100;

/** 50 rules, none matching an ordinary attempt: velocity (20), lists (10), amounts (10), countries and domains (10). */
function fiftyRules(): { action: "block" | "review" | "require_otp"; expression: string }[] {
  const rules: { action: "block" | "review" | "require_otp"; expression: string }[] = [];
  const windows = ["1h", "24h", "7d"];
  for (let i = 0; i < 20; i++) {
    const dimension = ["phone", "email", "customer", "merchant"][i % 4];
    const w = windows[i % 3];
    rules.push({ action: i % 2 ? "review" : "block", expression: i % 3 === 2 ? `velocity.${dimension}.amount_${w} > ${1_000_000 + i}.0` : `velocity.${dimension}.attempts_${w} > ${100_000 + i}` });
  }
  for (let i = 0; i < 10; i++) rules.push({ action: "block", expression: `in_list("bench_phones_${i % 5}", phone) || in_list("bench_emails_${i % 5}", email)` });
  for (let i = 0; i < 10; i++) rules.push({ action: i % 2 ? "review" : "require_otp", expression: `amount > ${500_000 + i}.0 && method == "telebirr"` });
  for (let i = 0; i < 10; i++) rules.push({ action: "block", expression: i % 2 ? `phone_country == "X${i}"` : `email_domain == "blocked-${i}.example" && attempt_number > 1` });
  return rules;
}

export async function benchRisk(opts: { attempts: number; warmup: number }): Promise<RiskBenchFigure> {
  setLogDestination(new Writable({ write: (_chunk, _enc, done) => done() }), "info");
  const merchant = async (name: string) => (await createMerchant(db(), { name, email: `bench-risk-${randomBase62(6)}@example.test`, password: "bench-password-123" }, "cli")).merchant.id;
  const plain = await merchant("Bench Risk None");
  const ruled = await merchant("Bench Risk Fifty");
  const rules = fiftyRules();
  await db().riskRule.createMany({ data: rules.map((r, i) => ({ id: newId("rrl"), merchantId: ruled, mode: "test", name: `bench rule ${i}`, action: r.action, expression: r.expression, status: "active", position: i })) });
  for (let i = 0; i < 5; i++) {
    for (const [kind, alias, value] of [
      ["phone", `bench_phones_${i}`, (n: number) => `+2519${String(20_000_000 + i * 1000 + n).padStart(8, "0")}`],
      ["email", `bench_emails_${i}`, (n: number) => `listed-${i}-${n}@example.test`],
    ] as const) {
      const listId = newId("rls");
      await db().riskList.create({ data: { id: listId, merchantId: ruled, mode: "test", alias, name: alias, kind } });
      await db().riskListItem.createMany({ data: Array.from({ length: 1000 }, (_, n) => ({ id: newId("rlv"), listId, merchantId: ruled, value: value(n) })) });
    }
  }
  await db().merchant.update({ where: { id: ruled }, data: { riskCaps: { ETB: { payment: "100000000", day: "100000000000" } } } });

  let failures = 0;
  let phone = 0;
  const pay = async (merchantId: string): Promise<number> => {
    const payment = await db().$transaction((tx) =>
      createHostedPayment(tx, { merchantId, mode: "test", actor: { type: "cli" }, input: { amount: 100, currency: "ETB", customer: { first_name: "Abebe", last_name: "Kebede", email: `customer-${phone % 50}@example.com` } } }),
    );
    // Fifty customers' numbers (ending 0001: the simulator's success), so the counters have rows to read.
    const account = `+251911${10 + (phone++ % 50)}0001`;
    const started = performance.now();
    const after = await submitPaymentAttempt(payment.checkoutToken, { method: "telebirr", account, kind: "wallet" });
    const took = performance.now() - started;
    if (after.status !== "success") failures++;
    return took;
  };
  for (let i = 0; i < opts.warmup; i++) {
    await pay(plain);
    await pay(ruled);
  }
  const none: number[] = [];
  const fifty: number[] = [];
  for (let i = 0; i < opts.attempts; i++) {
    none.push(await pay(plain));
    fifty.push(await pay(ruled));
  }
  const a = spread(none);
  const b = spread(fifty);
  const figure = { attempts: opts.attempts, rules: rules.length, none: a, fifty: b, added: { p50: round(b.p50 - a.p50), p95: round(b.p95 - a.p95) }, failures };
  console.log(`  0 rules:  p50 ${a.p50} ms, p95 ${a.p95} ms`);
  console.log(`  ${rules.length} rules: p50 ${b.p50} ms, p95 ${b.p95} ms`);
  console.log(`  added:    p50 ${figure.added.p50} ms, p95 ${figure.added.p95} ms (target: p50 under ${RISK_TARGET_ADDED_P50_MS} ms); ${failures} attempts not successful`);
  return figure;
}
