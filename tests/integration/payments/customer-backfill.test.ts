// Customer profiles are on for a new merchant, and a merchant who turns them on
// later can file the payments made while they were off. The dashboard's POST files a small backlog
// in its own transaction and queues a job for a large one; both are idempotent (a second run files
// nothing and makes no profile twice), merchant-scoped (another merchant's payments stay as they
// are), refused while profiles are off, owners' and admins' only, and audited.
import "@/tests/support/next-async-storage"; // first: before any of Next's modules load
import { beforeAll, describe, expect, it } from "vitest";
import { serveLivePayments } from "@/tests/factories/connections";
import { setupTestDatabase } from "@/tests/support/database";
import { addMember, callAsUser, type SessionUser } from "@/tests/support/dashboard-session";
import { createTestMerchant } from "@/tests/factories/merchants";
import { createHostedPaymentFor } from "@/tests/factories/payments";
import { GET as backfillStatus, POST as backfill } from "@/app/api/dashboard/customers/backfill/route";
import { updateMerchantSettings } from "@/lib/merchants/update-merchant-settings";
import { backfillCustomerProfiles, BACKFILL_JOB, startCustomerBackfill } from "@/lib/customers/backfill-customer-profiles";
import { runDueJobs } from "@/lib/worker/run-due-jobs";
import { db, inTransaction } from "@/lib/db";
import { newId } from "@/lib/ids";

setupTestDatabase();

type Shop = Awaited<ReturnType<typeof createTestMerchant>>;

async function setProfiles(shop: Shop, on: boolean) {
  await updateMerchantSettings(db(), { merchantId: shop.merchant.id, actor: { type: "dashboard", userId: shop.user.id }, input: { customer_profiles_enabled: on } });
}

const ownerOf = (shop: Shop): SessionUser => ({ userId: shop.user.id, merchantId: shop.merchant.id, role: "owner" });
const post = (user: SessionUser) => callAsUser(backfill, user, { path: "/api/dashboard/customers/backfill", method: "POST", body: {} });
const status = (user: SessionUser) => callAsUser(backfillStatus, user, { path: "/api/dashboard/customers/backfill" });
const profiles = (shop: Shop) => db().customer.count({ where: { merchantId: shop.merchant.id } });
const unfiled = (shop: Shop) => db().payment.count({ where: { merchantId: shop.merchant.id, customerId: null } });

describe("profiles by default", () => {
  it("a new merchant has profiles on: its first payment files its customer", async () => {
    const shop = await createTestMerchant();
    expect((await db().merchant.findUniqueOrThrow({ where: { id: shop.merchant.id } })).customerProfilesEnabled).toBe(true);
    const p = await createHostedPaymentFor(shop.keys.test.secret, { customer: { first_name: "Almaz", email: "almaz@example.test" } });
    expect((await db().payment.findUniqueOrThrow({ where: { id: p.reference } })).customerId).toMatch(/^cus_/);
  });
});

describe("building profiles from past payments", () => {
  let shop: Shop;
  let other: Shop;
  let refs: string[];
  beforeAll(async () => {
    shop = await createTestMerchant();
    other = await createTestMerchant();
    await serveLivePayments(); // one payment is live: a live connection must serve it
    await setProfiles(shop, false);
    await setProfiles(other, false);
    refs = [];
    // Two payments of Almaz (e-mail in two cases), one of Abebe by phone only, one in live mode, one with no contact.
    refs.push((await createHostedPaymentFor(shop.keys.test.secret, { customer: { first_name: "Almaz", email: "Almaz@Example.test" } })).reference);
    refs.push((await createHostedPaymentFor(shop.keys.test.secret, { customer: { first_name: "Almaz", last_name: "Tesfaye", email: "almaz@example.test" } })).reference);
    refs.push((await createHostedPaymentFor(shop.keys.test.secret, { customer: { first_name: "Abebe", phone_number: "+251911000333" } })).reference);
    refs.push((await createHostedPaymentFor(shop.keys.live.secret, { customer: { email: "almaz@example.test" } })).reference);
    await createHostedPaymentFor(other.keys.test.secret, { customer: { email: "other@example.test" } });
  });

  it("is refused while profiles are off, and writes nothing", async () => {
    const res = await post(ownerOf(shop));
    expect(res.status).toBe(409);
    expect(res.json.error?.code).toBe("INVALID_STATE");
    expect(await profiles(shop)).toBe(0);
  });

  it("is refused to roles that cannot change settings", async () => {
    await setProfiles(shop, true);
    const viewer = await addMember(shop.merchant.id, "viewer");
    const res = await post(viewer);
    expect(res.status).toBe(403);
    expect(await profiles(shop)).toBe(0);
    // Anyone may see how many are waiting.
    expect((await status(viewer)).json.data).toEqual({ unfiled_payments: 4, job: null });
  });

  it("files a small backlog at once, per mode, matched as new payments are, and audits it", async () => {
    const res = await post(ownerOf(shop));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toEqual({ payments_filed: 4, queued: false, job_id: null, unfiled_payments: 0 });
    const payments = await db().payment.findMany({ where: { id: { in: refs } }, include: { customer: true } });
    const byRef = new Map(payments.map((p) => [p.id, p]));
    expect(byRef.get(refs[0])!.customerId).toBe(byRef.get(refs[1])!.customerId);
    // The newest payment's names, as if profiles had been on all along.
    expect(byRef.get(refs[1])!.customer).toMatchObject({ email: "almaz@example.test", firstName: "Almaz", lastName: "Tesfaye", mode: "test" });
    expect(byRef.get(refs[2])!.customer).toMatchObject({ phone: "+251911000333", email: null, mode: "test" });
    expect(byRef.get(refs[3])!.customer).toMatchObject({ email: "almaz@example.test", mode: "live" });
    expect(await profiles(shop)).toBe(3);
    const audit = await db().auditLog.findFirst({ where: { merchantId: shop.merchant.id, action: "customers.backfilled" } });
    expect(audit).toMatchObject({ userId: shop.user.id, actorType: "dashboard", details: { payments_filed: 4 } });
    // Another merchant's payments are untouched.
    expect(await unfiled(other)).toBe(1);
    expect(await profiles(other)).toBe(0);
  });

  it("is idempotent: a second run files nothing and makes no profile", async () => {
    const res = await post(ownerOf(shop));
    expect(res.json.data).toEqual({ payments_filed: 0, queued: false, job_id: null, unfiled_payments: 0 });
    expect(await backfillCustomerProfiles(db(), { merchantId: shop.merchant.id })).toBe(0);
    expect(await profiles(shop)).toBe(3);
  });
});

