import "server-only";
// POST /v2/charges ("Direct charge"): a wallet charged from the merchant's backend, with
// no page. No second payment engine: the payment is made by createHostedPayment (payment_type
// "Direct charge") and charged by the checkout's own attempt (submitPaymentAttempt: lock and
// record, ask the processor outside any transaction, lock again and record the outcome), so the
// ledger, events, webhooks, verify and status sync are the hosted payment's. Two steps:
//   1. createDirectCharge: the rules, then the payment, in the caller's db (the Idempotency-Key's
//      transaction when there is one). Every refusal is here, so a refused charge writes nothing.
//   2. submitDirectCharge: after step 1 is committed, the attempt with the wallet number.
import type { Mode, Payment } from "@/lib/generated/prisma/client";
import { db as defaultDb, type Db, type DbClient } from "@/lib/db";
import { z } from "zod";
import { ApiError, isApiError } from "@/lib/http/errors";
import { faultPoint } from "@/lib/fault-points";
import { askAboutInFlightAttempt, inFlightAttemptOf } from "@/lib/payments/attempts/fail-stale-attempts";
import type { AuditActor } from "@/lib/audit/record-audit";
import { parseCurrency } from "@/lib/money/parse-amount";
import { findMethod, isMethodAvailable, type PaymentMethod } from "@/lib/catalog/payment-methods";
import { PAYMENT_TYPES } from "@/lib/catalog/payment-types";
import { CHECKOUT_FIELD_CHECKS } from "@/lib/payments/attempts/checkout-rules";
import { CHECKOUT_FIELD_MESSAGES } from "@/lib/payments/attempts/checkout-fields";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { createHostedPayment } from "@/lib/payments/create-hosted-payment";
import { methodsServed } from "@/lib/processors/connections";
import type { Currency } from "@/lib/money";
import type { CreateDirectChargeInput } from "@/lib/schemas/charges";
import { directChargeState, type DirectChargeState } from "@/lib/charges/find-direct-charge";

/** What step 1 made and step 2 charges: the payment and the wallet it is charged on. */
export type DirectCharge = { payment: Payment; method: string; phone: string };

export async function createDirectCharge(db: Db, opts: { merchantId: string; mode: Mode; input: CreateDirectChargeInput; actor: AuditActor }): Promise<DirectCharge> {
  const { input } = opts;
  const currency = parseCurrency(input.currency);
  const method = walletOrThrow(input.method, currency);
  const phone = walletNumberOrThrow(input.phone_number, method);
  // Live mode: a connection must serve the wallet (the attempt would refuse it after the payment is written).
  if (opts.mode === "live" && !(await methodsServed({ merchantId: opts.merchantId, mode: opts.mode, currency }, db)).has(method.id)) {
    throw new ApiError("INVALID_STATE", `${method.name} is not available for live payments in ${currency} on this gateway`, [{ field: "method", message: "no processor connection serves it" }]);
  }
  const payment = await createHostedPayment(db, {
    merchantId: opts.merchantId,
    mode: opts.mode,
    actor: opts.actor,
    paymentType: PAYMENT_TYPES.directCharge,
    input: {
      amount: input.amount,
      currency: input.currency,
      merchant_reference: input.merchant_reference,
      // The wallet's number is the customer's unless the customer object names another.
      customer: { ...input.customer, phone_number: input.customer?.phone_number ?? phone },
      // The one method this payment is charged with, so a merchant that restricts its checkout
      // to preferred methods offers exactly this one to the attempt.
      preferred_payment_methods: [method.id],
      subaccounts: input.subaccounts,
      fee_bearer: input.fee_bearer,
      meta: input.meta,
    },
  });
  return { payment, method: method.id, phone };
}

/** Step 2, after step 1 is committed: the checkout's attempt on the wallet; the charge as it ends (or waits). */
export async function submitDirectCharge(charge: DirectCharge, database: DbClient = defaultDb()): Promise<DirectChargeState> {
  faultPoint("direct_charge_after_payment"); // test-only: a crash after step 1 committed, before the attempt
  const payment = await submitPaymentAttempt(charge.payment.checkoutToken, { method: charge.method, account: charge.phone, kind: "wallet" }, database, { firstAttemptOnly: true });
  return directChargeState(database, payment);
}

