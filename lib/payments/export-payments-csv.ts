import "server-only";
// The dashboard's CSV export of the payment table's current filter: the list items'
// fields flattened, written by csv-stringify one batch of ~1000 rows at a time as the browser reads
// (a pull stream), so 100,000 rows never sit in memory. Bad filters throw before the first byte,
// so they still answer 400 in the error envelope.
import { stringify } from "csv-stringify/sync";
import type { Db } from "@/lib/db";
import type { Mode, Payment } from "@/lib/generated/prisma/client";
import type { CursorSpec } from "@/lib/http/cursor";
import { paymentListWhere, walkPayments, type PaymentListFilters } from "@/lib/payments/list-payments";
import { serializePaymentListItem } from "@/lib/payments/serialize-payment-list-item";
import { formatInZone } from "@/lib/catalog/time-zones";

export const PAYMENT_CSV_COLUMNS = [
  "gateway_reference",
  "merchant_reference",
  "payment_type",
  "amount",
  "currency",
  "status",
  "payment_method",
  "service_fee",
  "customer_first_name",
  "customer_last_name",
  "customer_email",
  "customer_phone_number",
  "created_at",
  "updated_at",
] as const;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe: customer names and merchant references come from outside (OWASP "CSV injection").
 */
function cell(value: string | null): string {
  if (value === null) return "";
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The header line: the two times name the zone they are written in, e.g.
 * "created_at (Africa/Addis_Ababa)"; each value is ISO 8601 with that zone's offset.
 */
export function paymentCsvHeader(timeZone: string): string[] {
  return PAYMENT_CSV_COLUMNS.map((c) => (c === "created_at" || c === "updated_at" ? `${c} (${timeZone})` : c));
}

function csvRecord(p: Payment, timeZone: string): string[] {
  const item = serializePaymentListItem(p);
  return [
    cell(item.gateway_reference),
    cell(item.merchant_reference),
    cell(item.payment_type),
    String(item.amount),
    item.currency,
    item.status,
    cell(item.payment_method),
    item.service_fee === null ? "" : String(item.service_fee),
    cell(item.customer.first_name),
    cell(item.customer.last_name),
    cell(item.customer.email),
    cell(item.customer.phone_number),
    formatInZone(p.createdAt, timeZone),
    formatInZone(p.updatedAt, timeZone),
  ];
}

export function exportPaymentsCsv(
  db: Db,
  opts: { merchantId: string; mode: Mode; filters: PaymentListFilters; timeZone?: string; sort?: CursorSpec; batchSize?: number },
): ReadableStream<Uint8Array> {
  const timeZone = opts.timeZone ?? "UTC";
  paymentListWhere(opts); // judge the filters now: once streaming starts, the status is sent
  const batches = walkPayments(db, opts);
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const header = headerSent ? [] : [paymentCsvHeader(timeZone)];
      headerSent = true;
      const next = await batches.next();
      const records = next.done ? [] : next.value.map((p) => csvRecord(p, timeZone));
      if (header.length || records.length) controller.enqueue(encoder.encode(stringify([...header, ...records])));
      if (next.done) controller.close();
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
