import "server-only";
// The `invoice.charge` job: one charge try of a subscription's invoice. push: on the customer's
// wallet, as a direct charge's step 2 (lib/charges/create-direct-charge.ts); token and preapproval:
// under the saved payment method's mandate (lib/billing/saved-payment-method-charge.ts). A rerun after
// a crash takes the same payment over: no attempt yet, it sends it; one in flight, it asks the
// processor by the attempt's own id; one recorded, nothing is left. So a try charges at most once,
// and its outcome reaches the invoice through the payment's transition (lib/payments/invoice-payment-job.ts).
import type { DbClient } from "@/lib/db";
import type { JobResult, RunningJob } from "@/lib/jobs/job-types";
import { InternalError } from "@/lib/http/errors";
import { resumeDirectCharge } from "@/lib/charges/create-direct-charge";
import { chargeSavedPaymentMethod } from "@/lib/billing/saved-payment-method-charge";

export async function chargeInvoice(payload: Record<string, unknown>, database: DbClient, job: RunningJob): Promise<JobResult> {
  if (!job.merchantId) throw new InternalError(`job ${job.id} (${job.type}) has no merchant`);
  const payment = await database.payment.findFirst({ where: { id: String(payload.payment_id), merchantId: job.merchantId }, select: { id: true, mode: true } });
  if (!payment) return "done"; // the merchant was deleted: nothing to charge
  if (typeof payload.saved_payment_method_id === "string") {
    await chargeSavedPaymentMethod(database, { merchantId: job.merchantId, paymentId: payment.id, savedPaymentMethodId: payload.saved_payment_method_id });
    return "done";
  }
  const recoveryPoint = JSON.stringify({ payment_id: payment.id, method: String(payload.method), phone: String(payload.phone) });
  await resumeDirectCharge({ merchantId: job.merchantId, mode: payment.mode }, recoveryPoint, database);
  return "done";
}
