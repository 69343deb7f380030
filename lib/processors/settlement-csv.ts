// Reading a processor's settlement report file, for connectors whose processor has no
// settlement API (`parseSettlementReport`). A small RFC 4180 reader (quoted fields, doubled quotes,
// CRLF) and the checks every report needs, so each connector's parser only maps its columns. A bad
// file is refused whole with the line and the reason: a partial reconciliation would report every
// skipped line as "missing at the processor", which is worse than none.
import { currencyExponent } from "@/lib/money";

/** A report the gateway cannot read: the message names the line and what is wrong. */
export class SettlementFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SettlementFileError";
  }
}

/** Rows of a CSV text; the first row is the header. Empty lines are skipped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  const input = text.replace(/^\uFEFF/, "");
  while (i < input.length) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === "") quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && input[i + 1] === "\n") i++;
      row.push(field);
      if (row.some((f) => f.trim() !== "")) rows.push(row);
      row = [];
      field = "";
    } else field += c;
    i++;
  }
  if (quoted) throw new SettlementFileError("The file ends inside a quoted field");
  row.push(field);
  if (row.some((f) => f.trim() !== "")) rows.push(row);
  return rows;
}

/**
 * The header's columns by name (the first column of that name, as reports repeat "Currency" after
 * each amount); missing required columns are refused, all named at once.
 */
export function columnIndex(header: string[], required: readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (!index.has(key)) index.set(key, i);
  });
  const missing = required.filter((c) => !index.has(c.toLowerCase()));
  if (missing.length > 0) throw new SettlementFileError(`The file's header lacks the column${missing.length > 1 ? "s" : ""} ${missing.map((m) => `"${m}"`).join(", ")}`);
  return index;
}

/** A decimal amount in major units ("1500", "12.50", "-3.00", "1,500.00") to minor units, exactly. */
export function parseMajorAmount(text: string, currency: string, where: string): bigint {
  const clean = text.trim().replace(/,/g, "");
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(clean);
  if (!m) throw new SettlementFileError(`${where}: "${text}" is not an amount`);
  const exponent = currencyExponent(currency);
  const frac = (m[3] ?? "").replace(/0+$/, "");
  if (frac.length > exponent) throw new SettlementFileError(`${where}: "${text}" has more decimals than ${currency} has`);
  const minor = BigInt(m[2]) * 10n ** BigInt(exponent) + BigInt(frac.padEnd(exponent, "0") || "0");
  return m[1] ? -minor : minor;
}

/** A date-time the report gives ("2026-11-28 09:15:02", ISO 8601; UTC unless it says otherwise). */
export function parseReportDate(text: string, where: string): Date {
  const t = text.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(t);
  if (!m) throw new SettlementFileError(`${where}: "${text}" is not a date (YYYY-MM-DD HH:MM:SS)`);
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? "00"}:${m[5] ?? "00"}:${m[6] ?? "00"}${m[7] ? (m[7] === "Z" ? "Z" : m[7].length === 5 ? `${m[7].slice(0, 3)}:${m[7].slice(3)}` : m[7]) : "Z"}`;
  const d = new Date(iso);
  // new Date accepts 2026-02-31 by rolling over: a date that does not exist is refused.
  if (Number.isNaN(d.getTime()) || (!m[7] && d.toISOString().slice(0, 10) !== `${m[1]}-${m[2]}-${m[3]}`)) throw new SettlementFileError(`${where}: "${text}" is not a date`);
  return d;
}
