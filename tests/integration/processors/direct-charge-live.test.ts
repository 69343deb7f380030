// A direct charge in live mode goes through the processor connection that serves the
// wallet (the attempt's own routing), here MTN MoMo's request-to-pay against its fake: the charge
// answers next_action push with the attempt on the connection, the customer approves on the phone,
// and status sync records the success, as for a hosted payment. Without a connection serving the
// wallet, the live charge is refused before anything is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { createTestMerchant } from "@/tests/factories/merchants";
import { postCharge } from "@/tests/factories/charges";
import { DEFAULT_MOMO_CREDENTIALS, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { db } from "@/lib/db";
import { createConnection, invalidateConnectionCache } from "@/lib/processors/connections";
import { momoReferenceId } from "@/lib/processors/mtn-momo/transformers";
import { confirmPendingAttempt } from "@/lib/payments/attempts/confirm-pending-attempt";
import { PUSH_MESSAGE } from "@/lib/charges/serialize-direct-charge";

setupTestDatabase();
checkLedgerAfterEach();

const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });

let fake: MtnMomoFake;
let merchant: Awaited<ReturnType<typeof createTestMerchant>>;
beforeAll(async () => {
  fake = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
  merchant = await createTestMerchant();
});
afterAll(async () => {
  await fake?.close();
});

describe("a live direct charge", () => {
  it("without a connection serving the wallet: 409 INVALID_STATE, nothing written", async () => {
    await db().processorConnection.updateMany({ data: { enabled: false } });
    invalidateConnectionCache();
    const { res, body } = await postCharge(merchant.keys.live.secret, { amount: 5000, currency: "UGX", method: "mtn_momo", phone_number: "+256772123456" });
    expect(res.status).toBe(409);
    expect(body.error.code).toBe("INVALID_STATE");
    expect(await db().payment.count({ where: { merchantId: merchant.merchant.id } })).toBe(0);
  });

  it("goes through the MTN MoMo connection: a push on the phone, then success once the customer approves", async () => {
    const connection = await createConnection({
      connector: "mtn_momo",
      mode: "live",
      credentials: { collection: product(DEFAULT_MOMO_CREDENTIALS.collection), target_environment: "mtnuganda" },
      baseUrl: fake.url,
      merchantId: merchant.merchant.id,
    });
    invalidateConnectionCache();
    const { res, body } = await postCharge(merchant.keys.live.secret, { amount: 5000, currency: "UGX", method: "mtn_momo", phone_number: "0772 123 456", merchant_reference: "live-dc-1" }, { "Idempotency-Key": "live-dc-1" });
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({ status: "pending", mode: "live", payment_type: "Direct charge", next_action: { type: "push", message: PUSH_MESSAGE } });

    // The attempt is the connection's, and the fake holds the request-to-pay for the gateway's attempt id.
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { paymentId: body.data.gateway_reference } });
    expect(attempt).toMatchObject({ connectionId: connection.id, outcome: "pending", method: "mtn_momo" });
    const requests = fake.kit.requests.filter((r) => r.method === "POST" && r.path.endsWith("/collection/v1_0/requesttopay"));
    expect(requests).toHaveLength(1);
    expect(requests[0].headers["x-reference-id"]).toBe(momoReferenceId(attempt.id));
    expect(JSON.parse(requests[0].body).payer).toEqual({ partyIdType: "MSISDN", partyId: "256772123456" });

    fake.approve(momoReferenceId(attempt.id));
    await confirmPendingAttempt(attempt);
    const paid = await db().payment.findUniqueOrThrow({ where: { id: body.data.gateway_reference } });
    expect(paid.status).toBe("success");
    expect((await db().event.findMany({ where: { objectId: paid.id } })).map((e) => e.type)).toEqual(["payment.success"]);
  });
});
