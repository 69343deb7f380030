import "server-only";
// A customer's saved payment methods and their mandates (docs/payment-methods.md): a card saved at
// Stripe on Stripe's own page, or an MTN MoMo pre-approval the customer approves on the phone, then
// charged each cycle by a subscription collected by `token` or `preapproval`.
//
// Attaching takes two steps, as a direct charge does (lib/charges/create-direct-charge.ts), so no
// processor is called inside a transaction:
//   1. attachPaymentMethod: the rules, the row `pending`, its audit record and the set-up job, in the
//      request's transaction. Every refusal is here, so a refused attach writes nothing.
//   2. the set-up (lib/billing/saved-payment-method-setup.ts), after the commit: createMandate with the
//      method's id as the mandate's id, the processor's idempotency key, so a rerun after a crash asks
//      for the same mandate and never sets up a second one.
// Detaching marks the row `detached` at once (nothing is charged under it after) and cancels the
// mandate at the processor by a job after the commit.
import type { Db } from "@/lib/db";
import type { Customer, Mode, Prisma, ProcessorConnection, SavedPaymentMethod } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { otherModeError, type OtherModeAnswer } from "@/lib/auth/other-mode";
import { cursorPage, cursorPosition, decodeCursor, type CursorScope } from "@/lib/http/cursor";
import { parseCurrency } from "@/lib/money/parse-amount";
import { findMethod, isMethodAvailable } from "@/lib/catalog/payment-methods";
import type { MandateAcceptanceChannel, SavedPaymentMethodKind, SavedPaymentMethodStatus } from "@/lib/catalog/subscription-states";
import { routeFor } from "@/lib/processors/connections";
import { connectorSpec } from "@/lib/processors/connector-specs";
import { findCustomer } from "@/lib/customers/find-customer";
import { walletNumberOrThrow } from "@/lib/charges/create-direct-charge";
import type { AttachPaymentMethodInput, ListPaymentMethodsQuery } from "@/lib/schemas/saved-payment-methods";

/** What the mandate is asked for with: the set-up job's payload, and the attach request's recovery point. */
export type MandateSetUpRequest = { payment_method_id: string; currency: string; description: string; return_url: string | null };

/** How long the set-up job waits after the commit: the request itself asks first (its answer carries the set-up page), the job follows up. */
const SETUP_JOB_DELAY_MS = 3_000;
const PM_ID = /^pm_[0-9A-Za-z]{22}$/;

export type MandateAcceptance = { ip: string | null | undefined; userAgent: string | null | undefined; channel: MandateAcceptanceChannel };

type Scope = { merchantId: string; mode: Mode; otherMode: OtherModeAnswer };

/**
 * The connection that may hold a mandate for this method and currency: one that serves both and has the
 * `recurring` capability, the merchant's own first, then by priority. Test mode with none: the simulator
 * (connection null). Live mode with none: null.
 */
export async function mandateRoute(db: Db, opts: { merchantId: string; mode: Mode; method: string; currency: string }): Promise<{ connection: ProcessorConnection | null; processor: string } | null> {
  const serving = (await routeFor(opts, db)).filter((c) => connectorSpec(c.connector).capabilities.includes("recurring"));
  if (serving[0]) return { connection: serving[0], processor: serving[0].connector };
  return opts.mode === "test" ? { connection: null, processor: "simulator" } : null;
}

