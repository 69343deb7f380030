import "server-only";
// CSV imports into a list (docs/risk-api.md "CSV import"): the upload is checked for size and stored
// as a RiskListImport with its risk_list.import job, in the request's transaction; the job parses
// it, checks and normalises each value for the list's kind, and adds the new ones, recording how
// many were added and skipped and the first bad lines with their numbers. The values and the
// import's outcome commit in one transaction, so a job run again after a crash adds nothing twice
// and counts from the start.
import type { Db, DbClient } from "@/lib/db";
import type { Prisma, RiskListImport } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { newId } from "@/lib/ids";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import type { JobResult, RunningJob } from "@/lib/jobs/job-types";
import type { RiskListKind } from "@/lib/catalog/risk";
import { checkListValue } from "@/lib/risk/manage/values";
import { MAX_IMPORT_LINES, type CreateRiskListImportInput } from "@/lib/risk/manage/schemas";
import { getRiskListOrThrow, insertItems, lockList, MAX_RISK_LIST_ITEMS, type RiskListLookup } from "@/lib/risk/manage/lists";
import { auditRiskWrite, authorizeRiskWrite, type RiskWriter } from "@/lib/risk/manage/scope";

/** Bad lines an import records (the rest are counted as skipped). */
export const MAX_IMPORT_PROBLEMS = 20;

const IMPORT_ID = /^rli_[0-9A-Za-z]{22}$/;

export async function createRiskListImport(tx: Db, opts: RiskListLookup & { input: CreateRiskListImportInput } & RiskWriter): Promise<RiskListImport> {
  await authorizeRiskWrite(tx, opts.scope, opts);
  const list = await getRiskListOrThrow(tx, opts);
  const lines = countLines(opts.input.csv);
  if (lines > MAX_IMPORT_LINES) {
    throw new ApiError("VALIDATION_ERROR", `csv has ${lines} lines; an import takes at most ${MAX_IMPORT_LINES}: split the file`, [{ field: "csv", message: `must have at most ${MAX_IMPORT_LINES} lines` }]);
  }
  const row = await tx.riskListImport.create({ data: { id: newId("rli"), listId: list.id, merchantId: list.merchantId, csv: opts.input.csv } });
  await enqueueJob(tx, {
    type: "risk_list.import",
    payload: { import_id: row.id },
    owner: list.merchantId !== null && list.mode !== null ? { merchantId: list.merchantId, mode: list.mode } : null,
    object: { type: "risk_list_import", id: row.id },
  });
  await auditRiskWrite(tx, opts.scope, opts, { action: "risk_list.import_started", targetId: list.id, details: { alias: list.alias, import_id: row.id, lines } });
  return row;
}

export async function getRiskListImportOrThrow(db: Db, opts: RiskListLookup & { importId: string }): Promise<RiskListImport> {
  const list = await getRiskListOrThrow(db, opts);
  const row = IMPORT_ID.test(opts.importId) ? await db.riskListImport.findFirst({ where: { id: opts.importId, listId: list.id, merchantId: list.merchantId } }) : null;
  if (!row) throw new ApiError("NOT_FOUND", "import not found");
  return row;
}

export async function listRiskListImports(db: Db, opts: RiskListLookup) {
  const list = await getRiskListOrThrow(db, opts);
  return db.riskListImport.findMany({ where: { listId: list.id, merchantId: list.merchantId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 20 });
}

function countLines(csv: string): number {
  let lines = 1;
  for (let i = 0; i < csv.length; i++) if (csv.charCodeAt(i) === 10) lines++;
  return csv.endsWith("\n") ? lines - 1 : lines;
}

/** One CSV line's cells: commas or semicolons, double quotes around a cell, "" inside one. */
export function csvCells(line: string): string[] {
  const delimiter = !line.includes(",") && line.includes(";") ? ";" : ",";
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (c === delimiter) {
      cells.push(cell.trim());
      cell = "";
    } else {
      cell += c;
    }
  }
  cells.push(cell.trim());
  return cells;
}

export type ParsedImport = { values: string[]; skipped: number; problems: { line: number; problem: string }[] };

/**
 * The CSV's values, checked for the kind. A first line naming a `value` column is a header, and the
 * values are read from that column; a first line that is one word and no value is a header too;
 * without a header each line's first cell is the value. Blank lines are ignored; a value twice in the
 * file is skipped the second time.
 */
