// The WaafiPay connector's answers to what WaafiPay does that the conformance suite's
// scenarios do not reach: a resent purchase (WaafiPay refuses the reused referenceId with a code it does
// not document; the connector asks instead, never declines, and never charges twice), the front proxy
// giving up on a held purchase (pending, the prompt still open), the issuers' decline texts (the
// customer's reason), an issuer error it does not explain (in doubt: asked), wrong credentials (in
// doubt, not a decline), a charged amount that is not the payment's, refunds in full and in part (and
// a repeated reversal), and `check`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { DEFAULT_WAAFI_CREDENTIALS as C, startWaafiPayFake, type WaafiPayFake } from "@/tests/fakes/waafipay/server";
import { createConnection } from "@/lib/processors/connections";
import { processorForConnectionRow } from "@/lib/processors/registry";
import type { Processor } from "@/lib/processors/types";

setupTestDatabase();

const credentials = { merchant_uid: C.merchantUid, api_user_id: C.apiUserId, api_key: C.apiKey, store_id: C.storeId, hpp_key: C.hppKey, environment: "production" };
const purchase = (attemptId: string, amount = 1500n, account = "+25377123456") => ({ attemptId, amount, currency: "DJF", method: "waafi", account });
/** The customer approves as soon as the prompt reaches the phone (the purchase is held meanwhile). */
const approveWhenPrompted = (referenceId: string) => {
  const timer = setInterval(() => {
    if (fake.transaction(referenceId)?.status !== "pending") return;
    clearInterval(timer);
    fake.approve(referenceId);
  }, 5);
  setTimeout(() => clearInterval(timer), 5_000);
};

let fake: WaafiPayFake;
let waafi: Processor;
beforeAll(async () => {
  fake = await startWaafiPayFake({ proxyTimeoutMs: 1_000 });
  waafi = processorForConnectionRow(await createConnection({ connector: "waafipay", mode: "live", credentials, baseUrl: fake.url }));
});
afterAll(async () => fake?.close());