export async function attachPaymentMethod(
  tx: Prisma.TransactionClient,
  opts: Scope & { customerId: string; input: AttachPaymentMethodInput; actor: AuditActor; acceptance: MandateAcceptance },
): Promise<{ saved: SavedPaymentMethod; request: MandateSetUpRequest }> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "billing.manage" });
  const customer = await findCustomer(tx, { merchantId: opts.merchantId, mode: opts.mode, id: opts.customerId, otherMode: opts.otherMode });
  const { input } = opts;
  const currency = parseCurrency(input.currency);
  const method = findMethod(input.type)!;
  if (!isMethodAvailable(method.id, currency)) {
    throw new ApiError("INVALID_VALUE", `${method.name} is not available in ${currency}`, [{ field: "currency", message: `${method.name} takes ${method.currencies.join(", ")}` }]);
  }
  const kind: SavedPaymentMethodKind = method.kind === "card" ? "card" : "wallet";
  let walletNumber: string | null = null;
  if (kind === "wallet") {
    if (!input.phone_number) throw new ApiError("INVALID_VALUE", `phone_number is required to save a ${method.name} wallet`, [{ field: "phone_number", message: "is required for a wallet" }]);
    walletNumber = walletNumberOrThrow(input.phone_number, method, "phone_number");
  } else if (input.phone_number !== undefined) {
    throw new ApiError("INVALID_VALUE", "phone_number is for a wallet: a card is saved on the processor's page", [{ field: "phone_number", message: "not taken for a card" }]);
  }
  const validUntil = input.valid_until ? new Date(input.valid_until) : null;
  if (validUntil && validUntil.getTime() <= Date.now()) throw new ApiError("INVALID_VALUE", "valid_until must be in the future", [{ field: "valid_until", message: "must be in the future" }]);

  const route = await mandateRoute(tx, { merchantId: opts.merchantId, mode: opts.mode, method: method.id, currency });
  if (!route) {
    throw new ApiError("NO_LIVE_PROCESSOR", `No processor connection can save live ${method.name} payment methods in ${currency} on this gateway`, [
      { field: "currency", message: `no live processor saves ${method.name} in ${currency}` },
    ]);
  }
  const merchant = await tx.merchant.findUniqueOrThrow({ where: { id: opts.merchantId }, select: { name: true, websiteUrl: true } });
  const returnUrl = input.return_url ?? merchant.websiteUrl ?? null;
  // A processor's set-up page must send the customer somewhere (the simulator decides at once, with no page).
  if (kind === "card" && route.connection && !returnUrl) {
    throw new ApiError("INVALID_VALUE", "return_url is required to save a card: where the processor's page sends the customer back (or set your website in the dashboard)", [
      { field: "return_url", message: "is required for a card" },
    ]);
  }
  const saved = await tx.savedPaymentMethod.create({
    data: {
      id: newId("pm"),
      merchantId: opts.merchantId,
      mode: opts.mode,
      customerId: customer.id,
      kind,
      method: method.id,
      processor: route.processor,
      connectionId: route.connection?.id ?? null,
      status: "pending",
      walletNumber,
      maskedPhone: walletNumber ? maskPhone(walletNumber) : null,
      validUntil,
      acceptedIp: opts.acceptance.ip ?? null,
      acceptedUserAgent: opts.acceptance.userAgent ?? null,
      acceptedChannel: opts.acceptance.channel,
    },
  });
  // What the mandate is asked for with, kept on the job (the row keeps what it became).
  const request: MandateSetUpRequest = { payment_method_id: saved.id, currency, description: input.description ?? `Recurring payments to ${merchant.name}`, return_url: returnUrl };
  await enqueueJob(tx, {
    type: "payment_method.set_up",
    payload: request,
    owner: { merchantId: opts.merchantId, mode: opts.mode },
    object: { type: "payment_method", id: saved.id },
    runAt: new Date(Date.now() + SETUP_JOB_DELAY_MS),
  });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "payment_method.attached",
    mode: opts.mode,
    targetId: saved.id,
    details: { customer: customer.id, type: method.id, currency, processor: route.processor, valid_until: validUntil?.toISOString() ?? null },
  });
  return { saved, request };
}

/** The customer's saved methods, newest first, by position cursor (lib/http/cursor.ts). */
export async function listPaymentMethods(db: Db, opts: Scope & { customerId: string; query: ListPaymentMethodsQuery }) {
  const customer = await findCustomer(db, { merchantId: opts.merchantId, mode: opts.mode, id: opts.customerId, otherMode: opts.otherMode });
  const where: Prisma.SavedPaymentMethodWhereInput = { merchantId: opts.merchantId, mode: opts.mode, customerId: customer.id };
  if (opts.query.status !== undefined) where.status = opts.query.status;
  const limit = opts.query.per_page;
  const scope: CursorScope = { list: "saved payment methods", merchantId: opts.merchantId, mode: opts.mode, filters: where };
  const cursor = opts.query.cursor === undefined ? null : decodeCursor(opts.query.cursor, scope);
  const position = cursor ? cursorPosition(cursor) : { where: {}, order: "desc" as const };
  const fetched = await db.savedPaymentMethod.findMany({
    where: { AND: [where, position.where] },
    orderBy: [{ createdAt: position.order }, { id: position.order }],
    take: limit + 1,
  });
  return cursorPage(fetched, cursor, limit, scope);
}

/** One saved method of the customer: another merchant's, or another customer's, is NOT_FOUND; the other mode's answered as the caller asks. */
export async function getPaymentMethodOrThrow(db: Db, opts: Scope & { customerId: string; id: string }): Promise<SavedPaymentMethod> {
  const customer = await findCustomer(db, { merchantId: opts.merchantId, mode: opts.mode, id: opts.customerId, otherMode: opts.otherMode });
  return findSavedPaymentMethod(db, { ...opts, customer });
}

