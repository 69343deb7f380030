import "server-only";
// The job worker's composition root: each job type of the contract (lib/jobs/job-types.ts)
// paired with the domain function that runs it. `satisfies Record<JobType, JobHandler>` makes a type
// without a handler fail the type check. Only the worker's entry points import this folder
// (instrumentation.ts, scripts/worker.ts, the CLI, tests); domains import the contract, never this,
// so no domain sits in a loop with the worker.
import { InternalError } from "@/lib/http/errors";
import { registerJobPolicy, type JobHandler, type JobPolicy, type JobType, type RunningJob } from "@/lib/jobs/job-types";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { refundDuplicateCharge } from "@/lib/refunds/refund-duplicate-charge";
import { syncRefund } from "@/lib/refunds/send-refund";
import { processPayout } from "@/lib/payouts/process-payout";
import { deliverWebhook } from "@/lib/webhooks/deliver-webhook";
import { sendPaymentCallback } from "@/lib/v1/send-payment-callback";
import { sendReceiptEmail } from "@/lib/receipts/send-receipt-email";
import { backfillCustomerProfiles } from "@/lib/customers/backfill-customer-profiles";
import { runDailyReconciliation } from "@/lib/reconciliation/run-daily-reconciliation";
import { chargeInvoice } from "@/lib/billing/charge-invoice";
import { applyInvoicePayment } from "@/lib/billing/apply-invoice-payment";
import { runTestClockAdvance } from "@/lib/billing/test-clocks";
import { cancelMandate, runMandateSetUp } from "@/lib/billing/saved-payment-method-setup";
import { sendInvoiceEmail } from "@/lib/billing/invoice-notices";
import { runRiskListImport } from "@/lib/risk/manage/imports";

const JOB_HANDLERS = {
  "payment.confirm_pending_attempt": async (payload, database, job) => {
    const answer = await confirmPendingAttempt(attemptOf(payload, job), database);
    return answer === true ? "done" : answer;
  },
  "payment.refund_duplicate_charge": (payload, database, job) => refundDuplicateCharge(attemptOf(payload, job), database),
  "payout.process": (payload, database) => processPayout(String(payload.payout_id), database),
  "refund.send": (payload, database, job) => syncRefund({ id: String(payload.refund_id), merchantId: job.merchantId ?? "" }, database),
  "webhook.deliver": (payload, database, job) => deliverWebhook(String(payload.delivery_id), database, { job }),
  "payment.callback": (payload, database, job) => sendPaymentCallback(payload, database, job),
  "payment.receipt_email": (payload, database, job) => sendReceiptEmail(payload, database, job),
  "customer.backfill_profiles": async (_payload, database, job) => {
    if (!job.merchantId) throw new InternalError(`job ${job.id} (${job.type}) has no merchant`);
    await backfillCustomerProfiles(database, { merchantId: job.merchantId });
    return "done";
  },
  "invoice.charge": (payload, database, job) => chargeInvoice(payload, database, job),
  "invoice.apply_payment": (payload, database, job) => applyInvoicePayment(payload, database, job),
  "test_clock.advance": (payload, database, job) => runTestClockAdvance(payload, database, job),
  "payment_method.set_up": (payload, database, job) => runMandateSetUp(payload, database, job),
  "payment_method.cancel": (payload, database, job) => cancelMandate(payload, database, job),
  "invoice.send_email": (payload, database, job) => sendInvoiceEmail(payload, database, job),
  "reconciliation.daily": (payload, database) => runDailyReconciliation({ connectionId: String(payload.connection_id), day: String(payload.day) }, database),
  "risk_list.import": (payload, database, job) => runRiskListImport(payload, database, job),
} satisfies Record<JobType, JobHandler>;

/**
 * The attempt a payment job names, with the job's merchant: the attempt is read with both
 *. These jobs are always enqueued with their payment's merchant as owner.
 */
function attemptOf(payload: Record<string, unknown>, job: RunningJob) {
  if (!job.merchantId) throw new InternalError(`job ${job.id} (${job.type}) has no merchant`);
  return { id: String(payload.attempt_id), merchantId: job.merchantId };
}

/** Handlers of types defined outside the contract: tests' own, through registerJobType. */
const extraHandlers: Record<string, JobHandler> = {};

export function jobHandler(type: string): JobHandler | undefined {
  return (JOB_HANDLERS as Record<string, JobHandler>)[type] ?? extraHandlers[type];
}

/** For tests (a throwing or slow handler); production types belong in the contract and JOB_HANDLERS. */
export function registerJobType(type: string, definition: { handler: JobHandler; policy: JobPolicy }) {
  extraHandlers[type] = definition.handler;
  registerJobPolicy(type, definition.policy);
}
