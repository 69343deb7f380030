import "server-only";
// PATCH /v2/subaccounts/{reference}: name, default split and bounds; deactivation.
// Payments already initialized keep the split they were created with. Each writes an audit
// record naming what changed, in the same transaction; a change that changes nothing, or
// deactivating an inactive subaccount, writes no audit record.
import type { Prisma, Subaccount } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import type { Currency } from "@/lib/money";
import { recordAudit, type AuditActor } from "@/lib/audit/record-audit";
import { assertBoundsOrdered, parseBound, parseSplitType, parseSplitValue } from "@/lib/splits/split-values";
import { getSubaccountOrThrow, type SubaccountLookup } from "@/lib/subaccounts/get-subaccount";
import type { z } from "zod";
import type { updateSubaccountSchema } from "@/lib/schemas/subaccounts";
import { authorizeActor } from "@/lib/team/authorize-actor";

type Opts = SubaccountLookup & { actor: AuditActor };

const AUDITED = ["name", "splitType", "splitValue", "minAmount", "maxAmount"] as const;
type Audited = (typeof AUDITED)[number];

function auditValue(v: Subaccount[Audited]) {
  return typeof v === "bigint" ? v.toString() : v;
}

export async function updateSubaccount(
  tx: Prisma.TransactionClient,
  opts: Opts & { input: z.output<typeof updateSubaccountSchema> },
): Promise<{ subaccount: Subaccount; changed: Audited[] }> {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "money.move" });
  const current = await getSubaccountOrThrow(tx, opts);
  if (!current.active) throw new ApiError("INVALID_STATE", "This subaccount is deactivated and cannot be changed");
  const { input } = opts;
  const currency = current.currency as Currency;
  if (input.split_type !== undefined && input.split_value === undefined) {
    throw new ApiError("INVALID_VALUE", "Changing split_type needs a split_value too", [{ field: "split_value", message: "required with split_type" }]);
  }
  // A new split_value alone keeps the current split_type.
  const splitType = input.split_type !== undefined ? parseSplitType(input.split_type) : current.splitType;
  const splitValue = input.split_value !== undefined ? parseSplitValue(splitType, input.split_value, currency) : current.splitValue;
  const minAmount = input.min_amount === undefined ? current.minAmount : parseBound(input.min_amount, currency, "min_amount");
  const maxAmount = input.max_amount === undefined ? current.maxAmount : parseBound(input.max_amount, currency, "max_amount");
  assertBoundsOrdered(minAmount, maxAmount);
  const updated = await tx.subaccount.update({
    where: { id: current.id },
    data: { name: input.subaccount_name ?? current.name, splitType, splitValue, minAmount, maxAmount },
  });
  const changed = AUDITED.filter((k) => auditValue(current[k]) !== auditValue(updated[k]));
  if (changed.length > 0) {
    const changes = Object.fromEntries(changed.map((k) => [k, { from: auditValue(current[k]), to: auditValue(updated[k]) }]));
    await recordAudit(tx, {
      merchantId: opts.merchantId,
      actor: opts.actor,
      action: "subaccount.updated",
      mode: opts.mode,
      targetId: updated.id,
      details: { changes },
      before: Object.fromEntries(changed.map((k) => [k, auditValue(current[k])])),
      after: Object.fromEntries(changed.map((k) => [k, auditValue(updated[k])])),
    });
  }
  return { subaccount: updated, changed };
}

export async function deactivateSubaccount(tx: Prisma.TransactionClient, opts: Opts) {
  await authorizeActor(tx, { actor: opts.actor, merchantId: opts.merchantId, action: "money.move" });
  const current = await getSubaccountOrThrow(tx, opts);
  if (!current.active) return current;
  const subaccount = await tx.subaccount.update({ where: { id: current.id }, data: { active: false, deactivatedAt: new Date() } });
  await recordAudit(tx, {
    merchantId: opts.merchantId,
    actor: opts.actor,
    action: "subaccount.deactivated",
    mode: opts.mode,
    targetId: subaccount.id,
    before: { active: true },
    after: { active: false },
  });
  return subaccount;
}
