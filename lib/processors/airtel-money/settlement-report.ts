// Airtel Money's merchant statement (reconciliation): Airtel has no settlement API for
// merchants, so the operator downloads the statement of the app's wallet from Airtel's partner portal as
// CSV and uploads it. Airtel publishes no column list; these are the columns its portal statement shows
// (docs/processors.md, "Airtel Money statement"): a file without one of them is refused by name.
//
//   Transaction ID       Airtel's id (airtel_money_id): what the gateway stores as the attempt's or payout's processorRef
//   External Reference   the id the gateway sent as transaction.id (att_…, po_…); for a refund, the Transaction ID
//                        of the collection it reverses (Airtel's refund takes no id of the gateway's)
//   MSISDN               the other party's number (kept by Airtel; the gateway does not need it)
//   Amount               whole shillings
//   Fee                  Airtel's charge on the transaction, whole shillings (0 or empty: none)
//   Currency             UGX
//   Status               Success | Failed | Reversed | Pending  (also TS / TF / TIP / TA)
//   Transaction Date     ISO 8601 or "YYYY-MM-DD HH:MM:SS" (taken as UTC+3, East Africa Time, when it has no zone)
//   Type                 Collection | Refund | Disbursement  (Merchant Payment, Reversal, B2C are read the same)
//   Settlement Reference optional: the sweep to the operator's bank that carried it
import type { SettlementRecord, SettlementReport } from "@/lib/processors/types";
import { parseCsv } from "@/lib/processors/settlement-csv";
import { currencyExponent } from "@/lib/money";
import { ApiError } from "@/lib/http/errors";

export const AIRTEL_STATEMENT_COLUMNS = ["Transaction ID", "External Reference", "MSISDN", "Amount", "Fee", "Currency", "Status", "Transaction Date", "Type"] as const;

/** A statement the gateway cannot read: INVALID_VALUE on the file, saying which column or line, so nothing is half-imported. */
export function statementError(message: string): ApiError {
  return new ApiError("INVALID_VALUE", message, [{ field: "file", message }]);
}

const KINDS: Record<string, SettlementRecord["kind"]> = {
  collection: "payment",
  "merchant payment": "payment",
  payment: "payment",
  refund: "refund",
  reversal: "refund",
  disbursement: "payout",
  b2c: "payout",
};
const STATUSES: Record<string, SettlementRecord["status"]> = {
  success: "settled",
  successful: "settled",
  ts: "settled",
  failed: "failed",
  tf: "failed",
  reversed: "reversed",
  pending: "pending",
  tip: "pending",
  ta: "pending",
};

/** Reads one statement file; throws INVALID_VALUE with the line and the reason on anything it cannot read. */
export function parseAirtelStatement(file: string): SettlementReport {
  const rows = parseCsv(file);
  if (rows.length === 0) throw statementError("the Airtel Money statement is empty");
  const header = rows[0].map((h) => h.trim().toLowerCase());
  const missing = AIRTEL_STATEMENT_COLUMNS.filter((c) => !header.includes(c.toLowerCase()));
  if (missing.length) throw statementError(`the Airtel Money statement lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}`);
  const col = (name: string) => header.indexOf(name.toLowerCase());
  const settlementCol = col("Settlement Reference");
  const records: SettlementRecord[] = [];
  rows.slice(1).forEach((row, i) => {
    const line = i + 2;
    if (row.every((v) => v.trim() === "")) return;
    const get = (name: string) => (row[col(name)] ?? "").trim();
    const currency = get("Currency").toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) throw statementError(`line ${line}: Currency "${get("Currency")}" is not a currency code`);
    const kind = KINDS[get("Type").toLowerCase()];
    if (!kind) throw statementError(`line ${line}: Type "${get("Type")}" is not Collection, Refund or Disbursement`);
    const status = STATUSES[get("Status").toLowerCase()];
    if (!status) throw statementError(`line ${line}: Status "${get("Status")}" is not Success, Failed, Reversed or Pending`);
    const processorRef = get("Transaction ID");
    if (!processorRef) throw statementError(`line ${line}: Transaction ID is empty`);
    const occurredAt = parseDate(get("Transaction Date"));
    if (!occurredAt) throw statementError(`line ${line}: Transaction Date "${get("Transaction Date")}" is not a date`);
    const external = get("External Reference");
    // A refund is known to the gateway by the collection it reversed: the refundRef the connector stored is
    // that collection's airtel_money_id, which the refund's row names as its External Reference.
    const reverses = kind === "refund" && external && !/^(att|po|rfd)_/.test(external) ? external : null;
    records.push({
      processorRef: reverses ?? processorRef,
      gatewayRef: reverses ? null : external || null,
      kind,
      amount: wholeToMinor(get("Amount"), currency, line, "Amount", false),
      currency,
      fee: get("Fee") === "" ? 0n : wholeToMinor(get("Fee"), currency, line, "Fee", true),
      status,
      occurredAt,
      settlementRef: settlementCol >= 0 ? (row[settlementCol] ?? "").trim() || null : null,
    });
  });
  // The statement lists transactions, not the sweeps to the bank: payouts are the operator's own record.
  return { records, payouts: [] };
}

function wholeToMinor(text: string, currency: string, line: number, field: string, zeroAllowed: boolean): bigint {
  const clean = text.replace(/,/g, "");
  const m = /^(\d+)(?:\.(\d+))?$/.exec(clean);
  const exponent = currencyExponent(currency);
  if (!m || (m[2] && m[2].replace(/0+$/, "").length > exponent)) throw statementError(`line ${line}: ${field} "${text}" is not an amount in ${currency}`);
  const fraction = (m[2] ?? "").padEnd(exponent, "0").slice(0, exponent);
  const minor = BigInt(m[1]) * 10n ** BigInt(exponent) + (fraction ? BigInt(fraction) : 0n);
  if (minor === 0n && !zeroAllowed) throw statementError(`line ${line}: ${field} is zero`);
  return minor;
}

function parseDate(text: string): Date | null {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text);
  const d = new Date(local ? `${local[1]}T${local[2]}+03:00` : text);
  return text && !Number.isNaN(d.getTime()) ? d : null;
}
