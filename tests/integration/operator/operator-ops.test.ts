// The console's operations pages through their JSON routes: installation connections added, checked,
// disabled and enabled (their credentials in no answer and no audit record), an installation
// reconciliation run's exceptions resolved from the console with the reason as the note, a dead job
// retried, queue items taken, assigned and released; each role's permissions (support reads, changes
// nothing: 403; no session: 401), a reason on every change (missing: 400, nothing written), and every
// change's operator audit record. Real connections against the Chapa fake, a real run, a job made dead
// by the real worker.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { startChapaFake, type ChapaFake } from "@/tests/fakes/chapa/server";
import { db } from "@/lib/db";
import { enqueueJob, type JobType } from "@/lib/jobs/enqueue-job";
import { DEFAULT_POLICY } from "@/lib/jobs/job-types";
import { registerJobType } from "@/lib/worker/registry";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { runReconciliation } from "@/lib/reconciliation/run-reconciliation";
import { createConnection } from "@/lib/processors/connections";
import { GET as listConnectionsRoute, POST as addConnectionRoute } from "@/app/api/operator/connections/route";
import { POST as disableRoute } from "@/app/api/operator/connections/[connectionId]/disable/route";
import { POST as enableRoute } from "@/app/api/operator/connections/[connectionId]/enable/route";
import { POST as checkRoute } from "@/app/api/operator/connections/[connectionId]/check/route";
import { GET as runsRoute } from "@/app/api/operator/reconciliation/runs/route";
import { GET as runRoute } from "@/app/api/operator/reconciliation/runs/[runId]/route";
import { GET as exceptionsRoute } from "@/app/api/operator/reconciliation/exceptions/route";
import { POST as resolveRoute } from "@/app/api/operator/reconciliation/exceptions/[itemId]/resolve/route";
import { GET as jobsRoute } from "@/app/api/operator/jobs/route";
import { POST as retryRoute } from "@/app/api/operator/jobs/[jobId]/retry/route";
import { GET as queuesRoute } from "@/app/api/operator/queues/route";
import { POST as takeRoute } from "@/app/api/operator/queues/[queue]/[objectId]/take/route";
import { POST as assignRoute } from "@/app/api/operator/queues/[queue]/[objectId]/assign/route";
import { POST as releaseRoute } from "@/app/api/operator/queues/[queue]/[objectId]/release/route";
import { GET as riskRoute } from "@/app/api/operator/risk/route";
import { POST as createRuleRoute } from "@/app/api/operator/risk/rules/route";
import { POST as ruleStatusRoute } from "@/app/api/operator/risk/rules/[ruleId]/status/route";
import { POST as closeReviewRoute } from "@/app/api/operator/risk/reviews/[reviewId]/close/route";
import { createPaidPayment } from "@/tests/factories/payments";
import { openRiskReview } from "@/lib/risk-reviews/open-risk-review";
import { recordReversalClaim } from "@/lib/disputes/reversal-claims";
import { callOperatorRoute, createSignedInOperator, type TestOperator } from "@/tests/integration/operator/operator-helpers";

setupTestDatabase();

const SECRET = "CHASECK-operator-ops-00000000000000000";
const WEBHOOK_SECRET = "operator-ops-webhook-secret";
const JOB_TYPE = "test.operator_ops_flaky" as JobType;
let failing = true;
registerJobType(JOB_TYPE, {
  policy: { ...DEFAULT_POLICY, baseMs: 1, capMs: 1, maxTries: 1 },
  handler: async () => {
    if (failing) throw new Error("the bank's file server refused the upload");
    return "done";
  },
});

let admin: TestOperator;
let risk: TestOperator;
let support: TestOperator;
let chapa: ChapaFake;
let connectionId = "";

beforeAll(async () => {
  [admin, risk, support] = [await createSignedInOperator("administrator"), await createSignedInOperator("risk_analyst"), await createSignedInOperator("support")];
  chapa = await startChapaFake({ secretKey: SECRET });
});
afterAll(async () => {
  await chapa?.close();
});

type Route = Parameters<typeof callOperatorRoute>[0];
const post = (route: Route, op: TestOperator | null, path: string, params: Record<string, string>, body: unknown) => callOperatorRoute(route, { path, cookie: op?.cookie, params, body });
const get = (route: Route, op: TestOperator | null, path: string, params: Record<string, string> = {}) => callOperatorRoute(route, { path, cookie: op?.cookie, params });
const audits = (action: string) => db().operatorAuditLog.findMany({ where: { action }, orderBy: { createdAt: "asc" } });
/** Everything a refused request must leave as it was. */
async function snapshot() {
  const [connections, audit, items, jobs, assignments] = await Promise.all([
    db().processorConnection.findMany({ orderBy: { id: "asc" } }),
    db().operatorAuditLog.count(),
    db().reconciliationItem.findMany({ orderBy: { id: "asc" } }),
    db().job.findMany({ orderBy: { id: "asc" } }),
    db().operatorAssignment.findMany({ orderBy: { objectId: "asc" } }),
  ]);
  return JSON.stringify({ connections, audit, items, jobs, assignments });
}

