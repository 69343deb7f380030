// On PostgreSQL, with real concurrent connections: velocity counters lose no update when many
// attempts on one number start at once (the upsert adds under the row's lock), and two closes of one
// review at once close it once (the review's row lock; the second finds it closed).
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db, inTransaction } from "@/lib/db";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { closeRiskReview } from "@/lib/risk-reviews";
import { valueHash } from "@/lib/risk/signals";
import { addRule } from "@/tests/integration/risk/risk-support";

setupTestDatabase();
checkLedgerAfterEach();

let merchantId: string;
let key: string;
let userId: string;
beforeAll(async () => {
  const m = await createTestMerchant();
  merchantId = m.merchant.id;
  key = m.keys.test.secret;
  userId = m.user.id;
});

describe.skipIf(!onPostgres)("risk under concurrency (PostgreSQL)", () => {
  it("N attempts at once on one number count exactly N, per window and for the merchant", async () => {
    const N = 20;
    const phone = "+251911770001";
    // The payments one at a time (their creation is not what is measured); then their attempts all at once.
    const payments = [];
    for (let i = 0; i < N; i++) payments.push(await createHostedPaymentFor(key, { currency: "ETB", amount: 10 }));
    const results = await Promise.allSettled(payments.map((p) => submitPaymentAttempt(p.token, { method: "telebirr", account: phone, kind: "wallet" })));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const hash = valueHash("phone", phone);
    for (const granularity of ["5m", "1h", "1d"]) {
      const rows = await db().riskCounter.findMany({ where: { merchantId, mode: "test", dimension: "phone", valueHash: hash, granularity } });
      expect(rows.reduce((n, r) => n + r.attempts, 0)).toBe(N);
      expect(rows.reduce((n, r) => n + r.amount, 0n)).toBe(BigInt(N) * 1000n);
    }
    const merchantRows = await db().riskCounter.findMany({ where: { merchantId, mode: "test", dimension: "merchant", granularity: "1d" } });
    expect(merchantRows.reduce((n, r) => n + r.attempts, 0)).toBe(N);
  });

  it("two closes of one review at once: one closes it, the other is INVALID_STATE; one refund at most", async () => {
    await addRule({ merchantId, action: "review", expression: 'phone == "+251911880001"' });
    for (let round = 0; round < 3; round++) {
      const p = await createHostedPaymentFor(key, { currency: "ETB", amount: 50 });
      await submitPaymentAttempt(p.token, { method: "telebirr", account: "+251911880001", kind: "wallet" });
      const review = await db().riskReview.findFirstOrThrow({ where: { paymentId: p.reference } });
      const close = (decision: "approve" | "refuse") => inTransaction(db(), (tx) => closeRiskReview(tx, { reviewId: review.id, merchantId, decision, note: "", closedBy: userId }));
      const results = await Promise.allSettled([close("refuse"), close(round % 2 === 0 ? "refuse" : "approve")]);
      // The reasons in the message, so a failure of another kind (a timeout, a deadlock) says what it was.
      const outcomes = results.map((r) => (r.status === "rejected" ? `${(r.reason as { code?: string }).code}: ${String(r.reason)}` : "closed")).sort();
      expect(outcomes.filter((o) => o === "closed")).toHaveLength(1);
      expect(outcomes.find((o) => o !== "closed")).toMatch(/^INVALID_STATE: .*already closed/);
      expect(await db().refund.count({ where: { paymentId: p.reference } })).toBeLessThanOrEqual(1);
      expect(await db().event.count({ where: { objectId: p.reference, type: "payment.review_closed" } })).toBe(1);
    }
  });
});
