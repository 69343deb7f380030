// The payout API end to end on a real database: every validation error of
// POST /v2/payouts with nothing written, the creation answer, idempotent retries, every
// transition through the worker with its event and its money, OTP and approval, verify
// across merchants and modes, live mode, test funds and the list with its filters and both
// kinds of pagination.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { checkLedgerAfterEach } from "@/tests/support/ledger";
import { apiRequest, createTestMerchant } from "@/tests/factories/merchants";
import { addLiveFundsFor, createFundedMerchant } from "@/tests/factories/funds";
import { GET as listRoute, POST as createRoute } from "@/app/v2/payouts/route";
import { GET as verifyRoute } from "@/app/v2/payouts/[reference]/verify/route";
import { POST as otpRoute } from "@/app/v2/payouts/[reference]/otp/route";
import { POST as approveRoute } from "@/app/v2/payouts/[reference]/approve/route";
import { POST as rejectRoute } from "@/app/v2/payouts/[reference]/reject/route";
import { POST as testFundsRoute } from "@/app/v2/balances/test-funds/route";
import { db } from "@/lib/db";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { processPayout, recordPayoutOutcome } from "@/lib/payouts/process-payout";
import { NO_PROCESSOR_REASON } from "@/lib/payouts/insert-payouts";
import { simulator } from "@/lib/processors/simulator";
import type { RouteHandler } from "@/lib/api/with-api";

setupTestDatabase();
checkLedgerAfterEach();

type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let m: Merchant;
let key: string;
let liveKey: string;

const noParams = { params: Promise.resolve({}) };
const params = (reference: string) => ({ params: Promise.resolve({ reference }) });
const cbe = (number: string) => ({ account_name: "Abebe Kebede", account_number: number, bank_slug: "cbe" });
const etb = (amount: number, number = "1000123450000", extra: Record<string, unknown> = {}) => ({ amount, currency: "ETB", account: cbe(number), ...extra });

async function create(body: unknown, opts: { key?: string; headers?: Record<string, string>; rawBody?: string } = {}) {
  const res = await createRoute(
    apiRequest("/v2/payouts", { key: opts.key ?? key, ...(opts.rawBody ? { rawBody: opts.rawBody, headers: { "content-type": "application/json", ...opts.headers } } : { body, headers: opts.headers }) }),
    noParams,
  );
  return { res, json: await res.json() };
}
async function createOk(body: unknown, k = key): Promise<string> {
  const { res, json } = await create(body, { key: k });
  if (res.status !== 201) throw new Error(`payout creation failed: ${JSON.stringify(json)}`);
  return json.data.gateway_reference;
}
async function call(handler: RouteHandler, path: string, reference: string, opts: { key?: string; body?: unknown; method?: string } = {}) {
  const res = await handler(apiRequest(path, { key: opts.key ?? key, body: opts.body, method: opts.method }), params(reference));
  return { res, json: await res.json() };
}
const verify = (reference: string, k = key) => call(verifyRoute, `/v2/payouts/${encodeURIComponent(reference)}/verify`, reference, { key: k });
const otp = (reference: string, code: string) => call(otpRoute, `/v2/payouts/${reference}/otp`, reference, { body: { otp: code } });
const approve = (reference: string, k = key) => call(approveRoute, `/v2/payouts/${reference}/approve`, reference, { key: k, body: {} });
const reject = (reference: string, body: unknown = {}) => call(rejectRoute, `/v2/payouts/${reference}/reject`, reference, { body });
async function statusOf(id: string) {
  return (await db().payout.findUniqueOrThrow({ where: { id } })).status;
}

/** The worker: runs due jobs until none is left (simulator delays are 0 in vitest). */
async function work() {
  for (let i = 0; i < 20; i++) if ((await runDueJobs(db())) === 0) return;
  throw new Error("jobs kept coming");
}

/** Every ledger balance of a merchant in one mode and currency, by account type (the merchant's own accounts). */
async function money(merchantId: string, currency: string, mode: "test" | "live" = "test") {
  const accounts = await db().ledgerAccount.findMany({
    where: { merchantId, mode, currency, ownerId: merchantId, type: { in: ["merchant_available", "payouts_in_flight", "payout_clearing", "fee_revenue"] } },
  });
  const out: Record<string, bigint> = { merchant_available: 0n, payouts_in_flight: 0n, payout_clearing: 0n, fee_revenue: 0n };
  for (const a of accounts) out[a.type] = a.balance;
  return out;
}

/** The payout's events as "previous -> new" moves, sorted (events of one transaction may share a timestamp). */
async function moves(id: string) {
  const events = await db().event.findMany({ where: { objectId: id } });
  return events
    .map((e) => {
      const p = e.payload as { status: string; previous_status?: string };
      expect(e.type).toBe(`payout.${p.status}`);
      return `${p.previous_status ?? "(created)"} -> ${p.status}`;
    })
    .sort();
}
const sorted = (list: string[]) => [...list].sort();

async function postings(id: string) {
  const txs = await db().ledgerTransaction.findMany({ where: { referenceId: id }, select: { kind: true } });
  return txs.map((t) => t.kind).sort();
}