describe("the WaafiPay connector", () => {
  it("approved while the call is held: success with WaafiPay's transactionId", async () => {
    approveWhenPrompted("att_wc_ok");
    const outcome = await waafi.authorize(purchase("att_wc_ok"));
    expect(outcome).toEqual({ outcome: "success", processorRef: fake.transaction("att_wc_ok")!.transactionId });
  });

  it("the front proxy gives up (504): pending with push, then status sync finds the customer's answer", async () => {
    const outcome = await waafi.authorize(purchase("att_wc_slow"));
    expect(outcome).toMatchObject({ outcome: "pending", push: true, processorRef: "att_wc_slow" });
    expect(await waafi.status({ attemptId: "att_wc_slow" })).toMatchObject({ outcome: "pending" });
    fake.approve("att_wc_slow");
    expect(await waafi.status({ attemptId: "att_wc_slow", expected: { amount: 1500n, currency: "DJF" } })).toEqual({ outcome: "success", processorRef: fake.transaction("att_wc_slow")!.transactionId });
    // A status of an amount that is not the payment's is not a success.
    expect(await waafi.status({ attemptId: "att_wc_slow", expected: { amount: 1600n, currency: "DJF" } })).toMatchObject({ outcome: "failed", reason: /not the payment's amount/ });
  });

  it("a resent purchase after a lost answer is refused with a code WaafiPay does not document (5035, as its sandbox answers a reused referenceId): asked, never declined, one charge", async () => {
    approveWhenPrompted("att_wc_twice");
    const first = await waafi.authorize(purchase("att_wc_twice"));
    expect(first.outcome).toBe("success");
    const again = await waafi.authorize(purchase("att_wc_twice"));
    expect(again).toEqual(first);
    const purchases = fake.kit.requests.filter((r) => r.body.includes('"API_PURCHASE"') && r.body.includes("att_wc_twice"));
    expect(purchases).toHaveLength(2);
    expect(fake.transaction("att_wc_twice")?.status).toBe("approved");
    // Resent while the first prompt is still on the phone: in doubt (pending), then the customer's answer stands.
    const open = await waafi.authorize(purchase("att_wc_open"));
    expect(open).toMatchObject({ outcome: "pending", processorRef: "att_wc_open" });
    expect(await waafi.authorize(purchase("att_wc_open"))).toMatchObject({ outcome: "pending", push: true, processorRef: "att_wc_open" });
    fake.approve("att_wc_open");
    expect(await waafi.status({ attemptId: "att_wc_open", expected: { amount: 1500n, currency: "DJF" } })).toMatchObject({ outcome: "success" });
  });

  it("the issuers' decline texts (RCS_TRAN_FAILED_AT_ISSUER_SYSTEM … ERRCODE …) carry the customer's reason, answered or found by status sync; an unknown attempt is unknown", async () => {
    expect(await waafi.authorize(purchase("att_wc_poor", 1500n, "+25377120001"))).toMatchObject({ outcome: "failed", reason: "Not enough money in the WAAFI account" });
    expect(await waafi.authorize(purchase("att_wc_no", 1500n, "+25377120002"))).toMatchObject({ outcome: "failed", reason: "The payment was declined on the phone" });
    expect(await waafi.authorize(purchase("att_wc_nobody", 1500n, "+25377120003"))).toMatchObject({ outcome: "failed", reason: "No WAAFI account for this number" });
    expect(await waafi.authorize(purchase("att_wc_none", 1500n, ""))).toMatchObject({ outcome: "failed", reason: "A WAAFI number is needed" });
    for (const [ref, how, reason] of [
      ["att_wc_pin", "pin", "The WAAFI PIN was wrong"],
      ["att_wc_5310", "user_rejected", "The payment was declined on the phone"],
      ["att_wc_late", "expire", "The payment was not approved in time"],
    ] as const) {
      const held = waafi.authorize(purchase(ref));
      for (let i = 0; i < 200 && fake.transaction(ref)?.status !== "pending"; i++) await new Promise((r) => setTimeout(r, 5));
      if (how === "expire") fake.expire(ref);
      else fake.reject(ref, how);
      expect(await held).toMatchObject({ outcome: "failed", reason });
      // Status sync reads the same text from the transaction's description.
      expect(await waafi.status({ attemptId: ref })).toMatchObject({ outcome: "failed", reason });
    }
    expect(await waafi.status({ attemptId: "att_wc_never" })).toEqual({ outcome: "unknown" });
  });

  it("an issuer error it does not explain (5206 \"error occurred, please try again later\") is in doubt: the connector asks, and finds the charge", async () => {
    expect(await waafi.authorize(purchase("att_wc_err", 1500n, "+25377120004"))).toEqual({ outcome: "success", processorRef: fake.transaction("att_wc_err")!.transactionId });
  });

  it("wrong API credentials answer a code WaafiPay does not document: in doubt (pending, nothing charged), not a decline; check names wrong HPP credentials", async () => {
    const wrongApi = processorForConnectionRow(await createConnection({ connector: "waafipay", mode: "live", credentials: { ...credentials, api_key: "API-wrong-000000000000" }, baseUrl: fake.url }));
    expect(await wrongApi.authorize(purchase("att_wc_wrong"))).toMatchObject({ outcome: "pending", processorRef: "att_wc_wrong" });
    expect(fake.transaction("att_wc_wrong")).toBeUndefined();
    expect(await wrongApi.status({ attemptId: "att_wc_wrong" })).toEqual({ outcome: "unknown" });
    const wrongHpp = processorForConnectionRow(await createConnection({ connector: "waafipay", mode: "live", credentials: { ...credentials, hpp_key: "HPP-wrong-000000000000" }, baseUrl: fake.url }));
    expect(await wrongHpp.check!()).toMatchObject({ ok: false, detail: /5301/ });
    expect(await waafi.check!()).toMatchObject({ ok: true, detail: /authenticated \(production, store 1000201/ });
  });

  it("refunds: part, then the rest, then a repeat of the last is the same success; a full refund is a reversal", async () => {
    approveWhenPrompted("att_wc_refund");
    await waafi.authorize(purchase("att_wc_refund", 1000n));
    expect(await waafi.refund!({ attemptId: "att_wc_refund", amount: 400n, currency: "DJF", refundId: "rfd_wc1" })).toMatchObject({ outcome: "succeeded" });
    expect(await waafi.refund!({ attemptId: "att_wc_refund", amount: 600n, currency: "DJF", refundId: "rfd_wc2" })).toMatchObject({ outcome: "succeeded" });
    expect(fake.transaction("att_wc_refund")).toMatchObject({ status: "reversed", refunded: 1000 });
    expect(await waafi.refund!({ attemptId: "att_wc_refund", amount: 600n, currency: "DJF", refundId: "rfd_wc2" })).toMatchObject({ outcome: "succeeded" });
    expect(fake.transaction("att_wc_refund")?.refunded).toBe(1000);
    // The attempt itself stays a success: it was charged.
    expect(await waafi.status({ attemptId: "att_wc_refund" })).toMatchObject({ outcome: "success" });
    // Nothing to refund for a declined or unknown attempt.
    expect(await waafi.refund!({ attemptId: "att_wc_poor", amount: 1500n, currency: "DJF", refundId: "rfd_wc3" })).toMatchObject({ outcome: "failed", reason: /no successful payment/ });
    expect(await waafi.refund!({ attemptId: "att_wc_never", amount: 1500n, currency: "DJF", refundId: "rfd_wc4" })).toMatchObject({ outcome: "failed" });
  });

  it("a part refund answered with a code WaafiPay does not document is unconfirmed: pending, never failed and never sent again; a purchase read back reversed is a full refund done", async () => {
    approveWhenPrompted("att_wc_doubt");
    await waafi.authorize(purchase("att_wc_doubt", 1000n));
    const sentRefunds = () => fake.kit.requests.filter((r) => r.body.includes('"HPP_REFUNDPURCHASE"')).length;
    // More than is left: the fake answers 5001 RCS_FAILED, which WaafiPay documents nowhere.
    const before = sentRefunds();
    const answer = await waafi.refund!({ attemptId: "att_wc_doubt", amount: 1200n, currency: "DJF", refundId: "rfd_wc_doubt" });
    expect(answer).toMatchObject({ outcome: "pending", refundRef: "unconfirmed:rfd_wc_doubt" });
    expect(sentRefunds()).toBe(before + 1);
    // Asked again (the job's next run), it is not sent a second time: a person settles it.
    expect(await waafi.refundStatus!({ refundId: "rfd_wc_doubt", attemptId: "att_wc_doubt", processorRef: "unconfirmed:rfd_wc_doubt" })).toMatchObject({ outcome: "pending" });
    expect(sentRefunds()).toBe(before + 1);
    // A purchase WaafiPay reads back as reversed: the refund that was in doubt is done; one still approved is unknown (sent).
    expect(await waafi.refundStatus!({ refundId: "rfd_wc_doubt2", attemptId: "att_wc_doubt", processorRef: null })).toEqual({ outcome: "unknown" });
    expect(await waafi.refund!({ attemptId: "att_wc_doubt", amount: 1000n, currency: "DJF", refundId: "rfd_wc_full" })).toMatchObject({ outcome: "succeeded" });
    expect(await waafi.refundStatus!({ refundId: "rfd_wc_full", attemptId: "att_wc_doubt", processorRef: null })).toMatchObject({ outcome: "succeeded" });
  });

  it("sends no payouts: the processor has no payouts part", async () => {
    expect(waafi.payouts).toBeUndefined();
    expect(waafi.parseCallback).toBeUndefined();
  });
});
