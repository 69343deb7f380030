import "server-only";
// v1's callback_url, its second half: the `payment.callback` job that transitionPayment enqueued
// (lib/payments/payment-callback.ts) calls
//   GET {callback_url}?trx_ref={tx_ref}&ref_id={gateway reference}&status={success|failed}
// outside any transaction, with the webhooks' SSRF guard, time limit and retry schedule
// (WEBHOOK_RETRY_SCHEDULE_MS: 5 s ... 10 h). A 2xx ends it; anything else is tried again until
// the schedule is used up, then given up (logged). A callback is a signal only: the merchant
// verifies the payment (GET /v1/transaction/verify/{tx_ref}) before delivering anything.
import type { DbClient } from "@/lib/db";
import type { Payment } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import type { JobResult, RunningJob } from "@/lib/jobs/job-types";
import { nextRetryDelayMs } from "@/lib/webhooks/retry-schedule";
import { sendWebhook } from "@/lib/webhooks/send-webhook";
import { traceHeaders } from "@/lib/telemetry/tracing";

export const CALLBACK_USER_AGENT = "Gateway-Callbacks/1.0";

/** The URL called: callback_url with trx_ref, ref_id and status set (any of them already there replaced). */
export function callbackRequestUrl(payment: Pick<Payment, "id" | "merchantReference" | "callbackUrl">, status: string): string {
  const url = new URL(payment.callbackUrl!);
  url.searchParams.set("trx_ref", payment.merchantReference ?? payment.id);
  url.searchParams.set("ref_id", payment.id);
  url.searchParams.set("status", status);
  return url.toString();
}

/** The `payment.callback` job: one call; `job.attempts` counts this one. */
export async function sendPaymentCallback(
  payload: Record<string, unknown>,
  database: DbClient,
  job: Pick<RunningJob, "id" | "attempts">,
  options: { lookup?: (host: string) => Promise<string[]> } = {},
): Promise<JobResult> {
  const payment = await database.payment.findUnique({
    where: { id: String(payload.payment_id) },
    select: { id: true, merchantId: true, mode: true, merchantReference: true, callbackUrl: true },
  });
  if (!payment?.callbackUrl) return "done";
  const config = env();
  const url = callbackRequestUrl(payment, String(payload.status));
  const outcome = await sendWebhook({
    url,
    method: "GET",
    headers: { "user-agent": CALLBACK_USER_AGENT, accept: "*/*", ...traceHeaders() }, // traceparent: the trace continues at the merchant
    body: "",
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    // As for webhook endpoints: plain http and private addresses in test mode only.
    allowHttp: payment.mode === "test",
    allowPrivate: payment.mode === "test" && config.ALLOW_PRIVATE_WEBHOOK_URLS === "1",
    lookup: options.lookup,
  });
  const log = { jobId: job.id, paymentId: payment.id, merchantId: payment.merchantId, attempt: job.attempts, status: outcome.status, error: outcome.error };
  if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
    logger().info(log, "payment callback delivered");
    return "done";
  }
  const delay = nextRetryDelayMs(config.webhookRetryScheduleMs, job.attempts, outcome.retryAfterMs);
  if (delay === null) {
    logger().warn(log, "payment callback given up: the retry schedule is used up");
    return "done";
  }
  logger().info({ ...log, retryInMs: delay }, "payment callback failed; will retry");
  return { retryInMs: delay };
}
