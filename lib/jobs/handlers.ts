import "server-only";
// The job types (issue 10): each one's handler beside its retry policy. Adding a type is one
// entry in JOB_TYPES: `"payout.process": { handler, policy }`.
//
// A handler returns "done"; or asks to run again later without that counting as a failure
// ({ retryInMs }, e.g. the processor still says "pending": poll again; "retry" is the same
// after the policy's pollMs); or throws, which is a failure: it counts toward maxTries and the
// job waits an exponential backoff with jitter (backoffDelayMs). After maxTries failures the
// job is dead (lib/jobs/worker.ts) until someone retries it (lib/jobs/retry-job.ts).
// "settled": the handler wrote the job's "done" itself, in the statement that recorded its work,
// guarded by the lease as the worker's own write is (`job.lockedBy`): one round trip less
// (webhook.deliver's 2xx, issue 15). The worker then writes nothing more.
//
// Handlers must be idempotent: a worker that dies after the handler's work committed but before
// "done" was written leaves the job to be run again after its lease. And they must not block
// the event loop for longer than their leaseMs (the lease is renewed by a timer).
import type { DbClient } from "@/lib/db";
import { InternalError } from "@/lib/http/errors";
import { confirmPendingAttempt } from "@/lib/checkout/confirm-pending-attempt";
import { refundDuplicateCharge } from "@/lib/checkout/refund-duplicate-charge";
import { processPayout } from "@/lib/payouts/process-payout";
import { deliverWebhook } from "@/lib/webhooks/deliver";
import { sendPaymentCallback } from "@/lib/payments/payment-callback";

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

export type JobDefinition = { handler: JobHandler; policy: JobPolicy };

/** What most types want: 1 s doubling to 1 h, 10 failures, 60 s lease. */
export const DEFAULT_POLICY: JobPolicy = { baseMs: 1_000, capMs: 3_600_000, maxTries: 10, pollMs: 2_000, leaseMs: 60_000 };

const JOB_TYPES = {
  /** Ask the processor again about an asynchronous attempt; "pending" polls again (not a failure). */
  "payment.confirm_pending_attempt": {
    handler: async (payload, database, job) => ((await confirmPendingAttempt(attemptOf(payload, job), database)) ? "done" : { retryInMs: 2_000 }),
    policy: { ...DEFAULT_POLICY, baseMs: 2_000, capMs: 600_000, maxTries: 8 },
  },
  /** Return a late duplicate charge to the customer: money, so it keeps trying for longer. */
  "payment.refund_duplicate_charge": {
    handler: async (payload, database, job) => ((await refundDuplicateCharge(attemptOf(payload, job), database)) ? "done" : { retryInMs: 2_000 }),
    policy: { ...DEFAULT_POLICY, baseMs: 5_000, capMs: 3_600_000, maxTries: 15 },
  },
  /**
   * Move a payout on (lib/payouts/process-payout.ts): send it, then follow the processor's
   * answer ("processing", or a success that may still be reversed) by { retryInMs }. A failure
   * (the processor unreachable) backs off; the payout's money stays held meanwhile.
   */
  "payout.process": {
    handler: (payload, database) => processPayout(String(payload.payout_id), database),
    policy: { ...DEFAULT_POLICY, baseMs: 2_000, capMs: 600_000, maxTries: 12 },
  },
  /**
   * One attempt of a webhook delivery (lib/webhooks/deliver.ts). The delivery keeps its own
   * schedule (5 s ... 10 h, then failed) and asks for it with { retryInMs }; a throw here is the
   * gateway's own trouble (the database), retried with backoff. The lease outlasts the 15 s
   * HTTP time limit.
   */
  "webhook.deliver": {
    handler: (payload, database, job) => deliverWebhook(String(payload.delivery_id), database, { job }),
    policy: { ...DEFAULT_POLICY, baseMs: 2_000, capMs: 600_000, maxTries: 15, leaseMs: 60_000, network: true },
  },
  /**
   * A v1 payment's callback_url (lib/payments/payment-callback.ts): one GET; the webhook retry
   * schedule is kept by the handler with { retryInMs }, as webhook.deliver does. A throw is the
   * gateway's own trouble (the database), retried with backoff.
   */
  "payment.callback": {
    handler: (payload, database, job) => sendPaymentCallback(payload, database, job),
    policy: { ...DEFAULT_POLICY, baseMs: 2_000, capMs: 600_000, maxTries: 15, leaseMs: 60_000, network: true },
  },
} satisfies Record<string, JobDefinition>;

export type JobType = keyof typeof JOB_TYPES;

/**
 * The attempt a payment job names, with the job's merchant: the attempt is read with both
 * (issue 15). These jobs are always enqueued with their payment's merchant as owner.
 */
function attemptOf(payload: Record<string, unknown>, job: RunningJob) {
  if (!job.merchantId) throw new InternalError(`job ${job.id} (${job.type}) has no merchant`);
  return { id: String(payload.attempt_id), merchantId: job.merchantId };
}

/** Tests add their own types here (a throwing or slow handler) through registerJobType. */
const registry: Record<string, JobDefinition> = { ...JOB_TYPES };

export function jobDefinition(type: string): JobDefinition | undefined {
  return registry[type];
}

export function jobPolicy(type: string): JobPolicy {
  return registry[type]?.policy ?? DEFAULT_POLICY;
}

/** Every registered type with its policy (docs, the CLI). */
export function jobTypes(): { type: string; policy: JobPolicy }[] {
  return Object.entries(registry).map(([type, d]) => ({ type, policy: d.policy }));
}

/** For types defined outside this file (tests); production types belong in JOB_TYPES. */
export function registerJobType(type: string, definition: JobDefinition) {
  registry[type] = definition;
}

/**
 * The wait after the n-th failure (n >= 1): exponential, capped, with "equal jitter": between half
 * and all of min(cap, base * 2^(n-1)). Below the cap, the shortest wait after n+1 failures is the
 * longest after n, so waits grow; and jobs that failed together do not all come back at once.
 */
export function backoffDelayMs(policy: Pick<JobPolicy, "baseMs" | "capMs">, failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, Math.min(failures - 1, 52)));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
