// A dispute's hold and payouts racing for one balance (docs/disputes.md "The ledger"): the hold takes what
// the available balance has under its row lock and books the rest as debt, and a payout spends only what
// is left under the same lock, so however they interleave the available balance never goes negative, the
// payouts and the part of the hold taken from the balance add up to at most what there was, and a debt
// appears only when the hold was larger than what the payouts left. Then a merchant in debt: the next
// settlements pay the debt off before the balance grows, and until they have, a payout is refused
// INSUFFICIENT_BALANCE with nothing written (it nets the debt first, and nothing is left to send).
// The race runs on PostgreSQL only: PGlite runs one transaction at a time, so a race on it proves nothing
// about locks. The debt's sequence runs on both.
import { describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach, entriesOf } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createPaidPayment } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { isApiError } from "@/lib/http/errors";
import { checkLedger } from "@/lib/ledger/check-ledger";
import { getBalances } from "@/lib/ledger/get-balances";
import { createPayout } from "@/lib/payouts/create-payout";
import { recordReversalClaim } from "@/lib/disputes/reversal-claims";

process.env.DATABASE_CONNECT_TIMEOUT_MS = "60000";
resetEnvForTests();
setupTestDatabase();
checkLedgerAfterEach();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;
const actor = { type: "cli" as const };
const account = (n: number) => ({ account_name: "Abebe Kebede", account_number: String(1000123450000 + n), bank_slug: "cbe" });

const balance = async (shop: Shop, type: "merchant_available" | "dispute_hold" | "merchant_debt" | "payouts_in_flight") =>
  (await db().ledgerAccount.findUnique({ where: { type_ownerId_mode_currency: { type, ownerId: shop.merchant.id, mode: "test", currency: "ETB" } } }))?.balance ?? 0n;
const claim = (shop: Shop, reference: string, operator_reference: string, amount: number) =>
  recordReversalClaim(db(), {
    merchantId: shop.merchant.id,
    mode: "test",
    reference,
    otherMode: "not_found",
    input: { operator_reference, reason: "unrecognized", amount },
    actor,
  });
const payout = (shop: Shop, amount: number, n: number) =>
  createPayout(db(), { merchantId: shop.merchant.id, mode: "test", input: { amount, currency: "ETB", account: account(n) }, actor, origin: "api" });
const major = (minor: bigint) => Number(minor) / 100;

/** The ETB balance as GET /v2/balances answers it. */
async function etbBalance(shop: Shop) {
  const all = await getBalances(db(), { merchantId: shop.merchant.id, mode: "test" });
  const etb = all.find((b) => b.currency === "ETB");
  if (!etb) throw new Error("no ETB balance");
  return etb;
}

const ROUNDS = 12;
const PAYOUTS_PER_ROUND = 7;

describe.skipIf(!onPostgres)("a dispute's hold racing payouts (PostgreSQL; skipped on PGlite)", () => {
  it(`${ROUNDS} rounds: the hold and ${PAYOUTS_PER_ROUND} payouts at once never spend more than the balance, and a debt only when the hold found too little`, async () => {
    let roundsWithDebt = 0;
    let roundsWithoutDebt = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const shop = await createTestMerchant();
      const paid = await createPaidPayment(shop.keys.test.secret, { amount: 1000, currency: "ETB" });
      const start = await balance(shop, "merchant_available");
      expect(start).toBeGreaterThan(0n);
      // The hold takes 80 % of the balance; each of the 7 payouts asks for 16 %: together far more than the
      // 20 % the hold leaves, and the payouts alone (112 %) more than the whole balance.
      const holdMajor = Math.floor((Number(start) * 0.8) / 100);
      const payoutMajor = Math.floor((Number(start) * 0.16) / 100);
      const holdMinor = BigInt(holdMajor) * 100n;

      // The claim reads more before it takes the balance's lock than a payout does: the payouts start up to
      // 30 ms later in some rounds, so the hold lands before, among and after them.
      const lag = (round % 4) * 10;
      const [dispute, ...payouts] = await Promise.allSettled([
        claim(shop, paid.reference, `MTN-RACE-${round}`, holdMajor),
        ...Array.from({ length: PAYOUTS_PER_ROUND }, (_, i) => new Promise((r) => setTimeout(r, lag)).then(() => payout(shop, payoutMajor, i))),
      ]);
      if (dispute.status === "rejected") throw dispute.reason;
      const held = dispute.value;
      const sent = payouts.filter((p) => p.status === "fulfilled").map((p) => (p as PromiseFulfilledResult<Awaited<ReturnType<typeof payout>>>).value);
      const refused = payouts.filter((p) => p.status === "rejected").map((p) => (p as PromiseRejectedResult).reason);
      for (const reason of refused) {
        expect(isApiError(reason), String(reason)).toBe(true);
        expect(reason).toMatchObject({ code: "INSUFFICIENT_BALANCE" });
      }
      // The payouts alone ask for more than there ever was: at least one is always refused.
      expect(refused.length).toBeGreaterThan(0);
      expect(await db().payout.count({ where: { merchantId: shop.merchant.id } })).toBe(sent.length);

      const spent = sent.reduce((t, p) => t + p.amount + p.fee, 0n);
      const available = await balance(shop, "merchant_available");
      const debt = -(await balance(shop, "merchant_debt"));
      expect(held).toMatchObject({ amount: holdMinor });
      expect(held.heldFromAvailable + held.heldAsDebt).toBe(holdMinor);
      expect(available).toBeGreaterThanOrEqual(0n);
      // Every unit of the balance is accounted for once: in a payout, in the hold, or still available.
      expect(spent + held.heldFromAvailable + available).toBe(start);
      expect(spent + held.heldFromAvailable).toBeLessThanOrEqual(start);
      expect(await balance(shop, "dispute_hold")).toBe(holdMinor);
      expect(await balance(shop, "payouts_in_flight")).toBe(spent);
      expect(debt).toBe(held.heldAsDebt);
      if (debt > 0n) {
        // The payouts got there first and left less than the hold: it took all that was left.
        roundsWithDebt++;
        expect(available).toBe(0n);
        expect(spent + holdMinor).toBeGreaterThan(start);
      } else {
        roundsWithoutDebt++;
        expect(spent + holdMinor).toBeLessThanOrEqual(start);
      }
      expect(await etbBalance(shop)).toMatchObject({ available: major(available), disputed: holdMajor, owed: major(debt), pending: major(spent) });
      expect((await checkLedger(db())).problems).toEqual([]);
    }
    expect(roundsWithDebt + roundsWithoutDebt).toBe(ROUNDS);
    // Each round makes a merchant and a paid payment first: about a second alone, several beside a full suite.
  }, 240_000);
});

