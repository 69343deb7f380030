// The database, one job per file: which client (client.ts), PostgreSQL (postgres.ts),
// PGlite (pglite.ts) and its directory lock (pglite-lock.ts), transactions (transaction.ts), the hot
// read path (hot-query.ts), the SQL observer (observer.ts); errors.ts and json.ts beside them.
// This file only names what the rest of the app imports as "@/lib/db".
export { closeDatabase, databaseKind, db, setDatabase, type DbClient } from "@/lib/db/client";
export { hotQuery } from "@/lib/db/hot-query";
export { setSqlObserver } from "@/lib/db/observer";
export { acquirePgliteLock, DatabaseLockedError } from "@/lib/db/pglite-lock";
export { createPgliteClient } from "@/lib/db/pglite";
export { createPostgresClient, type PoolTimeouts } from "@/lib/db/postgres";
export { inTransaction, isInTransaction, type Db } from "@/lib/db/transaction";
export { Prisma } from "@/lib/generated/prisma/client";
