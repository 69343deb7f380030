import "server-only";
// Merchants through the operator API (docs/operator.md "Operator API"): a platform creates its merchants
// and their keys from its own systems. A merchant is made as sign-up and the CLI make one
// (lib/merchants/create-merchant.ts); its owner has no password until they choose one through the setup
// link in the answer. Every write is in the operator's audit log (actor "api", the key) and the merchant's.
import crypto from "node:crypto";
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { createMerchant } from "@/lib/merchants/create-merchant";
import { createApiKey } from "@/lib/auth/api-keys";
import { issuePasswordSetupLink } from "@/lib/auth/password-reset";
import { recordAudit } from "@/lib/audit/record-audit";
import { getActivation } from "@/lib/merchants/activation/get-activation";
import { ACTIVATION_STEPS } from "@/lib/catalog/activation";
import { accountHold, merchantState } from "@/lib/catalog/merchant-states";
import { listMerchants } from "@/lib/operator/merchants/list-merchants";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";
import type { AuthenticatedOperatorKey } from "@/lib/operator/api/operator-api-keys";

const reasonOf = (reason: string | undefined, key: AuthenticatedOperatorKey) => reason ?? `operator API (key ${key.name})`;

export async function getOperatorMerchant(db: Db, merchantId: string) {
  const merchant = await db.merchant.findUnique({
    where: { id: merchantId },
    select: {
      id: true, name: true, createdAt: true, activationStatus: true, suspendedAt: true, suspensionReason: true, restrictedAt: true, restrictionReason: true, restrictions: true,
      memberships: { where: { role: "owner" }, orderBy: { createdAt: "asc" }, take: 1, select: { user: { select: { email: true } } } },
    },
  });
  if (!merchant) throw new ApiError("NOT_FOUND", "Merchant not found");
  const activation = await getActivation(db, merchantId);
  return {
    id: merchant.id,
    name: merchant.name,
    owner_email: merchant.memberships[0]?.user.email ?? null,
    state: merchantState(merchant),
    created_at: merchant.createdAt.toISOString(),
    activation: {
      status: activation.status,
      submitted_at: activation.submitted_at,
      activated_at: activation.activated_at,
      requirements_due: ACTIVATION_STEPS.filter((s) => !activation.steps[s]),
    },
    hold: accountHold(merchant),
  };
}

export async function listOperatorMerchants(db: Db, opts: { q?: string; page?: number }) {
  const found = await listMerchants(db, { search: opts.q, page: opts.page });
  const merchants = [];
  for (const row of found.rows) merchants.push(await getOperatorMerchant(db, row.id));
  return { merchants, page: found.page, pages: found.pages, total: found.total };
}

export async function createOperatorMerchant(db: Db, opts: { name: string; ownerEmail: string; activated?: boolean; reason?: string; key: AuthenticatedOperatorKey; actor: OperatorActor }) {
  // Nobody knows this password: the owner sets theirs through the setup link.
  const password = `${crypto.randomBytes(24).toString("base64url")}aA1!`;
  const created = await createMerchant(db, { name: opts.name, email: opts.ownerEmail, password }, "operator_api", {
    activated: opts.activated,
    inSameTransaction: async (tx, made) => {
      const setup = await issuePasswordSetupLink(tx, { userId: made.user.id });
      await recordOperatorAudit(tx, {
        actor: opts.actor,
        action: "merchant.created",
        reason: reasonOf(opts.reason, opts.key),
        merchantId: made.merchant.id,
        details: { activated: Boolean(opts.activated), owner_email: made.user.email },
        // createMerchant wrote the merchant's own "merchant.created".
        inMerchantLog: false,
      });
      return setup;
    },
  });
  const merchant = await getOperatorMerchant(db, created.merchant.id);
  return {
    merchant,
    owner: { email: created.user.email, password_setup_url: created.extra.url, password_setup_expires_at: created.extra.expiresAt.toISOString() },
    keys: {
      test: { public_key: created.keys.test.public, secret_key: created.keys.test.secret },
      // Until activation the live secret key is never shown (the dashboard reveals it once, after).
      live: { public_key: created.keys.live.public, secret_key: opts.activated ? created.keys.live.secret : null },
    },
  };
}

export async function createOperatorMerchantKey(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: "test" | "live"; kind: "public" | "secret"; reason?: string; key: AuthenticatedOperatorKey; actor: OperatorActor },
) {
  const rows = await tx.$queryRaw<{ activationStatus: string }[]>`SELECT "activationStatus" FROM "Merchant" WHERE "id" = ${opts.merchantId} FOR UPDATE`;
  if (rows.length === 0) throw new ApiError("NOT_FOUND", "Merchant not found");
  if (opts.mode === "live" && opts.kind === "secret" && rows[0].activationStatus !== "activated") {
    throw new ApiError("INVALID_STATE", "A live secret key waits for the merchant's activation: approve it first (the console's activation queue)");
  }
  const made = await createApiKey(tx, opts.merchantId, opts.mode, opts.kind);
  const reason = reasonOf(opts.reason, opts.key);
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: { type: "operator", operatorId: null, ip: opts.actor.ip, userAgent: opts.actor.userAgent },
    action: "api_key.created",
    mode: opts.mode,
    targetId: made.id,
    details: { kind: opts.kind, prefix: made.prefix, via: "operator_api", reason },
  });
  await recordOperatorAudit(tx, {
    actor: opts.actor,
    action: "merchant.api_key_created",
    reason,
    merchantId: opts.merchantId,
    targetType: "api_key",
    targetId: made.id,
    details: { mode: opts.mode, kind: opts.kind, prefix: made.prefix },
    inMerchantLog: false,
  });
  return { id: made.id, mode: made.mode, kind: made.kind, prefix: made.prefix, key: made.key };
}
