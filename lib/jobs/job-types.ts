import "server-only";
// The job contract: every job type's name and retry policy, as data, and the
// types a handler is written against. It imports no domain: domains enqueue jobs by name and write
// handlers against these types; the worker's registry (lib/worker/registry.ts) pairs each name
// with its handler, and the type check fails when a name has none.
//
// A handler returns "done"; or asks to run again later without that counting as a failure
// ({ retryInMs }, e.g. the processor still says "pending": poll again; "retry" is the same
// after the policy's pollMs); or throws, which is a failure: it counts toward maxTries and the
// job waits an exponential backoff with jitter (lib/jobs/backoff.ts). After maxTries failures the
// job is dead (lib/worker/run-due-jobs.ts) until someone retries it (lib/job-admin/retry-job.ts).
// "settled": the handler finished the job itself, in the statement that recorded its work, through
// the queue's own SQL (lib/jobs/queue.ts `finishJobsSql`), guarded by the lease as the worker's
// own write is: one round trip less (webhook.deliver's 2xx). The worker then writes nothing more.
//
// Handlers must be idempotent: a worker that dies after the handler's work committed but before
// "done" was written leaves the job to be run again after its lease. And they must not block
// the event loop for longer than their leaseMs (the lease is renewed by a timer).
import type { DbClient } from "@/lib/db";

export type JobResult = "done" | "retry" | "settled" | { retryInMs: number };

/** `lockedBy`: the worker holding the lease (a handler that settles its job checks it, as the worker does). */
export type RunningJob = { id: string; type: string; attempts: number; failures: number; merchantId: string | null; lockedBy: string };

export type JobHandler = (payload: Record<string, unknown>, database: DbClient, job: RunningJob) => Promise<JobResult>;

export type JobPolicy = {
  /** First backoff after a failure, in ms; doubles with each further failure. */
  baseMs: number;
  /** Longest backoff, in ms. */
  capMs: number;
  /** Failed tries before the job is dead. */
  maxTries: number;
  /** "retry" waits this long (ms); { retryInMs } chooses its own wait. */
  pollMs: number;
  /** How long a claim holds the job; renewed every third of it while the handler runs. */
  leaseMs: number;
  /**
   * The handler mostly waits on someone else's HTTP server (a webhook receiver): the worker runs
   * such jobs in their own, wider lanes (WEBHOOK_CONCURRENCY) beside the WORKER_CONCURRENCY lanes
   * of the rest, so a backlog of deliveries neither waits behind payouts nor crowds them out.
   */
  network?: boolean;
};

/** What most types want: 1 s doubling to 1 h, 10 failures, 60 s lease. */
export const DEFAULT_POLICY: JobPolicy = { baseMs: 1_000, capMs: 3_600_000, maxTries: 10, pollMs: 2_000, leaseMs: 60_000 };

