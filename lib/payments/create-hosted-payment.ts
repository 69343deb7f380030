import "server-only";
// POST /v2/payments/hosted (issue 3): validate, then write the payment with its checkout
// session, split shares and audit record in the caller's transaction. Nothing is written when
// a rule fails.
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { isUniqueViolation } from "@/lib/db-errors";
import { newId, randomBase62 } from "@/lib/ids";
import type { Currency } from "@/lib/money";
import { parseAmount, parseCurrency } from "@/lib/payments/parse-amount";
import { findMethod, isMethodAvailable, orderCheckoutMethods } from "@/lib/payments/methods";
import { resolveSplitRules } from "@/lib/splits/resolve-split-rules";
import type { FeeBearer } from "@/lib/splits/allocate-fee";
import type { CreateHostedPaymentInput } from "@/lib/schemas/payments";
import { env } from "@/lib/env";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { getPaymentSettings } from "@/lib/merchants/payment-settings";
import { upsertCustomer } from "@/lib/customers/upsert-customer";
import { authorizeActor } from "@/lib/team/authorize-actor";

export function checkoutUrl(token: string) {
  return `${env().publicBaseUrl}/checkout/${token}`;
}

/** Stored and answered as payment_type (spec: "Hosted", or a payment-link kind). */
export type PaymentType = "Hosted" | "Payment link";

export async function createHostedPayment(
  db: Prisma.TransactionClient,
  opts: {
    merchantId: string;
    mode: Mode;
    input: CreateHostedPaymentInput;
    actor: AuditActor;
    /** "Payment link" when a merchant makes one in the dashboard to share; the API's is "Hosted". */
    paymentType?: PaymentType;
    /** v1's callback_url (issue 13): the worker calls it when the payment reaches a final status. */
    callbackUrl?: string;
  },
) {
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "payments.manage" });
  const { input } = opts;
  const currency = parseCurrency(input.currency);
  const amount = parseAmount(input.amount, currency);
  const preferred = parsePreferredMethods(input.preferred_payment_methods ?? [], currency);
  const merchant = await getPaymentSettings(db, opts.merchantId);
  const feeBearer = parseFeeBearer(input.fee_bearer, input.subaccounts?.length ?? 0);
  const split = input.subaccounts?.length
    ? await resolveSplitRules(db, {
        merchantId: opts.merchantId,
        mode: opts.mode,
        amount,
        currency,
        rules: input.subaccounts,
        allowedMethods: orderCheckoutMethods(currency, preferred, merchant.restrictToPreferredMethods).map((m) => m.id),
        feeBearer,
      })
    : null;

  const customerEmail = input.customer?.email?.toLowerCase();
  const customerPhone = input.customer?.phone_number?.replace(/[\s()-]/g, "");
  // Customer profiles (issue 12): filed in this transaction, so a refused payment leaves none.
  const customerId = merchant.customerProfilesEnabled
    ? await upsertCustomer(db, {
        merchantId: opts.merchantId,
        mode: opts.mode,
        customer: { email: customerEmail, phone: customerPhone, firstName: input.customer?.first_name, lastName: input.customer?.last_name },
      })
    : null;

  const now = new Date();
  let payment;
  try {
    payment = await db.payment.create({
      data: {
        id: newId("pay"),
        merchantId: opts.merchantId,
        mode: opts.mode,
        merchantReference: input.merchant_reference ?? null,
        paymentType: opts.paymentType ?? "Hosted",
        amount,
        currency,
        customerFirstName: input.customer?.first_name,
        customerLastName: input.customer?.last_name,
        customerEmail,
        customerPhone,
        customerId,
        preferredMethods: preferred,
        meta: (input.meta ?? undefined) as Prisma.InputJsonValue | undefined,
        returnUrl: input.return_url,
        callbackUrl: opts.callbackUrl ?? null,
        customization: input.customization as Prisma.InputJsonValue | undefined,
        checkoutToken: `cs_${opts.mode}_${randomBase62(24)}`,
        expiresAt: new Date(now.getTime() + merchant.sessionLifetimeMinutes * 60_000),
        retryWindowMinutes: merchant.retryWindowMinutes,
        feeBearer,
        createdAt: now,
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError("RESOURCE_CONFLICT", `merchant_reference "${input.merchant_reference}" is already used by another payment`, [
        { field: "merchant_reference", message: "must be unique per payment" },
      ]);
    }
    throw error;
  }
  if (split) {
    await db.paymentSplit.createMany({
      data: split.splits.map((s, position) => ({
        id: newId("spl"),
        paymentId: payment.id,
        merchantId: payment.merchantId,
        subaccountId: s.subaccount.id,
        position,
        splitType: s.splitType,
        splitValue: s.splitValue,
        shareAmount: s.share,
      })),
    });
  }
  await recordAudit(db, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "payment.created",
    mode: opts.mode,
    targetId: payment.id,
    details: { amount: input.amount, currency, payment_type: payment.paymentType, merchant_reference: payment.merchantReference },
  });
  return payment;
}

/** fee_bearer (issue 9): "subaccounts" needs subaccounts to take the fee from. */
export function parseFeeBearer(value: FeeBearer | undefined, splitRules: number): FeeBearer {
  if (value === "subaccounts" && splitRules === 0) {
    throw new ApiError("INVALID_VALUE", 'fee_bearer "subaccounts" needs at least one split rule in subaccounts', [{ field: "fee_bearer", message: "no subaccounts to bear the fee" }]);
  }
  return value ?? "merchant";
}

export function parsePreferredMethods(methods: string[], currency: Currency): string[] {
  const seen = new Set<string>();
  methods.forEach((id, index) => {
    const field = `preferred_payment_methods.${index}`;
    if (!findMethod(id)) {
      throw new ApiError("INVALID_VALUE", `unknown payment method "${id}"; see GET /v2/payment-methods`, [{ field, message: "unknown payment method" }]);
    }
    if (!isMethodAvailable(id, currency)) {
      throw new ApiError("INVALID_VALUE", `payment method "${id}" is not available for ${currency}`, [{ field, message: `not available for ${currency}` }]);
    }
    if (seen.has(id)) throw new ApiError("INVALID_VALUE", `payment method "${id}" is listed twice`, [{ field, message: "listed twice" }]);
    seen.add(id);
  });
  return methods;
}
