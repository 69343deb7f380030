// The bulk payout CSV, read in the browser before anything is sent. Pure and
// client-safe. The format (docs/api.md, "Bulk payouts"): a header row naming the columns, in
// any order, then one payout per row:
//   amount, account_name, account_number, bank_slug   required
//   merchant_reference, reason                        optional (empty = none)
// The batch's currency and title are chosen once on the page, not per row.
// RFC 4180: fields may be quoted; a quoted field may hold commas, line breaks and doubled
// quotes (""); lines end in LF or CRLF; a UTF-8 byte order mark (Excel's "CSV UTF-8") is
// dropped; rows with every field empty are skipped. No value is judged here beyond its
// column: amounts, banks and account numbers are checked by the server's preview, the same
// checks as the API, so the page can never disagree with what submitting would do.
// The bank column (bank_slug, or "bank") takes a bank's registry name as well as
// its slug, case and spacing ignored; the slug goes to the server. The server's refusals are told
// in the merchant's words (rowProblemMessage): "Amount must be more than 0", "No bank called
// 'commercial bank': did you mean Commercial Bank of Ethiopia?".
import { findBankByNameOrSlug, suggestBank } from "@/lib/catalog/bank-names";
import { withArticle } from "@/lib/money/currency-article";

export const PAYOUT_CSV_COLUMNS = ["amount", "account_name", "account_number", "bank_slug", "merchant_reference", "reason"] as const;
export type PayoutCsvColumn = (typeof PAYOUT_CSV_COLUMNS)[number];
export const REQUIRED_PAYOUT_CSV_COLUMNS: readonly PayoutCsvColumn[] = ["amount", "account_name", "account_number", "bank_slug"];

/** Splits CSV text into rows of fields. Throws CsvError on an unterminated quoted field. */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  let line = 1;
  let quoteStartLine = 0;
  const endField = () => {
    row.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (i < input.length) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (ch === "\n") line += 1;
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === "") {
      quoted = true;
      quoteStartLine = line;
      i += 1;
    } else if (ch === ",") {
      endField();
      i += 1;
    } else if (ch === "\r" && input[i + 1] === "\n") {
      endRow();
      line += 1;
      i += 2;
    } else if (ch === "\n" || ch === "\r") {
      endRow();
      line += 1;
      i += 1;
    } else {
      field += ch;
      i += 1;
    }
  }
  if (quoted) throw new CsvError(`A quoted field that starts on line ${quoteStartLine} is never closed: add the closing quote (")`);
  if (field !== "" || row.length) endRow();
  return rows.filter((r) => r.some((f) => f.trim() !== ""));
}

export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CsvError";
  }
}

/** One payout as the bulk request takes it; `amount` stays text when it is not a plain number, so the server names the problem. */
export type CsvPayout = {
  amount: number | string;
  account: { account_name: string; account_number: string; bank_slug: string };
  merchant_reference?: string;
  reason?: string;
};

export type CsvRow = { values: Record<PayoutCsvColumn, string>; payout: CsvPayout };

/**
 * The rows of a payout CSV as bulk request items. Header problems (a missing required column,
 * an unknown or repeated column, no data rows) throw CsvError: the file cannot be read as
 * payouts at all.
 */
export function readPayoutCsv(text: string): CsvRow[] {
  const rows = parseCsv(text);
  if (rows.length === 0) throw new CsvError("The file is empty: it needs a header row and one row per payout");
  // "bank" is the bank column's plain name; bank_slug stays for files made before.
  const header = rows[0].map((h) => h.trim().toLowerCase()).map((h) => (h === "bank" ? "bank_slug" : h));
  const unknown = header.filter((h) => !(PAYOUT_CSV_COLUMNS as readonly string[]).includes(h));
  if (unknown.length) {
    throw new CsvError(`Unknown column${unknown.length > 1 ? "s" : ""} ${unknown.map((u) => `"${u}"`).join(", ")}: the columns are ${PAYOUT_CSV_COLUMNS.join(", ")}`);
  }
  const repeated = header.filter((h, i) => header.indexOf(h) !== i);
  if (repeated.length) throw new CsvError(`Column "${repeated[0]}" appears twice in the header`);
  const missing = REQUIRED_PAYOUT_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new CsvError(`Missing column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}: the header row must name ${REQUIRED_PAYOUT_CSV_COLUMNS.join(", ")}`);
  const data = rows.slice(1);
  if (data.length === 0) throw new CsvError("The file has a header row but no payouts");

  return data.map((fields) => {
    const values = Object.fromEntries(PAYOUT_CSV_COLUMNS.map((c) => [c, ""])) as Record<PayoutCsvColumn, string>;
    header.forEach((column, i) => {
      values[column as PayoutCsvColumn] = (fields[i] ?? "").trim();
    });
    // Thousands separators as spreadsheets write them ("1,500.00") are dropped.
    const amountText = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(values.amount) ? values.amount.replace(/,/g, "") : values.amount;
    const payout: CsvPayout = {
      amount: /^-?\d+(\.\d+)?$/.test(amountText) ? Number(amountText) : amountText,
      account: { account_name: values.account_name, account_number: values.account_number, bank_slug: findBankByNameOrSlug(values.bank_slug)?.slug ?? values.bank_slug },
    };
    if (values.merchant_reference) payout.merchant_reference = values.merchant_reference;
    if (values.reason) payout.reason = values.reason;
    return { values, payout };
  });
}

