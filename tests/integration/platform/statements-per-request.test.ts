// Count the statements each request sends; docs/performance.md lists them per endpoint.
// Every round trip to PostgreSQL that one request of each hot endpoint makes, counted at the pg
// driver (pg.Client#query: Prisma's statements, BEGIN and COMMIT, and hotQuery's prepared statements
// alike), on a warm process: each endpoint is called twice first, so the per-process caches (the
// API key, ledger accounts) are as they are under load. Left out: the rate limiter's statement (with
// leases, one per ten requests of a key: docs/performance.md "Token leases") and the API key's
// lookup, which a process repeats once per KEY_CACHE_TTL_MS whatever the load (on a slow machine
// the cache can run out during this file).
//
// The figures must equal the table in docs/performance.md, "Statements per request": a change that
// adds a round trip to a hot path fails here until the docs say so (and why).
import "@/tests/support/next-async-storage";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor, validPaymentBody } from "@/tests/factories/payments";
import { GET as account } from "@/app/v2/account/route";
import { GET as verify } from "@/app/v2/payments/[reference]/verify/route";
import { GET as listPayments } from "@/app/v2/payments/route";
import { POST as createHosted } from "@/app/v2/payments/hosted/route";
import { POST as refund } from "@/app/v2/payments/[reference]/refunds/route";
import { POST as createPayout } from "@/app/v2/payouts/route";
import { POST as testFunds } from "@/app/v2/balances/test-funds/route";
import { POST as createVirtualAccount } from "@/app/v2/virtual-accounts/route";
import { POST as creditVirtualAccount } from "@/app/v2/virtual-accounts/[virtual_account_id]/test-credits/route";
import { POST as debitVirtualAccount } from "@/app/v2/virtual-accounts/[virtual_account_id]/debits/route";
import { submitPaymentAttempt } from "@/lib/payments/attempts/submit-payment-attempt";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";
import { db } from "@/lib/db";

setupTestDatabase();

const DOCS = path.join(import.meta.dirname, "../../../docs/performance.md");

