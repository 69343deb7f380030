// Disputes in a Stripe reconciliation: a live card payment paid through the Stripe fake, disputed and
// lost through the fake's signed webhooks and the callback route; the run over the period reads
// Stripe's balance transactions (the charge, and the dispute's withdrawal as an adjustment whose
// reporting_category is "dispute") and matches the withdrawal to the gateway's dispute, the clearing
// account's dispute loss beside it. A won dispute's reinstatement matches too. A dispute whose webhook
// never reached the gateway is the processor's line the gateway does not know: an exception.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { startRouteServer } from "@/tests/support/route-server";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { startStripeFake, stripeDisputeFee, type StripeFake } from "@/tests/fakes/stripe/server";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { connectionCallbackUrl } from "@/lib/processors/registry";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { runReconciliation } from "@/lib/reconciliation/run-reconciliation";
import type { ClearingCurrency } from "@/lib/reconciliation/explain-clearing-account";
import { formatReconciliationReport } from "@/lib/reconciliation/format-reconciliation-report";
import { serializeItem } from "@/lib/reconciliation/serialize-reconciliation";
import * as callbackRoute from "@/app/v2/processor-callbacks/[token]/route";

setupTestDatabase();
checkLedgerAfterEach();

const KEY = "sk_live_disputerecon0000000000000000000";
const WEBHOOK_SECRET = "whsec_disputerecon00000000000000000";

let routeServer: { url: string; close(): Promise<void> };
let fake: StripeFake;
let liveKey: string;
let merchantId: string;
let connectionId: string;
let webhookUrl: string;

beforeAll(async () => {
  routeServer = await startRouteServer({ "/v2/processor-callbacks/[token]": callbackRoute });
  process.env.PUBLIC_BASE_URL = routeServer.url;
  resetEnvForTests();
  fake = await startStripeFake({ secretKey: KEY, webhookSecret: WEBHOOK_SECRET });
  const m = await createTestMerchant();
  liveKey = m.keys.live.secret;
  merchantId = m.merchant.id;
  const connection = await createConnection({ connector: "stripe", mode: "live", credentials: { secret_key: KEY, webhook_secret: WEBHOOK_SECRET }, baseUrl: fake.url, merchantId });
  connectionId = connection.id;
  webhookUrl = connectionCallbackUrl(connection);
  fake.setWebhookUrl(webhookUrl);
  invalidateConnectionCache();
});
afterAll(async () => {
  await fake?.close();
  await routeServer?.close();
  delete process.env.PUBLIC_BASE_URL;
  resetEnvForTests();
});

const until = async (what: string, check: () => Promise<boolean>, ms = 5_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};
const disputeOf = (ref: string) => db().dispute.findFirst({ where: { processorRef: ref, merchantId } });

async function paidPayment(amount: number) {
  const p = await createHostedPaymentFor(liveKey, { amount, currency: "USD", customer: { first_name: "Jane", email: "jane@example.com" } });
  await submitPaymentAttempt(p.token, { method: "card", kind: "redirect" });
  const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: p.reference }, orderBy: { number: "desc" } });
  await fake.pay(attempt.processorRef!, "4242424242424242");
  await until("the payment's success", async () => (await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).status === "success");
  return { attemptId: attempt.id, intent: fake.state.sessions.get(attempt.processorRef!)!.payment_intent! };
}

/**
 * A period that starts on a whole second before now: Stripe dates balance transactions in whole seconds,
 * so a transaction made in this second is dated at its start. Waiting past the previous period's last
 * second keeps each test's period to its own transactions.
 */
async function periodStart(): Promise<Date> {
  await new Promise((r) => setTimeout(r, 1_100));
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}
const reconcile = async (from: Date) => {
  const run = await runReconciliation({ connectionId, from, to: new Date(Date.now() + 60_000), startedBy: "cli" }, db());
  const items = await db().reconciliationItem.findMany({ where: { runId: run.id }, orderBy: { position: "asc" } });
  return { run, items };
};

