import "server-only";
// A person closes a reconciliation exception with a note: who, when and why are kept on the
// item and in the audit log, in one transaction. It changes nothing else: a mismatch never moves money
// by itself; whatever the evidence called for (a refund, a call to the processor) is done elsewhere.
import { z } from "zod";
import { inTransaction, type Db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { ApiError } from "@/lib/http/errors";
import { authorizeActor } from "@/lib/team/authorize-actor";
import type { RunScope } from "@/lib/reconciliation/get-reconciliation-run";
import { serializeItem } from "@/lib/reconciliation/serialize-reconciliation";

export const resolveItemBodySchema = z
  .object({
    /** What was found and done: the audit log and the run's page show it. */
    note: z.string().trim().min(3, "Say what was found and done (at least 3 characters)").max(2_000),
  })
  .strict();

export async function resolveReconciliationItem(database: Db, opts: RunScope & { actor: AuditActor; itemId: string; note: string }) {
  return inTransaction(database, async (tx) => {
    await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "reconciliation.resolve" });
    // Only an item of a run of the merchant's own connection, in the dashboard's mode.
    const item = await tx.reconciliationItem.findFirst({ where: { id: opts.itemId, run: { merchantId: opts.merchantId, mode: opts.mode } } });
    if (!item) throw new ApiError("NOT_FOUND", `No reconciliation item ${opts.itemId}`);
    if (item.kind === "matched") throw new ApiError("INVALID_STATE", "A matched line is not an exception: there is nothing to resolve");
    // Conditional: two people resolving at once, the second is told.
    const updated = await tx.reconciliationItem.updateMany({
      where: { id: item.id, resolution: "open" },
      data: { resolution: "resolved", resolvedAt: new Date(), resolvedByUserId: "userId" in opts.actor ? opts.actor.userId : null, resolutionNote: opts.note },
    });
    if (updated.count === 0) throw new ApiError("INVALID_STATE", "This exception is already resolved");
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      mode: opts.mode,
      action: "reconciliation_item.resolved",
      targetId: item.id,
      details: { run_id: item.runId, kind: item.kind, note: opts.note },
      before: { resolution: "open" },
      after: { resolution: "resolved", note: opts.note },
    });
    return serializeItem(await tx.reconciliationItem.findUniqueOrThrow({ where: { id: item.id } }));
  });
}