export function parseImportCsv(kind: RiskListKind, csv: string): ParsedImport {
  const lines = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
  let column = 0;
  let first = 0;
  const head = csvCells(lines[0] ?? "").map((c) => c.toLowerCase());
  if (head.includes("value")) {
    column = head.indexOf("value");
    first = 1;
  } else if (head.length === 1 && /^[a-z][a-z _-]*$/.test(head[0]) && !checkListValue(kind, head[0]).ok) {
    first = 1;
  }
  const seen = new Set<string>();
  const problems: ParsedImport["problems"] = [];
  let skipped = 0;
  for (let i = first; i < lines.length; i++) {
    if (lines[i].trim() === "") continue;
    const cells = csvCells(lines[i]);
    const raw = cells[column] ?? "";
    const checked = raw === "" ? ({ ok: false, problem: first === 1 && column > 0 ? "the value column is empty" : "the value is empty" } as const) : checkListValue(kind, raw);
    if (!checked.ok) {
      skipped++;
      if (problems.length < MAX_IMPORT_PROBLEMS) problems.push({ line: i + 1, problem: checked.problem });
      continue;
    }
    if (seen.has(checked.value)) {
      skipped++;
      continue;
    }
    seen.add(checked.value);
  }
  return { values: [...seen], skipped, problems };
}

/** The risk_list.import job's handler; the job's merchant (null for an installation list's import) scopes every statement. */
export async function runRiskListImport(payload: Record<string, unknown>, database: DbClient, job: Pick<RunningJob, "merchantId">): Promise<JobResult> {
  const id = String(payload.import_id ?? "");
  const merchantId = job.merchantId;
  // Marked running on its own, so the page shows it while the values go in.
  const { count } = await database.riskListImport.updateMany({ where: { id, merchantId, status: { in: ["queued", "running"] } }, data: { status: "running" } });
  // Zero: finished already (a rerun after "done" was lost), or its list was deleted with it.
  if (count === 0) return "done";
  await database.$transaction(
    async (tx) => {
      const found = await tx.riskListImport.findFirstOrThrow({ where: { id, merchantId } });
      if (found.status !== "running") return;
      const row = { ...found, list: await tx.riskList.findFirstOrThrow({ where: { id: found.listId, merchantId } }) };
      await lockList(tx, row.listId, merchantId);
      const parsed = parseImportCsv(row.list.kind as RiskListKind, row.csv);
      const finish = (data: Prisma.RiskListImportUpdateInput) => tx.riskListImport.update({ where: { id, merchantId }, data: { ...data, finishedAt: new Date() } });
      if (parsed.values.length === 0) {
        const problems = parsed.problems.length > 0 ? parsed.problems : [{ line: 1, problem: "the file holds no values" }];
        await finish({ status: "failed", addedCount: 0, skippedCount: parsed.skipped, problems });
        return;
      }
      const size = await tx.riskListItem.count({ where: { listId: row.listId, merchantId: row.merchantId } });
      if (size + parsed.values.length > MAX_RISK_LIST_ITEMS) {
        const present = await tx.riskListItem.count({ where: { listId: row.listId, merchantId: row.merchantId, value: { in: parsed.values } } });
        if (size + parsed.values.length - present > MAX_RISK_LIST_ITEMS) {
          await finish({ status: "failed", addedCount: 0, skippedCount: 0, problems: [{ line: 0, problem: `a list holds at most ${MAX_RISK_LIST_ITEMS} values; it has ${size} and the file adds ${parsed.values.length - present}` }] });
          return;
        }
      }
      const added = await insertItems(tx, row.list, parsed.values);
      await finish({ status: "completed", addedCount: added, skippedCount: parsed.skipped + (parsed.values.length - added), problems: parsed.problems });
      if (row.merchantId !== null) {
        await auditRiskWrite(tx, { merchantId: row.merchantId, mode: row.list.mode }, { actor: { type: "system" } }, { action: "risk_list.import_completed", targetId: row.listId, details: { import_id: id, added, skipped: parsed.skipped + (parsed.values.length - added) } });
      }
    },
    { timeout: 120_000 },
  );
  return "done";
}
