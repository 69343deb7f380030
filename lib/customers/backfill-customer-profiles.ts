import "server-only";
// Building customer profiles from past payments: when a merchant turns
// profiles on, the payments made while they were off (any mode) that name a customer's e-mail or
// phone number are filed under profiles, exactly as a new payment is (lib/customers/upsert-customer.ts).
//
// Idempotent: only payments without a profile are read, and the link is written with
// `customerId IS NULL` as its condition, so a second run, a retried job or two runs at once file
// each payment once. Batched: BATCH payments per transaction, each transaction filing its
// payments and linking them together, read in (createdAt, id) order so a profile's name ends up
// the newest payment's, as it would have had profiles been on. Merchant-scoped: every statement
// names the merchant.
//
// Up to INLINE_LIMIT payments are filed inside the dashboard request's own transaction (the list
// is full when the answer arrives); more become a job ("customer.backfill_profiles") the worker
// runs batch by batch.
import type { Db, DbClient } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import type { Mode, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { upsertCustomer } from "@/lib/customers/upsert-customer";
import { authorizeActor } from "@/lib/team/authorize-actor";

/** Payments per transaction: each costs a few statements (lib/customers/upsert-customer.ts). */
export const BACKFILL_BATCH = 100;
/** Up to this many, the dashboard's request files them itself (well under a second on PostgreSQL). */
export const BACKFILL_INLINE_LIMIT = 200;
export const BACKFILL_JOB = "customer.backfill_profiles";

/** Payments of the merchant with a customer e-mail or phone number and no profile. */
function unfiledWhere(merchantId: string): Prisma.PaymentWhereInput {
  return { merchantId, customerId: null, OR: [{ customerEmail: { not: null } }, { customerPhone: { not: null } }] };
}

export async function countUnfiledPayments(db: Db, merchantId: string): Promise<number> {
  return db.payment.count({ where: unfiledWhere(merchantId) });
}

/** A queued or running backfill of this merchant, if any. */
async function pendingBackfillJob(db: Db, merchantId: string) {
  return db.job.findFirst({ where: { merchantId, type: BACKFILL_JOB, status: { in: ["queued", "running"] } }, select: { id: true, status: true } });
}

export async function getBackfillStatus(db: Db, merchantId: string) {
  const [unfiled, job] = await Promise.all([countUnfiledPayments(db, merchantId), pendingBackfillJob(db, merchantId)]);
  return { unfiledPayments: unfiled, job };
}

type Position = { createdAt: Date; id: string };

/** One batch after `after`, in the transaction `tx`: each payment filed and linked. */
async function fileBatch(tx: Prisma.TransactionClient, merchantId: string, after: Position | null, batchSize: number) {
  const payments = await tx.payment.findMany({
    where: {
      AND: [
        unfiledWhere(merchantId),
        after ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] } : {},
      ],
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: batchSize,
    select: { id: true, mode: true, createdAt: true, customerEmail: true, customerPhone: true, customerFirstName: true, customerLastName: true },
  });
  let filed = 0;
  for (const p of payments) {
    const customerId = await upsertCustomer(tx, {
      merchantId,
      mode: p.mode,
      customer: { email: p.customerEmail, phone: p.customerPhone, firstName: p.customerFirstName, lastName: p.customerLastName },
    });
    if (!customerId) continue; // three concurrent writers in a row: left for the next run
    const linked = await tx.payment.updateMany({ where: { id: p.id, merchantId, customerId: null }, data: { customerId } });
    filed += linked.count;
  }
  const last = payments.at(-1);
  return { read: payments.length, filed, last: last ? { createdAt: last.createdAt, id: last.id } : null };
}

/** Every unfiled payment, BACKFILL_BATCH per transaction; the number of payments filed. */
export async function backfillCustomerProfiles(database: DbClient, opts: { merchantId: string; batchSize?: number }): Promise<number> {
  const batchSize = opts.batchSize ?? BACKFILL_BATCH;
  let after: Position | null = null;
  let filed = 0;
  for (;;) {
    const batch: Awaited<ReturnType<typeof fileBatch>> = await inTransaction(database, (tx) => fileBatch(tx, opts.merchantId, after, batchSize));
    filed += batch.filed;
    if (batch.read < batchSize || !batch.last) return filed;
    after = batch.last;
  }
}

export type BackfillStart = { filed: number; queued: boolean; jobId: string | null; unfiledPayments: number };

/**
 * The dashboard's "Build profiles from past payments", in the request's transaction `tx`: files
 * a small backlog there and then, or queues the job for a large one (once: a queued or running
 * job is answered again). Audited either way.
 */
export async function startCustomerBackfill(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; actor: AuditActor; inlineLimit?: number },
): Promise<BackfillStart> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "settings.manage" });
  const merchant = await tx.merchant.findUnique({ where: { id: opts.merchantId }, select: { customerProfilesEnabled: true } });
  if (!merchant) throw new ApiError("NOT_FOUND", "Merchant not found");
  if (!merchant.customerProfilesEnabled) throw new ApiError("INVALID_STATE", "Turn customer profiles on before building them from past payments");
  const pending = await pendingBackfillJob(tx, opts.merchantId);
  const unfiled = await countUnfiledPayments(tx, opts.merchantId);
  if (pending) return { filed: 0, queued: true, jobId: pending.id, unfiledPayments: unfiled };
  if (unfiled === 0) return { filed: 0, queued: false, jobId: null, unfiledPayments: 0 };

  if (unfiled <= (opts.inlineLimit ?? BACKFILL_INLINE_LIMIT)) {
    let filed = 0;
    let after: Position | null = null;
    for (;;) {
      const batch = await fileBatch(tx, opts.merchantId, after, BACKFILL_BATCH);
      filed += batch.filed;
      if (batch.read < BACKFILL_BATCH || !batch.last) break;
      after = batch.last;
    }
    await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "customers.backfilled", details: { payments_filed: filed } });
    return { filed, queued: false, jobId: null, unfiledPayments: unfiled - filed };
  }

  const job = await enqueueJob(tx, { type: BACKFILL_JOB, payload: {}, owner: { merchantId: opts.merchantId, mode: opts.mode } });
  await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "customers.backfill_queued", targetId: job.id, details: { unfiled_payments: unfiled } });
  return { filed: 0, queued: true, jobId: job.id, unfiledPayments: unfiled };
}