/** Every job type and its policy. The handlers: lib/worker/registry.ts. */
export const JOB_POLICIES = {
  /** Ask the processor again about an asynchronous attempt; "pending" polls again (not a failure). */
  "payment.confirm_pending_attempt": { ...DEFAULT_POLICY, baseMs: 2_000, capMs: 600_000, maxTries: 8 },
  /** Return a late duplicate charge to the customer: money, so it keeps trying for longer. */
  "payment.refund_duplicate_charge": { ...DEFAULT_POLICY, baseMs: 5_000, capMs: 3_600_000, maxTries: 15 },
  /**
   * Move a payout on (lib/payouts/process-payout.ts): send it, then follow the processor's
   * answer ("processing", or a success that may still be reversed) by { retryInMs }. A failure
   * (the processor unreachable) backs off; the payout's money stays held meanwhile.
   */
  "payout.process": { ...DEFAULT_POLICY, baseMs: 2_000, capMs: 600_000, maxTries: 12 },
  /**
   * Send a refund of a payment a processor connection took, then follow it to the processor's final
   * word (lib/refunds/send-refund.ts). Money: it keeps trying for longer.
   */
  "refund.send": { ...DEFAULT_POLICY, baseMs: 5_000, capMs: 3_600_000, maxTries: 15, network: true },
  /**
   * One attempt of a webhook delivery (lib/webhooks/deliver-webhook.ts). The delivery keeps its own
   * schedule (5 s ... 10 h, then failed) and asks for it with { retryInMs }; a throw here is the
   * gateway's own trouble (the database), retried with backoff. The lease outlasts the 15 s
   * HTTP time limit.
   */
  "webhook.deliver": { ...DEFAULT_POLICY, baseMs: 2_000, capMs: 600_000, maxTries: 15, leaseMs: 60_000, network: true },
  /**
   * A v1 payment's callback_url (lib/v1/send-payment-callback.ts): one GET; the webhook retry
   * schedule is kept by the handler with { retryInMs }, as webhook.deliver does. A throw is the
   * gateway's own trouble (the database), retried with backoff.
   */
  "payment.callback": { ...DEFAULT_POLICY, baseMs: 2_000, capMs: 600_000, maxTries: 15, leaseMs: 60_000, network: true },
  /**
   * A paid payment's receipt e-mail to its customer (lib/receipts/send-receipt-email.ts): an
   * SMTP server that refuses or is unreachable fails the try; backoff from 30 s doubling to an hour, 20 tries:
   * about 13 hours, so a mail server down overnight still gets the receipts out.
   */
  "payment.receipt_email": { ...DEFAULT_POLICY, baseMs: 30_000, capMs: 3_600_000, maxTries: 20, network: true },
  /**
   * File a merchant's past payments under customer profiles (lib/customers/backfill-customer-profiles.ts,
   * the dashboard's backfill), a batch per transaction; a rerun files only what is left.
   */
  "customer.backfill_profiles": { ...DEFAULT_POLICY, maxTries: 5 },
  /**
   * Reconcile one connection's previous day against its processor's settlement API (
   * lib/reconciliation/run-daily-reconciliation.ts). Once per connection and day; the processor down
   * fails the try and backs off (a minute, doubling to an hour) for most of a day.
   */
  /**
   * Charge one try of a subscription's invoice on the customer's wallet (lib/billing/charge-invoice.ts):
   * the direct charge's own step 2, once per payment (a rerun after a crash asks, never charges again).
   */
  "invoice.charge": { ...DEFAULT_POLICY, baseMs: 2_000, capMs: 600_000, maxTries: 12 },
  /**
   * Apply a subscription payment's final outcome to its invoice and subscription
   * (lib/billing/apply-invoice-payment.ts): enqueued by the payment's transition, applied once.
   */
  "invoice.apply_payment": { ...DEFAULT_POLICY, maxTries: 15 },
  /**
   * E-mail an invoice to its customer (lib/billing/invoice-notices.ts): the merchant's send, a sent
   * subscription's new invoice, or the pay link after a charge's last try failed. Once per invoice and
   * reason; an SMTP server that refuses or is unreachable fails the try, with the receipts' backoff.
   */
  "invoice.send_email": { ...DEFAULT_POLICY, baseMs: 30_000, capMs: 3_600_000, maxTries: 20, network: true },
  /**
   * Set up a saved payment method's mandate at its processor (lib/billing/saved-payment-method-setup.ts),
   * then follow it by { retryInMs } until the customer decides; a rerun asks for the same mandate.
   */
  "payment_method.set_up": { ...DEFAULT_POLICY, baseMs: 2_000, capMs: 600_000, maxTries: 12 },
  /** Cancel a detached payment method's mandate at its processor; a refusal is asked again a few times. */
  "payment_method.cancel": { ...DEFAULT_POLICY, baseMs: 5_000, capMs: 3_600_000, maxTries: 10 },
  /** Move a test clock to its target, cycle by cycle (lib/billing/test-clocks.ts); waits on its cycles' payments by { retryInMs }. */
  "test_clock.advance": { ...DEFAULT_POLICY, maxTries: 5, pollMs: 100 },
  "reconciliation.daily": { ...DEFAULT_POLICY, baseMs: 60_000, capMs: 3_600_000, maxTries: 20, leaseMs: 300_000, network: true },
  /**
   * A CSV import into a risk list (lib/risk/manage/imports.ts): its values and its outcome commit in one
   * transaction, so a rerun adds nothing twice. A throw is the database's trouble; a 50 000-line
   * file takes seconds, well inside the lease.
   */
  "risk_list.import": { ...DEFAULT_POLICY, maxTries: 5, leaseMs: 180_000 },
} satisfies Record<string, JobPolicy>;

export type JobType = keyof typeof JOB_POLICIES;

/** Policies of types defined outside the contract: tests' own (a throwing or slow handler). */
const extraPolicies: Record<string, JobPolicy> = {};

/** A type's policy; DEFAULT_POLICY for a name this code does not know. */
export function jobPolicy(type: string): JobPolicy {
  return (JOB_POLICIES as Record<string, JobPolicy>)[type] ?? extraPolicies[type] ?? DEFAULT_POLICY;
}

/** Whether this code knows the type (a row written by newer code may name one it does not). */
export function isKnownJobType(type: string): boolean {
  return type in JOB_POLICIES || type in extraPolicies;
}

/** For types defined outside this file (tests, through lib/worker/registry.ts); production types belong in JOB_POLICIES. */
export function registerJobPolicy(type: string, policy: JobPolicy) {
  extraPolicies[type] = policy;
}
