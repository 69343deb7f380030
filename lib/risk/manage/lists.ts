import "server-only";
// Value lists of one scope and their items (docs/risk-api.md "Lists"): rules name a list by its alias
// (in_list("blocked_phones", phone)), unique per merchant and mode; each value is checked and
// normalised for the list's kind (lib/risk/manage/values.ts) so the value stored is the value the
// engine looks up. A list the scope's rules still name cannot be deleted: the rule would silently
// stop matching.
import type { Db } from "@/lib/db";
import { Prisma, type RiskList, type RiskListItem } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { pagination } from "@/lib/http/pagination";
import type { RiskListKind } from "@/lib/catalog/risk";
import { compileRiskExpression } from "@/lib/risk/expression";
import { checkListValue } from "@/lib/risk/manage/values";
import { MAX_RISK_LISTS_PER_SCOPE, type AddRiskListItemsInput, type CreateRiskListInput, type ListRiskListItemsQuery } from "@/lib/risk/manage/schemas";
import { auditRiskWrite, authorizeRiskWrite, lockKey, otherModeRefusal, ownedBy, rowsOf, type RiskOtherMode, type RiskScope, type RiskWriter } from "@/lib/risk/manage/scope";

/** The most values one list holds (an import that would pass it fails, adding nothing). */
export const MAX_RISK_LIST_ITEMS = 100_000;

const LIST_ID = /^rls_[0-9A-Za-z]{22}$/;
const withCount = { _count: { select: { items: true } } } as const;
export type RiskListWithCount = RiskList & { _count: { items: number } };

export type RiskListLookup = { scope: RiskScope; id: string; otherMode: RiskOtherMode };

/** One of the scope's own lists: another merchant's (or the installation's, for a merchant) is NOT_FOUND. */
export async function getRiskListOrThrow(db: Db, { scope, id, otherMode }: RiskListLookup): Promise<RiskListWithCount> {
  const list = LIST_ID.test(id) ? await db.riskList.findFirst({ where: { id, merchantId: scope.merchantId }, include: withCount }) : null;
  if (!list) throw new ApiError("NOT_FOUND", "risk list not found");
  if (scope.merchantId === null && scope.mode === null) return list;
  if (list.mode !== scope.mode) {
    if (scope.merchantId !== null && list.mode !== null) throw otherModeRefusal("risk list", list.mode, otherMode);
    throw new ApiError("NOT_FOUND", "risk list not found");
  }
  return list;
}

export async function listRiskLists(db: Db, opts: { scope: RiskScope }) {
  return db.riskList.findMany({ where: rowsOf(opts.scope), orderBy: [{ alias: "asc" }, { id: "asc" }], include: withCount, take: MAX_RISK_LISTS_PER_SCOPE });
}

function aliasTaken(alias: string) {
  return new ApiError("RESOURCE_CONFLICT", `a list with the alias "${alias}" already exists in this mode`, [{ field: "alias", message: "is taken by another of your lists" }]);
}