describe("a merchant in debt after a dispute", () => {
  it("settlements pay the debt off first; until then a payout is refused INSUFFICIENT_BALANCE, after it only what is left is paid", async () => {
    const shop = await createTestMerchant();
    const key = shop.keys.test.secret;
    const p1 = await createPaidPayment(key, { amount: 1000, currency: "ETB" });
    const first = await payout(shop, 600, 1);
    const left = await balance(shop, "merchant_available");
    expect(left).toBeGreaterThan(0n);
    expect(left).toBeLessThan(1000_00n);

    // The whole payment disputed: more than the balance the payout left.
    const held = await claim(shop, p1.reference, "MTN-DEBT-1", 1000);
    expect(held).toMatchObject({ heldFromAvailable: left, heldAsDebt: 1000_00n - left });
    const owed = 1000_00n - left;
    expect(await balance(shop, "merchant_available")).toBe(0n);
    expect(await balance(shop, "merchant_debt")).toBe(-owed);
    expect(await etbBalance(shop)).toMatchObject({ available: 0, disputed: 1000, owed: major(owed), pending: major(first.amount + first.fee) });

    // Nothing to send: refused, and nothing written (no payout, no posting, the debt as it was).
    const refuse = async (amount: number, n: number) => {
      const before = { payouts: await db().payout.count({ where: { merchantId: shop.merchant.id } }), postings: await db().ledgerTransaction.count({ where: { merchantId: shop.merchant.id } }) };
      await expect(payout(shop, amount, n)).rejects.toMatchObject({ code: "INSUFFICIENT_BALANCE" });
      expect({ payouts: await db().payout.count({ where: { merchantId: shop.merchant.id } }), postings: await db().ledgerTransaction.count({ where: { merchantId: shop.merchant.id } }) }).toEqual(before);
    };
    await refuse(1, 2);
    expect(await balance(shop, "merchant_debt")).toBe(-owed);

    // A settlement smaller than the debt: all of it pays the debt, the balance stays at zero, a payout is refused.
    const p2 = await createPaidPayment(key, { amount: 200, currency: "ETB" });
    const credit2 = (await entriesOf("payment_settlement", p2.reference)).find((e) => e.type === "merchant_available")!.amount;
    expect(credit2).toBeGreaterThan(0n);
    expect(credit2).toBeLessThan(owed);
    expect(await balance(shop, "merchant_available")).toBe(0n);
    expect(await balance(shop, "merchant_debt")).toBe(-(owed - credit2));
    expect(await entriesOf("debt_netting", `settlement:${p2.reference}:ETB`)).toEqual([
      { type: "merchant_available", ownerId: shop.merchant.id, amount: -credit2 },
      { type: "merchant_debt", ownerId: shop.merchant.id, amount: credit2 },
    ]);
    await refuse(1, 3);

    // A settlement larger than what is still owed: the debt is paid off, the rest is available.
    const p3 = await createPaidPayment(key, { amount: 1000, currency: "ETB" });
    const credit3 = (await entriesOf("payment_settlement", p3.reference)).find((e) => e.type === "merchant_available")!.amount;
    const rest = credit3 - (owed - credit2);
    expect(rest).toBeGreaterThan(0n);
    expect(await balance(shop, "merchant_debt")).toBe(0n);
    expect(await balance(shop, "merchant_available")).toBe(rest);
    expect(await etbBalance(shop)).toMatchObject({ available: major(rest), disputed: 1000, owed: 0 });

    // More than is left (the debt paid, the hold untouchable) is refused; what is left is paid.
    await refuse(Math.floor(major(rest)) + 1, 4);
    const last = await payout(shop, 10, 5);
    expect(await balance(shop, "merchant_available")).toBe(rest - last.amount - last.fee);
    expect(await balance(shop, "dispute_hold")).toBe(1000_00n);
  });
});
