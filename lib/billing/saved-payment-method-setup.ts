import "server-only";
// Step 2 of attaching a saved payment method (lib/billing/saved-payment-methods.ts): its mandate set up
// at the processor, after the row is committed, in three steps as every processor call is (docs/
// architecture.md, convention 9): read the row, ask the processor with no transaction open, record the
// answer under the row's lock. The method's id is the mandate's id, the processor's idempotency key:
// a rerun after a crash (the request's own step, then the `payment_method.set_up` job) asks for the
// same mandate, and once the processor's reference is kept it is only asked about.
//   redirect  the processor's set-up page (a card at Stripe): kept as setup_url; asked again later
//   pending   the customer has not answered (the prompt on the phone): asked again when the processor says
//   active    the display fields (a card's brand, last four and expiry; the wallet masked), its validity
//             and the acceptance (phone_prompt for a wallet, hosted_page for a card's page)
//   failed, canceled, expired  final, with the reason
// And `payment_method.cancel`: a detached method's mandate cancelled at the processor.
import { db as defaultDb, type DbClient } from "@/lib/db";
import type { SavedPaymentMethod } from "@/lib/generated/prisma/client";
import type { JobResult, RunningJob } from "@/lib/jobs/job-types";
import { InternalError } from "@/lib/http/errors";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { findConnection } from "@/lib/processors/connections";
import { connectionCallbackUrl, processorFor } from "@/lib/processors/registry";
import type { MandateInput, MandateOutcome, RecurringProcessor } from "@/lib/processors/types";
import { maskPhone, type MandateSetUpRequest } from "@/lib/billing/saved-payment-methods";

export type { MandateSetUpRequest };


/** A set-up nobody finished after this long is given up (Stripe's page lapses in a day; MoMo's prompt sooner). */
const GIVE_UP_AFTER_MS = 7 * 86_400_000;
/** The slowest it asks: once an hour. */
const MAX_INTERVAL_MS = 3_600_000;

type Outcome = MandateOutcome | { outcome: "unknown" };

/** The job: one step of the set-up; asks again after the processor's interval while the customer has not answered. */
export async function runMandateSetUp(payload: Record<string, unknown>, database: DbClient, job: RunningJob): Promise<JobResult> {
  if (!job.merchantId) throw new InternalError(`job ${job.id} (${job.type}) has no merchant`);
  const request: MandateSetUpRequest = {
    payment_method_id: String(payload.payment_method_id),
    currency: String(payload.currency),
    description: String(payload.description),
    return_url: typeof payload.return_url === "string" ? payload.return_url : null,
  };
  const next = await stepMandateSetUp(database, job.merchantId, request);
  return next === "done" ? "done" : next;
}

/**
 * The attach request's own first step, right after its commit, so its answer carries the set-up page:
 * an outage is left to the job (enqueued with the row), never the request's error.
 */
export async function setUpAfterAttach(scope: { merchantId: string }, request: MandateSetUpRequest, database: DbClient = defaultDb()): Promise<SavedPaymentMethod> {
  try {
    await stepMandateSetUp(database, scope.merchantId, request);
  } catch (error) {
    logger().warn({ err: error, paymentMethodId: request.payment_method_id }, "mandate set-up not answered; the set-up job asks again");
  }
  return database.savedPaymentMethod.findFirstOrThrow({ where: { id: request.payment_method_id, merchantId: scope.merchantId } });
}

/** One step: "done" once the mandate is decided (or the row is no longer pending), else when to ask again. */
export async function stepMandateSetUp(database: DbClient, merchantId: string, request: MandateSetUpRequest): Promise<"done" | { retryInMs: number }> {
  const pm = await database.savedPaymentMethod.findFirst({ where: { id: request.payment_method_id, merchantId } });
  if (!pm || pm.status !== "pending") return "done";
  const age = Date.now() - pm.createdAt.getTime();
  if (age > GIVE_UP_AFTER_MS) {
    await recordMandateAnswer(database, pm, { outcome: "expired", mandateRef: pm.processorRef ?? "" }, { cancelAtProcessor: true });
    return "done";
  }
  const processor = await processorFor({ connectionId: pm.connectionId, mode: pm.mode }, database);
  const recurring = processor?.recurring;
  if (!recurring) {
    await recordMandateAnswer(database, pm, { outcome: "failed", mandateRef: "", reason: "The processor connection can no longer hold mandates" });
    return "done";
  }
  const answer = await askProcessor(database, recurring, pm, request);
  if (answer.outcome === "unknown") return { retryInMs: 5_000 };
  const recorded = await recordMandateAnswer(database, pm, answer);
  if (recorded === "final") return "done";
  const wait = answer.outcome === "pending" || answer.outcome === "redirect" ? answer.checkAgainAfterMs : 5_000;
  return { retryInMs: Math.min(MAX_INTERVAL_MS, Math.max(wait, Math.floor(age / 10))) };
}

