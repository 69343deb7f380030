// WaafiPay's harness for the connector conformance suite (tests/integration/processors/conformance/).
// WaafiPay documents no transfer service and sends no callbacks: its spec lists neither, so the suite
// checks no payout is routed to it and lets the worker's status sync stand in for the callback.
import { expect } from "vitest";
import type { Harness } from "@/tests/integration/processors/conformance/harness";
import { DEFAULT_WAAFI_CREDENTIALS, startWaafiPayFake, type WaafiPayFake } from "./server";

const waafiCredentials = {
  merchant_uid: DEFAULT_WAAFI_CREDENTIALS.merchantUid,
  api_user_id: DEFAULT_WAAFI_CREDENTIALS.apiUserId,
  api_key: DEFAULT_WAAFI_CREDENTIALS.apiKey,
  store_id: DEFAULT_WAAFI_CREDENTIALS.storeId,
  hpp_key: DEFAULT_WAAFI_CREDENTIALS.hppKey,
  environment: "production",
};

export const harness: Harness<WaafiPayFake> = {
  name: "waafipay",
  callbacks: false,
  currency: "DJF",
  amount: 1500,
  attempt: (phone = "+25377123456") => ({ method: "waafi", account: phone, kind: "wallet" }),
  // WaafiPay holds API_PURCHASE while the PIN prompt is open; its front proxy answering 504 after 200 ms
  // lets each scenario's customer decide after the start returned pending, as MoMo's push does.
  start: () => startWaafiPayFake({ proxyTimeoutMs: 200, promptTimeoutMs: 60_000 }),
  credentials: () => waafiCredentials,
  configure: () => undefined, // no callbacks to configure
  customer: async (fake, attemptId, outcome) => (outcome === "success" ? fake.approve(attemptId) : fake.reject(attemptId, "rejected")),
  abandon: async (fake, attemptId) => fake.expire(attemptId),
  abandonReason: /not approved in time/,
  nextAction: "push",
  startCall: "POST /asm",
  unansweredStart: "customer_pays",
  completionCall: "POST /asm",
  // No callbacks at all: whatever is posted to the callback URL is refused.
  forgedCallback: (attempt) => ({
    init: { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ externalId: attempt.id, status: "SUCCESSFUL", amount: "1500", currency: "DJF", financialTransactionId: "forged" }) },
    status: 401,
  }),
  refunds: "partial",
  payoutAccount: () => ({ account_name: "Hassan Ali", account_number: "+25377654321", bank_slug: "waafi" }),
  expectStartRequest(sent, attempt) {
    // docs.waafipay.com "Purchase": one endpoint, one envelope; the gateway's attempt id is referenceId and invoiceId.
    expect(sent.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(sent.body)).toEqual({
      schemaVersion: "1.0",
      requestId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/),
      channelName: "WEB",
      serviceName: "API_PURCHASE",
      serviceParams: {
        merchantUid: DEFAULT_WAAFI_CREDENTIALS.merchantUid,
        apiUserId: DEFAULT_WAAFI_CREDENTIALS.apiUserId,
        apiKey: DEFAULT_WAAFI_CREDENTIALS.apiKey,
        paymentMethod: "MWALLET_ACCOUNT",
        payerInfo: { accountNo: "25377123456" },
        // DJF has no minor unit: 1500 francs is "1500".
        transactionInfo: { referenceId: attempt.id, invoiceId: attempt.id, amount: "1500", currency: "DJF", description: expect.any(String) },
      },
    });
  },
};
