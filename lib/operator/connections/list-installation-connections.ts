import "server-only";
// The installation's processor connections (merchantId null: they serve every merchant), each with
// its health over the last hour and day and its last check. Never their credentials: the
// connection's serializer shows the field names only. The callback URL carries the connection's
// unguessable token (MTN's callbacks are unsigned), so only those who manage connections see it.
import type { DbClient } from "@/lib/db";
import { env } from "@/lib/env";
import { serializeConnection } from "@/lib/processors/connections";
import { summarizeConnectionHealth } from "@/lib/processors/summarize-connection-health";

export async function listInstallationConnections(database: DbClient, opts: { withCallbackUrls?: boolean } = {}) {
  const rows = await database.processorConnection.findMany({ where: { merchantId: null }, orderBy: [{ mode: "asc" }, { priority: "asc" }, { createdAt: "asc" }] });
  const health = await summarizeConnectionHealth(
    rows.map((r) => r.id),
    database,
  );
  const callbackBaseUrl = opts.withCallbackUrls ? env().publicBaseUrl : undefined;
  return rows.map((r) => {
    const h = health.get(r.id);
    return {
      ...serializeConnection(r, { callbackBaseUrl }),
      health: h ? { circuit: h.circuit, circuit_retry_at: h.circuit_retry_at, last_hour: h.last_hour, last_day: h.last_day } : null,
    };
  });
}
