import "server-only";
// Sign-up, the CLI and the demo seed all create a merchant the same way:
// merchant + owner login + membership + a public and secret key per mode, in one transaction.
// Live activation: a merchant starts pending (its live keys answer 401
// ACTIVATION_PENDING and its live secret key is never shown) unless `activated` is set: the
// demo seed, tests, and an operator's `merchant create --activated`, who hand over every key at once.
import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { inTransaction } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { hashPassword } from "@/lib/crypto/passwords";
import { createInitialKeys } from "@/lib/auth/api-keys";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { signUpSchema } from "@/lib/schemas/merchant";

type Created = { merchant: { id: string; name: string; createdAt: Date; activationStatus: string }; user: { id: string; email: string }; keys: Record<"test" | "live", { public: string; secret: string }> };

export async function createMerchant<X = undefined>(
  db: Db,
  input: { name: string; email: string; password: string },
  actor: "signup" | "cli" | "seed" | "operator_api" = "signup",
  /** `inSameTransaction`: the caller's own writes beside the new merchant (the operator API's audit and setup link). */
  options: { activated?: boolean; inSameTransaction?: (tx: Prisma.TransactionClient, created: Created) => Promise<X> } = {},
) {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) {
    throw new ApiError(
      "VALIDATION_ERROR",
      "Invalid merchant details",
      parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })),
    );
  }
  const { name, email, password } = parsed.data;
  const passwordHash = await hashPassword(password); // slow: keep it outside the transaction

  return inTransaction(db, async (tx) => {
    const existing = await tx.user.findUnique({ where: { email } });
    if (existing) throw new ApiError("RESOURCE_CONFLICT", "An account with this e-mail already exists");
    const now = new Date();
    const merchant = await tx.merchant.create({
      data: {
        id: newId("mch"),
        name,
        ...(options.activated
          ? { activationStatus: "activated", activatedAt: now, activatedBy: actor === "cli" ? "cli create --activated" : actor === "operator_api" ? "operator api --activated" : actor, liveKeyRevealedAt: now }
          : {}),
      },
    });
    const user = await tx.user.create({ data: { id: newId("usr"), email, passwordHash } });
    await tx.membership.create({ data: { id: newId("mem"), userId: user.id, merchantId: merchant.id, role: "owner" } });
    const keys = await createInitialKeys(tx, merchant.id);
    const auditActor: AuditActor =
      actor === "signup" ? { type: "dashboard", userId: user.id } : actor === "operator_api" ? { type: "operator", operatorId: null } : { type: "cli" };
    await recordAudit(tx, { merchantId: merchant.id, actor: auditActor, action: "merchant.created", details: { via: actor, activated: Boolean(options.activated) } });
    const extra = options.inSameTransaction ? await options.inSameTransaction(tx, { merchant, user, keys }) : (undefined as X);
    return { merchant, user, keys, extra };
  });
}
