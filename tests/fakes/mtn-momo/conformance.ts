// MTN MoMo's harness for the connector conformance suite (tests/integration/processors/conformance/).
import { expect } from "vitest";
import type { Harness } from "@/tests/integration/processors/conformance/harness";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "./server";

export const harness: Harness<MtnMomoFake> = {
  name: "mtn_momo",
  callbacks: true,
  currency: "UGX",
  amount: 5000,
  attempt: (phone = "+256772123456") => ({ method: "mtn_momo", account: phone, kind: "wallet" }),
  start: () => startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null }),
  credentials: () => {
    const p = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
    return { collection: p(DEFAULT_MOMO_CREDENTIALS.collection), disbursement: p(DEFAULT_MOMO_CREDENTIALS.disbursement), target_environment: "mtnuganda" };
  },
  publicCredentialValues: ["mtnuganda"],
  configure: () => undefined, // MoMo takes the callback URL per request (X-Callback-Url)
  customer: async (fake, attemptId, outcome) => (outcome === "success" ? fake.approve(momoReferenceId(attemptId)) : fake.reject(momoReferenceId(attemptId), "APPROVAL_REJECTED")),
  abandon: async (fake, attemptId) => fake.reject(momoReferenceId(attemptId), "EXPIRED"),
  abandonReason: /not approved in time/,
  nextAction: "push",
  startCall: "POST /collection/v1_0/requesttopay",
  unansweredStart: "customer_pays",
  completionCall: "POST /collection/v1_0/requesttopay",
  // MoMo's callbacks are unsigned: taken as a hint (200), and the re-read says pending.
  forgedCallback: (attempt) => ({
    init: { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ externalId: attempt.id, status: "SUCCESSFUL", amount: "5000", currency: "UGX", financialTransactionId: "forged" }) },
    status: 200,
  }),
  refunds: "partial",
  // MoMo refunds and payouts are transfers; this fake's transfers to ordinary numbers wait for approval.
  approveTransfer: (fake, gatewayId) => fake.approve(momoReferenceId(gatewayId)),
  payoutAccount: (fails) => ({ account_name: "Nakato Sarah", account_number: fails ? "+256772123450" : "+256772654321", bank_slug: "mtn_momo_ug" }),
  expectStartRequest(sent, attempt) {
    const body = JSON.parse(sent.body) as Record<string, unknown>;
    expect(sent.headers["x-reference-id"]).toBe(momoReferenceId(attempt.id));
    expect(sent.headers["x-target-environment"]).toBe("mtnuganda");
    expect(sent.headers["x-callback-url"]).toContain("/v2/processor-callbacks/");
    expect(sent.headers.authorization).toMatch(/^Bearer /);
    expect(body).toEqual({ amount: "5000", currency: "UGX", externalId: attempt.id, payer: { partyIdType: "MSISDN", partyId: "256772123456" }, payerMessage: expect.any(String), payeeNote: expect.any(String) });
  },
};
