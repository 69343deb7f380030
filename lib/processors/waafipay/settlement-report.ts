// WaafiPay's merchant transaction report, read for reconciliation. WaafiPay has no
// settlement API and does not document its report's columns, so the gateway takes the columns of the
// merchant portal's transaction export as docs/processors.md lists them (a header row, comma
// separated, quotes allowed), and refuses a file without them, naming the missing ones:
//
//   Transaction ID, Reference ID, Date, Type, Status, Amount, Currency, Charges, Settlement ID
//
//   Type     Purchase (a payment) | Reversal or Refund (money back to the customer) |
//            Settlement (WaafiPay's payout of the merchant account to the operator's bank)
//   Status   Approved | Failed | Reversed | Pending
//   Amount   in the currency's major units as WaafiPay writes them (DJF: whole francs); Charges likewise
//   Date     "YYYY-MM-DD HH:MM:SS" (UTC) or ISO 8601
import { currencyExponent } from "@/lib/money";
import { parseCsv, SettlementFileError } from "@/lib/processors/settlement-csv";
import type { SettlementRecord, SettlementReport } from "@/lib/processors/types";

export const WAAFI_REPORT_COLUMNS = ["Transaction ID", "Reference ID", "Date", "Type", "Status", "Amount", "Currency", "Charges", "Settlement ID"] as const;

/**
 * A report the gateway cannot read: the message says what is wrong, and where. A SettlementFileError, so
 * a run refuses the file as the caller's mistake (INVALID_VALUE, nothing written), not as a server error.
 */
export class SettlementReportError extends SettlementFileError {}

export function parseWaafiSettlementReport(file: string): SettlementReport {
  const rows = parseCsv(file);
  const header = rows.shift()?.map((h) => h.trim());
  if (!header || header.every((h) => h === "")) throw new SettlementReportError("the WaafiPay report is empty: it needs a header row");
  const missing = WAAFI_REPORT_COLUMNS.filter((c) => !header.some((h) => h.toLowerCase() === c.toLowerCase()));
  if (missing.length) throw new SettlementReportError(`the WaafiPay report lacks the column(s) ${missing.join(", ")}; it needs ${WAAFI_REPORT_COLUMNS.join(", ")}`);
  const col = (name: string) => header.findIndex((h) => h.toLowerCase() === name.toLowerCase());
  const at = Object.fromEntries(WAAFI_REPORT_COLUMNS.map((c) => [c, col(c)])) as Record<(typeof WAAFI_REPORT_COLUMNS)[number], number>;
  const records: SettlementRecord[] = [];
  const payouts: SettlementReport["payouts"] = [];
  rows.forEach((row, i) => {
    if (row.every((cell) => cell.trim() === "")) return;
    const line = i + 2;
    const get = (c: (typeof WAAFI_REPORT_COLUMNS)[number]) => (row[at[c]] ?? "").trim();
    const currency = get("Currency").toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) throw new SettlementReportError(`line ${line}: Currency "${get("Currency")}" is not a currency code`);
    const amount = toMinor(get("Amount"), currency, line, "Amount");
    const fee = get("Charges") === "" ? 0n : toMinor(get("Charges"), currency, line, "Charges");
    const occurredAt = toDate(get("Date"), line);
    const type = get("Type").toLowerCase();
    if (type === "settlement") {
      payouts.push({ ref: get("Settlement ID") || get("Transaction ID"), amount, currency, paidAt: occurredAt });
      return;
    }
    const kind = type === "purchase" ? "payment" : type === "reversal" || type === "refund" ? "refund" : null;
    if (!kind) throw new SettlementReportError(`line ${line}: Type "${get("Type")}" is not Purchase, Reversal, Refund or Settlement`);
    const status = STATUS[get("Status").toLowerCase()];
    if (!status) throw new SettlementReportError(`line ${line}: Status "${get("Status")}" is not Approved, Failed, Reversed or Pending`);
    const processorRef = get("Transaction ID");
    if (!processorRef) throw new SettlementReportError(`line ${line}: Transaction ID is empty`);
    // A refund line carries the refunded purchase's Reference ID (WaafiPay never had the refund's id):
    // it names no refund of ours, so the match is by the refund's processorRef (its Transaction ID).
    const reference = kind === "payment" ? get("Reference ID") : "";
    records.push({ processorRef, gatewayRef: reference || null, kind, amount, currency, fee, status, occurredAt, settlementRef: get("Settlement ID") || null });
  });
  return { records, payouts };
}

const STATUS: Record<string, SettlementRecord["status"]> = { approved: "settled", failed: "failed", reversed: "reversed", pending: "pending" };

function toMinor(text: string, currency: string, line: number, column: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.replace(/,/g, ""));
  const exponent = currencyExponent(currency);
  const fraction = (m?.[3] ?? "").replace(/0+$/, "");
  if (!m || fraction.length > exponent) throw new SettlementReportError(`line ${line}: ${column} "${text}" is not an amount in ${currency}`);
  const value = BigInt(m[2]) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, "0") || "0");
  // Reports write money back to the customer either signed or not: the kind says the direction.
  return value;
}

function toDate(text: string, line: number): Date {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) ? `${text.replace(" ", "T")}Z` : text;
  const d = new Date(iso);
  if (!text || Number.isNaN(d.getTime())) throw new SettlementReportError(`line ${line}: Date "${text}" is not a date`);
  return d;
}
