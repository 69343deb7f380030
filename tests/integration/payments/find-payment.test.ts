// The one payment lookup (section 4): scoped by merchant and mode, the caller's
// choice of answer for the other mode, and reads that honour the transaction they are given.
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { db } from "@/lib/db";
import { findPayment, findPaymentWithSplits } from "@/lib/payments/find-payment";
import { isApiError } from "@/lib/http/errors";
import { newId, randomBase62 } from "@/lib/ids";

setupTestDatabase();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let owner: Merchant;
let stranger: Merchant;
let testPayment: { reference: string };
let livePaymentId: string;

async function failure(promise: Promise<unknown>) {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!isApiError(outcome)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
  return { code: outcome.code, message: outcome.message };
}

/** A live-mode payment written directly: live checkouts are not available in this build. */
async function insertLivePayment(merchantId: string, merchantReference: string) {
  const id = newId("pay");
  await db().payment.create({
    data: {
      id,
      merchantId,
      mode: "live",
      merchantReference,
      amount: 500n,
      currency: "USD",
      checkoutToken: `cs_live_${randomBase62(24)}`,
      expiresAt: new Date(Date.now() + 3_600_000),
      retryWindowMinutes: 60,
    },
  });
  return id;
}

beforeAll(async () => {
  owner = await createTestMerchant();
  stranger = await createTestMerchant();
  testPayment = await createHostedPaymentFor(owner.keys.test.secret, { merchant_reference: "order-1" });
  livePaymentId = await insertLivePayment(owner.merchant.id, "live-order-1");
});

describe("findPayment", () => {
  const scope = () => ({ merchantId: owner.merchant.id, mode: "test" as const, otherMode: "unauthorized" as const });

  it("finds by gateway reference and by merchant reference, the same row Prisma reads", async () => {
    const prisma = await db().payment.findUniqueOrThrow({ where: { id: testPayment.reference } });
    expect(await findPayment(db(), { ...scope(), reference: testPayment.reference })).toEqual(prisma);
    expect(await findPayment(db(), { ...scope(), reference: "order-1" })).toEqual(prisma);
    const withSplits = await findPaymentWithSplits(db(), { ...scope(), reference: "order-1" });
    expect(withSplits).toEqual({ ...prisma, splits: [] });
  });

  it("answers another merchant's payment NOT_FOUND, by either reference", async () => {
    const other = { merchantId: stranger.merchant.id, mode: "test" as const, otherMode: "unauthorized" as const };
    expect(await failure(findPayment(db(), { ...other, reference: testPayment.reference }))).toEqual({ code: "NOT_FOUND", message: "payment not found" });
    expect(await failure(findPayment(db(), { ...other, reference: "order-1" }))).toEqual({ code: "NOT_FOUND", message: "payment not found" });
  });

  it("answers the other mode's payment 401 naming the mode for the API, NOT_FOUND for the dashboard", async () => {
    const unauthorized = { code: "UNAUTHORIZED", message: "this reference belongs to live mode; use your live secret key" };
    expect(await failure(findPayment(db(), { ...scope(), reference: livePaymentId }))).toEqual(unauthorized);
    expect(await failure(findPayment(db(), { ...scope(), reference: "live-order-1" }))).toEqual(unauthorized);
    for (const reference of [livePaymentId, "live-order-1"]) {
      expect(await failure(findPayment(db(), { ...scope(), reference, otherMode: "not_found" }))).toEqual({ code: "NOT_FOUND", message: "payment not found" });
    }
    const live = await findPayment(db(), { merchantId: owner.merchant.id, mode: "live", otherMode: "unauthorized", reference: "live-order-1" });
    expect(live.id).toBe(livePaymentId);
  });

  it("treats a pay_… text that is not this merchant's payment as a merchant reference", async () => {
    // The stranger uses the owner's gateway reference as its own order number.
    const strangers = await createHostedPaymentFor(stranger.keys.test.secret, { merchant_reference: testPayment.reference });
    const found = await findPayment(db(), { merchantId: stranger.merchant.id, mode: "test", otherMode: "unauthorized", reference: testPayment.reference });
    expect(found.id).toBe(strangers.reference);
  });

  it("answers empty and over-long references NOT_FOUND without a query", async () => {
    for (const reference of ["", "x".repeat(256)]) {
      expect((await failure(findPayment(db(), { ...scope(), reference }))).code).toBe("NOT_FOUND");
    }
  });

  it("reads inside the transaction it is given: its own uncommitted payment, invisible outside", async () => {
    const reference = `in-tx-${randomBase62(6)}`;
    let seenOutside: string | null = "not checked";
    await db().$transaction(async (tx) => {
      await tx.payment.create({
        data: {
          id: newId("pay"),
          merchantId: owner.merchant.id,
          mode: "test",
          merchantReference: reference,
          amount: 700n,
          currency: "USD",
          checkoutToken: `cs_test_${randomBase62(24)}`,
          expiresAt: new Date(Date.now() + 3_600_000),
          retryWindowMinutes: 60,
        },
      });
      const inside = await findPayment(tx, { ...scope(), reference });
      expect(inside.amount).toBe(700n);
      // PGlite runs one transaction at a time: a read outside would wait for this one.
      if (onPostgres) seenOutside = (await failure(findPayment(db(), { ...scope(), reference }))).code;
    });
    if (onPostgres) expect(seenOutside).toBe("NOT_FOUND");
    expect((await findPayment(db(), { ...scope(), reference })).merchantReference).toBe(reference);
  });

  it.runIf(onPostgres)("keeps working when a migration adds a column under the running server's prepared statements", async () => {
    const lookup = { ...scope(), reference: "order-1" };
    for (let i = 0; i < 5; i++) await findPaymentWithSplits(db(), lookup); // prepared on the pool's connections
    await db().$executeRawUnsafe(`ALTER TABLE "Payment" ADD COLUMN "addedByALaterMigration" text`);
    try {
      for (let i = 0; i < 5; i++) {
        const payment = await findPaymentWithSplits(db(), lookup);
        expect(payment.id).toBe(testPayment.reference);
        expect(typeof payment.amount).toBe("bigint");
      }
    } finally {
      await db().$executeRawUnsafe(`ALTER TABLE "Payment" DROP COLUMN "addedByALaterMigration"`);
    }
  });
});
