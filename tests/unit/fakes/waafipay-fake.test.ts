// The WaafiPay fake against WaafiPay's documentation (tests/fakes/waafipay/README.md lists the pages):
// raw fetch only, so what is checked is the wire, not a client's reading of it. Also the connector's
// pure parts: DJF amounts (no minor unit), the accountNo form, the settlement report's reading.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WAAFI_CREDENTIALS as CREDS, startWaafiPayFake, type WaafiPayFake } from "@/tests/fakes/waafipay/server";
import { waafiAccountNo, waafiAmount, waafiAmountToMinor } from "@/lib/processors/waafipay/transformers";
import { parseWaafiSettlementReport, SettlementReportError } from "@/lib/processors/waafipay/settlement-report";

let fake: WaafiPayFake;
beforeAll(async () => {
  fake = await startWaafiPayFake({ promptTimeoutMs: 1_500 });
});
afterAll(() => fake.close());

const envelope = (serviceName: string, serviceParams: Record<string, unknown>) => ({
  schemaVersion: "1.0",
  requestId: randomUUID(),
  timestamp: "2026-11-27 10:00:00.000",
  channelName: "WEB",
  serviceName,
  serviceParams,
});
const api = { merchantUid: CREDS.merchantUid, apiUserId: CREDS.apiUserId, apiKey: CREDS.apiKey };
const hpp = { merchantUid: CREDS.merchantUid, storeId: Number(CREDS.storeId), hppKey: CREDS.hppKey };
const post = async (body: unknown) => {
  const res = await fetch(`${fake.url}/asm`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json().catch(() => undefined)) as { responseCode: string; errorCode: string; responseMsg: string; params: Record<string, string> } };
};
/** Waits until the purchase reached the fake (the prompt is on the phone). */
const prompted = async (referenceId: string) => {
  for (let i = 0; i < 500 && fake.transaction(referenceId)?.status !== "pending"; i++) await new Promise((r) => setTimeout(r, 5));
};
const purchaseParams = (referenceId: string, accountNo = "25377123456", amount: unknown = "1500") => ({
  ...api,
  paymentMethod: "MWALLET_ACCOUNT",
  payerInfo: { accountNo },
  transactionInfo: { referenceId, invoiceId: referenceId, amount, currency: "DJF", description: "Order 1" },
});