/**
 * The recovery point of a direct charge: what step 1 committed (the payment) and what step 2
 * charges (the wallet), stored with the Idempotency-Key's claim so a retry after a crash resumes
 * this charge (resumeDirectCharge) instead of making a second payment and charging again.
 */
export function directChargeRecoveryPoint(charge: DirectCharge): string {
  return JSON.stringify({ payment_id: charge.payment.id, method: charge.method, phone: charge.phone });
}

const recoveryPointSchema = z.object({ payment_id: z.string().min(1), method: z.string().min(1), phone: z.string().min(1) }).strict();

/**
 * A direct charge taken over after the process running its step 2 died: the same payment, asked
 * about, then continued, never started again. Where the first run stopped decides what is left:
 *   - no attempt yet (it died right after step 1): nothing reached a processor; step 2 runs now;
 *   - an attempt in flight (it died after recording it, while or after asking the processor): the
 *     processor is asked by the attempt's own id and a known answer is recorded; one that never
 *     arrived stays in flight for status sync, which fails it once it is stale (no charge happened);
 *   - an attempt with its outcome recorded: nothing is left but the answer.
 * The answer is the charge as it then stands, as the first run would have answered it.
 */
export async function resumeDirectCharge(
  scope: { merchantId: string; mode: Mode },
  recoveryPoint: string,
  database: DbClient = defaultDb(),
): Promise<DirectChargeState> {
  const point = recoveryPointSchema.parse(JSON.parse(recoveryPoint));
  const payment = await database.payment.findFirst({ where: { id: point.payment_id, merchantId: scope.merchantId, mode: scope.mode } });
  if (!payment) throw new ApiError("NOT_FOUND", "The direct charge this request started was not found");
  const attempts = await database.paymentAttempt.count({ where: { paymentId: payment.id, merchantId: payment.merchantId } });
  if (attempts === 0) {
    try {
      return await submitDirectCharge({ payment, method: point.method, phone: point.phone }, database);
    } catch (error) {
      // The first run, still alive after all, started the attempt meanwhile: answer the charge as it stands.
      if (!isApiError(error)) throw error;
    }
  }
  const inFlight = await inFlightAttemptOf(database, payment);
  if (inFlight) await askAboutInFlightAttempt(database, inFlight, { unknownMeans: "wait" });
  return directChargeState(database, await database.payment.findUniqueOrThrow({ where: { id: payment.id } }));
}

/** A wallet of the currency by its method id (`field`: the request's field naming it), or INVALID_VALUE saying why not. */
export function walletOrThrow(id: string, currency: Currency, field = "method"): PaymentMethod {
  const method = findMethod(id);
  if (!method) throw new ApiError("INVALID_VALUE", `unknown payment method "${id}"; see GET /v2/payment-methods`, [{ field, message: "unknown payment method" }]);
  if (method.kind === "card") {
    throw new ApiError("INVALID_VALUE", "cards are charged on the hosted page: create a hosted payment (POST /v2/payments/hosted)", [{ field, message: "cards are charged on the hosted page" }]);
  }
  if (method.kind !== "wallet") {
    throw new ApiError("INVALID_VALUE", `${method.name} cannot be charged directly; direct charges take mobile-money wallets`, [{ field, message: "not a wallet" }]);
  }
  if (!isMethodAvailable(id, currency)) {
    throw new ApiError("INVALID_VALUE", `payment method "${id}" is not available for ${currency}`, [{ field, message: `not available for ${currency}` }]);
  }
  return method;
}

/** The checkout's rule for the wallet's number (lib/payments/attempts/checkout-rules.ts), in E.164; `field`: the request's field holding it. */
export function walletNumberOrThrow(text: string, method: Pick<PaymentMethod, "id">, field = "phone_number"): string {
  const result = CHECKOUT_FIELD_CHECKS.phone_number(text, { method: method.id });
  if ("value" in result) return result.value;
  const message = CHECKOUT_FIELD_MESSAGES.phone_number[result.error];
  throw new ApiError("INVALID_VALUE", `${field}: ${message}`, [{ field, message }]);
}
