import "server-only";
// A link payment's hold: opening a checkout on a link with max_payments, or for an event's tickets,
// holds one place of the link (and the tickets, lib/link-tickets/hold-tickets.ts) for
// LINK_HOLD_MINUTES, whatever the checkout session's own lifetime. Payment.linkHoldUntil says until
// when; the checkout shows it to the customer.
//
// Why a hold and not "count successes only": customers who opened a checkout all believe they may
// pay, and counting only successes let every one of them pay (20 successes for a limit of 3). Why
// short: an abandoned checkout must not keep a place (or the last ticket) for the session's hour.
//
// The rules, which together keep successes at or under max_payments:
// - A hold is live while linkHoldUntil is in the future, or while the payment may still succeed
//   without the customer asking again: an attempt in flight, or a verification step waiting
//   (status auth_needed). Money may be moving then, so the place stays taken.
// - Places are counted and taken only under the link's exclusive row lock (lockLink): successful payments
//   (paymentCount, raised under the same row's lock by the success) plus other payments' live holds.
//   Whoever takes a place holds the lock until commit, so the next counter sees it.
// - A payment whose hold lapsed or was released must take a place again, under that lock, before
//   its next attempt is recorded (renewLinkHold, from lib/payments/attempts/start-payment-attempt.ts): the
//   late payer is refused before any processor is asked.
// - A hold ends at once when its payment succeeds (it is counted as a payment then), fails, is
//   cancelled or expires (settle-link-payment.ts), when the customer goes back to the link's page
//   (releaseAbandonedCheckout), and when it lapses: the worker's sweep (releaseLapsedLinkHolds),
//   and anyone taking a place on the same link, release lapsed holds' tickets.
//
// Lock order: a payment's row, then its link's row (startPaymentAttempt). Code that holds the link
// first takes payment rows with SKIP LOCKED only, so it never waits on them and never deadlocks.
import type { Payment, PaymentLink, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { inTransaction, type Db } from "@/lib/db";
import { IN_FLIGHT_OUTCOMES } from "@/lib/catalog/attempt-rules";
import { reholdReleasedTickets } from "@/lib/link-tickets/hold-tickets";
import { releaseHeldTickets } from "@/lib/link-tickets/settle-link-payment";

/** How long opening a checkout holds a place of a limited link, or an event's tickets. */
export const LINK_HOLD_MINUTES = 10;
export const LINK_HOLD_MS = LINK_HOLD_MINUTES * 60_000;

export const LINK_FULL_MESSAGE = "This link has reached its limit of payments and takes no more";

/** Whether a link's payments hold something: a place (max_payments) or tickets (an event). */
export function linkHolds(link: Pick<PaymentLink, "maxPayments" | "kind">): boolean {
  return link.maxPayments !== null || link.kind === "event";
}

/** A payment whose hold is live without its time: money may move without the customer asking again. */
const PINNED_SQL = `(p.status = 'auth_needed' OR EXISTS (SELECT 1 FROM "PaymentAttempt" a WHERE a."paymentId" = p.id AND a."merchantId" = p."merchantId" AND a.outcome IN (${IN_FLIGHT_OUTCOMES.map((o) => `'${o}'`).join(", ")})))`;

/**
 * SQL (on a Payment aliased `p`, the time as `now`) for a live hold and for a lapsed one, shared by
 * the counts here and the link page's read (findLinkBySlug), so both say the same.
 */
export function liveHoldSql(now: string): string {
  return `(p."linkHoldUntil" IS NOT NULL AND (p."linkHoldUntil" > ${now}::timestamp(3) OR ${PINNED_SQL}))`;
}
export function lapsedHoldSql(now: string): string {
  return `(p."linkHoldUntil" IS NOT NULL AND p."linkHoldUntil" <= ${now}::timestamp(3) AND p.status IN ('pending', 'failed') AND NOT ${PINNED_SQL})`;
}

/**
 * The time as these statements take it: an ISO string in UTC, read as the timestamp(3) columns are
 * stored (a Date would be sent in the process's own zone, and the zone dropped by the cast).
 */
export function sqlTime(at: Date): string {
  return at.toISOString();
}

type LockedLink = Pick<PaymentLink, "id" | "merchantId" | "kind" | "maxPayments" | "paymentCount">;

/**
 * The link's row lock for the rest of the transaction, and the columns the count needs, read under
 * it. Exclusive for a link with max_payments: its places are counted one taker at a time. Shared
 * otherwise (an event's tickets are exact through their own stock rows): buyers do not wait on one
 * another, and a change of the link (max_payments set by PATCH) waits for them, and they for it.
 */
async function lockLink(tx: Prisma.TransactionClient, linkId: string, merchantId: string, exclusive: boolean): Promise<LockedLink | null> {
  const [row] = exclusive
    ? await tx.$queryRaw<LockedLink[]>`SELECT id, "merchantId", kind, "maxPayments", "paymentCount" FROM "PaymentLink" WHERE id = ${linkId} AND "merchantId" = ${merchantId} FOR UPDATE`
    : await tx.$queryRaw<LockedLink[]>`SELECT id, "merchantId", kind, "maxPayments", "paymentCount" FROM "PaymentLink" WHERE id = ${linkId} AND "merchantId" = ${merchantId} FOR SHARE`;
  // Read without a lock first to choose the lock; a limit set in between is counted on the next try.
  if (row && !exclusive && row.maxPayments !== null) throw new ApiError("INVALID_STATE", "This link's limits changed just now. Please try again");
  return row ?? null;
}

/** Other payments' live holds on the link, and when the first timed one ends (null: none is timed). */
async function liveHolds(tx: Prisma.TransactionClient, link: LockedLink, now: Date, exceptPaymentId: string | null): Promise<{ count: number; firstEndsAt: Date | null }> {
  const [row] = await tx.$queryRawUnsafe<{ count: bigint; first_ends_at: Date | null }[]>(
    `SELECT count(*) AS count, min(p."linkHoldUntil") FILTER (WHERE p."linkHoldUntil" > $3::timestamp(3)) AS first_ends_at
       FROM "Payment" p
      WHERE p."paymentLinkId" = $1 AND p."merchantId" = $2 AND p."linkHoldUntil" IS NOT NULL AND p.id <> $4 AND ${liveHoldSql("$3")}`,
    link.id,
    link.merchantId,
    sqlTime(now),
    exceptPaymentId ?? "",
  );
  return { count: Number(row?.count ?? 0), firstEndsAt: row?.first_ends_at ?? null };
}

/** The hold ends: its tickets back on sale, the payment holds nothing. In the caller's transaction. */
export async function releaseLinkHold(tx: Prisma.TransactionClient, payment: Pick<Payment, "id" | "merchantId">): Promise<void> {
  await releaseHeldTickets(tx, payment);
  await tx.payment.updateMany({ where: { id: payment.id, merchantId: payment.merchantId, linkHoldUntil: { not: null } }, data: { linkHoldUntil: null } });
}

/**
 * Under the link's lock: the link's lapsed holds released, so their tickets are back in stock for
 * the taking. Payments locked by someone else (an attempt starting) are skipped, not waited for.
 */
async function releaseLapsedHoldsOf(tx: Prisma.TransactionClient, link: LockedLink, now: Date, exceptPaymentId: string | null): Promise<void> {
  const lapsed = await tx.$queryRawUnsafe<{ id: string }[]>(
    `SELECT p.id FROM "Payment" p
      WHERE p."paymentLinkId" = $1 AND p."merchantId" = $2 AND p."linkHoldUntil" IS NOT NULL AND p.id <> $4 AND ${lapsedHoldSql("$3")}
      FOR UPDATE OF p SKIP LOCKED`,
    link.id,
    link.merchantId,
    sqlTime(now),
    exceptPaymentId ?? "",
  );
  for (const { id } of lapsed) await releaseLinkHold(tx, { id, merchantId: link.merchantId });
}

/** The refusal when every place is paid or held; says when a held one may come free. */
function placesTaken(link: LockedLink, holds: { count: number; firstEndsAt: Date | null }, now: Date): ApiError | null {
  if (link.maxPayments === null) return null;
  if (link.paymentCount >= link.maxPayments) return new ApiError("INVALID_STATE", LINK_FULL_MESSAGE);
  if (link.paymentCount + holds.count < link.maxPayments) return null;
  return new ApiError("INVALID_STATE", placesTakenMessage(holds.firstEndsAt, now));
}

/** "Every place on this link is taken …": also the link page's sentence, so the two agree. */
export function placesTakenMessage(firstEndsAt: Date | null, now: Date): string {
  const base = "Every place on this link is taken by customers paying now";
  if (!firstEndsAt) return `${base}. Try again later: a place comes free if one of them does not pay`;
  const minutes = Math.max(1, Math.ceil((firstEndsAt.getTime() - now.getTime()) / 60_000));
  return `${base}. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}: a place comes free if one of them does not pay`;
}

/** An event whose every ticket is paid or held, some by customers paying now: when to look again. */
export function heldTicketsMessage(firstEndsAt: Date | null, now: Date): string {
  const base = "Every ticket is taken, some by customers paying now";
  if (!firstEndsAt) return `${base}. Look again later: tickets that are not paid for go back on sale`;
  const minutes = Math.max(1, Math.ceil((firstEndsAt.getTime() - now.getTime()) / 60_000));
  return `${base}. Look again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}: tickets that are not paid for go back on sale`;
}

/**
 * Opening a checkout (startLinkPayment, in its transaction, before the payment is created): the
 * link locked, its lapsed holds released, a place counted. Answers until when the new payment
 * holds it (null: the link holds nothing), or throws INVALID_STATE before anything is written.
 */
export async function claimLinkHold(tx: Prisma.TransactionClient, link: Pick<PaymentLink, "id" | "merchantId" | "maxPayments" | "kind">, now: Date): Promise<Date | null> {
  // A link without limits is not locked: a max_payments set meanwhile is applied by the first attempt (renewLinkHold).
  if (!linkHolds(link)) return null;
  const locked = await lockLink(tx, link.id, link.merchantId, link.maxPayments !== null);
  if (!locked || !linkHolds(locked)) return null;
  await releaseLapsedHoldsOf(tx, locked, now, null);
  const refusal = placesTaken(locked, await liveHolds(tx, locked, now, null), now);
  if (refusal) throw refusal;
  return new Date(now.getTime() + LINK_HOLD_MS);
}

/**
 * Before an attempt of a link payment is recorded (lib/payments/attempts/start-payment-attempt.ts, under the
 * payment's row lock): the link is locked, whatever the hold's state, so an attempt that pins a
 * hold about to lapse is seen by the next counter (exclusively when it has max_payments). A live hold is kept as it is; a
 * lapsed or released one takes a place again (tickets held again first) for LINK_HOLD_MINUTES, or
 * the attempt is refused: INVALID_STATE, nothing charged.
 */
export async function renewLinkHold(tx: Prisma.TransactionClient, payment: Pick<Payment, "id" | "merchantId" | "paymentLinkId" | "linkHoldUntil">, now: Date): Promise<void> {
  if (!payment.paymentLinkId) return;
  const seen = await tx.paymentLink.findFirst({ where: { id: payment.paymentLinkId, merchantId: payment.merchantId }, select: { maxPayments: true } });
  if (!seen) return;
  const locked = await lockLink(tx, payment.paymentLinkId, payment.merchantId, seen.maxPayments !== null);
  if (!locked) return;
  const held = payment.linkHoldUntil !== null && payment.linkHoldUntil > now;
  if (held) return;
  // A link without limits (max_payments removed since) holds nothing; its released tickets, if any, still must come back.
  if (!linkHolds(locked)) {
    await reholdReleasedTickets(tx, payment);
    return;
  }
  await releaseLapsedHoldsOf(tx, locked, now, payment.id);
  const refusal = placesTaken(locked, await liveHolds(tx, locked, now, payment.id), now);
  if (refusal) throw refusal;
  await reholdReleasedTickets(tx, payment);
  await tx.payment.update({ where: { id: payment.id, merchantId: payment.merchantId }, data: { linkHoldUntil: new Date(now.getTime() + LINK_HOLD_MS) } });
}

/**
 * The customer came back to the link's page from a checkout they opened (the page knows it by a
 * cookie): that checkout's hold ends at once, so the place or tickets go to whoever comes next. The
 * payment stays open; paying it later takes a place again, if one is free. Nothing happens while an
 * attempt may still succeed. Answers whether a hold was released.
 */
export async function releaseAbandonedCheckout(database: Db, opts: { checkoutToken: string; linkId: string }): Promise<boolean> {
  return inTransaction(database, async (tx) => {
    const [row] = await tx.$queryRaw<{ id: string; merchantId: string }[]>`
      SELECT id, "merchantId" FROM "Payment" WHERE "checkoutToken" = ${opts.checkoutToken} FOR UPDATE`;
    if (!row) return false;
    const [open] = await tx.$queryRawUnsafe<{ id: string }[]>(
      `SELECT p.id FROM "Payment" p
        WHERE p.id = $1 AND p."merchantId" = $2 AND p."paymentLinkId" = $3 AND p."linkHoldUntil" IS NOT NULL
          AND p.status IN ('pending', 'failed') AND NOT ${PINNED_SQL}`,
      row.id,
      row.merchantId,
      opts.linkId,
    );
    if (!open) return false;
    await releaseLinkHold(tx, row);
    return true;
  });
}

/** The worker's sweep: lapsed holds released (their tickets back on sale). Returns how many. */
export async function releaseLapsedLinkHolds(database: Db, now = new Date(), batch = 100): Promise<number> {
  // Across merchants, as the expiry sweep: each payment is then locked and checked again by its own id and merchant.
  const due = await database.$queryRawUnsafe<{ id: string; merchantId: string }[]>(
    `SELECT p.id, p."merchantId" FROM "Payment" p WHERE ${lapsedHoldSql("$1")} ORDER BY p."linkHoldUntil" LIMIT $2`,
    sqlTime(now),
    batch,
  );
  let released = 0;
  for (const payment of due) {
    const done = await inTransaction(database, async (tx) => {
      const [locked] = await tx.$queryRawUnsafe<{ id: string }[]>(`SELECT p.id FROM "Payment" p WHERE p.id = $1 AND p."merchantId" = $2 FOR UPDATE SKIP LOCKED`, payment.id, payment.merchantId);
      if (!locked) return false; // an attempt is starting on it: that attempt renews or refuses the hold
      // Read again under the lock, in a new statement: an attempt that committed meanwhile pins the hold.
      const [lapsed] = await tx.$queryRawUnsafe<{ id: string }[]>(`SELECT p.id FROM "Payment" p WHERE p.id = $1 AND p."merchantId" = $2 AND ${lapsedHoldSql("$3")}`, payment.id, payment.merchantId, sqlTime(now));
      if (!lapsed) return false;
      await releaseLinkHold(tx, payment);
      return true;
    });
    if (done) released++;
  }
  return released;
}
