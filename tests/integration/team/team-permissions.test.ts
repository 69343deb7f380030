// Every (role, action) pair, from the one permission table (lib/catalog/permissions.ts).
// Routes: every dashboard JSON route file is found on disk, and each handler's action (what
// withDashboard was given) decides which roles must be refused (403 UNAUTHORIZED, nothing
// written) and which must get past the role check. Services: one call per action with a
// dashboard actor of each role, so the services refuse on their own. A write without an action,
// an action no route uses, or an action without a service row fails this file.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "@/tests/support/database";
import { createTestMerchant } from "@/tests/factories/merchants";
import { addMember, responseAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { db } from "@/lib/db";
import { setTwoFactorPolicy } from "@/lib/auth/two-factor/set-two-factor-policy";
import { newId } from "@/lib/ids";
import { decidePayoutApproval } from "@/lib/payouts/decide-payout-approval";
import { setPayoutApprovalThreshold } from "@/lib/payouts/payout-approval-thresholds";
import { ACTIONS, can, PERMISSIONS, ROLES, type DashboardAction, type DashboardRole } from "@/lib/catalog/permissions";
import type { DashboardRouteHandler } from "@/lib/dashboard/with-dashboard";
import type { AuditActor } from "@/lib/audit/record-audit";
import { createSecretKey } from "@/lib/auth/create-secret-key";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { retryDeadJob } from "@/lib/job-admin/retry-job";
import { cancelPayment } from "@/lib/payments/cancel-payment";
import { createRefund } from "@/lib/refunds/create-refund";
import { addTestFunds } from "@/lib/ledger/add-test-funds";
import { createInvite } from "@/lib/team/create-invite";
import { transferOwnership } from "@/lib/team/manage-members";
import { submitActivation } from "@/lib/merchants/activation/submit-activation";
import { checkVisibleProcessor, connectOwnProcessor } from "@/lib/dashboard/processors";
import { resolveReconciliationItem } from "@/lib/reconciliation/resolve-reconciliation-item";
import { startReconciliationRun } from "@/lib/reconciliation/start-reconciliation-run";
import { checkInTicket } from "@/lib/payment-links/check-in-ticket";
import { stageDisputeEvidence } from "@/lib/disputes/dispute-evidence";
import { acceptDispute } from "@/lib/disputes/respond-to-dispute";
import { pauseSubscription } from "@/lib/billing/manage-subscription";
import { createRiskList } from "@/lib/risk/manage/lists";

setupTestDatabase();

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
// Loaded lazily: Next's request scope (tests/support/next-async-storage.ts) must be set up first.
const loaders = import.meta.glob<Record<string, DashboardRouteHandler>>("/app/api/dashboard/**/route.ts");
const modules = Object.fromEntries(await Promise.all(Object.entries(loaders).map(async ([file, load]) => [file, await load()] as const)));

type RouteCase = { name: string; handler: DashboardRouteHandler; method: string; path: string; params: Record<string, string>; action: DashboardAction };

const routeCases: RouteCase[] = [];
const problems: string[] = [];
for (const [file, mod] of Object.entries(modules)) {
  const route = file.replace(/^\/app/, "").replace(/\/route\.ts$/, "");
  const params: Record<string, string> = {};
  const path = route.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    params[name] = `${name}_missing0000000000`;
    return params[name];
  });
  for (const method of METHODS) {
    const handler = mod[method];
    if (!handler || !("dashboardAction" in handler)) continue; // the 405 answer
    const declared = handler.dashboardAction;
    if (declared === "public") continue; // sign-up and accepting an invite: no session
    const action = declared ?? (method === "GET" ? "read" : undefined);
    if (!action) {
      problems.push(`${method} ${route} is a write without an action`);
      continue;
    }
    routeCases.push({ name: `${method} ${route} (${action})`, handler, method, path, params, action });
  }
}

let owner: SessionUser;
const users = {} as Record<DashboardRole, SessionUser>;

