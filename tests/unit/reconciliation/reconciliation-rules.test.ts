// The pure parts of reconciliation. The report reader (quoted CSV, exact amounts by the
// currency's exponent, dates that exist), the matcher (processor reference first, then the gateway's
// id, each gateway object once) and the comparison's order (status, currency, amount, fee).
import { describe, expect, it } from "vitest";
import { parseCsv, parseMajorAmount, parseReportDate, columnIndex, SettlementFileError } from "@/lib/processors/settlement-csv";
import { matchSettlementRecords } from "@/lib/reconciliation/match-settlement-records";
import { compareSettlementRecord } from "@/lib/reconciliation/compare-settlement-record";
import { expectedProcessorFee } from "@/lib/reconciliation/expected-processor-fee";
import { parsePeriodBound } from "@/lib/reconciliation/parse-period";
import { csvCell, majorText } from "@/lib/reconciliation/export-reconciliation-csv";
import type { SettlementRecord } from "@/lib/processors/types";
import type { GatewayObject } from "@/lib/reconciliation/types";

const record = (over: Partial<SettlementRecord> = {}): SettlementRecord => ({
  processorRef: "P1",
  gatewayRef: null,
  kind: "payment",
  amount: 25_000n,
  currency: "ETB",
  fee: 875n,
  status: "settled",
  occurredAt: new Date("2026-11-01T10:00:00Z"),
  settlementRef: null,
  ...over,
});
const gateway = (over: Partial<GatewayObject> = {}): GatewayObject => ({
  type: "attempt",
  id: "att_1",
  processorRef: "P1",
  amount: 25_000n,
  currency: "ETB",
  status: "success",
  state: "moved",
  at: new Date("2026-11-01T10:00:00Z"),
  ...over,
});

describe("the report reader", () => {
  it("reads quoted fields, doubled quotes, CRLF and a byte order mark; skips empty lines", () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n1,2')).toEqual([["a", "b"], ["x, y", 'say "hi"'], ["1", "2"]]);
    expect(() => parseCsv('a\n"open')).toThrow(SettlementFileError);
  });

  it("amounts are exact in the currency's minor units, with at most its decimals", () => {
    expect(parseMajorAmount("12.50", "ETB", "x")).toBe(1250n);
    expect(parseMajorAmount("12.000", "ETB", "x")).toBe(1200n); // Chapa's three decimals, trailing zeros
    expect(parseMajorAmount("1,500", "UGX", "x")).toBe(1500n);
    expect(parseMajorAmount("-5000", "UGX", "x")).toBe(-5000n);
    expect(() => parseMajorAmount("12.5", "UGX", "Line 2, Amount")).toThrow('Line 2, Amount: "12.5" has more decimals than UGX has');
    expect(() => parseMajorAmount("1e3", "ETB", "x")).toThrow(/is not an amount/);
  });

  it("dates must exist; without an offset they are UTC", () => {
    expect(parseReportDate("2026-11-01 09:15:02", "x").toISOString()).toBe("2026-11-01T09:15:02.000Z");
    expect(parseReportDate("2024-07-27T02:22:46.000000Z", "x").toISOString()).toBe("2024-07-27T02:22:46.000Z");
    expect(parseReportDate("2026-11-01T12:00:00+03:00", "x").toISOString()).toBe("2026-11-01T09:00:00.000Z");
    expect(() => parseReportDate("2026-02-30 10:00:00", "x")).toThrow(/is not a date/);
    expect(() => parseReportDate("01/11/2026", "x")).toThrow(/is not a date/);
  });

  it("names every missing column at once", () => {
    expect(() => columnIndex(["Id", "Date"], ["Id", "Amount", "Fee"])).toThrow('The file\'s header lacks the columns "Amount", "Fee"');
    expect(columnIndex(["Amount", "Currency", "Fee", "Currency"], ["Currency"]).get("currency")).toBe(1);
  });
});

