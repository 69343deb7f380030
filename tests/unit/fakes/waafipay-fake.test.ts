// The WaafiPay fake against WaafiPay's documentation (tests/fakes/waafipay/README.md lists the pages):
// raw fetch only, so what is checked is the wire, not a client's reading of it. Also the connector's
// pure parts: DJF amounts (no minor unit), the accountNo form, the settlement report's reading.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WAAFI_CREDENTIALS as CREDS, startWaafiPayFake, type WaafiPayFake } from "@/tests/fakes/waafipay/server";
import { waafiAccountNo, waafiAmount, waafiAmountToMinor, waafiIssuerReason, waafiPurchaseVerdict } from "@/lib/processors/waafipay/transformers";
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

  it("a rejected prompt, a number without money, and an expired prompt are declines in the issuers' words (5206 RCS_TRAN_FAILED_AT_ISSUER_SYSTEM …)", async () => {
    const ref = `att_${randomUUID().slice(0, 8)}`;
    const pending = post(envelope("API_PURCHASE", purchaseParams(ref)));
    await prompted(ref);
    fake.reject(ref);
    const aborted = (await pending).json;
    expect(aborted).toMatchObject({ responseCode: "5206", errorCode: "E10205" });
    expect(aborted.responseMsg).toMatch(/^RCS_TRAN_FAILED_AT_ISSUER_SYSTEM \(STATE: rejected, ERRCODE: 4004 - User Aborted, TransactionId: \d+\)$/);
    const poor = await post(envelope("API_PURCHASE", purchaseParams(`att_${randomUUID().slice(0, 8)}`, "25377120001")));
    expect(poor.json).toMatchObject({ responseCode: "5206", errorCode: "E10205", responseMsg: expect.stringContaining("ERRCODE: 8001 - Hadhaagaagu kuguma filna") });
    const slow = await post(envelope("API_PURCHASE", purchaseParams(`att_${randomUUID().slice(0, 8)}`)));
    expect(slow.json).toMatchObject({ responseCode: "5206", responseMsg: expect.stringContaining("timeout occured waiting user response") });
    // Status sync finds the same words in the failed transaction's description.
    const info = await post(envelope("HPP_GETTRANINFO", { ...hpp, referenceId: ref }));
    expect(info.json.params).toMatchObject({ tranStatusId: "2", description: aborted.responseMsg });
    // The prompt rejected as integrations report it: 5310 RCS_USER_REJECTED.
    const ref2 = `att_${randomUUID().slice(0, 8)}`;
    const pending2 = post(envelope("API_PURCHASE", purchaseParams(ref2)));
    await prompted(ref2);
    fake.reject(ref2, "user_rejected");
    expect((await pending2).json).toMatchObject({ responseCode: "5310", responseMsg: "RCS_USER_REJECTED" });
  });

  it("refuses wrong credentials, a bad envelope, a duplicate referenceId, and a currency the merchant has not", async () => {
    // Guesses (README.md, "Codes"): WaafiPay documents none of these but 5301.
    expect((await post(envelope("API_PURCHASE", { ...purchaseParams("att_x1"), apiKey: "API-wrong-wrong-wrong-1" }))).json.responseCode).toBe("5010");
    expect((await post(envelope("API_PURCHASE", { ...purchaseParams("att_x2"), merchantUid: "M0000000" }))).json.responseCode).toBe("5010");
    expect((await post({ ...envelope("API_PURCHASE", purchaseParams("att_x3")), requestId: "not-a-uuid" })).json).toMatchObject({ responseCode: "5001", errorCode: "E10201", responseMsg: expect.stringMatching(/^RCS_FAILED \(/) });
    expect((await post(envelope("API_PURCHASE", purchaseParams("att_x4", "+25377123456")))).json.responseCode).toBe("5001");
    expect((await post(envelope("API_PURCHASE", purchaseParams("att x5")))).json.responseCode).toBe("5001");
    expect((await post(envelope("API_PURCHASE", { ...purchaseParams("att_x6"), transactionInfo: { referenceId: "att_x6", invoiceId: "i", amount: "5", currency: "USD" } }))).json.responseCode).toBe("5001");
    expect((await post(envelope("HPP_GETTRANINFO", { ...hpp, hppKey: "HPP-wrong-wrong-wrong-1" }))).json.responseCode).toBe("5301");
    expect((await post(envelope("HPP_GETTRANINFO", { ...hpp, storeId: 1 }))).json.responseCode).toBe("5301");
    // A duplicate referenceId is refused as WaafiPay's sandbox refuses a reused one on HPP_PURCHASE, and nothing is charged twice.
    const ref = `att_${randomUUID().slice(0, 8)}`;
    const first = post(envelope("API_PURCHASE", purchaseParams(ref)));
    await prompted(ref);
    expect((await post(envelope("API_PURCHASE", purchaseParams(ref)))).json).toMatchObject({ responseCode: "5035", errorCode: "E10222", responseMsg: "RCS_FAILED_TOCREATE_ORDER", params: {} });
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
    expect((await post(envelope("HPP_REFUNDPURCHASE", { ...hpp, amount: "701", transactionId: Number(transactionId) }))).json.responseCode).toBe("5001");
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

  it("reads the customer's reason from the texts WaafiPay and its issuers answer, as public integrations quote them", () => {
    // Quoted from a WaafiPay SDK guide (waafi-pay-sdk README) and merchants' integration code.
    expect(waafiIssuerReason("RCS_TRAN_FAILED_AT_ISSUER_SYSTEM (STATE: rejected, ERRCODE: 4004 - User Aborted, TransactionId: 465656)")).toBe("The payment was declined on the phone");
    expect(waafiIssuerReason("RCS_TRAN_FAILED_AT_ISSUER_SYSTEM (STATE: declined, ERRCODE: 8001 - Hadhaagaagu kuguma filna. Hadhaagaagu waa {SENDERBALANCE}, TransactionId: 465656)")).toBe("Not enough money in the WAAFI account");
    expect(waafiIssuerReason("Payment Failed (Haraaga xisaabtaadu kuguma filna, mobile No: 252618995283)")).toBe("Not enough money in the WAAFI account");
    expect(waafiIssuerReason("RCS_TRAN_FAILED_AT_ISSUER_SYSTEM (Your account balance is not sufficient")).toBe("Not enough money in the WAAFI account");
    expect(waafiIssuerReason("Payment Failed (Invalid PIN code)")).toBe("The WAAFI PIN was wrong");
    expect(waafiIssuerReason("RCS_TRAN_FAILED_AT_ISSUER_SYSTEM (Receiver Subscriber not found, TransactionId: 25446479)")).toBe("No WAAFI account for this number");
    expect(waafiIssuerReason("RCS_USER_REJECTED")).toBe("The payment was declined on the phone");
    expect(waafiIssuerReason("Payment Failed (Receiver is Locked)")).toBe("The WAAFI account is locked");
    expect(waafiIssuerReason(undefined, "timeout occured waiting user response")).toBe("The payment was not approved in time");
    expect(waafiIssuerReason("RCS_TRAN_FAILED_AT_ISSUER_SYSTEM (error occurred, please try again later")).toBeNull();
  });

  it("a purchase's answer is final only for a code WaafiPay documents as a decline or a text naming the customer's reason; anything else is in doubt", () => {
    // Documented (docs.waafipay.com "Introduction"): 5306 cancelled, 5309 timed out; an unknown text keeps the code's own reason.
    expect(waafiPurchaseVerdict({ responseCode: "5306", responseMsg: "RCS_HPP_USERACTION_CANCELLED" })).toEqual({ kind: "declined", reason: "The payment was declined on the phone" });
    expect(waafiPurchaseVerdict({ responseCode: "5309", responseMsg: "something new" })).toEqual({ kind: "declined", reason: "The payment was not approved in time" });
    // The issuer's words in params.description count as in responseMsg.
    expect(waafiPurchaseVerdict({ responseCode: "5206", responseMsg: "Payment Failed", params: { description: "STATE: rejected, ERRCODE: 4004 - User Aborted" } })).toEqual({ kind: "declined", reason: "The payment was declined on the phone" });
    // Undocumented codes with no reason to read: a reused referenceId (WaafiPay's sandbox), its generic failure, this gateway's old guesses, an issuer error.
    for (const answer of [
      { responseCode: "5035", errorCode: "E10222", responseMsg: "RCS_FAILED_TOCREATE_ORDER" },
      { responseCode: "5001", errorCode: "E10201", responseMsg: "RCS_FAILED" },
      { responseCode: "5003", responseMsg: "RCS_DUPLICATE_REFERENCEID" },
      { responseCode: "5004", responseMsg: "RCS_TRAN_NOT_FOUND" },
      { responseCode: "5206", errorCode: "E10205", responseMsg: "RCS_TRAN_FAILED_AT_ISSUER_SYSTEM (error occurred, please try again later, TransactionId: 1)" },
      { responseCode: "5206", responseMsg: "RCS_TRAN_FAILED_AT_ISSUER_SYSTEM (STATE: declined, ERRCODE: 9999 - Something new)" },
      {},
    ]) expect(waafiPurchaseVerdict(answer)).toEqual({ kind: "in_doubt" });
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
