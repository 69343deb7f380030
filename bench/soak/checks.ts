// The soak's end checks, after the drain: what every answered request did, what every
// retried request did, where every payment, payout and refund ended, whether every event reached the
// receiver, the ledger, and the processor fake's own records beside the gateway's.
import { db } from "@/lib/db";
import { checkLedger } from "@/lib/ledger/check-ledger";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { STALE_AFTER_MS } from "@/lib/payments/attempts/fail-stale-attempts";
import type { CheckoutRecord, WriteRecord } from "./load";
import type { FlakyReceiver } from "./receiver";

export type Check = { name: string; ok: boolean; detail: string };

const FINAL_PAYMENT = ["success", "failed", "cancelled", "incomplete", "blocked", "partially_refunded", "fully_refunded"];
const PAID = ["success", "partially_refunded", "fully_refunded"];
const FINAL_PAYOUT = ["success", "failed", "blocked", "reversed"];
/**
 * An attempt still in flight is legitimately waiting while the gateway's own recovery has not had its
 * turn: the stale-attempt sweep asks the processor after STALE_AFTER_MS (five minutes), and runs on the
 * worker's tick; a minute and a half more covers the tick and a busy machine.
 */
const WAITING_GRACE_MS = STALE_AFTER_MS + 90_000;
const IN_FLIGHT = ["processing", "pending", "auth_needed"];
const waitingLegitimately = (a: { outcome: string; inFlightSince: Date }) => IN_FLIGHT.includes(a.outcome) && Date.now() - a.inFlightSince.getTime() < WAITING_GRACE_MS;
const is2xx = (s: number | undefined) => s !== undefined && s >= 200 && s < 300;

type Row = { merchantReference: string; ids: string[] };

// The checks read whole tables of the soak's merchant in one statement each, joined in SQL. Never a
// list of ids as parameters (`id IN (…)`, or a Prisma relation select, which loads the relation by
// the parents' ids): an hour's run has more rows than a statement's 65,535 parameters.

type PaymentWithLatestAttempt = { id: string; status: string; attempts: { outcome: string; reason: string | null; inFlightSince: Date }[] };

async function paymentsWithLatestAttempt(merchantId: string): Promise<PaymentWithLatestAttempt[]> {
  const rows = await db().$queryRawUnsafe<{ id: string; status: string; outcome: string | null; reason: string | null; inFlightSince: Date | null }[]>(
    `SELECT p.id, p.status::text AS status, a.outcome, a.reason, a."inFlightSince"
     FROM "Payment" p
     LEFT JOIN LATERAL (
       SELECT x.outcome::text AS outcome, x.reason, x."inFlightSince" FROM "PaymentAttempt" x WHERE x."paymentId" = p.id ORDER BY x.number DESC LIMIT 1
     ) a ON true
     WHERE p."merchantId" = $1`,
    merchantId,
  );
  return rows.map((r) => ({ id: r.id, status: r.status, attempts: r.outcome === null ? [] : [{ outcome: r.outcome, reason: r.reason, inFlightSince: r.inFlightSince! }] }));
}

type AttemptWithPaymentStatus = {
  id: string;
  connectionId: string | null;
  outcome: string;
  inFlightSince: Date;
  duplicateChargeAt: Date | null;
  lateOutcome: string | null;
  payment: { status: string };
};

async function attemptsWithPaymentStatus(merchantId: string): Promise<AttemptWithPaymentStatus[]> {
  const rows = await db().$queryRawUnsafe<(Omit<AttemptWithPaymentStatus, "payment"> & { paymentStatus: string })[]>(
    `SELECT a.id, a."connectionId", a.outcome::text AS outcome, a."inFlightSince", a."duplicateChargeAt", a."lateOutcome"::text AS "lateOutcome",
            p.status::text AS "paymentStatus"
     FROM "PaymentAttempt" a JOIN "Payment" p ON p.id = a."paymentId"
     WHERE a."merchantId" = $1`,
    merchantId,
  );
  return rows.map(({ paymentStatus, ...a }) => ({ ...a, payment: { status: paymentStatus } }));
}

async function rowsByReference(table: "Payment" | "Payout" | "Refund" | "VirtualAccountDebit", merchantId: string): Promise<Map<string, string[]>> {
  const rows = await db().$queryRawUnsafe<Row[]>(
    `SELECT "merchantReference", array_agg(id) AS ids FROM "${table}" WHERE "merchantId" = $1 AND "merchantReference" LIKE 'soak-%' GROUP BY 1`,
    merchantId,
  );
  return new Map(rows.map((r) => [r.merchantReference, r.ids]));
}