async function askProcessor(database: DbClient, recurring: RecurringProcessor, pm: SavedPaymentMethod, request: MandateSetUpRequest): Promise<Outcome> {
  // Once the processor's reference is kept it is only asked about; one it never heard of is set up again (same id).
  if (pm.processorRef) {
    const now = await recurring.mandateStatus({ mandateId: pm.id, mandateRef: pm.processorRef });
    if (now.outcome !== "unknown") return now;
  }
  const customer = await database.customer.findFirst({ where: { id: pm.customerId, merchantId: pm.merchantId } });
  const connection = pm.connectionId ? await findConnection(pm.connectionId, database) : null;
  const input: MandateInput = {
    mandateId: pm.id,
    currency: request.currency,
    ...(pm.walletNumber ? { account: pm.walletNumber } : {}),
    customer: { email: customer?.email ?? null, firstName: customer?.firstName ?? null, lastName: customer?.lastName ?? null, phone: pm.walletNumber ?? customer?.phone ?? null },
    description: request.description,
    validUntil: pm.validUntil,
    returnUrl: request.return_url ?? env().publicBaseUrl,
    callbackUrl: connection ? connectionCallbackUrl(connection) : env().publicBaseUrl,
  };
  return recurring.createMandate(input);
}

/** Under the row's lock: the answer applied to a method still pending (a detach meanwhile wins); "final" once decided. */
async function recordMandateAnswer(database: DbClient, read: SavedPaymentMethod, answer: MandateOutcome, opts: { cancelAtProcessor?: boolean } = {}): Promise<"final" | "waiting"> {
  return database.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "SavedPaymentMethod" WHERE id = ${read.id} AND "merchantId" = ${read.merchantId} FOR UPDATE`;
    const pm = await tx.savedPaymentMethod.findFirst({ where: { id: read.id, merchantId: read.merchantId } });
    if (!pm || pm.status !== "pending") return "final";
    const where = { id: pm.id, merchantId: pm.merchantId };
    const ref = answer.mandateRef || pm.processorRef;
    switch (answer.outcome) {
      case "pending":
        if (ref !== pm.processorRef) await tx.savedPaymentMethod.update({ where, data: { processorRef: ref } });
        return "waiting";
      case "redirect":
        await tx.savedPaymentMethod.update({ where, data: { processorRef: ref, setupUrl: answer.url } });
        return "waiting";
      case "active": {
        const display = answer.display;
        const card = pm.kind === "card" && display.kind === "card" ? { brand: display.brand, last4: /^\d{4}$/.test(display.last4) ? display.last4 : null, expMonth: display.expMonth, expYear: display.expYear } : {};
        // A wallet is shown as the gateway asked for it: the processor approves that number or none.
        const wallet = pm.kind === "wallet" && pm.walletNumber ? { maskedPhone: maskPhone(pm.walletNumber) } : {};
        // Where the customer accepted: the phone's prompt, the processor's page, or (no page: the simulator's card) as the request said.
        const channel = pm.kind === "wallet" ? "phone_prompt" : pm.setupUrl ? "hosted_page" : (pm.acceptedChannel ?? "api");
        await tx.savedPaymentMethod.update({
          where,
          data: { status: "active", processorRef: ref, setupUrl: null, ...card, ...wallet, validUntil: answer.validUntil ?? pm.validUntil, acceptedAt: new Date(), acceptedChannel: channel, failureReason: null },
        });
        return "final";
      }
      case "failed":
      case "canceled":
      case "expired": {
        const reason =
          answer.outcome === "failed" ? answer.reason : answer.outcome === "canceled" ? "The set-up was cancelled at the processor" : "The customer did not complete the set-up in time";
        await tx.savedPaymentMethod.update({ where, data: { status: answer.outcome, processorRef: ref, setupUrl: null, failureReason: reason } });
        if (opts.cancelAtProcessor) {
          await enqueueJob(tx, { type: "payment_method.cancel", payload: { payment_method_id: pm.id }, owner: { merchantId: pm.merchantId, mode: pm.mode }, object: { type: "payment_method", id: pm.id } });
        }
        return "final";
      }
    }
  });
}

/** How many times a refused cancellation is asked again (MoMo cancels only a pre-approval the customer approved). */
const CANCEL_TRIES = 8;

/**
 * The `payment_method.cancel` job: a detached (or abandoned) method's mandate ended at the processor, so
 * nothing can be charged under it there either. The gateway already charges nothing under it; a refusal
 * is asked again a few times, then logged.
 */
export async function cancelMandate(payload: Record<string, unknown>, database: DbClient, job: RunningJob): Promise<JobResult> {
  if (!job.merchantId) throw new InternalError(`job ${job.id} (${job.type}) has no merchant`);
  const pm = await database.savedPaymentMethod.findFirst({ where: { id: String(payload.payment_method_id), merchantId: job.merchantId } });
  if (!pm || pm.status === "active" || pm.status === "pending") return "done";
  const processor = await processorFor({ connectionId: pm.connectionId, mode: pm.mode }, database);
  if (!processor?.recurring) return "done";
  const answer = await processor.recurring.cancelMandate({ mandateId: pm.id, mandateRef: pm.processorRef ?? "" });
  if (answer.outcome === "canceled") return "done";
  if (job.attempts < CANCEL_TRIES) return { retryInMs: Math.min(MAX_INTERVAL_MS, 60_000 * 2 ** job.attempts) };
  logger().warn({ paymentMethodId: pm.id, reason: answer.reason }, "the processor refused to cancel a detached payment method's mandate; nothing is charged under it here");
  return "done";
}
