// The MTN MoMo connector's recurring part (pre-approvals) against the MoMo fake over real HTTP: a mandate set up
// pending, approved on the phone and then active with the wallet it charges; declined, or never answered; set up
// once however often it is asked; charged with no approval step, once per attempt; refused once cancelled; and a
// status MoMo does not document kept pending, never taken for an active pre-approval.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { DEFAULT_MOMO_CREDENTIALS as C, startMtnMomoFake, type MtnMomoFake } from "@/tests/fakes/mtn-momo/server";
import { createConnection } from "@/lib/processors/connections";
import { processorForConnectionRow } from "@/lib/processors/registry";
import { momoReferenceId, preApprovalState } from "@/lib/processors/mtn-momo/transformers";
import type { AttemptContext, MandateInput, RecurringProcessor, Processor } from "@/lib/processors/types";

setupTestDatabase();

const product = (c: { apiUser: string; apiKey: string; subscriptionKey: string }) => ({ api_user: c.apiUser, api_key: c.apiKey, subscription_key: c.subscriptionKey });
const credentials = { collection: product(C.collection), disbursement: product(C.disbursement), target_environment: "mtnuganda" };
const DAY = 24 * 3600 * 1000;
const context: AttemptContext = { paymentId: "pay_momo_rec", returnUrl: "http://127.0.0.1/return", callbackUrl: "http://127.0.0.1/cb", customer: { phone: "+256772123456" }, title: "Fiber 50 Mbps" };
const mandate = (mandateId: string, account: string, over: Partial<MandateInput> = {}): MandateInput => ({
  mandateId,
  currency: "UGX",
  account,
  customer: { firstName: "Sarah", lastName: "Nakato", phone: account },
  description: "Fiber 50 Mbps, UGX 120,000 a month",
  validUntil: new Date(Date.now() + 30 * DAY),
  returnUrl: "http://127.0.0.1/return",
  callbackUrl: "http://127.0.0.1/cb",
  ...over,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 3_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await sleep(25);
  }
}
const calls = (call: string) => fake.kit.requests.filter((r) => `${r.method} ${r.path}` === call);

let fake: MtnMomoFake;
let momo: Processor;
let recurring: RecurringProcessor;
beforeAll(async () => {
  // Approvals wait for the customer (approvalDelayMs null): a request to pay that completes by itself was pre-approved.
  fake = await startMtnMomoFake({ targetEnvironment: "mtnuganda", approvalDelayMs: null });
  momo = processorForConnectionRow(await createConnection({ connector: "mtn_momo", mode: "live", credentials, baseUrl: fake.url }));
  recurring = momo.recurring!;
});
afterAll(async () => fake?.close());

/** A mandate set up and approved on the phone: active. */
async function activeMandate(mandateId: string, account = "+256772123456") {
  expect(await recurring.createMandate(mandate(mandateId, account))).toMatchObject({ outcome: "pending" });
  fake.approve(momoReferenceId(mandateId));
  const active = await recurring.mandateStatus({ mandateId, mandateRef: momoReferenceId(mandateId) });
  expect(active.outcome).toBe("active");
  return momoReferenceId(mandateId);
}

