import "server-only";
// "Check now" on an installation connection: the CLI's `connectors check` (one harmless
// authenticated call, recorded as the connection's last check), then its audit record. The call to the
// processor is made outside any transaction (docs/architecture.md, convention 9), so the audit record
// is written after it in a short transaction of its own. The operator sees the connector's own
// detail, as the CLI does.
import { inTransaction, type DbClient } from "@/lib/db";
import { ApiError } from "@/lib/http/errors";
import { checkConnection } from "@/lib/processors/check-connection";
import { recordOperatorAudit, MIN_REASON_LENGTH, type OperatorActor } from "@/lib/operator/record-operator-audit";

export async function checkInstallationConnection(database: DbClient, opts: { connectionId: string; reason: string; actor: OperatorActor }) {
  // The reason first: a refused request must not have called the processor.
  if (opts.reason.trim().length < MIN_REASON_LENGTH) throw new ApiError("VALIDATION_ERROR", "A reason is required", [{ field: "reason", message: `at least ${MIN_REASON_LENGTH} characters` }]);
  const connection = await database.processorConnection.findFirst({ where: { id: opts.connectionId, merchantId: null }, select: { id: true, connector: true, mode: true } });
  if (!connection) throw new ApiError("NOT_FOUND", `No installation processor connection ${opts.connectionId}`);
  const result = await checkConnection(connection.id, {}, database);
  await inTransaction(database, (tx) =>
    recordOperatorAudit(tx, {
      actor: opts.actor,
      action: "connection.checked",
      reason: opts.reason,
      targetType: "processor_connection",
      targetId: connection.id,
      details: { connector: connection.connector, mode: connection.mode, ok: result.ok, outcome: result.outcome },
    }),
  );
  return { id: connection.id, ...result };
}
