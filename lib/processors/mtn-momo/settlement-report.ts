import type { SettlementPayout, SettlementRecord, SettlementReport } from "@/lib/processors/types";
import { columnIndex, parseCsv, parseMajorAmount, parseReportDate, SettlementFileError } from "@/lib/processors/settlement-csv";

/**
 * The MoMo partner portal's transaction statement, exported as CSV. MoMo has no settlement
 * API for collections; the statement lists every transaction on the account with its financial
 * transaction id ("Id"), the externalId the gateway sent ("External Transaction Id": MoMo documents that
 * the external id "will be included in transaction history report"), amounts in major units, the fee,
 * and the withdrawals to the operator's bank. The columns read (others are ignored; the first of repeated
 * names, such as "Currency" after each amount, is the amount's):
 *   Id, External Transaction Id, Date, Status, Type, Amount, Currency, Fee
 * Type: DEBIT / PAYMENT (a request to pay: a payment), TRANSFER / DISBURSEMENT (a refund when the external
 * id is a refund's, else a payout), REFUND (MoMo's refund call), WITHDRAWAL / SETTLEMENT (to the operator's bank). Status: SUCCESSFUL,
 * FAILED / REJECTED, PENDING, REVERSED. Amounts may carry a sign (debits negative): the size is compared.
 */
export function parseMomoStatement(file: string): SettlementReport {
  const rows = parseCsv(file);
  if (rows.length === 0) throw new SettlementFileError("The file is empty");
  const col = columnIndex(rows[0], ["Id", "External Transaction Id", "Date", "Status", "Type", "Amount", "Currency", "Fee"]);
  const cell = (row: string[], name: string) => (row[col.get(name.toLowerCase()) as number] ?? "").trim();
  const records: SettlementRecord[] = [];
  const payouts: SettlementPayout[] = [];
  rows.slice(1).forEach((row, i) => {
    const where = `Line ${i + 2}`;
    const id = cell(row, "Id");
    if (!id) throw new SettlementFileError(`${where}: the Id is empty`);
    const currency = cell(row, "Currency").toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) throw new SettlementFileError(`${where}: "${cell(row, "Currency")}" is not a currency`);
    const abs = (v: bigint) => (v < 0n ? -v : v);
    const amount = abs(parseMajorAmount(cell(row, "Amount"), currency, `${where}, Amount`));
    const fee = abs(parseMajorAmount(cell(row, "Fee") || "0", currency, `${where}, Fee`));
    const at = parseReportDate(cell(row, "Date"), `${where}, Date`);
    const type = cell(row, "Type").toUpperCase();
    const external = cell(row, "External Transaction Id") || null;
    const statusText = cell(row, "Status").toUpperCase();
    const status = MOMO_STATEMENT_STATUS[statusText];
    if (!status) throw new SettlementFileError(`${where}: unknown status "${cell(row, "Status")}"`);
    if (type === "WITHDRAWAL" || type === "SETTLEMENT") {
      if (status === "settled") payouts.push({ ref: id, amount, currency, paidAt: at });
      return;
    }
    let kind: SettlementRecord["kind"];
    if (type === "DEBIT" || type === "PAYMENT") kind = "payment";
    else if (type === "TRANSFER" || type === "DISBURSEMENT") kind = external?.startsWith("rfd_") || external?.startsWith("dup_") ? "refund" : "payout";
    else if (type === "REFUND") kind = "refund"; // MoMo's refund call (the portal's label for it is an assumption)
    else throw new SettlementFileError(`${where}: unknown type "${cell(row, "Type")}"`);
    records.push({ processorRef: id, gatewayRef: external, kind, amount, currency, fee, status, occurredAt: at, settlementRef: null });
  });
  return { records, payouts };
}

const MOMO_STATEMENT_STATUS: Record<string, SettlementRecord["status"]> = { SUCCESSFUL: "settled", FAILED: "failed", REJECTED: "failed", PENDING: "pending", REVERSED: "reversed" };