describe("the MTN MoMo connector's pre-approvals", () => {
  it("has the recurring part its spec lists", () => {
    expect(momo.recurring).toBeDefined();
  });

  it("sets up a pre-approval (pending, a push), then the customer approves: active, with the wallet and MoMo's expirationDateTime", async () => {
    fake.kit.reset();
    const ref = momoReferenceId("mdt_momo_ok");
    const validUntil = new Date(Date.now() + 30 * DAY);
    expect(await recurring.createMandate(mandate("mdt_momo_ok", "+256772123456", { validUntil }))).toEqual({ outcome: "pending", mandateRef: ref, checkAgainAfterMs: 5_000, push: true });
    const [sent] = calls("POST /collection/v2_0/preapproval");
    expect(sent.status).toBe(202);
    expect(sent.headers["x-reference-id"]).toBe(ref);
    expect(sent.headers["x-target-environment"]).toBe("mtnuganda");
    expect(sent.headers.authorization).toMatch(/^Bearer /);
    // The pre-approval's callback names no gateway id: none is asked for, the mandate is asked about.
    expect("x-callback-url" in sent.headers).toBe(false);
    const body = JSON.parse(sent.body) as { validityTime: number };
    expect(body).toEqual({ payer: { partyIdType: "MSISDN", partyId: "256772123456" }, payerCurrency: "UGX", payerMessage: "Fiber 50 Mbps, UGX 120,000 a month", validityTime: expect.any(Number) });
    expect(Math.abs(body.validityTime - 30 * 24 * 3600)).toBeLessThanOrEqual(2);

    expect(await recurring.mandateStatus({ mandateId: "mdt_momo_ok", mandateRef: ref })).toMatchObject({ outcome: "pending", push: true });
    fake.approve(ref);
    const active = await recurring.mandateStatus({ mandateId: "mdt_momo_ok", mandateRef: ref });
    expect(active).toEqual({ outcome: "active", mandateRef: ref, display: { kind: "wallet", phone: "+256772123456" }, validUntil: expect.any(Date) });
    // validityTime counts from the approval: MoMo's end, about validUntil's.
    expect(Math.abs((active as { validUntil: Date }).validUntil.getTime() - validUntil.getTime())).toBeLessThan(3_000);
    expect(await recurring.mandateStatus({ mandateId: "mdt_momo_never", mandateRef: momoReferenceId("mdt_momo_never") })).toEqual({ outcome: "unknown" });
  });

  it("a mandate until cancelled asks for a year (MoMo takes no open end); no number is refused before any call", async () => {
    fake.kit.reset();
    expect(await recurring.createMandate(mandate("mdt_momo_open", "+256772123400", { validUntil: null }))).toMatchObject({ outcome: "pending" });
    expect(JSON.parse(calls("POST /collection/v2_0/preapproval")[0].body)).toMatchObject({ validityTime: 365 * 24 * 3600 });
    expect(await recurring.createMandate(mandate("mdt_momo_nonumber", ""))).toMatchObject({ outcome: "failed", reason: "An MTN Mobile Money number is needed" });
    expect(calls("POST /collection/v2_0/preapproval")).toHaveLength(1);
  });

  it("the customer declines on the phone (…3451): failed, with the reason", async () => {
    const ref = momoReferenceId("mdt_momo_declined");
    expect(await recurring.createMandate(mandate("mdt_momo_declined", "+256772123451"))).toMatchObject({ outcome: "pending" });
    const done = await until(() => recurring.mandateStatus({ mandateId: "mdt_momo_declined", mandateRef: ref }), (s) => s.outcome !== "pending");
    expect(done).toEqual({ outcome: "failed", mandateRef: ref, reason: "The pre-approval was declined on the phone" });
  });

  it("the customer never answers (…3452, FAILED EXPIRED): expired; and an approved one past its validity time lapses: expired", async () => {
    const ref = momoReferenceId("mdt_momo_unanswered");
    expect(await recurring.createMandate(mandate("mdt_momo_unanswered", "+256772123452"))).toMatchObject({ outcome: "pending" });
    expect(await until(() => recurring.mandateStatus({ mandateId: "mdt_momo_unanswered", mandateRef: ref }), (s) => s.outcome !== "pending")).toEqual({ outcome: "expired", mandateRef: ref });

    const short = momoReferenceId("mdt_momo_short");
    expect(await recurring.createMandate(mandate("mdt_momo_short", "+256772123460", { validUntil: new Date(Date.now() + 1_000) }))).toMatchObject({ outcome: "pending" });
    fake.approve(short);
    expect(await recurring.mandateStatus({ mandateId: "mdt_momo_short", mandateRef: short })).toMatchObject({ outcome: "active" });
    await sleep(1_100);
    expect(await recurring.mandateStatus({ mandateId: "mdt_momo_short", mandateRef: short })).toEqual({ outcome: "expired", mandateRef: short });
    // Charging under it is refused, and nothing is sent.
    fake.kit.reset();
    expect(await recurring.chargeMandate({ attemptId: "att_momo_rec_lapsed", mandateId: "mdt_momo_short", mandateRef: short, amount: 120_000n, currency: "UGX", account: "+256772123460", context })).toMatchObject({ outcome: "failed", reason: /pre-approval is expired/ });
    expect(calls("POST /collection/v1_0/requesttopay")).toEqual([]);
  });

  it("set up twice with the same mandate id: one pre-approval at MoMo (the same X-Reference-Id, answered 409), the first one's state", async () => {
    fake.kit.reset();
    const ref = momoReferenceId("mdt_momo_twice");
    const first = await recurring.createMandate(mandate("mdt_momo_twice", "+256772123470"));
    const again = await recurring.createMandate(mandate("mdt_momo_twice", "+256772123470"));
    expect(again).toEqual(first);
    expect(calls("POST /collection/v2_0/preapproval").map((r) => [r.status, r.headers["x-reference-id"]])).toEqual([
      [202, ref],
      [409, ref],
    ]);
    const held = (await (await fetch(`${fake.url}/__fake/preapprovals`)).json()) as { preapprovals: { referenceId: string }[] };
    expect(held.preapprovals.filter((p) => p.referenceId === ref)).toHaveLength(1);
    fake.approve(ref);
    expect(await recurring.createMandate(mandate("mdt_momo_twice", "+256772123470"))).toMatchObject({ outcome: "active", display: { phone: "+256772123470" } });
  });

  it("charges under an active mandate with no approval step: pending, then success by status sync; an ordinary push to the same fake still waits for the customer", async () => {
    const ref = await activeMandate("mdt_momo_charge");
    fake.kit.reset();
    const charged = await recurring.chargeMandate({ attemptId: "att_momo_rec_1", mandateId: "mdt_momo_charge", mandateRef: ref, amount: 120_000n, currency: "UGX", account: "+256772123456", context });
    expect(charged).toEqual({ outcome: "pending", processorRef: momoReferenceId("att_momo_rec_1"), checkAgainAfterMs: 5_000 });
    const [sent] = calls("POST /collection/v1_0/requesttopay");
    expect(sent.headers["x-reference-id"]).toBe(momoReferenceId("att_momo_rec_1"));
    expect(JSON.parse(sent.body)).toEqual({ amount: "120000", currency: "UGX", externalId: "att_momo_rec_1", payer: { partyIdType: "MSISDN", partyId: "256772123456" }, payerMessage: "Fiber 50 Mbps", payeeNote: "pay_momo_rec" });
    const done = await until(() => momo.status({ attemptId: "att_momo_rec_1", expected: { amount: 120_000n, currency: "UGX" } }), (s) => s.outcome !== "pending");
    expect(done).toMatchObject({ outcome: "success", processorRef: expect.stringMatching(/^\d+$/) });
    // No account given: the pre-approval's payer is charged.
    expect(await recurring.chargeMandate({ attemptId: "att_momo_rec_noacct", mandateId: "mdt_momo_charge", mandateRef: ref, amount: 1_000n, currency: "UGX", context })).toMatchObject({ outcome: "pending" });
    expect(JSON.parse(calls("POST /collection/v1_0/requesttopay").at(-1)!.body)).toMatchObject({ payer: { partyId: "256772123456" } });

    const pushed = await momo.authorize({ attemptId: "att_momo_rec_push", amount: 5_000n, currency: "UGX", method: "mtn_momo", account: "+256772123499", context });
    expect(pushed).toMatchObject({ outcome: "pending", push: true });
    await sleep(100);
    expect(await momo.status({ attemptId: "att_momo_rec_push" })).toMatchObject({ outcome: "pending" });
  });

  it("a charge sent twice with the same attempt id charges once: the second answers the first charge", async () => {
    const ref = await activeMandate("mdt_momo_once", "+256772123480");
    const input = { attemptId: "att_momo_rec_once", mandateId: "mdt_momo_once", mandateRef: ref, amount: 50_000n, currency: "UGX", account: "+256772123480", context };
    fake.kit.reset();
    expect(await recurring.chargeMandate(input)).toMatchObject({ outcome: "pending" });
    await until(() => momo.status({ attemptId: input.attemptId }), (s) => s.outcome === "success");
    const again = await recurring.chargeMandate(input);
    expect(again).toMatchObject({ outcome: "success" });
    expect(calls("POST /collection/v1_0/requesttopay").map((r) => r.status)).toEqual([202, 409]);
    const held = (await (await fetch(`${fake.url}/__fake/transactions`)).json()) as { transactions: { referenceId: string }[] };
    expect(held.transactions.filter((t) => t.referenceId === momoReferenceId(input.attemptId))).toHaveLength(1);
  });

  it("cancelled: DELETE answered, the mandate canceled, a new charge refused with nothing sent; a retry of a charge sent before answers that charge; a second cancel is still canceled", async () => {
    const ref = await activeMandate("mdt_momo_cancel", "+256772123490");
    const before = { attemptId: "att_momo_rec_before", mandateId: "mdt_momo_cancel", mandateRef: ref, amount: 10_000n, currency: "UGX", account: "+256772123490", context };
    expect(await recurring.chargeMandate(before)).toMatchObject({ outcome: "pending" });
    await until(() => momo.status({ attemptId: before.attemptId }), (s) => s.outcome === "success");
    fake.kit.reset();
    expect(await recurring.cancelMandate({ mandateId: "mdt_momo_cancel", mandateRef: ref })).toEqual({ outcome: "canceled" });
    expect(calls(`DELETE /collection/v1_0/preapproval/${ref}`).map((r) => r.status)).toEqual([200]);
    expect(await recurring.mandateStatus({ mandateId: "mdt_momo_cancel", mandateRef: ref })).toEqual({ outcome: "canceled", mandateRef: ref });
    fake.kit.reset();
    expect(await recurring.chargeMandate({ ...before, attemptId: "att_momo_rec_after" })).toEqual({ outcome: "failed", processorRef: "", reason: "Not charged: the MTN MoMo pre-approval is canceled" });
    expect(calls("POST /collection/v1_0/requesttopay")).toEqual([]);
    expect(await recurring.chargeMandate(before)).toMatchObject({ outcome: "success" });
    // MoMo refuses to cancel one that is not approved (400 here); it is cancelled already: canceled.
    expect(await recurring.cancelMandate({ mandateId: "mdt_momo_cancel", mandateRef: ref })).toEqual({ outcome: "canceled" });
    expect(calls(`DELETE /collection/v1_0/preapproval/${ref}`).map((r) => r.status)).toEqual([400]);
    // One MoMo never held, and one the customer declined, leave nothing to charge.
    expect(await recurring.cancelMandate({ mandateId: "mdt_momo_never_set", mandateRef: momoReferenceId("mdt_momo_never_set") })).toEqual({ outcome: "canceled" });
    expect(await recurring.createMandate(mandate("mdt_momo_said_no", "+256772123454"))).toMatchObject({ outcome: "pending" });
    fake.reject(momoReferenceId("mdt_momo_said_no"));
    expect(await recurring.cancelMandate({ mandateId: "mdt_momo_said_no", mandateRef: momoReferenceId("mdt_momo_said_no") })).toEqual({ outcome: "canceled" });
  });

  it("one the customer has not answered cannot be cancelled at MoMo: failed, saying so; charging it is refused", async () => {
    const ref = momoReferenceId("mdt_momo_unapproved");
    expect(await recurring.createMandate(mandate("mdt_momo_unapproved", "+256772123454"))).toMatchObject({ outcome: "pending" });
    expect(await recurring.cancelMandate({ mandateId: "mdt_momo_unapproved", mandateRef: ref })).toMatchObject({ outcome: "failed", reason: /only an approved pre-approval/ });
    expect(await recurring.chargeMandate({ attemptId: "att_momo_rec_unapproved", mandateId: "mdt_momo_unapproved", mandateRef: ref, amount: 1_000n, currency: "UGX", context })).toMatchObject({ outcome: "failed", reason: /has not approved/ });
  });

  it("a status MoMo does not document (CREATED, or any other word) stays pending and is asked again, never active; charging under it is refused", async () => {
    const ref = momoReferenceId("mdt_momo_odd");
    expect(await recurring.createMandate(mandate("mdt_momo_odd", "+256772123454"))).toMatchObject({ outcome: "pending" });
    for (const odd of ["CREATED", "AUTHORIZED", "successful", "constructor"]) {
      fake.setPreapprovalStatus(ref, odd);
      expect(await recurring.mandateStatus({ mandateId: "mdt_momo_odd", mandateRef: ref }), odd).toEqual({ outcome: "pending", mandateRef: ref, checkAgainAfterMs: 5_000, push: true });
    }
    fake.kit.reset();
    expect(await recurring.chargeMandate({ attemptId: "att_momo_rec_odd", mandateId: "mdt_momo_odd", mandateRef: ref, amount: 1_000n, currency: "UGX", account: "+256772123454", context })).toMatchObject({ outcome: "failed" });
    expect(calls("POST /collection/v1_0/requesttopay")).toEqual([]);
  });

  it("a charge in another currency than the pre-approval's, or to another number, is refused before anything is sent", async () => {
    const ref = await activeMandate("mdt_momo_mismatch", "+256772123410");
    fake.kit.reset();
    expect(await recurring.chargeMandate({ attemptId: "att_momo_rec_other", mandateId: "mdt_momo_mismatch", mandateRef: ref, amount: 1_000n, currency: "UGX", account: "+256772123411", context })).toMatchObject({ outcome: "failed", reason: /not the MTN MoMo pre-approval's payer/ });
    expect(await recurring.chargeMandate({ attemptId: "att_momo_rec_ccy", mandateId: "mdt_momo_mismatch", mandateRef: ref, amount: 1_000n, currency: "KES", account: "+256772123410", context })).toMatchObject({ outcome: "failed", reason: /pre-approval is in UGX/ });
    expect(calls("POST /collection/v1_0/requesttopay")).toEqual([]);
  });

  it("reads the status table as documented and as the listing's words, and an approved one past its expirationDateTime as expired", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const state = (status: unknown, extra: Record<string, unknown> = {}) => preApprovalState({ status, ...extra } as never, now);
    expect([state("PENDING"), state("SUCCESSFUL"), state("FAILED"), state("FAILED", { reason: "EXPIRED" }), state("FAILED", { reason: { code: "EXPIRED" } })]).toEqual(["pending", "active", "failed", "expired", "expired"]);
    expect([state("APPROVED"), state("REJECTED"), state("CANCELLED"), state("EXPIRED"), state("CREATED"), state("NEW_WORD"), state(undefined), state(42)]).toEqual(["active", "failed", "canceled", "expired", "pending", "pending", "pending", "pending"]);
    expect(state("SUCCESSFUL", { expirationDateTime: "2026-06-01T11:59:59" })).toBe("expired");
    expect(state("SUCCESSFUL", { expirationDateTime: "2026-06-01T12:00:01" })).toBe("active");
    expect(state("SUCCESSFUL", { expirationDateTime: "not a date" })).toBe("active");
  });

  it("MoMo down while asked (500 after the executor's retries): in doubt, thrown, never a decision", async () => {
    const ref = await activeMandate("mdt_momo_down", "+256772123420");
    fake.kit.fault({ kind: "server_error", match: "GET /collection/v2_0/preapproval", times: 3 });
    await expect(recurring.mandateStatus({ mandateId: "mdt_momo_down", mandateRef: ref })).rejects.toThrow(/answered 500/);
    fake.kit.fault({ kind: "server_error", match: "GET /collection/v2_0/preapproval", times: 3 });
    await expect(recurring.chargeMandate({ attemptId: "att_momo_rec_down", mandateId: "mdt_momo_down", mandateRef: ref, amount: 1_000n, currency: "UGX", context })).rejects.toThrow(/answered 500/);
    expect(await recurring.mandateStatus({ mandateId: "mdt_momo_down", mandateRef: ref })).toMatchObject({ outcome: "active" });
  });
});
