import "server-only";
// A merchant reconciles one of its own processor connections from the dashboard: for a
// period, by the processor's API or by the report file it uploads (MTN MoMo's statement, Airtel Money's, WaafiPay's report). Owners and
// admins; audited with the run, in its transaction. The same run as the CLI's and the daily job's.
import { z } from "zod";
import type { DbClient } from "@/lib/db";
import type { AuditActor } from "@/lib/audit/record-audit";
import type { Mode } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/http/errors";
import { authorizeActor } from "@/lib/team/authorize-actor";
import { findConnection } from "@/lib/processors/connections";
import { parsePeriodBound } from "@/lib/reconciliation/parse-period";
import { runReconciliation } from "@/lib/reconciliation/run-reconciliation";
import { getReconciliationRun } from "@/lib/reconciliation/get-reconciliation-run";

/** A report file's text: well under the dashboard's 1 MB body limit once in JSON. */
export const MAX_REPORT_CHARS = 900_000;

const periodBound = (bound: "from" | "to") =>
  z.string().refine((t) => parsePeriodBound(t, bound) !== null, "a date (YYYY-MM-DD) or an ISO 8601 date-time with its offset");

export const startRunBodySchema = z
  .object({
    connection_id: z.string().regex(/^pcn_[0-9A-Za-z]+$/, "a connection id, pcn_…"),
    from: periodBound("from"),
    to: periodBound("to"),
    report: z
      .object({
        file_name: z.string().trim().min(1).max(200),
        content: z.string().min(1, "The file is empty").max(MAX_REPORT_CHARS, `At most ${MAX_REPORT_CHARS} characters`),
      })
      .strict()
      .optional(),
  })
  .strict();
export type StartRunBody = z.output<typeof startRunBodySchema>;

export async function startReconciliationRun(database: DbClient, opts: { merchantId: string; mode: Mode; actor: AuditActor; input: StartRunBody }) {
  await authorizeActor(database, { actor: opts.actor, merchantId: opts.merchantId, action: "reconciliation.run" });
  const connection = await findConnection(opts.input.connection_id, database);
  // Only the merchant's own connection, in the dashboard's mode: anything else is not found.
  if (!connection || connection.merchantId !== opts.merchantId || connection.mode !== opts.mode) throw new ApiError("NOT_FOUND", `No processor connection ${opts.input.connection_id}`);
  const run = await runReconciliation(
    {
      connectionId: connection.id,
      from: parsePeriodBound(opts.input.from, "from") as Date,
      to: parsePeriodBound(opts.input.to, "to") as Date,
      file: opts.input.report ? { name: opts.input.report.file_name, text: opts.input.report.content } : undefined,
      startedBy: "userId" in opts.actor ? opts.actor.userId : opts.actor.type,
      merchantScope: opts.merchantId,
      audit: { actor: opts.actor, merchantId: opts.merchantId },
    },
    database,
  );
  return getReconciliationRun(database, { merchantId: opts.merchantId, mode: opts.mode }, run.id);
}