export async function createRiskList(tx: Db, opts: { scope: RiskScope; input: CreateRiskListInput } & RiskWriter): Promise<RiskListWithCount> {
  const { scope, input } = opts;
  await authorizeRiskWrite(tx, scope, opts);
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${lockKey("risk_lists", scope)}))`;
  const existing = await tx.riskList.findMany({ where: ownedBy(scope), select: { alias: true } });
  if (existing.some((l) => l.alias === input.alias)) throw aliasTaken(input.alias);
  if (existing.length >= MAX_RISK_LISTS_PER_SCOPE) throw new ApiError("INVALID_STATE", `a mode holds at most ${MAX_RISK_LISTS_PER_SCOPE} lists; delete one first`);
  let list: RiskList;
  try {
    list = await tx.riskList.create({ data: { id: newId("rls"), ...ownedBy(scope), alias: input.alias, name: input.name, kind: input.kind } });
  } catch (error) {
    // The unique index (merchantId, mode, alias) is the last word, should the lock ever be bypassed.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw aliasTaken(input.alias);
    throw error;
  }
  await auditRiskWrite(tx, scope, opts, { action: "risk_list.created", targetId: list.id, details: { alias: list.alias, name: list.name, kind: list.kind } });
  return { ...list, _count: { items: 0 } };
}

export async function deleteRiskList(tx: Db, opts: RiskListLookup & RiskWriter) {
  await authorizeRiskWrite(tx, opts.scope, opts);
  const list = await getRiskListOrThrow(tx, opts);
  const rules = await tx.riskRule.findMany({ where: { ...rowsOf(opts.scope), status: { not: "disabled" } }, select: { name: true, expression: true } });
  const naming = rules.filter((r) => {
    const compiled = compileRiskExpression(r.expression);
    return compiled.ok ? compiled.rule.listAliases.includes(list.alias) : r.expression.includes(list.alias);
  });
  if (naming.length > 0) {
    throw new ApiError("INVALID_STATE", `rules still name this list (${naming.map((r) => `"${r.name}"`).join(", ")}): change, disable or delete them first`);
  }
  const { count } = await tx.riskList.deleteMany({ where: { id: list.id, merchantId: opts.scope.merchantId } });
  if (count === 1) await auditRiskWrite(tx, opts.scope, opts, { action: "risk_list.deleted", targetId: list.id, details: { alias: list.alias, kind: list.kind, item_count: list._count.items } });
  return list;
}

/** Adds values (all checked first: one bad value refuses the lot, naming it). A value already there is skipped. */
export async function addRiskListItems(tx: Db, opts: RiskListLookup & { input: AddRiskListItemsInput } & RiskWriter) {
  await authorizeRiskWrite(tx, opts.scope, opts);
  const list = await getRiskListOrThrow(tx, opts);
  const values: string[] = [];
  const problems: { field: string; message: string }[] = [];
  opts.input.values.forEach((raw, index) => {
    const checked = checkListValue(list.kind as RiskListKind, raw);
    if (checked.ok) values.push(checked.value);
    else problems.push({ field: `values[${index}]`, message: checked.problem });
  });
  if (problems.length > 0) throw new ApiError("VALIDATION_ERROR", `${problems[0].field}: ${problems[0].message}`, problems);
  const unique = [...new Set(values)];
  await lockList(tx, list.id, list.merchantId);
  const added = await insertItems(tx, list, unique);
  if (added > 0) await auditRiskWrite(tx, opts.scope, opts, { action: "risk_list.items_added", targetId: list.id, details: { alias: list.alias, added, values: unique.slice(0, 20) } });
  return { list, values: unique, added_count: added, skipped_count: opts.input.values.length - added };
}

/** Serialises writers of one list's items, so its size limit holds under concurrent adds and imports. */
export async function lockList(tx: Db, listId: string, merchantId: string | null) {
  if (merchantId === null) await tx.$queryRaw`SELECT 1 FROM "RiskList" WHERE "id" = ${listId} AND "merchantId" IS NULL FOR UPDATE`;
  else await tx.$queryRaw`SELECT 1 FROM "RiskList" WHERE "id" = ${listId} AND "merchantId" = ${merchantId} FOR UPDATE`;
}

/** Inserts normalised values, skipping those already there; answers how many were new. */
export async function insertItems(tx: Db, list: Pick<RiskList, "id" | "merchantId">, values: string[]): Promise<number> {
  if (values.length === 0) return 0;
  const size = await tx.riskListItem.count({ where: { listId: list.id, merchantId: list.merchantId } });
  if (size + values.length > MAX_RISK_LIST_ITEMS) {
    const present = await tx.riskListItem.count({ where: { listId: list.id, merchantId: list.merchantId, value: { in: values.slice(0, 10_000) } } });
    if (size + values.length - present > MAX_RISK_LIST_ITEMS) throw new ApiError("INVALID_STATE", `a list holds at most ${MAX_RISK_LIST_ITEMS} values; it has ${size}`);
  }
  let added = 0;
  for (let start = 0; start < values.length; start += 1000) {
    const batch = values.slice(start, start + 1000);
    const { count } = await tx.riskListItem.createMany({ data: batch.map((value) => ({ id: newId("rlv"), listId: list.id, merchantId: list.merchantId, value })), skipDuplicates: true });
    added += count;
  }
  return added;
}

/** Removes one value, given as written or normalised ("+256 700 000001" finds +256700000001). */
export async function removeRiskListItem(tx: Db, opts: RiskListLookup & { value: string } & RiskWriter): Promise<RiskListItem> {
  await authorizeRiskWrite(tx, opts.scope, opts);
  const list = await getRiskListOrThrow(tx, opts);
  const checked = checkListValue(list.kind as RiskListKind, opts.value);
  const item = checked.ok ? await tx.riskListItem.findFirst({ where: { listId: list.id, merchantId: list.merchantId, value: checked.value } }) : null;
  if (!item) throw new ApiError("NOT_FOUND", "that value is not in this list");
  const { count } = await tx.riskListItem.deleteMany({ where: { id: item.id, merchantId: list.merchantId } });
  if (count === 1) await auditRiskWrite(tx, opts.scope, opts, { action: "risk_list.item_removed", targetId: list.id, details: { alias: list.alias, value: item.value } });
  return item;
}

export async function listRiskListItems(db: Db, opts: RiskListLookup & { query: ListRiskListItemsQuery }) {
  const list = await getRiskListOrThrow(db, opts);
  const { page, per_page, value } = opts.query;
  let only: string | undefined;
  if (value !== undefined) {
    const checked = checkListValue(list.kind as RiskListKind, value);
    if (!checked.ok) throw new ApiError("INVALID_VALUE", `value: ${checked.problem}`, [{ field: "value", message: checked.problem }]);
    only = checked.value;
  }
  const where = { listId: list.id, merchantId: list.merchantId, ...(only === undefined ? {} : { value: only }) };
  const [rows, total] = await Promise.all([
    db.riskListItem.findMany({ where, orderBy: [{ value: "asc" }, { id: "asc" }], skip: (page - 1) * per_page, take: per_page }),
    db.riskListItem.count({ where }),
  ]);
  return { rows, pagination: pagination(page, per_page, rows.length, total) };
}
