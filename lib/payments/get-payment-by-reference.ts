import "server-only";
// Finds a payment by gateway reference or merchant reference, scoped to the caller's
// merchant (issue 3). Each lookup is one equality query on a unique index (the primary key,
// or (merchantId, mode, merchantReference)), so verification stays cheap at any table
// size. Another merchant's payment is NOT_FOUND; the caller's own payment in the other
// mode answers as the caller asks (lib/auth/other-mode.ts: 401 for the API, NOT_FOUND for
// the dashboard).
import type { Db } from "@/lib/db";
import type { Mode, Payment, PaymentSplit } from "@/lib/generated/prisma/client";
import { hotQuery } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";

const GATEWAY_REFERENCE = /^pay_[0-9A-Za-z]{22}$/;

export type PaymentLookup = { merchantId: string; mode: Mode; reference: string; otherMode: OtherModeAnswer };
type Lookup = PaymentLookup;
type Finder<T extends { merchantId: string; mode: Mode }> = {
  byId: (id: string) => Promise<T | null>;
  byMerchantReference: (merchantId: string, mode: Mode, reference: string) => Promise<T | null>;
};

async function findByReference<T extends { merchantId: string; mode: Mode }>(db: Db, find: Finder<T>, opts: Lookup): Promise<T> {
  const { merchantId, mode, reference } = opts;
  if (reference.length > 255) throw new ApiError("NOT_FOUND", "payment not found");
  if (GATEWAY_REFERENCE.test(reference)) {
    const byId = await find.byId(reference);
    if (byId && byId.merchantId === merchantId) {
      if (byId.mode !== mode) throw otherModeError("payment", byId.mode, opts.otherMode);
      return byId;
    }
    // Not ours (or no such id): a merchant may still use a pay_… text as its own reference.
  }
  const byReference = await find.byMerchantReference(merchantId, mode, reference);
  if (byReference) return byReference;
  const theOtherMode: Mode = mode === "test" ? "live" : "test";
  const inOtherMode = await db.payment.findUnique({
    where: { merchantId_mode_merchantReference: { merchantId, mode: theOtherMode, merchantReference: reference } },
    select: { id: true },
  });
  if (inOtherMode) throw otherModeError("payment", theOtherMode, opts.otherMode);
  throw new ApiError("NOT_FOUND", "payment not found");
}

export function getPaymentByReference(db: Db, opts: Lookup): Promise<Payment> {
  return findByReference(
    db,
    {
      byId: (id) => db.payment.findUnique({ where: { id } }),
      byMerchantReference: (merchantId, mode, merchantReference) =>
        db.payment.findUnique({ where: { merchantId_mode_merchantReference: { merchantId, mode, merchantReference } } }),
    },
    opts,
  );
}

export type PaymentWithSplits = Payment & { splits: PaymentSplit[] };

/**
 * The verify hot path (issue 3: about one indexed query): the payment and its split in one
 * SELECT, as a named prepared statement (lib/db.ts hotQuery). The row comes back as JSON
 * (two columns instead of thirty to decode, and no result shape for a migration to break);
 * a test checks the result equals Prisma's own read of the same payment.
 */
export function getPaymentWithSplitsByReference(db: Db, opts: Lookup): Promise<PaymentWithSplits> {
  const select = (name: string, where: string, values: unknown[]) =>
    hotQuery<{ payment: JsonRow; splits: JsonRow[] }>(
      name,
      `SELECT row_to_json(p) AS payment, COALESCE(
         (SELECT json_agg(s ORDER BY s.position) FROM "PaymentSplit" s WHERE s."paymentId" = p.id), '[]'::json
       ) AS splits
       FROM "Payment" p WHERE ${where}`,
      values,
    ).then((rows) => (rows[0] ? fromJson(rows[0]) : null));
  return findByReference(
    db,
    {
      byId: (id) => select("gw_verify_by_id", "p.id = $1", [id]),
      byMerchantReference: (merchantId, mode, reference) =>
        select("gw_verify_by_reference", `p."merchantId" = $1 AND p.mode = $2::"Mode" AND p."merchantReference" = $3`, [merchantId, mode, reference]),
    },
    opts,
  );
}

type JsonRow = Record<string, unknown>;

// JSON carries int8 as numbers and timestamps as text without a zone (they are stored in
// UTC): these turn them back into the types Prisma returns.
const PAYMENT_BIGINTS = ["amount", "serviceFee", "amountRefunded"] as const;
const PAYMENT_DATES = ["expiresAt", "firstFailedAt", "paidAt", "createdAt", "updatedAt"] as const;
const SPLIT_BIGINTS = ["splitValue", "shareAmount"] as const;

function fromJson(row: { payment: JsonRow; splits: JsonRow[] }): PaymentWithSplits {
  const payment = { ...row.payment };
  for (const key of PAYMENT_BIGINTS) if (payment[key] !== null) payment[key] = BigInt(payment[key] as number);
  for (const key of PAYMENT_DATES) if (payment[key] !== null) payment[key] = new Date(`${payment[key]}Z`);
  const splits = row.splits.map((split) => {
    const s = { ...split };
    for (const key of SPLIT_BIGINTS) s[key] = BigInt(s[key] as number);
    return s;
  });
  return { ...(payment as unknown as Payment), splits: splits as unknown as PaymentSplit[] };
}
