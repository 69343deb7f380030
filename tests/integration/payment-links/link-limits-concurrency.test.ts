// A link's limits hold under concurrency: opening a checkout for a link with max_payments, or for an
// event's tickets, holds a place for LINK_HOLD_MINUTES, counted under the link's row lock with the
// successful payments. 20 checkouts opened at once for max_payments 3 are 3 checkouts and 17
// refusals before anyone pays; paying the 3 gives exactly 3 successes. A hold that lapsed is taken
// back by the next customer, and the late payer is refused before anything reaches the processor.
// PostgreSQL only: PGlite runs one transaction at a time, so a race on it proves nothing about locks.
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { cardAttempt } from "@/tests/factories/payments";
import { createPaymentLink } from "@/tests/factories/payment-link";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { isApiError } from "@/lib/http/errors";
import { startLinkPayment } from "@/lib/payment-links/start-link-payment";
import { LINK_HOLD_MINUTES } from "@/lib/link-tickets/link-holds";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";

process.env.DATABASE_CONNECT_TIMEOUT_MS = "60000";
resetEnvForTests();
setupTestDatabase();

let merchantId: string;
beforeAll(async () => {
  merchantId = (await createTestMerchant()).merchant.id;
});

let buyers = 0;
const open = (slug: string, now?: Date) => startLinkPayment(db(), { slug, now, form: { customer: { first_name: "Buyer", email: `limit-${++buyers}@example.test` }, custom_fields: {} } });

/** What the simulator was asked to do for a link's payments: one attempt row per processor call. */
const attemptsOf = (linkId: string) => db().paymentAttempt.count({ where: { payment: { paymentLinkId: linkId } } });

describe.skipIf(!onPostgres)("a link's max_payments under concurrency (PostgreSQL; skipped on PGlite)", () => {
  it("20 concurrent checkouts for max_payments 3: 3 open, 17 are refused before paying, and paying gives exactly 3 successes", async () => {
    const link = await createPaymentLink({ merchantId, amount: 20, maxPayments: 3 });
    const before = Date.now();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => open(link.slug)));
    const after = Date.now();
    const opened = results.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof open>>>).value);
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason);
    expect(opened).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const reason of refused) {
      expect(isApiError(reason), String(reason)).toBe(true);
      expect(reason).toMatchObject({ code: "INVALID_STATE", message: expect.stringMatching(/^Every place on this link is taken/) });
    }
    // The refused never got a payment, so there is nothing they could pay.
    expect(await db().payment.count({ where: { paymentLinkId: link.id } })).toBe(3);
    // Each holds its place for the stated time, not the session's hour.
    for (const o of opened) {
      expect(o.payment.linkHoldUntil!.getTime()).toBeGreaterThanOrEqual(before + LINK_HOLD_MINUTES * 60_000);
      expect(o.payment.linkHoldUntil!.getTime()).toBeLessThanOrEqual(after + LINK_HOLD_MINUTES * 60_000);
    }

    const paid = await Promise.all(opened.map((o) => submitPaymentAttempt(o.payment.checkoutToken, cardAttempt())));
    expect(paid.map((p) => p.status)).toEqual(["success", "success", "success"]);
    expect(await db().payment.count({ where: { paymentLinkId: link.id, status: "success" } })).toBe(3);
    expect(await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ paymentCount: 3 });
    // A success gives its hold up: it is counted as a payment now.
    expect(await db().payment.count({ where: { paymentLinkId: link.id, linkHoldUntil: { not: null } } })).toBe(0);
    await expect(open(link.slug)).rejects.toMatchObject({ code: "INVALID_STATE", message: "This link has reached its limit of payments and takes no more" });
  }, 120_000);

  it("20 holders of lapsed holds and 20 new customers at once, for max_payments 3: never more than 3 successes, no refused payer reaches the processor", async () => {
    const link = await createPaymentLink({ merchantId, amount: 20, maxPayments: 3 });
    const past = new Date(Date.now() - (LINK_HOLD_MINUTES + 1) * 60_000);
    // Three customers held the places 11 minutes ago and walked away; their holds have lapsed.
    const stale = await Promise.all([open(link.slug, past), open(link.slug, past), open(link.slug, past)]);
    // Now: the three come back to pay while 20 new customers open checkouts, then those pay too.
    const [late, fresh] = await Promise.all([
      Promise.allSettled(stale.map((s) => submitPaymentAttempt(s.payment.checkoutToken, cardAttempt()))),
      Promise.allSettled(Array.from({ length: 20 }, () => open(link.slug))),
    ]);
    const freshOpened = fresh.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof open>>>).value);
    const freshPaid = await Promise.allSettled(freshOpened.map((o) => submitPaymentAttempt(o.payment.checkoutToken, cardAttempt())));
    const successes = [...late, ...freshPaid].filter((r) => r.status === "fulfilled" && r.value.status === "success").length;
    expect(successes).toBe(3);
    for (const r of [...late, ...freshPaid].filter((x) => x.status === "rejected")) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "INVALID_STATE", message: expect.stringMatching(/^Every place on this link is taken/) });
    }
    // Exactly one processor call per success: every refusal came before the simulator was asked.
    expect(await attemptsOf(link.id)).toBe(3);
    expect(await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ paymentCount: 3 });
  }, 120_000);

  it("a cancelled checkout frees its place at once, for the next customer", async () => {
    const link = await createPaymentLink({ merchantId, amount: 20, maxPayments: 1 });
    const first = await open(link.slug);
    await expect(open(link.slug)).rejects.toMatchObject({ code: "INVALID_STATE", message: expect.stringMatching(/^Every place on this link is taken/) });
    const { cancelCheckout } = await import("@/lib/checkout/cancel-checkout");
    await cancelCheckout(first.payment.checkoutToken);
    const racers = await Promise.allSettled(Array.from({ length: 10 }, () => open(link.slug)));
    expect(racers.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("the last ticket's lapsed hold, its late payer and 20 new buyers at once: exactly one ticket sold, never oversold", async () => {
    const link = await createPaymentLink({ merchantId, ticketTypes: [{ name: "Last seat", price: 30, quantity: 1 }] });
    const [type] = link.ticketTypes;
    const buy = (now?: Date) =>
      startLinkPayment(db(), { slug: link.slug, now, form: { customer: { first_name: "Buyer", email: `seat-${++buyers}@example.test` }, custom_fields: {}, tickets: [{ ticket_type_id: type.id, attendee_name: "A" }] } });
    const abandoned = await buy(new Date(Date.now() - (LINK_HOLD_MINUTES + 1) * 60_000));
    const [late, ...fresh] = await Promise.allSettled([submitPaymentAttempt(abandoned.payment.checkoutToken, cardAttempt()), ...Array.from({ length: 20 }, () => buy())]);
    const opened = fresh.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof buy>>>).value);
    const paid = await Promise.allSettled(opened.map((o) => submitPaymentAttempt(o.payment.checkoutToken, cardAttempt())));
    const successes = [late, ...paid].filter((r) => r.status === "fulfilled" && r.value.status === "success").length;
    expect(successes).toBe(1);
    // Whoever lost was told before an attempt: one attempt in all, for the one sale.
    expect(await attemptsOf(link.id)).toBe(1);
    const stock = await db().ticketType.findUniqueOrThrow({ where: { id: type.id } });
    expect(stock.taken).toBe(1);
    expect(await db().ticket.count({ where: { ticketTypeId: type.id, status: { in: ["held", "paid"] } } })).toBe(1);
    expect(await db().ticket.count({ where: { ticketTypeId: type.id, status: "paid" } })).toBe(1);
  }, 120_000);
});
