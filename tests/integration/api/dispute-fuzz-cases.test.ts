// The dispute fuzz operations (tests/e2e/fuzz/operations.ts) sampled and sent to the real route
// handlers in this process, on claims seeded as the fuzz harness seeds them (an open one and a
// reversed one on a paid payment): every case answers the code it expects and writes nothing. The
// full fuzz suite runs them against a server (tests/e2e/fuzz.spec.ts); this catches a wrong
// expectation without a build.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor, createPaidPayment } from "@/tests/factories/payments";
import { OPERATIONS, type FuzzCase } from "@/tests/e2e/fuzz/operations";
import type { Targets } from "@/tests/e2e/fuzz/harness";
import { POST as recordClaim } from "@/app/v2/disputes/route";
import { POST as claimStatus } from "@/app/v2/disputes/[id]/claim-status/route";
import { db } from "@/lib/db";
import { ERROR_STATUS } from "@/lib/http/errors";
import type { RouteHandler } from "@/lib/api/with-api";

setupTestDatabase();

const ROUTES: { re: RegExp; names: string[]; load: () => Promise<Record<string, RouteHandler>> }[] = [
  { re: /^\/v2\/disputes$/, names: [], load: () => import("@/app/v2/disputes/route") },
  { re: /^\/v2\/disputes\/([^/]+)$/, names: ["id"], load: () => import("@/app/v2/disputes/[id]/route") },
  ...["evidence", "files", "submit", "accept", "claim-status"].map((tail) => ({
    re: new RegExp(`^/v2/disputes/([^/]+)/${tail}$`),
    names: ["id"],
    load: () => import(`@/app/v2/disputes/[id]/${tail}/route`) as Promise<Record<string, RouteHandler>>,
  })),
];

/** Categories whose request Next itself would route as sent (hostile encodings of the path are the server's to judge). */
const IN_PROCESS = new Set(["business", "schema", "state", "query", "query-value", "content-type", "auth", "method", "idempotency-key", "invalid-json", "json-shape", "nul-surrogate", "too-large", "invalid-utf8"]);

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
  const stand = (p: string) => ({ id: `${p}_${"Z".repeat(22)}`, reference: `fuzz-${p}` });
  targets = {
    merchantId: m.merchant.id,
    key,
    paid: { id: paid.reference, reference: "fuzz-paid" },
    pending: { id: pending.reference, reference: "fuzz-pending" },
    refund: stand("rfd"),
    active: stand("sub").id,
    inactive: stand("sub").id,
    activeAccount: { bank_slug: "cbe", account_number: "1000200030004" },
    // Nothing refunded here: all of it is still the customer's to claim.
    refundableRemaining: 1000,
    payouts: { success: stand("po"), otp: stand("po"), approve: stand("po"), reject: stand("po") },
    payoutFunds: {},
    batch: { id: stand("pob").id, payouts: [] },
    events: { payment: stand("evt").id, payout: stand("evt").id },
    webhookEndpoint: { enabled: stand("whe").id, disabled: stand("whe").id },
    webhookDelivery: stand("whd").id,
    customer: { id: stand("cus").id, payment: stand("pay").id },
    virtualAccount: { id: stand("va").id, reference: "fuzz-va", debitReference: "fuzz-debit", balance: 0 },
    callbacks: { chapa: { token: "x", webhookSecret: "x" }, mtn: { token: "x" } },
    paymentLink: { image: stand("img").id, donation: stand("plink").id, event: stand("plink").id, heldTicket: "TKT-2345-6789", checkedInTicket: "TKT-3456-789A" },
    dispute,
  };
});

async function send(c: FuzzCase) {
  const [pathname] = c.request.target.split("?");
  const route = ROUTES.find((r) => r.re.test(pathname))!;
  const match = route.re.exec(pathname)!;
  const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(match[i + 1])]));
  const handler = (await route.load())[c.request.method];
  const body = c.request.body === undefined || c.request.method === "GET" ? undefined : c.request.body;
  const res = await handler(new Request(`http://localhost${c.request.target}`, { method: c.request.method, headers: c.request.headers, body: body as BodyInit | undefined }), { params: Promise.resolve(params) });
  return { status: res.status, text: await res.text() };
}

const written = async () =>
  JSON.stringify(
    await Promise.all([db().dispute.findMany({ orderBy: { id: "asc" } }), db().disputeFile.count(), db().auditLog.count(), db().event.count(), db().ledgerTransaction.count(), db().idempotencyKey.count()]),
    (_k, v) => (typeof v === "bigint" ? String(v) : v),
  );

const names = OPERATIONS.map((o) => o.name).filter((n) => n.includes("/v2/disputes"));

describe("the dispute fuzz cases, in process", () => {
  it("names every dispute operation", () => expect(names).toHaveLength(8));

  it.each(names)("%s: each sampled case answers its expected code and writes nothing", async (name) => {
    const op = OPERATIONS.find((o) => o.name === name)!;
    const cases = fc.sample(op.cases(targets), { seed: 43, numRuns: Number(process.env.FUZZ_DISPUTE_SAMPLES ?? 60) }).filter((c) => IN_PROCESS.has(c.category));
    expect(cases.length).toBeGreaterThan(10);
    const before = await written();
    const wrong: string[] = [];
    for (const c of cases) {
      const res = await send(c);
      let code = "";
      try {
        code = res.status === 405 ? "METHOD_NOT_ALLOWED" : JSON.parse(res.text).error?.code;
      } catch {
        code = `(not JSON: ${res.text.slice(0, 80)})`;
      }
      if (code !== c.expect || res.status !== ERROR_STATUS[c.expect]) wrong.push(`${c.category} [${c.note}]: expected ${c.expect}, got ${res.status} ${res.text.slice(0, 300)}`);
    }
    expect(wrong).toEqual([]);
    expect(await written()).toBe(before);
  }, 300_000);
});