const TABLE: Record<WriteRecord["kind"], "Payment" | "Payout" | "Refund" | "VirtualAccountDebit"> = {
  initialize: "Payment",
  "initialize-live": "Payment",
  payout: "Payout",
  "payout-live": "Payout",
  refund: "Refund",
  "va-debit": "VirtualAccountDebit",
};

type EventWithDelivery = { eventId: string; type: string; createdAt: Date; status: string | null; attempts: number | null };

/**
 * The merchant's test-mode events up to `until` (the receiver is test mode's one endpoint), each with
 * its delivery or none, in one statement: one snapshot, so an event committed while the checks read
 * cannot be counted without its delivery. The worker's sweeps keep writing events after the drain (a
 * pending payment expiring is `payment.incomplete`): those came after `until` and are not the load's.
 * A 60-minute run of 2026-11-28 counted three such events as undelivered, read by two queries apart.
 */
async function eventsWithDelivery(merchantId: string, until: Date): Promise<EventWithDelivery[]> {
  return db().$queryRawUnsafe<EventWithDelivery[]>(
    `SELECT e.id AS "eventId", e.type, e."createdAt", d.status::text AS status, d.attempts
       FROM "Event" e LEFT JOIN "WebhookDelivery" d ON d."eventId" = e.id
      WHERE e."merchantId" = $1 AND e.mode = 'test' AND e."createdAt" <= $2`,
    merchantId,
    until,
  );
}