describe("the WaafiPay fake", () => {
  it("holds API_PURCHASE while the customer decides, then answers the documented success shape", async () => {
    const ref = `att_${randomUUID().slice(0, 8)}`;
    const started = Date.now();
    const pending = post(envelope("API_PURCHASE", purchaseParams(ref)));
    await prompted(ref);
    await new Promise((r) => setTimeout(r, 150));
    fake.approve(ref);
    const { status, json } = await pending;
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(status).toBe(200);
    expect(json).toMatchObject({ responseCode: "2001", errorCode: "0", responseMsg: "RCS_SUCCESS" });
    expect(json.params).toMatchObject({ state: "APPROVED", referenceId: ref, txAmount: "1500", accountType: "MWALLET_ACCOUNT", merchantCharges: "15" });
    expect(json.params.accountNo).toBe("253771****3456");
    // The transaction inquiry (HPP credentials) says the same; "3" is Approved.
    const info = await post(envelope("HPP_GETTRANINFO", { ...hpp, referenceId: ref }));
    expect(info.json.params).toMatchObject({ tranStatusId: "3", status: "Approved", amount: "1500", currency: "DJF", transactionId: json.params.transactionId });
  });

  it("a rejected prompt, a number without money, and an expired prompt are declines with WaafiPay's codes", async () => {
    const ref = `att_${randomUUID().slice(0, 8)}`;
    const pending = post(envelope("API_PURCHASE", purchaseParams(ref)));
    await prompted(ref);
    fake.reject(ref);
    expect((await pending).json).toMatchObject({ responseCode: "5310", responseMsg: "RCS_USER_REJECTED" });
    const poor = await post(envelope("API_PURCHASE", purchaseParams(`att_${randomUUID().slice(0, 8)}`, "25377120001")));
    expect(poor.json).toMatchObject({ responseCode: "5206", errorCode: "E10205" });
    const slow = await post(envelope("API_PURCHASE", purchaseParams(`att_${randomUUID().slice(0, 8)}`)));
    expect(slow.json).toMatchObject({ responseCode: "5309" });
  });

  it("refuses wrong credentials, a bad envelope, a duplicate referenceId, and a currency the merchant has not", async () => {
    expect((await post(envelope("API_PURCHASE", { ...purchaseParams("att_x1"), apiKey: "API-wrong-wrong-wrong-1" }))).json.responseCode).toBe("5001");
    expect((await post(envelope("API_PURCHASE", { ...purchaseParams("att_x2"), merchantUid: "M0000000" }))).json.responseCode).toBe("5001");
    expect((await post({ ...envelope("API_PURCHASE", purchaseParams("att_x3")), requestId: "not-a-uuid" })).json.responseCode).toBe("5002");
    expect((await post(envelope("API_PURCHASE", purchaseParams("att_x4", "+25377123456")))).json.responseCode).toBe("5002");
    expect((await post(envelope("API_PURCHASE", purchaseParams("att x5")))).json.responseCode).toBe("5002");
    expect((await post(envelope("API_PURCHASE", { ...purchaseParams("att_x6"), transactionInfo: { referenceId: "att_x6", invoiceId: "i", amount: "5", currency: "USD" } }))).json.responseCode).toBe("5002");
    expect((await post(envelope("HPP_GETTRANINFO", { ...hpp, hppKey: "HPP-wrong-wrong-wrong-1" }))).json.responseCode).toBe("5301");
    // A duplicate referenceId is refused, and nothing is charged twice.
    const ref = `att_${randomUUID().slice(0, 8)}`;
    const first = post(envelope("API_PURCHASE", purchaseParams(ref)));
    await prompted(ref);
    expect((await post(envelope("API_PURCHASE", purchaseParams(ref)))).json.responseCode).toBe("5003");
    fake.approve(ref);
    await first;
    expect(fake.transaction(ref)?.status).toBe("approved");
    // Nothing was written for the refused ones.
    expect(fake.transaction("att_x1")).toBeUndefined();
  });

  it("reverses in full once (API_CANCELPURCHASE), refunds in part (HPP_REFUNDPURCHASE), never beyond the amount", async () => {
    const ref = `att_${randomUUID().slice(0, 8)}`;
    const pending = post(envelope("API_PURCHASE", purchaseParams(ref, "25377123456", 1000)));
    await prompted(ref);
    fake.approve(ref);
    const transactionId = (await pending).json.params.transactionId;
    const part = await post(envelope("HPP_REFUNDPURCHASE", { ...hpp, amount: "300", transactionId: Number(transactionId), description: "part" }));
    expect(part.json.responseCode).toBe("2001");
    expect((await post(envelope("HPP_GETTRANINFO", { ...hpp, referenceId: ref }))).json.params.tranStatusId).toBe("6");
    expect((await post(envelope("HPP_REFUNDPURCHASE", { ...hpp, amount: "701", transactionId: Number(transactionId) }))).json.responseCode).toBe("5002");
    expect((await post(envelope("HPP_REFUNDPURCHASE", { ...hpp, amount: "700", transactionId: Number(transactionId) }))).json.responseCode).toBe("2001");
    expect((await post(envelope("API_CANCELPURCHASE", { ...api, paymentMethod: "MWALLET_ACCOUNT", transactionId, referenceId: ref }))).json).toMatchObject({ responseCode: "5202", errorCode: "E10207", responseMsg: "RCS_TRAN_ALREADY_CANCELLED" });
  });

  it("a held call past the front proxy's patience is a 504, and the prompt stays open", async () => {
    const impatient = await startWaafiPayFake({ proxyTimeoutMs: 100 });
    try {
      const ref = "att_proxy1";
      const res = await fetch(`${impatient.url}/asm`, { method: "POST", body: JSON.stringify(envelope("API_PURCHASE", purchaseParams(ref))) });
      expect(res.status).toBe(504);
      expect(impatient.transaction(ref)?.status).toBe("pending");
      impatient.approve(ref);
      expect(impatient.transaction(ref)?.status).toBe("approved");
    } finally {
      await impatient.close();
    }
  });

  it("writes the merchant transaction report for a period, with planted discrepancies", async () => {
    const own = await startWaafiPayFake({ autoApproveMs: 0 });
    try {
      const send = (ref: string, amount: string) => fetch(`${own.url}/asm`, { method: "POST", body: JSON.stringify(envelope("API_PURCHASE", purchaseParams(ref, "25377123456", amount))) });
      const from = new Date(Date.now() - 1000);
      for (const [ref, amount] of [["att_r1", "1000"], ["att_r2", "2000"], ["att_r3", "3000"], ["att_r4", "4000"]]) await send(ref, amount);
      own.plant({ kind: "wrong_amount", referenceId: "att_r1", amount: "999" });
      own.plant({ kind: "missing", referenceId: "att_r2" });
      own.plant({ kind: "wrong_status", referenceId: "att_r3", status: "Failed" });
      own.plant({ kind: "different_fee", referenceId: "att_r4", charges: "77" });
      own.plant({ kind: "extra", referenceId: "att_ghost", amount: "500", at: new Date().toISOString() });
      const csv = await (await fetch(`${own.url}/__fake/report?from=${from.toISOString()}&to=${new Date(Date.now() + 60_000).toISOString()}`)).text();
      const report = parseWaafiSettlementReport(csv);
      const byRef = new Map(report.records.map((r) => [r.gatewayRef, r]));
      expect(byRef.get("att_r1")).toMatchObject({ amount: 999n, currency: "DJF", status: "settled", kind: "payment", fee: 10n });
      expect(byRef.has("att_r2")).toBe(false);
      expect(byRef.get("att_r3")?.status).toBe("failed");
      expect(byRef.get("att_r4")?.fee).toBe(77n);
      expect(byRef.get("att_ghost")).toMatchObject({ amount: 500n });
      expect(report.payouts).toHaveLength(1);
      expect(report.payouts[0].currency).toBe("DJF");
    } finally {
      await own.close();
    }
  });
});