/** Everything a refused request could have written. */
async function effects() {
  const [payouts, ledgerTransactions, events, audits, jobs, simulator, idempotency, accounts] = await Promise.all([
    db().payout.count(),
    db().ledgerTransaction.count(),
    db().event.count(),
    db().auditLog.count(),
    db().job.count(),
    db().simulatorPayout.count(),
    db().idempotencyKey.count(),
    db().ledgerAccount.findMany({ select: { id: true, balance: true }, orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ payouts, ledgerTransactions, events, audits, jobs, simulator, idempotency, accounts: accounts.map((a) => `${a.id}:${a.balance}`) });
}

beforeAll(async () => {
  m = await createFundedMerchant({ ETB: 100_000, UGX: 10_000_000, USD: 10_000 });
  key = m.keys.test.secret;
  liveKey = m.keys.live.secret;
});

describe("POST /v2/payouts: validation, nothing written", () => {
  async function refused(body: unknown, status: number, code: string, field?: string, opts: { rawBody?: string; key?: string } = {}) {
    const before = await effects();
    const { res, json } = await create(body, opts);
    expect(res.status, JSON.stringify(json)).toBe(status);
    expect(json.status).toBe("error");
    expect(json.error.code).toBe(code);
    if (field) expect(json.error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await effects()).toBe(before);
    return json;
  }

  it.each([
    ["amount", { currency: "ETB", account: cbe("1000123450000") }],
    ["currency", { amount: 10, account: cbe("1000123450000") }],
    ["account", { amount: 10, currency: "ETB" }],
    ["account.account_number", { amount: 10, currency: "ETB", account: { account_name: "A", bank_slug: "cbe" } }],
    ["account.bank_slug", { amount: 10, currency: "ETB", account: { account_name: "A", account_number: "1000123450000" } }],
    ["account.account_name", { amount: 10, currency: "ETB", account: { account_number: "1000123450000", bank_slug: "cbe" } }],
  ])("a missing %s is VALIDATION_ERROR", async (field, body) => {
    await refused(body, 400, "VALIDATION_ERROR", field);
  });

  it.each([
    ["status", { ...etb(10), status: "success" }],
    ["merchant_id", { ...etb(10), merchant_id: "mch_x" }],
    ["fee", { ...etb(10), fee: 0 }],
    ["account.iban", { ...etb(10), account: { ...cbe("1000123450000"), iban: "X" } }],
  ])("an unknown field %s is VALIDATION_ERROR (strict)", async (field, body) => {
    await refused(body, 400, "VALIDATION_ERROR", field);
  });

  it("a string amount is VALIDATION_ERROR", async () => {
    await refused({ ...etb(10), amount: "10" }, 400, "VALIDATION_ERROR", "amount");
  });

  it.each([
    ["zero", { ...etb(0) }],
    ["negative", { ...etb(-5) }],
    ["UGX with decimals", { amount: 1000.5, currency: "UGX", account: { account_name: "A", account_number: "1000123450000", bank_slug: "stanbic_ug" } }],
    ["USD with 3 decimals", { amount: 1.005, currency: "USD", account: { account_name: "A", account_number: "1000123450000", bank_slug: "cbe_usd" } }],
    ["ETB with 3 decimals", { ...etb(10.001) }],
    ["USD above the maximum", { amount: 1_000_000.01, currency: "USD", account: { account_name: "A", account_number: "1000123450000", bank_slug: "cbe_usd" } }],
  ])("amount %s is INVALID_VALUE on amount", async (_name, body) => {
    await refused(body, 400, "INVALID_VALUE", "amount");
  });

  it.each(["EUR", "", "etbx", "__proto__", "constructor"])("currency %j is INVALID_VALUE", async (currency) => {
    await refused({ ...etb(10), currency }, 400, "INVALID_VALUE", "currency");
  });

  it("an unknown bank slug is INVALID_FORMAT on account.bank_slug", async () => {
    const json = await refused({ ...etb(10), account: { ...cbe("1000123450000"), bank_slug: "nobank" } }, 400, "INVALID_FORMAT", "account.bank_slug");
    expect(json.message).toMatch(/Unknown bank_slug/);
  });

  it("a bank of another currency is INVALID_VALUE on account.bank_slug", async () => {
    const json = await refused({ ...etb(10), account: { ...cbe("1000123450000"), bank_slug: "stanbic_ug" } }, 400, "INVALID_VALUE", "account.bank_slug");
    expect(json.message).toMatch(/UGX, not ETB/);
    await refused({ amount: 10, currency: "USD", account: cbe("1000123450000") }, 400, "INVALID_VALUE", "account.bank_slug");
  });

  it.each([
    ["cbe", "12345"],
    ["cbe", "10001234500001"],
    ["cbe", "100012345000a"],
    ["boa", "1234567"],
    ["telebirr", "0811234567"],
    ["telebirr", "+256776467224"],
    ["telebirr", "12345"],
  ])("a %s account number %j breaking its rule is INVALID_FORMAT on account.account_number", async (bank_slug, account_number) => {
    await refused({ ...etb(10), account: { account_name: "A", account_number, bank_slug } }, 400, "INVALID_FORMAT", "account.account_number");
  });

  it("a wallet takes a local and a +E.164 number, stored as E.164", async () => {
    // Every common writing of an Ethiopian number (lib/phone.ts).
    for (const number of ["0911230000", "+251911230000", "911230000", "251 91 123 0000", "091-123-0000", "00251911230000", "+2510911230000"]) {
      const id = await createOk({ ...etb(1), account: { account_name: "Wallet", account_number: number, bank_slug: "telebirr" } });
      const { json } = await verify(id);
      expect(json.data.account.account_number).toBe("+251911230000");
      expect(json.data.service_fee).toBe(5); // a wallet's ETB fee
      await work();
    }
  });

  it("meta with a __proto__ key is VALIDATION_ERROR on meta", async () => {
    const rawBody = `{"amount":10,"currency":"ETB","account":{"account_name":"A","account_number":"1000123450000","bank_slug":"cbe"},"meta":{"__proto__":{"admin":true}}}`;
    await refused(undefined, 400, "VALIDATION_ERROR", "meta", { rawBody });
  });

  it("amount + fee above the available balance is INSUFFICIENT_BALANCE; exactly the balance is accepted", async () => {
    const poor = await createFundedMerchant({ ETB: 100 }); // fee 10.00: at most 90.00 can go out
    const k = poor.keys.test.secret;
    const before = await effects();
    const { res, json } = await create(etb(90.01), { key: k });
    expect(res.status).toBe(400);
    expect(json.error.code).toBe("INSUFFICIENT_BALANCE");
    expect(await effects()).toBe(before);
    // No balance at all in a currency: refused too, nothing written.
    const usd = await create({ amount: 1, currency: "USD", account: { account_name: "A", account_number: "1000123450000", bank_slug: "cbe_usd" } }, { key: k });
    expect(usd.json.error.code).toBe("INSUFFICIENT_BALANCE");
    expect(await effects()).toBe(before);

    const id = await createOk(etb(90), k);
    expect(await money(poor.merchant.id, "ETB")).toMatchObject({ merchant_available: 0n, payouts_in_flight: 10_000n });
    const again = await create(etb(0.01), { key: k });
    expect(again.json.error.code).toBe("INSUFFICIENT_BALANCE");
    await work();
    expect(await statusOf(id)).toBe("success");
  });

  it("a merchant_reference already used is 409 RESOURCE_CONFLICT; the other mode may use it", async () => {
    await createOk(etb(1, "1000123450000", { merchant_reference: "po-ref-dup" }));
    await work();
    const json = await refused(etb(2, "1000123450000", { merchant_reference: "po-ref-dup" }), 409, "RESOURCE_CONFLICT", "merchant_reference");
    expect(json.message).toMatch(/po-ref-dup/);
    // Unique per merchant AND mode: the live key may reuse it.
    await addLiveFundsFor(m.merchant.id, 10_000n, "ETB");
    const live = await create(etb(1, "1000123450000", { merchant_reference: "po-ref-dup" }), { key: liveKey });
    expect(live.res.status).toBe(201);
    // And another merchant may, too.
    const other = await createFundedMerchant({ ETB: 100 });
    await createOk(etb(1, "1000123450000", { merchant_reference: "po-ref-dup" }), other.keys.test.secret);
    await work();
  });
});

describe("POST /v2/payouts: the creation answer and idempotency", () => {
  it("answers exactly the spec's shape: data{gateway_reference, status pending, …} and top-level timestamps", async () => {
    const { res, json } = await create(etb(12.5, "1000123450000", { merchant_reference: "po-shape", reason: "Supplier", meta: { order_id: "A1" } }));
    expect(res.status).toBe(201);
    expect(Object.keys(json).sort()).toEqual(["created_at", "data", "message", "status", "updated_at"]);
    expect(json).toEqual({
      status: "success",
      message: "Payout created",
      data: { gateway_reference: expect.stringMatching(/^po_[0-9A-Za-z]{22}$/), status: "pending", merchant_reference: "po-shape", amount: 12.5, currency: "ETB", service_fee: 10 },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(new Date(json.created_at).toISOString()).toBe(json.created_at);
    await work();
  });

  it("a retry with the same Idempotency-Key returns the same payout and holds the money once", async () => {
    const before = await money(m.merchant.id, "ETB");
    const count = await db().payout.count();
    const headers = { "idempotency-key": "po-idem-1" };
    const first = await create(etb(7, "1000123451111"), { headers });
    const second = await create(etb(7, "1000123451111"), { headers });
    expect(first.res.status).toBe(201);
    expect(second.res.status).toBe(201);
    expect(second.res.headers.get("idempotent-replayed")).toBe("true");
    expect(second.json).toEqual(first.json);
    expect(await db().payout.count()).toBe(count + 1);
    expect((await money(m.merchant.id, "ETB")).merchant_available).toBe(before.merchant_available - 1_700n);

    const mismatch = await effects();
    const third = await create(etb(8, "1000123451111"), { headers });
    expect(third.res.status).toBe(422);
    expect(third.json.error.code).toBe("IDEMPOTENCY_KEY_MISMATCH");
    expect(await effects()).toBe(mismatch);
    await work(); // …1111 fails: the held money comes back
    expect((await money(m.merchant.id, "ETB")).merchant_available).toBe(before.merchant_available);
  });
});

describe("processing: every transition through the worker, with its event and its money", () => {
  it("success: held money leaves in-flight for payout clearing (amount) and fee revenue (fee)", async () => {
    const before = await money(m.merchant.id, "ETB");
    const id = await createOk(etb(100, "1000123450000"));
    const held = await money(m.merchant.id, "ETB");
    expect(held.merchant_available).toBe(before.merchant_available - 11_000n);
    expect(held.payouts_in_flight).toBe(before.payouts_in_flight + 11_000n);
    expect(await statusOf(id)).toBe("pending");
    await work();
    expect(await statusOf(id)).toBe("success");
    const after = await money(m.merchant.id, "ETB");
    expect(after).toEqual({
      merchant_available: before.merchant_available - 11_000n,
      payouts_in_flight: before.payouts_in_flight,
      payout_clearing: before.payout_clearing + 10_000n,
      fee_revenue: before.fee_revenue + 1_000n,
    });
    expect(await moves(id)).toEqual(sorted(["(created) -> pending", "pending -> processing", "processing -> success"]));
    expect(await postings(id)).toEqual(["payout_deliver", "payout_hold"]);
    const { json } = await verify(id);
    expect(json.data.processed_at).toEqual(expect.any(String));
  });

  it.each([
    ["failed", "1000123451111", "The receiving bank reports the account closed"],
    ["blocked", "1000123454444", "Blocked by compliance checks"],
  ])("%s: amount and fee return to the available balance", async (status, number, reason) => {
    const before = await money(m.merchant.id, "ETB");
    const id = await createOk(etb(50, number));
    await work();
    expect(await statusOf(id)).toBe(status);
    expect(await money(m.merchant.id, "ETB")).toEqual(before);
    expect(await moves(id)).toEqual(sorted(["(created) -> pending", "pending -> processing", `processing -> ${status}`]));
    expect(await postings(id)).toEqual(["payout_hold", "payout_return"]);
    const { json } = await verify(id);
    expect(json.data).toMatchObject({ status, status_reason: reason, processed_at: expect.any(String) });
  });

  it("reversed: succeeds, then after SIMULATOR_PAYOUT_REVERSAL_MS the money comes back", async () => {
    const before = await money(m.merchant.id, "ETB");
    const id = await createOk(etb(30, "1000123452222"));
    await work();
    expect(await statusOf(id)).toBe("success");
    expect((await money(m.merchant.id, "ETB")).payout_clearing).toBe(before.payout_clearing + 3_000n);
    // Before the reversal time the processor still says success: nothing changes.
    const early = await simulator.payouts.payoutStatus({ payoutId: id, now: new Date(Date.now() + 1_000) });
    expect(early.outcome).toBe("success");
    expect(await recordPayoutOutcome(db(), id, early as Parameters<typeof recordPayoutOutcome>[2])).toEqual({ retryInMs: expect.any(Number) });
    expect(await statusOf(id)).toBe("success");
    // A minute later (the default), it comes back.
    const later = await simulator.payouts.payoutStatus({ payoutId: id, now: new Date(Date.now() + 61_000) });
    expect(later.outcome).toBe("reversed");
    expect(await recordPayoutOutcome(db(), id, later as Parameters<typeof recordPayoutOutcome>[2])).toBe("done");
    expect(await statusOf(id)).toBe("reversed");
    expect(await money(m.merchant.id, "ETB")).toEqual(before);
    expect(await moves(id)).toEqual(sorted(["(created) -> pending", "pending -> processing", "processing -> success", "success -> reversed"]));
    expect(await postings(id)).toEqual(["payout_deliver", "payout_hold", "payout_reverse"]);
    const { json } = await verify(id);
    expect(json.data).toMatchObject({ status: "reversed", status_reason: "The receiving bank returned the transfer" });
    // The worker's own look later changes nothing more.
    expect(await processPayout(id, db())).toBe("done");
    expect(await money(m.merchant.id, "ETB")).toEqual(before);
  });

  it("OTP: two wrong codes leave it waiting, the right one sends it on to success", async () => {
    const before = await money(m.merchant.id, "ETB");
    const id = await createOk(etb(20, "1000123453333"));
    await work();
    expect(await statusOf(id)).toBe("otp_needed");
    const w1 = await otp(id, "000000");
    expect(w1.res.status).toBe(400);
    expect(w1.json.error.code).toBe("INVALID_VALUE");
    expect(w1.json.message).toMatch(/2 tries left/);
    const w2 = await otp(id, "111111");
    expect(w2.json.message).toMatch(/1 try left/);
    expect(await statusOf(id)).toBe("otp_needed");
    expect((await money(m.merchant.id, "ETB")).payouts_in_flight).toBe(before.payouts_in_flight + 3_000n);
    const right = await otp(id, "123456");
    expect(right.res.status).toBe(200);
    expect(right.json.data.gateway_reference).toBe(id);
    await work();
    expect(await statusOf(id)).toBe("success");
    const after = await money(m.merchant.id, "ETB");
    expect(after.merchant_available).toBe(before.merchant_available - 3_000n);
    expect(after.fee_revenue).toBe(before.fee_revenue + 1_000n);
    expect(await moves(id)).toEqual(
      sorted(["(created) -> pending", "pending -> processing", "processing -> otp_needed", "otp_needed -> processing", "processing -> success"]),
    );
  });

  it("OTP: the third wrong code fails the payout and returns its money; a fourth is INVALID_STATE", async () => {
    const before = await money(m.merchant.id, "ETB");
    const id = await createOk(etb(20, "1000123453333"));
    await work();
    for (const left of [2, 1]) expect((await otp(id, "999999")).json.message).toMatch(new RegExp(`${left} tr`));
    const third = await otp(id, "999999");
    expect(third.res.status).toBe(400);
    expect(third.json.message).toMatch(/3 wrong codes/);
    expect(await statusOf(id)).toBe("failed");
    expect(await money(m.merchant.id, "ETB")).toEqual(before);
    expect(await moves(id)).toEqual(sorted(["(created) -> pending", "pending -> processing", "processing -> otp_needed", "otp_needed -> failed"]));
    const snapshot = await effects();
    const fourth = await otp(id, "123456");
    expect(fourth.res.status).toBe(409);
    expect(fourth.json.error.code).toBe("INVALID_STATE");
    expect(await effects()).toBe(snapshot);
  });

  it("OTP: a code sent while the last try is being checked is refused, not a server error", async () => {
    const id = await createOk(etb(20, "1000123453333"));
    await work();
    await otp(id, "999999");
    await otp(id, "999999");
    // Another request has taken the last try and is asking the processor (step 1 committed).
    await db().payout.update({ where: { id }, data: { otpTriesLeft: 0 } });
    const before = await effects();
    const res = await otp(id, "123456");
    expect(res.res.status).toBe(409);
    expect(res.json.error.code).toBe("INVALID_STATE");
    expect(await effects()).toBe(before);
    // The first request's answer (wrong) then fails it, as the third wrong code.
    await db().payout.update({ where: { id }, data: { otpTriesLeft: 1 } });
    await otp(id, "999999");
    expect(await statusOf(id)).toBe("failed");
  });

  it("OTP: a wrong code and the right one sent together: one is checked at a time, and the wrong one never fails the payout", async () => {
    for (let round = 0; round < 3; round++) {
      const before = await money(m.merchant.id, "ETB");
      const id = await createOk(etb(20, "1000123453333"));
      await work();
      await otp(id, "999999"); // 2 tries left
      const [wrong, right] = await Promise.all([otp(id, "888888"), otp(id, "123456")]);
      // The one that came second while the first was being checked is refused (409), or sees the
      // payout already moved on (409), or is checked after it (wrong: 400 with a try left).
      expect([400, 409]).toContain(wrong.res.status);
      expect(wrong.json.message).not.toMatch(/payout failed/);
      expect([200, 409]).toContain(right.res.status);
      if (right.res.status === 409) {
        expect(right.json.error.code).toBe("INVALID_STATE");
        expect((await otp(id, "123456")).res.status).toBe(200);
      }
      await work();
      expect(await statusOf(id)).toBe("success");
      expect((await money(m.merchant.id, "ETB")).merchant_available).toBe(before.merchant_available - 3_000n);
    }
  });

  it("OTP: a code sent while another is being checked is refused and takes no try; a check that died frees the payout after 30 s", async () => {
    const id = await createOk(etb(20, "1000123453333"));
    await work();
    await db().payout.update({ where: { id }, data: { otpCheckStartedAt: new Date() } });
    const before = await effects();
    const refused = await otp(id, "123456");
    expect(refused.res.status).toBe(409);
    expect(refused.json.error.code).toBe("INVALID_STATE");
    expect(refused.json.message).toMatch(/being checked/);
    expect(await effects()).toBe(before);
    expect((await db().payout.findUniqueOrThrow({ where: { id } })).otpTriesLeft).toBe(3);
    await db().payout.update({ where: { id }, data: { otpCheckStartedAt: new Date(Date.now() - 31_000) } });
    expect((await otp(id, "123456")).res.status).toBe(200);
    expect((await db().payout.findUniqueOrThrow({ where: { id } })).otpCheckStartedAt).toBeNull();
    await work();
    expect(await statusOf(id)).toBe("success");
  });

  it("approval: approve sends it on to success", async () => {
    const before = await money(m.merchant.id, "ETB");
    const id = await createOk(etb(40, "1000123455555"));
    await work();
    expect(await statusOf(id)).toBe("auth_needed");
    const { res, json } = await approve(id);
    expect(res.status).toBe(200);
    expect(json.data.status).toBe("processing");
    await work();
    expect(await statusOf(id)).toBe("success");
    expect((await money(m.merchant.id, "ETB")).merchant_available).toBe(before.merchant_available - 5_000n);
    expect(await moves(id)).toEqual(
      sorted(["(created) -> pending", "pending -> processing", "processing -> auth_needed", "auth_needed -> processing", "processing -> success"]),
    );
    const audit = await db().auditLog.findFirst({ where: { targetId: id, action: "payout.approved" } });
    expect(audit?.actorType).toBe("api");
  });

  it("approval: reject fails it with the reason and returns the money", async () => {
    const before = await money(m.merchant.id, "ETB");
    const id = await createOk(etb(40, "1000123455555"));
    await work();
    const { res, json } = await reject(id, { reason: "wrong supplier" });
    expect(res.status).toBe(200);
    expect(json.data).toMatchObject({ status: "failed", status_reason: "Rejected by the merchant: wrong supplier" });
    expect(await money(m.merchant.id, "ETB")).toEqual(before);
    expect(await moves(id)).toEqual(sorted(["(created) -> pending", "pending -> processing", "processing -> auth_needed", "auth_needed -> failed"]));
    await work();
    expect(await statusOf(id)).toBe("failed");
  });

  it("approve, reject and OTP on a payout in the wrong state are 409 INVALID_STATE and write nothing", async () => {
    const pendingId = await createOk(etb(5, "1000123450000"));
    const otpId = await createOk(etb(5, "1000123453333"));
    const authId = await createOk(etb(5, "1000123455555"));
    const before = await effects();
    for (const [handler, id, body] of [
      [approveRoute, pendingId, {}],
      [rejectRoute, pendingId, {}],
      [otpRoute, pendingId, { otp: "123456" }],
      [otpRoute, authId, { otp: "123456" }],
    ] as const) {
      const r = await call(handler, `/v2/payouts/${id}/x`, id, { body });
      expect(r.res.status).toBe(409);
      expect(r.json.error.code).toBe("INVALID_STATE");
    }
    expect(await effects()).toBe(before);
    await work();
    expect([await statusOf(pendingId), await statusOf(otpId), await statusOf(authId)]).toEqual(["success", "otp_needed", "auth_needed"]);
    const mid = await effects();
    for (const [handler, id, body] of [
      [approveRoute, otpId, {}],
      [rejectRoute, otpId, {}],
      [approveRoute, pendingId, {}],
      [otpRoute, pendingId, { otp: "123456" }],
    ] as const) {
      const r = await call(handler, `/v2/payouts/${id}/x`, id, { body });
      expect(r.res.status).toBe(409);
      expect(r.json.error.code).toBe("INVALID_STATE");
    }
    expect(await effects()).toBe(mid);
    await reject(authId);
    await otp(otpId, "123456");
    await work();
  });
});

describe("GET /v2/payouts/{reference}/verify", () => {
  let id: string;
  beforeAll(async () => {
    id = await createOk({ amount: 25.5, currency: "ETB", account: { ...cbe("1000-1234-5000-0"), bank_name: "CBE Bole" }, merchant_reference: "po-verify-1", reason: "Rent", meta: { order_id: "R-7" } });
    await work();
  });

  it("finds it by gateway and by merchant reference with every field", async () => {
    for (const ref of [id, "po-verify-1"]) {
      const { res, json } = await verify(ref);
      expect(res.status).toBe(200);
      expect(json.data).toMatchObject({
        gateway_reference: id,
        merchant_reference: "po-verify-1",
        amount: 25.5,
        currency: "ETB",
        status: "success",
        account: { account_name: "Abebe Kebede", account_number: "1000123450000", bank_slug: "cbe", bank_name: "CBE Bole" },
        reason: "Rent",
        service_fee: 10,
        meta: { order_id: "R-7" },
        created_at: expect.any(String),
        updated_at: expect.any(String),
        processed_at: expect.any(String),
      });
      for (const f of ["created_at", "updated_at", "processed_at"]) expect(new Date(json.data[f]).toISOString()).toBe(json.data[f]);
    }
  });

  it("is 404 NOT_FOUND for an unknown reference and for another merchant's payout", async () => {
    const stranger = await createTestMerchant();
    for (const [ref, k] of [
      ["po_0000000000000000000000", key],
      ["no-such-payout", key],
      [id, stranger.keys.test.secret],
      ["po-verify-1", stranger.keys.test.secret],
    ] as const) {
      const { res, json } = await verify(ref, k);
      expect(res.status).toBe(404);
      expect(json).toMatchObject({ status: "error", message: "payout not found", error: { code: "NOT_FOUND" } });
    }
  });

  it("is 401 UNAUTHORIZED naming the mode for the caller's own payout with the other mode's key", async () => {
    for (const ref of [id, "po-verify-1"]) {
      const { res, json } = await verify(ref, liveKey);
      expect(res.status).toBe(401);
      expect(json.error.code).toBe("UNAUTHORIZED");
      expect(json.message).toMatch(/belongs to test mode/);
    }
  });
});

describe("live mode", () => {
  it("a live payout holds its money and stays pending with a reason after the worker step; it never succeeds", async () => {
    const merchant = await createTestMerchant();
    const lk = merchant.keys.live.secret;
    await addLiveFundsFor(merchant.merchant.id, 50_000n, "ETB");
    const { res, json } = await create(etb(100, "1000123450000", { merchant_reference: "live-1" }), { key: lk });
    expect(res.status).toBe(201);
    expect(json.data).toMatchObject({ status: "pending", status_reason: NO_PROCESSOR_REASON });
    const id = json.data.gateway_reference;
    expect(await money(merchant.merchant.id, "ETB", "live")).toMatchObject({ merchant_available: 39_000n, payouts_in_flight: 11_000n });
    expect(await processPayout(id, db())).toBe("done");
    await work();
    const v = await verify(id, lk);
    expect(v.json.data).toMatchObject({ status: "pending", status_reason: NO_PROCESSOR_REASON, processed_at: null });
    expect(await db().simulatorPayout.count({ where: { payoutId: id } })).toBe(0);
    expect(await moves(id)).toEqual(["(created) -> pending"]);
    // Approve and OTP do not move it either.
    expect((await approve(id, lk)).json.error.code).toBe("INVALID_STATE");
    expect(await statusOf(id)).toBe("pending");
    // The test key does not see it (401 naming live mode).
    const t = await verify("live-1", merchant.keys.test.secret);
    expect(t.res.status).toBe(401);
    expect(t.json.message).toMatch(/belongs to live mode/);
  });
});

describe("POST /v2/balances/test-funds", () => {
  const funds = (body: unknown, k = key) => testFundsRoute(apiRequest("/v2/balances/test-funds", { key: k, body }), noParams);

  it("adds available balance through the ledger and answers the balances", async () => {
    const before = await money(m.merchant.id, "DJF");
    const res = await funds({ amount: 500, currency: "djf" });
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json.data.balances).toEqual(expect.arrayContaining([expect.objectContaining({ currency: "DJF", available: Number(before.merchant_available) + 500 })]));
    expect((await money(m.merchant.id, "DJF")).merchant_available).toBe(before.merchant_available + 500n);
  });

  it("is 401 UNAUTHORIZED with a live key, saying it exists only in test mode, and writes nothing", async () => {
    const before = await effects();
    const res = await funds({ amount: 500, currency: "ETB" }, liveKey);
    expect(res.status).toBe(401);
    const json = await res.json();
    expect(json.error.code).toBe("UNAUTHORIZED");
    expect(json.message).toMatch(/only in test mode/);
    expect(await effects()).toBe(before);
  });

  it.each([
    [{ amount: 0, currency: "ETB" }, 400, "INVALID_VALUE", "amount"],
    [{ amount: -1, currency: "ETB" }, 400, "INVALID_VALUE", "amount"],
    [{ amount: 1.5, currency: "UGX" }, 400, "INVALID_VALUE", "amount"],
    [{ amount: 1.001, currency: "USD" }, 400, "INVALID_VALUE", "amount"],
    [{ amount: 10, currency: "EUR" }, 400, "INVALID_VALUE", "currency"],
    [{ amount: "10", currency: "ETB" }, 400, "VALIDATION_ERROR", "amount"],
    [{ amount: 10, currency: "ETB", mode: "live" }, 400, "VALIDATION_ERROR", "mode"],
  ])("%j is %i %s and writes nothing", async (body, status, code, field) => {
    const before = await effects();
    const res = await funds(body);
    expect(res.status).toBe(status);
    const json = await res.json();
    expect(json.error.code).toBe(code);
    expect(json.error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await effects()).toBe(before);
  });
});

describe("GET /v2/payouts", () => {
  let lister: Merchant;
  let lk: string;
  /** The merchant's payouts, newest first (created_at desc, then id desc). */
  let all: { id: string; createdAt: Date; status: string; currency: string; ref: string }[] = [];

  const list = async (qs: string, k = lk) => {
    const res = await listRoute(apiRequest(`/v2/payouts${qs ? `?${qs}` : ""}`, { key: k }), noParams);
    return { res, json: await res.json() };
  };
  const ids = (json: { data: { items: { gateway_reference: string }[] } }) => json.data.items.map((i) => i.gateway_reference);

  beforeAll(async () => {
    lister = await createFundedMerchant({ ETB: 10_000, UGX: 1_000_000 });
    lk = lister.keys.test.secret;
    const specs = [
      { n: "1000123450000", c: "ETB" },
      { n: "1000123451111", c: "ETB" },
      { n: "1000123450000", c: "UGX" },
      { n: "1000123454444", c: "ETB" },
      { n: "1000123450000", c: "ETB" },
      { n: "1000123455555", c: "UGX" },
      { n: "1000123450000", c: "ETB" },
      { n: "1000123450000", c: "UGX" },
      { n: "1000123453333", c: "ETB" },
    ];
    for (const [i, s] of specs.entries()) {
      const bank = s.c === "ETB" ? "cbe" : "stanbic_ug";
      await createOk({ amount: 10 + i, currency: s.c, account: { account_name: "L", account_number: s.n, bank_slug: bank }, merchant_reference: `list-${i}` }, lk);
    }
    await work();
    // Known creation times, one a day from 2026-01-01, with two payouts sharing a time (the id breaks the tie).
    const rows = await db().payout.findMany({ where: { merchantId: lister.merchant.id }, orderBy: { merchantReference: "asc" } });
    for (const [i, r] of rows.entries()) {
      const day = i === 5 ? 4 : i; // list-5 shares list-4's time
      await db().payout.update({ where: { id: r.id }, data: { createdAt: new Date(Date.UTC(2026, 0, 1 + day, 12)) } });
    }
    const fresh = await db().payout.findMany({ where: { merchantId: lister.merchant.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    all = fresh.map((r) => ({ id: r.id, createdAt: r.createdAt, status: r.status, currency: r.currency, ref: r.merchantReference! }));
    // Another merchant's payouts and this merchant's live ones never appear.
    await addLiveFundsFor(lister.merchant.id, 10_000n, "ETB");
    await createOk(etb(1), lister.keys.live.secret);
  });

  it("lists the merchant's payouts in this mode, newest first, with the pagination object", async () => {
    const { res, json } = await list("");
    expect(res.status).toBe(200);
    expect(ids(json)).toEqual(all.map((p) => p.id));
    expect(json.data.pagination).toEqual({ page: 1, per_page: 20, total: 9, limit: 9, has_more: false, next_cursor: null, prev_cursor: null });
    expect(json.data.items[0]).toMatchObject({ gateway_reference: all[0].id, merchant_reference: all[0].ref, account: expect.any(Object), service_fee: expect.any(Number) });
  });

  it("filters by status, with completed as success", async () => {
    const success = all.filter((p) => p.status === "success").map((p) => p.id);
    expect(success.length).toBe(5);
    expect(ids((await list("status=success")).json)).toEqual(success);
    expect(ids((await list("status=completed")).json)).toEqual(success);
    expect(ids((await list("status=failed")).json)).toEqual(all.filter((p) => p.status === "failed").map((p) => p.id));
    expect(ids((await list("status=otp_needed")).json)).toEqual(all.filter((p) => p.status === "otp_needed").map((p) => p.id));
    expect(ids((await list("status=reversed")).json)).toEqual([]);
  });

  it("filters by currency (any case), merchant_reference and time", async () => {
    const ugx = all.filter((p) => p.currency === "UGX").map((p) => p.id);
    expect(ids((await list("currency=UGX")).json)).toEqual(ugx);
    expect(ids((await list("currency=ugx")).json)).toEqual(ugx);
    expect(ids((await list("merchant_reference=list-3")).json)).toEqual(all.filter((p) => p.ref === "list-3").map((p) => p.id));
    expect(ids((await list("merchant_reference=nope")).json)).toEqual([]);
    // Days 2 to 4 (Jan 3 .. Jan 5 inclusive: a bare `to` day means the whole day).
    const inRange = all.filter((p) => p.createdAt >= new Date("2026-01-03") && p.createdAt < new Date("2026-01-06")).map((p) => p.id);
    expect(inRange.length).toBe(4);
    expect(ids((await list("from=2026-01-03&to=2026-01-05")).json)).toEqual(inRange);
    expect(ids((await list("from=2026-01-03T12:00:00Z&to=2026-01-05T12:00:00Z")).json)).toEqual(
      all.filter((p) => p.createdAt >= new Date("2026-01-03T12:00:00Z") && p.createdAt < new Date("2026-01-05T12:00:00Z")).map((p) => p.id),
    );
    expect(ids((await list("status=success&currency=UGX")).json)).toEqual(all.filter((p) => p.status === "success" && p.currency === "UGX").map((p) => p.id));
  });

  it.each([
    ["status=bogus", "status"],
    ["status=SUCCESS", "status"],
    ["currency=EUR", "currency"],
    ["from=yesterday", "from"],
    ["to=2026-13-45", "to"],
    ["from=2026-01-05&to=2026-01-03", "from"],
    ["cursor=garbage", "cursor"],
    [`cursor=${Buffer.from(JSON.stringify(["x", "y", "next"])).toString("base64url")}`, "cursor"],
  ])("%s is 400 INVALID_VALUE on %s", async (qs, field) => {
    const { res, json } = await list(qs);
    expect(res.status).toBe(400);
    expect(json.error.code).toBe("INVALID_VALUE");
    expect(json.error.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it.each(["page=0", "per_page=0", "per_page=101", "page=abc", "bogus=1"])("%s is 400 VALIDATION_ERROR", async (qs) => {
    const { res, json } = await list(qs);
    expect(res.status).toBe(400);
    expect(json.error.code).toBe("VALIDATION_ERROR");
  });

  it("pages by page/per_page", async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push((await list(`page=${page}&per_page=4`)).json);
    expect(pages.map(ids)).toEqual([all.slice(0, 4), all.slice(4, 8), all.slice(8), []].map((s) => s.map((p) => p.id)));
    expect(pages.map((p) => p.data.pagination.has_more)).toEqual([true, true, false, false]);
    expect(pages[0].data.pagination).toMatchObject({ page: 1, per_page: 4, total: 9, limit: 4, prev_cursor: null, next_cursor: expect.any(String) });
    expect(pages[2].data.pagination).toMatchObject({ limit: 1, next_cursor: null, prev_cursor: expect.any(String) });
  });

  it.each([1, 2, 3, 4, 9])("walks every page forward by next_cursor and back by prev_cursor (per_page %i): none missing, no duplicates", async (perPage) => {
    const forward: string[][] = [];
    let page = (await list(`per_page=${perPage}`)).json;
    forward.push(ids(page));
    let last = page;
    for (let guard = 0; page.data.pagination.next_cursor && guard < 20; guard++) {
      page = (await list(`per_page=${perPage}&cursor=${page.data.pagination.next_cursor}`)).json;
      expect(page.data.pagination.prev_cursor).toEqual(expect.any(String));
      forward.push(ids(page));
      last = page;
    }
    expect(forward.flat()).toEqual(all.map((p) => p.id));
    expect(forward.every((p) => p.length > 0 && p.length <= perPage)).toBe(true);

    const backward: string[][] = [ids(last)];
    page = last;
    for (let guard = 0; page.data.pagination.prev_cursor && guard < 20; guard++) {
      page = (await list(`per_page=${perPage}&cursor=${page.data.pagination.prev_cursor}`)).json;
      expect(page.data.pagination.next_cursor).toEqual(expect.any(String));
      backward.unshift(ids(page));
    }
    expect(backward.flat()).toEqual(all.map((p) => p.id));
    expect(backward).toEqual(forward);
  });

  it("a cursor keeps its filters' meaning: walking status=success by cursor gives the filtered list", async () => {
    const success = all.filter((p) => p.status === "success").map((p) => p.id);
    const seen: string[] = [];
    let page = (await list("status=completed&per_page=2")).json;
    seen.push(...ids(page));
    while (page.data.pagination.next_cursor) {
      page = (await list(`status=completed&per_page=2&cursor=${page.data.pagination.next_cursor}`)).json;
      seen.push(...ids(page));
    }
    expect(seen).toEqual(success);
  });
});
