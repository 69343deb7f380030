import "server-only";
// Adds an installation connection from the console: the CLI's `connectors add` (createConnection
// checks the connector, the credentials' shape and mode, methods and currencies, and seals the
// credentials), with its operator audit record in the same transaction. The record names the
// credential fields given, never their values.
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { createConnection, invalidateConnectionCache, serializeConnection } from "@/lib/processors/connections";
import { recordOperatorAudit, type OperatorActor } from "@/lib/operator/record-operator-audit";
import type { AddConnectionBody } from "@/lib/operator/connections/connection-schemas";

export async function addInstallationConnection(tx: Prisma.TransactionClient, opts: { input: AddConnectionBody; actor: OperatorActor }) {
  const { input } = opts;
  const created = await createConnection(
    {
      connector: input.connector,
      mode: input.mode,
      credentials: input.credentials,
      baseUrl: input.base_url ?? null,
      merchantId: null,
      addedByMerchant: false,
      priority: input.priority,
      methods: input.methods,
      currencies: input.currencies,
    },
    tx,
  );
  await recordOperatorAudit(tx, {
    actor: opts.actor,
    action: "connection.added",
    reason: input.reason,
    targetType: "processor_connection",
    targetId: created.id,
    details: { connector: created.connector, mode: created.mode, priority: created.priority, methods: created.methods, currencies: created.currencies, base_url: created.baseUrl, credential_fields: Object.keys(input.credentials) },
  });
  // createConnection dropped the routing cache before this transaction committed; once more, so no
  // server keeps a list read in between.
  invalidateConnectionCache();
  // The callback URL, to give the processor (its answer is for connections.manage only).
  return serializeConnection(created, { callbackBaseUrl: env().publicBaseUrl });
}
