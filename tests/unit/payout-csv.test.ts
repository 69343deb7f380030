// The bulk payout CSV as the dashboard reads it in the browser.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CsvError, csvColumnOf, parseCsv, PAYOUT_CSV_TEMPLATE, readPayoutCsv } from "@/lib/payouts/payout-csv";

describe("parseCsv", () => {
  it("reads quotes, commas and line breaks in quoted fields, doubled quotes, CRLF and a BOM", () => {
    const text = '\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\r\n2,"two\r\nlines",\n\n3,,last';
    expect(parseCsv(text)).toEqual([
      ["a", "b", "c"],
      ["1", "x, y", 'say "hi"'],
      ["2", "two\r\nlines", ""],
      ["3", "", "last"],
    ]);
  });

  it("skips empty rows and does not add a row for a trailing line break", () => {
    expect(parseCsv("a\n\n , \nb\n")).toEqual([["a"], ["b"]]);
  });

  it("refuses an unterminated quote, naming its line", () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(new CsvError('A quoted field that starts on line 2 is never closed: add the closing quote (")'));
  });
});

describe("readPayoutCsv", () => {
  it("turns the template into bulk items; the served template is the same text", () => {
    expect(fs.readFileSync("public/templates/bulk-payouts-template.csv", "utf8")).toBe(PAYOUT_CSV_TEMPLATE);
    expect(readPayoutCsv(PAYOUT_CSV_TEMPLATE).map((r) => r.payout)).toEqual([
      {
        amount: 1500,
        account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe" },
        merchant_reference: "salary-2026-11-001",
        reason: "November salary, part 1",
      },
      { amount: 250, account: { account_name: "Sara Tesfaye", account_number: "+251911110000", bank_slug: "telebirr" }, reason: "Expense refund" },
    ]);
  });

  it("takes columns in any order and in any case; optional columns may be left out", () => {
    const rows = readPayoutCsv("Bank_Slug,AMOUNT,account_number,account_name\ncbe, 12.5 ,1000123450000,A");
    expect(rows[0].payout).toEqual({ amount: 12.5, account: { account_name: "A", account_number: "1000123450000", bank_slug: "cbe" } });
  });

  it("keeps an amount that is not a plain number as text, for the server to name", () => {
    expect(readPayoutCsv("amount,account_name,account_number,bank_slug\n1;5,A,1,cbe")[0].payout.amount).toBe("1;5");
    expect(readPayoutCsv("amount,account_name,account_number,bank_slug\n,A,1,cbe")[0].payout.amount).toBe("");
  });

  it.each([
    ["", "The file is empty: it needs a header row and one row per payout"],
    ["amount,account_name,account_number,bank_slug\n", "The file has a header row but no payouts"],
    ["amount,account_name,account_number\n1,A,1", "Missing column bank_slug: the header row must name amount, account_name, account_number, bank_slug"],
    ["amount,account_name,account_number,bank_slug,currency\n1,A,1,cbe,ETB", 'Unknown column "currency": the columns are amount, account_name, account_number, bank_slug, merchant_reference, reason'],
    ["amount,amount,account_name,account_number,bank_slug\n1,1,A,1,cbe", 'Column "amount" appears twice in the header'],
  ])("refuses a file it cannot read as payouts: %j", (text, message) => {
    expect(() => readPayoutCsv(text)).toThrow(new CsvError(message));
  });
});

it("maps an error's field to its CSV column", () => {
  expect(csvColumnOf("payouts.3.account.account_number")).toBe("account_number");
  expect(csvColumnOf("payouts.12.amount")).toBe("amount");
  expect(csvColumnOf("payouts.0.merchant_reference")).toBe("merchant_reference");
  expect(csvColumnOf("payouts.4")).toBeNull();
  expect(csvColumnOf("payouts.4.meta")).toBeNull();
});