const addBody = (extra: Record<string, unknown> = {}) => ({
  connector: "chapa",
  mode: "live",
  credentials: { secret_key: SECRET, webhook_secret: WEBHOOK_SECRET },
  base_url: chapa.url,
  priority: 5,
  reason: "Chapa live account opened for the installation",
  ...extra,
});

describe("installation connections", () => {
  it("refuses support (403), no session (401), a missing reason and unknown fields (400), writing nothing", async () => {
    const before = await snapshot();
    const bySupport = await post(addConnectionRoute, support, "/api/operator/connections", {}, addBody());
    expect(bySupport.status).toBe(403);
    expect(bySupport.json.error?.code).toBe("UNAUTHORIZED");
    expect((await post(addConnectionRoute, risk, "/api/operator/connections", {}, addBody())).status).toBe(403);
    expect((await post(addConnectionRoute, null, "/api/operator/connections", {}, addBody())).status).toBe(401);
    expect((await get(listConnectionsRoute, null, "/api/operator/connections")).status).toBe(401);
    for (const body of [addBody({ reason: "" }), addBody({ reason: undefined }), addBody({ merchant_id: "mch_x" }), addBody({ credentials: { secret_key: "nope" } })]) {
      const res = await post(addConnectionRoute, admin, "/api/operator/connections", {}, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot()).toBe(before);
  });

  it("adds one (201), audited with the reason; the credentials are in no answer and no audit record", async () => {
    const res = await post(addConnectionRoute, admin, "/api/operator/connections", {}, addBody());
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ connector: "chapa", mode: "live", scope: "installation", merchant_id: null, enabled: true, priority: 5, credentials: ["secret_key", "webhook_secret"] });
    connectionId = res.json.data.id;
    const list = await get(listConnectionsRoute, support, "/api/operator/connections");
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([expect.objectContaining({ id: connectionId, last_check: null, health: expect.objectContaining({ circuit: "closed" }) })]);
    // The callback URL carries the connection's token: administrators see it, support does not.
    expect(res.json.data.callback_url).toMatch(/\/v2\/processor-callbacks\/\w+$/);
    expect(list.json.data[0].callback_url).toBeUndefined();
    expect((await get(listConnectionsRoute, admin, "/api/operator/connections")).json.data[0].callback_url).toBe(res.json.data.callback_url);
    const [audit] = await audits("connection.added");
    expect(audit).toMatchObject({ operatorId: admin.id, actorType: "console", reason: "Chapa live account opened for the installation", targetType: "processor_connection", targetId: connectionId, merchantId: null });
    for (const text of [JSON.stringify(res.json), JSON.stringify(list.json), JSON.stringify(audit)]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(WEBHOOK_SECRET);
    }
    // Sealed at rest: the row holds no plain value either.
    expect((await db().processorConnection.findUniqueOrThrow({ where: { id: connectionId } })).credentials).not.toContain(SECRET);
  });

  it("checks it now: the processor's answer recorded as its last check, audited", async () => {
    expect((await post(checkRoute, support, `/api/operator/connections/${connectionId}/check`, { connectionId }, { reason: "routine check" })).status).toBe(403);
    expect((await post(checkRoute, admin, `/api/operator/connections/${connectionId}/check`, { connectionId }, {})).status).toBe(400);
    expect(await audits("connection.checked")).toHaveLength(0);
    const res = await post(checkRoute, admin, `/api/operator/connections/${connectionId}/check`, { connectionId }, { reason: "routine check" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: connectionId, ok: true, outcome: "ok" });
    expect(JSON.stringify(res.json)).not.toContain(SECRET);
    const list = await get(listConnectionsRoute, support, "/api/operator/connections");
    expect(list.json.data[0].last_check).toMatchObject({ ok: true });
    expect(await audits("connection.checked")).toEqual([expect.objectContaining({ reason: "routine check", targetId: connectionId })]);
    // Chapa failing now: ok false, the reason recorded, still 200.
    chapa.kit.fault({ kind: "server_error", match: "GET /v1/banks", times: 5 });
    const refused = await post(checkRoute, admin, `/api/operator/connections/${connectionId}/check`, { connectionId }, { reason: "after the key rotation" });
    chapa.kit.reset();
    expect(refused.status).toBe(200);
    expect(refused.json.data).toMatchObject({ ok: false, outcome: "processor_error" });
    expect((await db().processorConnection.findUniqueOrThrow({ where: { id: connectionId } })).lastCheckOk).toBe(false);
  });

  it("disables and enables it, each audited once; again changes nothing; a merchant's own connection is NOT_FOUND", async () => {
    const off = await post(disableRoute, admin, `/api/operator/connections/${connectionId}/disable`, { connectionId }, { reason: "Chapa outage" });
    expect(off.status).toBe(200);
    expect(off.json.data).toMatchObject({ changed: true, connection: { enabled: false } });
    expect((await db().processorConnection.findUniqueOrThrow({ where: { id: connectionId } })).enabled).toBe(false);
    const again = await post(disableRoute, admin, `/api/operator/connections/${connectionId}/disable`, { connectionId }, { reason: "Chapa outage" });
    expect(again.json.data.changed).toBe(false);
    expect(await audits("connection.disabled")).toHaveLength(1);
    const on = await post(enableRoute, admin, `/api/operator/connections/${connectionId}/enable`, { connectionId }, { reason: "Chapa is back" });
    expect(on.json.data).toMatchObject({ changed: true, connection: { enabled: true, disabled_at: null } });
    expect(await audits("connection.enabled")).toEqual([expect.objectContaining({ reason: "Chapa is back", operatorId: admin.id })]);
    expect((await post(enableRoute, support, `/api/operator/connections/${connectionId}/enable`, { connectionId }, { reason: "try" })).status).toBe(403);

    const shop = await createTestMerchant();
    const own = await db().processorConnection.create({
      data: { id: "pcn_merchantsown1", connector: "chapa", mode: "test", merchantId: shop.merchant.id, credentials: "x", addedByMerchant: true, webhookToken: "merchant-own-token-000000" },
    });
    expect((await post(disableRoute, admin, `/api/operator/connections/${own.id}/disable`, { connectionId: own.id }, { reason: "not ours" })).status).toBe(404);
    expect((await get(listConnectionsRoute, admin, "/api/operator/connections")).json.data.map((c: { id: string }) => c.id)).toEqual([connectionId]);
    await db().processorConnection.delete({ where: { id: own.id } });
  });
});