describe("a large backlog, as a job", () => {
  it("queues one job, which files every payment; a rerun, and batches of any size, change nothing more", async () => {
    const shop = await createTestMerchant();
    await setProfiles(shop, false);
    // Payments written straight to the table, 8 customers, in creation order.
    const count = 30;
    const base = Date.now() - 86_400_000;
    const rows = Array.from({ length: count }, (_, i) => ({
      id: newId("pay"),
      merchantId: shop.merchant.id,
      mode: "test" as const,
      amount: 1000n,
      currency: "ETB",
      customerEmail: `bulk${i % 8}@example.test`,
      customerFirstName: `Bulk${i}`,
      checkoutToken: newId("pay"),
      expiresAt: new Date(base + 2 * 86_400_000),
      retryWindowMinutes: 60,
      createdAt: new Date(base + i * 1000),
    }));
    await db().payment.createMany({ data: rows });
    await setProfiles(shop, true);

    // More than the request files by itself (a limit of 10 here; BACKFILL_INLINE_LIMIT in the route).
    const actor = { type: "dashboard" as const, userId: shop.user.id };
    const start = () => inTransaction(db(), (tx) => startCustomerBackfill(tx, { merchantId: shop.merchant.id, mode: "test", actor, inlineLimit: 10 }));
    const first = await start();
    expect(first).toMatchObject({ filed: 0, queued: true, unfiledPayments: count });
    // Asked again while it waits: the same job, not a second one.
    expect((await start()).jobId).toBe(first.jobId);
    expect(await db().job.count({ where: { merchantId: shop.merchant.id, type: BACKFILL_JOB } })).toBe(1);
    expect((await status(ownerOf(shop))).json.data).toEqual({ unfiled_payments: count, job: { id: first.jobId, status: "queued" } });
    expect(await db().auditLog.count({ where: { merchantId: shop.merchant.id, action: "customers.backfill_queued", targetId: first.jobId } })).toBe(1);

    // Half of it filed first in batches of 7, as a job that died half-way would leave it.
    await db().payment.updateMany({ where: { id: { in: rows.slice(15).map((r) => r.id) } }, data: { customerEmail: null } });
    expect(await backfillCustomerProfiles(db(), { merchantId: shop.merchant.id, batchSize: 7 })).toBe(15);
    await db().$executeRawUnsafe(`UPDATE "Payment" SET "customerEmail" = 'bulk' || (substr("customerFirstName", 5)::int % 8) || '@example.test' WHERE "merchantId" = '${shop.merchant.id}' AND "customerEmail" IS NULL`);

    await runDueJobs(db());
    expect(await db().job.findUniqueOrThrow({ where: { id: first.jobId! } })).toMatchObject({ status: "done" });
    expect(await unfiled(shop)).toBe(0);
    expect(await profiles(shop)).toBe(8);
    // The newest payment of each customer named the profile.
    const last = rows[count - 1];
    expect((await db().customer.findFirstOrThrow({ where: { merchantId: shop.merchant.id, email: last.customerEmail } })).firstName).toBe(last.customerFirstName);

    expect(await backfillCustomerProfiles(db(), { merchantId: shop.merchant.id, batchSize: 3 })).toBe(0);
    expect(await profiles(shop)).toBe(8);
    expect((await status(ownerOf(shop))).json.data).toEqual({ unfiled_payments: 0, job: null });
  });
});
