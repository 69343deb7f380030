import "server-only";
// The one payment lookup: by gateway reference or by the merchant's own
// reference, always scoped to the caller's merchant and mode. Verify, refunds and the
// dashboard all find payments here; the checkout finds its payment by its checkout token
// (lockPayment), because the token, not a reference, is what the customer holds.
//
// Each lookup is one equality query on a unique index (the primary key, or
// (merchantId, mode, merchantReference)), so it stays cheap at any table size, and runs
// through `hotQuery`: on the pool on the hot path, inside the caller's transaction when
// given one. The row (and verify's split) comes back as JSON, typed back by lib/db/json.ts.
//
// Another merchant's payment is NOT_FOUND (no existence leak). The caller's own payment in
// the other mode is answered as the caller asks (`otherMode`, lib/auth/other-mode.ts): 401
// naming the mode for the API, NOT_FOUND for the dashboard, which shows one mode at a time.
import { hotQuery, type Db } from "@/lib/db";
import { fromJsonRows } from "@/lib/db/json";
import type { Mode, Payment, PaymentSplit } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";

const GATEWAY_REFERENCE = /^pay_[0-9A-Za-z]{22}$/;
const MAX_REFERENCE_LENGTH = 255;

export type PaymentLookup = {
  merchantId: string;
  mode: Mode;
  reference: string;
  /** How a payment of the caller's other mode is answered (lib/auth/other-mode.ts). */
  otherMode: OtherModeAnswer;
};

export type PaymentWithSplits = Payment & { splits: PaymentSplit[] };

export async function findPayment(db: Db, lookup: PaymentLookup): Promise<Payment> {
  const { payment } = await findPaymentRow(db, lookup, PLAIN);
  return fromJsonRows<Payment>(db, "Payment", [payment]).then((rows) => rows[0]);
}

/** The payment and its split shares in position order (verify's answer), in one query. */
export async function findPaymentWithSplits(db: Db, lookup: PaymentLookup): Promise<PaymentWithSplits> {
  const row = await findPaymentRow(db, lookup, WITH_SPLITS);
  const [[payment], splits] = await Promise.all([
    fromJsonRows<Payment>(db, "Payment", [row.payment]),
    fromJsonRows<PaymentSplit>(db, "PaymentSplit", row.splits ?? []),
  ]);
  return { ...payment, splits };
}

type JsonRow = Record<string, unknown> & { merchantId: string; mode: Mode };
type FoundRow = { payment: JsonRow; splits?: Record<string, unknown>[] };

/**
 * What a lookup selects: `name` tells its prepared statements apart (one name, one text), `columns`
 * what it returns beside nothing else (the payment as `payment`), `lock` adds FOR UPDATE OF p.
 */
type LookupShape = { name: string; columns: string; lock: boolean };
const PLAIN: LookupShape = { name: "", columns: selectColumns(false), lock: false };
const WITH_SPLITS: LookupShape = { name: "_with_splits", columns: selectColumns(true), lock: false };

/**
 * The payment as findPayment finds it (same scoping, same NOT_FOUND and other-mode answers), with
 * `extra` columns computed beside it in the same statement (scalar subqueries on `p`, the payment),
 * so a write can read everything it needs in one round trip (refunds). `lock` takes the
 * payment's row lock (inside the caller's transaction). `name` must be unique per `extra` text.
 */
export async function findPaymentWith<E extends Record<string, unknown>>(
  db: Db,
  lookup: PaymentLookup,
  shape: { name: string; extra: string; lock: boolean },
): Promise<{ payment: Payment } & E> {
  const row = (await findPaymentRow(db, lookup, {
    name: `_${shape.name}${shape.lock ? "_locked" : ""}`,
    columns: `${selectColumns(false)}, ${shape.extra}`,
    lock: shape.lock,
  })) as FoundRow & E;
  const [payment] = await fromJsonRows<Payment>(db, "Payment", [row.payment]);
  return { ...row, payment };
}

function selectColumns(withSplits: boolean) {
  return withSplits
    ? `row_to_json(p) AS payment, COALESCE(
         (SELECT json_agg(s ORDER BY s.position) FROM "PaymentSplit" s WHERE s."paymentId" = p.id AND s."merchantId" = p."merchantId"), '[]'::json
       ) AS splits`
    : "row_to_json(p) AS payment";
}

/**
 * Verify's statement by gateway reference ($1 the id, $2 the merchant). The bench's bare node:http
 * + pg server runs this same text (bench/run.ts hands it over), so its figure is the same query's.
 * merchantId as well as the id: the row is found the same, and the statement names its merchant,
 * so on a database sharded by merchant it goes to one shard.
 */
export function paymentByIdSql(withSplits = true) {
  return `SELECT ${selectColumns(withSplits)} FROM "Payment" p WHERE p.id = $1 AND p."merchantId" = $2`;
}

async function findPaymentRow(db: Db, lookup: PaymentLookup, shape: LookupShape): Promise<FoundRow> {
  const { merchantId, mode, reference } = lookup;
  if (reference.length === 0 || reference.length > MAX_REFERENCE_LENGTH) throw notFound();
  const { columns } = shape;
  const statement = (name: string) => `${name}${shape.name}`;
  const lock = shape.lock ? " FOR UPDATE OF p" : "";

  if (GATEWAY_REFERENCE.test(reference)) {
    const byIdSql = `SELECT ${columns} FROM "Payment" p WHERE p.id = $1 AND p."merchantId" = $2${lock}`;
    const [byId] = await hotQuery<FoundRow>(db, statement("gw_payment_by_merchant_id"), byIdSql, [reference, merchantId]);
    if (byId && byId.payment.merchantId === merchantId) {
      if (byId.payment.mode === mode) return byId;
      throw otherModeError("payment", byId.payment.mode, lookup.otherMode);
    }
    // Not ours (or no such id): a merchant may still use a pay_… text as its own reference.
  }

  const byReference = (mode: Mode) =>
    hotQuery<FoundRow>(
      db,
      statement("gw_payment_by_reference"),
      `SELECT ${columns} FROM "Payment" p WHERE p."merchantId" = $1 AND p.mode = $2::"Mode" AND p."merchantReference" = $3${lock}`,
      [merchantId, mode, reference],
    ).then((rows) => rows[0]);
  const found = await byReference(mode);
  if (found) return found;
  // Only the API's answer differs for the other mode, so only it pays for the second query.
  if (lookup.otherMode === "unauthorized") {
    const otherMode: Mode = mode === "test" ? "live" : "test";
    if (await byReference(otherMode)) throw otherModeError("payment", otherMode, lookup.otherMode);
  }
  throw notFound();
}

function notFound() {
  return new ApiError("NOT_FOUND", "payment not found");
}
