import "server-only";
// The operator's approval: `npm run gateway -- merchant activate <id|email>`.
// Refused while the checklist is incomplete unless forced (an operator who checked the business
// another way); the audit record says which steps were missing. The live secret key is not
// created here: the dashboard shows a new one once, at the owner's next visit
// (reveal-live-secret-key.ts), so its text is never stored or printed to the operator.
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { invalidateApiKeyCache } from "@/lib/auth/api-keys";
import { ACTIVATION_STEPS, ACTIVATION_STEP_LABELS } from "@/lib/catalog/activation";
import { getActivation } from "@/lib/merchants/activation/get-activation";

/** `actor` and `by`: who approves (the console's operator); the CLI by default. */
export async function activateMerchant(db: Db, opts: { merchantId: string; force?: boolean; actor?: AuditActor; by?: string }) {
  const result = await inTransaction(db, async (tx) => {
    const view = await getActivation(tx, opts.merchantId);
    if (view.status === "activated") throw new ApiError("INVALID_STATE", "This merchant is already activated");
    const missing = ACTIVATION_STEPS.filter((s) => !view.steps[s]);
    if (missing.length && !opts.force) {
      throw new ApiError(
        "INVALID_STATE",
        `The checklist is incomplete (${missing.map((s) => ACTIVATION_STEP_LABELS[s].toLowerCase()).join(", ")}); pass --force to activate anyway`,
        missing.map((s) => ({ field: s, message: "not done yet" })),
      );
    }
    const activatedAt = new Date();
    const by = opts.by ?? "cli";
    const activatedBy = opts.force && missing.length ? `${by} --force` : by;
    const changed = await tx.merchant.updateMany({
      where: { id: opts.merchantId, activationStatus: view.status },
      data: { activationStatus: "activated", activatedAt, activatedBy, liveKeyRevealedAt: null },
    });
    if (changed.count === 0) throw new ApiError("INVALID_STATE", "The merchant's activation changed meanwhile; run the command again");
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor ?? { type: "cli" },
      action: "merchant.activated",
      details: { forced: Boolean(opts.force && missing.length), missing_steps: missing },
      before: { status: view.status },
      after: { status: "activated", activated_at: activatedAt.toISOString() },
    });
    return { status: "activated" as const, activated_at: activatedAt.toISOString(), activated_by: activatedBy, missing_steps: missing };
  });
  // This process's cache at once; the server's within KEY_CACHE_TTL_MS (5 s by default).
  invalidateApiKeyCache();
  return result;
}