/** A saved method by its reference alone (a subscription names it): scoped to the merchant, the other mode's answered as the caller asks. */
export async function findSavedPaymentMethod(db: Db, opts: Scope & { id: string; customer?: Customer; field?: string }): Promise<SavedPaymentMethod> {
  const found = PM_ID.test(opts.id) ? await db.savedPaymentMethod.findFirst({ where: { id: opts.id, merchantId: opts.merchantId } }) : null;
  const details = opts.field ? [{ field: opts.field, message: "not found" }] : undefined;
  if (!found || (opts.customer && found.customerId !== opts.customer.id)) throw new ApiError("NOT_FOUND", "payment method not found", details);
  if (found.mode !== opts.mode) throw otherModeError("payment method", found.mode, opts.otherMode);
  return found;
}

/**
 * Detaches the method: `detached` at once, so no cycle charges it after (a subscription's next try
 * fails saying so, and the invoice's pay link is the fallback), and the mandate is cancelled at the
 * processor by a job after the commit. Detaching one already detached is INVALID_STATE.
 */
export async function detachPaymentMethod(tx: Prisma.TransactionClient, opts: Scope & { customerId: string; id: string; actor: AuditActor }): Promise<SavedPaymentMethod> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "billing.manage" });
  const found = await getPaymentMethodOrThrow(tx, opts);
  // Under the row's lock: the set-up job records its answers under it too, so neither overwrites the other.
  await tx.$queryRaw`SELECT id FROM "SavedPaymentMethod" WHERE id = ${found.id} AND "merchantId" = ${opts.merchantId} FOR UPDATE`;
  const saved = await tx.savedPaymentMethod.findFirstOrThrow({ where: { id: found.id, merchantId: opts.merchantId } });
  if (saved.status === "detached") throw new ApiError("INVALID_STATE", `payment method ${saved.id} is already detached`);
  const now = new Date();
  const detached = await tx.savedPaymentMethod.update({ where: { id: saved.id, merchantId: opts.merchantId }, data: { status: "detached", detachedAt: now, setupUrl: null } });
  // A mandate the processor may hold (active, or still waiting for the customer) is cancelled there; a final one has nothing to cancel.
  if (saved.status === "active" || saved.status === "pending") {
    await enqueueJob(tx, {
      type: "payment_method.cancel",
      payload: { payment_method_id: saved.id },
      owner: { merchantId: opts.merchantId, mode: opts.mode },
      object: { type: "payment_method", id: saved.id },
    });
  }
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "payment_method.detached",
    mode: opts.mode,
    targetId: saved.id,
    before: { status: saved.status },
    after: { status: "detached" },
  });
  return detached;
}

/** "+256772123456" → "+2567•••••456": enough to recognise it, never the whole number. */
export function maskPhone(e164: string): string {
  if (e164.length <= 8) return `${e164.slice(0, 2)}${"•".repeat(Math.max(0, e164.length - 4))}${e164.slice(-2)}`;
  return `${e164.slice(0, 5)}${"•".repeat(e164.length - 8)}${e164.slice(-3)}`;
}

/** The public shape: a card's brand, last four and expiry, a wallet's masked number, the mandate's acceptance; never a card or wallet number. */
export function serializeSavedPaymentMethod(pm: SavedPaymentMethod) {
  return {
    payment_method_reference: pm.id,
    customer_reference: pm.customerId,
    type: pm.method as "card" | "mtn_momo",
    kind: pm.kind as SavedPaymentMethodKind,
    status: pm.status as SavedPaymentMethodStatus,
    processor: pm.processor,
    setup_url: pm.status === "pending" ? pm.setupUrl : null,
    card: pm.kind === "card" ? { brand: pm.brand, last4: pm.last4, exp_month: pm.expMonth, exp_year: pm.expYear } : null,
    wallet: pm.kind === "wallet" ? { phone_number: pm.maskedPhone } : null,
    mandate: {
      accepted_at: pm.acceptedAt?.toISOString() ?? null,
      ip: pm.acceptedIp,
      user_agent: pm.acceptedUserAgent,
      channel: pm.acceptedChannel as MandateAcceptanceChannel | null,
      valid_until: pm.validUntil?.toISOString() ?? null,
    },
    failure_reason: pm.failureReason,
    detached_at: pm.detachedAt?.toISOString() ?? null,
    mode: pm.mode,
    created_at: pm.createdAt.toISOString(),
    updated_at: pm.updatedAt.toISOString(),
  };
}