export async function runChecks(opts: {
  merchantId: string;
  /** When the drain found nothing open: the events checked are the ones written by then. */
  drainedAt: Date;
  writes: WriteRecord[];
  checkouts: CheckoutRecord[];
  receiver: FlakyReceiver;
  fakeTransactions: { kind: string; referenceId: string; status: string; externalId?: string }[];
}): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (name: string, bad: string[], total: number, what: string) =>
    checks.push({ name, ok: bad.length === 0, detail: `${total - bad.length}/${total} ${what}${bad.length ? `; e.g. ${bad.slice(0, 3).join(" | ")}` : ""}` });
  const { merchantId, writes } = opts;

  // Every 2xx-answered write: exactly one row under its merchant_reference, the one its answers named.
  const tables = new Map<string, Map<string, string[]>>();
  for (const t of new Set(Object.values(TABLE))) tables.set(t, await rowsByReference(t, merchantId));
  const answered = writes.filter((w) => is2xx(w.statuses.at(-1)));
  const badAnswered: string[] = [];
  for (const w of answered) {
    const ids = tables.get(TABLE[w.kind])!.get(w.merchantReference) ?? [];
    if (ids.length !== 1 || w.references.some((r) => r !== ids[0])) badAnswered.push(`${w.kind} ${w.merchantReference}: rows ${ids.length}, answers named ${[...new Set(w.references)].join(",")}`);
  }
  add("every 2xx-answered write has exactly one effect", badAnswered, answered.length, "writes");
  // Refused (4xx, not "try again"): nothing written.
  const refused = writes.filter((w) => !is2xx(w.statuses.at(-1)));
  const badRefused = refused.filter((w) => (tables.get(TABLE[w.kind])!.get(w.merchantReference) ?? []).length !== 0).map((w) => `${w.kind} ${w.merchantReference} answered ${w.statuses.join(",")} but wrote`);
  add("every refused write has no effect", badRefused, refused.length, `refused writes (codes: ${summarize(refused.map((w) => `${w.statuses.at(-1)} ${w.errorCode ?? ""}`))})`);
  // Nothing nobody asked for.
  const asked = new Set(writes.map((w) => w.merchantReference));
  const extra = [...tables.values()].flatMap((m) => [...m.keys()].filter((k) => !asked.has(k)));
  add("no effect without a request", extra, extra.length, "unasked rows");
  // Retried (same key): one effect, every 2xx answer naming it.
  const retried = writes.filter((w) => w.statuses.length > 1);
  const badRetried = retried
    .filter((w) => is2xx(w.statuses.at(-1)))
    .filter((w) => new Set(w.references).size !== 1 || (tables.get(TABLE[w.kind])!.get(w.merchantReference) ?? []).length !== 1)
    .map((w) => `${w.kind} ${w.merchantReference} statuses ${w.statuses.join(",")} refs ${[...new Set(w.references)].join(",")}${w.unnamed ? ` 2xx naming nothing: ${w.unnamed.join(" / ")}` : ""}`);
  const deliberate = retried.filter((w) => w.deliberateRetry).length;
  add("every retried write (same Idempotency-Key) has one effect", badRetried, retried.filter((w) => is2xx(w.statuses.at(-1))).length, `retried writes answered 2xx (${deliberate} sent twice on purpose, ${retried.length - deliberate} after a failure)`);

  const unnamed = writes.filter((w) => w.unnamed).map((w) => `${w.kind} ${w.merchantReference}: ${w.unnamed!.join(" / ")}`);
  add("every 2xx answer names its object", unnamed, answered.length, "2xx-answered writes");

  // Checkouts: a test form the server accepted (303 without ?error=) either paid the payment with one
  // successful attempt, or recorded a failed attempt (the page then offers a retry) and charged nothing.
  const paidForms = opts.checkouts.filter((c) => c.formStatus === 303 && !c.error && c.kind !== "checkout-live");
  // Every payment of the soak's merchant with its latest attempt, read once for this check and the next.
  const allPayments = await paymentsWithLatestAttempt(merchantId);
  const paymentOf = new Map(allPayments.map((p) => [p.id, p]));
  const successes = await db().paymentAttempt.groupBy({ by: ["paymentId"], where: { merchantId, outcome: "success" }, _count: true });
  const successCount = new Map(successes.map((s) => [s.paymentId, s._count]));
  const formOutcomes: string[] = [];
  const badForms = paidForms
    .filter((c) => {
      const p = paymentOf.get(c.paymentReference);
      const paid = PAID.includes(p?.status ?? "") && successCount.get(c.paymentReference) === 1;
      const failed = p?.status === "failed" && !successCount.get(c.paymentReference);
      formOutcomes.push(paid ? "paid" : failed ? `failed (${p?.attempts[0]?.reason ?? "no reason"})` : `${p?.status}`);
      return !paid && !failed;
    })
    .map((c) => `${c.kind} ${c.paymentReference}: ${paymentOf.get(c.paymentReference)?.status}, ${successCount.get(c.paymentReference) ?? 0} successful attempts`);
  add("every accepted test checkout is paid once, or failed with no charge", badForms, paidForms.length, `checkouts (${summarize(formOutcomes)})`);
  const overPaid = [...successCount.entries()].filter(([, n]) => n > 1).map(([id, n]) => `${id}: ${n}`);
  add("no payment with two successful attempts", overPaid, successCount.size, "paid payments");

  // Final or legitimately waiting.
  const waiting = allPayments.filter((p) => p.attempts[0] && waitingLegitimately(p.attempts[0]));
  const stuckPayments = allPayments
    .filter((p) => !FINAL_PAYMENT.includes(p.status))
    // pending with no attempt in flight: the customer has not paid (yet); it expires on its own.
    .filter((p) => !(p.status === "pending" && (p.attempts.length === 0 || ["failed", "success"].includes(p.attempts[0].outcome))))
    // an attempt in flight younger than the stale sweep's turn: the gateway's recovery is still due.
    .filter((p) => !waitingLegitimately(p.attempts[0]))
    .map((p) => `${p.id} ${p.status} (attempt ${p.attempts[0]?.outcome ?? "none"} since ${p.attempts[0]?.inFlightSince.toISOString()})`);
  add(
    "every payment final or waiting (for its customer, or an attempt for the stale sweep)",
    stuckPayments,
    allPayments.length,
    `payments (${summarize(allPayments.map((p) => p.status))}; ${waiting.length} with an attempt in flight for less than ${WAITING_GRACE_MS / 1000} s)`,
  );
  const payouts = await db().payout.findMany({ where: { merchantId }, select: { id: true, status: true } });
  add("every payout final", payouts.filter((p) => !FINAL_PAYOUT.includes(p.status)).map((p) => `${p.id} ${p.status}`), payouts.length, `payouts (${summarize(payouts.map((p) => p.status))})`);
  const refunds = await db().refund.findMany({ where: { merchantId }, select: { id: true, status: true } });
  add("every refund final", refunds.filter((r) => r.status === "pending").map((r) => r.id), refunds.length, `refunds (${summarize(refunds.map((r) => r.status))})`);

  // Webhooks: every event has its delivery; every delivery reached the receiver and ended acknowledged.
  const eventRows = await eventsWithDelivery(merchantId, opts.drainedAt);
  const deliveries = eventRows.filter((e): e is EventWithDelivery & { status: string; attempts: number } => e.status !== null);
  add(
    "every event has its webhook delivery",
    eventRows.filter((e) => e.status === null).map((e) => `${e.eventId} ${e.type} at ${e.createdAt.toISOString()}`),
    eventRows.length,
    "events",
  );
  const notReceived = deliveries.filter((d) => !opts.receiver.receipts.has(d.eventId)).map((d) => `${d.eventId} (${d.status}, ${d.attempts} attempts)`);
  add("every event reached the receiver at least once", notReceived, deliveries.length, "deliveries");
  const lost = deliveries.filter((d) => d.status !== "succeeded" || !opts.receiver.acknowledged.has(d.eventId)).map((d) => `${d.eventId} ${d.status}`);
  const attempts = deliveries.reduce((t, d) => t + d.attempts, 0);
  add("no event lost (every delivery acknowledged 2xx)", lost, deliveries.length, `deliveries (${attempts} attempts; receiver: ${opts.receiver.counts.requests} requests, ${opts.receiver.counts.answered500} answered 500, ${opts.receiver.counts.hung} left hanging)`);

  const ledger = await checkLedger(db());
  checks.push({ name: "ledger check clean", ok: ledger.problems.length === 0, detail: ledger.problems.length ? JSON.stringify(ledger.problems).slice(0, 400) : "no problems" });

  // The processor fake's records beside the gateway's: no charge without a payment, no payout sent twice.
  const everyAttempt = await attemptsWithPaymentStatus(merchantId);
  const liveAttempts = everyAttempt.filter((a) => a.connectionId !== null);
  const byMomoRef = new Map(liveAttempts.map((a) => [momoReferenceId(a.id), a]));
  const charges = opts.fakeTransactions.filter((t) => t.kind === "requesttopay" && t.status === "SUCCESSFUL");
  const orphanCharges = charges
    .filter((t) => {
      const a = byMomoRef.get(t.referenceId);
      if (!a) return true;
      if (a.outcome === "success" && PAID.includes(a.payment.status)) return false;
      if (waitingLegitimately(a)) return false; // the charge's answer is still due (status sync, the stale sweep)
      return !(a.duplicateChargeAt || a.lateOutcome === "success"); // recorded for the operator to refund
    })
    .map((t) => `${t.referenceId} (${byMomoRef.get(t.referenceId)?.outcome ?? "no attempt"})`);
  add("processor fake: every charge belongs to a paid attempt (or a recorded duplicate)", orphanCharges, charges.length, "charges at the fake");
  const chargedRefs = new Set(charges.map((t) => t.referenceId));
  const unbacked = liveAttempts.filter((a) => a.outcome === "success" && !chargedRefs.has(momoReferenceId(a.id))).map((a) => a.id);
  add("gateway: every successful live attempt was charged at the fake", unbacked, liveAttempts.filter((a) => a.outcome === "success").length, "successful live attempts");
  // The simulator's own records (the test-mode processor) beside the attempts, the same way.
  const simulatorCharges = await db().simulatorCharge.findMany({ where: { outcome: "success" }, select: { attemptId: true } });
  // The merchant's test attempts, filtered here rather than by `id IN (…)` the charges (too many parameters).
  const charged = new Set(simulatorCharges.map((c) => c.attemptId));
  const testAttempts = everyAttempt.filter((a) => a.connectionId === null && (charged.has(a.id) || a.outcome === "success"));
  const testAttempt = new Map(testAttempts.map((a) => [a.id, a]));
  const orphanSimulated = simulatorCharges
    .filter((c) => {
      const a = testAttempt.get(c.attemptId);
      if (!a) return true;
      if (a.outcome === "success" && PAID.includes(a.payment.status)) return false;
      return !(waitingLegitimately(a) || a.duplicateChargeAt || a.lateOutcome === "success");
    })
    .map((c) => `${c.attemptId} (${testAttempt.get(c.attemptId)?.outcome ?? "no attempt"})`);
  add("simulator: every charge belongs to a paid attempt (or a recorded duplicate)", orphanSimulated, simulatorCharges.length, "simulator charges");
  const simulated = new Set(simulatorCharges.map((c) => c.attemptId));
  const unsimulated = testAttempts.filter((a) => a.outcome === "success" && !simulated.has(a.id)).map((a) => a.id);
  add("gateway: every successful test attempt was charged by the simulator", unsimulated, testAttempts.filter((a) => a.outcome === "success").length, "successful test attempts");

  const transfers = opts.fakeTransactions.filter((t) => t.kind === "transfer");
  const perPayout = new Map<string, number>();
  for (const t of transfers) perPayout.set(t.externalId ?? t.referenceId, (perPayout.get(t.externalId ?? t.referenceId) ?? 0) + 1);
  add("processor fake: no payout sent twice", [...perPayout.entries()].filter(([, n]) => n > 1).map(([k, n]) => `${k}: ${n}`), perPayout.size, "payouts at the fake");
  return checks;
}

export function summarize(xs: string[]): string {
  const counts = new Map<string, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts.entries()].map(([k, n]) => `${k.trim() || "?"}: ${n}`).join(", ") || "none";
}