describe("disputes in a Stripe reconciliation", { timeout: 30_000 }, () => {
  it("a lost dispute's withdrawal matches the gateway's dispute, and the clearing account's loss balances it", async () => {
    const from = await periodStart();
    const { attemptId, intent } = await paidPayment(40);
    const opened = fake.openDispute({ paymentIntent: intent, reason: "fraudulent" });
    await until("the hold", async () => (await disputeOf(opened.id))?.fundsWithdrawnAt != null);
    fake.ruleDispute(opened.id, "lost");
    await until("the loss", async () => (await disputeOf(opened.id))?.status === "lost");
    const dispute = (await disputeOf(opened.id))!;

    const { run, items } = await reconcile(from);
    expect(run).toMatchObject({ status: "completed", matchedCount: 2, exceptionCount: 0 });
    const withdrawal = items.find((i) => i.gatewayType === "dispute");
    expect(withdrawal).toMatchObject({ kind: "matched", gatewayId: dispute.id, resolution: null });
    expect(withdrawal!.processorRecord).toMatchObject({ kind: "dispute", processor_ref: opened.id, gateway_ref: null, amount: "-4000", currency: "USD", fee: String(stripeDisputeFee("usd")), status: "settled" });
    expect(withdrawal!.gatewayValues).toMatchObject({ type: "dispute", id: dispute.id, movement: "withdrawal", amount: "-4000", status: "funds_withdrawn" });
    expect(serializeItem(withdrawal!).object_kind).toBe("dispute_withdrawal");
    expect(items.find((i) => i.gatewayType === "attempt")).toMatchObject({ kind: "matched", gatewayId: attemptId });

    // The loss moved the held 40.00 into the connection's clearing account; Stripe took 40.00 and its fee.
    const [usd] = run.clearing as ClearingCurrency[];
    expect(usd.lines.map((l) => l.kind).sort()).toEqual(["dispute_loss", "payment_settlement"].sort());
    expect(usd).toMatchObject({ currency: "USD", addsUp: true, disputeLosses: "4000", processorDisputes: "-4000", disputeTiming: "0" });
    // The fees cover the charge's and the dispute's: what Stripe pays out is what it owes less both.
    const fees = BigInt(usd.processorFees);
    expect(fees).toBe(BigInt(Math.round(4000 * 0.029) + 30) + BigInt(stripeDisputeFee("usd")));
    expect(BigInt(usd.expectedPayout)).toBe(4000n - 4000n - fees);
  });

  it("a won dispute's withdrawal and reinstatement both match", async () => {
    const from = await periodStart();
    const { intent } = await paidPayment(30);
    const opened = fake.openDispute({ paymentIntent: intent, amount: 1000 });
    await until("the hold", async () => (await disputeOf(opened.id))?.fundsWithdrawnAt != null);
    fake.ruleDispute(opened.id, "won");
    await until("the release", async () => (await disputeOf(opened.id))?.fundsReinstatedAt != null);

    const { run, items } = await reconcile(from);
    expect(run).toMatchObject({ status: "completed", matchedCount: 3, exceptionCount: 0 });
    const movements = items.filter((i) => i.gatewayType === "dispute").map((i) => [(i.gatewayValues as { movement: string }).movement, (i.processorRecord as { amount: string }).amount, i.kind]);
    expect(movements.sort()).toEqual([
      ["reinstatement", "1000", "matched"],
      ["withdrawal", "-1000", "matched"],
    ]);
    const [usd] = run.clearing as ClearingCurrency[];
    // Taken and returned in the period: nothing for the clearing account, nothing left to explain.
    expect(usd).toMatchObject({ disputeLosses: "0", processorDisputes: "0", disputeTiming: "0" });
  });

  it("a dispute whose webhook never reached the gateway is the processor's line the gateway does not know", async () => {
    const from = await periodStart();
    const { intent } = await paidPayment(25);
    // Stripe opens the dispute and withdraws the money, but its events never arrive.
    fake.setWebhookUrl(undefined);
    const opened = fake.openDispute({ paymentIntent: intent, reason: "duplicate" });
    fake.setWebhookUrl(webhookUrl);
    expect(await disputeOf(opened.id)).toBeNull();

    const { run, items } = await reconcile(from);
    expect(run).toMatchObject({ status: "completed", matchedCount: 1, exceptionCount: 1 });
    const exception = items.find((i) => i.kind !== "matched")!;
    expect(exception).toMatchObject({ kind: "missing_in_gateway", gatewayType: null, resolution: "open" });
    expect(exception.processorRecord).toMatchObject({ kind: "dispute", processor_ref: opened.id, amount: "-2500", status: "settled" });
    expect(exception.evidence).toBe(`The processor reports a dispute withdrawal ${opened.id} of USD -25.00, settled, that the gateway does not know.`);
    expect(formatReconciliationReport(run, items)).toContain(`  [missing_in_gateway] ${exception.evidence} (dispute withdrawal)`);
    // The withdrawal is in Stripe's payout but in no gateway posting: the clearing account shows it as the difference.
    const [usd] = run.clearing as ClearingCurrency[];
    expect(usd).toMatchObject({ disputeLosses: "0", processorDisputes: "-2500", disputeTiming: "-2500" });
  });
});