/** The CSV column an error's field path names ("payouts.3.account.account_number" -> account_number), or null for the row as a whole. */
export function csvColumnOf(field: string): PayoutCsvColumn | null {
  const rest = field.replace(/^payouts\.\d+\.?/, "").replace(/^account\./, "");
  return (PAYOUT_CSV_COLUMNS as readonly string[]).includes(rest) ? (rest as PayoutCsvColumn) : null;
}

/** What each column is called in the merchant's words (row problems, the preview's table). */
export const CSV_COLUMN_LABELS: Record<PayoutCsvColumn, string> = {
  amount: "Amount",
  account_name: "Account holder name",
  account_number: "Account number",
  bank_slug: "Bank",
  merchant_reference: "Reference",
  reason: "Reason",
};

type RowProblem = { field: string; code: string; message: string };

const sentence = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

/**
 * A row's problem as the preview tells it: in the merchant's words, naming the
 * value the file holds, instead of the API's field paths and slugs. `problem` is one entry of the
 * server's answer (the same checks as POST /v2/payouts/bulk); `row` the file's own values.
 */
export function rowProblemMessage(problem: RowProblem, row: Record<PayoutCsvColumn, string>, currency: string): string {
  const column = csvColumnOf(problem.field);
  // The API's message without its field path ("payouts.3.amount amount must…").
  const apiMessage = problem.message.replace(/^payouts[.[]\d+\]?\.?[\w.]*\s+/, "").replace(/^(amount|account_number|bank_slug)\s+/, "");
  switch (column) {
    case "amount": {
      const text = row.amount.replace(/,/g, "").trim();
      if (text === "") return "Amount is missing";
      const value = Number(text);
      if (/^-?\d+(\.\d+)?$/.test(text) && value <= 0) return "Amount must be more than 0";
      if (!/^\d+(\.\d+)?$/.test(text)) return `Amount must be a number, like 1500 or 1500.50 ('${row.amount}' is not)`;
      return sentence(apiMessage);
    }
    case "bank_slug": {
      const text = row.bank_slug.trim();
      if (text === "") return "Bank is missing: write its name (e.g. Commercial Bank of Ethiopia) or its code (cbe)";
      const bank = findBankByNameOrSlug(text, currency);
      if (!bank) {
        const guess = suggestBank(text, currency);
        return guess ? `No bank called '${text}': did you mean ${guess.name}?` : `No bank or wallet called '${text}' takes ${currency}; the banks are listed under "CSV columns"`;
      }
      if (bank.currency !== currency) return `${bank.name} pays out in ${bank.currency}, not ${currency}: choose ${withArticle(currency)} bank, or make this ${withArticle(bank.currency)} batch`;
      return sentence(apiMessage);
    }
    case "account_number": {
      if (row.account_number.trim() === "") return "Account number is missing";
      const bank = findBankByNameOrSlug(row.bank_slug, currency);
      return bank ? `Account number must be ${bank.accountHint} for ${bank.name} ('${row.account_number}' is not)` : sentence(apiMessage);
    }
    case "account_name":
      return row.account_name.trim() === "" ? "Account holder name is missing" : `Account holder name ${apiMessage}`;
    case "merchant_reference": {
      const earlier = /payouts\[(\d+)\]/.exec(problem.message);
      if (earlier) return `Reference '${row.merchant_reference}' is also used in row ${Number(earlier[1]) + 1}; each payout needs its own`;
      if (problem.code === "RESOURCE_CONFLICT") return `Reference '${row.merchant_reference}' is already used by another of your payouts`;
      return `Reference ${apiMessage}`;
    }
    default:
      return sentence(apiMessage);
  }
}

/** The template offered for download: the header and two example rows. */
export const PAYOUT_CSV_TEMPLATE =
  "amount,account_name,account_number,bank_slug,merchant_reference,reason\r\n" +
  '1500.00,Abebe Kebede,1000123450000,cbe,salary-2026-11-001,"November salary, part 1"\r\n' +
  "250,Sara Tesfaye,+251911110000,telebirr,,Expense refund\r\n";
