// Embedded PGlite (Postgres compiled to WASM) in a data directory, guarded by a lock file
// (lib/db/pglite-lock.ts), with its statements reported to the SQL observer.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { observeSql } from "@/lib/db/observer";
import { acquirePgliteLock } from "@/lib/db/pglite-lock";
import { TRANSACTION_OPTIONS } from "@/lib/db/transaction";

export function createPgliteClient(dir: string | null) {
  const release = dir ? acquirePgliteLock(dir) : () => {};
  const pglite = dir ? new PGlite(dir) : new PGlite();
  const client = new PrismaClient({ adapter: new ObservedPGlite(pglite), transactionOptions: TRANSACTION_OPTIONS });
  return {
    client,
    pglite,
    close: async () => {
      await client.$disconnect();
      await pglite.close();
      release();
    },
  };
}

type Queryable = { queryRaw(query: { sql: string }): Promise<unknown>; executeRaw(query: { sql: string }): Promise<number> };

/** The PGlite adapter, reporting each statement to the SQL observer (see setSqlObserver). */
class ObservedPGlite extends PrismaPGlite {
  override async connect() {
    const adapter = observeQueryable(await super.connect());
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => observeQueryable(await startTransaction(isolationLevel));
    return adapter;
  }
}

function observeQueryable<T extends Queryable>(queryable: T): T {
  const queryRaw = queryable.queryRaw.bind(queryable);
  const executeRaw = queryable.executeRaw.bind(queryable);
  queryable.queryRaw = (query) => {
    observeSql(query.sql);
    return queryRaw(query);
  };
  queryable.executeRaw = (query) => {
    observeSql(query.sql);
    return executeRaw(query);
  };
  return queryable;
}
