import "server-only";
// POST /v2/payments/hosted: validate, then write the payment with its checkout
// session, split shares and audit record in the caller's transaction. Nothing is written when
// a rule fails.
import type { Mode, Payment, Prisma } from "@/lib/generated/prisma/client";
import { hotQuery, inTransaction, isInTransaction, type Db } from "@/lib/db";
import { fromJsonRows } from "@/lib/db/json";
import { compactPhoneText } from "@/lib/phone";
import { ApiError } from "@/lib/http/errors";
import { isUniqueViolation } from "@/lib/db/errors";
import { newId, randomBase62 } from "@/lib/ids";
import type { Currency } from "@/lib/money";
import { parseAmount, parseCurrency } from "@/lib/money/parse-amount";
import { findMethod, isMethodAvailable, marketOrderedMethods, orderCheckoutMethods } from "@/lib/catalog/payment-methods";
import { methodsServed } from "@/lib/processors/connections";
import { resolveSplitRules } from "@/lib/splits/resolve-split-rules";
import type { FeeBearer } from "@/lib/splits/allocate-fee";
import type { CreateHostedPaymentInput } from "@/lib/schemas/payments";
import { env } from "@/lib/env";
import { auditRow, type AuditActor } from "@/lib/audit/record-audit";
import { refuseIfSuspended } from "@/lib/merchants/holds";
import { getPaymentSettings } from "@/lib/merchants/payment-settings";
import { authorizeActor } from "@/lib/team/authorize-actor";
import type { PaymentType } from "@/lib/catalog/payment-types";

export function checkoutUrl(token: string) {
  return `${env().publicBaseUrl}/checkout/${token}`;
}

export type { PaymentType } from "@/lib/catalog/payment-types";

