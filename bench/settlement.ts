// Settlement cost: time the successful attempt of a payment with 10 split rules
// against one without splits, in-process against PostgreSQL. The success step is one
// database transaction: status change, event, ledger transaction and balance updates.
import { db } from "@/lib/db";
import { createHostedPayment } from "@/lib/payments/create-hosted-payment";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { createSubaccount } from "@/lib/subaccounts/create-subaccount";
import { checkLedger } from "@/lib/ledger/check-ledger";

const card = { method: "card", card: { number: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", name: "Bench", brand: "visa", last4: "4242" } } as const;

export type SettlementFigure = { name: string; runs: number; p50: number; p90: number; ledgerEntriesPerPayment: number };

export async function benchSettlement(merchantId: string, runs = 200): Promise<SettlementFigure[]> {
  const subs: string[] = [];
  for (let i = 0; i < 10; i++) {
    const s = await db().$transaction((tx) =>
      createSubaccount(tx, {
        merchantId,
        mode: "test",
        actor: { type: "cli" },
        input: {
          subaccount_name: `Bench partner ${i}`,
          account: { account_name: "Partner", account_number: String(1000000000000 + i), bank_slug: "cbe" },
          currency: "ETB",
          split_type: i % 2 ? "flat" : "percentage",
          split_value: i % 2 ? 5 : 3.5,
        },
      }),
    );
    subs.push(s.id);
  }
  const scenario = async (name: string, subaccounts: { subaccount_reference: string }[]) => {
    const tokens: string[] = [];
    for (let i = 0; i < runs; i++) {
      const p = await db().$transaction((tx) =>
        createHostedPayment(tx, { merchantId, mode: "test", actor: { type: "cli" }, input: { amount: 1000 + i, currency: "ETB", subaccounts } }),
      );
      tokens.push(p.checkoutToken);
    }
    const times: number[] = [];
    for (const token of tokens) {
      const started = performance.now();
      const paid = await submitPaymentAttempt(token, card);
      times.push(performance.now() - started);
      if (paid.status !== "success") throw new Error(`bench payment not paid: ${paid.status}`);
    }
    const sample = await db().payment.findFirstOrThrow({ where: { checkoutToken: tokens[0] } });
    const t = await db().ledgerTransaction.findUniqueOrThrow({ where: { kind_referenceId: { kind: "payment_settlement", referenceId: sample.id } }, include: { entries: true } });
    times.sort((a, b) => a - b);
    const figure = { name, runs, p50: round(times[Math.floor(runs / 2)]), p90: round(times[Math.floor(runs * 0.9)]), ledgerEntriesPerPayment: t.entries.length };
    console.log(`${name.padEnd(44)} p50 ${figure.p50} ms  p90 ${figure.p90} ms  (${figure.ledgerEntriesPerPayment} ledger entries, ${runs} payments)`);
    return figure;
  };
  // Alternate warm-up so neither scenario pays for a cold cache alone.
  await scenario("warm-up", []);
  const plain = await scenario("pay + settle, no splits", []);
  const split = await scenario("pay + settle, 10 split rules", subs.map((s) => ({ subaccount_reference: s })));
  const report = await checkLedger(db(), { merchantId });
  if (!report.ok) throw new Error(`ledger check failed after the bench: ${JSON.stringify(report.problems)}`);
  console.log(`  10-rule settlement vs none (p50):          ${(split.p50 / plain.p50).toFixed(2)}x   ledger check: ok`);
  return [plain, split];
}

const round = (x: number) => Math.round(x * 100) / 100;