describe("reconciliation runs and the exception queue", () => {
  let runId = "";
  let exceptionIds: string[] = [];
  beforeAll(async () => {
    // Chapa reports two transactions the gateway never started: two exceptions.
    for (const at of ["2026-11-03T10:00:00Z", "2026-11-04T10:00:00Z"]) {
      await fetch(`${chapa.url}/__fake/settlement/plant`, { method: "POST", body: JSON.stringify({ kind: "extra", value: { amount: "75.00", at } }) });
    }
    const run = await runReconciliation({ connectionId, from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-11-30T00:00:00Z"), startedBy: "cli" });
    expect(run).toMatchObject({ status: "completed", exceptionCount: 2, merchantId: null });
    runId = run.id;
  });

  it("lists the installation's runs, one run with its items, and the open exceptions", async () => {
    const runs = await get(runsRoute, support, "/api/operator/reconciliation/runs");
    expect(runs.status).toBe(200);
    expect(runs.json.data).toEqual([expect.objectContaining({ id: runId, scope: "installation", exceptions: 2, connection_id: connectionId })]);
    const one = await get(runRoute, support, `/api/operator/reconciliation/runs/${runId}`, { runId });
    expect(one.json.data.items).toHaveLength(2);
    expect(one.json.data.items.every((i: { kind: string }) => i.kind === "missing_in_gateway")).toBe(true);
    expect((await get(runRoute, support, "/api/operator/reconciliation/runs/rcn_nope", { runId: "rcn_nope" })).status).toBe(404);
    const exceptions = await get(exceptionsRoute, support, "/api/operator/reconciliation/exceptions");
    exceptionIds = exceptions.json.data.map((e: { id: string }) => e.id);
    expect(exceptionIds).toHaveLength(2);
    expect(exceptions.json.data[0]).toMatchObject({ resolution: { state: "open" }, run: { id: runId, scope: "installation", merchant_id: null } });
  });

  it("resolves one with the reason as its note (queues.work); support 403, no reason 400, twice 409", async () => {
    const [id] = exceptionIds;
    const path = `/api/operator/reconciliation/exceptions/${id}/resolve`;
    const before = await snapshot();
    expect((await post(resolveRoute, support, path, { itemId: id }, { reason: "refunded at Chapa" })).status).toBe(403);
    expect((await post(resolveRoute, null, path, { itemId: id }, { reason: "refunded at Chapa" })).status).toBe(401);
    const blank = await post(resolveRoute, risk, path, { itemId: id }, { reason: "  " });
    expect(blank.status).toBe(400);
    expect(blank.json.error?.code).toBe("VALIDATION_ERROR");
    expect(await snapshot()).toBe(before);
    const res = await post(resolveRoute, risk, path, { itemId: id }, { reason: "Chapa test payment, refunded at Chapa" });
    expect(res.status).toBe(200);
    expect(res.json.data.resolution).toMatchObject({ state: "resolved", note: "Chapa test payment, refunded at Chapa", resolved_by: risk.id });
    expect(await audits("reconciliation_item.resolved")).toEqual([expect.objectContaining({ operatorId: risk.id, reason: "Chapa test payment, refunded at Chapa", targetId: id })]);
    expect((await post(resolveRoute, risk, path, { itemId: id }, { reason: "again" })).status).toBe(409);
    expect(await audits("reconciliation_item.resolved")).toHaveLength(1);
    const left = await get(exceptionsRoute, support, "/api/operator/reconciliation/exceptions");
    expect(left.json.data.map((e: { id: string }) => e.id)).toEqual([exceptionIds[1]]);
  });

  describe("the queues, with an assignee each", () => {
    const item = () => exceptionIds[1];
    const itemPath = (action: string) => `/api/operator/queues/reconciliation_exception/${item()}/${action}`;
    const params = () => ({ queue: "reconciliation_exception", objectId: item() });

    it("lists the open exception, nobody assigned; support cannot take it", async () => {
      const res = await get(queuesRoute, support, "/api/operator/queues?queue=reconciliation_exception");
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual([expect.objectContaining({ queue: "reconciliation_exception", object_id: item(), merchant_id: null, assignee: null })]);
      expect((await get(queuesRoute, support, "/api/operator/queues?queue=nope")).status).toBe(400);
      const before = await snapshot();
      expect((await post(takeRoute, support, itemPath("take"), params(), { reason: "mine now" })).status).toBe(403);
      expect((await post(takeRoute, risk, itemPath("take"), params(), {})).status).toBe(400);
      expect(await snapshot()).toBe(before);
    });

    it("take: the operator's; another's take is 409; 'mine' lists it; release; assign to another operator", async () => {
      const taken = await post(takeRoute, risk, itemPath("take"), params(), { reason: "I know this Chapa account" });
      expect(taken.status).toBe(200);
      expect(taken.json.data).toMatchObject({ queue: "reconciliation_exception", object_id: item(), operator_id: risk.id });
      expect((await post(takeRoute, admin, itemPath("take"), params(), { reason: "me too" })).status).toBe(409);
      const mine = await get(queuesRoute, risk, "/api/operator/queues?mine=1");
      expect(mine.json.data).toEqual([expect.objectContaining({ object_id: item(), assignee: expect.objectContaining({ operator_id: risk.id, email: risk.email }) })]);
      expect((await get(queuesRoute, admin, "/api/operator/queues?mine=1")).json.data).toEqual([]);

      const released = await post(releaseRoute, risk, itemPath("release"), params(), { reason: "going on leave" });
      expect(released.status).toBe(200);
      expect(await db().operatorAssignment.count()).toBe(0);
      expect((await post(releaseRoute, risk, itemPath("release"), params(), { reason: "again" })).status).toBe(409);

      expect((await post(assignRoute, risk, itemPath("assign"), params(), { operator_id: support.id, reason: "support has the ticket" })).status).toBe(400);
      const assigned = await post(assignRoute, risk, itemPath("assign"), params(), { operator_id: admin.id, reason: "needs an administrator" });
      expect(assigned.status).toBe(200);
      expect(assigned.json.data.operator_id).toBe(admin.id);
      const all = await get(queuesRoute, support, "/api/operator/queues");
      expect(all.json.data.find((i: { object_id: string }) => i.object_id === item()).assignee).toMatchObject({ operator_id: admin.id });

      expect(await audits("queue_item.taken")).toEqual([expect.objectContaining({ operatorId: risk.id, reason: "I know this Chapa account", targetType: "reconciliation_exception", targetId: item() })]);
      expect(await audits("queue_item.released")).toEqual([expect.objectContaining({ reason: "going on leave" })]);
      expect(await audits("queue_item.assigned")).toEqual([expect.objectContaining({ reason: "needs an administrator", details: expect.objectContaining({ operator_id: admin.id }) })]);
    });

    it("an item that is not open, or an unknown queue, is NOT_FOUND; resolving an item ends its assignment", async () => {
      const resolved = exceptionIds[0];
      expect((await post(takeRoute, risk, `/api/operator/queues/reconciliation_exception/${resolved}/take`, { queue: "reconciliation_exception", objectId: resolved }, { reason: "late" })).status).toBe(404);
      expect((await post(takeRoute, risk, `/api/operator/queues/nope/${item()}/take`, { queue: "nope", objectId: item() }, { reason: "late" })).status).toBe(404);
      const res = await post(resolveRoute, admin, `/api/operator/reconciliation/exceptions/${item()}/resolve`, { itemId: item() }, { reason: "duplicate Chapa report" });
      expect(res.status).toBe(200);
      expect(await db().operatorAssignment.count()).toBe(0);
      expect((await get(queuesRoute, support, "/api/operator/queues")).json.data).toEqual([]);
    });
  });
});

describe("a merchant's own connection's exception, from the Queues page", () => {
  const MERCHANT_SECRET = "CHASECK-operator-ops-merchant-00000000";
  let own: ChapaFake;
  let merchantId = "";
  let itemId = "";
  beforeAll(async () => {
    own = await startChapaFake({ secretKey: MERCHANT_SECRET });
    merchantId = (await createTestMerchant({ name: "Own Account Shop" })).merchant.id;
    const connection = await createConnection({ connector: "chapa", mode: "live", credentials: { secret_key: MERCHANT_SECRET, webhook_secret: "merchant-own-webhook" }, baseUrl: own.url, merchantId });
    await fetch(`${own.url}/__fake/settlement/plant`, { method: "POST", body: JSON.stringify({ kind: "extra", value: { amount: "20.00", at: "2026-11-05T10:00:00Z" } }) });
    const run = await runReconciliation({ connectionId: connection.id, from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-11-30T00:00:00Z"), startedBy: "job" });
    expect(run).toMatchObject({ merchantId, exceptionCount: 1 });
    itemId = (await db().reconciliationItem.findFirstOrThrow({ where: { runId: run.id, kind: { not: "matched" } } })).id;
  });
  afterAll(async () => {
    await own?.close();
  });

  it("is in the queue with its merchant, not on the installation's Reconciliation page; resolving it writes the merchant's audit log too", async () => {
    const queue = await get(queuesRoute, support, "/api/operator/queues?queue=reconciliation_exception");
    expect(queue.json.data).toEqual([expect.objectContaining({ object_id: itemId, merchant_id: merchantId, merchant_name: "Own Account Shop" })]);
    expect((await get(exceptionsRoute, support, "/api/operator/reconciliation/exceptions")).json.data.map((e: { id: string }) => e.id)).not.toContain(itemId);
    expect((await get(exceptionsRoute, support, "/api/operator/reconciliation/exceptions?scope=all")).json.data.map((e: { id: string }) => e.id)).toContain(itemId);
    const before = await db().operatorAuditLog.count({ where: { action: "reconciliation_item.resolved" } });
    const res = await post(resolveRoute, risk, `/api/operator/reconciliation/exceptions/${itemId}/resolve`, { itemId }, { reason: "The merchant's test payment, voided at Chapa" });
    expect(res.status).toBe(200);
    expect(res.json.data.resolution).toMatchObject({ state: "resolved", note: "The merchant's test payment, voided at Chapa", resolved_by: risk.id });
    const mine = await db().auditLog.findMany({ where: { merchantId, action: "reconciliation_item.resolved" } });
    // Once in the merchant's log (the dashboard's service, the operator as actor), once in the operator's.
    expect(mine).toEqual([expect.objectContaining({ actorType: "operator", targetId: itemId })]);
    expect(await db().operatorAuditLog.count({ where: { action: "reconciliation_item.resolved" } })).toBe(before + 1);
    expect(await db().operatorAuditLog.findFirst({ where: { action: "reconciliation_item.resolved", targetId: itemId } })).toMatchObject({ merchantId: null, details: expect.objectContaining({ merchant_id: merchantId }) });
  });
});

describe("dead jobs", () => {
  let merchantId = "";
  let jobId = "";
  let systemJobId = "";
  beforeAll(async () => {
    merchantId = (await createTestMerchant()).merchant.id;
    jobId = (await enqueueJob(db(), { type: JOB_TYPE, payload: {}, owner: { merchantId, mode: "live" }, object: { type: "payout", id: "po_ops" } })).id;
    systemJobId = (await enqueueJob(db(), { type: JOB_TYPE, payload: {}, owner: null, object: { type: "sweep", id: "nightly" } })).id;
    await db().job.updateMany({ where: { type: JOB_TYPE }, data: { runAt: new Date(Date.now() - 1000) } });
    await runDueJobs(db());
    expect(await db().job.count({ where: { type: JOB_TYPE, status: "dead" } })).toBe(2);
  });

  it("lists every merchant's and the installation's dead jobs, and each owner alone", async () => {
    const all = await get(jobsRoute, support, "/api/operator/jobs");
    expect(all.status).toBe(200);
    expect(all.json.data.map((j: { id: string }) => j.id).sort()).toEqual([jobId, systemJobId].sort());
    expect(all.json.data.find((j: { id: string }) => j.id === jobId)).toMatchObject({ merchant_id: merchantId, mode: "live", last_error: "the bank's file server refused the upload" });
    expect((await get(jobsRoute, support, "/api/operator/jobs?owner=installation")).json.data.map((j: { id: string }) => j.id)).toEqual([systemJobId]);
    expect((await get(jobsRoute, support, `/api/operator/jobs?owner=${merchantId}`)).json.data.map((j: { id: string }) => j.id)).toEqual([jobId]);
  });

  it("retries one (jobs.retry): back in the queue, in both audit logs; support and risk 403, no reason 400, twice 409", async () => {
    const path = `/api/operator/jobs/${jobId}/retry`;
    const before = await snapshot();
    expect((await post(retryRoute, support, path, { jobId }, { reason: "bank fixed" })).status).toBe(403);
    expect((await post(retryRoute, risk, path, { jobId }, { reason: "bank fixed" })).status).toBe(403);
    expect((await post(retryRoute, admin, path, { jobId }, { reason: "" })).status).toBe(400);
    expect(await snapshot()).toBe(before);
    failing = false;
    const res = await post(retryRoute, admin, path, { jobId }, { reason: "The bank fixed its file server" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: jobId, status: "queued", failures: 0 });
    expect(await audits("job.retried")).toEqual([expect.objectContaining({ operatorId: admin.id, reason: "The bank fixed its file server", targetType: "job", targetId: jobId })]);
    // The merchant's own log names the operator.
    expect(await db().auditLog.findFirst({ where: { merchantId, action: "job.retried" } })).toMatchObject({ actorType: "operator", targetId: jobId });
    expect((await post(retryRoute, admin, path, { jobId }, { reason: "again" })).status).toBe(409);
    expect((await post(retryRoute, admin, "/api/operator/jobs/job_nope/retry", { jobId: "job_nope" }, { reason: "no such" })).status).toBe(404);
    await runDueJobs(db());
    expect((await db().job.findUniqueOrThrow({ where: { id: jobId } })).status).toBe("done");
  });
});

describe("installation risk rules", () => {
  it("lists the installation's rules and lists only, read-only, for every role", async () => {
    const shop = await createTestMerchant();
    await db().riskRule.createMany({
      data: [
        { id: "rrl_opsinstall1", merchantId: null, mode: null, name: "Block sanctioned countries", action: "block", expression: 'in_list("sanctioned", card.country)' },
        { id: "rrl_opsmerchant1", merchantId: shop.merchant.id, mode: "live", name: "The merchant's own", action: "review", expression: "amount > 1000" },
      ],
    });
    await db().riskList.create({ data: { id: "rls_opsinstall1", merchantId: null, alias: "sanctioned", name: "Sanctioned countries", kind: "country", items: { create: [{ id: "rli_ops1", value: "KP" }] } } });
    const res = await get(riskRoute, support, "/api/operator/risk");
    expect(res.status).toBe(200);
    expect(res.json.data.rules.map((r: { id: string }) => r.id)).toEqual(["rrl_opsinstall1"]);
    expect(res.json.data.lists).toEqual([expect.objectContaining({ id: "rls_opsinstall1", alias: "sanctioned", values: 1 })]);
    expect(JSON.stringify(res.json)).not.toContain("KP");
    expect((await get(riskRoute, null, "/api/operator/risk")).status).toBe(401);
  });

  it("a risk analyst creates one (risk.manage) and disables it, audited in the operator's log only; refusals write nothing", async () => {
    const body = { name: "Very large payments", action: "review", expression: "amount > 500000.0", position: 10, reason: "Fraud wave on large card payments" };
    const before = await snapshot();
    const rules = () => db().riskRule.count();
    const count = await rules();
    expect((await post(createRuleRoute, support, "/api/operator/risk/rules", {}, body)).status).toBe(403);
    expect((await post(createRuleRoute, risk, "/api/operator/risk/rules", {}, { ...body, reason: "" })).status).toBe(400);
    expect((await post(createRuleRoute, risk, "/api/operator/risk/rules", {}, { ...body, merchant_id: "mch_x" })).status).toBe(400);
    const broken = await post(createRuleRoute, risk, "/api/operator/risk/rules", {}, { ...body, expression: "amount >" });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.json.error?.details)).toContain("expression");
    expect(await snapshot()).toBe(before);
    expect(await rules()).toBe(count);

    const created = await post(createRuleRoute, risk, "/api/operator/risk/rules", {}, body);
    expect(created.status).toBe(201);
    const id = created.json.data.id as string;
    expect(created.json.data).toMatchObject({ name: "Very large payments", action: "review", mode: null, status: "active", position: 10 });
    expect(await db().riskRule.findUniqueOrThrow({ where: { id } })).toMatchObject({ merchantId: null, mode: null });
    expect(await audits("risk_rule.created")).toEqual([expect.objectContaining({ operatorId: risk.id, reason: "Fraud wave on large card payments", targetType: "risk_rule", targetId: id, merchantId: null })]);
    expect(await db().auditLog.count({ where: { action: "risk_rule.created" } })).toBe(0);
    expect((await get(riskRoute, support, "/api/operator/risk")).json.data.rules.map((r: { id: string }) => r.id)).toContain(id);

    const path = `/api/operator/risk/rules/${id}/status`;
    expect((await post(ruleStatusRoute, support, path, { ruleId: id }, { status: "disabled", reason: "wave over" })).status).toBe(403);
    const off = await post(ruleStatusRoute, risk, path, { ruleId: id }, { status: "disabled", reason: "The wave is over" });
    expect(off.status).toBe(200);
    expect(off.json.data.status).toBe("disabled");
    expect(await audits("risk_rule.updated")).toEqual([expect.objectContaining({ reason: "The wave is over", details: expect.objectContaining({ before: expect.objectContaining({ status: "active" }), after: expect.objectContaining({ status: "disabled" }) }) })]);
    // Already disabled: nothing changes, nothing is written.
    expect((await post(ruleStatusRoute, risk, path, { ruleId: id }, { status: "disabled", reason: "again" })).status).toBe(200);
    expect(await audits("risk_rule.updated")).toHaveLength(1);

    const shop = await createTestMerchant();
    const own = "rrl_" + "m".repeat(22);
    await db().riskRule.create({ data: { id: own, merchantId: shop.merchant.id, mode: "test", name: "Merchant's", action: "block", expression: "amount > 1.0" } });
    expect((await post(ruleStatusRoute, risk, `/api/operator/risk/rules/${own}/status`, { ruleId: own }, { status: "disabled", reason: "not ours" })).status).toBe(404);
    expect((await db().riskRule.findUniqueOrThrow({ where: { id: own } })).status).toBe("active");
  });
});

describe("risk reviews in the queue", () => {
  let merchantId = "";
  const reviews: string[] = [];
  beforeAll(async () => {
    const shop = await createTestMerchant({ name: "Held Goods" });
    merchantId = shop.merchant.id;
    for (let i = 0; i < 2; i++) {
      const { reference } = await createPaidPayment(shop.keys.test.secret);
      const review = await db().$transaction(async (tx) => {
        const payment = await tx.payment.findUniqueOrThrow({ where: { id: reference } });
        const [attempt] = await tx.paymentAttempt.findMany({ where: { paymentId: reference } });
        return openRiskReview(tx, { payment, attempt, reason: "Large payment" });
      });
      reviews.push(review.id);
    }
  });

  it("lists open reviews with their merchant; a risk analyst takes one and approves it (risk.manage), its assignment ends", async () => {
    const queue = await get(queuesRoute, support, "/api/operator/queues?queue=risk_review");
    expect(queue.json.data.map((i: { object_id: string }) => i.object_id)).toEqual(reviews);
    expect(queue.json.data[0]).toMatchObject({ merchant_id: merchantId, merchant_name: "Held Goods", detail: "Large payment", assignee: null });
    const [first] = reviews;
    const params = { queue: "risk_review", objectId: first };
    expect((await post(takeRoute, risk, `/api/operator/queues/risk_review/${first}/take`, params, { reason: "reviewing large payments" })).status).toBe(200);

    const path = `/api/operator/risk/reviews/${first}/close`;
    const before = await snapshot();
    expect((await post(closeReviewRoute, support, path, { reviewId: first }, { decision: "approve", reason: "known customer" })).status).toBe(403);
    expect((await post(closeReviewRoute, risk, path, { reviewId: first }, { decision: "approve" })).status).toBe(400);
    expect((await post(closeReviewRoute, risk, path, { reviewId: first }, { decision: "keep", reason: "known customer" })).status).toBe(400);
    expect(await snapshot()).toBe(before);
    const res = await post(closeReviewRoute, risk, path, { reviewId: first }, { decision: "approve", note: "Known customer", reason: "Customer verified by phone" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ refundId: null, review: { id: first, status: "approved" } });
    expect(await db().riskReview.findUniqueOrThrow({ where: { id: first } })).toMatchObject({ status: "approved", closedBy: risk.id, closeNote: "Known customer" });
    expect(await audits("risk_review.approved")).toEqual([expect.objectContaining({ operatorId: risk.id, reason: "Customer verified by phone", targetId: first })]);
    expect(await db().auditLog.findFirst({ where: { merchantId, action: "risk_review.approved" } })).toMatchObject({ actorType: "operator" });
    expect(await db().operatorAssignment.count({ where: { queue: "risk_review" } })).toBe(0);
    expect((await post(closeReviewRoute, risk, path, { reviewId: first }, { decision: "refuse", reason: "changed my mind" })).status).toBe(409);
  });

  it("refuse refunds the payment, the reason as the merchant's note when none is given", async () => {
    const second = reviews[1];
    const res = await post(closeReviewRoute, admin, `/api/operator/risk/reviews/${second}/close`, { reviewId: second }, { decision: "refuse", reason: "Card reported stolen" });
    expect(res.status).toBe(200);
    expect(res.json.data.refundId).toMatch(/^rfd_/);
    expect(await db().riskReview.findUniqueOrThrow({ where: { id: second } })).toMatchObject({ status: "refused", closeNote: "Card reported stolen" });
    expect((await get(queuesRoute, support, "/api/operator/queues?queue=risk_review")).json.data).toEqual([]);
  });
});

describe("disputes and reversal claims in the queue", () => {
  it("lists a claim awaiting a response with its merchant; taken and released like any item", async () => {
    const shop = await createTestMerchant({ name: "Claimed Goods" });
    const payment = await createPaidPayment(shop.keys.test.secret, { amount: 40, currency: "ETB" });
    const scope = { merchantId: shop.merchant.id, mode: "test" as const, otherMode: "unauthorized" as const };
    const claim = await recordReversalClaim(db(), { ...scope, reference: payment.reference, input: { operator_reference: "ops-claim-1", reason: "unrecognized", note: "customer called" }, actor: { type: "cli" } });
    const queue = await get(queuesRoute, support, "/api/operator/queues?queue=dispute");
    expect(queue.json.data).toEqual([expect.objectContaining({ object_id: claim.id, merchant_id: shop.merchant.id, merchant_name: "Claimed Goods", title: expect.stringContaining("Reversal claim open: 40 ETB"), assignee: null })]);
    const params = { queue: "dispute", objectId: claim.id };
    expect((await post(takeRoute, admin, `/api/operator/queues/dispute/${claim.id}/take`, params, { reason: "I call the operator" })).status).toBe(200);
    expect((await get(queuesRoute, admin, "/api/operator/queues?mine=1&queue=dispute")).json.data.map((i: { object_id: string }) => i.object_id)).toEqual([claim.id]);
    expect((await post(releaseRoute, admin, `/api/operator/queues/dispute/${claim.id}/release`, params, { reason: "handed back to support" })).status).toBe(200);
    // The assignment is staffing, not the merchant's business: nothing in the merchant's log.
    expect(await db().auditLog.count({ where: { merchantId: shop.merchant.id, action: { startsWith: "queue_item." } } })).toBe(0);
    // Closed: no longer in the queue, nothing to take.
    await db().dispute.update({ where: { id: claim.id }, data: { status: "rejected", outcome: "won", closedAt: new Date() } });
    expect((await get(queuesRoute, support, "/api/operator/queues?queue=dispute")).json.data).toEqual([]);
    expect((await post(takeRoute, admin, `/api/operator/queues/dispute/${claim.id}/take`, params, { reason: "late" })).status).toBe(404);
  });
});

describe.skipIf(!onPostgres)("two operators taking one item at once (PostgreSQL)", () => {
  it("one takes it, the other is told (409); one assignment, one audit record", async () => {
    await fetch(`${chapa.url}/__fake/settlement/plant`, { method: "POST", body: JSON.stringify({ kind: "extra", value: { amount: "12.00", at: "2026-12-02T10:00:00Z" } }) });
    const run = await runReconciliation({ connectionId, from: new Date("2026-12-01T00:00:00Z"), to: new Date("2026-12-03T00:00:00Z"), startedBy: "cli" });
    const [item] = await db().reconciliationItem.findMany({ where: { runId: run.id, kind: { not: "matched" } } });
    const params = { queue: "reconciliation_exception", objectId: item.id };
    const path = `/api/operator/queues/reconciliation_exception/${item.id}/take`;
    const results = await Promise.all([admin, risk].map((op) => post(takeRoute, op, path, params, { reason: "first come, first served" })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db().operatorAssignment.findMany({ where: { objectId: item.id } })).toHaveLength(1);
    expect(await db().operatorAuditLog.count({ where: { action: "queue_item.taken", targetId: item.id } })).toBe(1);
  });
});