export async function createHostedPayment(
  db: Db,
  opts: {
    merchantId: string;
    mode: Mode;
    input: CreateHostedPaymentInput;
    actor: AuditActor;
    /** "Payment link" when a merchant makes one in the dashboard to share; the API's is "Hosted";
     *  "Payment Link" | "Donation" | "Event" through a reusable link, "Direct charge". */
    paymentType?: PaymentType;
    /** The reusable payment link this payment was made through. */
    paymentLinkId?: string;
    /** v1's callback_url: the worker calls it when the payment reaches a final status. */
    callbackUrl?: string;
    /** A shorter session than the merchant's (an event payment holds tickets: they come back sooner). */
    sessionMinutes?: number;
  },
): Promise<Payment> {
  const { input } = opts;
  const merchant = await getPaymentSettings(db, opts.merchantId);
  // Split shares add writes that must commit with the payment: those run in one transaction (the
  // caller's, or one opened here, before any other work so none is done twice). Without them the
  // payment, its audit record and its customer profile are one statement, atomic by itself, so no
  // transaction is opened (Prisma's interactive transaction and per-query work were most of
  // initialize's cost; the profile moved into the statement).
  if (input.subaccounts?.length && !isInTransaction(db)) {
    return inTransaction(db, (tx) => createHostedPayment(tx, opts));
  }
  await authorizeActor(db, { actor: opts.actor, merchantId: opts.merchantId, action: "payments.manage" });
  refuseIfSuspended(merchant);
  const currency = parseCurrency(input.currency);
  const amount = parseAmount(input.amount, currency);
  const preferred = parsePreferredMethods(input.preferred_payment_methods ?? [], currency);
  if (opts.mode === "live") await refuseUnservedLivePayment(db, opts.merchantId, currency, preferred);
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
  const phoneText = input.customer?.phone_number;
  const customerPhone = phoneText == null ? undefined : compactPhoneText(phoneText);
  const now = new Date();
  const id = newId("pay");
  const payment = await insertPaymentWithAudit(
    db,
    {
      id,
      merchantId: opts.merchantId,
      mode: opts.mode,
      merchantReference: input.merchant_reference ?? null,
      paymentType: opts.paymentType ?? "Hosted",
      amount,
      currency,
      customerFirstName: input.customer?.first_name ?? null,
      customerLastName: input.customer?.last_name ?? null,
      customerEmail: customerEmail ?? null,
      customerPhone: customerPhone ?? null,
      // Customer profiles: filed by the payment's own statement, so a refused payment leaves none.
      fileCustomerProfile: merchant.customerProfilesEnabled && Boolean(customerEmail || customerPhone),
      preferredMethods: preferred,
      meta: input.meta ?? null,
      returnUrl: input.return_url ?? null,
      callbackUrl: opts.callbackUrl ?? null,
      customization: input.customization ?? null,
      checkoutToken: `cs_${opts.mode}_${randomBase62(24)}`,
      expiresAt: new Date(now.getTime() + Math.min(merchant.sessionLifetimeMinutes, opts.sessionMinutes ?? Infinity) * 60_000),
      retryWindowMinutes: merchant.retryWindowMinutes,
      feeBearer,
      paymentLinkId: opts.paymentLinkId ?? null,
      createdAt: now,
    },
    auditRow({
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "payment.created",
      mode: opts.mode,
      targetId: id,
      details: { amount: input.amount, currency, payment_type: opts.paymentType ?? "Hosted", merchant_reference: input.merchant_reference ?? null },
    }),
  ).catch((error) => {
    if (isUniqueViolation(error)) {
      throw new ApiError("RESOURCE_CONFLICT", `merchant_reference "${input.merchant_reference}" is already used by another payment`, [
        { field: "merchant_reference", message: "must be unique per payment" },
      ]);
    }
    throw error;
  });
  if (split) {
    await (db as Prisma.TransactionClient).paymentSplit.createMany({
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
  return payment;
}

type NewPayment = {
  id: string;
  merchantId: string;
  mode: Mode;
  merchantReference: string | null;
  paymentType: string;
  amount: bigint;
  currency: string;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  /** Whether the statement files the payment under a customer profile (gw_file_customer). */
  fileCustomerProfile: boolean;
  preferredMethods: string[];
  meta: unknown;
  returnUrl: string | null;
  callbackUrl: string | null;
  customization: unknown;
  checkoutToken: string;
  expiresAt: Date;
  retryWindowMinutes: number;
  feeBearer: FeeBearer;
  paymentLinkId: string | null;
  createdAt: Date;
};

/**
 * The payment and its audit record in ONE statement (two data-modifying CTEs, which commit or
 * fail together), sent by `hotQuery`: on the pool when `db` is the root client, inside the
 * transaction when it is one. The row comes back as the database stored it (its defaults
 * included), typed as Prisma types it (lib/db/json.ts). Timestamps go in as UTC ISO text: the
 * columns are `timestamp(3)` in UTC, as Prisma writes them.
 */
async function insertPaymentWithAudit(db: Db, p: NewPayment, audit: ReturnType<typeof auditRow>): Promise<Payment> {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const [row] = await hotQuery<{ payment: Record<string, unknown> }>(
    db,
    "gw_insert_hosted_payment",
    `WITH p AS (
       INSERT INTO "Payment" (id, "merchantId", mode, "merchantReference", "paymentType", amount, currency,
         "customerFirstName", "customerLastName", "customerEmail", "customerPhone", "customerId", "preferredMethods",
         meta, "returnUrl", "callbackUrl", customization, "checkoutToken", "expiresAt", "retryWindowMinutes", "feeBearer",
         "createdAt", "updatedAt", "paymentLinkId")
       VALUES ($1, $2, $3::"Mode", $4, $5, $6::bigint, $7, $8, $9, $10, $11,
         CASE WHEN $12::boolean THEN gw_file_customer($2, $3::"Mode", $10, $11, $8, $9, $32, $22::timestamp(3)) END, $13::text[], $14::jsonb, $15, $16, $17::jsonb,
         $18, $19::timestamp(3), $20::int, $21::"FeeBearer", $22::timestamp(3), $22::timestamp(3), $31)
       RETURNING *
     ), audit AS (
       INSERT INTO "AuditLog" (id, "merchantId", "userId", "apiKeyId", "actorType", action, mode, "targetId", details, ip, "userAgent", "createdAt")
       VALUES ($23, $2, $24, $25, $26, $27, $3::"Mode", $1, $28::jsonb, $29, $30, $22::timestamp(3))
     )
     SELECT row_to_json(p) AS payment FROM p`,
    [
      p.id, p.merchantId, p.mode, p.merchantReference, p.paymentType, p.amount.toString(), p.currency,
      p.customerFirstName, p.customerLastName, p.customerEmail, p.customerPhone, p.fileCustomerProfile, p.preferredMethods,
      json(p.meta), p.returnUrl, p.callbackUrl, json(p.customization), p.checkoutToken, p.expiresAt.toISOString(), p.retryWindowMinutes, p.feeBearer,
      p.createdAt.toISOString(),
      audit.id, audit.userId, audit.apiKeyId, audit.actorType, audit.action, json(audit.details), audit.ip, audit.userAgent,
      p.paymentLinkId, p.fileCustomerProfile ? newId("cus") : null,
    ],
  );
  const [payment] = await fromJsonRows<Payment>(db, "Payment", [row.payment]);
  return payment;
}

/**
 * A live payment nothing could take is refused before anything is written, so the merchant learns it
 * from the answer, not from a customer on a checkout that offers nothing: no enabled live connection
 * serves the currency for this merchant, or the merchant named preferred methods and none is served.
 * The same list GET /v2/payment-methods answers `available` from. Test mode has the simulator.
 */
async function refuseUnservedLivePayment(db: Db, merchantId: string, currency: Currency, preferred: readonly string[]): Promise<void> {
  const served = await methodsServed({ merchantId, mode: "live", currency }, db);
  const available = marketOrderedMethods(currency)
    .filter((m) => served.has(m.id))
    .map((m) => m.id);
  const hint = `GET /v2/payment-methods?currency=${currency} lists what is available`;
  if (available.length === 0) {
    throw new ApiError("NO_LIVE_PROCESSOR", `No processor takes live payments in ${currency} on this gateway; ${hint}`, [{ field: "currency", message: `no live processor serves ${currency}` }]);
  }
  if (preferred.length && !preferred.some((id) => served.has(id))) {
    throw new ApiError("NO_LIVE_PROCESSOR", `No processor takes live payments by ${preferred.join(", ")} in ${currency} on this gateway; available: ${available.join(", ")}`, [
      { field: "preferred_payment_methods", message: `none is available for live payments in ${currency}` },
    ]);
  }
}

/** fee_bearer: "subaccounts" needs subaccounts to take the fee from. */
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
