// WaafiPay's harness for the connector conformance suite (tests/integration/processors/conformance/).
// WaafiPay documents no transfer service and sends no callbacks: its spec lists neither, so the suite
// checks no payout is routed to it and lets the worker's status sync stand in for the callback.
import { expect } from "vitest";
import { db } from "@/lib/db";
import { processorForConnection } from "@/lib/processors/registry";
import { recordAttemptOutcome } from "@/lib/payments/attempts/record-attempt-outcome";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import type { Harness } from "@/tests/integration/processors/conformance/harness";
import { DEFAULT_WAAFI_CREDENTIALS, startWaafiPayFake, type WaafiPayFake } from "./server";

/** The worker's status sync, now: the due confirm job of every pending attempt runs. */
async function statusSync() {
  await db().job.updateMany({ where: { type: "payment.confirm_pending_attempt", doneAt: null }, data: { runAt: new Date(Date.now() - 1000) } });
  await runDueJobs(db());
}
const paymentStatus = async (reference: string) => (await db().payment.findUniqueOrThrow({ where: { id: reference } })).status;

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
  fidelity: [
    {
      // WaafiPay documents no code for a reused referenceId; its own PHP SDK's sandbox log answers one
      // 5035 RCS_FAILED_TOCREATE_ORDER (the fake's guess for API_PURCHASE). Taken for a decline, the
      // retried start failed the attempt while the first one was on the customer's phone.
      name: "a start resent after a lost answer is refused with a code WaafiPay does not document: the attempt stays in doubt, and status sync finds the customer's payment",
      async run({ fake, livePayment, connectionId, merchantId }) {
        const { reference, attempt } = await livePayment();
        expect(attempt.outcome).toBe("pending");
        // What WaafiPay's sandbox answers a reused referenceId (nothing else happens: the fake refuses it).
        const reused = (await fetch(`${fake.url}/asm`, { method: "POST", body: fake.kit.requests.find((r) => r.body.includes('"API_PURCHASE"') && r.body.includes(attempt.id))!.body }).then((r) => r.json())) as { responseCode: string; responseMsg: string };
        expect(reused).toMatchObject({ responseCode: "5035", responseMsg: "RCS_FAILED_TOCREATE_ORDER" });
        const processor = (await processorForConnection(connectionId))!;
        const again = await processor.authorize({ attemptId: attempt.id, amount: 1500n, currency: "DJF", method: "waafi", account: "+25377123456" });
        expect(fake.kit.requests.filter((r) => r.body.includes('"API_PURCHASE"') && r.body.includes(attempt.id))).toHaveLength(3);
        expect(again.outcome).toBe("pending");
        // The resent start's answer goes the one way every answer goes: the payment waits.
        await recordAttemptOutcome(db(), { id: attempt.id, merchantId }, again);
        expect(await paymentStatus(reference)).toBe("pending");
        fake.approve(attempt.id);
        await statusSync();
        expect(await paymentStatus(reference)).toBe("success");
        expect(fake.transaction(attempt.id)?.status).toBe("approved");
      },
    },
    {
      // Merchants' integrations quote WaafiPay's declines as 5206 RCS_TRAN_FAILED_AT_ISSUER_SYSTEM
      // (STATE: …, ERRCODE: 4004 - User Aborted | 8001 - Hadhaagaagu kuguma filna …) and "(Invalid PIN code";
      // status sync reads the same words in the failed transaction's description.
      name: "the issuers' decline texts (ERRCODE 4004 User Aborted, 8001 insufficient balance, Invalid PIN) give the customer's reason",
      async run({ fake, livePayment }) {
        for (const [why, reason] of [
          ["rejected", "The payment was declined on the phone"],
          ["insufficient", "Not enough money in the WAAFI account"],
          ["pin", "The WAAFI PIN was wrong"],
        ] as const) {
          const { reference, attempt } = await livePayment();
          fake.reject(attempt.id, why);
          expect(fake.transaction(attempt.id)?.failure?.msg).toMatch(/^RCS_TRAN_FAILED_AT_ISSUER_SYSTEM \(/);
          await statusSync();
          expect(await paymentStatus(reference)).toBe("failed");
          expect((await db().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).reason).toBe(reason);
        }
      },
    },
  ],
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
