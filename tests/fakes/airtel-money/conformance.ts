// Airtel Money's harness for the connector conformance suite (tests/integration/processors/conformance/):
// the callback URL and its authentication key are the app's settings in Airtel's portal (configure),
// the PIN key is the one the fake publishes, and a refund reverses a whole payment.
import { expect } from "vitest";
import type { Harness } from "@/tests/integration/processors/conformance/harness";
import { airtelCallbackHash } from "@/lib/processors/airtel-money/transformers";
import { startAirtelMoneyFake, type AirtelMoneyFake } from "./server";

const AIRTEL_CALLBACK_KEY = "conformance-callback-key";
let airtelPinKey = "";

export const harness: Harness<AirtelMoneyFake> = {
  name: "airtel_money",
  callbacks: true,
  currency: "UGX",
  amount: 5000,
  attempt: (phone = "+256752123456") => ({ method: "airtel_money", account: phone, kind: "wallet" }),
  start: async () => {
    const fake = await startAirtelMoneyFake({ approvalDelayMs: null });
    airtelPinKey = fake.pinPublicKey;
    return fake;
  },
  credentials: () => ({
    client_id: "c02e9e46-db9d-4faf-b91a-94f88bbe688c",
    client_secret: "ab672211-4197-4c11-ba79-b29ce2034ca2",
    country: "UG",
    callback_secret: AIRTEL_CALLBACK_KEY,
    disbursement: { pin: "4321", public_key: airtelPinKey },
  }),
  configure: (fake, callbackUrl) => fake.setCallback(callbackUrl, AIRTEL_CALLBACK_KEY),
  customer: async (fake, attemptId, outcome) => (outcome === "success" ? fake.approve(attemptId) : fake.decline(attemptId)),
  abandon: async (fake, attemptId) => fake.timeout(attemptId),
  abandonReason: /not approved in time/,
  nextAction: "push",
  startCall: "POST /merchant/v1/payments/",
  unansweredStart: "customer_pays",
  completionCall: "POST /merchant/v1/payments/",
  // Airtel hashes its callbacks when callback authentication is on: a wrong hash is refused.
  forgedCallback: (attempt) => {
    const transaction = { id: attempt.id, message: "Transaction successful", status_code: "TS", airtel_money_id: "MP000000.0000.FORGED" };
    return { init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ transaction, hash: airtelCallbackHash(transaction, "not-the-app-key") }) }, status: 401 };
  },
  refunds: "whole_only",
  payoutAccount: (fails) => ({ account_name: "Nakato Sarah", account_number: fails ? "+256752001010" : "+256752654321", bank_slug: "airtel_ug" }),
  expectStartRequest(sent, attempt) {
    const body = JSON.parse(sent.body) as Record<string, unknown>;
    expect(sent.headers).toMatchObject({ "x-country": "UG", "x-currency": "UGX", authorization: expect.stringMatching(/^Bearer \S+$/) });
    // The msisdn without the country code, whole shillings, and the attempt id as Airtel's transaction id.
    expect(body).toEqual({ reference: attempt.paymentId, subscriber: { country: "UG", currency: "UGX", msisdn: "752123456" }, transaction: { amount: 5000, country: "UG", currency: "UGX", id: attempt.id } });
  },
};