describe("the matcher", () => {
  it("pairs by the processor's reference first, then by the gateway's id, each gateway object once", () => {
    const byRef = gateway({ id: "att_1", processorRef: "P1" });
    const byId = gateway({ id: "att_2", processorRef: null });
    const result = matchSettlementRecords(
      [record({ processorRef: "P1" }), record({ processorRef: "P2", gatewayRef: "att_2" }), record({ processorRef: "P3", gatewayRef: "att_1" }), record({ processorRef: "P4", kind: "refund", gatewayRef: "att_2" })],
      [byRef, byId, gateway({ id: "att_3", processorRef: "P9" })],
    );
    expect(result.pairs.map((p) => [p.record.processorRef, p.gateway.id])).toEqual([["P1", "att_1"], ["P2", "att_2"]]);
    // att_1 was taken; a refund never pairs with an attempt.
    expect(result.unmatchedRecords.map((r) => r.processorRef)).toEqual(["P3", "P4"]);
    expect(result.unmatchedGateway.map((g) => g.id)).toEqual(["att_3"]);
  });
});

describe("the comparison", () => {
  it("matches when status, currency, amount and the fee expected agree", () => {
    expect(compareSettlementRecord("chapa", record(), gateway()).kind).toBe("matched");
  });

  it("reports the first disagreement only: status, then currency, then amount, then fee", () => {
    expect(compareSettlementRecord("chapa", record({ status: "failed", currency: "USD" }), gateway()).kind).toBe("status_mismatch");
    expect(compareSettlementRecord("chapa", record({ currency: "USD", amount: 1n }), gateway()).kind).toBe("currency_mismatch");
    expect(compareSettlementRecord("chapa", record({ amount: 24_500n, fee: 0n }), gateway()).kind).toBe("amount_mismatch");
    const fee = compareSettlementRecord("chapa", record({ fee: 100n }), gateway());
    expect(fee.kind).toBe("fee_mismatch");
    expect(fee.evidence).toBe("The processor charged ETB 1.00 on attempt att_1; the gateway expected ETB 8.75 (difference ETB -7.75).");
  });

  it("pending matches only pending; a failed pair agrees; fees are not compared when nothing moved or nothing is expected", () => {
    expect(compareSettlementRecord("chapa", record({ status: "pending" }), gateway({ state: "pending", status: "pending" })).kind).toBe("matched");
    expect(compareSettlementRecord("chapa", record({ status: "pending" }), gateway()).kind).toBe("status_mismatch");
    expect(compareSettlementRecord("chapa", record({ status: "failed", fee: 5n }), gateway({ state: "failed", status: "failed" })).kind).toBe("matched");
    expect(compareSettlementRecord("stripe_without_a_line", record({ fee: 1n }), gateway()).kind).toBe("matched");
    expect(expectedProcessorFee("chapa", "payment", 25_000n)).toBe(875n);
    expect(expectedProcessorFee("unknown", "payment", 25_000n)).toBeNull();
  });

  it("Stripe's expectation holds for USD only (its fixed part is in cents); Airtel and WaafiPay publish none", () => {
    expect(expectedProcessorFee("stripe", "payment", 2_500n, "USD")).toBe(103n); // 2.9 % of $25.00 = 72.5 -> 73, + 30
    expect(expectedProcessorFee("stripe", "payment", 2_500n, "UGX")).toBeNull();
    expect(expectedProcessorFee("stripe", "refund", 500n, "USD")).toBe(0n);
    expect(expectedProcessorFee("airtel_money", "payment", 5_000n, "UGX")).toBeNull();
    expect(expectedProcessorFee("waafipay", "payment", 1_500n, "DJF")).toBeNull();
  });
});

describe("periods and the CSV export", () => {
  it("a date for `to` is the end of that day; date-times need their offset", () => {
    expect(parsePeriodBound("2026-11-30", "to")?.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(parsePeriodBound("2026-11-30", "from")?.toISOString()).toBe("2026-11-30T00:00:00.000Z");
    expect(parsePeriodBound("2026-11-30T10:00:00Z", "to")?.toISOString()).toBe("2026-11-30T10:00:00.000Z");
    for (const bad of ["2026-11-31", "2026-11-30T10:00:00", "yesterday", ""]) expect(parsePeriodBound(bad, "from"), bad).toBeNull();
  });

  it("amounts print in major units; formulas never run in a spreadsheet", () => {
    expect(majorText("1250", "ETB")).toBe("12.50");
    expect(majorText("-5", "ETB")).toBe("-0.05");
    expect(majorText("5000", "UGX")).toBe("5000");
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-12.50")).toBe("-12.50");
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
  });
});
