import "server-only";
// A new operator account (the CLI's `operator create`, the console's Operators page). The password
// is the caller's or a one-time one made here, shown once; TOTP is set up at the first sign-in.
import type { DbClient } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { newId, randomBase62 } from "@/lib/ids";
import { hashPassword } from "@/lib/crypto/passwords";
import type { OperatorRole } from "@/lib/catalog/operator-permissions";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";

export const MIN_OPERATOR_PASSWORD = 12;

export async function createOperator(
  db: DbClient,
  opts: { email: string; name?: string | null; role: OperatorRole; password?: string; reason: string; actor: OperatorActor },
): Promise<{ id: string; email: string; role: OperatorRole; password: string | null }> {
  const email = opts.email.trim().toLowerCase();
  if (opts.password !== undefined && opts.password.length < MIN_OPERATOR_PASSWORD) {
    throw new ApiError("VALIDATION_ERROR", `The password must be at least ${MIN_OPERATOR_PASSWORD} characters`, [{ field: "password", message: "too short" }]);
  }
  const password = opts.password ?? randomBase62(16);
  // Hashed before the transaction, so it does not hold a connection through bcrypt.
  const passwordHash = await hashPassword(password);
  const id = newId("opr");
  await inTransaction(db, async (tx) => {
    if (await tx.operator.findUnique({ where: { email }, select: { id: true } })) throw new ApiError("INVALID_STATE", "An operator with this e-mail already exists");
    await tx.operator.create({ data: { id, email, name: opts.name?.trim() || null, role: opts.role, passwordHash } });
    await recordOperatorAudit(tx, { actor: opts.actor, action: "operator.created", reason: opts.reason, targetType: "operator", targetId: id, details: { email, role: opts.role } });
  });
  return { id, email, role: opts.role, password: opts.password === undefined ? password : null };
}
