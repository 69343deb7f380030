// The dispute fuzz operations (tests/e2e/fuzz/operations.ts) sampled and sent to the real route
// handlers in this process, on claims seeded as the fuzz harness seeds them (an open one and a
// reversed one on a paid payment): every case answers the code it expects and writes nothing. The
// full fuzz suite runs them against a server (tests/e2e/fuzz.spec.ts); this catches a wrong
// expectation without a build.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor, createPaidPayment } from "@/tests/factories/payments";
import { inProcessTargets, operationNames, wrongAnswers, type InProcessRoute } from "@/tests/support/in-process-fuzz";
import type { Targets } from "@/tests/e2e/fuzz/harness";
import { POST as recordClaim } from "@/app/v2/disputes/route";
import { POST as claimStatus } from "@/app/v2/disputes/[id]/claim-status/route";
import { db } from "@/lib/db";

setupTestDatabase();

const ROUTES: InProcessRoute[] = [
  { re: /^\/v2\/disputes$/, names: [], load: () => import("@/app/v2/disputes/route") },
  { re: /^\/v2\/disputes\/([^/]+)$/, names: ["id"], load: () => import("@/app/v2/disputes/[id]/route") },
  ...["evidence", "files", "submit", "accept", "claim-status"].map((tail) => ({
    re: new RegExp(`^/v2/disputes/([^/]+)/${tail}$`),
    names: ["id"],
    load: () => import(`@/app/v2/disputes/[id]/${tail}/route`) as ReturnType<InProcessRoute["load"]>,
  })),
];

let targets: Targets;
beforeAll(async () => {
  const m = await createTestMerchant();
  const key = m.keys.test.secret;
  const paid = await createPaidPayment(key, { amount: 1000, currency: "ETB", merchant_reference: "fuzz-paid" });
  const pending = await createHostedPaymentFor(key, { amount: 50, currency: "USD", merchant_reference: "fuzz-pending" });
  const claim = async (operatorReference: string) => {
    const res = await recordClaim(apiRequest("/v2/disputes", { key, body: { payment_reference: paid.reference, operator_reference: operatorReference, reason: "unrecognized", amount: 5, note: "seed" } }), { params: Promise.resolve({}) });
    expect(res.status).toBe(201);
    return (await res.json()).data.dispute_reference as string;
  };
  const dispute = { open: await claim("fuzz-claim-open"), openReference: "fuzz-claim-open", closed: await claim("fuzz-claim-closed") };
  const reversed = await claimStatus(apiRequest(`/v2/disputes/${dispute.closed}/claim-status`, { key, body: { status: "reversed" } }), { params: Promise.resolve({ id: dispute.closed }) });
  expect(reversed.status).toBe(200);
  targets = inProcessTargets({ merchantId: m.merchant.id, key, paid: { id: paid.reference, reference: "fuzz-paid" }, pending: { id: pending.reference, reference: "fuzz-pending" }, refundableRemaining: 1000, dispute });
});

const written = async () =>
  JSON.stringify(
    await Promise.all([db().dispute.findMany({ orderBy: { id: "asc" } }), db().disputeFile.count(), db().auditLog.count(), db().event.count(), db().ledgerTransaction.count(), db().idempotencyKey.count()]),
    (_k, v) => (typeof v === "bigint" ? String(v) : v),
  );

const names = operationNames("/v2/disputes");

describe("the dispute fuzz cases, in process", () => {
  it("names every dispute operation", () => expect(names).toHaveLength(8));

  it.each(names)("%s: each sampled case answers its expected code and writes nothing", async (operation) => {
    const before = await written();
    const { sampled, wrong } = await wrongAnswers({ operation, targets, routes: ROUTES, seed: 43, samples: Number(process.env.FUZZ_DISPUTE_SAMPLES ?? 60) });
    expect(sampled).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
    expect(await written()).toBe(before);
  }, 300_000);
});
