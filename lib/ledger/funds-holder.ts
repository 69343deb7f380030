import "server-only";
// Whether money a connection collects is held by the operator or at the merchant's own processor
// account (lib/ledger/accounts.ts heldAt): a connection with a merchant is the merchant's own.
import type { Db } from "@/lib/db";

// A connection's merchant is set when it is created and never changes, so it is read once per process.
const ownConnections = new Map<string, boolean>();

/** The connection itself when it is a merchant's own; null for an installation connection or none (the simulator). */
export async function fundsHolder(db: Db, connectionId: string | null): Promise<string | null> {
  if (!connectionId) return null;
  let own = ownConnections.get(connectionId);
  if (own === undefined) {
    const connection = await db.processorConnection.findUnique({ where: { id: connectionId }, select: { merchantId: true } });
    own = Boolean(connection?.merchantId);
    if (connection) ownConnections.set(connectionId, own);
  }
  return own ? connectionId : null;
}
