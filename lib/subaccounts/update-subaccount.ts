import "server-only";
// PATCH /v2/subaccounts/{reference}: name and default split; deactivation (issue 4).
// Payments already initialized keep the split they were created with.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import type { Currency } from "@/lib/money";
import { assertBoundsOrdered, parseBound, parseSplitType, parseSplitValue } from "@/lib/splits/split-values";
import { getSubaccountOrThrow } from "@/lib/subaccounts/get-subaccount";
import type { z } from "zod";
import type { updateSubaccountSchema } from "@/lib/schemas/subaccounts";

export async function updateSubaccount(
  tx: Prisma.TransactionClient,
  opts: { merchantId: string; mode: Mode; reference: string; input: z.output<typeof updateSubaccountSchema> },
) {
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
  return tx.subaccount.update({
    where: { id: current.id },
    data: { name: input.subaccount_name ?? current.name, splitType, splitValue, minAmount, maxAmount },
  });
}

export async function deactivateSubaccount(tx: Prisma.TransactionClient, opts: { merchantId: string; mode: Mode; reference: string }) {
  const current = await getSubaccountOrThrow(tx, opts);
  if (!current.active) return current;
  return tx.subaccount.update({ where: { id: current.id }, data: { active: false, deactivatedAt: new Date() } });
}