/** The documented table: endpoint → round trips. */
function documentedCounts(): Map<string, number> {
  const text = fs.readFileSync(DOCS, "utf8");
  const section = text.split("### Statements per request")[1]?.split(/\n#{2,3} /)[0] ?? "";
  const counts = new Map<string, number>();
  for (const match of section.matchAll(/^\| ([^|]+?) \| (\d+) \|/gm)) counts.set(match[1].trim(), Number(match[2]));
  return counts;
}

type Measured = { count: number; statements: string[] };
const measured = new Map<string, Measured>();

/** Counts pg round trips while `run` goes (the rate limiter's left out, see above). */
let recording: string[] | null = null;
const originalQuery = pg.Client.prototype.query;

function shortText(query: unknown): string {
  const text = typeof query === "string" ? query : ((query as { text?: string })?.text ?? String(query));
  return text.replace(/\s+/g, " ").replace(/"public"\./g, "").trim();
}

async function measure(label: string, run: () => Promise<Response>, status = 201) {
  // Two warm-up calls: caches filled and statements prepared, as in a process under load.
  for (let i = 0; i < 2; i++) expect((await run()).status, `${label} (warm-up)`).toBe(status);
  recording = [];
  const res = await run();
  const statements = recording.filter((s) => !s.includes("RateLimitBucket") && !/^(SELECT|UPDATE) "ApiKey"/.test(s)).map((s) => s.slice(0, 90));
  recording = null;
  expect(res.status, `${label}: ${await res.clone().text()}`).toBe(status);
  measured.set(label, { count: statements.length, statements });
}

describe.skipIf(!onPostgres)("round trips to PostgreSQL per request (docs/performance.md)", () => {
  beforeAll(async () => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if (recording) recording.push(shortText(args[0]));
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof originalQuery;

    const owner = await createTestMerchant();
    const key = owner.keys.test.secret;
    // The figures below are the payment path without customer profiles, as they always were; new
    // merchants have profiles on (item 9), measured apart below.
    const profilesOn = await createTestMerchant();
    await updateMerchantSettings(db(), { merchantId: owner.merchant.id, actor: { type: "dashboard", userId: owner.user.id }, input: { customer_profiles_enabled: false } });
    const noParams = { params: Promise.resolve({}) };
    const paid = await createHostedPaymentFor(key, { amount: 500, currency: "ETB", merchant_reference: "order-statements-1" });
    await submitPaymentAttempt(paid.token, { method: "card", card: { number: "4242424242424242", expMonth: 1, expYear: 2040, cvc: "123", name: "A", brand: "visa", last4: "4242" } });
    const byReference = { params: Promise.resolve({ reference: paid.reference }) };
    await testFunds(apiRequest("/v2/balances/test-funds", { key, body: { amount: 100_000, currency: "ETB" } }), noParams);
    const va = await (await createVirtualAccount(apiRequest("/v2/virtual-accounts", { key, body: { currency: "ETB", account_name: "A" } }), noParams)).json();
    const vaParams = { params: Promise.resolve({ virtual_account_id: va.data.virtual_account_id }) };
    await creditVirtualAccount(apiRequest(`/v2/virtual-accounts/${va.data.virtual_account_id}/test-credits`, { key, body: { amount: 1000 } }), vaParams);

    let n = 0;
    await measure("GET /v2/account", () => account(apiRequest("/v2/account", { key }), noParams), 200);
    await measure("GET /v2/payments/{ref}/verify", () => verify(apiRequest(`/v2/payments/${paid.reference}/verify`, { key }), byReference), 200);
    await measure(
      "GET /v2/payments/{merchant_reference}/verify",
      () => verify(apiRequest("/v2/payments/order-statements-1/verify", { key }), { params: Promise.resolve({ reference: "order-statements-1" }) }),
      200,
    );
    await measure("GET /v2/payments (first page)", () => listPayments(apiRequest("/v2/payments?per_page=20", { key }), noParams), 200);
    await measure("POST /v2/payments/hosted", () => createHosted(apiRequest("/v2/payments/hosted", { key, body: validPaymentBody })));
    await measure("POST /v2/payments/hosted (customer profiles on, a returning customer)", () =>
      createHosted(apiRequest("/v2/payments/hosted", { key: profilesOn.keys.test.secret, body: validPaymentBody })),
    );
    await measure("POST /v2/payments/hosted with Idempotency-Key", () =>
      createHosted(apiRequest("/v2/payments/hosted", { key, body: validPaymentBody, headers: { "idempotency-key": `statements-${n++}` } })),
    );
    // A replay of a finished request reads the stored answer without the key's lock.
    await measure("POST /v2/payments/hosted, a replay of a finished request", () =>
      createHosted(apiRequest("/v2/payments/hosted", { key, body: validPaymentBody, headers: { "idempotency-key": `statements-${n - 1}` } })),
    );
    await measure("POST /v2/payments/{ref}/refunds", () => refund(apiRequest(`/v2/payments/${paid.reference}/refunds`, { key, body: { amount: 1 } }), byReference));
    await measure("POST /v2/payouts", () =>
      createPayout(
        apiRequest("/v2/payouts", { key, body: { amount: 10, currency: "ETB", account: { account_name: "A", account_number: "1000123450000", bank_slug: "cbe" } } }),
        noParams,
      ),
    );
    await measure("POST /v2/virtual-accounts/{id}/debits", () =>
      debitVirtualAccount(apiRequest(`/v2/virtual-accounts/${va.data.virtual_account_id}/debits`, { key, body: { amount: 1, merchant_reference: `vad-${n++}` } }), vaParams),
    );
  });

  afterAll(() => {
    pg.Client.prototype.query = originalQuery;
    // The measured statements, for the docs and for whoever changes a count.
    for (const [label, { count, statements }] of measured) console.log(`${label}: ${count}\n  ${statements.join("\n  ")}`);
  });

  it("each hot endpoint sends the number of round trips docs/performance.md lists", () => {
    const documented = documentedCounts();
    const actual = Object.fromEntries([...measured].map(([label, { count }]) => [label, count]));
    expect(actual).toEqual(Object.fromEntries([...measured.keys()].map((label) => [label, documented.get(label)])));
  });

  it("counts what it should: BEGIN and COMMIT are round trips too", () => {
    const initialize = measured.get("POST /v2/payments/hosted with Idempotency-Key")!;
    expect(initialize.statements[0]).toMatch(/^(BEGIN|SELECT|INSERT|UPDATE)/);
    expect(initialize.statements.some((s) => s.startsWith("BEGIN"))).toBe(true);
    expect(initialize.statements.some((s) => s.startsWith("COMMIT"))).toBe(true);
  });
});
