// Concurrent replays of a finished idempotent request. After a payout or a
// refund had completed, 10 concurrent replays with its Idempotency-Key answered 3 × 409
// IDEMPOTENCY_KEY_IN_USE (30 answered 21 × 409): each replay took the key's in-flight lock to read
// the stored answer, and collided with the other replays. A stored answer is now read without the
// lock (lib/http/idempotency.ts); 409 is only for a request still running (docs/idempotency.md).
// PostgreSQL only: PGlite runs one transaction at a time, so nothing there is concurrent.
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { apiRequest } from "@/tests/factories/merchants";
import { createFundedMerchant } from "@/tests/factories/funds";
import { createPaidPayment } from "@/tests/factories/payments";
import { payoutBody, runPayoutToRest } from "@/tests/factories/payouts";
import { db } from "@/lib/db";
import { POST as createPayout } from "@/app/v2/payouts/route";
import { POST as createRefund } from "@/app/v2/payments/[reference]/refunds/route";
import { POST as createCharge } from "@/app/v2/charges/route";

const database = setupTestDatabase();

const REPLAYS = 50;
type Route = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

let key: string;
beforeAll(async () => {
  if (!onPostgres) return;
  key = (await createFundedMerchant({ ETB: 10_000 })).keys.test.secret;
});

async function send(route: Route, path: string, body: unknown, idempotencyKey: string, params: Record<string, string> = {}) {
  const res = await route(apiRequest(path, { key, body, headers: { "idempotency-key": idempotencyKey } }), { params: Promise.resolve(params) });
  return { status: res.status, text: await res.text(), replayed: res.headers.get("idempotent-replayed") };
}

/** `REPLAYS` replays at once: every one is the stored answer, byte for byte, and none is a 409. */
async function expectAllReplayed(first: { status: number; text: string }, replay: () => Promise<{ status: number; text: string; replayed: string | null }>) {
  const answers = await Promise.all(Array.from({ length: REPLAYS }, replay));
  const tally = new Map<string, number>();
  for (const a of answers) tally.set(`${a.status} ${a.replayed}`, (tally.get(`${a.status} ${a.replayed}`) ?? 0) + 1);
  expect(Object.fromEntries(tally)).toEqual({ [`${first.status} true`]: REPLAYS });
  expect(new Set(answers.map((a) => a.text))).toEqual(new Set([first.text]));
}

describe.skipIf(!onPostgres)(`${REPLAYS} concurrent replays of a finished request (PostgreSQL, pool of 20)`, () => {
  it("a payout that completed: all the stored answer, one payout, one hold", { timeout: 60_000 }, async () => {
    expect(database.current.pool?.options.max).toBeGreaterThanOrEqual(10);
    const body = payoutBody({ amount: 10, merchant_reference: "replayed-payout" });
    const first = await send(createPayout as Route, "/v2/payouts", body, "payout-replays");
    expect(first.status, first.text).toBe(201);
    const id = JSON.parse(first.text).data.gateway_reference as string;
    await runPayoutToRest(id);
    expect((await db().payout.findUniqueOrThrow({ where: { id } })).status).toBe("success");

    await expectAllReplayed(first, () => send(createPayout as Route, "/v2/payouts", body, "payout-replays"));
    expect(await db().payout.count({ where: { merchantReference: "replayed-payout" } })).toBe(1);
    expect(await db().ledgerTransaction.count({ where: { kind: "payout_hold", referenceId: id } })).toBe(1);
  });

  it("a refund that completed: all the stored answer, one refund", { timeout: 60_000 }, async () => {
    const payment = await createPaidPayment(key, { amount: 500, currency: "ETB" });
    const path = `/v2/payments/${payment.reference}/refunds`;
    const params = { reference: payment.reference };
    const first = await send(createRefund as Route, path, { amount: 25, reason: "damaged" }, "refund-replays", params);
    expect(first.status, first.text).toBe(201);

    await expectAllReplayed(first, () => send(createRefund as Route, path, { amount: 25, reason: "damaged" }, "refund-replays", params));
    expect(await db().refund.count({ where: { paymentId: payment.reference } })).toBe(1);
  });

  it("a direct charge (its answer is stored after the wallet's step): all the stored answer, one payment, one attempt", { timeout: 60_000 }, async () => {
    const body = { amount: 40, currency: "ETB", method: "telebirr", phone_number: "+251911110001", merchant_reference: "replayed-charge" };
    const first = await send(createCharge as Route, "/v2/charges", body, "charge-replays");
    expect(first.status, first.text).toBe(201);
    const id = JSON.parse(first.text).data.gateway_reference as string;

    await expectAllReplayed(first, () => send(createCharge as Route, "/v2/charges", body, "charge-replays"));
    expect(await db().payment.count({ where: { merchantReference: "replayed-charge" } })).toBe(1);
    expect(await db().paymentAttempt.count({ where: { paymentId: id } })).toBe(1);
  });

  it("a stored refusal is replayed the same way, and another request under the key is still 422, at once", { timeout: 60_000 }, async () => {
    const body = payoutBody({ amount: 1_000_000 }); // more than the balance: 400 INSUFFICIENT_BALANCE, stored
    const first = await send(createPayout as Route, "/v2/payouts", body, "refused-payout-replays");
    expect(first.status, first.text).toBe(400);
    expect(JSON.parse(first.text).error.code).toBe("INSUFFICIENT_BALANCE");
    await expectAllReplayed(first, () => send(createPayout as Route, "/v2/payouts", body, "refused-payout-replays"));

    const other = await send(createPayout as Route, "/v2/payouts", payoutBody({ amount: 2 }), "refused-payout-replays");
    expect(other.status).toBe(422);
    expect(JSON.parse(other.text).error.code).toBe("IDEMPOTENCY_KEY_MISMATCH");
  });
});
