import "server-only";
// Disables or enables an installation connection from the console, audited with the reason.
// Disabling is the CLI's `connectors disable` (disableConnection); enabling puts it back in routing.
// Either one on a connection already in that state changes nothing and says so.
import type { Prisma } from "@/lib/generated/prisma/client";
import { disableConnection, invalidateConnectionCache, serializeConnection } from "@/lib/processors/connections";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";
import { lockInstallationConnection } from "@/lib/operator/connections/find-installation-connection";

export async function setConnectionEnabled(tx: Prisma.TransactionClient, opts: { connectionId: string; enabled: boolean; reason: string; actor: OperatorActor; now?: Date }) {
  const before = await lockInstallationConnection(tx, opts.connectionId);
  const changed = before.enabled !== opts.enabled;
  const after = !changed
    ? before
    : opts.enabled
      ? await tx.processorConnection.update({ where: { id: before.id }, data: { enabled: true, disabledAt: null } })
      : await disableConnection(before.id, {}, tx);
  if (changed) {
    await recordOperatorAudit(tx, {
      actor: opts.actor,
      action: opts.enabled ? "connection.enabled" : "connection.disabled",
      reason: opts.reason,
      targetType: "processor_connection",
      targetId: before.id,
      details: { connector: before.connector, mode: before.mode },
    });
  }
  invalidateConnectionCache();
  return { changed, connection: serializeConnection(after) };
}