beforeAll(async () => {
  const shop = await createTestMerchant();
  owner = { userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" };
  users.owner = owner;
  for (const role of ROLES) if (role !== "owner") users[role] = await addMember(shop.merchant.id, role);
});

async function snapshot() {
  const counts = await Promise.all([
    db().auditLog.count(),
    db().apiKey.count(),
    db().invite.count(),
    db().membership.count(),
    db().refund.count(),
    db().payout.count(),
    db().payment.count(),
    db().webhookEndpoint.count(),
    db().subaccount.count(),
    db().ledgerTransaction.count(),
    db().processorConnection.count(),
    db().plan.count(),
    db().subscription.count(),
    db().invoice.count(),
    db().testClock.count(),
    db().riskRule.count(),
    db().riskList.count(),
    db().riskListItem.count(),
  ]);
  return counts.join(",");
}

describe("the route table", () => {
  it("finds the dashboard's routes, and every write names its action", () => {
    expect(routeCases.length).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  it("every action of the permission table is some route's action", () => {
    const used = new Set(routeCases.map((c) => c.action));
    expect(ACTIONS.filter((a) => !used.has(a))).toEqual([]);
  });
});

describe.each(routeCases)("$name", (c) => {
  it("refuses exactly the roles the table leaves out, writing nothing", async () => {
    for (const role of ROLES) {
      const before = await snapshot();
      const res = await responseAsUser(c.handler, users[role], { path: c.path, method: c.method, params: c.params, body: c.method === "GET" || c.method === "DELETE" ? undefined : {} });
      if (can(role, c.action)) {
        expect(res.status, `${role} may ${c.action}`).not.toBe(403);
        await res.body?.cancel();
      } else {
        expect(res.status, `${role} may not ${c.action}`).toBe(403);
        const json = await res.json();
        expect(json.error?.code).toBe("UNAUTHORIZED");
        expect(json.message).toContain(`Your role (${role}) cannot do this`);
        expect(await snapshot()).toBe(before);
      }
    }
  });
});

// One service call per action that writes: the service's own check, without any route.
type ServiceCall = (actor: AuditActor, merchantId: string) => Promise<unknown>;
const serviceCases: Partial<Record<DashboardAction, ServiceCall>> = {
  "settings.manage": (actor, merchantId) => updateMerchantSettings(db(), { merchantId, actor, input: { brand_color: "#123456" } }),
  "keys.manage": (actor, merchantId) => createSecretKey(db(), { merchantId, mode: "test", actor }),
  "webhooks.manage": (actor, merchantId) => createWebhookEndpoint(db(), { merchantId, mode: "test" }, { url: "http://127.0.0.1:9/hooks" }, actor),
  "jobs.retry": async (actor, merchantId) => {
    // A dead job of this merchant (the service answers NOT_FOUND before it looks at the role).
    const job = await db().job.create({ data: { id: newId("job"), type: "webhook.deliver", payload: {}, status: "dead", merchantId, mode: "test", deadAt: new Date() } });
    return retryDeadJob(db(), { jobId: job.id, actor, scope: { merchantId, mode: "test" } });
  },
  "payments.manage": (actor, merchantId) => cancelPayment(db(), { paymentId: "pay_missing", merchantId, mode: "test", actor }),
  // The service checks the role before it looks for the subscription (NOT_FOUND for the roles allowed).
  "billing.manage": (actor, merchantId) => db().$transaction((tx) => pauseSubscription(tx, { merchantId, mode: "test", otherMode: "not_found", id: "subs_missing", actor })),
  // The door's check-in; the service checks the role before it looks for the link (NOT_FOUND for the roles allowed).
  "tickets.check_in": (actor, merchantId) => checkInTicket(db(), { merchantId, mode: "test", otherMode: "not_found", id: "plink_missing", reference: "TKT-2222-2222", actor }),
  "refunds.create": (actor, merchantId) =>
    db().$transaction((tx) => createRefund(tx, { merchantId, mode: "test", otherMode: "not_found", reference: "pay_missing", input: {}, actor })),
  "money.move": (actor, merchantId) => db().$transaction((tx) => addTestFunds(tx, { merchantId, mode: "test", currency: "ETB", amount: 0.01, actor })),
  // The service checks the role before it looks for the payout (NOT_FOUND for the roles allowed).
  "payouts.approve": (actor, merchantId) =>
    decidePayoutApproval(db(), { merchantId, mode: "test", otherMode: "not_found", reference: "po_missing", approve: true, actor }),
  "payouts.approval_limits": (actor, merchantId) =>
    db().$transaction((tx) => setPayoutApprovalThreshold(tx, { merchantId, actor, currency: "ETB", amount: null })),
  "team.manage": (actor, merchantId) => db().$transaction((tx) => createInvite(tx, { merchantId, actor, email: `svc-${Math.random()}@example.test`, role: "viewer" })),
  "team.transfer_ownership": (actor, merchantId) => db().$transaction((tx) => transferOwnership(tx, { merchantId, actor, memberId: "mem_missing" })),
  // A merchant's own processor account (a test Chapa key), and a check of a connection that does not exist.
  "processors.manage": (actor, merchantId) =>
    connectOwnProcessor(db(), {
      merchantId,
      mode: "test",
      actor,
      input: { connector: "chapa", credentials: { secret_key: "CHASECK_TEST-permissions0042", webhook_secret: "permissions-secret" } },
    }),
  "processors.check": (actor, merchantId) => checkVisibleProcessor(db(), { merchantId, mode: "test", actor, id: "pcn_missing" }),
  // The service checks the role before it looks for the item (NOT_FOUND for the roles allowed).
  "reconciliation.resolve": (actor, merchantId) => resolveReconciliationItem(db(), { merchantId, mode: "test", actor, itemId: "rci_missing", note: "checked" }),
  "reconciliation.run": (actor, merchantId) =>
    startReconciliationRun(db(), { merchantId, mode: "test", actor, input: { connection_id: "pcn_missing", from: "2026-11-01", to: "2026-11-01" } }),
  // The go-live checklist (this merchant is activated: an allowed role gets INVALID_STATE, not 403).
  "activation.manage": (actor, merchantId) => submitActivation(db(), { merchantId, actor }),
  // Turning the rule off asks nothing of the caller's own two-factor state, so any role the table allows gets through.
  // The services check the role before they look for the dispute (NOT_FOUND for the roles allowed).
  "disputes.evidence": (actor, merchantId) =>
    stageDisputeEvidence(db(), { merchantId, mode: "test", otherMode: "not_found", id: "dp_missing", input: { evidence: { product_description: "A blue mug" } }, actor }),
  "disputes.respond": (actor, merchantId) => acceptDispute(db(), { merchantId, mode: "test", otherMode: "not_found", id: "dp_missing", actor }),
  // The service checks the role before it looks at the input (a fresh alias each time for the roles allowed).
  "risk.manage": (actor, merchantId) =>
    db().$transaction((tx) => createRiskList(tx, { scope: { merchantId, mode: "test" }, input: { alias: `svc_${Math.random().toString(36).slice(2, 10)}`, name: "Permissions", kind: "phone" }, actor })),
  "team.require_two_factor": (actor, merchantId) =>
    db().$transaction((tx) => setTwoFactorPolicy(tx, { merchantId, userId: "userId" in actor ? actor.userId : "", actor, required: false })),
};
// Reading and switching the mode write nothing a service guards. Every role manages its own
// two-factor sign-in (the services act on the session's own user only). The audit log is read
// by its route's action (audit.read); its service takes no actor.
const NO_SERVICE: DashboardAction[] = ["read", "mode.switch", "two_factor.manage_own", "audit.read"];

describe("the services", () => {
  it("have a row for every action that writes", () => {
    expect(ACTIONS.filter((a) => !NO_SERVICE.includes(a) && !serviceCases[a])).toEqual([]);
  });

  it.each(ACTIONS.filter((a) => !NO_SERVICE.includes(a)))("%s: a dashboard actor is refused by the service unless the table allows its role", async (action) => {
    for (const role of ROLES) {
      const user = users[role];
      const before = await snapshot();
      const outcome = await serviceCases[action]!({ type: "dashboard", userId: user.userId }, user.merchantId).then(
        () => null,
        (e: unknown) => e as { code?: string; status?: number; message?: string },
      );
      const refused = outcome?.status === 403 && /cannot do this/.test(outcome.message ?? "");
      expect(refused, `${role} ${action}: ${outcome?.message}`).toBe(!can(role, action));
      if (refused) expect(await snapshot()).toBe(before);
    }
  });

  it("API keys and the CLI are not role-limited", async () => {
    await expect(serviceCases["settings.manage"]!({ type: "cli" }, owner.merchantId)).resolves.toBeTruthy();
  });

  it("a dashboard user of another merchant is refused for every action", async () => {
    const other = await createTestMerchant();
    for (const action of ACTIONS.filter((a) => !NO_SERVICE.includes(a))) {
      const outcome = await serviceCases[action]!({ type: "dashboard", userId: other.user.id }, owner.merchantId).catch((e: { status?: number; message?: string }) => e);
      expect(outcome, action).toMatchObject({ status: 403, message: "You are not a member of this account" });
    }
  });
});

it("the table names only known roles, and owners may do everything", () => {
  for (const [action, roles] of Object.entries(PERMISSIONS)) {
    for (const role of roles) expect(ROLES).toContain(role);
    expect(roles, action).toContain("owner");
  }
});
