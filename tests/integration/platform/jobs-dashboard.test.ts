// Dead jobs in the dashboard. GET /api/dashboard/jobs lists the signed-in merchant's
// dead jobs in the dashboard's mode (never another merchant's, never the other mode's, never
// system jobs); POST /api/dashboard/jobs/{id}/retry (owners and developers) calls the same
// retry service as the CLI. Real session cookies through callAsUser; the dead jobs are made by
// the real worker running a handler that throws.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { createTestMerchant } from "@/tests/factories/merchants";
import { db } from "@/lib/db";
import { enqueueJob, type JobType } from "@/lib/jobs/enqueue-job";
import { DEFAULT_POLICY } from "@/lib/jobs/job-types";
import { registerJobType } from "@/lib/worker/registry";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { GET as listRoute } from "@/app/api/dashboard/jobs/route";
import { POST as retryRoute } from "@/app/api/dashboard/jobs/[id]/retry/route";

setupTestDatabase();

const TYPE = "test.dashboard_flaky" as JobType;
let failing = true;
registerJobType(TYPE, {
  policy: { ...DEFAULT_POLICY, baseMs: 1, capMs: 1, maxTries: 1 },
  handler: async () => {
    if (failing) throw new Error("settlement bank rejected the account");
    return "done";
  },
});

let owner: SessionUser;
let viewer: SessionUser;
let developer: SessionUser;
let otherOwner: SessionUser;
const ids = { testDead: "", liveDead: "", otherDead: "", systemDead: "", queued: "" };

async function killAll() {
  await db().job.updateMany({ where: { status: "queued", type: TYPE }, data: { runAt: new Date(Date.now() - 1000) } });
  await runDueJobs(db());
}

beforeAll(async () => {
  const m = await createTestMerchant();
  const o = await createTestMerchant();
  owner = { userId: m.user.id, merchantId: m.merchant.id, role: "owner" };
  otherOwner = { userId: o.user.id, merchantId: o.merchant.id, role: "owner" };
  viewer = await addMember(m.merchant.id, "viewer");
  developer = await addMember(m.merchant.id, "developer");
  const enqueue = (owner: { merchantId: string; mode: "test" | "live" } | null, objectId: string) =>
    enqueueJob(db(), { type: TYPE, payload: {}, owner, object: { type: "payout", id: objectId } });
  ids.testDead = (await enqueue({ merchantId: m.merchant.id, mode: "test" }, "po_test")).id;
  ids.liveDead = (await enqueue({ merchantId: m.merchant.id, mode: "live" }, "po_live")).id;
  ids.otherDead = (await enqueue({ merchantId: o.merchant.id, mode: "test" }, "po_other")).id;
  ids.systemDead = (await enqueue(null, "sweep")).id;
  await killAll();
  ids.queued = (await enqueueJob(db(), { type: TYPE, payload: {}, owner: { merchantId: m.merchant.id, mode: "test" }, runAt: new Date(Date.now() + 3_600_000) })).id;
  expect(await db().job.count({ where: { status: "dead" } })).toBe(4);
});

const list = (user: SessionUser, mode: "test" | "live" = "test") => callAsUser(listRoute, user, { path: "/api/dashboard/jobs", mode });
const retry = (user: SessionUser, id: string, mode: "test" | "live" = "test") =>
  callAsUser(retryRoute, user, { path: `/api/dashboard/jobs/${id}/retry`, body: {}, params: { id }, mode });

describe("dead jobs in the dashboard", () => {
  it("lists the merchant's dead jobs in the dashboard's mode only, with type, object, error, tries and time", async () => {
    const res = await list(viewer);
    expect(res.status).toBe(200);
    expect(res.json.data.mode).toBe("test");
    expect(res.json.data.jobs).toEqual([
      expect.objectContaining({
        id: ids.testDead,
        type: TYPE,
        status: "dead",
        object: { type: "payout", id: "po_test" },
        last_error: "settlement bank rejected the account",
        failures: 1,
        max_tries: 1,
        dead_at: expect.any(String),
      }),
    ]);
    const live = await list(owner, "live");
    expect(live.json.data.jobs.map((j: { id: string }) => j.id)).toEqual([ids.liveDead]);
    const other = await list(otherOwner);
    expect(other.json.data.jobs.map((j: { id: string }) => j.id)).toEqual([ids.otherDead]);
  });

  it("refuses unknown query parameters", async () => {
    const res = await callAsUser(listRoute, owner, { path: "/api/dashboard/jobs?status=done" });
    expect(res.status).toBe(400);
  });

  it("a viewer cannot retry (403), nothing changes", async () => {
    const res = await retry(viewer, ids.testDead);
    expect(res.status).toBe(403);
    expect(res.json.error?.code).toBe("UNAUTHORIZED");
    expect((await db().job.findUniqueOrThrow({ where: { id: ids.testDead } })).status).toBe("dead");
    expect(await db().auditLog.count({ where: { action: "job.retried" } })).toBe(0);
  });

  it("another merchant's job, the other mode's, and a system job are NOT_FOUND", async () => {
    for (const [id, mode] of [
      [ids.otherDead, "test"],
      [ids.liveDead, "test"],
      [ids.systemDead, "test"],
      ["job_missing", "test"],
    ] as const) {
      const res = await retry(owner, id, mode);
      expect(res.status, id).toBe(404);
      expect(res.json.error?.code).toBe("NOT_FOUND");
    }
    expect(await db().job.count({ where: { status: "dead" } })).toBe(4);
    expect(await db().auditLog.count({ where: { action: "job.retried" } })).toBe(0);
  });

  it("a job that is not dead is INVALID_STATE (409)", async () => {
    const res = await retry(developer, ids.queued);
    expect(res.status).toBe(409);
    expect(res.json.error?.code).toBe("INVALID_STATE");
    expect(await db().auditLog.count({ where: { action: "job.retried" } })).toBe(0);
  });

  it("a developer retries: queued again, tries reset, audited with the user; it leaves the list and then runs", async () => {
    const res = await retry(developer, ids.testDead);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ id: ids.testDead, status: "queued", failures: 0, dead_at: null });
    const audit = await db().auditLog.findMany({ where: { action: "job.retried" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ merchantId: owner.merchantId, userId: developer.userId, mode: "test", targetId: ids.testDead, actorType: "dashboard" });
    expect((await list(owner)).json.data.jobs).toEqual([]);

    failing = false;
    expect(await runDueJobs(db())).toBe(1);
    expect(await db().job.findUniqueOrThrow({ where: { id: ids.testDead } })).toMatchObject({ status: "done" });
  });
});