describe("the WaafiPay connector's conversions", () => {
  it("DJF has no minor unit: the gateway's amount is whole francs, both ways", () => {
    expect(waafiAmount(1500n, "DJF")).toBe("1500");
    expect(waafiAmountToMinor("1500.0", "DJF")).toBe(1500n);
    expect(waafiAmountToMinor(1500, "DJF")).toBe(1500n);
    expect(waafiAmountToMinor("1500.5", "DJF")).toBeNull();
    expect(waafiAmount(1050n, "USD")).toBe("10.50");
    expect(waafiAmountToMinor("10.5", "USD")).toBe(1050n);
  });

  it("a Djibouti E.164 number becomes WaafiPay's accountNo: digits with the country code, no +", () => {
    expect(waafiAccountNo("+25377123456")).toBe("25377123456");
    expect(waafiAccountNo("+253 77 12 34 56")).toBe("25377123456");
    expect(waafiAccountNo("")).toBeNull();
    expect(waafiAccountNo("+25377")).toBeNull();
  });

  it("refuses a report without its columns, naming them, and a line it cannot read, naming the line", () => {
    expect(() => parseWaafiSettlementReport("Transaction ID,Date\r\n1,2026-11-01")).toThrow(/lacks the column\(s\) Reference ID, Type, Status, Amount, Currency, Charges, Settlement ID/);
    expect(() => parseWaafiSettlementReport("")).toThrow(SettlementReportError);
    const header = "Transaction ID,Reference ID,Date,Type,Status,Amount,Currency,Charges,Settlement ID";
    expect(() => parseWaafiSettlementReport(`${header}\n1,att_1,2026-11-01 10:00:00,Purchase,Approved,10.5,DJF,0,`)).toThrow(/line 2: Amount "10.5" is not an amount in DJF/);
    expect(() => parseWaafiSettlementReport(`${header}\n1,att_1,2026-11-01 10:00:00,Gift,Approved,10,DJF,0,`)).toThrow(/line 2: Type "Gift"/);
    const ok = parseWaafiSettlementReport(`${header}\n"1","att_1","2026-11-01 10:00:00","Reversal","Approved","1,000","DJF","0","STL-1"\n`);
    expect(ok.records[0]).toMatchObject({ kind: "refund", processorRef: "1", gatewayRef: null, amount: 1000n, settlementRef: "STL-1", occurredAt: new Date("2026-11-01T10:00:00Z") });
  });
});
