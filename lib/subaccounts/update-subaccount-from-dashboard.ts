import "server-only";
// Dashboard "Edit subaccount" and "Deactivate" (issue 4): the services plus an audit row naming
// what changed, in one transaction. An edit that changes nothing, or deactivating a subaccount
// that is already inactive, writes no audit row. The other mode's subaccount is NOT_FOUND here.
import type { Db } from "@/lib/db";
import { inTransaction } from "@/lib/db";
import type { Mode } from "@/lib/generated/prisma/enums";
import type { Subaccount } from "@/lib/generated/prisma/client";
import type { z } from "zod";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { inViewedMode } from "@/lib/dashboard/one-mode";
import { getSubaccountOrThrow } from "@/lib/subaccounts/get-subaccount";
import { deactivateSubaccount, updateSubaccount } from "@/lib/subaccounts/update-subaccount";
import type { updateSubaccountSchema } from "@/lib/schemas/subaccounts";

type Opts = { merchantId: string; mode: Mode; reference: string; actor: AuditActor };

const AUDITED = ["name", "splitType", "splitValue", "minAmount", "maxAmount"] as const;

function auditValue(v: Subaccount[(typeof AUDITED)[number]]) {
  return typeof v === "bigint" ? v.toString() : v;
}

export async function updateSubaccountFromDashboard(db: Db, opts: Opts & { input: z.output<typeof updateSubaccountSchema> }) {
  return inTransaction(db, async (tx) => {
    const before = await inViewedMode("subaccount", () => getSubaccountOrThrow(tx, opts));
    const updated = await updateSubaccount(tx, opts);
    const changes = Object.fromEntries(
      AUDITED.filter((k) => auditValue(before[k]) !== auditValue(updated[k])).map((k) => [k, { from: auditValue(before[k]), to: auditValue(updated[k]) }]),
    );
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "subaccount.updated", mode: opts.mode, targetId: updated.id, details: { changes } });
    }
    return { subaccount: updated, changed: Object.keys(changes) };
  });
}

export async function deactivateSubaccountFromDashboard(db: Db, opts: Opts) {
  return inTransaction(db, async (tx) => {
    const before = await inViewedMode("subaccount", () => getSubaccountOrThrow(tx, opts));
    const subaccount = await deactivateSubaccount(tx, opts);
    if (before.active) {
      await recordAudit(tx, { merchantId: opts.merchantId, actor: opts.actor, action: "subaccount.deactivated", mode: opts.mode, targetId: subaccount.id });
    }
    return subaccount;
  });
}
